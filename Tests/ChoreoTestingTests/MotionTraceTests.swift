import Choreo
import ChoreoTestSupport
import ChoreoTesting
import Foundation
import Testing

let phone = Size2D(width: 390, height: 844)

func tabs(_ transition: SceneTransition = .slide, motion: Motion = .easeInOut(duration: 0.5))
  throws -> TabSwitcher
{
  try TabSwitcher(
    tabCount: 5, transition: transition, context: SceneTransitionContext(containerSize: phone),
    motion: motion)
}

/// Page `index`'s horizontal translation and its exact velocity.
func pageX(_ index: Int) -> (TabSwitcherState) -> (value: Double, velocity: Double?)? {
  { state in
    state.pages.first { $0.index == index }.map {
      ($0.appearance.translation.x, $0.velocity.translation.x)
    }
  }
}

@Suite struct MotionTraceTests {
  @Test func ratesComputeEachInstantWithoutDrift() {
    let times = TraceTimes.rate(60, through: 1).times
    #expect(times.count == 61)
    #expect(times[37] == 37.0 / 60)
    #expect(times.last == 1)
    #expect(TraceTimes.every(0.25, from: 1, through: 2).times == [1, 1.25, 1.5, 1.75, 2])
    #expect(TraceTimes.rate(3, through: 1.1).times.last == 1.1)
  }

