import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

// Independent reference: UIScrollView's deceleration as the issue states it, with the rate
// per millisecond raised to the power 1000t (pow and log, not the library's exp/expm1):
//   v(t) = v0·r^(1000t),  x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r)
func referenceDecay(rate r: Double, velocity v0: Double, at t: Double)
  -> (displacement: Double, velocity: Double)
{
  let kept = pow(r, 1000 * t)
  return (v0 * (kept - 1) / (1000 * log(r)), v0 * kept)
}

@Suite struct DecayTests {
  static let rates = [0.998, 0.99, 0.95, 0.9995]

  @Test(arguments: rates)
  func theClosedFormIsUIScrollViewsDeceleration(_ r: Double) throws {
    let rate = try DecayRate(perMillisecond: r)
    for v0 in [1000.0, -2500, 37.5] {
      for t in stride(from: 0.0, through: 4, by: 0.01) {
        let reference = referenceDecay(rate: r, velocity: v0, at: t)
        let moved = rate.displacement(velocity: v0, after: t)
        let speed = rate.velocity(v0, after: t)
        #expect(isClose(moved, reference.displacement, absolute: 1e-9, relative: 1e-12))
        #expect(isClose(speed, reference.velocity, absolute: 1e-9, relative: 1e-12))
      }
    }
  }

  @Test func theProjectionIsTheLimitAndRelatesToApplesSum() throws {
    let rate = DecayRate.normal
    // The limit of x(t) as t grows: v0 / (1000·(−ln r)).
    let limit = 1000 / (1000 * -log(0.998))
    #expect(isClose(rate.projection(of: 0.0, velocity: 1000), limit, absolute: 1e-9))
    #expect(isClose(rate.projection(of: 100.0, velocity: 1000), 100 + limit, absolute: 1e-9))
    // Apple's sample formula sums whole milliseconds: (v/1000)·r/(1 − r); the continuous
    // projection exceeds it by the factor (1 − r)/(−r·ln r), about 1.001 at 0.998.
    let apple = 1000.0 / 1000 * 0.998 / (1 - 0.998)
    #expect(isClose(limit / apple, (1 - 0.998) / (-0.998 * log(0.998)), relative: 1e-12))
    #expect(abs(limit / apple - 1.001) < 1e-5)
    // A vector projects along its velocity.
    let point = rate.projection(of: Point2D(x: 10, y: 20), velocity: Point2D(x: 300, y: -400))
    #expect(isClose(point.x, 10 + 300 * limit / 1000, absolute: 1e-9))
    #expect(isClose(point.y, 20 - 400 * limit / 1000, absolute: 1e-9))
  }

  @Test func settlingDurationIsWhenTheSpeedFallsUnderHalfAPoint() throws {
    for rate in [DecayRate.normal, .fast] {
      let t = rate.settlingDuration(velocity: 1000)
      #expect(
        isClose(
          referenceDecay(rate: rate.perMillisecond, velocity: 1000, at: t).velocity, 0.5,
          absolute: 1e-9))
      #expect(rate.settlingDuration(velocity: -1000) == t)
      #expect(rate.settlingDuration(velocity: 0.4) == 0)
    }
    // ln(2000)/(−1000·ln 0.998) = 3.7966 s.
    #expect(
      isClose(
        DecayRate.normal.settlingDuration(velocity: 1000), log(2000) / (-1000 * log(0.998)),
        relative: 1e-12))
  }

  @Test func timeToTravelInvertsTheDisplacement() throws {
    let rate = DecayRate.normal
    let t = try #require(rate.time(toTravel: 300, velocity: 1000))
    #expect(
      isClose(referenceDecay(rate: 0.998, velocity: 1000, at: t).displacement, 300, absolute: 1e-9))
    #expect(rate.time(toTravel: 600, velocity: 1000) == nil, "it rests at 499.5")
    #expect(rate.time(toTravel: -10, velocity: 1000) == nil, "the other way")
    #expect(rate.time(toTravel: 0, velocity: 0) == 0)
  }

  @Test func badRatesAreRefusedByName() {
    for r in [0, 1, -0.5, 1.5, .nan, .infinity] {
      #expect(throws: DecayError.self) {
        _ = try DecayRate(perMillisecond: r)
      }
    }
    do {
      _ = try DecayRate(perMillisecond: 1)
      Issue.record("a rate of 1 never decays")
    } catch {
      #expect(error.description.contains("0 < rate < 1"))
      #expect(error.description.contains("0.998"))
    }
  }

  @Test func snappingPicksThePointNearestTheProjection() throws {
    let rate = DecayRate.normal
    #expect(try rate.snapPoint(among: [0, 300, 600], from: 0, velocity: 1000) == 600)
    #expect(try rate.snapPoint(among: [0, 300, 600], from: 0, velocity: 200) == 0)
    #expect(try rate.snapPoint(among: [600, 0, 300], from: 250, velocity: -50) == 300)
    let centres = [Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 0, y: 100)]
    #expect(try rate.snapIndex(among: centres, from: .zero, velocity: Point2D(x: 0, y: 180)) == 2)
    #expect(throws: DecayError.noSnapPoints) { try rate.snapPoint(among: [], from: 0, velocity: 1) }
    #expect(throws: DecayError.self) { try rate.snapPoint(among: [0, .nan], from: 0, velocity: 1) }
    #expect(throws: DecayError.self) {
      try rate.snapPoint(among: [0], from: 0, velocity: .infinity)
    }
  }
}

