import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct AnimatorRetargetTests {
  /// Value just before, at and just after a retarget at `t0`, and the outcome of the first.
  func probe(
    first: Motion, second: Motion, from: Double, to: Double, retarget: Double, t0: Double,
    h: Double
  ) throws -> (
    before: Double, at: Double, atAfter: Double, after: Double, outcome: [AnimationOutcome]
  ) {
    let animator = Animator()
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: from, to: to, motion: first, write: record.write, completion: record.complete)
    animator.advance(to: t0 - h)
    let before = record.last!
    animator.advance(to: t0)
    let at = record.last!
    try animator.animate("x", from: 12345, to: retarget, motion: second, write: record.write)
    animator.advance(to: t0)
    let atAfter = record.last!
    animator.advance(to: t0 + h)
    return (before, at, atAfter, record.last!, record.outcomes)
  }

  @Test(arguments: [
    (
      Motion.spring(response: 0.5, dampingRatio: 0.5),
      Motion.spring(response: 0.3, dampingRatio: 0.8)
    ),
    (Motion.spring(duration: 0.4, bounce: 0.3), Motion.easeInOut(duration: 0.6)),
    (Motion.easeInOut(duration: 1), Motion.easeInOut(duration: 0.8)),
    (Motion.linear(duration: 1), Motion.spring(.smooth)),
    (Motion.easeOut(duration: 1), Motion.linear(duration: 0.5)),
  ])
  func valueAndVelocityAreContinuousAcrossARetarget(first: Motion, second: Motion) throws {
    let h = 1e-6
    let p = try probe(
      first: first, second: second, from: 0, to: 100, retarget: -50, t0: 0.2, h: h)
    #expect(p.outcome == [.interrupted])
    #expect(p.atAfter == p.at, "no jump in value")
    let left = (p.at - p.before) / h
    let right = (p.after - p.atAfter) / h
    #expect(abs(left) > 10, "the test needs a moving value, got \(left)")
    // A one-sided difference is off by h·|x″|/2; |x″| stays below 1e5 here.
    #expect(abs(left - right) <= 0.1, "velocity \(left) before, \(right) after")
  }

  @Test func springRetargetFollowsTheStateFormClosedForm() throws {
    let first = DampedSpring(response: 0.5, dampingRatio: 0.5)
    let second = DampedSpring(response: 0.3, dampingRatio: 1)
    let animator = Animator()
    let record = Recorder<Double>()
    try animator.animate("x", from: 0.0, to: 100, motion: .spring(first), write: record.write)
    animator.advance(to: 0.15)
    let state = referenceSpring(first, displacement: -100, velocity: 0, at: 0.15)
    #expect(isClose(record.last!, 100 + state.position, absolute: 1e-9))
    try animator.animate("x", from: 0, to: -20, motion: .spring(second), write: record.write)
    for dt in [0.01, 0.05, 0.1, 0.3] {
      animator.advance(to: 0.15 + dt)
      let expected = referenceSpring(
        second, displacement: 100 + state.position + 20, velocity: state.velocity, at: dt)
      #expect(isClose(record.last!, -20 + expected.position, absolute: 1e-8), "dt = \(dt)")
    }
  }

  /// motion #1403: a bouncy spring given by duration/bounce, interrupted toward a target
  /// very close to its current value, must not blow up (velocity is carried in absolute
  /// units, never divided by the distance).
  @Test func bouncySpringInterruptedTowardACloseTargetStaysBounded() throws {
    let spring = DampedSpring(duration: 0.5, bounce: 0.9)
    let animator = Animator()
    let record = Recorder<Point2D>()
    let outcome = Recorder<Point2D>()
    try animator.animate(
      "p", from: .zero, to: Point2D(x: 100, y: 0), motion: .spring(spring), write: record.write)
    animator.advance(to: 0.05)
    let current = record.last!
    let target = current + Point2D(x: 1e-9, y: 0)
    try animator.animate(
      "p", from: .zero, to: target, motion: .spring(spring), write: record.write,
      completion: outcome.complete)
    // |e(t)| ≤ |x0|(1 + ζω₀/ω_d) + |v0|/ω_d for an underdamped spring; |v0| ≤ 100·ω₀·2.
    let omega = (spring.stiffness / spring.mass).squareRoot()
    let bound = 1e-9 * 2 + 200 * omega / (omega * (1 - 0.01).squareRoot())
    var time = 0.05
    while outcome.outcomes.isEmpty && time < 30 {
      time += 1.0 / 120
      animator.advance(to: time)
      let error = (record.last! - target).magnitude
      #expect(error.isFinite && error <= bound, "t = \(time), error \(error)")
      if !(error <= bound) { break }
    }
    #expect(outcome.outcomes == [.finished(.end)])
    #expect(record.last == target)
  }

  @Test func zeroDistanceWithVelocitySettlesAndEndsAtTheTarget() throws {
    let animator = Animator()
    let record = Recorder<Point2D>()
    try animator.animate(
      nil, from: Point2D(x: 5, y: 5), to: Point2D(x: 5, y: 5), motion: .spring(.bouncy),
      initialVelocity: Point2D(x: 0, y: 400), write: record.write, completion: record.complete)
    animator.advance(to: 0.05)
    #expect(record.last!.y > 5, "the velocity moves the value away first")
    animator.advance(to: 10)
    #expect(record.outcomes == [.finished(.end)])
    #expect(record.last == Point2D(x: 5, y: 5))
  }

  @Test func samplingRateDoesNotChangeTheValues() throws {
    func run(rate: Int) throws -> [Point2D] {
      let animator = Animator()
      var value = Point2D.zero
      var shared: [Point2D] = []
      let step = rate / 30
      for frame in 0...(3 * rate) {
        let time = Double(frame) / Double(rate)
        animator.advance(to: time)
        if frame % step == 0 { shared.append(value) }
        if frame == 0 {
          try animator.animate(
            "p", from: .zero, to: Point2D(x: 100, y: 50), motion: .spring(.bouncy),
            write: { value = $0 })
        }
        if frame == rate / 2 {
          try animator.animate(
            "p", from: .zero, to: Point2D(x: -40, y: 10), motion: .easeInOut(duration: 0.7),
            write: { value = $0 })
        }
        if frame == rate {
          try animator.animate(
            "p", from: .zero, to: Point2D(x: 20, y: 80),
            motion: .spring(response: 0.6, dampingRatio: 0.3), write: { value = $0 })
        }
      }
      return shared
    }
    let at30 = try run(rate: 30)
    let at60 = try run(rate: 60)
    let at120 = try run(rate: 120)
    #expect(at30.count == 91 && at60.count == 91 && at120.count == 91)
    for index in at30.indices {
      for other in [at60[index], at120[index]] {
        #expect(isClose(at30[index].x, other.x, absolute: 1e-9), "sample \(index)")
        #expect(isClose(at30[index].y, other.y, absolute: 1e-9), "sample \(index)")
      }
    }
  }

  @Test func retargetingToNaNThrowsAndLeavesTheAnimationRunning() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    try animator.animate(
      "x", from: 0.0, to: 10, motion: .linear(duration: 1), write: record.write,
      completion: record.complete)
    let other = Recorder<Point2D>()
    try animator.animate(
      "y", from: .zero, to: Point2D(x: 1, y: 1), motion: .linear(duration: 1), write: other.write)
    animator.advance(to: 0.5)
    #expect(throws: AnimationError.self) {
      try animator.animate("x", from: 0.0, to: .nan, motion: .linear(), write: record.write)
    }
    #expect(throws: AnimationError.self) {
      try animator.animate("x", from: .infinity, to: 1.0, motion: .linear(), write: record.write)
    }
    #expect(throws: AnimationError.self) {
      try animator.animate(
        "y", from: .zero, to: Point2D(x: 1, y: 1), motion: .linear(),
        initialVelocity: Point2D(x: .nan, y: 0), write: other.write)
    }
    #expect(throws: AnimationError.self) {
      try animator.animate(
        // Finite ends whose distance overflows (1e200 alone is finite and accepted).
        "y", from: Point2D(x: -1.7e308, y: 0), to: Point2D(x: 1.7e308, y: 0), motion: .linear(),
        write: other.write)
    }
    #expect(record.outcomes.isEmpty)
    animator.advance(to: 0.75)
    #expect(isClose(record.last!, 7.5, absolute: 1e-12))
    #expect(isClose(other.last!.x, 0.75, absolute: 1e-12))
    animator.advance(to: 1)
    #expect(record.outcomes == [.finished(.end)])
  }

  /// 1,500 frames at 60 Hz of a spring retargeted every quarter second between +100 and
  /// −100: at most one animation is ever alive, and the state at each retarget converges to
  /// the limit cycle computed from the closed form (the transient shrinks by e^(−ζω₀/4) ≈
  /// 0.21 a retarget, so 100 retargets leave nothing of it). 10⁶ frames, 4.6 hours of
  /// animation time with no drift, run in `choreo-bench soak`.
  @Test func oscillatingRetargetsConvergeToTheLimitCycleAndDoNotGrow() throws {
    let spring = DampedSpring(response: 0.5, dampingRatio: 0.5)
    let period = 15  // frames per half cycle
    let half = Double(period) / 60
    // Transfer over one half cycle from the reference: e(P) = a·e0 + b·v0, v(P) = c·e0 + d·v0.
    let unitPosition = referenceSpring(spring, displacement: 1, velocity: 0, at: half)
    let unitVelocity = referenceSpring(spring, displacement: 0, velocity: 1, at: half)
    let (a, c) = (unitPosition.position, unitPosition.velocity)
    let (b, d) = (unitVelocity.position, unitVelocity.velocity)
    // Limit cycle with targets alternating +A, −A: x_{k+1} = −x_k, v_{k+1} = −v_k, i.e.
    // (1 + a)x + b·v = (a − 1)A and c·x + (1 + d)v = c·A.
    let amplitude = 100.0
    let det = (1 + a) * (1 + d) - b * c
    let limitX = ((a - 1) * amplitude * (1 + d) - b * c * amplitude) / det
    let animator = Animator()
    var value = 0.0
    var maxRunning = 0
    var lastBeforeRetarget = 0.0
    var target = -amplitude
    let frames = 1_500  // a multiple of the half period
    for frame in 0...frames {
      animator.advance(to: Double(frame) / 60)
      if frame % period == 0 {
        lastBeforeRetarget = value
        target = -target
        if frame < frames {
          try animator.animate(
            "x", from: 0, to: target, motion: .spring(spring), write: { value = $0 })
        }
      }
      maxRunning = max(maxRunning, animator.runningCount)
    }
    #expect(maxRunning == 1)
    // The state at the moment a spring toward +A starts is limitX (toward −A, −limitX).
    let expected = target > 0 ? limitX : -limitX
    #expect(
      isClose(lastBeforeRetarget, expected, absolute: 1e-9 * amplitude),
      "state \(lastBeforeRetarget), limit cycle \(expected)")
    #expect(abs(limitX) > 1, "the limit cycle must be a real oscillation")
    animator.advance(to: Double(frames) / 60 + 60)
    #expect(animator.runningCount == 0)
  }
}
