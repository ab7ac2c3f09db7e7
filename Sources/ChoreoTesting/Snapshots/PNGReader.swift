// A small PNG and APNG reader for golden files. Sources: PNG Specification 3rd edition
// (W3C): chunk layout §5.3, CRC §5.5, IHDR §11.2.2, PLTE §11.2.3, tRNS §11.3.2.1, filters
// §9.2 (the Paeth predictor §9.4 is the encoder's, PNGFilter.paeth), APNG acTL/fcTL/fdAT
// §11.3.6 with dispose and blend operations. zlib's `uncompress` (RFC 1950) inflates the
// image data.
//
// It reads what goldens need: bit depth 8, no interlace, colour types 0 (grey), 2 (RGB),
// 3 (palette), 4 (grey + alpha) and 6 (RGBA). Frames come out composited on the canvas, as
// a viewer shows them, in Bitmap's premultiplied form: PNG stores straight alpha and each
// channel is re-multiplied as round(s · a / 255), which gives back exactly the bytes
// ChoreoRender's PNGEncoder un-premultiplied (see its header comment).
import CZlib
import ChoreoRender

/// One frame of a decoded PNG or APNG: the composited image and how long it shows.
public struct DecodedFrame: Sendable, Hashable {
  /// The canvas after this frame, premultiplied RGBA.
  public var image: Bitmap
  /// Seconds it shows, or `nil` for a still PNG.
  public var delay: Double?
}

/// Reads PNG and APNG files into bitmaps.
///
/// ```swift
/// let frames = try PNGReader.decode(bytes)   // one frame for a still PNG
/// let image = frames[0].image
/// ```
public enum PNGReader {
  /// The most bytes of decoded pixels a datastream may make: 1 GiB (2³⁰), every frame's
  /// canvas at 4 bytes a pixel (four frames of the renderer's largest, 64 megapixels).
  ///
  /// Each decoded frame of an APNG is a whole canvas, so a small file of many tiny frames
  /// on a large canvas would otherwise need gigabytes; past the limit ``decode(_:)``
  /// throws ``PNGDecodingError/tooLarge(frames:width:height:)`` before decoding any.
  public static let maximumDecodedBytes = 1 << 30

  private struct Header {
    var width: Int
    var height: Int
    var colourType: UInt8
    var channels: Int {
      switch colourType {
      case 0, 3: return 1
      case 4: return 2
      case 2: return 3
      default: return 4
      }
    }
  }

  private struct FrameControl {
    var width: Int
    var height: Int
    var x: Int
    var y: Int
    var delay: Double
    var dispose: UInt8
    var blend: UInt8
    var data: [UInt8] = []
  }

  /// What the chunks of a datastream say, read in order (§5.3).
  private struct Chunks {
    var header: Header?
    var palette: [(UInt8, UInt8, UInt8, UInt8)] = []
    var transparency: [UInt8] = []
    var idat: [UInt8] = []
    var isAnimated = false
    var controls: [FrameControl] = []
    /// Whether the default image (IDAT) is the animation's first frame: an fcTL came
    /// before it.
    var defaultImageIsFrame = false
    var sawIDAT = false
  }

  /// Decodes a PNG or APNG datastream: read and check the chunks, check the total size,
  /// inflate the default image, then composite the animation's frames.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: One frame for a still PNG; every animation frame, composited, for an APNG.
  /// - Throws: ``PNGDecodingError`` saying what was wrong.
  /// - Complexity: O(bytes + frames × canvas pixels); memory about the frames' bitmaps
  ///   (at most ``maximumDecodedBytes``) plus two canvases and two rows of one image.
  public static func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> [DecodedFrame] {
    var chunks = try readChunks(bytes)
    guard let header = chunks.header else { throw .malformed("no IHDR chunk") }
    guard chunks.sawIDAT else { throw .malformed("no IDAT chunk") }
    if header.colourType == 3 {
      guard !chunks.palette.isEmpty else { throw .malformed("palette image without PLTE") }
      for (index, alpha) in chunks.transparency.prefix(chunks.palette.count).enumerated() {
        chunks.palette[index].3 = alpha
      }
    }
    let frameCount = chunks.isAnimated ? max(chunks.controls.count, 1) : 1
    guard frameCount <= maximumDecodedBytes / (header.width * header.height * 4) else {
      throw .tooLarge(frames: frameCount, width: header.width, height: header.height)
    }
    let decoder = PixelDecoder(
      colourType: header.colourType, channels: header.channels, palette: chunks.palette,
      transparency: chunks.transparency)
    let still = try decoder.pixels(chunks.idat, width: header.width, height: header.height)
    guard chunks.isAnimated, !chunks.controls.isEmpty else {
      return [DecodedFrame(image: still, delay: nil)]
    }
    if chunks.defaultImageIsFrame { chunks.controls[0].data = chunks.idat }
    return try animationFrames(
      chunks.controls, header: header, still: chunks.defaultImageIsFrame ? still : nil,
      decoder: decoder)
  }