  @Test func aTrackTraceCarriesTheExactVelocity() throws {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 100, motion: .linear(duration: 2), at: 0)
    let trace = MotionTrace(track, at: [0.5, 1, 3], label: "x")
    #expect(trace.values == [25, 50, 100])
    #expect(trace.samples.map(\.velocity) == [50, 50, 0])
    try trace.checkSettles(to: 100, by: 2, within: 0)
    try trace.checkMonotone(.increasing)
    try trace.checkBounds(0...100)
  }

  @Test func aScriptTraceSeesBothSidesOfEachTap() throws {
    var script = CommandScript(try tabs())
    script.tap(tab: 1, at: 0)
    script.tap(tab: 2, at: 0.2)
    let trace = try MotionTrace(script, at: .rate(60, through: 2), label: "page 1 x", pageX(1))
    let sides = trace.samples.filter { $0.time == 0.2 }
    #expect(sides.count == 2 && sides[0].isBeforeCommand && !sides[1].isBeforeCommand)
    // The tap at 0.2 s retargets page 1 (it now leaves to the left) with no jump.
    try trace.checkContinuous(valueTolerance: 1e-9, velocityTolerance: 1e-6)
    // Page 1 leaves at −390 and is removed; the samples before then never pass it.
    try trace.checkBounds(-390...390)
    // Page 2 comes in from the right and rests at 0 by 1 s (0.2 s + 0.5 s easing).
    let two = try MotionTrace(script, at: .rate(60, through: 2), label: "page 2 x", pageX(2))
    try two.checkSettles(to: 0, by: 0.7, within: 1e-9)
    try two.checkMonotone(.decreasing)
    try two.checkOvershoot(from: 390, to: 0, atMost: .amount(0))
  }

  @Test func eachCheckFailsSayingWhereAndByHowMuch() throws {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 1, motion: .spring(DampedSpring(duration: 0.5, bounce: 0.5)), at: 0)
    let trace = MotionTrace(track, at: .rate(60, through: 2), label: "scale")
    // The closed form of an underdamped step from rest: the first peak passes 1 by
    // exp(−ζπ/√(1−ζ²)), ζ = 1 − bounce = 0.5; sampled at 60 Hz the trace sees a little less.
    let closedForm = exp(-0.5 * Double.pi / (0.75).squareRoot())
    let peak = try trace.checkOvershoot(from: 0, to: 1, atMost: .amount(1))
    #expect(peak <= closedForm + 1e-12 && peak > 0.95 * closedForm)
    let overshoot = #expect(throws: TraceCheckFailure.self) {
      try trace.checkOvershoot(from: 0, to: 1, atMost: .amount(0.01))
    }
    #expect(overshoot?.check == .overshoot)
    #expect(overshoot.map { isClose($0.excess, peak - 0.01, absolute: 1e-12) } == true)
    #expect(overshoot?.description.contains("scale: overshoot check (") == true)
    #expect(overshoot?.description.contains(") failed at t = ") == true)
    let bounds = #expect(throws: TraceCheckFailure.self) { try trace.checkBounds(0...1) }
    #expect(bounds?.time == overshoot?.time)
    #expect(bounds?.description.contains("above the upper bound 1") == true)
    let monotone = #expect(throws: TraceCheckFailure.self) {
      try trace.checkMonotone(.increasing)
    }
    #expect(monotone?.description.contains("falls by") == true)
    let settles = #expect(throws: TraceCheckFailure.self) {
      try trace.checkSettles(to: 1, by: 0.2, within: 0.001)
    }
    #expect(settles?.time.map { $0 >= 0.2 } == true)
    #expect(settles?.description.contains("should have settled by 0.2 s") == true)
    let late = #expect(throws: TraceCheckFailure.self) {
      try trace.checkSettles(to: 1, by: 5, within: 1)
    }
    #expect(late?.time == nil)
    // A track's trace holds no command instant, and is checked step by step all the same.
    try trace.checkContinuous()
  }

  @Test func aJumpIsReportedAtItsInstant() throws {
    // A script whose command sets the value anew: the value jumps by 10 at 0.5 s.
    var script = CommandScript(ScriptedScroll(offset: 0))
    script.scroll(to: 10, at: 0.5)
    let trace = try MotionTrace(script, at: .rate(10, through: 1), label: "offset") {
      ($0.offset, $0.velocity)
    }
    let failure = #expect(throws: TraceCheckFailure.self) { try trace.checkContinuous() }
    #expect(failure?.time == 0.5)
    #expect(failure.map { isClose($0.excess, 10 - 1e-9, absolute: 1e-12) } == true)
    #expect(failure?.description.contains("jumps by 10.0 (from 0.0 to 10.0)") == true)
  }

  @Test func aRecorderTracesAnAnimatorKeyAndItsRetarget() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let x = TraceRecorder<Double>(label: "x")
    try animator.animate("x", from: 0.0, to: 100, motion: .linear(duration: 1), write: x.write)
    let trace = try x.play(
      clock, at: .rate(10, through: 2),
      actions: [
        (
          0.5,
          {
            try animator.animate(
              "x", from: 0.0, to: 0, motion: .linear(duration: 0.5), initialVelocity: 0,
              write: x.write)
          }
        )
      ])
    #expect(trace.samples.allSatisfy { $0.velocity == nil })
    #expect(isClose(trace.values[5], 50, absolute: 1e-9))
    #expect(isClose(trace.values[7], 30, absolute: 1e-9))  // 50 → 0 linearly over 0.5 s
    try trace.checkBounds(0...50)
    try trace.checkSettles(to: 0, by: 1, within: 1e-9)
    try trace.checkContinuous()  // values only, no command instant: step by step
  }

  @Test func aRecorderSamplesATimeline() throws {
    let x = TraceRecorder<Double>(label: "x")
    let timeline = Timeline.animate(
      key: "x", from: 0.0, to: 10, motion: .linear(duration: 1), write: x.write
    )
    .then(
      Timeline.animate(key: "x", from: 10.0, to: 0, motion: .linear(duration: 1), write: x.write))
    let trace = x.sample(timeline, at: [0, 0.5, 1.5, 2])
    #expect(trace.values == [0, 5, 5, 0])
    #expect(throws: TraceCheckFailure.self) { try trace.checkMonotone(.increasing) }
  }

  @Test func aScriptedScrollDrivesAScene() throws {
    var scroll = CommandScript(ScriptedScroll())
    scroll.scroll(to: 120, at: 0.1, over: 0.3)
    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 100),
      targets: [ScrollTarget("header", frame: Rect2D(x: 0, y: 0, width: 390, height: 200))],
      animations: [ScrollAnimation("header", .height, from: 200, to: 80)])
    let metrics = ScrollMetrics(
      viewport: Size2D(width: 390, height: 844), content: Size2D(width: 390, height: 3000))
    let offset = try MotionTrace(scroll, at: .rate(20, through: 1), label: "offset") {
      ($0.offset, $0.velocity)
    }
    let quarter = try #require(offset.samples.first { $0.time == 0.25 })
    #expect(isClose(quarter.value, 60, absolute: 1e-9))  // half-way through the drag
    #expect(quarter.velocity == 400)  // 120 points in 0.3 s
    try offset.checkMonotone(.increasing)
    let height = try MotionTrace(at: .rate(20, through: 1), label: "header height") { time in
      (try scroll.frame(of: scene, metrics: metrics, at: time)["header", .height]!, nil)
    }
    try height.checkMonotone(.decreasing)
    try height.checkBounds(80...200)
    try height.checkSettles(to: 80, by: 0.4, within: 1e-9)
  }

  @Test func aSmoothedScrollFollowsWithItsExactVelocity() throws {
    var scroll = CommandScript(ScriptedScroll(smoother: ScrollSmoother(lag: 0.3)))
    scroll.scroll(to: 100, at: 0)
    let trace = try MotionTrace(scroll, at: .rate(60, through: 2), label: "offset") {
      ($0.offset, $0.velocity)
    }
    try trace.checkContinuous()  // the smoother does not jump where the finger does
    try trace.checkOvershoot(from: 0, to: 100, atMost: .amount(1e-9))  // critically damped
    try trace.checkSettles(to: 100, by: 1, within: 0.01)
  }
}
