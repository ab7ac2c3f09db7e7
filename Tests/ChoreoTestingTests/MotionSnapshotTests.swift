import Choreo
import ChoreoRender
import ChoreoTesting
import Foundation
import Testing

/// A 40×30 scene: a square sliding right over 1 s; `shift` moves it further (a deliberate
/// change to the scene).
func slidingSquare(shift: Double = 0) -> SnapshotScene {
  SnapshotScene(
    size: Size2D(width: 40, height: 30), duration: 1, background: .white, settleTime: 1.2
  ) { time in
    var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 40, height: 30))
    var square = RenderLayer(
      frame: Rect2D(x: 4 + 20 * min(time, 1) + shift, y: 8, width: 12, height: 12))
    square.backgroundColor = RGBA(hex: 0x007AFF)
    square.cornerRadius = 3
    root.sublayers = [square]
    return root
  }
}

@Suite struct MotionSnapshotTests {
  let instants: [SnapshotInstant] = [0, 0.5, 1, .settled]

  @Test func aRecordingRunFailsThenAVerifyingRunPasses() throws {
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let recorder = MotionSnapshot(directory: folder, recording: true)
    let recorded = #expect(throws: SnapshotFailure.self) {
      try recorder.check(slidingSquare(), at: instants, named: "square")
    }
    #expect(recorded?.description.contains("recorded 4 golden file(s)") == true)
    #expect(recorded?.description.contains("CHOREO_RECORD_GOLDENS") == true)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(files == ["square-0.png", "square-100.png", "square-50.png", "square-settled.png"])
    try MotionSnapshot(directory: folder, recording: false)
      .check(slidingSquare(), at: instants, named: "square")
  }

  /// The failure example: a deliberately changed scene fails, a heat map is written next
  /// to the golden, and the message names it.
  @Test func aChangedSceneFailsWithAHeatMapNamedInTheMessage() throws {
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try? MotionSnapshot(directory: folder, recording: true)
      .check(slidingSquare(), at: instants, named: "square")
    let checker = MotionSnapshot(directory: folder, recording: false)
    let failure = #expect(throws: SnapshotFailure.self) {
      try checker.check(slidingSquare(shift: 3), at: instants, named: "square")
    }
    let heatMap = folder + "/square-50.diff.png"
    let actual = folder + "/square-50.actual.png"
    #expect(failure?.problems.count == 4)
    #expect(failure?.description.contains("square-50 (t = 0.5 s) differs from its golden") == true)
    #expect(failure?.description.contains("heat map \(heatMap)") == true)
    #expect(failure?.description.contains("actual frame \(actual)") == true)
    #expect(failure?.writtenFiles.contains(heatMap) == true)
    // The heat map is a PNG the size of the frame, with red where the square moved.
    let map = try PNGReader.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: heatMap))))
    #expect(map[0].image.width == 40 && map[0].image.height == 30)
    #expect(map[0].image[15, 14].0 > 128 && map[0].image[15, 14].1 == 0)  // uncovered
    #expect(map[0].image[20, 2].0 == map[0].image[20, 2].1)  // unchanged: grey
    // The actual frame decodes to what was rendered.
    let rendered = try LayerRenderer(size: Size2D(width: 40, height: 30), background: .white)
      .render(try slidingSquare(shift: 3).layers(0.5))
    let written = try PNGReader.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: actual))))
    #expect(written[0].image == rendered)
    // Once the scene is right again it passes and the leftovers go.
    try checker.check(slidingSquare(), at: instants, named: "square")
    #expect(!FileManager.default.fileExists(atPath: heatMap))
    #expect(!FileManager.default.fileExists(atPath: actual))
  }

  @Test func aMissingGoldenFailsAndLeavesTheActualFrame() throws {
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let failure = #expect(throws: SnapshotFailure.self) {
      try MotionSnapshot(directory: folder, recording: false)
        .check(slidingSquare(), at: [0.25], named: "square")
    }
    #expect(failure?.description.contains("no golden at \(folder)/square-25.png") == true)
    #expect(FileManager.default.fileExists(atPath: folder + "/square-25.actual.png"))
  }

  @Test func theToleranceAllowsWhatItStates() throws {
    var golden = Bitmap(width: 10, height: 10, fill: .white)
    var actual = golden
    actual[0, 0] = (250, 255, 255, 255)  // within 8 on one pixel
    #expect(PixelComparison(actual: actual, golden: golden).matches(.perceptual))
    actual[1, 0] = (0, 0, 0, 255)  // one pixel of 100 beyond the threshold: 1 % > 0.5 %
    let comparison = PixelComparison(actual: actual, golden: golden)
    #expect(comparison.differingPixels == 1 && comparison.largestDifference == 255)
    #expect(!comparison.matches(.perceptual))
    #expect(comparison.description.hasPrefix("1.0 % of pixels (1 of 100) differ by more than 8"))
    golden[1, 0] = (0, 0, 0, 255)
    #expect(PixelComparison(actual: actual, golden: golden, channelThreshold: 5).matches(.exact(5)))
    #expect(
      !PixelComparison(actual: actual, golden: golden, channelThreshold: 4).matches(.exact(4)))
    let other = Bitmap(width: 9, height: 10)
    let sizes = PixelComparison(actual: other, golden: golden)
    #expect(
      !sizes.matches(.perceptual) && sizes.description.contains("9×10 but the golden is 10×10"))
  }

  @Test func anAnimationIsComparedFrameByFrame() throws {
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: SnapshotFailure.self) {
      try MotionSnapshot(directory: folder, recording: true)
        .checkAnimation(slidingSquare(), framesPerSecond: 4, named: "square")
    }
    let checker = MotionSnapshot(directory: folder, recording: false)
    try checker.checkAnimation(slidingSquare(), framesPerSecond: 4, named: "square")
    // Changed only from 0.5 s on: frames 2, 3 and 4 fail, each with its heat map.
    let late = SnapshotScene(size: Size2D(width: 40, height: 30), duration: 1, background: .white) {
      time in try slidingSquare(shift: time >= 0.5 ? 4 : 0).layers(time)
    }
    let failure = #expect(throws: SnapshotFailure.self) {
      try checker.checkAnimation(late, framesPerSecond: 4, named: "square")
    }
    #expect(failure?.problems.count == 3)
    #expect(failure?.description.contains("square frame 2 (t = 0.5 s)") == true)
    #expect(FileManager.default.fileExists(atPath: folder + "/square-frame2.diff.png"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/square-frame1.diff.png"))
    #expect(FileManager.default.fileExists(atPath: folder + "/square.actual.apng"))
  }
}

@Suite struct MotionSnapshotGoldenLengthTests {
  @Test func aGoldenAnimationOfAnotherLengthFails() throws {
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try? MotionSnapshot(directory: folder, recording: true)
      .checkAnimation(slidingSquare(), framesPerSecond: 4, named: "square")
    var longer = slidingSquare()
    longer.duration = 1.5
    let failure = #expect(throws: SnapshotFailure.self) {
      try MotionSnapshot(directory: folder, recording: false)
        .checkAnimation(longer, framesPerSecond: 4, named: "square")
    }
    #expect(
      failure?.description.contains("the golden animation lasts 1.25 s, the scene's 1.75 s") == true
    )
  }
}