  /// Every chunk up to IEND, each checked against its CRC (§5.5).
  private static func readChunks(_ bytes: [UInt8]) throws(PNGDecodingError) -> Chunks {
    let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG }
    var chunks = Chunks()
    var offset = 8
    while true {
      guard offset + 12 <= bytes.count else { throw .truncated }
      let length = Int(readUInt32(bytes, offset))
      let typeStart = offset + 4
      let dataStart = offset + 8
      guard length <= bytes.count - dataStart - 4 else { throw .truncated }
      let type = String(decoding: bytes[typeStart..<dataStart], as: UTF8.self)
      let data = Array(bytes[dataStart..<(dataStart + length)])
      let stored = readUInt32(bytes, dataStart + length)
      let computed = bytes.withUnsafeBufferPointer { buffer in
        UInt32(
          crc32(0, buffer.baseAddress! + typeStart, uInt(length + 4)))
      }
      guard stored == computed else {
        throw .badChecksum(chunk: printableChunkType(bytes[typeStart..<dataStart]))
      }
      offset = dataStart + length + 4
      switch type {
      case "IHDR":
        chunks.header = try readHeader(data)
      case "PLTE":
        guard data.count % 3 == 0, data.count <= 768 else { throw .malformed("PLTE length") }
        chunks.palette = stride(from: 0, to: data.count, by: 3).map {
          (data[$0], data[$0 + 1], data[$0 + 2], 255)
        }
      case "tRNS":
        chunks.transparency = data
      case "acTL":
        chunks.isAnimated = true
      case "fcTL":
        chunks.controls.append(try readFrameControl(data))
        if !chunks.sawIDAT { chunks.defaultImageIsFrame = true }
      case "IDAT":
        chunks.sawIDAT = true
        chunks.idat += data
      case "fdAT":
        guard !chunks.controls.isEmpty else { throw .malformed("fdAT before fcTL") }
        guard data.count >= 4 else {
          throw .malformed("fdAT is \(data.count) bytes, shorter than its 4-byte sequence number")
        }
        chunks.controls[chunks.controls.count - 1].data += data[4...]
      case "IEND":
        return chunks
      default:
        break
      }
    }
  }

  /// IHDR (§11.2.2), refused past what goldens need or the renderer draws.
  private static func readHeader(_ data: [UInt8]) throws(PNGDecodingError) -> Header {
    guard data.count == 13 else { throw .malformed("IHDR is \(data.count) bytes, not 13") }
    let width = Int(readUInt32(data, 0))
    let height = Int(readUInt32(data, 4))
    guard width > 0, height > 0 else {
      throw .malformed("size \(width)×\(height): both sides must be at least 1 pixel")
    }
    // The renderer's own limits: a golden larger than any frame it draws is not one.
    guard width <= 1 << 16, height <= 1 << 16 else {
      throw .unsupported("size \(width)×\(height): each side may be at most 65536 pixels")
    }
    guard width * height <= LayerRenderer.maximumPixelCount else {
      throw .unsupported(
        "size \(width)×\(height) is \(width * height) pixels, over the limit of "
          + "\(LayerRenderer.maximumPixelCount)")
    }
    guard data[8] == 8 else {
      throw .unsupported("bit depth \(data[8]) (this reader takes 8-bit images)")
    }
    guard [0, 2, 3, 4, 6].contains(data[9]) else {
      throw .malformed("colour type \(data[9])")
    }
    guard data[10] == 0, data[11] == 0 else { throw .malformed("compression or filter method") }
    guard data[12] == 0 else {
      throw .unsupported("interlacing (this reader takes non-interlaced images)")
    }
    return Header(width: width, height: height, colourType: data[9])
  }

  /// fcTL (§11.3.6.2); a delay denominator of 0 means hundredths of a second.
  private static func readFrameControl(_ data: [UInt8]) throws(PNGDecodingError)
    -> FrameControl
  {
    guard data.count == 26 else { throw .malformed("fcTL is \(data.count) bytes, not 26") }
    let numerator = Double(readUInt16(data, 20))
    let denominator = Double(readUInt16(data, 22))
    return FrameControl(
      width: Int(readUInt32(data, 4)), height: Int(readUInt32(data, 8)),
      x: Int(readUInt32(data, 12)), y: Int(readUInt32(data, 16)),
      delay: numerator / (denominator == 0 ? 100 : denominator),
      dispose: data[24], blend: data[25])
  }

  /// The animation's frames, each composited on the canvas as a viewer shows it, then
  /// disposed of as its fcTL says.
  ///
  /// - Parameter still: The default image when it is the first frame (decoded already).
  private static func animationFrames(
    _ controls: [FrameControl], header: Header, still: Bitmap?, decoder: PixelDecoder
  ) throws(PNGDecodingError) -> [DecodedFrame] {
    var canvas = Bitmap(width: header.width, height: header.height)
    var frames: [DecodedFrame] = []
    for (number, control) in controls.enumerated() {
      guard control.width > 0, control.height > 0,
        control.x + control.width <= header.width, control.y + control.height <= header.height
      else { throw .malformed("frame \(number) lies outside the canvas") }
      let image: Bitmap
      if number == 0, let still {
        image = still
      } else {
        image = try decoder.pixels(control.data, width: control.width, height: control.height)
      }
      let saved = canvas
      composite(image, onto: &canvas, at: control, replace: control.blend == 0)
      frames.append(DecodedFrame(image: canvas, delay: control.delay))
      switch control.dispose {
      case 1: clear(&canvas, control)
      case 2: canvas = number == 0 ? Bitmap(width: header.width, height: header.height) : saved
      default: break
      }
    }
    return frames
  }

  private static func composite(
    _ image: Bitmap, onto canvas: inout Bitmap, at control: FrameControl, replace: Bool
  ) {
    for row in 0..<control.height {
      for column in 0..<control.width {
        let source = image[column, row]
        let x = control.x + column
        let y = control.y + row
        if replace || source.3 == 255 {
          canvas[x, y] = source
          continue
        }
        // Source over, premultiplied: out = src + dst · (1 − αs).
        let destination = canvas[x, y]
        let keep = 255 - Int(source.3)
        func over(_ s: UInt8, _ d: UInt8) -> UInt8 {
          UInt8(min(255, Int(s) + (Int(d) * keep + 127) / 255))
        }
        canvas[x, y] = (
          over(source.0, destination.0), over(source.1, destination.1),
          over(source.2, destination.2), over(source.3, destination.3)
        )
      }
    }
  }

  private static func clear(_ canvas: inout Bitmap, _ control: FrameControl) {
    for y in control.y..<(control.y + control.height) {
      for x in control.x..<(control.x + control.width) { canvas[x, y] = (0, 0, 0, 0) }
    }
  }

  static func readUInt32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }

  static func readUInt16(_ bytes: [UInt8], _ at: Int) -> UInt16 {
    UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
  }
}

