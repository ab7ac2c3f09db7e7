// Policy: the gallery's index.html is written before the first demo and again after each one
// (see GalleryFolder), so it always lists what is in the folder: a demo that is done has its
// section; one still to come is listed as pending in the table of contents, and while any
// is pending the page reloads itself every few seconds. Each section shows the APNG once
// (at the demo's size in points); the GIF, the contact sheet and the Lottie file are links
// with their sizes, so the page does not load two full-size copies of every animation. Every
// piece of text from outside the page's own markup (names, summaries, code, file names) goes
// through htmlEscaped. The page is self-contained (inline style, relative links), so the
// folder can be moved or published as it is.
import ChoreoCore
import ChoreoDemos
import ChoreoRender

/// One file of the gallery, as the page and the summary describe it.
struct GalleryFile {
  /// The file name inside the gallery folder.
  var name: String
  /// What it is: `APNG`, `GIF`, `Contact sheet`, `Lottie`.
  var kind: String
  /// Its size in bytes.
  var byteCount: Int
  /// The frames it stores (counted in the encoded file).
  var frameCount: Int
}

/// What the gallery made for one demo.
struct GalleryEntry {
  var demo: Demo
  /// The canvas in points (the APNG is shown at this size).
  var width: Double
  var height: Double
  var scale: Double
  var fps: Int
  /// Frames rendered for the animations.
  var renderedFrames: Int
  var animation: GalleryFile
  var gif: GalleryFile
  var sheet: GalleryFile
  /// The Lottie file (linked, not shown: browsers need a player for it).
  var lottie: GalleryFile
  /// The live page (`choreo render DEMO --format html`), shown in a frame; `nil` for a demo
  /// the browser cannot draw faithfully (its APNG is shown instead).
  var live: GalleryFile? = nil
  /// The demo's motions exported to CSS and Compose, as HTML (`exportedMotions(_:)`),
  /// made once when the demo is done, as the page is rewritten after every demo; `nil`
  /// to have the page make it.
  var exports: String? = nil

  /// The demo's files, APNG first.
  var files: [GalleryFile] { [animation, gif, sheet, lottie] + (live.map { [$0] } ?? []) }
  /// The bytes its files take together.
  var byteCount: Int { files.reduce(0) { $0 + $1.byteCount } }
}

