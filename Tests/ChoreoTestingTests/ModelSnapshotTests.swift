import Choreo
import ChoreoRender
import ChoreoTesting
import Foundation
import Testing

/// A snapshot scene made from a model or a script of one: the closure gets the state at
/// each instant, a `var` script needs no copy, and a command that throws fails its frame.
@Suite struct ModelSnapshotTests {
  static let size = Size2D(width: 40, height: 30)

  static func tabs() throws -> TabSwitcher {
    try TabSwitcher(
      tabCount: 3, transition: .slide, context: SceneTransitionContext(containerSize: size),
      motion: .linear(duration: 0.4))
  }

  /// One layer a page shown, where the switcher places it.
  @Sendable static func pages(_ state: TabSwitcherState) -> RenderLayer {
    let bounds = Rect2D(x: 0, y: 0, width: size.width, height: size.height)
    var root = RenderLayer(frame: bounds)
    for page in state.pages {
      var card = RenderLayer(placement: page.appearance.placement(in: bounds))
      card.backgroundColor = RGBA(hex: page.index == 0 ? 0xFF3B30 : 0x007AFF)
      root.sublayers.append(card)
    }
    return root
  }

  @Test func aScriptedSceneDrawsTheStateAtEachTime() throws {
    var script = CommandScript(try Self.tabs())
    script.tap(tab: 1, at: 0.1)
    let scene = SnapshotScene(script, size: Self.size, duration: 0.6, layers: Self.pages)
    // Before the tap one page; mid-switch two; the same trees as the state gives.
    #expect(try scene.layers(0).sublayers.count == 1)
    #expect(try scene.layers(0.3).sublayers.count == 2)
    #expect(try scene.layers(0.3) == Self.pages(try script.state(at: 0.3)))
    // Adding to the script later does not change the scene: it holds a copy.
    script.tap(tab: 2, at: 0.2)
    #expect(try scene.layers(0.3) != Self.pages(try script.state(at: 0.3)))
  }

  @Test func aModelSceneDrawsItsState() throws {
    var tabs = try Self.tabs()
    _ = try tabs.select(2, at: 0)
    let scene = SnapshotScene(tabs, size: Self.size, duration: 0.4, layers: Self.pages)
    #expect(try scene.layers(0.2) == Self.pages(tabs.state(at: 0.2)))
  }

  @Test func aCommandThatThrowsFailsItsFrameWithTheError() throws {
    var script = CommandScript(try Self.tabs())
    script.add(at: 0.5) { tabs, time in _ = try tabs.select(7, at: time) }
    let scene = SnapshotScene(script, size: Self.size, duration: 1, layers: Self.pages)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-model-snapshot-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let failure = #expect(throws: SnapshotFailure.self) {
      try MotionSnapshot(directory: folder, recording: true).check(scene, at: [0, 1], named: "m")
    }
    let problems = failure?.problems ?? []
    // The frame at 0 was recorded; the one at 1 s names the command's error.
    #expect(problems.contains { if case .recorded = $0 { true } else { false } })
    let sceneProblem = problems.compactMap { problem -> String? in
      if case .scene(let message) = problem { message } else { nil }
    }
    #expect(sceneProblem.count == 1)
    #expect(sceneProblem.first?.hasPrefix("m-100: rendering at 1.0 s failed: ") == true)
    #expect(sceneProblem.first?.contains("7") == true, "\(sceneProblem)")
  }

  /// A failure names the line of the `check` call (a test framework reports a thrown error
  /// at the test's line) and prints times rounded to the microsecond.
  @Test func aFailureNamesItsCallAndReadableTimes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("choreo-model-snapshot-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = SnapshotScene(try Self.tabs(), size: Self.size, duration: 1, layers: Self.pages)
    let snapshot = MotionSnapshot(directory: folder, recording: false)
    let line = #line + 1
    let failure = #expect(throws: SnapshotFailure.self) {
      try snapshot.check(scene, at: [.time(0.1 + 0.2)], named: "n")
    }
    let text = failure?.description ?? ""
    #expect(
      text.hasPrefix("snapshot n failed at ChoreoTestingTests/ModelSnapshotTests.swift:\(line):\n"),
      "\(text)")
    #expect(text.contains("(t = 0.3 s)"), "\(text)")
    #expect(!text.contains("(t = 0.30000000000000004"))
  }
}
