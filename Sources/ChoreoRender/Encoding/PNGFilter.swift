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
import CLibC

/// Un-premultiplication and per-row adaptive filtering (the Paeth predictor is shared with
/// ChoreoTesting's PNG reader, which unfilters with it).
package enum PNGFilter {
  /// `table[a << 8 | c]` = round(c · 255 / a) clamped to 255 (0 when a = 0).
  ///
  /// Built with one division per alpha: ⌊n / a⌋ = ⌊n · ⌈2³² / a⌉ / 2³²⌋ exactly for
  /// n = c · 255 + ⌊a / 2⌋ < 2¹⁶ (the error n · (⌈2³²/a⌉ − 2³²/a) / 2³² < 2⁻¹⁶ stays below
  /// the 1/a gap to the next integer; Granlund & Montgomery, "Division by invariant
  /// integers using multiplication", PLDI 1994).
  static let unpremultiplyTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 65536)
    table.withUnsafeMutableBufferPointer { table in
      for alpha in 1..<256 {
        let reciprocal = (UInt64(1) << 32 + UInt64(alpha) - 1) / UInt64(alpha)
        for channel in 0..<256 {
          let n = UInt64(channel * 255 + alpha / 2)
          table[alpha << 8 | channel] = UInt8(min(255, (n &* reciprocal) >> 32))
        }
      }
    }
    return table
  }()

  /// Straight-alpha rows of `rect`, 3 or 4 bytes a pixel, without filter bytes; 3 only for
  /// an opaque image (alpha is then dropped, and no colour needs un-premultiplying).
  static func straightRows(_ image: Bitmap, rect: PixelRect, channels: Int) -> [UInt8] {
    let rowBytes = rect.width * channels
    // Every byte is written below.
    var raw = [UInt8](unsafeUninitializedCapacity: rowBytes * rect.height) { _, count in
      count = rowBytes * rect.height
    }
    raw.withUnsafeMutableBufferPointer { out in
      for row in 0..<rect.height {
        straightRow(
          image, rect: rect, row: row, channels: channels, into: out.baseAddress! + row * rowBytes)
      }
    }
    return raw
  }

  /// Row `row` of `rect` (0 is its top) as straight-alpha bytes, 3 or 4 a pixel (3 only
  /// for an opaque image), written to `out`.
  ///
  /// - Precondition: with 3 channels, every pixel of the row is opaque.
  static func straightRow(
    _ image: Bitmap, rect: PixelRect, row: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    image.pixels.withUnsafeBytes { source in
      let from =
        source.baseAddress!.assumingMemoryBound(to: UInt32.self) + (rect.y + row) * image.width
        + rect.x
      if channels == 3 {
        // Four pixels (16 bytes, two 8-byte loads) to 12 bytes (one 8-byte and one 4-byte
        // store) by shifts: a byte at a time was the encoder's hottest loop. The dropped
        // alpha bytes are ANDed on the way, to check that the row is opaque.
        let raw = UnsafeRawPointer(from)
        let to = UnsafeMutableRawPointer(out)
        var alphas = UInt64.max
        var x = 0
        while x + 4 <= rect.width {
          let first = UInt64(
            littleEndian: raw.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self))
          let second = UInt64(
            littleEndian: raw.loadUnaligned(
              fromByteOffset: 4 * x + 8, as: UInt64.self))
          // Little-endian words: pixel 0 is bits 0–23 of `first`, pixel 1 bits 32–55.
          let low =
            first & 0xFF_FFFF | (first >> 8) & 0xFFFF_FF00_0000 | second << 48
          let high = UInt32(
            truncatingIfNeeded: (second >> 16) & 0xFF | (second >> 32 & 0xFF_FFFF) << 8)
          to.storeBytes(of: low.littleEndian, toByteOffset: 3 * x, as: UInt64.self)
          to.storeBytes(of: high.littleEndian, toByteOffset: 3 * x + 8, as: UInt32.self)
          alphas &= first & second
          x += 4
        }
        for x in x..<rect.width {
          let pixel = UInt32(littleEndian: from[x])
          out[3 * x] = UInt8(truncatingIfNeeded: pixel)
          out[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
          out[3 * x + 2] = UInt8(truncatingIfNeeded: pixel >> 16)
          alphas &= UInt64(pixel) << 32 | UInt64(pixel)
        }
        precondition(
          alphas >> 56 == 0xFF && alphas >> 24 & 0xFF == 0xFF,
          "row \(row) of \(rect) has a translucent pixel, but RGB (3 bytes a pixel) drops alpha")
        return
      }
      let to = UnsafeMutableRawPointer(out)
      unpremultiplyTable.withUnsafeBufferPointer { table in
        for x in 0..<rect.width {
          var pixel = UInt32(littleEndian: from[x])
          let alpha = Int(pixel >> 24)
          if alpha != 255 {
            let r = table[alpha << 8 | Int(pixel & 0xFF)]
            let g = table[alpha << 8 | Int(pixel >> 8 & 0xFF)]
            let b = table[alpha << 8 | Int(pixel >> 16 & 0xFF)]
            pixel = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(alpha) << 24
          }
          // Little-endian: red is the first byte, as in the bitmap.
          to.storeBytes(of: pixel.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
        }
      }
    }
  }

  /// Clears (to 0, 0, 0, 0) the pixels of `line`, row `row` of `rect` as 4-byte straight
  /// pixels, that an APNG frame blended OVER the frame before may leave transparent: each
  /// run of equal pixels (in `image`, along the row) in which no pixel differs from
  /// `previous`. A run with a changed pixel keeps its colour whole, unchanged pixels
  /// included: drawn OVER they give the colour that was there, and a run of one colour
  /// deflates as one match where a run broken by transparent pixels takes several (the
  /// gallery's APNGs come out about 5% smaller).
  ///
  /// - Precondition: the pixels that differ are opaque (blended OVER, a translucent one
  ///   would show the frame before through it).
  static func clearUnchanged(
    _ image: Bitmap, since previous: Bitmap, rect: PixelRect, row: Int,
    in line: UnsafeMutablePointer<UInt8>
  ) {
    var alphas = UInt32.max
    forEachRun(image, since: previous, rect: rect, row: row) { start, end, pixel, changed in
      if changed {
        alphas &= UInt32(littleEndian: pixel)
      } else {
        (line + 4 * start).update(repeating: 0, count: 4 * (end - start))
      }
    }
    precondition(
      alphas >> 24 == 0xFF,
      "row \(row) of \(rect) changed a pixel to a translucent one, but it is blended over")
  }

  /// The RGB form of ``clearUnchanged(_:since:rect:row:in:)`` for a stream with a key
  /// colour (tRNS, PNG 3rd edition §11.3.2.1): the same runs are left to the frame before,
  /// written as `key` (3 bytes a pixel in `line`) rather than as transparent pixels.
  ///
  /// - Parameter key: An opaque pixel as a little-endian word (red in the low byte).
  /// - Returns: Whether a pixel written as itself (in a run with a change) is `key`, which
  ///   would read as transparent.
  /// - Precondition: the row is opaque (checked as it is packed, see ``straightRow``).
  static func keyUnchanged(
    _ image: Bitmap, since previous: Bitmap, rect: PixelRect, row: Int, key: UInt32,
    in line: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let keyBytes = (
      UInt8(truncatingIfNeeded: key), UInt8(truncatingIfNeeded: key >> 8),
      UInt8(truncatingIfNeeded: key >> 16)
    )
    var drawsKey = false
    forEachRun(image, since: previous, rect: rect, row: row) { start, end, pixel, changed in
      if changed {
        if UInt32(littleEndian: pixel) == key { drawsKey = true }
      } else {
        for x in start..<end { (line[3 * x], line[3 * x + 1], line[3 * x + 2]) = keyBytes }
      }
    }
    return drawsKey
  }

  /// Walks row `row` of `rect` of `image` as runs of equal pixels, calling `body` with each
  /// run's start and end (pixels from the rectangle's left edge), its pixel (the bitmap's
  /// word) and whether any pixel of it differs from `previous`.
  @inline(__always)
  private static func forEachRun(
    _ image: Bitmap, since previous: Bitmap, rect: PixelRect, row: Int,
    _ body: (_ start: Int, _ end: Int, _ pixel: UInt32, _ changed: Bool) -> Void
  ) {
    precondition(
      previous.width == image.width && previous.height == image.height,
      "previous frame is \(previous.width)×\(previous.height), frame is"
        + " \(image.width)×\(image.height)")
    guard rect.width > 0 else { return }
    image.pixels.withUnsafeBytes { now in
      previous.pixels.withUnsafeBytes { before in
        let start = ((rect.y + row) * image.width + rect.x) * 4
        let a = now.baseAddress! + start
        let b = before.baseAddress! + start
        var runStart = 0
        var runPixel = a.loadUnaligned(as: UInt32.self)
        var runChanged = false
        for x in 0..<rect.width {
          let offset = 4 * x
          let pixel = a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          if pixel != runPixel {
            body(runStart, x, runPixel, runChanged)
            (runStart, runPixel, runChanged) = (x, pixel, false)
          }
          if pixel != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self) {
            runChanged = true
          }
        }
        body(runStart, rect.width, runPixel, runChanged)
      }
    }
  }

  /// Whether row `row` of `rect` of `image` holds the pixel `key` (a little-endian word).
  static func contains(_ key: UInt32, _ image: Bitmap, rect: PixelRect, row: Int) -> Bool {
    image.pixels.withUnsafeBytes { raw in
      let from =
        raw.baseAddress!.assumingMemoryBound(to: UInt32.self) + (rect.y + row) * image.width
        + rect.x
      // No early exit: the loop vectorises.
      var found: UInt32 = 0
      for x in 0..<rect.width { found |= UInt32(littleEndian: from[x]) == key ? 1 : 0 }
      return found != 0
    }
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
            filterRow(
              line, prior, first: row == 0, bpp: bpp,
              into: out.baseAddress! + row * (rowBytes + 1))
          }
        }
      }
    }
    return output
  }

  /// Writes the filter-type byte and `line` filtered with the best type to `out`
  /// (`line.count + 1` bytes); `prior` is the row above (zeros for the first row).
  @inline(__always)
  static func filterRow(
    _ line: UnsafeBufferPointer<UInt8>, _ prior: UnsafeBufferPointer<UInt8>, first: Bool,
    bpp: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    // A row equal to the one above filters to all zeros with Up: the smallest sum
    // possible, found without trying the other filters (flat UI areas).
    let best =
      !first && memcmp(line.baseAddress!, prior.baseAddress!, line.count) == 0
      ? 2 : bestFilter(line, prior, bpp: bpp)
    out[0] = best
    apply(best, line, prior, bpp: bpp, into: out + 1)
  }

  /// The filter type among None (0), Sub (1) and Up (2) with the smallest sum of
  /// |signed filtered byte| (§12.7); ties go to the lower type.
  static func bestFilter(
    _ line: UnsafeBufferPointer<UInt8>, _ prior: UnsafeBufferPointer<UInt8>, bpp: Int
  ) -> UInt8 {
    // 32-bit sums: a row has at most 65535 · 4 bytes of magnitude at most 128, below 2³².
    guard let x = line.baseAddress, let above = prior.baseAddress else { return 0 }
    let count = line.count
    let head = min(bpp, count)
    var (none, sub, up): (UInt32, UInt32, UInt32) = (0, 0, 0)
    // The first pixel has no left neighbour (a = 0); split off so the main loop has no
    // branch on the position.
    for index in 0..<head {
      none &+= magnitude8(x[index])
      sub &+= magnitude8(x[index])
      up &+= magnitude8(x[index] &- above[index])
    }
    // Blocks of up to 511 bytes summed in 16 bits (511 · 128 < 2¹⁶), so the loop
    // vectorises with 16-bit lanes (twice as many as 32-bit ones), |signed byte| taken as
    // min(u, 0 − u) of the unsigned byte (128 for 0x80).
    let left = x - bpp
    var index = head
    while index < count {
      let end = min(count, index &+ 511)
      var (noneBlock, subBlock, upBlock): (UInt16, UInt16, UInt16) = (0, 0, 0)
      // Each |signed byte| is min(u, 0 − u) of the unsigned byte u, written out: a helper
      // function, even one marked @inline(__always), is a call in the debug build (three a
      // byte of every row), and `min` a generic one, through its witness table.
      while index < end {
        let byte = x[index]
        let subByte = byte &- left[index]
        let upByte = byte &- above[index]
        let (negatedByte, negatedSub, negatedUp) = (0 &- byte, 0 &- subByte, 0 &- upByte)
        noneBlock &+= UInt16(byte < negatedByte ? byte : negatedByte)
        subBlock &+= UInt16(subByte < negatedSub ? subByte : negatedSub)
        upBlock &+= UInt16(upByte < negatedUp ? upByte : negatedUp)
        index &+= 1
      }
      none &+= UInt32(noneBlock)
      sub &+= UInt32(subBlock)
      up &+= UInt32(upBlock)
    }
    var best: UInt8 = 0
    var bestSum = none
    if sub < bestSum { (best, bestSum) = (1, sub) }
    if up < bestSum { best = 2 }
    return best
  }

  /// |byte read as a signed 8-bit value| (128 for 0x80).
  @inline(__always)
  static func magnitude8(_ byte: UInt8) -> UInt32 {
    let signed = Int8(bitPattern: byte)
    return UInt32(UInt8(bitPattern: signed < 0 ? 0 &- signed : signed))
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

  /// The Paeth predictor (§9.4): the neighbour closest to a + b − c, ties a, b, c in order.
  ///
  /// - Parameters:
  ///   - a: The byte to the left (0 outside the image).
  ///   - b: The byte above (0 outside the image).
  ///   - c: The byte above and to the left (0 outside the image).
  /// - Returns: Whichever of `a`, `b` and `c` is closest to `a + b − c`.
  @inline(__always)
  package static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    // p − a = b − c, p − b = a − c, p − c = a + b − 2c.
    let pa = abs(Int32(b) &- Int32(c))
    let pb = abs(Int32(a) &- Int32(c))
    let pc = abs(Int32(a) &+ Int32(b) &- 2 &* Int32(c))
    let aOrB = pa <= pb ? a : b
    let best = min(pa, pb)
    return best <= pc ? aOrB : c
  }
}
