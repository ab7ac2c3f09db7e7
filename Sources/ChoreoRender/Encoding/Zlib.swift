// zlib from the system (RFC 1950 stream, RFC 1951 deflate) and its CRC-32 (ISO 3309 /
// ITU-T V.42, the CRC that PNG chunks use: PNG 3rd edition §5.5).
//
// Policy: one deflate call per stream with zlib's default window (15 bits) and memory
// level (8), so the same input gives the same bytes with the same zlib build. Levels 1...4
// (the fast ones, the PNG encoders' default 4 among them) use strategy Z_RLE: matches only
// at distance 1, no hash chains. Filtered UI scanlines are mostly runs of zeros, so this
// compresses them within a few per cent of level 4 (scroll-cards at scale 2: 69.5 kB
// against 67.5 kB) for a fifth of the instructions. Levels 5...9 use Z_FILTERED, as libpng
// does for filtered scanlines (favours Huffman coding of the small residuals over short
// matches), for callers who trade time for size.
import CZlib

/// Thin wrappers around the system zlib.
enum Zlib {
  /// Compresses `bytes` into a complete zlib stream (2-byte header, deflate data, Adler-32).
  ///
  /// - Parameters:
  ///   - bytes: The data.
  ///   - level: 0 (store) ... 9 (smallest).
  /// - Returns: The zlib stream.
  static func compress(_ bytes: UnsafeBufferPointer<UInt8>, level: Int) -> [UInt8] {
    var stream = z_stream()
    beginDeflate(&stream, level: level)
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(bytes.count)))
    // Uninitialised: deflate writes the first `total_out` bytes, and only those are kept
    // (the rest of the bound is never touched, so its pages are never faulted in).
    let output = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
      stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
      stream.avail_in = uInt(bytes.count)
      stream.next_out = out.baseAddress
      stream.avail_out = uInt(bound)
      let result = deflate(&stream, Z_FINISH)
      // deflateBound guarantees room for the whole stream in one call.
      precondition(result == Z_STREAM_END, "deflate did not finish: status \(result)")
      count = Int(stream.total_out)
    }
    // A copy of the produced prefix: removeLast would keep the whole deflateBound capacity
    // (about the input's size) alive in every compressed buffer a caller keeps.
    return Array(output[...])
  }

  /// Compresses `count` bytes handed over in pieces by `produce` into one zlib stream, the
  /// same bytes as `compress` of the whole input: `produce` is called repeatedly with a
  /// buffer to fill and returns how many bytes it wrote (0 when done), and deflate waits
  /// for input rather than decide early, so the split does not change the output.
  ///
  /// The input is never held whole: the caller's buffer is reused for each piece.
  ///
  /// - Parameters:
  ///   - count: The total number of input bytes.
  ///   - level: 0 (store) ... 9 (smallest).
  ///   - pieceCapacity: The size of the buffer handed to `produce`.
  ///   - produce: Fills the buffer with the next bytes.
  /// - Returns: The zlib stream.
  static func compress(
    count: Int, level: Int, pieceCapacity: Int,
    produce: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> [UInt8] {
    var stream = z_stream()
    beginDeflate(&stream, level: level)
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(count)))
    var piece = [UInt8](repeating: 0, count: max(1, pieceCapacity))
    let output = [UInt8](unsafeUninitializedCapacity: bound) { out, written in
      stream.next_out = out.baseAddress
      stream.avail_out = uInt(bound)
      var remaining = count
      piece.withUnsafeMutableBufferPointer { buffer in
        while true {
          let filled = remaining > 0 ? produce(buffer) : 0
          precondition(filled <= remaining, "produced \(filled) bytes with \(remaining) left")
          remaining -= filled
          stream.next_in = buffer.baseAddress
          stream.avail_in = uInt(filled)
          let flush = remaining == 0 ? Z_FINISH : Z_NO_FLUSH
          let result = deflate(&stream, flush)
          if flush == Z_FINISH {
            // deflateBound guarantees room for the whole stream.
            precondition(result == Z_STREAM_END, "deflate did not finish: status \(result)")
            break
          }
          precondition(
            result == Z_OK && stream.avail_in == 0, "deflate stopped: status \(result)")
        }
      }
      written = Int(stream.total_out)
    }
    // A copy of the produced prefix, as in `compress(_:level:)`.
    return Array(output[...])
  }

  /// Starts deflating into `stream` at `level` (levels 1–4 match runs only, `Z_RLE`; the
  /// others use `Z_FILTERED`); end it with `deflateEnd`. In place: zlib's state points back
  /// at the `z_stream` it was started on, so a started stream must not be copied.
  private static func beginDeflate(_ stream: inout z_stream, level: Int) {
    precondition((0...9).contains(level), "zlib level must be 0...9, got \(level)")
    // deflateInit2 is a C macro; call the function it expands to.
    let status = deflateInit2_(
      &stream, Int32(level), Z_DEFLATED, 15, 8, level >= 1 && level <= 4 ? Z_RLE : Z_FILTERED,
      zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "deflateInit2 failed with status \(status)")
  }

  /// Decompresses a complete zlib stream that holds exactly `count` bytes.
  ///
  /// - Precondition: `bytes` is such a stream (one this process compressed).
  static func decompress(_ bytes: [UInt8], count: Int) -> [UInt8] {
    var stream = z_stream()
    let status = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "inflateInit failed with status \(status)")
    defer { inflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: count)
    bytes.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        stream.next_out = out.baseAddress
        stream.avail_out = uInt(count)
        let result = inflate(&stream, Z_FINISH)
        precondition(
          result == Z_STREAM_END && Int(stream.total_out) == count,
          "inflate gave status \(result) and \(stream.total_out) of \(count) bytes")
      }
    }
    return output
  }

  /// Compresses an array (see the pointer variant).
  static func compress(_ bytes: [UInt8], level: Int) -> [UInt8] {
    bytes.withUnsafeBufferPointer { compress($0, level: level) }
  }

  /// Updates a CRC-32 with `bytes` (start with 0).
  static func crc32(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
    return UInt32(CZlib.crc32(uLong(crc), base, uInt(bytes.count)))
  }

  /// The CRC-32 of an array.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { crc32(0, $0) }
  }

  /// The Adler-32 checksum (RFC 1950 §8) of an array.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.adler32(1, buffer.baseAddress, uInt(buffer.count)))
    }
  }
}
