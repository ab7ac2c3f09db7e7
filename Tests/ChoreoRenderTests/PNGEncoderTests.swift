import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoRender

@Suite struct PNGEncoderTests {
  @Test func layoutIsSignatureIHDRIDATIEND() {
    let bytes = PNGEncoder().encode(Bitmap(width: 3, height: 2, fill: .clear))
    #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
    // IHDR: length 13, width 3, height 2, depth 8, colour type 6 (not opaque).
    #expect(Array(bytes[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8))
    #expect(Array(bytes[16..<29]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    #expect(
      Array(bytes.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
  }

  @Test func opaqueImageIsRGBUnlessDisabled() {
    let image = Bitmap(width: 2, height: 2, fill: RGBA(red: 1, green: 0, blue: 0))
    #expect(PNGEncoder().encode(image)[25] == 2)
    #expect(PNGEncoder(allowsRGBWhenOpaque: false).encode(image)[25] == 6)
  }

  @Test func unpremultiplyTableIsRoundedDivision() {
    // The table is built by multiplying with a reciprocal; here by plain division.
    let table = PNGFilter.unpremultiplyTable
    for alpha in 0..<256 {
      for channel in 0..<256 {
        let expected = alpha == 0 ? 0 : min(255, (channel * 255 + alpha / 2) / alpha)
        guard Int(table[alpha << 8 | channel]) == expected else {
          Issue.record("alpha \(alpha), channel \(channel): \(table[alpha << 8 | channel])")
          return
        }
      }
    }
  }

  @Test func streamedScanlinesGiveTheBytesOfOneShotCompression() {
    // compressedData filters and deflates a batch of rows at a time; the stream must be
    // the one-shot compression of every filtered scanline, at fast and slow levels, for
    // opaque (3-byte) and translucent (4-byte) rows, with images taller than one batch.
    var generator = SeededGenerator(seed: 11)
    for (width, height, opaque) in [(700, 300, true), (333, 257, false), (1, 5, false)] {
      var image = Bitmap(width: width, height: height, fill: .white)
      for index in stride(from: 0, to: image.pixels.count, by: 4) {
        let alpha = opaque ? 255 : UInt8.random(in: 0...255, using: &generator)
        let value = UInt8.random(in: 0...alpha, using: &generator)
        image.pixels[index] = index % 97 < 50 ? value : 0
        image.pixels[index + 1] = value / 2
        image.pixels[index + 2] = 0
        image.pixels[index + 3] = alpha
      }
      let channels = opaque ? 3 : 4
      for level in [1, 4, 6, 9] {
        let encoder = PNGEncoder(compressionLevel: level)
        let whole = Zlib.compress(
          PNGFilter.filteredScanlines(image, rect: .full(image), channels: channels),
          level: level)
        #expect(
          encoder.compressedData(image, rect: .full(image), channels: channels) == whole,
          "\(width)×\(height) at level \(level)")
      }
    }
  }

  @Test func filterChoiceMatchesScalarSumsOfSignedMagnitudes() {
    // PNG spec §12.7: the smallest Σ |filtered byte as signed|, ties to the lower type,
    // summed here byte by byte over rows of every length around the 16-byte chunks,
    // 3 and 4 bytes a pixel, with bytes near ±128 (0x80 counts 128).
    var generator = SeededGenerator(seed: 23)
    let lengths = Array(0...70) + [2880, 9000, 16 * 511 + 3, 16 * 512 + 5]
    for bpp in [3, 4] {
      for count in lengths {
        for spread in [UInt8(3), 255] {
          let line = (0..<count).map { _ in UInt8.random(in: 0...spread, using: &generator) &+ 126 }
          let prior = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
          var sums = [0, 0, 0]
          for index in 0..<count {
            let left = index >= bpp ? line[index - bpp] : 0
            for (type, value) in [line[index], line[index] &- left, line[index] &- prior[index]]
              .enumerated()
            {
              sums[type] += abs(Int(Int8(bitPattern: value)))
            }
          }
          let expected = UInt8(sums.firstIndex(of: sums.min()!)!)
          let chosen = line.withUnsafeBufferPointer { line in
            prior.withUnsafeBufferPointer { PNGFilter.bestFilter(line, $0, bpp: bpp) }
          }
          #expect(chosen == expected, "\(count) bytes, bpp \(bpp), sums \(sums)")
        }
      }
    }
  }

  @Test func opaqueRowsDropAlphaAtEveryWidth() {
    // Colour type 2 stores red, green, blue of each pixel (§7.2), whatever the width's
    // remainder after the 4-pixel loop; checked inside a wider image at an offset.
    var generator = SeededGenerator(seed: 29)
    for width in Array(1...13) + [961] {
      var image = Bitmap(width: width + 3, height: 2, fill: .white)
      for index in 0..<image.pixels.count where index % 4 != 3 {
        image.pixels[index] = UInt8.random(in: 0...255, using: &generator)
      }
      let rect = PixelRect(x: 2, y: 1, width: width, height: 1)
      var expected: [UInt8] = []
      for x in 2..<(2 + width) {
        let (red, green, blue, _) = image[x, 1]
        expected += [red, green, blue]
      }
      #expect(PNGFilter.straightRows(image, rect: rect, channels: 3) == expected, "width \(width)")
    }
  }

