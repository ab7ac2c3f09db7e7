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
