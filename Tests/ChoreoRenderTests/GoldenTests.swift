import ChoreoCore
import ChoreoRender
import ChoreoTesting
import Foundation
import Testing

// Goldens live in Goldens/ next to this file: `<scene>-<progress>.svg` compared as text,
// `<scene>-<progress>.png` compared as decoded pixels by ChoreoTesting's MotionSnapshot
// with a tolerance of 2 per channel (room for libm's sin/cos differing in the last bit
// across platforms). They are written only when CHOREO_RECORD_GOLDENS=1, and a recording
// run fails; otherwise a missing golden fails.
@Suite struct GoldenTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")
  static let recording = MotionSnapshot.recordingRequested
  static let channelTolerance = 2

  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var progress: Double
    var scene: @Sendable (Double) -> RenderLayer
    var fileStem: String {
      "\(name)-\(Int((progress * 100).rounded()))"
    }
    var description: String { fileStem }
  }

  static let cases: [Case] = GoldenScenes.all.flatMap { entry in
    GoldenScenes.progresses.map { Case(name: entry.name, progress: $0, scene: entry.scene) }
  }

  @Test(arguments: cases)
  func svgMatchesGolden(_ test: Case) throws {
    let svg = try SVGExporter().svg(for: test.scene(test.progress), size: GoldenScenes.size)
    let url = Self.directory.appendingPathComponent(test.fileStem + ".svg")
    if Self.recording {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      try Data(svg.utf8).write(to: url, options: .atomic)
      Issue.record(
        "recorded \(url.path); a recording run fails: unset \(MotionSnapshot.recordingVariable)")
      return
    }
    let golden = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "missing golden \(url.path); record with \(MotionSnapshot.recordingVariable)=1")
    #expect(svg == golden, "SVG differs from \(url.lastPathComponent)")
  }

  /// Every scene's frames against `<scene>-<progress>.png` through ChoreoTesting's motion
  /// snapshots (the one pixel-golden mechanism), every channel within 2.
  @Test(arguments: GoldenScenes.all.map(\.name))
  func pixelsMatchGolden(_ name: String) throws {
    let scene = try #require(GoldenScenes.all.first { $0.name == name }).scene
    // Progress is the scene's time: a duration of 1 makes progress instants its fractions.
    let snapshot = SnapshotScene(size: GoldenScenes.size, duration: 1) { scene($0) }
    try MotionSnapshot(directory: Self.directory.path, tolerance: .exact(Self.channelTolerance))
      .check(snapshot, at: GoldenScenes.progresses.map(SnapshotInstant.progress), named: name)
  }
}
