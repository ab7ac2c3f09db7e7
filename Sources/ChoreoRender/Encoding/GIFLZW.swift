// GIF's variable-length-code LZW. Source: GIF89a specification, Appendix F ("Variable-Length-
// Code LZW Compression") and §22 (Table Based Image Data): codes start at (minimum code
// size + 1) bits, the clear code is 2^min and end-of-information 2^min + 1, codes are
// packed least significant bit first, and the stream is cut into data sub-blocks of at most
// 255 bytes ended by a zero-length block. The code width grows when the next free code
// reaches 2^width (checked after each code is written, as giflib does), up to 12 bits; when
// code 4095 would be assigned the encoder writes a clear code and starts a new table.

/// Compresses palette indices into GIF image data sub-blocks.
struct GIFLZW {
  /// `child[prefix << 8 | byte]` = code of prefix+byte, 0 when absent (0 is never a
  /// child: children start at end-of-information + 1).
  private var child: [UInt16] = Array(repeating: 0, count: 4096 * 256)

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

    func resetTable() {
      child.withUnsafeMutableBufferPointer { table in
        table.update(repeating: 0)
      }
    }

    resetTable()
    emit(clear)
    guard !indices.isEmpty else {
      emit(endOfInformation)
      if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
      return output
    }
    child.withUnsafeMutableBufferPointer { table in
      var prefix = Int(indices[0])
      for position in 1..<indices.count {
        let byte = Int(indices[position])
        precondition(byte < clear, "palette index \(byte) ≥ 2^\(minimumCodeSize)")
        let key = prefix << 8 | byte
        let existing = Int(table[key])
        if existing != 0 {
          prefix = existing
          continue
        }
        emit(prefix)
        if nextCode >= 1 << width && width < 12 { width += 1 }
        if nextCode < 4095 {
          table[key] = UInt16(nextCode)
          nextCode += 1
        } else {
          emit(clear)
          table.update(repeating: 0)
          width = minimumCodeSize + 1
          nextCode = endOfInformation + 1
        }
        prefix = byte
      }
      emit(prefix)
      if nextCode >= 1 << width && width < 12 { width += 1 }
    }
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
