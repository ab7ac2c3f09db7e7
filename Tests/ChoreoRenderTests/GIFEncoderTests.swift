import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoRender

/// The blocks of a GIF file, read independently of the encoder (GIF89a §17–§27).
struct ParsedGIF {
  struct Image {
    var disposal: Int
    var delay: Int
    var transparentIndex: Int?
    var rect: PixelRect
  }
  var width = 0
  var height = 0
  var tableSize = 0
  var loop: Int?
  var images: [Image] = []

  init(_ bytes: [UInt8]) {
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    precondition(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    width = u16(6)
    height = u16(8)
    var offset = 13
    if bytes[10] & 0x80 != 0 {
      tableSize = 1 << (Int(bytes[10] & 7) + 1)
      offset += 3 * tableSize
    }
    func skipSubBlocks() {
      while bytes[offset] != 0 { offset += Int(bytes[offset]) + 1 }
      offset += 1
    }
    var pending: (Int, Int, Int?) = (0, 0, nil)
    while bytes[offset] != 0x3B {
      if bytes[offset] == 0x21 {
        let label = bytes[offset + 1]
        if label == 0xF9 {
          let packed = bytes[offset + 3]
          pending = (
            Int(packed >> 2 & 7), u16(offset + 4), packed & 1 == 1 ? Int(bytes[offset + 6]) : nil
          )
        } else if label == 0xFF && bytes[offset + 2] == 11 {
          loop = u16(offset + 16)
        }
        offset += 2
        skipSubBlocks()
      } else {
        precondition(bytes[offset] == 0x2C, "unexpected block \(bytes[offset])")
        let rect = PixelRect(
          x: u16(offset + 1), y: u16(offset + 3), width: u16(offset + 5), height: u16(offset + 7))
        images.append(
          Image(disposal: pending.0, delay: pending.1, transparentIndex: pending.2, rect: rect))
        offset += 11
        skipSubBlocks()
      }
    }
  }
}

@Suite struct GIFLZWTests {
  @Test func fourIdenticalPixelsByHand() {
    // Min code size 2: clear = 4, EOI = 5, first free code 6, codes start 3 bits wide.
    // Input 0 0 0 0 → codes 4 (clear), 0, 6 ("00"), 0, then EOI. After the last 0 the
    // next free code is 8 = 2³, so EOI goes out in 4 bits. LSB-first packing:
    // 100 | 000 | 110 | 000 | 0101 → bits 0..15 → bytes 0x84, 0x51.
    var lzw = GIFLZW()
    #expect(lzw.codeStream([0, 0, 0, 0], minimumCodeSize: 2) == [0x84, 0x51])
  }

  @Test func publishedTenByTenExample() {
    // The 10×10 four-colour sample of Matthew Flickinger's "What's in a GIF" (LZW image
    // data section), whose code stream is worked through by hand there:
    // #4 #1 #6 #6 #2 #9 #9 #7 #8 #10 #2 #12 #1 #14 #15 #6 #0 #21 #0 #10 #7 #22 #23 #18
    // #26 #7 #10 #29 #13 #24 #12 #18 #16 #36 #12 #5, packed into the 22 bytes below.
    let rows = [
      "1111122222", "1111122222", "1111122222", "1110000222", "1110000222",
      "2220000111", "2220000111", "2222211111", "2222211111", "2222211111",
    ]
    let indices = rows.flatMap { $0.map { UInt8(String($0))! } }
    var lzw = GIFLZW()
    #expect(
      lzw.codeStream(indices, minimumCodeSize: 2) == [
        0x8C, 0x2D, 0x99, 0x87, 0x2A, 0x1C, 0xDC, 0x33, 0xA0, 0x02, 0x75, 0xEC, 0x95, 0xFA,
        0xA8, 0xDE, 0x60, 0x8C, 0x04, 0x91, 0x4C, 0x01,
      ])
  }