/// Inflates, unfilters and converts one image's data to premultiplied RGBA.
private struct PixelDecoder {
  var colourType: UInt8
  var channels: Int
  var palette: [(UInt8, UInt8, UInt8, UInt8)]
  var transparency: [UInt8]

  /// Inflates `compressed` a row at a time (through two row buffers: the row and the one
  /// above it, for the filters) straight into the bitmap, so the image's memory is its
  /// bitmap alone; zlib's statuses are `uncompress`'s.
  func pixels(_ compressed: [UInt8], width: Int, height: Int) throws(PNGDecodingError)
    -> Bitmap
  {
    // Deflate expands at most 1032 to 1 (a 258-byte match in about 2 bits): data too short
    // to hold the image fails here, before the bitmap is allocated.
    let expected = height * (width * channels + 1)
    guard expected / 1032 <= compressed.count else {
      throw .malformed(
        "\(compressed.count) bytes of image data cannot hold the \(expected) bytes of a "
          + "\(width)×\(height) image")
    }
    var image = Bitmap(width: width, height: height)
    let failure = compressed.withUnsafeBufferPointer { input in
      image.pixels.withUnsafeMutableBufferPointer { out in
        decode(input, into: out.baseAddress!, width: width, height: height)
      }
    }
    if let failure { throw failure }
    return image
  }

