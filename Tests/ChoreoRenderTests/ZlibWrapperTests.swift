// The zlib wrapper Zlib writes around raw deflate data, held to zlib's own: the Adler-32
// against zlib's adler32, the whole stream against zlib's wrapped deflate (window bits 15,
// the same level and strategy), byte for byte.
import CZlib
import ChoreoTestSupport
import Testing

@testable import ChoreoRender

@Suite struct ZlibWrapperTests {
  /// Lengths around the 16-byte chunks and the 4096-chunk blocks of the vector loop.
  static let lengths = [0, 1, 15, 16, 17, 31, 100, 5552, 65535, 65536, 65537, 65553, 200_001]

  /// `count` bytes: all 0xFF (the largest sums), all zeros, or seeded noise.
  static func bytes(_ count: Int, _ kind: Int, seed: UInt64) -> [UInt8] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      kind == 0 ? 0xFF : kind == 1 ? 0 : UInt8.random(in: 0...255, using: &generator)
    }
  }

  @Test(arguments: lengths)
  func adler32MatchesZlib(count: Int) {
    for kind in 0..<3 {
      let data = Self.bytes(count, kind, seed: UInt64(count))
      let ours = data.withUnsafeBufferPointer { Zlib.adler32(1, $0) }
      #expect(ours == Zlib.zlibAdler32(data), "\(count) bytes of kind \(kind)")
      // Updating in two pieces gives the checksum of the whole.
      let split = count / 3
      let twice = data.withUnsafeBufferPointer { buffer in
        Zlib.adler32(
          Zlib.adler32(1, UnsafeBufferPointer(rebasing: buffer[..<split])),
          UnsafeBufferPointer(rebasing: buffer[split...]))
      }
      #expect(twice == ours, "\(count) bytes split at \(split)")
    }
  }

  @Test func adler32OfWikipediaIsTheKnownValue() {
    // RFC 1950's checksum of "Wikipedia" is 0x11E60398 (the textbook worked example).
    #expect(Array("Wikipedia".utf8).withUnsafeBufferPointer { Zlib.adler32(1, $0) } == 0x11E6_0398)
  }

  @Test(arguments: 0...9, [true, false])
  func streamsEqualZlibsOwnWrapper(level: Int, filtered: Bool) {
    for count in [0, 1, 1000, 70000] {
      let data = Self.bytes(count, count % 3, seed: UInt64(level * 100 + count))
      let ours = Zlib.compress(data, level: level, filtered: filtered)
      let same = ours == Self.zlibWrapped(data, level: level, filtered: filtered)
      #expect(same, "\(count) bytes at level \(level), filtered \(filtered)")
      // In pieces: the same bytes (level 0 stores blocks as the pieces come, so its block
      // boundaries follow the split; the encoders never store).
      guard level > 0 else { continue }
      var offset = 0
      let pieces = Zlib.compress(
        count: count, level: level, filtered: filtered, pieceCapacity: 777
      ) { buffer in
        let filled = min(buffer.count, count - offset)
        for index in 0..<filled { buffer[index] = data[offset + index] }
        offset += filled
        return filled
      }
      let samePieces = pieces == ours
      #expect(samePieces, "\(count) bytes in pieces at level \(level), filtered \(filtered)")
    }
  }

  /// zlib's own zlib stream of `data` (deflateInit2 with window bits 15), with the strategy
  /// and memory level Zlib's policy gives the level: Z_RLE at 1...4, else Z_FILTERED for
  /// filtered scanlines and the default strategy, tuned, for other data.
  static func zlibWrapped(_ data: [UInt8], level: Int, filtered: Bool) -> [UInt8] {
    var stream = z_stream()
    let runsOnly = (1...4).contains(level)
    let strategy = runsOnly ? Z_RLE : filtered ? Z_FILTERED : Z_DEFAULT_STRATEGY
    let status = deflateInit2_(
      &stream, Int32(level), Z_DEFLATED, 15, runsOnly ? 6 : 8, strategy,
      zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "deflateInit2 failed: \(status)")
    // Unfiltered data at levels 5...9: lazy and nice lengths 258, good length 4, the
    // level's own chain length (zlib's deflate.c table).
    if !filtered && level >= 5 {
      let chain: Int32 = [32, 128, 256, 1024, 4096][level - 5]
      precondition(deflateTune(&stream, 4, 258, 258, chain) == Z_OK, "deflateTune failed")
    }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
    let written = data.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.avail_in = uInt(input.count)
        stream.next_out = out.baseAddress
        stream.avail_out = uInt(out.count)
        let result = deflate(&stream, Z_FINISH)
        precondition(result == Z_STREAM_END, "deflate: \(result)")
        return Int(stream.total_out)
      }
    }
    return Array(output[..<written])
  }
}