  /// An independent encoder of the same rules (a dictionary of strings, a fresh one per
  /// table), to compare the table-reusing encoder's bytes with.
  static func referenceCodeStream(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    let clear = 1 << minimumCodeSize
    var output: [UInt8] = []
    var bits: [Bool] = []
    var width = minimumCodeSize + 1
    var table: [[UInt8]: Int] = [:]
    var next = clear + 2
    func emit(_ code: Int) {
      for bit in 0..<width { bits.append(code >> bit & 1 == 1) }
    }
    emit(clear)
    var current: [UInt8] = []
    for byte in indices {
      let extended = current + [byte]
      if extended.count == 1 || table[extended] != nil {
        current = extended
        continue
      }
      emit(current.count == 1 ? Int(current[0]) : table[current]!)
      if next >= 1 << width && width < 12 { width += 1 }
      if next < 4095 {
        table[extended] = next
        next += 1
      } else {
        emit(clear)
        table = [:]
        width = minimumCodeSize + 1
        next = clear + 2
      }
      current = [byte]
    }
    if !current.isEmpty {
      emit(current.count == 1 ? Int(current[0]) : table[current]!)
      if next >= 1 << width && width < 12 { width += 1 }
    }
    emit(clear + 1)
    for start in stride(from: 0, to: bits.count, by: 8) {
      var byte: UInt8 = 0
      for (offset, bit) in bits[start..<min(start + 8, bits.count)].enumerated() where bit {
        byte |= 1 << offset
      }
      output.append(byte)
    }
    return output
  }

  @Test func reusedTablesMatchAFreshDictionaryPerTable() {
    // One encoder for many streams (each starts a new table generation), long enough to
    // pass the 4095-code clear several times, and across the generation counter's wrap.
    var random = SeededGenerator(seed: 0x4C5A57)
    var lzw = GIFLZW()
    for round in 0..<12 {
      if round == 6 { lzw.generation = 0xFFFE }
      let codeSize = [2, 3, 8][round % 3]
      let count = [0, 1, 5000, 40_000][round % 4]
      let colours = 1 << codeSize
      // Runs of random lengths, as frames have, so strings grow long.
      var indices: [UInt8] = []
      while indices.count < count {
        let value = UInt8(Int.random(in: 0..<colours, using: &random))
        indices += repeatElement(value, count: Int.random(in: 1...6, using: &random))
      }
      indices = Array(indices.prefix(count))
      #expect(
        lzw.codeStream(indices, minimumCodeSize: codeSize)
          == Self.referenceCodeStream(indices, minimumCodeSize: codeSize),
        "round \(round): \(count) indices, code size \(codeSize)")
    }
    #expect(lzw.generation < 12, "the generation wrapped to a small number")
  }

  @Test func longRunsMatchAFreshDictionaryPerTable() {
    // Runs of one index from 1 to 3000 long (the encoder jumps along the run strings it
    // has listed per index), several indices running in turn so that their lists grow
    // side by side, across the 4095-code clear (the lists start again).
    var random = SeededGenerator(seed: 0x52554E)
    var lzw = GIFLZW()
    for codeSize in [2, 8] {
      var indices: [UInt8] = []
      while indices.count < 120_000 {
        let value = UInt8(Int.random(in: 0..<min(4, 1 << codeSize), using: &random))
        let length = [1, 2, 3, 17, 300, 3000][Int.random(in: 0..<6, using: &random)]
        indices += repeatElement(value, count: Int.random(in: 1...length, using: &random))
      }
      #expect(
        lzw.codeStream(indices, minimumCodeSize: codeSize)
          == Self.referenceCodeStream(indices, minimumCodeSize: codeSize),
        "code size \(codeSize)")
    }
  }

  @Test func subBlocksAreAtMost255Bytes() {
    let framed = GIFLZW.subBlocks([UInt8](repeating: 7, count: 300))
    #expect(framed.count == 1 + 255 + 1 + 45 + 1)
    #expect(framed[0] == 255 && framed[256] == 45 && framed.last == 0)
  }
}