  @Test func paethPredictorFollowsTheSpec() {
    // PNG spec §9.4: p = a + b − c; pick the nearest of a, b, c, ties in that order.
    #expect(PNGFilter.paeth(10, 20, 15) == 15)  // p = 15: c exact
    #expect(PNGFilter.paeth(10, 20, 10) == 20)  // p = 20: b exact
    #expect(PNGFilter.paeth(10, 10, 10) == 10)  // all tie: a
    #expect(PNGFilter.paeth(200, 0, 100) == 100)  // p = 100: c
  }

  @Test func filterRoundTripsThroughAnIndependentUnfilter() {
    var generator = SeededGenerator(seed: 7)
    let rowBytes = 12
    let rows = 9
    // Smooth gradient rows plus noise so that different filters win on different rows.
    let raw = (0..<(rowBytes * rows)).map { index -> UInt8 in
      let noise = UInt8.random(in: 0...3, using: &generator)
      return index / rowBytes % 2 == 0 ? UInt8(index % 256) &+ noise : noise
    }
    let filtered = PNGFilter.filter(raw, rowBytes: rowBytes, rows: rows, bpp: 4)
    // Reconstruction per PNG spec §9.2, written out here separately.
    var out = [UInt8](repeating: 0, count: raw.count)
    for row in 0..<rows {
      let filterType = filtered[row * (rowBytes + 1)]
      #expect(filterType <= 4)
      for index in 0..<rowBytes {
        let x = filtered[row * (rowBytes + 1) + 1 + index]
        let a: Int = index >= 4 ? Int(out[row * rowBytes + index - 4]) : 0
        let b: Int = row > 0 ? Int(out[(row - 1) * rowBytes + index]) : 0
        let c: Int = index >= 4 && row > 0 ? Int(out[(row - 1) * rowBytes + index - 4]) : 0
        let predictor: Int
        switch filterType {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        default:
          let p: Int = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        out[row * rowBytes + index] = x &+ UInt8(predictor)
      }
    }
    #expect(out == raw)
  }

  @Test func unpremultiplyRoundTripsEveryPremultipliedValue() {
    // For every alpha and every premultiplied channel c ≤ alpha, re-premultiplying the
    // stored straight value gives back c exactly.
    for alpha in 1...255 {
      for channel in 0...alpha {
        let straight = Int(PNGFilter.unpremultiplyTable[alpha << 8 | channel])
        #expect((straight * alpha + 127) / 255 == channel, "a \(alpha) c \(channel)")
      }
    }
  }

  @Test func outputIsDeterministic() {
    let image = Samples.random(width: 17, height: 5, seed: 3)
    #expect(PNGEncoder().encode(image) == PNGEncoder().encode(image))
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowDecodesRandomPixelsExactly() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    for (index, size) in [(1, 1), (7, 3), (33, 17), (64, 2)].enumerated() {
      let image = Samples.random(width: size.0, height: size.1, seed: UInt64(index))
      let path = scratch.file("random-\(index).png")
      try PNGEncoder().write(image, to: path)
      let decoded = try ExternalTools.decode(path)
      #expect(decoded.format == "PNG")
      #expect(decoded.mode == "RGBA")
      #expect(decoded.width == size.0 && decoded.height == size.1)
      // Tolerance: none in premultiplied space. (The straight values Pillow returns are
      // exact to ±255/(2·alpha), which is why the comparison premultiplies them back.)
      #expect(Samples.premultiplied(decoded.frames[0].rgba) == image.pixels)
    }
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowDecodesOpaqueImageAsRGB() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let image = Samples.square(width: 20, height: 10, x: 3, y: 2, side: 5)
    try PNGEncoder().write(image, to: scratch.file("opaque.png"))
    let decoded = try ExternalTools.decode(scratch.file("opaque.png"))
    #expect(decoded.mode == "RGB")
    #expect(decoded.frames[0].rgba == image.pixels)
  }

  @Test(.enabled(if: ExternalTools.shouldRunPngcheck))
  func pngcheckAcceptsTheFile() throws {
    guard ExternalTools.requirePngcheck() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    try PNGEncoder().write(
      Samples.random(width: 40, height: 30, seed: 9), to: scratch.file("a.png"))
    let result = ExternalTools.pngcheck(scratch.file("a.png"))
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("40 x 30 image, 32-bit RGB+alpha"), "\(result.output)")
    #expect(result.output.contains("No errors detected"), "\(result.output)")
  }
}
