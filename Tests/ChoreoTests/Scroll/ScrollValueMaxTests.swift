import Testing

@testable import Choreo

private let phone = ScrollMetrics(
  viewport: Size2D(width: 390, height: 844), content: Size2D(width: 390, height: 2000))

/// The scroll post's header with a panel under it: over progress p = offset / 400 the map's bottom
/// is 400 − 400p and the avatar's is (30 − 30p) + (100 + 200p) = 130 + 170p.
private func panelScene(panel: ScrollValue) throws(ScrollError) -> ScrollScene {
  try ScrollScene(
    timeline: ScrollTimeline(from: 0, to: 400),
    targets: [
      ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
      ScrollTarget("avatar", frame: Rect2D(x: 30, y: 30, width: 100, height: 100)),
      ScrollTarget("info", frame: Rect2D(x: 0, y: 408, width: 390, height: 1000)),
    ],
    animations: [
      ScrollAnimation("info", .y, keys: [.init(0, panel)]),
      ScrollAnimation("map", .height, from: 400, to: 0),
      ScrollAnimation("avatar", .y, from: 30, to: 0),
      ScrollAnimation("avatar", .height, from: 100, to: 300),
    ])
}

@Suite("Scroll values: the greater of two")
struct ScrollValueMaxTests {
  @Test(
    "a panel under the lower of two bottoms, by hand",
    arguments: [
      // (offset, expected y): the map's bottom rules until p = 27/57, the avatar's after.
      (0.0, 408.0),  // max(400, 130) + 8
      (100, 308),  // p 0.25: max(300, 172.5) + 8
      (200, 223),  // p 0.5: max(200, 215) + 8
      (300, 265.5),  // p 0.75: max(100, 257.5) + 8
      (400, 308),  // max(0, 300) + 8
    ])
  func lowerBottom(offset: Double, expected: Double) throws {
    let scene = try panelScene(panel: .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8)
    let y = try #require(try scene.resolved(offset: offset, metrics: phone)["info", .y])
    #expect(abs(y - expected) < 1e-9)
  }

  @Test("the crossing: both bottoms equal at p = 27/57")
  func crossing() throws {
    let scene = try panelScene(panel: .max(.bottom(of: "map"), .bottom(of: "avatar")))
    let offset = 400 * 27 / 57.0
    let y = try #require(try scene.resolved(offset: offset, metrics: phone)["info", .y])
    #expect(abs(y - 400 * 30 / 57.0) < 1e-9)
  }

  @Test("a negated max is the least: 1000 − max(a, b) = min(1000 − a, 1000 − b)")
  func negated() throws {
    let panel: ScrollValue = 1000 - .max(.bottom(of: "map"), .bottom(of: "avatar"))
    #expect(panel.description.hasPrefix("min("))
    let scene = try panelScene(panel: panel)
    // Offset 100: bottoms 300 and 172.5, so 1000 − 300.
    let y = try #require(try scene.resolved(offset: 100, metrics: phone)["info", .y])
    #expect(abs(y - 700) < 1e-9)
    // 0.5 × max distributes: offset 300, bottoms 100 and 257.5.
    let half = try panelScene(panel: 0.5 * .max(.bottom(of: "map"), .bottom(of: "avatar")))
    let h = try #require(try half.resolved(offset: 300, metrics: phone)["info", .y])
    #expect(abs(h - 128.75) < 1e-9)
  }

  @Test("the panel is ordered after both values it reads")
  func order() throws {
    let scene = try panelScene(panel: .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8)
    let order = scene.evaluationOrder.map(\.description)
    let info = try #require(order.firstIndex(of: "info.y"))
    #expect(order.firstIndex(of: "map.height")! < info)
    #expect(order.firstIndex(of: "avatar.height")! < info)
  }

  @Test("a max plus a min has no flat form: a typed error naming the keyframe")
  func mixed() throws {
    let a: ScrollValue = .max(.bottom(of: "map"), 10)
    let b: ScrollValue = .max(.bottom(of: "avatar"), 20)
    #expect(throws: ScrollError.self) { try panelScene(panel: a - b) }
    do {
      _ = try panelScene(panel: .max(-a, 5))
      Issue.record("expected mixedExtremes")
    } catch {
      guard case .mixedExtremes(let what) = error else {
        Issue.record("got \(error)")
        return
      }
      #expect(what.contains("info.y"))
      #expect(error.description.contains("max"))
    }
  }

  @Test("description lists the pieces")
  func description() {
    let value: ScrollValue = .max(.value(of: "a", .y), 8) + 2
    #expect(value.description == "max(a.y + 2.0, 10.0)")
    #expect(!value.isConstant)
    #expect(ScrollValue.max(1, 2).isConstant)
  }
}
