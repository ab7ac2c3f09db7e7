import ChoreoRender

/// One file of the gallery, as the page and the summary describe it.
struct GalleryFile {
  /// The file name inside the gallery folder.
  var name: String
  /// What it is: `APNG`, `GIF`, `Contact sheet`.
  var kind: String
  /// Its size in bytes.
  var byteCount: Int
  /// The frames it stores.
  var frameCount: Int
}

/// What the gallery made for one demo.
struct GalleryEntry {
  var name: String
  var summary: String
  /// The canvas in points (the images are shown at this size).
  var width: Double
  var height: Double
  var scale: Double
  var duration: Double
  var fps: Int
  /// Frames rendered for the animations.
  var renderedFrames: Int
  var animation: GalleryFile
  var gif: GalleryFile
  var sheet: GalleryFile
  /// The Lottie file (linked, not shown: browsers need a player for it).
  var lottie: GalleryFile
}

/// The gallery's `index.html`: one section per demo with its summary, the APNG and GIF side
/// by side at the demo's size in points, the contact sheet, and each file's size and frame
/// count. Self-contained (inline style, relative links), so the folder can be moved or
/// published as it is.
func galleryPage(_ entries: [GalleryEntry]) -> String {
  var html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Choreo gallery</title>
    <style>
    body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 2em auto;
           max-width: 1400px; padding: 0 1em; color: #1c1c1e; background: #fafafa; }
    section { border-top: 1px solid #d1d1d6; padding-top: 1em; margin-top: 2em; }
    .row { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
    figure { margin: 0; }
    figure img { display: block; max-width: 100%; height: auto; border: 1px solid #d1d1d6; }
    figcaption, .meta { color: #6c6c70; font-size: 13px; }
    code { font-size: 13px; }
    </style>
    </head>
    <body>
    <h1>Choreo gallery</h1>
    <p>Every demo, rendered headlessly by <code>choreo</code>: an animated PNG and a GIF of
    each (looping), and a contact sheet of frames at progress 0, 1/8, &hellip;, 1.</p>

    """
  for entry in entries {
    let name = htmlEscaped(entry.name)
    let width = "\(Int(entry.width.rounded()))"
    let height = "\(Int(entry.height.rounded()))"
    html += """
      <section id="\(name)">
      <h2>\(name)</h2>
      <p>\(htmlEscaped(entry.summary))</p>
      <p class="meta">\(width)&times;\(height) points at scale \(shortNumber(entry.scale)), \
      \(shortNumber(entry.duration)) s, \(entry.renderedFrames) frames rendered at \
      \(entry.fps) fps.</p>
      <div class="row">

      """
    for file in [entry.animation, entry.gif] {
      html += figure(file, width: width, height: height, alt: "\(entry.name), \(file.kind)")
    }
    html += "</div>\n"
    html += figure(entry.sheet, width: nil, height: nil, alt: "\(entry.name), contact sheet")
    html +=
      "<p>Lottie: <a href=\"\(htmlEscaped(entry.lottie.name))\"><code>"
      + "\(htmlEscaped(entry.lottie.name))</code></a> &middot;"
      + " \(byteCountText(entry.lottie.byteCount))</p>\n"
    html += "</section>\n"
  }
  html += "</body>\n</html>\n"
  return html
}

private func figure(_ file: GalleryFile, width: String?, height: String?, alt: String) -> String {
  let name = htmlEscaped(file.name)
  let size = width.map { " width=\"\($0)\" height=\"\(height ?? "")\"" } ?? ""
  let frames = file.frameCount == 1 ? "1 frame" : "\(file.frameCount) frames"
  return """
    <figure>
    <a href="\(name)"><img src="\(name)"\(size) alt="\(htmlEscaped(alt))"></a>
    <figcaption>\(htmlEscaped(file.kind)) &middot; <code>\(name)</code> &middot; \
    \(byteCountText(file.byteCount)) &middot; \(frames)</figcaption>
    </figure>

    """
}

/// `value` in shortest form, without a trailing ".0" for whole numbers.
func shortNumber(_ value: Double) -> String {
  let text = "\(value)"
  return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}
