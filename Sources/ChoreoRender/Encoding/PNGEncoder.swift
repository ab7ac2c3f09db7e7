// PNG writer. Source: PNG Specification 3rd edition (W3C): IHDR §11.2.2 (colour type 6 =
// RGBA, 2 = RGB, bit depth 8, compression 0, filter method 0, interlace 0), IDAT §11.2.4,
// IEND §11.2.5, filter types §9.2, and the filter choice heuristic "minimum sum of absolute
// differences" recommended in §12.7 (Filter selection).
//
// Alpha: Bitmap is premultiplied; PNG stores straight (unassociated) alpha (§12.3). Each
// colour channel is un-premultiplied as round(c · 255 / a), clamped to 255; a = 0 gives
// 0,0,0,0. Re-premultiplying the stored value as round(s · a / 255) gives back exactly the
// original premultiplied byte (the rounding error s·a/255 − c is below ½), so decode +
// premultiply round-trips losslessly; the straight values themselves are determined only to
// within ±255/(2a) for low alpha a.

/// Encodes a bitmap as a PNG file: 8-bit RGBA (or RGB when every pixel is opaque), zlib
/// compressed, each row filtered with the filter that minimises the sum of absolute values.
///
/// Output is deterministic: the same bitmap and settings give the same bytes.
///
/// ```swift
/// let bytes = PNGEncoder().encode(image)
/// try PNGEncoder().write(image, to: "frame.png")
/// ```
public struct PNGEncoder: Sendable, Hashable {
  /// zlib compression level, 0 (store) ... 9 (smallest). Default 4: on flat UI frames as
  /// small as 6 (9 KiB for the 780×1688 benchmark frame), and about 5× faster than 6 on
  /// noisy images (gradient + noise: 1213 vs 1103 KiB, 0.16 vs 0.8 s); levels 1–3 are
  /// faster still but 2.7× larger on UI frames (choreo-bench, 2 shared cores).
  public var compressionLevel: Int
  /// Writes colour type 2 (RGB, 3 bytes a pixel) when every pixel is opaque.
  public var allowsRGBWhenOpaque: Bool

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - compressionLevel: zlib level 0...9.
  ///   - allowsRGBWhenOpaque: Drop the alpha channel of fully opaque images.
  /// - Precondition: `compressionLevel` in 0...9.
  public init(compressionLevel: Int = 4, allowsRGBWhenOpaque: Bool = true) {
    precondition(
      (0...9).contains(compressionLevel), "compression level must be 0...9, got \(compressionLevel)"
    )
    self.compressionLevel = compressionLevel
    self.allowsRGBWhenOpaque = allowsRGBWhenOpaque
  }

  /// The PNG file bytes for `image`.
  ///
  /// - Parameter image: Premultiplied RGBA.
  /// - Returns: A complete PNG datastream.
  /// - Complexity: O(pixels), dominated by zlib.
  public func encode(_ image: Bitmap) -> [UInt8] {
    let channels = allowsRGBWhenOpaque && image.isOpaque ? 3 : 4
    var writer = PNGChunkWriter()
    writer.chunk("IHDR", Self.header(width: image.width, height: image.height, channels: channels))
    writer.chunk("IDAT", compressedData(image, rect: .full(image), channels: channels))
    writer.chunk("IEND", [])
    return writer.bytes
  }

  /// Encodes `image` and writes it to `path` atomically (see ``AtomicFile``).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - path: The file to create or replace.
  /// - Throws: ``OutputError`` naming the path and the reason.
  public func write(_ image: Bitmap, to path: String) throws(OutputError) {
    try AtomicFile.write(encode(image), to: path)
  }

  /// IHDR data (§11.2.2).
  static func header(width: Int, height: Int, channels: Int) -> [UInt8] {
    precondition(
      width <= Int(Int32.max) && height <= Int(Int32.max), "PNG size too large: \(width)×\(height)")
    var data: [UInt8] = []
    data.appendBigEndian(UInt32(width))
    data.appendBigEndian(UInt32(height))
    // bit depth 8, colour type 6 (RGBA) or 2 (RGB), compression 0, filter 0, interlace 0.
    data += [8, channels == 4 ? 6 : 2, 0, 0, 0]
    return data
  }

  /// The zlib stream of the filtered scanlines of `rect` of `image`.
  func compressedData(_ image: Bitmap, rect: PixelRect, channels: Int) -> [UInt8] {
    let filtered = PNGFilter.filteredScanlines(image, rect: rect, channels: channels)
    return Zlib.compress(filtered, level: compressionLevel)
  }
}

extension Bitmap {
  /// True when every pixel has alpha 255.
  var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { bytes in
      var index = 3
      while index < bytes.count {
        if bytes[index] != 255 { return false }
        index += 4
      }
      return true
    }
  }
}
