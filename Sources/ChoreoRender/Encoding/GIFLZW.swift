// GIF's variable-length-code LZW. Source: GIF89a specification, Appendix F ("Variable-Length-
// Code LZW Compression") and §22 (Table Based Image Data): codes start at (minimum code
// size + 1) bits, the clear code is 2^min and end-of-information 2^min + 1, codes are
// packed least significant bit first, and the stream is cut into data sub-blocks of at most
// 255 bytes ended by a zero-length block. The code width grows when the next free code
// reaches 2^width (checked after each code is written, as giflib does), up to 12 bits; when
// code 4095 would be assigned the encoder writes a clear code and starts a new table.
//
// The string table is an open-addressing hash table (linear probing) of 2^14 slots, four
// times the 4096 codes a table can hold, so probes are short and the table stays small
// enough for the processor's cache (128 KiB; a table indexed by prefix and byte directly
// takes 4 MiB, and its cache misses were most of the encoder's time). A slot holds generation <<
// 32 | (prefix << 8 | byte) << 12 | code.
// The table is never cleared: each slot carries the generation (one per table started) it
// was written in, and a slot of an older generation reads as empty, so a new table costs one
// increment (only when the 16-bit generation wraps, after 65,535 tables, are the slots
// zeroed once).
//
// Runs: LZW reads a run of one byte b through the strings b, bb, bbb, ... one table lookup
// a byte, each waiting on the one before. Such run strings are added in order of length
// (bⁿ⁺¹ only when bⁿ was the longest matched), so the encoder lists them per byte, and a
// string that starts on b jumps straight to b^min(run, longest): the codes are those of the
// byte-at-a-time walk, found without it (frame differences are mostly long runs of the
// transparent index).

/// Compresses palette indices into GIF image data sub-blocks.
struct GIFLZW {
  /// log2 of the slot count.
  private static let slotBits = 14
  /// The hash table (see the file comment); zeroed slots hold no entry (generations start
  /// at 1).
  private var slots: [UInt64] = Array(repeating: 0, count: 1 << slotBits)
  /// The current table's generation, 1...65535 (0 before the first table; tests set it
  /// near the wrap).
  var generation: UInt32 = 0
  /// Run-string lists (see codeStream), empty between calls; kept for their capacity.
  private var runLists: [[UInt16]] = Array(repeating: [], count: 256)

  /// Starts a new, empty table.
  private mutating func startTable() {
    generation += 1
    if generation > 0xFFFF {
      slots.withUnsafeMutableBufferPointer { table in table.update(repeating: 0) }
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
    // At most one code per index, plus the first clear, a clear at least every 3837 codes
    // (4095 − 258, at minimum code size 8) and the end: 12 bits each at most.
    let maximumCodes = indices.count + indices.count / 2048 + 4
    let capacity = (maximumCodes * 12 + 7) / 8 + 8
    startTable()
    var stamp = UInt64(generation) << 32
    // runs[b]: the codes of b·b, b·b·b, ... in the current table (they are added in that
    // order); `touched` the bytes whose list is not empty.
    var runs = runLists
    runLists = []
    var touched: [Int] = []
    defer {
      for byte in touched { runs[byte].removeAll(keepingCapacity: true) }
      runLists = runs
    }
    let output = [UInt8](unsafeUninitializedCapacity: capacity) { out, written in
      var count = 0
      var bitBuffer: UInt64 = 0
      var bitCount: UInt64 = 0
      var width = minimumCodeSize + 1
      var nextCode = endOfInformation + 1

      func emit(_ code: Int) {
        bitBuffer |= UInt64(code) << bitCount
        bitCount += UInt64(width)
        while bitCount >= 8 {
          out[count] = UInt8(truncatingIfNeeded: bitBuffer)
          count += 1
          bitBuffer >>= 8
          bitCount -= 8
        }
      }

      emit(clear)
      if !indices.isEmpty {
        slots.withUnsafeMutableBufferPointer { table in
          let mask = (1 << Self.slotBits) - 1
          indices.withUnsafeBufferPointer { indices in
            var prefix = Int(indices[0])
            precondition(prefix < clear, "palette index \(prefix) ≥ 2^\(minimumCodeSize)")
            var position = 1
            // A string starts at `start` (prefix is its first byte): skips the run of that
            // byte as far as the table's run strings reach (see the file comment).
            func skipRun(from start: Int) {
              let list = runs[prefix]
              guard !list.isEmpty else {
                position = start + 1
                return
              }
              var end = start + 1
              let limit = min(indices.count, start + list.count + 1)
              while end < limit && indices[end] == indices[start] { end += 1 }
              if end - start >= 2 { prefix = Int(list[end - start - 2]) }
              position = end
            }
            skipRun(from: 0)
            while position < indices.count {
              let byte = Int(indices[position])
              precondition(byte < clear, "palette index \(byte) ≥ 2^\(minimumCodeSize)")
              let key = UInt64(prefix << 8 | byte)
              // Fibonacci hashing of the 20-bit key onto the slots.
              var slot = Int(
                truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.slotBits))
              var found = -1
              while true {
                let entry = table[slot]
                if entry & 0xFFFF_FFFF_0000_0000 != stamp { break }
                if (entry >> 12) & 0xF_FFFF == key {
                  found = Int(entry & 0xFFF)
                  break
                }
                slot = (slot + 1) & mask
              }
              if found >= 0 {
                prefix = found
                position += 1
                continue
              }
              emit(prefix)
              if nextCode >= 1 << width && width < 12 { width += 1 }
              if nextCode < 4095 {
                table[slot] = stamp | key << 12 | UInt64(nextCode)
                // The longest run string of `byte` grows by one.
                if prefix == Int(runs[byte].last ?? UInt16(byte)) {
                  if runs[byte].isEmpty { touched.append(byte) }
                  runs[byte].append(UInt16(nextCode))
                }
                nextCode += 1
              } else {
                emit(clear)
                if stamp == 0xFFFF << 32 {
                  table.update(repeating: 0)
                  stamp = 1 << 32
                } else {
                  stamp += 1 << 32
                }
                for byte in touched { runs[byte].removeAll(keepingCapacity: true) }
                touched.removeAll(keepingCapacity: true)
                width = minimumCodeSize + 1
                nextCode = endOfInformation + 1
              }
              prefix = byte
              skipRun(from: position)
            }
            emit(prefix)
            if nextCode >= 1 << width && width < 12 { width += 1 }
          }
        }
      }
      emit(endOfInformation)
      if bitCount > 0 {
        out[count] = UInt8(truncatingIfNeeded: bitBuffer)
        count += 1
      }
      precondition(count <= capacity, "LZW output \(count) over its bound \(capacity)")
      written = count
    }
    generation = UInt32(stamp >> 32)
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
