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
  /// The live page of the demo as it plays under Reduce Motion (the gallery's switch shows
  /// it); `nil` for a demo that looks the same under it, or that has no live page.
  var reduced: GalleryFile? = nil
  /// The demo's motions exported to CSS and Compose, as HTML (`exportedMotions(_:)`),
  /// made once when the demo is done, as the page is rewritten after every demo; `nil`
  /// to have the page make it.
  var exports: (css: String, compose: String)? = nil

  /// The demo's files, APNG first.
  var files: [GalleryFile] {
    [animation, gif, sheet, lottie] + (live.map { [$0] } ?? []) + (reduced.map { [$0] } ?? [])
  }
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
    \(galleryStyleSheet)
    </style>
    </head>
    <body>
    <h1>Choreo gallery</h1>
    <div id="all" role="group" aria-label="Every demo">
    <strong>Every demo<span class="wide">:</span></strong>
    <button id="all-play" type="button">Play</button>
    <button id="all-pause" type="button">Pause</button>
    <button id="all-slow" type="button" aria-pressed="false" title="Slow motion">0.25&times;\
    <span class="wide"> slow motion</span></button>
    <label><input id="all-reduce" type="checkbox"> Reduce Motion</label>
    <span class="hint wide">&larr; &rarr; step a frame</span>
    </div>

    """
  html += hero(entries)
  html += """
    <p>Every demo, rendered headlessly by <code>choreo</code> and played live here by the
    browser from the same scene (Web Animations: play, pause, scrub, 0.25&times; slow motion,
    the arrow keys step a frame), with an animated PNG, a GIF (a fallback for viewers
    without APNG, at no more than one pixel a point and 15 frames a second), a contact
    sheet of nine captioned instants and a Lottie file to download. The demos are grouped by the hand-rolled
    animation they re-create, whose story heads each group.</p>

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
  html += "<script>\n\(allDemosScript)</script>\n</body>\n</html>\n"
  return html
}

/// The script of the bar that drives every demo at once: each live frame takes its page's
/// commands as messages (see the web exporter's control script), so the page works from
/// `file://`, where frames cannot reach into each other. Play and Pause go to every frame;
/// slow motion sets every frame's rate, now and whenever a frame (re)loads; Reduce Motion
/// (on at first when the system prefers reduced motion) swaps each frame to its demo's
/// Reduce Motion page where it has one; the arrow keys, outside a frame and a field, pause
/// every demo and step it one frame. A frame is as wide as its demo where there is room;
/// on a narrower screen (a phone) it takes the width there is, but never less than
/// ``readableZoom`` of its demo's (its box then scrolls sideways), and is made as much
/// shorter as its page zooms the canvas down. The bar's height is kept in `--bar`, so that a
/// section a link jumps to starts below the bar however many lines it wraps to.
let allDemosScript = """
  "use strict";
  const frames=[...document.querySelectorAll("iframe.live")],bar=document.getElementById("all");
  function size(){frames.forEach(f=>{const w=+f.dataset.width,h=+f.dataset.height,\
  room=f.parentNode.clientWidth,width=Math.max(Math.ceil(w*\(readableZoom)),Math.min(w,room));
  f.style.width=width+"px";f.style.height=Math.round(h*width/w+40)+"px";});
  document.documentElement.style.setProperty("--bar",bar.offsetHeight+"px");}
  size();addEventListener("resize",size);
  let rate=1,paused=false;
  const post=(f,m)=>{if(f.contentWindow)f.contentWindow.postMessage(m,"*");};
  const all=m=>frames.forEach(f=>post(f,m));
  frames.forEach(f=>f.addEventListener("load",()=>{post(f,{choreo:"rate",value:rate});
  if(paused)post(f,{choreo:"pause"});}));
  document.getElementById("all-play").addEventListener("click",()=>{paused=false;
  all({choreo:"play"});});
  document.getElementById("all-pause").addEventListener("click",()=>{paused=true;
  all({choreo:"pause"});});
  const slow=document.getElementById("all-slow");
  slow.addEventListener("click",()=>{rate=rate<1?1:0.25;
  slow.setAttribute("aria-pressed",String(rate<1));all({choreo:"rate",value:rate});});
  const reduce=document.getElementById("all-reduce");
  function swap(){frames.forEach(f=>{const page=reduce.checked&&f.dataset.reduced||f.dataset.full,
  src=page+"#"+f.getAttribute("src").split("#")[1];if(f.getAttribute("src")!==src)f.setAttribute("src",src);});}
  reduce.addEventListener("change",swap);
  if(matchMedia("(prefers-reduced-motion: reduce)").matches){reduce.checked=true;swap();}
  addEventListener("keydown",e=>{if(e.key!=="ArrowLeft"&&e.key!=="ArrowRight")return;
  if(e.target.closest&&e.target.closest("input,textarea,select,summary"))return;
  e.preventDefault();paused=true;all({choreo:"step",value:e.key==="ArrowRight"?1:-1});});

  """