@Suite struct DecayLegTests {
  @Test func aTrackDecaysInClosedFormAndEndsWhereItRests() throws {
    var track = MotionTrack(at: 100.0)
    try track.decay(at: 1, rate: .normal, velocity: 1000)
    let rest = 100 + 1000 / (1000 * -log(0.998))
    #expect(isClose(track.target, rest, absolute: 1e-9))
    for t in stride(from: 1.0, to: track.settleTime, by: 0.013) {
      let reference = referenceDecay(rate: 0.998, velocity: 1000, at: t - 1)
      #expect(isClose(track.value(at: t), 100 + reference.displacement, absolute: 1e-9))
      #expect(isClose(track.velocity(at: t), reference.velocity, absolute: 1e-9))
    }
    // It ends when the speed is under 0.5 and it is within 0.001 of the distance: here the
    // speed decides, ln(2000)/k after the start.
    let end = 1 + log(2000) / (-1000 * log(0.998))
    #expect(isClose(track.settleTime, end, absolute: 1e-9))
    #expect(track.value(at: track.settleTime) == track.target)
    #expect(track.velocity(at: track.settleTime) == 0)
    #expect(abs(track.value(at: track.settleTime.nextDown) - track.target) <= 0.25, "0.5/k")
  }

  @Test func aSlowDecayWaitsForItsLastThousandth() throws {
    // 0.2 units in all: the speed starts under 0.5, so the position band decides,
    // ln(1000)/k.
    var track = MotionTrack(at: 0.0)
    try track.decay(at: 0, velocity: 0.4)
    #expect(isClose(track.settleTime, log(1000) / (-1000 * log(0.998)), absolute: 1e-9))
  }