@Suite struct GIFTimingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var fps: Int
    var frames: [Int]
    var centiseconds: [Int]
    var testDescription: String { "\(fps) fps" }
  }

  // One second of frames at each rate, worked out from the rule: boundaries at
  // round(100·k/fps) cs (ties later), and at 60 fps the 2-cs grid keeping the frame whose
  // start is nearest each boundary (k = 0, 1, 2, 4, 5 of every 6).
  static let cases: [Case] = [
    Case(
      fps: 60, frames: (0..<60).filter { $0 % 6 != 3 },
      centiseconds: Array(repeating: 2, count: 50)),
    Case(
      fps: 30, frames: Array(0..<30),
      centiseconds: Array([[3, 4, 3]].joined()).repeated(10)),
    Case(fps: 24, frames: Array(0..<24), centiseconds: [4, 4, 5, 4, 4, 4].repeated(4)),
    Case(fps: 50, frames: Array(0..<50), centiseconds: Array(repeating: 2, count: 50)),
  ]

  @Test(arguments: cases)
  func oneSecondAtCommonRates(_ example: Case) {
    let plan = GIFTiming.schedule(
      Array(repeating: FrameDelay(fps: example.fps), count: example.fps))
    #expect(plan.map(\.frame) == example.frames)
    #expect(plan.map(\.centiseconds) == example.centiseconds)
    #expect(plan.map(\.centiseconds).reduce(0, +) == 100)
  }

  @Test func randomDelaysKeepTotalsAndMinimum() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<500 {
      let count = Int.random(in: 1...40, using: &generator)
      let delays = (0..<count).map { _ in
        FrameDelay(
          numerator: Int.random(in: 1...5, using: &generator),
          denominator: [24, 25, 30, 50, 60, 100, 120][Int.random(in: 0...6, using: &generator)])
      }
      let total = delays.reduce(FrameDelay(numerator: 0, denominator: 1), +)
      let exactCentiseconds = Double(total.numerator) * 100 / Double(total.denominator)
      let plan = GIFTiming.schedule(delays)
      let sum = plan.map(\.centiseconds).reduce(0, +)
      #expect(abs(Double(sum) - exactCentiseconds) <= 0.5)
      if exactCentiseconds >= 2 {
        #expect(plan.allSatisfy { $0.centiseconds >= 2 }, "\(delays) → \(plan)")
        #expect(plan.last?.frame == count - 1, "the final frame always shows")
      }
      #expect(zip(plan, plan.dropFirst()).allSatisfy { $0.frame < $1.frame })
    }
  }
}

extension Array {
  fileprivate func repeated(_ times: Int) -> [Element] {
    Array((0..<times).map { _ in self }.joined())
  }
}

@Suite struct GIFPaletteTests {
  @Test func fewColoursAreExact() {
    var histogram: [UInt32: Int] = [:]
    for index in 0..<255 { histogram[UInt32(index * 65_793)] = index + 1 }
    var palette = GIFPalette(histogram: histogram)
    #expect(palette.colours.count == 255)
    #expect(palette.transparentIndex == 255)
    for colour in histogram.keys {
      #expect(palette.colours[Int(palette.index(of: colour))] == colour)
    }
  }

  @Test func flatColoursStayExactAndEdgesStayClose() {
    // Three flat UI colours covering most pixels, and anti-aliased blends between them
    // (255 steps from each to the next: 510 rare colours).
    let flats: [(Int, Int, Int)] = [(255, 255, 255), (0, 122, 255), (52, 199, 89)]
    var histogram: [UInt32: Int] = [:]
    func key(_ c: (Int, Int, Int)) -> UInt32 { UInt32(c.0 << 16 | c.1 << 8 | c.2) }
    for flat in flats { histogram[key(flat)] = 100_000 }
    var blends: [(Int, Int, Int)] = []
    for (a, b) in [(flats[0], flats[1]), (flats[1], flats[2])] {
      for step in 1..<255 {
        func mix(_ x: Int, _ y: Int) -> Int { (x * (255 - step) + y * step + 127) / 255 }
        blends.append((mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2)))
      }
    }
    for blend in blends { histogram[key(blend), default: 0] += 3 }
    #expect(histogram.count > 255)
    var palette = GIFPalette(histogram: histogram)
    for flat in flats {
      #expect(palette.colours[Int(palette.index(of: key(flat)))] == key(flat))
    }
    // Stated tolerance for quantised (edge) colours: 2 per channel (measured: 1).
    var worst = 0
    for blend in blends {
      let entry = palette.colours[Int(palette.index(of: key(blend)))]
      let channels = [Int(entry >> 16), Int(entry >> 8 & 0xFF), Int(entry & 0xFF)]
      worst = max(
        worst, abs(channels[0] - blend.0), abs(channels[1] - blend.1), abs(channels[2] - blend.2))
    }
    #expect(worst <= 2, "worst channel error \(worst)")
  }
}

extension GIFPaletteTests {
  @Test func smallFlatFillBelowTheReservationThresholdStaysExact() {
    // One huge background, a 300-pixel icon colour (below 1/2000 of the pixels) and 5000
    // scattered rare colours. The icon's weight makes every box holding it split first, so it
    // ends alone in its box (or dominant in it) and is kept exactly.
    var generator = SeededGenerator(seed: 3)
    var histogram: [UInt32: Int] = [0xF2F2F7: 1_000_000, 0xFF3B30: 300]
    while histogram.count < 5002 {
      histogram[UInt32.random(in: 0...0xFFFFFF, using: &generator), default: 0] += 2
    }
    var palette = GIFPalette(histogram: histogram)
    #expect(palette.colours[Int(palette.index(of: 0xF2F2F7))] == 0xF2F2F7)
    #expect(palette.colours[Int(palette.index(of: 0xFF3B30))] == 0xFF3B30)
  }
}

