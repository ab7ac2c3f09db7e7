import ChoreoTestSupport
import Testing

@testable import Choreo

private let phone = ScrollMetrics(
  viewport: Size2D(width: 390, height: 844), content: Size2D(width: 390, height: 2000))

/// The scroll post's screen as a scene: the map shrinks 400 → 0, the avatar moves from (30, 30)
/// to (0, 0) and grows from 100×100 to full width × 300 with the alpha dip.
private func postScene(overflow: ScrollTimeline.Overflow = .clamp) throws -> ScrollScene {
  try ScrollScene(
    timeline: ScrollTimeline(from: 0, to: 400, overflow: overflow),
    targets: [
      ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
      ScrollTarget("avatar", frame: Rect2D(x: 30, y: 30, width: 100, height: 100)),
    ],
    animations: [
      ScrollAnimation("map", .height, from: 400, to: 0),
      ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1]),
      ScrollAnimation("avatar", .x, from: 30, to: 0),
      ScrollAnimation("avatar", .y, from: 30, to: 0),
      ScrollAnimation("avatar", .width, from: 100, to: .metric(.viewportWidth)),
      ScrollAnimation("avatar", .height, from: 100, to: 300),
    ])
}

@Suite("Scroll scene: compatibility with the scroll post")
struct ScrollPostCompatibilityTests {
  @Test("aTob and changeAlpha reproduced at every offset, overscroll included")
  func postLayout() throws {
    let scene = try postScene()
    var frame = ScrollSceneState()
    var offsets = (-20...110).map { Double($0) * 4 }
    offsets += [133.3, 199.99, 200, 200.01, 0.4, 399.6]
    for offset in offsets {
      try scene.resolve(offset: offset, metrics: phone, into: &frame)
      let y = ScrollPost.percentY(offset, targetHeight: 400)
      #expect(frame["map", .height] == ScrollPost.aTob(start: 400, end: 0, y))
      #expect(frame["avatar", .x] == ScrollPost.aTob(start: 30, end: 0, y))
      #expect(frame["avatar", .y] == ScrollPost.aTob(start: 30, end: 0, y))
      #expect(frame["avatar", .width] == ScrollPost.aTob(start: 100, end: 390, y))
      #expect(frame["avatar", .height] == ScrollPost.aTob(start: 100, end: 300, y))
      let alpha = try #require(frame["avatar", .alpha])
      #expect(isClose(alpha, ScrollPost.changeAlpha(y), absolute: 1e-15), "offset \(offset)")
      #expect(frame.state(of: "avatar")?.appearance.opacity == alpha)
    }
  }

  @Test("the one-liners: aTob is a two-key animation, changeAlpha a three-value animation")
  func oneLiners() {
    let aTob = ScrollAnimation("map", .height, from: 400, to: 0)
    #expect(aTob.keys.map(\.progress) == [0, 1])
    let dip = ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1])
    #expect(dip.keys.map(\.progress) == [0, 0.5, 1])
    #expect(dip.keys.map(\.value) == [1, 0.5, 1])
  }
}

