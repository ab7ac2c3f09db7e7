import Choreo
import ChoreoTestSupport
import ChoreoTesting
import Testing

/// The README's API tour, compiled and run: if the README's code stops being true, this
/// file stops compiling or these expectations fail. Keep the two in step.
@Suite struct ReadmeTourTests {
  final class View {
    var x = 0.0
  }

  @Test func timingSpringsKeyframesAndMotion() throws {
    #expect(isClose(TimingCurve.easeInOut.value(at: 0.5), 0.5, absolute: 1e-12))
    #expect(TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6).value(at: 0.9) > 1)
    #expect(TimingCurve.steps(5, .jumpNone).value(at: 0.5) == 0.5)
    let spec = try MotionSpec(parsing: "linear(0, 0.25 75%, 1)")
    guard case .timing(let curve) = spec else {
      Issue.record("expected a timing curve")
      return
    }
    #expect(curve.value(at: 0.75) == 0.25)

    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    #expect(spring == .bouncy)
    #expect(spring.value(at: 0.2) > 0.5)
    #expect(spring.settlingDuration(epsilon: 0.001) > 0.5)

    let progress = 0.5
    #expect(KeyframeCurve(from: 100.0, to: 375).value(at: progress) == 237.5)
    #expect(KeyframeCurve(evenlySpaced: [1.0, 0.5, 1]).value(at: progress) == 0.5)
    let motion = Motion.easeInOut(duration: 0.3).delay(0.1).repeatCount(2, autoreverses: true)
    #expect(motion.totalDuration == 0.1 + 1.2)
  }

  @Test func animatorRetargetsWithMomentum() throws {
    let view = View()
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var outcomes: [AnimationOutcome] = []
    let handle = try animator.animate(
      "x", from: 0.0, to: 100, motion: .spring(.bouncy), write: { view.x = $0 },
      completion: { outcomes.append($0) })
    clock.advance(by: 0.1)
    let before = view.x
    try animator.animate("x", from: 0.0, to: 40, motion: .spring(.snappy)) { view.x = $0 }
    #expect(outcomes == [.interrupted])
    clock.advance(by: 1e-6)
    // Continues from the current value, moving the way it was moving (toward 100).
    #expect(abs(view.x - before) < 0.01)
    #expect(view.x > before)
    #expect(handle.outcome == .interrupted)

    let heights = AnimatedValues(repeating: 0.0, count: 100)
    for bar in heights.indices {
      try animator.animate(
        AnimationKey("bar \(bar)"), from: 0.0, to: 44, motion: .spring(.smooth),
        into: heights, at: bar)
    }
    clock.advance(by: 0.1)
    // Every bar on the same spring: equal, part of the way to 44 (no bounce to overshoot).
    #expect(heights[0] > 0 && heights[0] < 44)
    #expect(heights.withUnsafeBufferPointer { $0.allSatisfy { $0 == heights[99] } })
  }

  @Test func tabsMenuAndScroll() throws {
    var x = MotionTrack(at: 0.0)
    try x.retarget(to: 100, motion: .spring(.bouncy), at: 0)
    let before = (x.value(at: 0.1), x.velocity(at: 0.1))
    try x.retarget(to: -40, motion: .spring(.snappy), at: 0.1)
    #expect(x.value(at: 0.1) == before.0)
    #expect(isClose(x.velocity(at: 0.1), before.1, absolute: 1e-9, relative: 1e-12))

    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    var tabs = try TabSwitcher(tabCount: 5, transition: .slide, context: context)
    #expect(try tabs.select(2, at: 0))
    #expect(try tabs.select(4, at: 0.1))
    #expect(tabs.state(at: 0.2).pages.count > 1)
    #expect(tabs.state(at: 5).presentedPages == [4])
    let spin = SceneTransition.asymmetric(
      insertion: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
        .motion(.easeInOut(duration: 0.5))
        .combined(with: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
      removal: SceneTransition.opacity.motion(.easeInOut(duration: 0.8)))

    let clock = ManualClock()
    let driver = ModelDriver(
      try TabSwitcher(tabCount: 5, transition: spin, context: context), clock: clock)
    var frames = 0
    driver.onFrame = { _ in frames += 1 }
    try driver.perform { tabs, now in try tabs.select(1, at: now) }
    clock.advance(by: 1.0 / 60)
    #expect(frames == 2)
    #expect(driver.isRunning)

    let layout = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
    let center = Point2D(x: 195, y: 800)
    let fan = layout.positions(count: 3, around: center)
    #expect(isClose(fan[1].y, 800 - 72, absolute: 1e-12))
    let corner = Point2D(x: 370, y: 820)
    let safe = Rect2D(x: 0, y: 0, width: 390, height: 844)
    let fitted = try layout.fitting(in: safe, center: corner, count: 3)
    for point in fitted.positions(count: 3, around: corner) {
      #expect(safe.contains(point))
    }
    let items = (0..<3).map { PopMenuItem(id: $0, accessibilityLabel: "Item \($0)") }
    var menu = try PopMenu(items: items, layout: fitted, center: corner)
    try menu.toggle(at: 0)
    #expect(menu.state(at: 0.2).items.contains { $0.isPresent })
    var script = CommandScript(menu)
    script.add(at: 1) { menu, time in _ = try menu.tap(at: corner, time: time) }
    let menuFrame = try script.state(at: 1.1)
    #expect(menuFrame.phase == .closing)

    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 400, overflow: .extend),
      targets: [
        ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
        ScrollTarget("avatar", frame: Rect2D(x: 30, y: 30, width: 100, height: 100)),
        ScrollTarget("info", frame: Rect2D(x: 0, y: 408, width: 390, height: 1000)),
      ],
      animations: [
        ScrollAnimation("info", .y, keys: [.init(0, .bottom(of: "map") + 8)]),
        ScrollAnimation("map", .height, from: 400, to: 0),
        ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1]),
      ])
    let metrics = ScrollMetrics(
      viewport: Size2D(width: 390, height: 844), content: Size2D(width: 390, height: 2000))
    let frame = try scene.resolved(offset: 100, metrics: metrics)
    #expect(frame["map", .height] == 300)
    #expect(frame["info", .y] == 308)
    #expect(frame["avatar", .opacity] == 0.75)
  }
}

extension ReadmeTourTests {
  @Test func spinTransitionFromTheReadme() throws {
    let spin = SceneTransition.asymmetric(
      insertion: .modifier(
        active: VisualState(scale: Size2D(width: 0.1, height: 0.1), rotation: 2 * .pi / 3),
        identity: .identity
      ).combined(with: .opacity),
      removal: .opacity)
    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    let start = spin.appearance(for: .insertion, progress: 0, in: context)
    #expect(start.opacity == 0)
    #expect(start.scale == Size2D(width: 0.1, height: 0.1))
    #expect(spin.appearance(for: .insertion, progress: 1, in: context).isIdentity)
  }

  @Test func testingYourOwnAnimations() throws {
    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    var script = CommandScript(try TabSwitcher(tabCount: 5, transition: .slide, context: context))
    script.tap(tab: 2, at: 0.1)
    script.tap(tab: 4, at: 0.25)
    try SeekEqualsPlay.check(script, through: 1.5, matches: ==)
  }
}
