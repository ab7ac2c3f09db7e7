import CLibC
import CLibM
import ChoreoTestSupport
import Foundation
import Testing

@testable import Choreo

/// A release and the snap point a person expects. Projections worked by hand with
/// UIScrollView's normal deceleration: rest = offset + 0.499 · velocity.
struct SnapCase: Sendable, CustomStringConvertible {
  let label: String
  let points: [Double]
  let offset: Double
  let velocity: Double
  let expected: Double
  var description: String { label }

  static let all: [SnapCase] = [
    SnapCase(
      label: "slow release near open", points: [0, 400], offset: 150, velocity: 0, expected: 0),
    SnapCase(
      label: "slow release near closed", points: [0, 400], offset: 250, velocity: 0,
      expected: 400),
    SnapCase(
      label: "gentle push short of the middle (150 + 40 = 190)", points: [0, 400], offset: 150,
      velocity: 80, expected: 0),
    SnapCase(
      label: "fast fling past the middle (150 + 599)", points: [0, 400], offset: 150,
      velocity: 1200, expected: 400),
    SnapCase(
      label: "fast fling back up from near closed", points: [0, 400], offset: 350,
      velocity: -1200, expected: 0),
    SnapCase(
      label: "small flick near closed stays closed (390 − 50)", points: [0, 400], offset: 390,
      velocity: -100, expected: 400),
    SnapCase(
      label: "released while rubber-banded above the top", points: [0, 400], offset: -60,
      velocity: 0, expected: 0),
    SnapCase(
      label: "flung further up while rubber-banded", points: [0, 400], offset: -60,
      velocity: -500, expected: 0),
    SnapCase(
      label: "released past the end", points: [0, 400], offset: 520, velocity: 0, expected: 400),
    SnapCase(
      label: "exact middle at rest: the lower point", points: [0, 400], offset: 200,
      velocity: 0, expected: 0),
    SnapCase(
      label: "long fling skips a middle point (180 + 749)", points: [0, 200, 400], offset: 180,
      velocity: 1500, expected: 400),
    SnapCase(
      label: "modest fling lands on the next point (180 + 75)", points: [400, 0, 200],
      offset: 180, velocity: 150, expected: 200),
  ]
}

@Suite("Scroll snapping")
struct ScrollSnapTests {
  @Test("the chosen point is the one a person expects", arguments: SnapCase.all)
  func choosesTarget(example: SnapCase) throws {
    let snap = try ScrollSnap(points: example.points)
    #expect(
      try snap.target(releasedAt: example.offset, velocity: example.velocity) == example.expected)
  }

  @Test("projection is the decay's limit v / (−1000·ln rate), within 0.5 % of WWDC 2018's sum")
  func projection() throws {
    let snap = try ScrollSnap(points: [0])
    let normal = snap.projectedOffset(releasedAt: 10, velocity: 1000)
    #expect(isClose(normal, 10 + 1000 / (-1000 * log(0.998)), absolute: 1e-9))
    // Apple's sample sums whole milliseconds, v / 1000 · rate / (1 − rate) = 499.
    #expect(abs((normal - 10) / 499 - 1) < 0.0011)
    let fast = try ScrollSnap(points: [0], decelerationRate: ScrollSnap.fastDeceleration)
    let quick = fast.projectedOffset(releasedAt: 0, velocity: 1000)
    #expect(isClose(quick, 1000 / (-1000 * log(0.99)), absolute: 1e-9))
    #expect(abs(quick / 99 - 1) < 0.0051)
  }

  @Test("the snap motion starts at the release with its velocity and settles on the point")
  func handsOverVelocity() throws {
    let snap = try ScrollSnap(points: [0, 400])
    let motion = try snap.motion(releasedAt: 150, velocity: 1200)
    #expect(motion.to == 400)
    #expect(isClose(motion.offset(at: 0), 150))
    #expect(isClose(motion.velocity(at: 0), 1200, absolute: 1e-9))
    #expect(abs(motion.offset(at: 3) - 400) < 1e-3)
    // Independent reference: DampedSpring.smooth is critically damped with response 0.5 s,
    // ω = 2π / 0.5, and x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt) about the target.
    let omega = 2 * Double.pi / 0.5
    let x0 = 150.0 - 400
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      let expected = 400 + (x0 + (1200 + omega * x0) * t) * exp(-omega * t)
      if t < motion.settleTime {
        #expect(isClose(motion.offset(at: t), expected, absolute: 1e-9), "t = \(t)")
      } else {
        // Settled: exactly on the point, where the closed form is within 0.001 of the
        // distance for good.
        #expect(motion.offset(at: t) == 400 && motion.velocity(at: t) == 0)
        #expect(abs(expected - 400) <= 0.001 * abs(x0))
      }
    }
    #expect(motion.settleTime > 0.3 && motion.settleTime < 1)
  }

  @Test("bad snap input is a typed error")
  func badInput() throws {
    #expect(throws: ScrollError.noSnapPoints) { try ScrollSnap(points: []) }
    #expect(throws: ScrollError.self) { try ScrollSnap(points: [0, .nan]) }
    #expect(throws: ScrollError.self) { try ScrollSnap(points: [0], decelerationRate: 1) }
    let snap = try ScrollSnap(points: [0, 400])
    #expect(throws: ScrollError.self) { try snap.target(releasedAt: .nan, velocity: 0) }
    #expect(throws: ScrollError.self) { try snap.motion(releasedAt: 0, velocity: .infinity) }
  }
}

