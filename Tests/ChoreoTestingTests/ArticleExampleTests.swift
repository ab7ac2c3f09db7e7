import Choreo
import ChoreoRender
import ChoreoTesting
import Foundation
import Testing

// The examples of the "Testing your animations" article, as written there (the snapshot
// example records into a scratch folder first instead of committed goldens).
@Suite struct ArticleExampleTests {
  @Test func rapidTabTapsNeverJump() throws {
    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    var script = CommandScript(
      try TabSwitcher(
        tabCount: 5, transition: .slide, context: context, motion: .easeInOut(duration: 0.35)))
    script.tap(tab: 2, at: 0.1)
    script.tap(tab: 4, at: 0.25)

    func pageX(_ index: Int) -> (TabSwitcherState) -> (value: Double, velocity: Double?)? {
      { state in
        state.pages.first { $0.index == index }.map {
          ($0.appearance.translation.x, $0.velocity.translation.x)
        }
      }
    }
    let two = try MotionTrace(script, at: .rate(120, through: 1.5), label: "page 2 x", pageX(2))
    try two.checkContinuous(valueTolerance: 0, velocityTolerance: 1e-9)
    try two.checkBounds(-390...390)

    let four = try MotionTrace(
      script, at: .rate(120, through: 1.5), label: "page 4 x", pageX(4))
    try four.checkMonotone(.decreasing)
    try four.checkSettles(to: 0, by: 0.6, within: 1e-9)

    try SeekEqualsPlay.check(script, through: 1.5)
  }

  enum Action: Hashable, Sendable { case trash, add, edit }

  @Test func reversingTheMenuMidFlightIsSmooth() throws {
    let menu = try PopMenu(
      items: [
        PopMenuItem(id: Action.trash, accessibilityLabel: "Delete"),
        PopMenuItem(id: Action.add, accessibilityLabel: "Add"),
        PopMenuItem(id: Action.edit, accessibilityLabel: "Edit"),
      ],
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      center: Point2D(x: 195, y: 780))
    var script = CommandScript(menu)
    script.toggle(at: 0)  // tap the + button
    script.toggle(at: 0.2)  // and again, before the items have landed

    let first = try MotionTrace(script, at: .rate(240, through: 2), label: "trash progress") {
      let item = $0.items[0]
      return item.isPresent ? (item.progress, item.velocity) : nil
    }
    try first.checkContinuous(valueTolerance: 0, velocityTolerance: 1e-12)
    try first.checkOvershoot(from: 0, to: 1, atMost: .fractionOfDistance(0.1))  // 10 %
    #expect(try script.model(at: 2).phase(at: 2) == .closed)
    try SeekEqualsPlay.check(script, through: 2)
  }

  @Test func theHeaderShrinksWhileTheFingerDrags() throws {
    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 200),
      targets: [ScrollTarget("header", frame: Rect2D(x: 0, y: 0, width: 390, height: 300))],
      animations: [ScrollAnimation("header", .height, from: 300, to: 100)])
    let metrics = ScrollMetrics(
      viewport: Size2D(width: 390, height: 844), content: Size2D(width: 390, height: 3000))

    var scroll = CommandScript(ScriptedScroll())
    scroll.scroll(to: 250, at: 0.1, over: 0.4)  // a drag past the header's range
    scroll.scroll(to: 50, at: 1, over: 0.2)  // and part of the way back

    let height = try MotionTrace(at: .rate(60, through: 1.5), label: "header height") { time in
      (try scroll.frame(of: scene, metrics: metrics, at: time)["header", .height] ?? .nan, nil)
    }
    try height.checkBounds(100...300)
    try height.checkSettles(to: 250, by: 1.2, within: 1e-9)

    let offset = try MotionTrace(scroll, at: .rate(60, through: 1.5), label: "offset") {
      ($0.offset, $0.velocity)
    }
    try offset.checkBounds(0...250)
  }

  @Test func theRotatingTransitionLooksRight() throws {
    let size = Size2D(width: 240, height: 420)
    let context = try SceneTransitionContext(containerSize: size)
    let rotating = SceneTransition.modifier(
      active: VisualState(translation: Point2D(x: 240, y: 420), rotation: .pi),
      identity: .identity)
    let transition = SceneTransition.asymmetric(
      insertion: rotating, removal: .move(edge: .leading))
    let motion = Motion.easeInOut(duration: 0.35)
    let duration = transition.duration(for: .insertion, defaultMotion: motion)
    @Sendable func incoming(at time: Double) -> VisualState {
      transition.appearance(for: .insertion, time: time, defaultMotion: motion, in: context)
    }

    // The incoming page's opacity never leaves 0...1 and it rests at its identity.
    let opacity = MotionTrace(at: .rate(60, through: duration), label: "opacity") {
      (incoming(at: $0).opacity, nil)
    }
    try opacity.checkBounds(0...1)
    #expect(incoming(at: duration).isIdentity)

    let scene = SnapshotScene(
      size: size, duration: duration, scale: 0.25, background: .white,
      settleTime: duration
    ) { time in
      var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 240, height: 420))
      var card = RenderLayer(
        placement: incoming(at: time).placement(
          in: Rect2D(x: 40, y: 130, width: 160, height: 160)))
      card.backgroundColor = RGBA(hex: 0x5856D6)
      card.cornerRadius = 20
      root.sublayers = [card]
      return root
    }
    let folder = try PillowFiles.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let instants: [SnapshotInstant] = [0, 0.25, 0.5, 0.75, 1, .settled]
    #expect(throws: SnapshotFailure.self) {
      try MotionSnapshot(directory: folder, recording: true)
        .check(scene, at: instants, named: "rotating-insertion")
    }
    try MotionSnapshot(directory: folder, recording: false)
      .check(scene, at: instants, named: "rotating-insertion")
  }

  @Test func anAnimatorKeyIsTracedThroughItsWrites() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let x = TraceRecorder<Double>(label: "x")
    try animator.animate("x", from: 0.0, to: 100, motion: .spring(.bouncy), write: x.write)
    let trace = try x.play(clock, at: .rate(60, through: 2))
    try trace.checkSettles(to: 100, by: 1.5, within: 0.5)
    try trace.checkOvershoot(from: 0, to: 100, atMost: .amount(15))  // points, not a fraction
    try trace.checkContinuous()  // no jump between frames, with no command instant
  }
}
