import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct MotionLegTests {
  @Test func springLegFollowsTheDampedOscillatorFromValueAndVelocity() throws {
    let spring = DampedSpring.bouncy
    let leg = try MotionLeg(
      from: 20.0, to: 100, motion: .spring(spring), initialVelocity: -300, startTime: 2)
    for t in stride(from: 2.0, through: 3.0, by: 0.05) {
      let reference = referenceSpring(spring, displacement: -80, velocity: -300, at: t - 2)
      if leg.isSettled(at: t) {
        #expect(leg.value(at: t) == 100)
        continue
      }
      #expect(isClose(leg.value(at: t), 100 + reference.position, absolute: 1e-9))
      #expect(isClose(leg.velocity(at: t), reference.velocity, absolute: 1e-8))
    }
    #expect(leg.value(at: 1) == 20)
    #expect(leg.velocity(at: 2) == -300)
    #expect(leg.value(at: leg.endTime) == 100)
    #expect(leg.velocity(at: leg.endTime) == 0)
  }

  @Test func curveLegVelocityIsTheCurvesSlope() throws {
    // ease-in-out = cubic-bezier(0.42, 0, 0.58, 1) is symmetric, so x = 0.5 at s = 0.5,
    // where y′(s) = 6s(1 − s) = 1.5 and x′(s) = 3·0.42(1 − s)(1 − 3s) + 3·0.58·s(2 − 3s)
    // + 3s² = 0.87: the slope is 1.5 / 0.87.
    let leg = try MotionLeg(from: 0.0, to: 100, motion: .easeInOut(duration: 1))
    #expect(isClose(leg.value(at: 0.5), 50, absolute: 1e-9))
    #expect(isClose(leg.velocity(at: 0.5), 100 * 1.5 / 0.87, absolute: 1e-8))
    #expect(leg.endTime == 1)
  }

  @Test func badInputThrows() {
    #expect(throws: AnimationError.self) {
      try MotionLeg(from: .nan, to: 1.0, motion: .linear(duration: 1))
    }
    #expect(throws: AnimationError.self) {
      try MotionLeg(from: 0, to: 1.0, motion: .linear(duration: 1), startTime: .infinity)
    }
  }
}

@Suite struct MotionTrackTests {
  @Test func retargetKeepsValueAndExactVelocity() throws {
    for motion in [Motion.spring(.bouncy), .easeInOut(duration: 0.4), .spring(.smooth)] {
      var track = MotionTrack(at: 0.0)
      try track.retarget(to: 100, motion: .spring(.bouncy), at: 0)
      let before = (track.value(at: 0.13), track.velocity(at: 0.13))
      try track.retarget(to: -40, motion: motion, at: 0.13)
      #expect(track.value(at: 0.13) == before.0)
      #expect(isClose(track.velocity(at: 0.13), before.1, absolute: 1e-9, relative: 1e-12))
      #expect(track.target == -40)
      #expect(track.value(at: track.settleTime) == -40)
      #expect(track.isSettled(at: track.settleTime))
      #expect(!track.isSettled(at: 0.2))
    }
  }

  /// The left limit a release hands over: at the instant a linear leg ends its velocity is
  /// zero, but just before it the leg's slope, distance / duration.
  @Test func theVelocityApproachingALegsEndIsItsLastSlope() throws {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 300, motion: .linear(duration: 0.25), at: 1)
    #expect(track.velocity(at: 1.25) == 0)
    #expect(track.velocity(approaching: 1.25) == 1200)
    #expect(track.velocity(approaching: 1.1) == 1200)
    // Before the leg starts, at its start (the left limit there is the rest before it) and
    // well after its end: zero.
    #expect(track.velocity(approaching: 1) == 0)
    #expect(track.velocity(approaching: 0.5) == 0)
    #expect(track.velocity(approaching: 1.3) == 0)
    // A retarget mid-flight: approaching its instant reads the leg it interrupts.
    try track.retarget(to: 0, motion: .linear(duration: 0.5), at: 1.2, velocity: 0)
    #expect(track.velocity(approaching: 1.2) == 1200)
    #expect(isClose(track.velocity(at: 1.2), -480, absolute: 1e-9))
    // A leg that starts once the track is at rest drops what came before (the track answers
    // from there on): approaching that instant reads zero, as documented.
    try track.retarget(to: 50, motion: .linear(duration: 1), at: 3)
    #expect(track.velocity(approaching: 3) == 0)
    #expect(track.velocity(approaching: 3.5) == 50)
  }

  @Test func aRetargetStampedInThePastThrowsAndChangesNothing() throws {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 1, motion: .linear(duration: 1), at: 1)
    #expect(throws: CommandTimeError.outOfOrder(time: 0.5, previous: 1)) {
      try track.retarget(to: 2, motion: .linear(duration: 1), at: 0.5)
    }
    #expect {
      try track.retarget(to: 2, motion: .linear(duration: 1), at: .nan)
    } throws: { error in
      guard case .nonFinite(let time)? = error as? CommandTimeError else { return false }
      return time.isNaN
    }
    #expect(track.legs.count == 1)
    #expect(track.target == 1)
  }

  @Test func historyStaysBoundedHoweverManyRetargets() throws {
    var rapid = MotionTrack(at: 0.0)
    var spaced = MotionTrack(at: 0.0)
    for step in 0..<(MotionTrack<Double>.historyLimit + 100) {
      let time = Double(step) * 0.01
      try rapid.retarget(to: step.isMultiple(of: 2) ? 1 : 0, motion: .spring(.bouncy), at: time)
      try spaced.retarget(to: Double(step % 3), motion: .easeOut(duration: 0.5), at: time * 100)
    }
    #expect(rapid.legs.count == MotionTrack<Double>.historyLimit)
    #expect(spaced.legs.count == 1)
    // What is kept still answers exactly: the last leg starts from the one before it.
    let last = rapid.legs[rapid.legs.count - 1]
    #expect(last.from == rapid.legs[rapid.legs.count - 2].value(at: last.startTime))
  }
}

@Suite struct SpringCrossingTests {
  /// Bisection on a fine grid: an independent (slow) reference for the first crossing.
  func referenceCrossing(_ spring: DampedSpring, level: Double, x0: Double, v0: Double) -> Double {
    var t = 0.0
    let step = 1e-4
    while referenceSpring(spring, displacement: x0, velocity: v0, at: t + step).position > level {
      t += step
    }
    var (low, high) = (t, t + step)
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if referenceSpring(spring, displacement: x0, velocity: v0, at: middle).position > level {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }

  @Test(arguments: [
    (DampedSpring(response: 0.4, dampingRatio: 0.7), 1.0, 0.0),
    (DampedSpring(response: 0.4, dampingRatio: 0.7), 0.6, 8.0),
    (DampedSpring(response: 0.3, dampingRatio: 1), 1.0, 0.0),
    (DampedSpring(response: 0.3, dampingRatio: 1), 0.9, -2.0),
    (DampedSpring(response: 0.5, dampingRatio: 0.2), 1.05, 3.0),
  ])
  func firstFallToALevelMatchesTheClosedForm(spring: DampedSpring, x0: Double, v0: Double) {
    let found = spring.firstTime(fallingTo: 0.1, displacement: x0, velocity: v0)
    let reference = referenceCrossing(spring, level: 0.1, x0: x0, v0: v0)
    #expect(isClose(found, reference, absolute: 1e-9))
  }
}
