// GIF's variable-length-code LZW. Source: GIF89a specification, Appendix F ("Variable-Length-
// Code LZW Compression") and §22 (Table Based Image Data): codes start at (minimum code
// size + 1) bits, the clear code is 2^min and end-of-information 2^min + 1, codes are
// packed least significant bit first, and the stream is cut into data sub-blocks of at most
// 255 bytes ended by a zero-length block. The code width grows when the next free code
// reaches 2^width (checked after each code is written, as giflib does), up to 12 bits; when
// code 4095 would be assigned the encoder writes a clear code and starts a new table.
//
// The string table is never cleared: each entry carries the generation (one per table
// started) it was written in, and an entry of an older generation reads as absent, so a new
// table costs one increment instead of a 4 MiB fill (only when the 16-bit generation wraps,
// after 65,535 tables, is the array zeroed once).

/// Compresses palette indices into GIF image data sub-blocks.
struct GIFLZW {
  /// `child[prefix << 8 | byte]` = generation << 16 | code of prefix+byte; the entry is
  /// present only when its generation is the current one (generations start at 1, so the
  /// zeroed array holds no entry).
  private var child: [UInt32] = Array(repeating: 0, count: 4096 * 256)
  /// The current table's generation, 1...65535 (0 before the first table; tests set it
  /// near the wrap).
  var generation: UInt32 = 0

  /// Starts a new, empty table.
  private mutating func startTable() {
    generation += 1
    if generation > 0xFFFF {
      child.withUnsafeMutableBufferPointer { table in table.update(repeating: 0) }
      generation = 1
    }
  }

  /// The LZW code stream (before sub-block framing) for `indices`.
  ///
  /// - Parameters:
  ///   - indices: Palette indices, each below 2^minimumCodeSize.
  ///   - minimumCodeSize: 2...8.
  /// - Returns: The packed codes: clear, data, end-of-information.
  mutating func codeStream(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    precondition((2...8).contains(minimumCodeSize), "LZW code size \(minimumCodeSize)")
    let clear = 1 << minimumCodeSize
    let endOfInformation = clear + 1
    var output: [UInt8] = []
    output.reserveCapacity(indices.count / 2 + 16)
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var width = minimumCodeSize + 1
    var nextCode = endOfInformation + 1

    func emit(_ code: Int) {
      bitBuffer |= UInt64(code) << UInt64(bitCount)
      bitCount += width
      while bitCount >= 8 {
        output.append(UInt8(truncatingIfNeeded: bitBuffer))
        bitBuffer >>= 8
        bitCount -= 8
      }
    }

    startTable()
    emit(clear)
    guard !indices.isEmpty else {
      emit(endOfInformation)
      if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
      return output
    }
    var stamp = generation << 16
    child.withUnsafeMutableBufferPointer { table in
      var prefix = Int(indices[0])
      for position in 1..<indices.count {
        let byte = Int(indices[position])
        precondition(byte < clear, "palette index \(byte) ≥ 2^\(minimumCodeSize)")
        let key = prefix << 8 | byte
        let entry = table[key]
        if entry & 0xFFFF_0000 == stamp {
          prefix = Int(entry & 0xFFFF)
          continue
        }
        emit(prefix)
        if nextCode >= 1 << width && width < 12 { width += 1 }
        if nextCode < 4095 {
          table[key] = stamp | UInt32(nextCode)
          nextCode += 1
        } else {
          emit(clear)
          if stamp == 0xFFFF_0000 {
            table.update(repeating: 0)
            stamp = 1 << 16
          } else {
            stamp += 1 << 16
          }
          width = minimumCodeSize + 1
          nextCode = endOfInformation + 1
        }
        prefix = byte
      }
      emit(prefix)
      if nextCode >= 1 << width && width < 12 { width += 1 }
    }
    generation = stamp >> 16
    emit(endOfInformation)
    if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
    return output
  }

  /// Frames a code stream as data sub-blocks (length byte, ≤ 255 bytes) plus the
  /// zero-length terminator (GIF89a §15).
  static func subBlocks(_ data: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(data.count + data.count / 255 + 2)
    var start = 0
    while start < data.count {
      let count = min(255, data.count - start)
      output.append(UInt8(count))
      output += data[start..<(start + count)]
      start += count
    }
    output.append(0)
    return output
  }
}