/// The heading of the group a demo belongs to: its seed's, told once for all its demos, or
/// one for Choreo's own demos.
private func groupHeading(_ demo: Demo) -> (id: String, html: String) {
  guard let seed = demo.seed else {
    let (id, title, story): (String, String, String)
    switch demo.name {
    case "fling":
      (id, title, story) = (
        "choreo-fling", "Gestures and momentum",
        "Choreo&#39;s own: a flick in the one engine, from finger to rest (decay, projection"
          + " to a snap point, rubber banding, the velocity handed to a spring)."
      )
    case "nav-push-pop", "card-sheet", "photo-zoom", "card-expand", "list-reorder":
      (id, title, story) = (
        "choreo-screens", "Screen transitions",
        "Choreo&#39;s own: push, pop, a sheet and a shared element, caught by a finger and"
          + " let go, whose cancel springs back with the finger&#39;s velocity."
      )
    default:
      (id, title, story) = (
        "choreo-" + demo.name, "Timing curves and springs",
        "Choreo&#39;s own: the curves and springs every demo is made of, side by side."
      )
    }
    return (
      id, "<div class=\"group\">\n<h2>\(title)</h2>\n<p class=\"story\">\(story)</p>\n"
    )
  }
  return (
    seed.rawValue,
    "<div class=\"group\">\n<h2>\(htmlEscaped(seed.title.prefix(1).uppercased() + seed.title.dropFirst()))</h2>\n"
      + "<p class=\"story\">Where it comes from: \(htmlEscaped(seed.story))</p>\n"
  )
}

/// The demo played live by the browser in a frame (its page's `#embed` view: the canvas
/// and its play/pause and scrubber), or its APNG where there is no live page. A demo the page
/// opens on (`opening`) is loaded at once and plays over and over (`#embed-loop`); the others load
/// as they come into view.
private func picture(
  _ entry: GalleryEntry, width: String, height: String, opening: Bool = false
) -> String {
  let name = entry.demo.name
  guard let live = entry.live else {
    return "<a href=\"\(htmlEscaped(entry.animation.name))\"><img src=\""
      + "\(htmlEscaped(entry.animation.name))\" width=\"\(width)\" height=\"\(height)\" alt=\""
      + "\(htmlEscaped("\(name), animated"))\"></a>"
  }
  let reduced = entry.reduced.map { " data-reduced=\"\(htmlEscaped($0.name))\"" } ?? ""
  return
    "<div class=\"frame\"><iframe class=\"live\" src=\"\(htmlEscaped(live.name))#embed\(opening ? "-loop" : "")\""
    + " data-full=\"\(htmlEscaped(live.name))\"\(reduced) data-width=\"\(width)\""
    + " data-height=\"\(height)\" width=\"\(width)\" height=\"\(Int(entry.height.rounded()) + 40)\""
    + " scrolling=\"no\"\(opening ? "" : " loading=\"lazy\"") title=\""
    + "\(htmlEscaped("\(name), played live"))\"></iframe></div>"
}

/// The smallest zoom the gallery shows a demo at: every demo's labels have a cap height of
/// 8 points or more (`DemoLabelTests`), which at this zoom is 11 CSS pixels of type (a cap
/// height is about 0.7 of a font's size), the least a phone's reader is asked to read.
let readableZoom = 0.9625

/// The demos the gallery opens on, playing above the fold: one of each kind of motion, each
/// narrow enough to sit beside the others on a laptop's screen and alone on a phone's.
let heroDemoNames = ["pop-menu", "tab-flip", "swiftui-rotating"]

