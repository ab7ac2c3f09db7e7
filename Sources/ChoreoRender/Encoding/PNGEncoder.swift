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
  /// zlib compression level, 0 (store) ... 9 (smallest). Default 4: as small as 6 on flat
  /// UI frames and much faster than 6 on noisy images; levels 1–3 are faster still but
  /// markedly larger on UI frames (`choreo-bench` prints the figures).
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
    encode(image, filtering: true)
  }

  /// The PNG file bytes for `image`, its rows filtered with the adaptive choice (true) or
  /// left unfiltered (false), which at the levels that search for repeated strings (5...9)
  /// deflates flat UI pictures smaller (a contact sheet; see APNGStream), and noisy ones
  /// larger.
  package func encode(_ image: Bitmap, filtering: Bool) -> [UInt8] {
    let channels = allowsRGBWhenOpaque && image.isOpaque ? 3 : 4
    var writer = PNGChunkWriter()
    writer.chunk("IHDR", Self.header(width: image.width, height: image.height, channels: channels))
    writer.chunk(
      "IDAT", compressedData(image, rect: .full(image), channels: channels, filtering: filtering))
    writer.chunk("IEND", [])
    return writer.bytes
  }

  /// Encodes `image` and writes it to `path` atomically: a temporary file, then a rename, so a
  /// failed write leaves whatever was there.
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
  ///
  /// Rows are un-premultiplied, filtered and compressed a batch at a time (about 64 KiB),
  /// with two rows of straight bytes kept, so neither the straight image nor the filtered
  /// one is ever held whole: the same bytes as compressing
  /// `PNGFilter.filteredScanlines` in one piece.
  ///
  /// - Parameters:
  ///   - filtering: Each row filtered with the adaptive choice (true), or with None (an
  ///     APNG's frames: see APNGStream for why).
  ///   - previous: A frame of the same size whose pixels, where `image` equals it, are
  ///     written fully transparent (0, 0, 0, 0): an APNG frame blended OVER the one before
  ///     it. Needs 4 channels.
  func compressedData(
    _ image: Bitmap, rect: PixelRect, channels: Int, filtering: Bool = true,
    unchangedSince previous: Bitmap? = nil
  ) -> [UInt8] {
    var drawsKey = false
    return compressedData(
      image, rect: rect, channels: channels, filtering: filtering, unchangedSince: previous,
      key: nil, drawsKey: &drawsKey)
  }

  /// The zlib stream of `rect` of `image` as ``compressedData(_:rect:channels:filtering:unchangedSince:)``
  /// writes it, or with a key colour: 3 channels, the pixels that an APNG frame blended OVER
  /// `previous` leaves as they were written as `key` (which tRNS makes transparent), and
  /// `drawsKey` set when a pixel written as itself is `key` (the frame cannot be stored so).
  ///
  /// - Parameters:
  ///   - key: An opaque pixel as a little-endian word (red in the low byte), or nil.
  ///   - drawsKey: Set to true when a pixel written as itself equals `key`; left alone
  ///     otherwise.
  func compressedData(
    _ image: Bitmap, rect: PixelRect, channels: Int, filtering: Bool,
    unchangedSince previous: Bitmap?, key: UInt32?, drawsKey: inout Bool
  ) -> [UInt8] {
    precondition(
      previous == nil || channels == 4 || key != nil,
      "clearing unchanged pixels needs alpha or a key colour")
    precondition(key == nil || channels == 3, "a key colour needs 3 channels, got \(channels)")
    let rowBytes = rect.width * channels
    let batchRows = max(1, min(rect.height, 65536 / (rowBytes + 1)))
    // The row above and the current row, alternating; the first row's "above" is zeros.
    var rows = [UInt8](repeating: 0, count: 2 * rowBytes)
    var next = 0
    return rows.withUnsafeMutableBufferPointer { rows in
      Zlib.compress(
        count: (rowBytes + 1) * rect.height, level: compressionLevel, filtered: filtering,
        pieceCapacity: (rowBytes + 1) * batchRows
      ) { piece in
        var filled = 0
        while next < rect.height && filled + rowBytes + 1 <= piece.count {
          let line = rows.baseAddress! + (next & 1) * rowBytes
          let prior = rows.baseAddress! + (1 - next & 1) * rowBytes
          PNGFilter.straightRow(image, rect: rect, row: next, channels: channels, into: line)
          if let key {
            if let previous {
              drawsKey =
                PNGFilter.keyUnchanged(
                  image, since: previous, rect: rect, row: next, key: key, in: line) || drawsKey
            } else {
              drawsKey = PNGFilter.contains(key, image, rect: rect, row: next) || drawsKey
            }
          } else if let previous {
            PNGFilter.clearUnchanged(image, since: previous, rect: rect, row: next, in: line)
          }
          if filtering {
            PNGFilter.filterRow(
              UnsafeBufferPointer(start: line, count: rowBytes),
              UnsafeBufferPointer(start: prior, count: rowBytes), first: next == 0,
              bpp: channels, into: piece.baseAddress! + filled)
          } else {
            piece[filled] = 0
            (piece.baseAddress! + filled + 1).update(from: line, count: rowBytes)
          }
          filled += rowBytes + 1
          next += 1
        }
        return filled
      }
    }
  }
}

extension Bitmap {
  /// True when every pixel has alpha 255.
  var isOpaque: Bool {
    pixels.withUnsafeBytes { raw in
      // Alpha is the high byte of each little-endian pixel: AND 1024 pixels at a time (a
      // loop that vectorises), stopping at the first block with a translucent pixel.
      let words = UnsafeBufferPointer(
        start: raw.baseAddress?.assumingMemoryBound(to: UInt32.self), count: raw.count / 4)
      var start = 0
      while start < words.count {
        let end = min(start + 1024, words.count)
        var all = UInt32.max
        for index in start..<end { all &= UInt32(littleEndian: words[index]) }
        if all >> 24 != 0xFF { return false }
        start = end
      }
      return true
    }
  }
}
