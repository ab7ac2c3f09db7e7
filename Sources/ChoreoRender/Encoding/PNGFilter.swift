// PNG scanline filtering. Source: PNG Specification 3rd edition (W3C) §9.2 filter types
// for filter method 0 (None, Sub, Up, Average, Paeth, with a = left, b = above, c = upper
// left, bytes outside the image are 0), §9.4 the Paeth predictor, and §12.7 the heuristic:
// filter each row with each candidate type and keep the one whose output, read as signed
// bytes, has the smallest sum of absolute values.
//
// Policy: the candidates are None, Sub and Up. On UI frames (flat fills, anti-aliased
// edges) Average and Paeth seldom win a row, and when they do deflate gains little from
// it: on the gallery's scroll-cards frame at scale 2 the three-way choice gives a smaller
// file (67.1 kB against 67.5 kB) for under a third of the heuristic's work. Every type
// still decodes (`apply` writes all five).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    // Every byte is written below.
    var raw = [UInt8](unsafeUninitializedCapacity: rowBytes * rect.height) { _, count in
      count = rowBytes * rect.height
    }
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
    // Every byte is written below (a filter byte and the filtered row, row by row).
    var output = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * rows) { _, count in
      count = (rowBytes + 1) * rows
    }
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
            // A row equal to the one above filters to all zeros with Up: the smallest sum
            // possible, found without trying the other filters (flat UI areas).
            let best =
              row > 0 && memcmp(line.baseAddress!, prior.baseAddress!, rowBytes) == 0
              ? 2 : bestFilter(line, prior, bpp: bpp)
            let start = row * (rowBytes + 1)
            out[start] = best
            apply(best, line, prior, bpp: bpp, into: out.baseAddress! + start + 1)
          }
        }
      }
    }
    return output
  }

  /// The filter type among None (0), Sub (1) and Up (2) with the smallest sum of
  /// |signed filtered byte| (§12.7); ties go to the lower type.
  static func bestFilter(
    _ line: UnsafeBufferPointer<UInt8>, _ prior: UnsafeBufferPointer<UInt8>, bpp: Int
  ) -> UInt8 {
    var sums = (0, 0, 0)
    // The first pixel has no left neighbour (a = 0); split off so the main loop has no
    // branch on the position.
    for index in 0..<min(bpp, line.count) {
      let x = line[index]
      sums.0 += magnitude(x)
      sums.1 += magnitude(x)
      sums.2 += magnitude(x &- prior[index])
    }
    var index = bpp
    while index < line.count {
      let x = line[index]
      sums.0 &+= magnitude(x)
      sums.1 &+= magnitude(x &- line[index - bpp])
      sums.2 &+= magnitude(x &- prior[index])
      index &+= 1
    }
    var best: UInt8 = 0
    var bestSum = sums.0
    if sums.1 < bestSum { (best, bestSum) = (1, sums.1) }
    if sums.2 < bestSum { best = 2 }
    return best
  }

  /// Writes `line` filtered with `type` (§9.2) to `out`, one loop per type.
  static func apply(
    _ type: UInt8, _ line: UnsafeBufferPointer<UInt8>, _ prior: UnsafeBufferPointer<UInt8>,
    bpp: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    let count = line.count
    let head = min(bpp, count)
    switch type {
    case 0:
      for index in 0..<count { out[index] = line[index] }
    case 1:
      for index in 0..<head { out[index] = line[index] }
      for index in head..<count { out[index] = line[index] &- line[index - bpp] }
    case 2:
      for index in 0..<count { out[index] = line[index] &- prior[index] }
    case 3:
      for index in 0..<head { out[index] = line[index] &- (prior[index] >> 1) }
      for index in head..<count {
        out[index] = line[index] &- UInt8((UInt16(line[index - bpp]) + UInt16(prior[index])) >> 1)
      }
    default:
      for index in 0..<head { out[index] = line[index] &- prior[index] }
      for index in head..<count {
        out[index] = line[index] &- paeth(line[index - bpp], prior[index], prior[index - bpp])
      }
    }
  }

  /// |byte read as a signed 8-bit value|.
  @inline(__always)
  static func magnitude(_ byte: UInt8) -> Int {
    let signed = Int(Int8(bitPattern: byte))
    let sign = signed >> 63
    return (signed ^ sign) &- sign
  }

  /// The Paeth predictor (§9.4): the neighbour closest to a + b − c, ties a, b, c in order.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    // p − a = b − c, p − b = a − c, p − c = a + b − 2c.
    let pa = abs(Int32(b) &- Int32(c))
    let pb = abs(Int32(a) &- Int32(c))
    let pc = abs(Int32(a) &+ Int32(b) &- 2 &* Int32(c))
    let aOrB = pa <= pb ? a : b
    let best = min(pa, pb)
    return best <= pc ? aOrB : c
  }
}