  private func decode(
    _ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, width: Int,
    height: Int
  ) -> PNGDecodingError? {
    let stride = width * channels
    let expected = height * (stride + 1)
    var stream = z_stream()
    let begun = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard begun == Z_OK else { return .badCompression(status: Int(begun)) }
    defer { inflateEnd(&stream) }
    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
    stream.avail_in = uInt(input.count)
    // Two filtered rows (filter byte first); `rows + (y & 1) · (stride + 1)` is row y's.
    let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (stride + 1))
    rows.initialize(repeating: 0, count: 2 * (stride + 1))
    defer { rows.deallocate() }
    for y in 0..<height {
      let line = rows + (y & 1) * (stride + 1)
      let above = rows + ((y + 1) & 1) * (stride + 1) + 1
      stream.next_out = line
      stream.avail_out = uInt(stride + 1)
      while stream.avail_out > 0 {
        let status = inflate(&stream, Z_NO_FLUSH)
        if status == Z_STREAM_END { break }
        // Input used up inside the stream: incomplete data, as `uncompress` reports it.
        if status == Z_BUF_ERROR { return .badCompression(status: Int(Z_DATA_ERROR)) }
        guard status == Z_OK else { return .badCompression(status: Int(status)) }
      }
      guard stream.avail_out == 0 else {
        return .malformed("image data holds \(stream.total_out) bytes, \(expected) expected")
      }
      let filter = line[0]
      guard filter <= 4 else { return .malformed("row \(y) has filter type \(filter)") }
      let row = line + 1
      for i in 0..<stride {
        let a = i >= channels ? row[i - channels] : 0
        let b = y > 0 ? above[i] : 0
        let c = (i >= channels && y > 0) ? above[i - channels] : 0
        let predictor: UInt8
        switch filter {
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = UInt8((UInt16(a) + UInt16(b)) / 2)
        case 4: predictor = PNGFilter.paeth(a, b, c)
        default: predictor = 0
        }
        row[i] = row[i] &+ predictor
      }
      let pixels = out + y * width * 4
      for x in 0..<width {
        guard let (r, g, b, alpha) = straight(row + x * channels) else {
          return .malformed("palette index \(row[x]) past \(palette.count) entries")
        }
        let p = pixels + x * 4
        if alpha == 255 {
          (p[0], p[1], p[2], p[3]) = (r, g, b, 255)
        } else {
          // Premultiplied: round(s · a / 255).
          let a = Int(alpha)
          p[0] = UInt8((Int(r) * a + 127) / 255)
          p[1] = UInt8((Int(g) * a + 127) / 255)
          p[2] = UInt8((Int(b) * a + 127) / 255)
          p[3] = alpha
        }
      }
    }
    // The stream must end here: more data is what `uncompress` calls a full buffer.
    stream.next_out = rows  // (a row no longer needed: room for one byte too many)
    stream.avail_out = 1
    let status = inflate(&stream, Z_FINISH)
    if status == Z_STREAM_END, stream.avail_out == 1 { return nil }
    if stream.avail_out == 0 { return .badCompression(status: Int(Z_BUF_ERROR)) }
    return .badCompression(status: Int(status == Z_BUF_ERROR ? Z_DATA_ERROR : status))
  }

  /// The straight RGBA of the pixel at `at`, or `nil` for a palette index past the palette.
  private func straight(_ at: UnsafeMutablePointer<UInt8>) -> (UInt8, UInt8, UInt8, UInt8)? {
    switch colourType {
    case 0:
      let grey = at[0]
      let clear = transparency.count >= 2 && UInt16(grey) == PNGReader.readUInt16(transparency, 0)
      return (grey, grey, grey, clear ? 0 : 255)
    case 2:
      let (r, g, b) = (at[0], at[1], at[2])
      let clear =
        transparency.count >= 6 && UInt16(r) == PNGReader.readUInt16(transparency, 0)
        && UInt16(g) == PNGReader.readUInt16(transparency, 2)
        && UInt16(b) == PNGReader.readUInt16(transparency, 4)
      return (r, g, b, clear ? 0 : 255)
    case 3:
      let index = Int(at[0])
      guard index < palette.count else { return nil }
      return palette[index]
    case 4:
      return (at[0], at[0], at[0], at[1])
    default:
      return (at[0], at[1], at[2], at[3])
    }
  }
}

/// A chunk type as a message shows it: its four letters when it has them, else its bytes
/// in hex (a corrupt type may hold NUL or newline bytes).
private func printableChunkType(_ type: ArraySlice<UInt8>) -> String {
  let isLetter = { (byte: UInt8) in (65...90).contains(byte) || (97...122).contains(byte) }
  if type.allSatisfy(isLetter) { return String(decoding: type, as: UTF8.self) }
  return type.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
}