@Suite("Scroll smoothing and rubber band")
struct ScrollSmoothingTests {
  @Test("smoothing converges on a target that stops moving, without overshoot")
  func converges() throws {
    var smoother = ScrollSmoother(lag: 0.3)
    var previous = 0.0
    for _ in 0..<120 {
      let value = try smoother.advance(toward: 100, by: 1.0 / 60)
      #expect(value >= previous)
      #expect(value <= 100)
      previous = value
    }
    #expect(abs(smoother.value - 100) < 0.01)
    #expect(abs(smoother.velocity) < 0.5)
  }

  @Test("steps are exact: any frame rate gives the closed-form critically damped follow")
  func frameRateIndependent() throws {
    // Reference: critically damped unit step, x(t) = 1 − (1 + ωt)·e^(−ωt), ω = 2π / lag.
    let omega = 2 * Double.pi / 0.3
    for rate in [30.0, 60, 120, 97] {
      var smoother = ScrollSmoother(lag: 0.3)
      let steps = Int(rate * 0.4)
      for _ in 0..<steps { _ = try smoother.advance(toward: 250, by: 1 / rate) }
      let t = Double(steps) / rate
      let expected = 250 * (1 - (1 + omega * t) * exp(-omega * t))
      #expect(isClose(smoother.value, expected, absolute: 1e-9), "rate \(rate)")
    }
  }

  @Test("following a moving scroll lags behind it and catches up once it stops")
  func followsDrag() throws {
    var smoother = ScrollSmoother(lag: 0.25)
    var offset = 0.0
    for _ in 0..<30 {
      offset += 10
      let value = try smoother.advance(toward: offset, by: 1.0 / 60)
      #expect(value < offset)
    }
    for _ in 0..<90 { _ = try smoother.advance(toward: offset, by: 1.0 / 60) }
    #expect(abs(smoother.value - offset) < 0.05)
  }

  @Test("bad smoothing input throws and leaves the state alone")
  func badInput() throws {
    var smoother = ScrollSmoother(spring: .smooth, value: 5)
    #expect(throws: ScrollError.self) { try smoother.advance(toward: .nan, by: 0.1) }
    #expect(throws: ScrollError.self) { try smoother.advance(toward: 1, by: -0.1) }
    #expect(throws: ScrollError.self) { try smoother.advance(toward: 1, by: .infinity) }
    #expect(smoother.value == 5)
    smoother.reset(to: 9)
    #expect(smoother.value == 9 && smoother.velocity == 0)
  }

  @Test("rubber band: zero at the edge, slope c there, bounded by the dimension")
  func rubberBand() {
    #expect(RubberBand.distance(forDrag: 0, dimension: 844) == 0)
    #expect(isClose(RubberBand.distance(forDrag: 120, dimension: 844), 61.21318681318678))
    #expect(isClose(RubberBand.distance(forDrag: -120, dimension: 844), -61.21318681318678))
    let h = 1e-6
    #expect(
      isClose(RubberBand.distance(forDrag: h, dimension: 844) / h, 0.55, absolute: 1e-6))
    #expect(RubberBand.distance(forDrag: 1e9, dimension: 844) < 844)
  }
}

@Suite("Scroll smoothing and snapping: timed inputs and reduced motion")
struct ScrollTimedInputTests {
  @Test("timed targets follow the same closed form as frame steps")
  func timedTargets() throws {
    var timed = ScrollSmoother(lag: 0.3)
    var stepped = ScrollSmoother(lag: 0.3)
    for frame in 0..<24 {
      let target = Double(frame) * 10
      try timed.follow(target, at: Double(frame) / 60)
      _ = try stepped.advance(toward: target, by: 1.0 / 60)
    }
    #expect(isClose(timed.value(at: 24.0 / 60), stepped.value, absolute: 1e-9))
    #expect(throws: ScrollError.time(.outOfOrder(time: 0.1, previous: 23.0 / 60))) {
      try timed.follow(0, at: 0.1)
    }
    #expect(isClose(timed.value(at: 24.0 / 60), stepped.value, absolute: 1e-9))
  }

  @Test("reduced motion shortens smoothing and snapping; instant jumps")
  func reducedMotion() throws {
    var smoother = ScrollSmoother(lag: 1)
    smoother.reducedMotion = .instant
    try smoother.follow(300, at: 0)
    #expect(smoother.value(at: 0) == 300)
    smoother.reducedMotion = .reduced
    try smoother.follow(0, at: 1)
    // The reduced spring is critically damped with a response of 0.2 s (ω = 2π/0.2): from
    // rest, (1 + ωt)·e^(−ωt) = 0.001 at ωt ≈ 9.2334, so it settles at about 0.2939 s.
    let omega = 2 * Double.pi / 0.2
    #expect(smoother.isSettled(at: 1 + 9.2335 / omega))
    #expect(!smoother.isSettled(at: 1 + 9.2333 / omega))
    let snap = try ScrollSnap(points: [0, 400])
    let reduced = try snap.motion(releasedAt: 150, velocity: 1200, reducedMotion: .reduced)
    #expect(reduced.settleTime < 0.3)
    #expect(reduced.settleTime < (try snap.motion(releasedAt: 150, velocity: 1200)).settleTime)
    let instant = try snap.motion(releasedAt: 150, velocity: 1200, reducedMotion: .instant)
    #expect(instant.offset(at: 0) == 400 || instant.settleTime == 0)
    #expect(instant.offset(at: 1e-9) == 400)
  }
}
