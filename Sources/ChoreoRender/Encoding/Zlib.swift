// zlib from the system (RFC 1950 stream, RFC 1951 deflate) and its CRC-32 (ISO 3309 /
// ITU-T V.42, the CRC that PNG chunks use: PNG 3rd edition §5.5).
//
// Policy: one deflate call per stream with zlib's default window (15 bits), so the same
// input gives the same bytes with the same zlib build. Levels 1...4 (the fast ones, the PNG
// encoders' default 4 among them) use strategy Z_RLE: matches only at distance 1, no hash
// chains. Filtered UI scanlines are mostly runs of zeros, so this compresses them within a
// few per cent of level 4 (scroll-cards at scale 2: 69.5 kB against 67.5 kB) for a fifth of
// the instructions. Levels 5...9 use Z_FILTERED for filtered scanlines, as libpng does
// (it favours Huffman coding of the small residuals over short matches), and zlib's default
// strategy for unfiltered ones (APNG frames, contact sheets): there the short matches
// Z_FILTERED drops (5 bytes or less, about one pixel) are the anti-aliased edges that recur
// along a row, and keeping them makes the gallery's APNGs about 5% smaller at level 6 for
// the same time. For unfiltered data zlib's matching is also tuned (`deflateTune`): each
// level keeps its chain length, but matches are always checked for a longer one a byte
// later (lazy matching up to 258, zlib's own only up to 16 at level 6), a search never
// stops at a "nice" length short of 258, and the chain is cut to a quarter once a match of
// 4 bytes (a pixel) is in hand. Long runs of one colour are the usual match in UI frames,
// and the extra lazy step finds the longer of two, where a quarter of the chain finds most
// of what the whole did: the APNGs come out about 5% smaller again for the same time.
//
// Memory level: zlib's default 8 for Z_FILTERED, 6 for Z_RLE. Z_RLE never reads zlib's hash
// table, but zlib still rebases it (2^(memory level + 7) entries) and the window's chain
// table (2^15) each time the window slides, every 32 KiB of input: at level 8 that was 4
// times the instructions of the run matching itself (784 M of a tab-slide APNG's 2.27 G,
// `valgrind --tool=callgrind`). At 6 the table is an eighth of that, and a block holds
// 4096 symbols instead of 16384; smaller blocks fit their Huffman codes closer, so the
// files came out 1-2% smaller: APNG renders, level 8 → 6, tab-slide 2.27 → 2.01 G
// instructions, 1,141,803 → 1,134,974 bytes; scroll-cards 19.98 → 17.46 G, 11,054,031 →
// 10,792,489; pop-menu 2.91 → 2.65 G; tab-flip 1.55 → 1.37 G.
//
// The zlib wrapper (RFC 1950) is written here around raw deflate data (window bits −15):
// the 2-byte header zlib itself would write (see `header(level:)`) and the Adler-32 of the
// input, computed here by a vectorised loop (`adler32(_:_:)`) because zlib's scalar one was
// a visible share of an APNG's encoding. The bytes are those of zlib's own wrapper, checked
// against it by the tests.
import CZlib