/// The demos the page opens on (``heroDemoNames``, those done), each playing over and over
/// in its frame (`#embed-loop`) with a link to its section; nothing when none is done.
func hero(_ entries: [GalleryEntry?]) -> String {
  let done = heroDemoNames.compactMap { name in
    entries.lazy.compactMap { $0 }.first { $0.demo.name == name && $0.live != nil }
  }
  guard !done.isEmpty else { return "" }
  var html = "<div class=\"hero\">\n"
  for entry in done {
    let name = htmlEscaped(entry.demo.name)
    html +=
      "<figure>\(picture(entry, width: "\(Int(entry.width.rounded()))", height: "\(Int(entry.height.rounded()))", opening: true))"
      + "<figcaption><a href=\"#\(name)\">\(name)</a></figcaption></figure>\n"
  }
  return html + "</div>\n"
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
  html += marks(demo)
  html += codeTabs(demo, exports: entry.exports ?? exportedMotions(demo))
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

/// What each mark the demo draws beyond its screen means (``Demo/marks``), as a list;
/// nothing for a demo without marks.
func marks(_ demo: Demo) -> String {
  guard !demo.marks.isEmpty else { return "" }
  var html = "<p class=\"meta\">Marks on the picture:</p>\n<ul class=\"marks\">\n"
  for mark in demo.marks {
    html += "<li><strong>\(htmlEscaped(mark.mark))</strong>: \(htmlEscaped(mark.meaning))</li>\n"
  }
  return html + "</ul>\n"
}

/// The demo's code in tabs: its Swift snippet, then its motions exported to CSS and to
/// Compose (`exports`, as ``exportedMotions(_:)`` makes them), one tab each; the tabs are
/// radio buttons and labels, so they work without script and from the keyboard. Only the
/// tabs there is something for.
func codeTabs(_ demo: Demo, exports: (css: String, compose: String)) -> String {
  var tabs: [(label: String, content: String)] = []
  if !demo.codeExcerpt.isEmpty {
    tabs.append(
      (
        "Swift",
        "<p class=\"meta\">The motion in public Choreo API, to paste into a throwing"
          + " function:</p>\n<pre><code>\(htmlEscaped(demo.codeExcerpt))</code></pre>\n"
      ))
  }
  if !exports.css.isEmpty { tabs.append(("CSS", exports.css)) }
  if !exports.compose.isEmpty { tabs.append(("Compose", exports.compose)) }
  guard !tabs.isEmpty else { return "" }
  let group = "code-" + htmlEscaped(demo.name)
  var html = "<div class=\"tabs\">\n"
  for (index, tab) in tabs.enumerated() {
    let id = "\(group)-\(tab.label.lowercased())"
    html +=
      "<input type=\"radio\" name=\"\(group)\" id=\"\(id)\"\(index == 0 ? " checked" : "")>"
      + "<label for=\"\(id)\">\(tab.label)</label>\n"
  }
  for tab in tabs {
    html += "<div class=\"panel\">\n\(tab.content)</div>\n"
  }
  return html + "</div>\n"
}

/// The demo's motions exported to CSS and to Compose (`choreo export`), as the panels of
/// two tabs: each motion under its label; empty for a demo without motions.
func exportedMotions(_ demo: Demo) -> (css: String, compose: String) {
  let motions = demo.motions
  guard !motions.isEmpty else { return ("", "") }
  var panels: [String] = []
  for target in [MotionExportTarget.css, .compose] {
    var html =
      "<p class=\"meta\">The same motion\(target == .css ? " on the web" : " on Android"),"
      + " from <code>choreo export</code>, with its largest deviation from Choreo's:</p>\n"
    for item in motions {
      let text = exportedText(item.motion, to: target)
      html +=
        "<p class=\"meta\">\(htmlEscaped(item.label)):</p>\n"
        + "<pre><code>\(htmlEscaped(text))</code></pre>\n"
    }
    panels.append(html)
  }
  return (panels[0], panels[1])
}

/// The text `choreo export` gives for `motion` and `target`, made once per process: the tab
/// demos share one motion and the pop menus three springs, and a spring's fit is most of a
/// gallery page's own work.
private func exportedText(_ motion: Motion, to target: MotionExportTarget) -> String {
  var spelling = String(describing: motion)
  if case .spring(let spring, let velocity) = motion.kind {
    // A spring's spec names the parameters it was made from, which its value does not.
    spelling = MotionSpec.spring(spring, initialVelocity: velocity).description
  }
  let key = ExportedKey(motion: motion, spelling: spelling, target: target)
  if let known = exportedTexts.withLock({ $0[key] }) { return known }
  // A demo's motions are its own constants, which every target can hold.
  let text = (try? motion.exported(to: target).text) ?? "(no \(target.rawValue) form)\n"
  exportedTexts.withLock { $0[key] = text }
  return text
}

/// A motion, as it is spelled, and the platform it is exported to. Equal motions may be
/// spelled differently (`spring(duration: 0.45, bounce: 0)` is `spring(response: 0.45,
/// dampingRatio: 1)`), and the export names the motion as it was spelled.
private struct ExportedKey: Hashable, Sendable {
  var motion: Motion
  var spelling: String
  var target: MotionExportTarget
}

/// The texts ``exportedText(_:to:)`` has made.
private let exportedTexts = Locked<[ExportedKey: String]>([:])

/// `value` to at most four decimals (6.800000000000001 is 6.8), in shortest form, without a
/// trailing ".0" for whole numbers.
func shortNumber(_ value: Double) -> String {
  let rounded = abs(value) < 1e9 ? (value * 10_000).rounded() / 10_000 : value
  let text = "\(rounded)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