/// The gallery's `index.html` for `demos`, of which those with an entry are done.
///
/// - Parameters:
///   - demos: Every demo of the gallery, in gallery order.
///   - entries: The entry of each demo that is written, nil for one still to come.
///   - stopped: Why the run stopped early, if it did (the pending demos then stay missing).
func galleryPage(_ demos: [Demo], _ entries: [GalleryEntry?], stopped: String? = nil) -> String {
  let done = entries.compactMap { $0 }
  let pending = demos.count - done.count
  let total = done.reduce(0) { $0 + $1.byteCount }
  var html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">

    """
  if pending > 0 && stopped == nil {
    html += "<meta http-equiv=\"refresh\" content=\"3\">\n"
  }
  html += """
    <title>Choreo gallery</title>
    <style>
    :root { color-scheme: light dark; --ink: #1c1c1e; --soft: #6c6c70; --line: #d1d1d6;
            --page: #fafafa; --card: #ffffff; --code: #f0f0f3; --accent: #0a63d1; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #f2f2f7; --soft: #a1a1a6; --line: #3a3a3c; --page: #111113;
              --card: #1c1c1e; --code: #232326; --accent: #5aa9ff; } }
    body { font: 16px/1.5 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 0 auto;
           max-width: 1100px; padding: 1.5em 1em 4em; color: var(--ink);
           background: var(--page); }
    h1 { font-size: 2em; margin: 0.2em 0; letter-spacing: -0.01em; }
    h2 { font-size: 1.45em; margin: 0 0 0.3em; }
    h3 { font-size: 1.15em; margin: 0 0 0.2em; }
    a { color: var(--accent); text-decoration: none; }
    a:hover { text-decoration: underline; }
    nav ol { columns: 2; column-gap: 2em; padding-left: 1.5em; }
    @media (max-width: 700px) { nav ol { columns: 1; } body { font-size: 15px; } }
    nav li { break-inside: avoid; margin-bottom: 0.3em; }
    .group { margin-top: 3em; padding-top: 1em; border-top: 2px solid var(--line); }
    .group > p.story { max-width: 46em; }
    section { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
              padding: 1em 1.2em; margin-top: 1.2em; }
    .row { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
    .row > div { flex: 1 1 380px; min-width: 0; }
    img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line);
          border-radius: 6px; background: #fff; }
    iframe.live { display: block; max-width: 100%; border: 1px solid var(--line); overflow: hidden;
                  border-radius: 6px; background: #fff; }
    pre { background: var(--code); border: 1px solid var(--line); border-radius: 6px;
          padding: 0.7em 0.9em; font-size: 12px; line-height: 1.4;
          white-space: pre-wrap; overflow-wrap: anywhere; }
    details { margin: 0.2em 0; }
    summary { cursor: pointer; }
    .story { color: var(--soft); }
    .meta, .pending, .files { color: var(--soft); font-size: 13px; }
    .files { list-style: none; padding: 0; }
    .files li { margin-bottom: 0.25em; }
    .stopped { color: #d0312d; }
    code { font-size: 13px; }
    </style>
    </head>
    <body>
    <h1>Choreo gallery</h1>
    <p>Every demo, rendered headlessly by <code>choreo</code> and played live here by the
    browser from the same scene (Web Animations; press Play to replay, drag to scrub), with
    an animated PNG, a GIF, a contact sheet of nine instants (listed beside it) and a
    Lottie file to download. The demos are grouped by the hand-rolled animation they re-create, whose story
    heads each group.</p>

    """
  let demoCount = demos.count == 1 ? "1 demo" : "\(demos.count) demos"
  if let stopped {
    html +=
      "<p class=\"stopped\">The run stopped after \(done.count) of \(demoCount):"
      + " \(htmlEscaped(stopped))</p>\n"
  } else if pending > 0 {
    html +=
      "<p class=\"pending\">Rendering: \(done.count) of \(demoCount) done so far; this page"
      + " reloads itself until the rest are in.</p>\n"
  } else {
    html += "<p class=\"meta\">\(demoCount), \(byteCountText(total)) in all.</p>\n"
  }
  html += "<nav>\n<h2>Contents</h2>\n<ol>\n"
  for (demo, entry) in zip(demos, entries) {
    let name = htmlEscaped(demo.name)
    if let entry {
      html +=
        "<li><a href=\"#\(name)\">\(name)</a> &middot; \(htmlEscaped(demo.summary))"
        + " <span class=\"meta\">(\(byteCountText(entry.byteCount)))</span></li>\n"
    } else {
      html +=
        "<li>\(name) &middot; \(htmlEscaped(demo.summary))"
        + " <span class=\"pending\">(\(stopped == nil ? "rendering" : "not rendered"))</span>"
        + "</li>\n"
    }
  }
  html += "</ol>\n</nav>\n"
  var group: String?
  for entry in done {
    let heading = groupHeading(entry.demo)
    if heading.id != group {
      if group != nil { html += "</div>\n" }
      html += heading.html
      group = heading.id
    }
    html += section(entry)
  }
  if group != nil { html += "</div>\n" }
  html += "</body>\n</html>\n"
  return html
}

/// The heading of the group a demo belongs to: its seed's, told once for all its demos, or
/// one for Choreo's own demos.
private func groupHeading(_ demo: Demo) -> (id: String, html: String) {
  guard let seed = demo.seed else {
    let (title, story) =
      demo.name == "fling"
      ? (
        "Gestures and momentum",
        "Choreo&#39;s own: a flick in the one engine, from finger to rest (decay, projection"
          + " to a snap point, rubber banding, the velocity handed to a spring)."
      )
      : (
        "Timing curves and springs",
        "Choreo&#39;s own: the curves and springs every demo is made of, side by side."
      )
    return (
      "choreo-" + demo.name,
      "<div class=\"group\">\n<h2>\(title)</h2>\n<p class=\"story\">\(story)</p>\n"
    )
  }
  return (
    seed.rawValue,
    "<div class=\"group\">\n<h2>\(htmlEscaped(seed.title.prefix(1).uppercased() + seed.title.dropFirst()))</h2>\n"
      + "<p class=\"story\">Where it comes from: \(htmlEscaped(seed.story))</p>\n"
  )
}

/// The demo played live by the browser in a frame (its page's `#embed` view: the canvas
/// and its play/pause and scrubber), or its APNG where there is no live page.
private func picture(_ entry: GalleryEntry, width: String, height: String) -> String {
  let name = entry.demo.name
  guard let live = entry.live else {
    return "<a href=\"\(htmlEscaped(entry.animation.name))\"><img src=\""
      + "\(htmlEscaped(entry.animation.name))\" width=\"\(width)\" height=\"\(height)\" alt=\""
      + "\(htmlEscaped("\(name), animated"))\"></a>"
  }
  return "<iframe class=\"live\" src=\"\(htmlEscaped(live.name))#embed\" width=\"\(width)\""
    + " height=\"\(Int(entry.height.rounded()) + 40)\" scrolling=\"no\" loading=\"lazy\" title=\""
    + "\(htmlEscaped("\(name), played live"))\"></iframe>"
}

/// One demo's section: title, summary, the APNG, its code and its files.
private func section(_ entry: GalleryEntry) -> String {
  let demo = entry.demo
  let name = htmlEscaped(demo.name)
  let width = "\(Int(entry.width.rounded()))"
  let height = "\(Int(entry.height.rounded()))"
  var html = """
    <section id="\(name)">
    <h3>\(name)</h3>
    <p>\(htmlEscaped(demo.summary))</p>
    <p class="meta">\(width)&times;\(height) points at scale \
    \(shortNumber(entry.scale)), \(shortNumber(demo.duration)) s, \(entry.renderedFrames) \
    frames rendered at \(entry.fps) fps &middot; \(byteCountText(entry.byteCount)) on disk</p>
    <div class="row">
    \(picture(entry, width: width, height: height))
    <div>

    """
  if !demo.codeExcerpt.isEmpty {
    html +=
      "<p class=\"meta\">The motion in public Choreo API, to paste into a throwing function:</p>\n"
    html += "<pre><code>\(htmlEscaped(demo.codeExcerpt))</code></pre>\n"
  }
  html += entry.exports ?? exportedMotions(demo)
  html += "<ul class=\"files\">\n"
  for file in entry.files {
    var frames = file.frameCount == 1 ? "1 frame" : "\(file.frameCount) frames"
    if file.name == entry.sheet.name {
      // The instants the sheet shows, left to right and top to bottom.
      let times = RenderSettings(demo: demo, size: nil, scale: 1, fps: entry.fps).sheetTimes
      frames +=
        " at "
        + times.map { shortNumber(($0 * 100).rounded() / 100) }.joined(
          separator: ", ") + " s"
    }
    html +=
      "<li><a href=\"\(htmlEscaped(file.name))\">\(htmlEscaped(file.kind))</a> &middot;"
      + " <code>\(htmlEscaped(file.name))</code> &middot; \(byteCountText(file.byteCount))"
      + " &middot; \(frames)</li>\n"
  }
  html += "</ul>\n</div>\n</div>\n</section>\n"
  return html
}

/// The demo's motions exported to CSS and Compose (`choreo export`), each in a closed
/// `<details>` so the page stays short; nothing for a demo without motions.
func exportedMotions(_ demo: Demo) -> String {
  let motions = demo.motions
  guard !motions.isEmpty else { return "" }
  var html =
    "<p class=\"meta\">The same motion on the web and on Android (choreo export), each"
    + " with its largest deviation from Choreo's:</p>\n"
  for item in motions {
    html += "<details><summary>\(htmlEscaped(item.label)): CSS and Compose</summary>\n"
    for target in [MotionExportTarget.css, .compose] {
      // A demo's motions are its own constants, which every target can hold.
      let text =
        (try? item.motion.exported(to: target).text)
        ?? "(no \(target.rawValue) form)\n"
      html += "<pre><code>\(htmlEscaped(text))</code></pre>\n"
    }
    html += "</details>\n"
  }
  return html
}

/// `value` to at most four decimals (6.800000000000001 is 6.8), in shortest form, without a
/// trailing ".0" for whole numbers.
func shortNumber(_ value: Double) -> String {
  let rounded = abs(value) < 1e9 ? (value * 10_000).rounded() / 10_000 : value
  let text = "\(rounded)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