/// Thin wrappers around the system zlib.
enum Zlib {
  /// Compresses `bytes` into a complete zlib stream (2-byte header, deflate data, Adler-32).
  ///
  /// - Parameters:
  ///   - bytes: The data.
  ///   - level: 0 (store) ... 9 (smallest).
  ///   - filtered: Whether the data are filtered scanlines (see the policy above).
  /// - Returns: The zlib stream.
  static func compress(
    _ bytes: UnsafeBufferPointer<UInt8>, level: Int, filtered: Bool = true
  ) -> [UInt8] {
    var stream = z_stream()
    beginDeflate(&stream, level: level, filtered: filtered)
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(bytes.count))) + wrapperSize
    // Uninitialised: deflate writes the first `total_out` bytes, and only those are kept
    // (the rest of the bound is never touched, so its pages are never faulted in).
    let output = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
      writeHeader(level: level, to: out.baseAddress!)
      stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
      stream.avail_in = uInt(bytes.count)
      stream.next_out = out.baseAddress! + 2
      stream.avail_out = uInt(bound - wrapperSize)
      let result = deflate(&stream, Z_FINISH)
      // deflateBound guarantees room for the whole stream in one call.
      precondition(result == Z_STREAM_END, "deflate did not finish: status \(result)")
      count = 2 + Int(stream.total_out)
      writeBigEndian(adler32(1, bytes), to: out.baseAddress! + count)
      count += 4
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
  ///   - filtered: Whether the data are filtered scanlines (see the policy above).
  ///   - pieceCapacity: The size of the buffer handed to `produce`.
  ///   - produce: Fills the buffer with the next bytes.
  /// - Returns: The zlib stream.
  static func compress(
    count: Int, level: Int, filtered: Bool = true, pieceCapacity: Int,
    produce: (UnsafeMutableBufferPointer<UInt8>) -> Int
  ) -> [UInt8] {
    var stream = z_stream()
    beginDeflate(&stream, level: level, filtered: filtered)
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(count))) + wrapperSize
    var piece = [UInt8](repeating: 0, count: max(1, pieceCapacity))
    let output = [UInt8](unsafeUninitializedCapacity: bound) { out, written in
      writeHeader(level: level, to: out.baseAddress!)
      stream.next_out = out.baseAddress! + 2
      stream.avail_out = uInt(bound - wrapperSize)
      var remaining = count
      var checksum: UInt32 = 1
      piece.withUnsafeMutableBufferPointer { buffer in
        while true {
          let filled = remaining > 0 ? produce(buffer) : 0
          precondition(filled <= remaining, "produced \(filled) bytes with \(remaining) left")
          remaining -= filled
          checksum = adler32(checksum, UnsafeBufferPointer(rebasing: buffer[..<filled]))
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
      written = 2 + Int(stream.total_out)
      writeBigEndian(checksum, to: out.baseAddress! + written)
      written += 4
    }
    // A copy of the produced prefix, as in `compress(_:level:)`.
    return Array(output[...])
  }

  /// The header and the Adler-32 trailer around the raw deflate data.
  private static let wrapperSize = 6

  /// Whether `level` matches runs only (`Z_RLE`) rather than using `Z_FILTERED`.
  static func matchesRunsOnly(_ level: Int) -> Bool { level >= 1 && level <= 4 }

  /// zlib's memory level for `level`: 6 where runs only are matched, 8 (zlib's default)
  /// otherwise (see the policy above).
  static func memoryLevel(_ level: Int) -> Int { matchesRunsOnly(level) ? 6 : 8 }

  /// The `deflateTune` parameters (good length, lazy length, nice length, chain length)
  /// for unfiltered data at `level` (see the policy above); nil where zlib's own stand
  /// (levels 0...4, and filtered data).
  static func tuning(_ level: Int, filtered: Bool) -> (Int32, Int32, Int32, Int32)? {
    guard !filtered, level >= 5 else { return nil }
    // zlib's chain length for each level (deflate.c's configuration table).
    let chain: [Int32] = [32, 128, 256, 1024, 4096]
    return (4, 258, 258, chain[level - 5])
  }

  /// zlib's strategy for `level` and data that are filtered scanlines or not: `Z_RLE` at
  /// levels 1...4, else `Z_FILTERED` for filtered data and `Z_DEFAULT_STRATEGY` for the
  /// rest (see the policy above).
  static func strategy(_ level: Int, filtered: Bool) -> Int32 {
    matchesRunsOnly(level) ? Z_RLE : filtered ? Z_FILTERED : Z_DEFAULT_STRATEGY
  }

  /// The zlib header (RFC 1950 §2.2) that zlib's own wrapper writes for `level` with this
  /// file's strategies: CMF 0x78 (CM 8 = deflate, CINFO 7 = a 32 KiB window), then FLG with
  /// FLEVEL as zlib 1.2's deflate.c sets it (0 for a strategy from Z_HUFFMAN_ONLY up, Z_RLE
  /// among them, or a level below 2; 1 below 6; 2 at 6; 3 above: the same for Z_FILTERED
  /// and the default strategy), no preset dictionary,
  /// and FCHECK making CMF · 256 + FLG a multiple of 31.
  static func header(level: Int) -> (UInt8, UInt8) {
    let levelFlags =
      matchesRunsOnly(level) || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
    var header = 0x7800 | levelFlags << 6
    header += 31 - header % 31
    return (UInt8(header >> 8), UInt8(header & 0xFF))
  }

  /// Writes `header(level:)` at `out`.
  private static func writeHeader(level: Int, to out: UnsafeMutablePointer<UInt8>) {
    (out[0], out[1]) = header(level: level)
  }

  /// Writes `value` big-endian (RFC 1950 §2.1) at `out`.
  private static func writeBigEndian(_ value: UInt32, to out: UnsafeMutablePointer<UInt8>) {
    for index in 0..<4 { out[index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
  }

  /// Starts deflating raw data (no wrapper) into `stream` at `level`, with the strategy
  /// `strategy(_:filtered:)` gives; end it with `deflateEnd`. In place: zlib's state points
  /// back at the `z_stream` it was started on, so a started stream must not be copied.
  private static func beginDeflate(_ stream: inout z_stream, level: Int, filtered: Bool) {
    precondition((0...9).contains(level), "zlib level must be 0...9, got \(level)")
    // deflateInit2 is a C macro; call the function it expands to. Window bits −15: raw
    // deflate with a 32 KiB window.
    let status = deflateInit2_(
      &stream, Int32(level), Z_DEFLATED, -15, Int32(memoryLevel(level)),
      strategy(level, filtered: filtered), zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    precondition(status == Z_OK, "deflateInit2 failed with status \(status)")
    if let (good, lazy, nice, chain) = tuning(level, filtered: filtered) {
      let tuned = deflateTune(&stream, good, lazy, nice, chain)
      precondition(tuned == Z_OK, "deflateTune failed with status \(tuned)")
    }
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
  static func compress(_ bytes: [UInt8], level: Int, filtered: Bool = true) -> [UInt8] {
    bytes.withUnsafeBufferPointer { compress($0, level: level, filtered: filtered) }
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

  /// The Adler-32 checksum (RFC 1950 §8) of an array, by zlib (the reference the tests
  /// hold ``adler32(_:_:)`` to).
  static func zlibAdler32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.adler32(1, buffer.baseAddress, uInt(buffer.count)))
    }
  }

  /// Updates an Adler-32 checksum (RFC 1950 §8.2; start with 1) with `bytes`.
  ///
  /// RFC 1950's sums, s1 = 1 + Σ bᵢ and s2 = Σ of s1 after each byte (both mod 65521), are
  /// gathered 16 bytes at a time in 16 vector lanes: over m chunks of 16, lane k adds up
  /// its bytes, S_k = Σⱼ b₁₆ⱼ₊ₖ, and the sums it had before each chunk,
  /// P_k = Σⱼ (m − 1 − j) · b₁₆ⱼ₊ₖ. Byte i = 16j + k of the N = 16m is counted N − i =
  /// 16(m − 1 − j) + (16 − k) times in s2, so s2 grows by N · s1 + 16 · Σ P_k +
  /// Σ (16 − k) · S_k and s1 by Σ S_k. With m ≤ 4096 no lane passes 2³²
  /// (P_k ≤ 255 · m(m − 1)/2); the lane totals are added in 64 bits and reduced once a block.
  ///
  /// - Complexity: O(bytes), about 1.3 instructions a byte.
  static func adler32(_ adler: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let modulus: UInt64 = 65521
    var s1 = UInt64(adler & 0xFFFF)
    var s2 = UInt64(adler >> 16)
    guard let base = bytes.baseAddress else { return adler }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var offset = 0
    let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    while count - offset >= 16 {
      let chunks = min((count - offset) / 16, 4096)
      var sums = SIMD16<UInt32>()
      var prefix = SIMD16<UInt32>()
      for chunk in 0..<chunks {
        let bytes = raw.loadUnaligned(fromByteOffset: offset &+ chunk &* 16, as: SIMD16<UInt8>.self)
        prefix &+= sums
        sums &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
      }
      var prefixTotal: UInt64 = 0
      for lane in 0..<16 { prefixTotal += UInt64(prefix[lane]) }
      // Σ (16 − k) · S_k < 16 · 16 · 255 · 4096, well inside 32 bits.
      let weighted = UInt64((sums &* weights).wrappedSum())
      s2 = (s2 + UInt64(chunks * 16) * s1 + 16 * prefixTotal + weighted) % modulus
      s1 = (s1 + UInt64(sums.wrappedSum())) % modulus
      offset += chunks * 16
    }
    while offset < count {
      s1 += UInt64(base[offset])
      s2 += s1
      offset += 1
    }
    return UInt32(s2 % modulus) << 16 | UInt32(s1 % modulus)
  }
}
