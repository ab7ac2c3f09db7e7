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
  /// The demo's motions exported to CSS and Compose, as HTML (`exportedMotions(_:)`),
  /// made once when the demo is done, as the page is rewritten after every demo; `nil`
  /// to have the page make it.
  var exports: String? = nil

  /// The demo's files, APNG first.
  var files: [GalleryFile] { [animation, gif, sheet, lottie] }
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
    body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 2em auto;
           max-width: 1100px; padding: 0 1em; color: #1c1c1e; background: #fafafa; }
    h1 { margin-bottom: 0.2em; }
    nav ol { columns: 2; column-gap: 2em; padding-left: 1.5em; }
    @media (max-width: 700px) { nav ol { columns: 1; } }
    nav li { break-inside: avoid; margin-bottom: 0.3em; }
    section { border-top: 1px solid #d1d1d6; padding-top: 1em; margin-top: 2em; }
    .row { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
    .row > div { flex: 1 1 380px; min-width: 0; }
    img { display: block; max-width: 100%; height: auto; border: 1px solid #d1d1d6;
          background: #fff; }
    pre { background: #f0f0f3; border: 1px solid #e0e0e5; border-radius: 6px;
          padding: 0.7em 0.9em; font-size: 12px; line-height: 1.4;
          white-space: pre-wrap; overflow-wrap: anywhere; }
    .story { font-style: italic; }
    .meta, .pending, .files { color: #6c6c70; font-size: 13px; }
    .files { list-style: none; padding: 0; }
    .files li { margin-bottom: 0.25em; }
    .stopped { color: #b00020; }
    code { font-size: 13px; }
    </style>
    </head>
    <body>
    <h1>Choreo gallery</h1>
    <p>Every demo, rendered headlessly by <code>choreo</code>: an animated PNG of each
    (looping), with a GIF, a contact sheet of frames at progress 0, 1/8, &hellip;, 1, and a
    Lottie file beside it.</p>

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
  for entry in done { html += section(entry) }
  html += "</body>\n</html>\n"
  return html
}

/// One demo's section: title, summary, seed, the APNG, its code and its files.
private func section(_ entry: GalleryEntry) -> String {
  let demo = entry.demo
  let name = htmlEscaped(demo.name)
  let story =
    demo.seed.map { "<p class=\"story\">Where it comes from: \(htmlEscaped($0.story))</p>\n" }
    ?? "<p class=\"story\">Choreo&#39;s own demo: a catalogue, not a hand-rolled animation."
    + "</p>\n"
  let width = "\(Int(entry.width.rounded()))"
  let height = "\(Int(entry.height.rounded()))"
  var html = """
    <section id="\(name)">
    <h2>\(name)</h2>
    <p>\(htmlEscaped(demo.summary))</p>
    \(story)<p class="meta">\(width)&times;\(height) points at scale \
    \(shortNumber(entry.scale)), \(shortNumber(demo.duration)) s, \(entry.renderedFrames) \
    frames rendered at \(entry.fps) fps &middot; \(byteCountText(entry.byteCount)) on disk</p>
    <div class="row">
    <a href="\(htmlEscaped(entry.animation.name))"><img src="\(htmlEscaped(entry.animation.name))" \
    width="\(width)" height="\(height)" alt="\(htmlEscaped("\(demo.name), animated"))"></a>
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
    let frames = file.frameCount == 1 ? "1 frame" : "\(file.frameCount) frames"
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

/// `value` in shortest form, without a trailing ".0" for whole numbers.
func shortNumber(_ value: Double) -> String {
  let text = "\(value)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
