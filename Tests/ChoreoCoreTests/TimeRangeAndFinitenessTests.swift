import ChoreoCore
import ChoreoTestSupport
import Foundation
import Testing

/// Issue 24, findings 6-8: the clock's range, finite values however large, and no NaN from
/// an undamped spring at enormous times.
@Suite struct TimeRangeAndFinitenessTests {
  /// Near the top of the range a frame step still moves time, to within a microsecond.
  @Test func aFrameStepMovesTimeAtTheTopOfTheRange() {
    let clock = ManualClock(start: ManualClock.maximumTime - 1)
    for step in [1.0 / 60, 1.0 / 240, 1e-6] {
      let before = clock.now
      clock.advance(by: step)
      #expect(clock.now > before)
      #expect(abs((clock.now - before) - step) <= 1e-6, "step \(step)")
    }
    clock.advance(to: ManualClock.maximumTime)
    #expect(clock.now == ManualClock.maximumTime)
  }

  /// Finite values beyond 1.34e154 square to infinity: they were refused as "not finite".
  @Test func finiteValuesOfAnySizeAreAccepted() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var last = 0.0
    try animator.animate(
      "x", from: 0.0, to: 1e300, motion: .linear(duration: 1), write: { last = $0 })
    clock.advance(by: 0.25)
    #expect(isClose(last, 2.5e299, relative: 1e-12))
    var point = Point2D.zero
    try animator.animate(
      "p", from: Point2D(x: -8e307, y: 0), to: Point2D(x: 8e307, y: 1e200),
      motion: .linear(duration: 1), write: { point = $0 })
    clock.advance(by: 0.5)
    #expect(point.x == 0 && isClose(point.y, 5e199, relative: 1e-12))
  }

  /// Non-finite values are still refused, and the message says which.
  @Test func nonFiniteValuesAreRefusedByName() {
    let animator = Animator(clock: ManualClock())
    #expect(throws: AnimationError.nonFiniteValue("to: inf")) {
      try animator.animate("x", from: 0.0, to: .infinity, motion: .linear(duration: 1)) { _ in }
    }
    #expect(
      throws: AnimationError.nonFiniteValue("the distance from -1.7e+308 to 1.7e+308 overflows")
    ) {
      try animator.animate("x", from: -1.7e308, to: 1.7e308, motion: .linear(duration: 1)) { _ in }
    }
    #expect(throws: AnimationError.nonFiniteValue("from: (nan, 0.0)")) {
      try animator.animate(
        "p", from: Point2D(x: .nan, y: 0), to: .zero, motion: .linear(duration: 1)
      ) { _ in }
    }
  }

  /// An undamped unit step is 1 − cos(ω·t) (ω = √(k/m) = 10): between 0 and 2 for ever,
  /// even where ω·t overflows or t is infinite.
  @Test func anUndampedSpringStaysFiniteForEver() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    for time in [1e5, 1.0e300, 2e307, 1.7e308, .infinity] {
      let value = spring.value(at: time)
      let velocity = spring.velocity(at: time)
      #expect(value.isFinite && (0...2).contains(value), "value at \(time): \(value)")
      #expect(velocity.isFinite && abs(velocity) <= 10 + 1e-9, "velocity at \(time)")
    }
    // Where ω·t is representable nothing changed: the closed form against libm's cosine.
    #expect(isClose(spring.value(at: 1e5), 1 - cos(10 * 1e5), absolute: 1e-9))
    #expect(spring.value(at: .infinity) == 0)
  }

  /// A fast undamped spring at the top of the clock's range: local time overflows to
  /// infinity (2³² s at speed 10³⁰⁰), and the written value stays finite.
  @Test func theAnimatorWritesFiniteValuesAtEnormousLocalTimes() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var last = 0.0
    let undamped = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    try animator.animate(
      "x", from: 0.0, to: 1, motion: Motion.spring(undamped).speed(1e300),
      write: { last = $0 })
    clock.advance(to: ManualClock.maximumTime)
    #expect(last.isFinite && (0...2).contains(last), "wrote \(last)")
  }

  #if compiler(>=6.2)
    /// 1e308 twice used to overflow to infinity and trap on an unrelated message; leaving
    /// the range is a programmer error whose message names the range.
    @Test func leavingTheRangeTrapsNamingIt() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        let clock = ManualClock()
        clock.advance(by: 1e308)
        clock.advance(by: 1e308)
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("ManualClock.maximumTime"), "\(message)")
    }
  #endif
}
