import ChoreoCore
import ChoreoRender

/// Seeded mutations of a PNG datastream, for checking that a reader turns every damaged
/// file into a typed error (or a picture) without trapping or running away with memory.
///
/// Each mutation changes a few bytes, a chunk's length or the file's end; most then
/// recompute the CRCs of the chunks they touched, so that the damage reaches the
/// decoder behind the checksum check.
///
/// ```swift
/// var mutations = PNGMutations(seed: 3, of: pngBytes)
/// for _ in 0..<100 { _ = try? PNGReader.decode(mutations.next()) }
/// ```
public struct PNGMutations {
  private var random: SeededGenerator
  private let original: [UInt8]

  /// Creates the mutations of `bytes` for `seed`.
  ///
  /// - Parameters:
  ///   - seed: The seed; the same seed gives the same files.
  ///   - bytes: A valid PNG or APNG datastream.
  public init(seed: UInt64, of bytes: [UInt8]) {
    random = SeededGenerator(seed: seed)
    original = bytes
  }

  /// Files to mutate: a 3-frame APNG of translucent 7 × 5 frames (each with one opaque
  /// pixel of its own) and a still PNG of its first frame.
  ///
  /// - Returns: The two datastreams, as ChoreoRender's encoders write them.
  public static func sampleFiles() -> [[UInt8]] {
    var frames: [Bitmap] = []
    for index in 0..<3 {
      var frame = Bitmap(
        width: 7, height: 5, fill: RGBA(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.6))
      frame[index, index] = (255, 0, 0, 255)
      frames.append(frame)
    }
    return [
      APNGEncoder().encode(frames, frameDelay: FrameDelay(fps: 10)),
      PNGEncoder().encode(frames[0]),
    ]
  }

  /// The next damaged file.
  ///
  /// - Returns: A copy of the original with one to four mutations.
  public mutating func next() -> [UInt8] {
    var bytes = original
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        // Truncate anywhere.
        bytes.removeLast(Int.random(in: 0...bytes.count, using: &random))
      case 1:
        // A random byte anywhere, CRCs left as they are.
        guard !bytes.isEmpty else { continue }
        bytes[Int.random(in: bytes.indices, using: &random)] = UInt8.random(
          in: 0...255, using: &random)
      default:
        // A byte of a chunk's data set to a boundary value, or a size field to an extreme,
        // with the chunk's CRC fixed so that the decoder sees it.
        let chunks = Self.chunks(of: bytes)
        guard let chunk = chunks.randomElement(using: &random), chunk.length > 0 else { continue }
        let at = chunk.data + Int.random(in: 0..<chunk.length, using: &random)
        bytes[at] = [0, 1, 0x7F, 0x80, 0xFF].randomElement(using: &random)!
        Self.fixCRC(&bytes, chunk)
      }
    }
    return bytes
  }

  /// Where a chunk's data starts and how long it is.
  private struct Chunk {
    var data: Int
    var length: Int
  }

  /// The chunks whose whole extent (length, type, data, CRC) lies within `bytes`.
  private static func chunks(of bytes: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      guard length <= bytes.count - offset - 12 else { break }
      chunks.append(Chunk(data: offset + 8, length: length))
      offset += length + 12
    }
    return chunks
  }

  /// Rewrites a chunk's CRC-32.
  private static func fixCRC(_ bytes: inout [UInt8], _ chunk: Chunk) {
    let crc = crc32(bytes[(chunk.data - 4)..<(chunk.data + chunk.length)])
    let end = chunk.data + chunk.length
    bytes.replaceSubrange(end..<(end + 4), with: bigEndian(crc))
  }

  /// The CRC-32 of PNG chunks (PNG 3rd edition §5.5), bit by bit.
  ///
  /// - Parameter bytes: A chunk's type and data.
  /// - Returns: The CRC.
  public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  /// A whole chunk: length, type, data and CRC (PNG 3rd edition §5.3).
  ///
  /// - Parameters:
  ///   - type: Four ASCII letters.
  ///   - data: The chunk's data.
  /// - Returns: The chunk's bytes.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// A 32-bit integer's bytes, most significant first.
  ///
  /// - Parameter value: The integer.
  /// - Returns: Four bytes.
  public static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
