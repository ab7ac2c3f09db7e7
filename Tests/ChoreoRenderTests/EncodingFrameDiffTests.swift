import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoRender

@Suite struct EncodingFrameDiffTests {
  @Test func identicalFramesHaveNoChangedRegion() {
    let image = Samples.random(width: 9, height: 7, seed: 1)
    #expect(image.changedRegion(since: image) == nil)
  }

  @Test func onePixelChange() {
    let before = Bitmap(width: 9, height: 7)
    var after = before
    after[4, 6] = (0, 0, 0, 1)
    #expect(after.changedRegion(since: before) == PixelRect(x: 4, y: 6, width: 1, height: 1))
  }

  @Test func boundingBoxOfScatteredChanges() {
    let before = Bitmap(width: 20, height: 10, fill: RGBA(red: 1, green: 1, blue: 1))
    var after = before
    after[3, 8] = (0, 0, 0, 255)
    after[15, 2] = (0, 0, 0, 255)
    after[9, 5] = (0, 0, 0, 255)
    #expect(after.changedRegion(since: before) == PixelRect(x: 3, y: 2, width: 13, height: 7))
  }

  @Test func everyPixelChanged() {
    let before = Bitmap(width: 5, height: 3)
    let after = Bitmap(width: 5, height: 3, fill: RGBA(red: 0, green: 0, blue: 0))
    #expect(after.changedRegion(since: before) == PixelRect(x: 0, y: 0, width: 5, height: 3))
  }

  @Test func randomChangesMatchABruteForceBox() {
    var generator = SeededGenerator(seed: 99)
    for _ in 0..<200 {
      let width = Int(generator.next() % 12) + 1
      let height = Int(generator.next() % 12) + 1
      let before = Bitmap(width: width, height: height)
      var after = before
      var expected: (Int, Int, Int, Int)?  // minX, minY, maxX, maxY
      for _ in 0..<Int(generator.next() % 4) {
        let x = Int(generator.next() % UInt64(width))
        let y = Int(generator.next() % UInt64(height))
        after[x, y] = (0, 0, 0, 9)
        expected =
          expected.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
      }
      let box = expected.map {
        PixelRect(x: $0.0, y: $0.1, width: $0.2 - $0.0 + 1, height: $0.3 - $0.1 + 1)
      }
      #expect(after.changedRegion(since: before) == box)
    }
  }

  @Test func identicalNeighboursMergeWithSummedDelays() {
    let a = Bitmap(width: 2, height: 2)
    let b = Bitmap(width: 2, height: 2, fill: RGBA(red: 1, green: 0, blue: 0))
    let merged = FrameSequence.merged(
      [a, a, b, a, a, a], delays: Array(repeating: FrameDelay(fps: 60), count: 6))
    #expect(merged.map(\.index) == [0, 2, 3])
    #expect(
      merged.map(\.delay) == [
        FrameDelay(numerator: 1, denominator: 30), FrameDelay(fps: 60),
        FrameDelay(numerator: 1, denominator: 20),
      ])
  }
}

@Suite struct EncodingFrameDelayTests {
  @Test func reducesAndAddsExactly() {
    #expect(FrameDelay(numerator: 4, denominator: 240) == FrameDelay(fps: 60))
    let sixty = (0..<60).reduce(FrameDelay(numerator: 0, denominator: 1)) { sum, _ in
      sum + FrameDelay(fps: 60)
    }
    #expect(sixty == FrameDelay(numerator: 1, denominator: 1))
    #expect(FrameDelay(fps: 60) + FrameDelay(fps: 40) == FrameDelay(numerator: 1, denominator: 24))
  }

  @Test(arguments: [
    (1, 60, 2),  // 1.67 cs → 2
    (1, 40, 3),  // 2.5 cs, a tie → later: 3
    (1, 30, 3),  // 3.33 cs → 3
    (7, 100, 7),
    (0, 1, 0),
  ])
  func roundsToNearestCentisecondTiesLater(_ numerator: Int, _ denominator: Int, _ expected: Int) {
    #expect(
      FrameDelay(numerator: numerator, denominator: denominator).roundedCentiseconds == expected)
  }
}

/// The frame store (changed rectangles kept as runs) and the encoders that read it give what
/// the encoders give for the frames themselves.
@Suite struct FrameStoreReplayTests {
  /// `count` 24×16 frames, each changing a few random rectangles of the one before to
  /// random premultiplied colours (translucent and transparent ones when `translucent`, so the GIF
  /// falls back to whole frames; some frames equal
  /// to the one before), with hundreds of colours in all.
  static func frames(_ count: Int, translucent: Bool, seed: UInt64) -> [Bitmap] {
    var random = SeededGenerator(seed: seed)
    var frame = Bitmap(width: 24, height: 16, fill: RGBA(red: 0.9, green: 0.9, blue: 0.95))
    var frames: [Bitmap] = []
    for _ in 0..<count {
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let x = Int.random(in: 0..<24, using: &random)
        let y = Int.random(in: 0..<16, using: &random)
        let width = Int.random(in: 1...(24 - x), using: &random)
        let height = Int.random(in: 1...(16 - y), using: &random)
        let alpha = translucent ? UInt8.random(in: 60...255, using: &random) : 255
        let pixel = [
          UInt8.random(in: 0...alpha, using: &random), UInt8.random(in: 0...alpha, using: &random),
          UInt8.random(in: 0...alpha, using: &random), alpha,
        ]
        for row in y..<(y + height) {
          for column in x..<(x + width) {
            let offset = (row * 24 + column) * 4
            frame.pixels.replaceSubrange(offset..<(offset + 4), with: pixel)
          }
        }
      }
      frames.append(frame)
    }
    return frames
  }

  @Test(arguments: [(30, false), (30, true), (60, false), (60, true)])
  func gifFromTheStoreEqualsTheGIFOfTheFrames(fps: Int, translucent: Bool) {
    let frames = Self.frames(90, translucent: translucent, seed: UInt64(fps) + 7)
    let delay = FrameDelay(fps: fps)
    let store = FrameStore()
    for frame in frames { store.append(frame, delay: delay) }
    var rects: [PixelRect] = []
    var replayed: [[UInt8]] = []
    store.replay { _, frame, changed in
      rects.append(changed)
      replayed.append(frame.pixels)
      return true
    }
    let distinct = FrameSequence.merged(frames, delays: Array(repeating: delay, count: 90))
    #expect(replayed == distinct.map { frames[$0.index].pixels })
    #expect(
      rects.dropFirst()
        == distinct.indices.dropFirst().map {
          frames[distinct[$0].index].changedRegion(since: frames[distinct[$0 - 1].index])!
        }[...])
    let encoder = GIFEncoder(loopCount: 0)
    #expect(
      encoder.encode(store)
        == encoder.encode(frames, delays: Array(repeating: delay, count: frames.count)))
  }

  @Test func apngGivenTheChangedRectanglesEqualsTheAPNGOfTheFrames() {
    let frames = Self.frames(40, translucent: true, seed: 3)
    let delay = FrameDelay(fps: 30)
    var stream = APNGStream(APNGEncoder(loopCount: 0), opaque: false)
    var previous: Bitmap?
    for frame in frames {
      let changed = previous.map { frame.changedRegion(since: $0) } ?? PixelRect.full(frame)
      if changed != nil { previous = frame }
      stream.append(frame, delay: delay, changed: changed)
    }
    #expect(
      stream.finish()
        == APNGEncoder(loopCount: 0).encode(frames, delays: Array(repeating: delay, count: 40)))
  }
}