  @Test func decayAndSpringHandTheirVelocityToEachOther() throws {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 200, motion: .spring(.bouncy), at: 0)
    let before = (track.value(at: 0.1), track.velocity(at: 0.1))
    try track.decay(at: 0.1)
    #expect(track.value(at: 0.1) == before.0)
    #expect(isClose(track.velocity(at: 0.1), before.1, relative: 1e-12))
    // The decay rests at its projection from the spring's value and velocity.
    #expect(isClose(track.target, before.0 + before.1 / (1000 * -log(0.998)), absolute: 1e-9))
    let during = (track.value(at: 0.3), track.velocity(at: 0.3))
    #expect(isClose(during.1, before.1 * pow(0.998, 200), relative: 1e-9))
    try track.retarget(to: 0, motion: .spring(.smooth), at: 0.3)
    #expect(track.value(at: 0.3) == during.0)
    #expect(isClose(track.velocity(at: 0.3), during.1, relative: 1e-12))
  }

  @Test func aDecayRetargetedTowardATargetCarriesItsMomentum() throws {
    // `.decay` toward a given target with a velocity the target does not match: the
    // momentum term τ·e^(−kτ) makes up the difference and fades.
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 100, motion: .decay(.fast), at: 0, velocity: -300)
    #expect(isClose(track.velocity(at: 0), -300, absolute: 1e-9))
    let k = -1000 * log(0.99)
    for t in stride(from: 0.0, through: 0.5, by: 0.05) {
      let fade = exp(-k * t)
      let expected = 100 * (1 - fade) + (-300 - 100 * k) * t * fade
      #expect(isClose(track.value(at: t), expected, absolute: 1e-9))
    }
    #expect(track.value(at: track.settleTime) == 100)
  }

  @Test func aDecayIntoBoundsHandsOverToASpringAtTheBound() throws {
    var track = MotionTrack(at: 300.0)
    try track.decay(at: 2, rate: .normal, velocity: 2000, bounds: 0...400, spring: .smooth)
    #expect(track.target == 400)
    let k = -1000 * log(0.998)
    // Hand-over: x(τ) = 400, so r^(1000τ) = 1 − 100k/2000.
    let reach = log(1 - 100 * k / 2000) / (1000 * log(0.998))
    let handOver = 2 + reach
    let arriving = 2000 * pow(0.998, 1000 * reach)
    // Before: the decay's closed form.
    for t in stride(from: 2.0, to: handOver, by: 0.004) {
      let reference = referenceDecay(rate: 0.998, velocity: 2000, at: t - 2)
      #expect(isClose(track.value(at: t), 300 + reference.displacement, absolute: 1e-9))
      #expect(isClose(track.velocity(at: t), reference.velocity, absolute: 1e-9))
    }
    // After: the smooth spring (critically damped, ω₀ = 2π/0.5) from the bound with the
    // arriving velocity: x = 400 + v·τ·e^(−ω₀τ).
    let omega = 2 * Double.pi / 0.5
    for t in stride(from: handOver, to: handOver + 1, by: 0.01) {
      let tau = t - handOver
      let spring = referenceSpring(.smooth, displacement: 0, velocity: arriving, at: tau)
      #expect(isClose(track.value(at: t), 400 + arriving * tau * exp(-omega * tau), absolute: 1e-9))
      #expect(isClose(track.value(at: t), 400 + spring.position, absolute: 1e-9))
      #expect(isClose(track.velocity(at: t), spring.velocity, absolute: 1e-9))
    }
    // Continuous at the instant, in value and velocity.
    let justBefore = handOver - 1e-9
    #expect(isClose(track.value(at: justBefore), 400, absolute: 1e-5))
    #expect(isClose(track.value(at: handOver), 400, absolute: 1e-12))
    #expect(isClose(track.velocity(at: justBefore), arriving, relative: 1e-6))
    #expect(isClose(track.velocity(at: handOver), arriving, relative: 1e-12))
    #expect(track.value(at: track.settleTime) == 400)
    // Seek equals play: reading any instant of a fresh copy gives the same as reading
    // the frames in order (the track is a function of time, not of the reads before).
    var played: [Double] = []
    for frame in 0..<240 { played.append(track.value(at: 2 + Double(frame) / 60)) }
    let copy = track
    #expect(
      played.indices.reversed().allSatisfy { copy.value(at: 2 + Double($0) / 60) == played[$0] })
  }

  @Test func aCommandBeforeTheHandOverReplacesThePlan() throws {
    var track = MotionTrack(at: 300.0)
    try track.decay(at: 0, velocity: 2000, bounds: 0...400)
    let caught = track.value(at: 0.02)
    try track.retarget(to: 350, motion: .spring(.snappy), at: 0.02)
    #expect(track.lastCommandTime == 0.02)
    #expect(track.value(at: 0.02) == caught)
    #expect(track.value(at: track.settleTime) == 350)
    #expect(track.legs.count == 2, "the planned spring at the bound is gone")
  }

  @Test func aDecayInsideItsBoundsIsAPlainDecay() throws {
    var track = MotionTrack(at: 100.0)
    try track.decay(at: 0, velocity: 200, bounds: 0...400)
    #expect(isClose(track.target, 100 + 200 / (1000 * -log(0.998)), absolute: 1e-9))
    #expect(track.legs.count == 1)
  }

  @Test func badDecaysAreRefusedAndChangeNothing() throws {
    var track = MotionTrack(at: 500.0)
    #expect(throws: DecayError.pastBound(value: 500, bounds: 0...400)) {
      try track.decay(at: 0, velocity: -100, bounds: 0...400)
    }
    #expect(throws: AnimationError.self) { try track.decay(at: 0, velocity: .nan) }
    #expect(throws: AnimationError.self) { try track.decay(at: 0, velocity: .infinity) }
    #expect(track.legs.isEmpty && track.lastCommandTime == nil)
    do {
      try track.decay(at: 0, velocity: -100, bounds: 0...400)
    } catch {
      #expect("\(error)".contains("already lies past the bounds 0.0...400.0"))
    }
  }
}

