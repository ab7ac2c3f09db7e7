import ChoreoCore
import ChoreoTestSupport
import ChoreoTesting
import Testing

@testable import ChoreoRender

/// The chunks of a PNG datastream, read independently of the encoder.
func pngChunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
  var chunks: [(String, [UInt8])] = []
  var offset = 8
  func u32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
  while offset + 12 <= bytes.count {
    let length = u32(offset)
    let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    chunks.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
    offset += 12 + length
  }
  return chunks
}

/// Big-endian integer at `offset` of `data`, `count` bytes.
func bigEndian(_ data: [UInt8], _ offset: Int, _ count: Int) -> Int {
  data[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
}

@Suite struct APNGEncoderTests {
  /// Six frames of a square moving right by 3 px; frames 2 and 3 are identical.
  static let movingSquare: [Bitmap] = [0, 3, 6, 6, 9, 12].map {
    Samples.square(width: 32, height: 20, x: $0 + 2, y: 5, side: 6)
  }

  @Test func chunkLayoutSequenceNumbersAndSubRectangles() {
    let bytes = APNGEncoder(loopCount: 3).encode(Self.movingSquare, frameDelay: FrameDelay(fps: 60))
    let chunks = pngChunks(bytes)
    #expect(
      chunks.map(\.type) == [
        "IHDR", "acTL", "tRNS", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT",
        "fcTL", "fdAT", "IEND",
      ])
    let actl = chunks[1].data
    #expect(bigEndian(actl, 0, 4) == 5)  // 6 frames, 2 identical merged
    #expect(bigEndian(actl, 4, 4) == 3)
    // Sequence numbers 0, 1, 2 ... over fcTL and fdAT in order.
    let sequenced = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
    #expect(sequenced.map { bigEndian($0.data, 0, 4) } == Array(0..<9))
    let controls = chunks.filter { $0.type == "fcTL" }.map { data in
      (
        width: bigEndian(data.data, 4, 4), height: bigEndian(data.data, 8, 4),
        x: bigEndian(data.data, 12, 4), y: bigEndian(data.data, 16, 4),
        numerator: bigEndian(data.data, 20, 2), denominator: bigEndian(data.data, 22, 2),
        dispose: data.data[24], blend: data.data[25]
      )
    }
    // Frame 0 full; then the union of old and new square: x from 2+3k to 2+3k+8, 9 wide.
    #expect(controls[0].width == 32 && controls[0].height == 20 && controls[0].x == 0)
    #expect(controls[1].x == 2 && controls[1].y == 5 && controls[1].width == 9)
    #expect(controls[1].height == 6)
    #expect(controls[2].x == 5 && controls[3].x == 8 && controls[4].x == 11)
    // The merged frame shows for 2/60 = 1/30 s.
    #expect(
      controls.map { [$0.numerator, $0.denominator] } == [
        [1, 60], [1, 60], [1, 30], [1, 60], [1, 60],
      ])
    // Opaque frames: the first replaces the canvas, the later ones are blended OVER it
    // (their unchanged pixels transparent: Pillow checks the pixels below), as RGB with
    // black as the tRNS key colour (colour type 2; none of the frames draws black).
    #expect(controls.allSatisfy { $0.dispose == 0 })
    #expect(controls.map(\.blend) == [0, 1, 1, 1, 1])
    #expect(chunks[0].data[9] == 2)
    // Frames that are not all opaque replace their rectangle.
    var translucent = Self.movingSquare
    translucent[2][0, 0] = (0, 0, 0, 0)
    let replaced = pngChunks(APNGEncoder().encode(translucent, frameDelay: FrameDelay(fps: 60)))
    #expect(replaced.filter { $0.type == "fcTL" }.allSatisfy { $0.data[25] == 0 })
  }

  /// Opaque differences are RGB with black as the key colour, unless a frame draws black:
  /// then RGBA. Either way the frames decode as they were drawn.
  @Test func opaqueDifferencesUseBlackAsTheKeyUnlessAFrameDrawsIt() throws {
    let colours: [(UInt8, UInt8, UInt8, UInt8)] = [(0, 122, 255, 255), (0, 0, 0, 255)]
    for (number, colour) in colours.enumerated() {
      let frames = [0, 3, 6, 9].map {
        Samples.square(width: 32, height: 20, x: $0 + 2, y: 5, side: 6, colour: colour)
      }
      let bytes = APNGEncoder().encode(frames, frameDelay: FrameDelay(fps: 60))
      let chunks = pngChunks(bytes)
      let keyed = number == 0
      #expect(chunks[0].data[9] == (keyed ? 2 : 6), "colour \(number)")
      #expect(chunks.first { $0.type == "tRNS" }?.data == (keyed ? [0, 0, 0, 0, 0, 0] : nil))
      #expect(
        chunks.filter { $0.type == "fcTL" }.map { $0.data[25] } == [0, 1, 1, 1],
        "colour \(number)")
      let decoded = try PNGReader.decode(bytes)
      #expect(decoded.map(\.image) == frames, "colour \(number)")
    }
  }

  @Test func frameDifferencesAreSmallerThanFullFrames() {
    let frames = (0..<30).map { Samples.square(width: 120, height: 80, x: $0 * 2, y: 30, side: 12) }
    let diff = APNGEncoder().encode(frames, frameDelay: FrameDelay(fps: 60)).count
    let full = APNGEncoder(usesFrameDifferences: false).encode(
      frames, frameDelay: FrameDelay(fps: 60)
    )
    .count
    #expect(diff < full)
  }

  @Test func delaysThatDoNotFitSixteenBitsAreApproximated() {
    #expect(FrameDelay(numerator: 1, denominator: 60).apngFraction == (1, 60))
    #expect(FrameDelay(numerator: 70000, denominator: 3).apngFraction == (23333, 1))
    #expect(FrameDelay(numerator: 1, denominator: 70001).apngFraction == (0, 1000))
  }

  @Test(.enabled(if: ExternalTools.shouldRunPngcheck))
  func pngcheckValidatesTheAnimation() throws {
    guard ExternalTools.requirePngcheck() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("square.png")
    try APNGEncoder().write(
      Self.movingSquare, delays: Array(repeating: FrameDelay(fps: 60), count: 6), to: path)
    let result = ExternalTools.pngcheck(path)
    #expect(result.status == 0, "\(result.output)")
    // Debian's pngcheck 3.0.3 lists acTL/fcTL/fdAT as unknown ancillary chunks without
    // decoding them; it still checks the chunk layout, CRCs and the default image. Pillow
    // (below) checks frame count, delays and pixels.
    let lines = result.output.split(separator: "\n")
    #expect(lines.filter { $0.contains("chunk acTL") }.count == 1, "\(result.output)")
    #expect(lines.filter { $0.contains("chunk fcTL") }.count == 5, "\(result.output)")
    #expect(lines.filter { $0.contains("chunk fdAT") }.count == 4, "\(result.output)")
    #expect(result.output.contains("No errors detected"), "\(result.output)")
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowReconstructsEveryFrame() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // Translucent frames: random pixels with a changing patch, including pixels that turn
    // fully transparent (blend SOURCE must clear them).
    let base = Samples.random(width: 24, height: 16, seed: 11)
    var frames = [base]
    var generator = SeededGenerator(seed: 5)
    for step in 1..<5 {
      var frame = frames[step - 1]
      for y in (step * 2)..<(step * 2 + 5) {
        for x in (step * 3)..<(step * 3 + 6) {
          let alpha = UInt8.random(in: 0...255, using: &generator)
          frame[x, y] = (alpha / 2, 0, alpha, alpha)
        }
      }
      frame[0, 0] = (0, 0, 0, 0)
      frames.append(frame)
    }
    let delays = [
      FrameDelay(fps: 60), FrameDelay(fps: 30), FrameDelay(numerator: 1, denominator: 2),
      FrameDelay(fps: 24), FrameDelay(numerator: 3, denominator: 1),
    ]
    let path = scratch.file("translucent.png")
    try APNGEncoder(loopCount: 2).write(frames, delays: delays, to: path)
    let decoded = try ExternalTools.decode(path)
    #expect(decoded.format == "PNG")
    #expect(decoded.loop == 2)
    #expect(decoded.frames.count == frames.count)
    for (index, frame) in decoded.frames.enumerated() {
      #expect(isClose(frame.duration ?? -1, delays[index].seconds * 1000, absolute: 1e-9))
      // Exact in premultiplied space (see the PNG tests for why).
      #expect(Samples.premultiplied(frame.rgba) == frames[index].pixels, "frame \(index)")
    }
  }

  @Test(.enabled(if: ExternalTools.shouldRunPillow))
  func pillowSeesMergedFramesWithSummedDelays() throws {
    guard ExternalTools.requirePillow() else { return }
    let scratch = ScratchDirectory()
    defer { scratch.remove() }
    // Level 4 filters its rows, the default 6 leaves them unfiltered; both blend OVER.
    for level in [4, 6] {
      let path = scratch.file("square-\(level).png")
      try APNGEncoder(png: PNGEncoder(compressionLevel: level)).write(
        Self.movingSquare, delays: Array(repeating: FrameDelay(fps: 60), count: 6), to: path)
      let decoded = try ExternalTools.decode(path)
      #expect(decoded.loop == 0)
      #expect(decoded.frames.count == 5)
      let expected = [1.0, 1, 2, 1, 1].map { $0 * 1000 / 60 }
      for (frame, milliseconds) in zip(decoded.frames, expected) {
        #expect(isClose(frame.duration ?? -1, milliseconds, absolute: 1e-9))
      }
      let sources = [0, 1, 2, 4, 5].map { Self.movingSquare[$0].pixels }
      #expect(decoded.frames.map { Samples.premultiplied($0.rgba) } == sources, "level \(level)")
    }
  }
}