@Suite struct GIFEncoderTests {
  static let squares: [Bitmap] = (0..<60).map {
    Samples.square(width: 40, height: 24, x: 2 + $0 / 3, y: 6, side: 8)
  }

  @Test func frameDifferencesUseSubRectanglesAndDisposalOne() {
    let bytes = GIFEncoder(loopCount: 0).encode(Self.squares, frameDelay: FrameDelay(fps: 60))
    let gif = ParsedGIF(bytes)
    #expect(gif.width == 40 && gif.height == 24)
    #expect(gif.loop == 0)
    #expect(gif.images[0].rect == PixelRect(x: 0, y: 0, width: 40, height: 24))
    #expect(gif.images.allSatisfy { $0.disposal == 1 })
    // The square moves one pixel every 3 source frames: each change is a 9×8 box.
    for image in gif.images.dropFirst() {
      #expect(image.rect.width == 9 && image.rect.height == 8 && image.rect.y == 6)
    }
    #expect(gif.images.map(\.delay).reduce(0, +) == 100)
    #expect(gif.images.allSatisfy { $0.delay >= 2 })
    let full = GIFEncoder(usesFrameDifferences: false).encode(
      Self.squares, frameDelay: FrameDelay(fps: 60))
    #expect(bytes.count < full.count)
  }

  @Test func loopCountMapsToNetscapeRepetitions() {
    let frames = Array(Self.squares.prefix(12))
    let delay = FrameDelay(fps: 30)
    #expect(ParsedGIF(GIFEncoder(loopCount: 0).encode(frames, frameDelay: delay)).loop == 0)
    #expect(ParsedGIF(GIFEncoder(loopCount: 1).encode(frames, frameDelay: delay)).loop == nil)
    #expect(ParsedGIF(GIFEncoder(loopCount: 3).encode(frames, frameDelay: delay)).loop == 2)
  }