@Suite struct DecayAnimatorTests {
  @Test func theAnimatorDecaysAndAnswersVelocity() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var x = 0.0
    let handle = try animator.decay("card", from: 50.0, velocity: 1000, write: { x = $0 })
    clock.advance(by: 0.25)
    let reference = referenceDecay(rate: 0.998, velocity: 1000, at: 0.25)
    #expect(isClose(x, 50 + reference.displacement, absolute: 1e-9))
    #expect(
      isClose(
        animator.velocity(of: "card", as: Double.self) ?? .nan, reference.velocity, absolute: 1e-9))
    #expect(isClose(handle.velocity(as: Double.self) ?? .nan, reference.velocity, absolute: 1e-9))
    #expect(handle.value(as: Double.self) == x)
    #expect(animator.value(of: "card", as: Double.self) == x)
    #expect(animator.velocity(of: "card", as: Point2D.self) == nil, "another type")
    // Retargeting to a spring keeps the velocity.
    try animator.animate("card", from: 0.0, to: 300, motion: .spring(.smooth), write: { x = $0 })
    #expect(
      isClose(
        animator.velocity(of: "card", as: Double.self) ?? .nan, reference.velocity, relative: 1e-12)
    )
    // A new decay from the spring carries its value and velocity over.
    clock.advance(by: 0.1)
    let state = (
      animator.value(of: "card", as: Double.self)!, animator.velocity(of: "card", as: Double.self)!
    )
    try animator.decay("card", from: 0.0, rate: .fast, write: { x = $0 })
    #expect(animator.value(of: "card", as: Double.self) == state.0)
    #expect(isClose(animator.velocity(of: "card", as: Double.self)!, state.1, relative: 1e-12))
    clock.advance(by: 10)
    #expect(isClose(x, state.0 + state.1 / (1000 * -log(0.99)), absolute: 1e-9))
    #expect(animator.velocity(of: "card", as: Double.self) == nil, "ended")
  }
}

@Suite struct DecayMotionTests {
  @Test func aDecayMotionIsTheUnitStepOneMinusEToTheMinusKt() {
    let motion = Motion.decay(.fast)
    let k = -1000 * log(0.99)
    // One iteration lasts until it is within 0.001 of 1: ln(1000)/k.
    #expect(isClose(motion.iterationDuration, log(1000) / k, relative: 1e-12))
    for t in stride(from: 0.0, to: motion.iterationDuration, by: 0.05) {
      #expect(isClose(motion.value(at: t), 1 - pow(0.99, 1000 * t), absolute: 1e-12))
      #expect(isClose(motion.velocity(at: t), k * pow(0.99, 1000 * t), absolute: 1e-9))
    }
    #expect(motion.value(at: motion.iterationDuration) == 1)
    #expect(motion.isFinished(at: motion.iterationDuration))
    // Delay and speed apply as to any motion.
    let slow = Motion.decay().delay(0.5).speed(0.5)
    #expect(slow.value(at: 0.4) == 0)
    #expect(isClose(slow.value(at: 1.5), 1 - pow(0.998, 500), absolute: 1e-12))
  }

  @Test func decaySpecsParseAndPrintBack() throws {
    for text in [
      "decay(velocity: 1000)", "decay(rate: fast, velocity: -20.5)",
      "Decay(Velocity: 3, Rate: 0.95)",
    ] {
      let spec = try MotionSpec(parsing: text)
      #expect(try MotionSpec(parsing: spec.description) == spec)
    }
    #expect(try MotionSpec(parsing: "decay(velocity: 1000)") == .decay(.normal, velocity: 1000))
    #expect(
      try MotionSpec(parsing: "decay(velocity: 1, rate: 0.99)") == .decay(.fast, velocity: 1))
    #expect(
      MotionSpec.decay(.normal, velocity: 5).description == "decay(velocity: 5.0, rate: normal)")
  }

  @Test func underReducedMotionADecayPlaysUnchanged() {
    let motion = Motion.decay().delay(0.2)
    #expect(motion.reduced == motion)
    #expect(motion.allowed(by: .instant) == .linear(duration: 0))
  }
}