@Suite("Scroll scene: dependencies, order and cycles")
struct ScrollDependencyTests {
  @Test("a value reading another target's resolved value runs after it, whatever the order")
  func dependencyOrder() throws {
    // Given in the wrong order on purpose: the panel, then its card, then the header.
    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 400),
      targets: [
        ScrollTarget("header", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
        ScrollTarget("info", frame: Rect2D(x: 0, y: 400, width: 390, height: 1000)),
        ScrollTarget("card", frame: Rect2D(x: 16, y: 0, width: 358, height: 80)),
      ],
      animations: [
        ScrollAnimation("card", .y, keys: [.init(0, .value(of: "info", .y) + 16)]),
        ScrollAnimation("info", .y, keys: [.init(0, .bottom(of: "header") + 8)]),
        ScrollAnimation("header", .height, from: 400, to: 0),
        ScrollAnimation("card", .width, keys: [.init(0, .metric(.viewportWidth) - 32)]),
      ])
    let order = scene.evaluationOrder.map(\.description)
    #expect(order.firstIndex(of: "header.height")! < order.firstIndex(of: "info.y")!)
    #expect(order.firstIndex(of: "info.y")! < order.firstIndex(of: "card.y")!)
    var frame = ScrollSceneState()
    for offset in stride(from: -50.0, through: 450, by: 25) {
      try scene.resolve(offset: offset, metrics: phone, into: &frame)
      let height: Double = 400 - 400 * min(max(offset / 400, 0), 1)
      #expect(isClose(frame["header", .height]!, height))
      #expect(isClose(frame["info", .y]!, height + 8))
      #expect(isClose(frame["card", .y]!, height + 24))
      #expect(frame["card", .width] == 358)
      // A property no animation drives reads the resting value.
      #expect(frame["header", .y] == 0)
    }
  }

  @Test("independent animations keep the order they were given")
  func stableOrder() throws {
    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 1),
      targets: [ScrollTarget("a", frame: .zero)],
      animations: [
        ScrollAnimation("a", .y, from: 0, to: 1), ScrollAnimation("a", .x, from: 0, to: 1),
        ScrollAnimation("a", .opacity, from: 0, to: 1),
      ])
    #expect(scene.evaluationOrder.map(\.description) == ["a.y", "a.x", "a.opacity"])
  }

  private func targets(_ ids: [ScrollTargetID]) -> [ScrollTarget] {
    ids.map { ScrollTarget($0, frame: Rect2D(x: 0, y: 0, width: 10, height: 10)) }
  }

  @Test("a cycle is a typed error naming exactly its members, in reading order")
  func cycle() {
    do {
      _ = try ScrollScene(
        timeline: ScrollTimeline(from: 0, to: 1),
        targets: targets(["a", "b", "c", "d"]),
        animations: [
          // d reads the loop but is not part of it.
          ScrollAnimation("d", .y, keys: [.init(0, .value(of: "a", .y))]),
          ScrollAnimation("a", .y, keys: [.init(0, .bottom(of: "b") + 8)]),
          ScrollAnimation("b", .height, from: 0, to: 10),
          ScrollAnimation("b", .y, keys: [.init(0, .value(of: "c", .x))]),
          ScrollAnimation("c", .x, keys: [.init(0, 1), .init(1, .value(of: "a", .y))]),
        ])
      Issue.record("cycle not reported")
    } catch {
      guard case .cycle(let members) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      let names = members.map(\.description)
      #expect(Set(names) == ["a.y", "b.y", "c.x"])
      #expect(names.count == 3)
      // Each member reads the next; the last reads the first.
      let reads = ["a.y": "b.y", "b.y": "c.x", "c.x": "a.y"]
      for (index, name) in names.enumerated() {
        #expect(reads[name] == names[(index + 1) % names.count])
      }
      #expect(error.description.contains("reads"))
    }
  }

  @Test("a value reading its own property is a cycle of one")
  func selfCycle() {
    #expect(throws: ScrollError.cycle([ScrollSlotName("a", .width)])) {
      try ScrollScene(
        timeline: ScrollTimeline(from: 0, to: 1), targets: targets(["a"]),
        animations: [ScrollAnimation("a", .width, from: 0, to: .value(of: "a", .width) * 2)])
    }
  }

  @Test("bad animations and targets are typed errors")
  func badInput() {
    let timeline = try! ScrollTimeline(from: 0, to: 1)
    #expect(throws: ScrollError.unknownTarget("ghost", referencedBy: "the animation for ghost.y")) {
      try ScrollScene(
        timeline: timeline, targets: targets(["a"]),
        animations: [ScrollAnimation("ghost", .y, from: 0, to: 1)])
    }
    #expect(throws: ScrollError.self) {
      try ScrollScene(
        timeline: timeline, targets: targets(["a"]),
        animations: [ScrollAnimation("a", .y, from: 0, to: .bottom(of: "ghost"))])
    }
    #expect(throws: ScrollError.duplicateTarget("a")) {
      try ScrollScene(timeline: timeline, targets: targets(["a", "a"]), animations: [])
    }
    #expect(throws: ScrollError.duplicateAnimation(ScrollSlotName("a", .opacity))) {
      try ScrollScene(
        timeline: timeline, targets: targets(["a"]),
        animations: [
          ScrollAnimation("a", .opacity, from: 0, to: 1), ScrollAnimation("a", .alpha, values: [1]),
        ])
    }
    #expect(throws: ScrollError.noKeyframes(ScrollSlotName("a", .y))) {
      try ScrollScene(
        timeline: timeline, targets: targets(["a"]),
        animations: [ScrollAnimation("a", .y, keys: [])])
    }
    #expect(
      throws: ScrollError.keyframeOutOfOrder(
        ScrollSlotName("a", .y), index: 2, progress: 0.5, previous: 0.7)
    ) {
      try ScrollScene(
        timeline: timeline, targets: targets(["a"]),
        animations: [ScrollAnimation("a", .y, keys: [.init(0, 0), .init(0.7, 1), .init(0.5, 2)])])
    }
    #expect(throws: ScrollError.self) {
      try ScrollScene(
        timeline: timeline, targets: targets(["a"]),
        animations: [ScrollAnimation("a", .y, keys: [.init(.nan, 0)])])
    }
    #expect(throws: ScrollError.self) {
      try ScrollScene(
        timeline: timeline, targets: targets(["a"]),
        animations: [ScrollAnimation("a", .y, keys: [.init(0, ScrollValue(.infinity))])])
    }
    #expect(throws: ScrollError.self) {
      try ScrollScene(
        timeline: timeline,
        targets: [ScrollTarget("a", frame: Rect2D(x: .nan, y: 0, width: 1, height: 1))],
        animations: [])
    }
  }

  @Test("resolving at a NaN offset or with NaN metrics throws and leaves the frame alone")
  func nanOffset() throws {
    let scene = try postScene()
    var frame = try scene.resolved(offset: 100, metrics: phone)
    #expect(throws: ScrollError.notFinite(what: "the scroll offset", value: .infinity)) {
      try scene.resolve(offset: .infinity, metrics: phone, into: &frame)
    }
    #expect(throws: ScrollError.self) {
      try scene.resolve(offset: .nan, metrics: phone, into: &frame)
    }
    let bad = ScrollMetrics(viewport: Size2D(width: .nan, height: 1), content: .zero)
    #expect(throws: ScrollError.self) {
      try scene.resolve(offset: 0, metrics: bad, into: &frame)
    }
    #expect(frame.offset == 100)
    #expect(frame["map", .height] == 300)
    #expect(frame["nobody", .height] == nil)
    #expect(frame.state(of: "nobody") == nil)
  }
}

