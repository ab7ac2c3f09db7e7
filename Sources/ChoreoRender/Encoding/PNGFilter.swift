// PNG scanline filtering. Source: PNG Specification 3rd edition (W3C) §9.2 filter types
// for filter method 0 (None, Sub, Up, Average, Paeth, with a = left, b = above, c = upper
// left, bytes outside the image are 0), §9.4 the Paeth predictor, and §12.7 the heuristic:
// filter each row with every type and keep the one whose output, read as signed bytes, has
// the smallest sum of absolute values.

/// Un-premultiplication and per-row adaptive filtering.
enum PNGFilter {
  /// `table[a << 8 | c]` = round(c · 255 / a) clamped to 255 (0 when a = 0).
  static let unpremultiplyTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 65536)
    for alpha in 1..<256 {
      for channel in 0..<256 {
        table[alpha << 8 | channel] = UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
      }
    }
    return table
  }()

  /// Straight-alpha rows of `rect`, 3 or 4 bytes a pixel, without filter bytes.
  static func straightRows(_ image: Bitmap, rect: PixelRect, channels: Int) -> [UInt8] {
    let rowBytes = rect.width * channels
    var raw = [UInt8](repeating: 0, count: rowBytes * rect.height)
    unpremultiplyTable.withUnsafeBufferPointer { table in
      image.pixels.withUnsafeBufferPointer { source in
        raw.withUnsafeMutableBufferPointer { out in
          var target = 0
          for row in rect.y..<(rect.y + rect.height) {
            var index = (row * image.width + rect.x) * 4
            for _ in 0..<rect.width {
              let alpha = Int(source[index + 3])
              if alpha == 255 {
                out[target] = source[index]
                out[target + 1] = source[index + 1]
                out[target + 2] = source[index + 2]
              } else {
                out[target] = table[alpha << 8 | Int(source[index])]
                out[target + 1] = table[alpha << 8 | Int(source[index + 1])]
                out[target + 2] = table[alpha << 8 | Int(source[index + 2])]
              }
              if channels == 4 { out[target + 3] = UInt8(alpha) }
              target += channels
              index += 4
            }
          }
        }
      }
    }
    return raw
  }

  /// Filtered scanlines of `rect`: each row is a filter-type byte then the filtered bytes.
  static func filteredScanlines(_ image: Bitmap, rect: PixelRect, channels: Int) -> [UInt8] {
    let raw = straightRows(image, rect: rect, channels: channels)
    return filter(raw, rowBytes: rect.width * channels, rows: rect.height, bpp: channels)
  }

  /// Applies the adaptive filter to `rows` rows of `rowBytes` bytes (`bpp` bytes a pixel).
  static func filter(_ raw: [UInt8], rowBytes: Int, rows: Int, bpp: Int) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * rows)
    let zeros = [UInt8](repeating: 0, count: rowBytes)
    raw.withUnsafeBufferPointer { raw in
      zeros.withUnsafeBufferPointer { zeros in
        output.withUnsafeMutableBufferPointer { out in
          for row in 0..<rows {
            let line = UnsafeBufferPointer(rebasing: raw[(row * rowBytes)..<((row + 1) * rowBytes)])
            let prior =
              row == 0
              ? zeros
              : UnsafeBufferPointer(rebasing: raw[((row - 1) * rowBytes)..<(row * rowBytes)])
            let best = bestFilter(line, prior, bpp: bpp)
            let start = row * (rowBytes + 1)
            out[start] = best
            for index in 0..<rowBytes {
              out[start + 1 + index] = filtered(best, line, prior, index, bpp)
            }
          }
        }
      }
    }
    return output
  }

  /// The filter type (0...4) with the smallest sum of |signed filtered byte| (§12.7).
  static func bestFilter(
    _ line: UnsafeBufferPointer<UInt8>, _ prior: UnsafeBufferPointer<UInt8>, bpp: Int
  ) -> UInt8 {
    var sums = (0, 0, 0, 0, 0)
    for index in 0..<line.count {
      let x = line[index]
      let a = index >= bpp ? line[index - bpp] : 0
      let b = prior[index]
      let c = index >= bpp ? prior[index - bpp] : 0
      sums.0 += magnitude(x)
      sums.1 += magnitude(x &- a)
      sums.2 += magnitude(x &- b)
      sums.3 += magnitude(x &- UInt8((Int(a) + Int(b)) >> 1))
      sums.4 += magnitude(x &- paeth(a, b, c))
    }
    var best: UInt8 = 0
    var bestSum = sums.0
    if sums.1 < bestSum { (best, bestSum) = (1, sums.1) }
    if sums.2 < bestSum { (best, bestSum) = (2, sums.2) }
    if sums.3 < bestSum { (best, bestSum) = (3, sums.3) }
    if sums.4 < bestSum { best = 4 }
    return best
  }

  /// One filtered byte (§9.2).
  @inline(__always)
  static func filtered(
    _ type: UInt8, _ line: UnsafeBufferPointer<UInt8>, _ prior: UnsafeBufferPointer<UInt8>,
    _ index: Int, _ bpp: Int
  ) -> UInt8 {
    let x = line[index]
    let a = index >= bpp ? line[index - bpp] : 0
    let b = prior[index]
    switch type {
    case 0: return x
    case 1: return x &- a
    case 2: return x &- b
    case 3: return x &- UInt8((Int(a) + Int(b)) >> 1)
    default: return x &- paeth(a, b, (index >= bpp ? prior[index - bpp] : 0))
    }
  }

  /// |byte read as a signed 8-bit value|.
  @inline(__always)
  static func magnitude(_ byte: UInt8) -> Int {
    let signed = Int(Int8(bitPattern: byte))
    return signed < 0 ? -signed : signed
  }

  /// The Paeth predictor (§9.4): the neighbour closest to a + b − c, ties a, b, c in order.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
