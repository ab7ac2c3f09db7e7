// PNG datastream structure: the 8-byte signature, then chunks of length (4 bytes, big
// endian), type (4 ASCII bytes), data, and a CRC-32 over type and data.
// Source: PNG Specification 3rd edition (W3C), §5.2 signature, §5.3 chunk layout, §5.5 CRC.

/// Builds a PNG (or APNG) datastream chunk by chunk.
struct PNGChunkWriter {
  /// The PNG signature: 137 80 78 71 13 10 26 10 (§5.2).
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The bytes written so far, starting with the signature unless made without it.
  private(set) var bytes: [UInt8]

  /// A writer whose bytes start with the PNG signature, or (`signature: false`) with the
  /// first chunk, for chunks assembled into a file later.
  init(signature: Bool = true) {
    bytes = signature ? PNGChunkWriter.signature : []
  }

  /// Appends one chunk.
  ///
  /// - Parameters:
  ///   - type: Four ASCII letters (`IHDR`, `IDAT` ...).
  ///   - data: The chunk data (at most 2³¹ − 1 bytes).
  mutating func chunk(_ type: StaticString, _ data: [UInt8]) {
    precondition(type.utf8CodeUnitCount == 4, "chunk type must be 4 letters: \(type)")
    precondition(data.count < Int(Int32.max), "chunk too large: \(data.count) bytes")
    bytes.appendBigEndian(UInt32(data.count))
    let start = bytes.count
    type.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: data)
    let crc = bytes.withUnsafeBufferPointer {
      Zlib.crc32(0, UnsafeBufferPointer(rebasing: $0[start...]))
    }
    bytes.appendBigEndian(crc)
  }
}

extension Array where Element == UInt8 {
  /// Appends a 32-bit big-endian integer (PNG's network byte order, §7.1).
  mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }

  /// Appends a 16-bit big-endian integer.
  mutating func appendBigEndian(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }

  /// Appends a 16-bit little-endian integer (GIF's byte order, GIF89a §4).
  mutating func appendLittleEndian(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value))
    append(UInt8(truncatingIfNeeded: value >> 8))
  }
}