@Suite("Scroll scene: segments and extrapolation")
struct ScrollTrackEvaluationTests {
  private func scene(_ animation: ScrollAnimation, overflow: ScrollTimeline.Overflow = .extend)
    throws
    -> ScrollScene
  {
    try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 400, overflow: overflow),
      targets: [ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400))],
      animations: [animation])
  }

  @Test("overscroll stretches a header only with an extending timeline and animation")
  func stretchyHeader() throws {
    let extending = try scene(
      ScrollAnimation("map", .height, from: 400, to: 0, extrapolation: .extend))
    #expect(isClose(try extending.resolved(offset: -40, metrics: phone)["map", .height]!, 440))
    #expect(isClose(try extending.resolved(offset: 440, metrics: phone)["map", .height]!, -40))
    let holding = try scene(ScrollAnimation("map", .height, from: 400, to: 0))
    #expect(try holding.resolved(offset: -40, metrics: phone)["map", .height] == 400)
    let clamped = try scene(
      ScrollAnimation("map", .height, from: 400, to: 0, extrapolation: .extend), overflow: .clamp)
    #expect(try clamped.resolved(offset: -40, metrics: phone)["map", .height] == 400)
  }

  @Test("extension follows the end tangent of an eased segment")
  func easedExtension() throws {
    // ease-in starts flat (slope 0) and ends with slope 1 / (1 − 0.58) ≈ …: check against
    // TimingCurve's own slope via the chain rule, and flat at the start.
    let animation = ScrollAnimation(
      "map", .y, from: 0, to: 100, curve: .easeIn, extrapolation: .extend)
    let s = try scene(animation)
    #expect(try s.resolved(offset: -40, metrics: phone)["map", .y] == 0)
    let endSlope = 100 * TimingCurve.easeIn.slope(at: 1)
    #expect(
      isClose(
        try s.resolved(offset: 440, metrics: phone)["map", .y]!, 100 + 0.1 * endSlope,
        absolute: 1e-9))
  }

  @Test("per-segment curves: eased, held and smooth segments")
  func segments() throws {
    let keys: [ScrollAnimation.Key] = [
      .init(0, 0), .init(0.25, 10, .timing(.easeInOut)), .init(0.5, 30, .hold),
      .init(0.75, 20, .smooth), .init(1, 50, .smooth),
    ]
    let s = try scene(ScrollAnimation("map", .y, keys: keys))
    let reference = try KeyframeCurve<Double>(
      keys: keys.map { KeyframeCurve.Key($0.value.constant, at: $0.progress, $0.segment) })
    var frame = ScrollSceneState()
    for step in 0...400 {
      let offset = Double(step)
      try s.resolve(offset: offset, metrics: phone, into: &frame)
      let p = offset / 400
      #expect(isClose(frame["map", .y]!, reference.value(at: p), absolute: 1e-9), "p = \(p)")
    }
    // Spot values derived by hand: the hold keeps 10 until 0.5; the eased segment is at
    // 10 · easeInOut(0.5) = 5 half-way.
    try s.resolve(offset: 50, metrics: phone, into: &frame)
    #expect(isClose(frame["map", .y]!, 5))
    try s.resolve(offset: 199, metrics: phone, into: &frame)
    #expect(frame["map", .y] == 10)
    try s.resolve(offset: 200, metrics: phone, into: &frame)
    #expect(frame["map", .y] == 30)
  }

  @Test("smooth segments are KeyframeCurve's, bit for bit: one Catmull-Rom evaluation")
  func smoothSegmentsShareTheKeyframeEvaluation() throws {
    let keys: [ScrollAnimation.Key] = [
      .init(0, 3), .init(0.1, -7.25, .smooth), .init(0.35, 12.5, .smooth),
      .init(0.8, 0.1, .smooth), .init(1, 41, .smooth),
    ]
    let s = try scene(ScrollAnimation("map", .y, keys: keys))
    let reference = try KeyframeCurve<Double>(
      keys: keys.map { KeyframeCurve.Key($0.value.constant, at: $0.progress, $0.segment) })
    var frame = ScrollSceneState()
    for step in 0...400 {
      try s.resolve(offset: Double(step), metrics: phone, into: &frame)
      #expect(frame["map", .y] == reference.value(at: Double(step) / 400), "offset \(step)")
    }
  }

  @Test("animations on their own timelines, and markers for each range")
  func ownTimelines() throws {
    let card = try ScrollTimeline.view(
      subject: Rect2D(x: 0, y: 1000, width: 390, height: 200),
      viewport: Size2D(width: 390, height: 600), range: .entry)
    let s = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 400, name: "header"),
      targets: [ScrollTarget("card", frame: Rect2D(x: 0, y: 1000, width: 390, height: 200))],
      animations: [
        ScrollAnimation("card", .opacity, from: 0, to: 1, timeline: card),
        ScrollAnimation("card", .scaleX, from: 0.8, to: 1, timeline: card),
      ], debugMarkers: true)
    let frame = try s.resolved(offset: 500, metrics: phone)
    #expect(frame["card", .opacity] == 0.5)
    #expect(frame["card", .scaleX] == 0.9)
    #expect(frame.progress == 1)
    #expect(
      s.markers == [
        ScrollMarker(name: "header", end: .start, offset: 0),
        ScrollMarker(name: "header", end: .end, offset: 400),
        ScrollMarker(name: "entry", end: .start, offset: 400),
        ScrollMarker(name: "entry", end: .end, offset: 600),
      ])
    let quiet = try ScrollScene(timeline: card, targets: [], animations: [])
    #expect(quiet.markers.isEmpty)
  }

  @Test("values are affine expressions: sums, differences, multiples")
  func expressions() throws {
    let value: ScrollValue = 0.5 * .value(of: "a", .height) - .metric(.viewportWidth) + 3
    #expect(value.constant == 3)
    #expect(value.terms.count == 2)
    #expect(value.terms[0].coefficient == 0.5)
    #expect(value.terms[1].coefficient == -1)
    #expect(value.description == "0.5 × a.height + -1.0 × viewportWidth + 3.0")
    let s = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 1),
      targets: [
        ScrollTarget("a", frame: Rect2D(x: 0, y: 0, width: 10, height: 100)),
        ScrollTarget("b", frame: .zero),
      ],
      animations: [ScrollAnimation("b", .y, keys: [.init(0, value)])])
    #expect(try s.resolved(offset: 0, metrics: phone)["b", .y] == 50 - 390 + 3)
    let pinned = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 1), targets: [ScrollTarget("b", frame: .zero)],
      animations: [ScrollAnimation("b", .y, keys: [.init(0, .metric(.scrollOffset))])])
    #expect(try pinned.resolved(offset: 123, metrics: phone)["b", .y] == 123)
  }
}
