import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct ReducedMotionTests {
  @Test func instantJumpsToTheEndAndFinishesAtOnce() throws {
    let animator = Animator(reducedMotion: .instant)
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 0.0, to: 42, motion: .spring(.bouncy), write: record.write,
      completion: record.complete)
    #expect(record.values == [42])
    #expect(record.outcomes == [.finished(.end)])
    #expect(animator.runningCount == 0)
  }

  /// "No motion" for one animation reaches it through the options' optional policy (a case
  /// named `none` read there as `nil`, the animator's default, and the animation moved).
  @Test func instantThroughTheOptionsOverridesAFullAnimator() throws {
    let animator = Animator(reducedMotion: .full)
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 0.0, to: 42, motion: .linear(duration: 1),
      options: AnimationOptions(reducedMotion: .instant), write: record.write,
      completion: record.complete)
    #expect(record.values == [42])
    #expect(record.outcomes == [.finished(.end)])
    #expect(animator.runningCount == 0)
  }

  @Test func perAnimationOverride() throws {
    let animator = Animator(reducedMotion: .instant)
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 0.0, to: 10, motion: .linear(duration: 1),
      options: AnimationOptions(reducedMotion: .full), write: record.write)
    animator.advance(to: 0.5)
    #expect(isClose(record.last!, 5, absolute: 1e-12))
  }

  @Test func reducedCurvesBecomeShortEaseInOut() throws {
    let animator = Animator(reducedMotion: .reduced)
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 0.0, to: 10, motion: .linear(duration: 2).repeatForever(autoreverses: true),
      write: record.write, completion: record.complete)
    animator.advance(to: 0.05)
    #expect(isClose(record.last!, 10 * TimingCurve.easeInOut.value(at: 0.25), absolute: 1e-12))
    animator.advance(to: 0.2)
    #expect(record.last == 10)
    #expect(record.outcomes == [.finished(.end)], "repeats are dropped")
  }

  @Test func reducedSpringsDoNotBounce() throws {
    let animator = Animator(reducedMotion: .reduced)
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 0.0, to: 100, motion: .spring(duration: 1, bounce: 0.7), write: record.write,
      completion: record.complete)
    var time = 0.0
    while record.outcomes.isEmpty {
      time += 1.0 / 120
      animator.advance(to: time)
    }
    // Critically damped with duration 0.2 s: monotone, never past the target, done in
    // well under half a second (settling to 0.001 takes ≈ 9.23/ω₀ = 0.29 s).
    #expect(zip(record.values, record.values.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(record.values.allSatisfy { $0 <= 100 })
    #expect(time < 0.35)
    #expect(record.last == 100)
  }

  @Test func largeMovementWithAnOpacityTargetBecomesACrossFade() throws {
    let animator = Animator(reducedMotion: .reduced)
    let record = Recorder<Point2D>()
    var opacity = 1.0
    try animator.animate(
      "card", from: .zero, to: Point2D(x: 300, y: 0), motion: .spring(.bouncy),
      options: AnimationOptions(kind: .movement, opacity: { opacity = $0 }),
      write: record.write, completion: record.complete)
    animator.advance(to: 0.05)
    #expect(record.last == .zero)
    #expect(opacity > 0 && opacity < 1)
    animator.advance(to: 0.1)
    #expect(record.last == Point2D(x: 300, y: 0))
    #expect(opacity == 0)
    animator.advance(to: 0.15)
    #expect(opacity > 0 && opacity < 1)
    animator.advance(to: 0.2)
    #expect(opacity == 1)
    #expect(record.outcomes == [.finished(.end)])
  }

  @Test func movementWithoutAnOpacityTargetIsShortened() throws {
    let animator = Animator(reducedMotion: .reduced)
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 0.0, to: 1, motion: .easeIn(duration: 3),
      options: AnimationOptions(kind: .movement),
      write: record.write, completion: record.complete)
    animator.advance(to: 0.1)
    #expect(isClose(record.last!, 0.5, absolute: 1e-12))
    animator.advance(to: 0.2)
    #expect(record.outcomes == [.finished(.end)])
  }

  /// Reduce Motion on any valid spring gives a critically damped spring with response
  /// min(2π/ω₀, 0.2 s), whatever the mass: k/m of the calm spring is (2π/response)².
  /// Mass 5e-324 with stiffness 1 has ω₀ = ∞ (k/m overflows): it used to compute response
  /// 0, which `DampedSpring(response:)` refuses, and trap; it now gets the shortest
  /// response, 1e-150 s. Mass 1e300 with stiffness 1e-300 is slow (response 2π·1e300).
  @Test(arguments: [
    (Double.leastNonzeroMagnitude, 1, 1e-150), (1e300, 1e-300, 0.2),
    (1, 4e4 * Double.pi * Double.pi, 0.01),
    (4, 1, 0.2), (1e-300, 1.7e308, 1e-150),
  ])
  func aReducedSpringIsCalmAtAnyScale(mass: Double, stiffness: Double, response: Double) {
    let motion = Motion.spring(DampedSpring(mass: mass, stiffness: stiffness, damping: 0))
    guard case .spring(let calm, _) = motion.reduced.kind else {
      Issue.record("the reduced motion is not a spring")
      return
    }
    let omega = 2 * Double.pi / response
    #expect(isClose(calm.stiffness / calm.mass, omega * omega, relative: 1e-12))
    #expect(isClose(calm.dampingRatio, 1, absolute: 1e-12))
    #expect(motion.reduced.totalDuration.isFinite)
  }
}
