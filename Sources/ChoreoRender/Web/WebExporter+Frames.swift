// Policy: a scene the browser cannot draw (a page curl warps an image) is shown as its
// rendered frames, played by the same clock and controls as a live page. Each distinct frame
// of the APNG is an image of the rectangle it changed (the APNG's own fcTL rectangle and
// zlib data, rewrapped as a PNG), placed over the canvas at its offset and shown from the
// frame's start on by a `visibility` hold: the images are stacked in order, so at any time
// the picture is the first frame with every later rectangle up to that time drawn over it,
// which is the APNG's frame there when its frames are opaque (SOURCE and OVER then agree).
// The page's animations are those holds, so play, pause, slow motion, the arrow keys, the
// scrubber, `#still=T` and the gallery's messages act on the frames as on any live page.
import ChoreoCore

extension WebExporter {
  /// A page that plays a scene's rendered frames (an APNG) instead of drawing it live, with
  /// the controls of a live page, and says why: for scenes the browser cannot draw
  /// faithfully (``WebPage/approximatedLayers``).
  ///
  /// Each distinct frame is shown from its start on, its changed rectangle drawn over the
  /// frames before, as the APNG stores it; the page is exact for opaque frames (a frame with
  /// transparent pixels shows the frames before it through them). Before and without its
  /// script, the page shows the frame at `stillTime`.
  ///
  /// - Parameters:
  ///   - title: The page's title and heading.
  ///   - size: The canvas in points: the frames are shown at this size.
  ///   - background: A colour under the frames; none when transparent (the default).
  ///   - reason: Why the page falls back, shown on the page.
  ///   - apng: The animated PNG's bytes, as ``APNGEncoder`` writes them: the duration is
  ///     the sum of its frames' delays.
  ///   - framesPerSecond: The frame the arrow keys step, 1...240; 30 by default.
  ///   - stillTime: The instant shown without the script, in seconds; 0 by default.
  /// - Returns: The page, UTF-8 HTML with no network references.
  /// - Precondition: `apng` is a well-formed APNG with at least one frame (this library's
  ///   encoder wrote it).
  public static func fallbackPage(
    title: String, size: Size2D, background: RGBA = .clear, reason: String, apng: [UInt8],
    framesPerSecond: Int = 30, stillTime: Double = 0
  ) -> String {
    precondition((1...240).contains(framesPerSecond), "framesPerSecond \(framesPerSecond)")
    let frames = APNGFrames(apng)
    let duration = max(frames.duration, 1e-3)
    let scale = Double(frames.width) / max(size.width, 1e-9)
    let still = frames.starts.lastIndex { $0 <= stillTime } ?? 0
    var canvas = ""
    var script = ""
    for (index, frame) in frames.frames.enumerated() {
      var style =
        "position:absolute;left:\(point(frame.rect.x, scale))px;top:\(point(frame.rect.y, scale))px;"
        + "width:\(point(frame.rect.width, scale))px;height:\(point(frame.rect.height, scale))px"
      if index > 0 {
        // Shown from its start on, switched at or just before that instant, as the live
        // pages switch their discrete changes.
        let exact = frames.starts[index] / duration
        let offset = SVGFormat.number(
          max(0, (exact * 1e7 - 1e-3).rounded(.down) / 1e7), decimals: 7)
        script += "v(\"f\(index)\",0,[\(offset)]);\n"
        if index > still { style += ";visibility:hidden" }
      }
      canvas +=
        "<img id=\"f\(index)\" alt=\"\" style=\"\(style)\" src=\"data:image/png;base64,"
        + "\(Base64.encode(frames.png(index)))\">\n"
    }
    let note =
      "<p class=\"note\" id=\"fallback\"><strong>Not live:</strong> \(xmlEscaped(reason))"
      + " This page plays the rendered frames instead, with the same controls.</p>"
    return WebPageWriter.document(
      title: title, size: size, background: background, duration: duration,
      framesPerSecond: framesPerSecond, canvas: canvas, script: script, note: note,
      played: "Choreo's rendered frames, played by the browser's clock (Web Animations).")
  }

  /// `pixels` in points at `scale` pixels a point.
  private static func point(_ pixels: Int, _ scale: Double) -> String {
    SVGFormat.number(Double(pixels) / scale, decimals: 4)
  }
}

/// The frames of an APNG as this library writes them (APNG 1.0: acTL, then an fcTL before
/// each frame's IDAT or fdAT chunks), each rewrapped as a PNG of its rectangle.
struct APNGFrames {
  struct Frame {
    var rect: PixelRect
    /// The frame's zlib data (its IDAT or fdAT chunks' data, joined).
    var data: [UInt8]
  }

  private(set) var width = 0
  private(set) var height = 0
  /// The IHDR's bit depth and colour type onwards, shared by every frame's PNG.
  private var format: [UInt8] = []
  /// The tRNS chunk's data (an RGB animation's key colour), shared by every frame's PNG.
  private var transparency: [UInt8]?
  private(set) var frames: [Frame] = []
  /// Each frame's start in seconds.
  private(set) var starts: [Double] = []
  /// The sum of the delays, in seconds.
  private(set) var duration = 0.0

  /// Reads the frames of `bytes`.
  ///
  /// - Precondition: a well-formed APNG with at least one frame.
  init(_ bytes: [UInt8]) {
    precondition(bytes.starts(with: PNGChunkWriter.signature), "not a PNG")
    func word(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    func half(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    var offset = PNGChunkWriter.signature.count
    while offset + 8 <= bytes.count {
      let length = word(offset)
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = offset + 8
      switch type {
      case "IHDR":
        width = word(data)
        height = word(data + 4)
        format = Array(bytes[(data + 8)..<(data + 13)])
      case "fcTL":
        let rect = PixelRect(
          x: word(data + 12), y: word(data + 16), width: word(data + 4), height: word(data + 8))
        let denominator = half(data + 22)
        starts.append(duration)
        duration += Double(half(data + 20)) / Double(denominator == 0 ? 100 : denominator)
        frames.append(Frame(rect: rect, data: []))
      case "tRNS":
        transparency = Array(bytes[data..<(data + length)])
      case "IDAT":
        frames[frames.count - 1].data += bytes[data..<(data + length)]
      case "fdAT":
        frames[frames.count - 1].data += bytes[(data + 4)..<(data + length)]
      default:
        break
      }
      offset = data + length + 4
    }
    precondition(!frames.isEmpty, "an APNG without frames")
  }

  /// Frame `index` as a PNG of its rectangle.
  func png(_ index: Int) -> [UInt8] {
    let frame = frames[index]
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(frame.rect.width))
    header.appendBigEndian(UInt32(frame.rect.height))
    var writer = PNGChunkWriter()
    writer.chunk("IHDR", header + format)
    if let transparency { writer.chunk("tRNS", transparency) }
    writer.chunk("IDAT", frame.data)
    writer.chunk("IEND", [])
    return writer.bytes
  }
}