  @Test func veryLongDelaysAreSplit() {
    let frames = [Self.squares[0], Self.squares[30]]
    let gif = ParsedGIF(
      GIFEncoder().encode(
        frames, delays: [FrameDelay(numerator: 700, denominator: 1), FrameDelay(fps: 10)]))
    #expect(gif.images.map(\.delay) == [65535, 70000 - 65535, 10])
    #expect(gif.images[1].rect == PixelRect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowDecodesFramesDurationsLoopAndExactFlatColours() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("squares.gif")
    try GIFEncoder(loopCount: 0).write(
      Self.squares, delays: Array(repeating: FrameDelay(fps: 60), count: 60), to: path)
    let decoded = try ExternalTools.decode(path)
    #expect(decoded.format == "GIF")
    #expect(decoded.loop == 0)
    // Source frames come in identical threes (the square moves every 3 frames at 60 fps):
    // 20 distinct frames of 1/20 s = 5 cs each.
    #expect(decoded.frames.count == 20)
    #expect(decoded.frames.allSatisfy { $0.duration == 50 })
    for (index, frame) in decoded.frames.enumerated() {
      #expect(frame.rgba == Self.squares[index * 3].pixels, "frame \(index)")
    }
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowDecodesDegenerateImages() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // Fully transparent (no colours: a 2-entry table) and one flat colour, one frame each.
    let empty = Bitmap(width: 3, height: 2)
    let flat = Bitmap(width: 3, height: 2, fill: RGBA(red: 1, green: 0, blue: 0))
    for (name, image) in [("empty", empty), ("flat", flat)] {
      let path = scratch.file(name + ".gif")
      try GIFEncoder().write([image], delays: [FrameDelay(fps: 1)], to: path)
      let gif = ParsedGIF(GIFEncoder().encode([image], frameDelay: FrameDelay(fps: 1)))
      #expect(gif.tableSize == 2 && gif.loop == nil && gif.images.count == 1)
      let decoded = try ExternalTools.decode(path)
      #expect(decoded.frames.count == 1 && decoded.frames[0].duration == 1000)
      #expect(decoded.frames[0].rgba == image.pixels, "\(name)")
    }
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowSeesTransparencyAndCompositing() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    var first = Bitmap(width: 6, height: 4)  // transparent
    first[1, 1] = (200, 0, 0, 200)  // alpha 78 %: over white → 200 + 55 = 255, 55, 55
    first[2, 1] = (60, 60, 0, 100)  // alpha 39 %: transparent
    first[3, 1] = (0, 0, 255, 255)
    var second = first
    second[4, 2] = (0, 255, 0, 255)
    let path = scratch.file("alpha.gif")
    try GIFEncoder().write(
      [first, second], delays: [FrameDelay(fps: 10), FrameDelay(fps: 5)], to: path)
    let decoded = try ExternalTools.decode(path)
    #expect(decoded.frames.map(\.duration) == [100, 200])
    func pixel(_ frame: Int, _ x: Int, _ y: Int) -> [UInt8] {
      Array(decoded.frames[frame].rgba[((y * 6 + x) * 4)..<((y * 6 + x) * 4 + 4)])
    }
    #expect(pixel(0, 0, 0)[3] == 0)
    #expect(pixel(0, 1, 1) == [255, 55, 55, 255])
    #expect(pixel(0, 2, 1)[3] == 0)
    #expect(pixel(0, 3, 1) == [0, 0, 255, 255])
    #expect(pixel(1, 4, 2) == [0, 255, 0, 255])
    #expect(pixel(1, 3, 1) == [0, 0, 255, 255])
    #expect(pixel(1, 0, 0)[3] == 0)
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pixelsThatTurnTransparentUseFullFramesWithDisposalTwo() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // A dot moving over a transparent canvas: its old position must become transparent.
    let frames = (0..<4).map { step -> Bitmap in
      var image = Bitmap(width: 8, height: 3)
      image[step * 2, 1] = (255, 0, 0, 255)
      return image
    }
    let bytes = GIFEncoder().encode(frames, frameDelay: FrameDelay(fps: 25))
    let gif = ParsedGIF(bytes)
    #expect(gif.images.allSatisfy { $0.disposal == 2 && $0.rect.width == 8 })
    let path = scratch.file("dot.gif")
    try GIFEncoder().write(
      frames, delays: Array(repeating: FrameDelay(fps: 25), count: 4), to: path)
    let decoded = try ExternalTools.decode(path)
    #expect(decoded.frames.count == 4)
    for (index, frame) in decoded.frames.enumerated() {
      let alphas = stride(from: 3, to: frame.rgba.count, by: 4).map { frame.rgba[$0] }
      let expected = stride(from: 3, to: frames[index].pixels.count, by: 4).map {
        frames[index].pixels[$0]
      }
      #expect(alphas == expected, "frame \(index)")
    }
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowDecodesQuantisedAntiAliasedFramesWithinTolerance() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // A horizontal gradient band (256 levels of blue over white, plus noise) on a flat
    // background: > 255 colours, so the palette is quantised.
    var generator = SeededGenerator(seed: 1)
    let frames = (0..<3).map { step -> Bitmap in
      var image = Samples.square(width: 64, height: 20, x: 40 + step, y: 2, side: 6)
      for x in 0..<64 {
        for y in 10..<18 {
          let level = UInt8(x * 4 % 256)
          let noise = UInt8.random(in: 0...8, using: &generator)
          image[x, y] = (255 - level, 255 - level / 2, 255 &- noise, 255)
        }
      }
      return image
    }
    let path = scratch.file("aa.gif")
    try GIFEncoder().write(
      frames, delays: Array(repeating: FrameDelay(fps: 30), count: 3), to: path)
    let decoded = try ExternalTools.decode(path)
    #expect(decoded.frames.count == 3)
    for (frame, source) in zip(decoded.frames, frames) {
      var worst = 0
      for index in 0..<frame.rgba.count {
        worst = max(worst, abs(Int(frame.rgba[index]) - Int(source.pixels[index])))
      }
      // Stated tolerance for quantised colours in this busy test image: 6 per channel
      // (measured: 3).
      #expect(worst <= 6, "worst channel error \(worst)")
      // Flat UI colours (background, square) are exact.
      #expect(Array(frame.rgba[0..<4]) == [240, 240, 245, 255])
      #expect(Array(frame.rgba[(2 * 64 + 43) * 4..<((2 * 64 + 43) * 4 + 4)]) == [0, 122, 255, 255])
    }
  }
}
