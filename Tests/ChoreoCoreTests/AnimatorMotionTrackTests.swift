import ChoreoTestSupport
import Testing

@testable import ChoreoCore

/// The animator and `MotionTrack` are two bookkeepings over one leg formula: the same
/// commands must give the same value and velocity at every instant.
@Suite struct AnimatorMotionTrackTests {
  /// The reproduction of issue 22: a retarget at the same instant as a gesture's hand-off
  /// keeps the gesture's velocity (it used to read zero at the leg's start and lose it).
  @Test func aSameInstantRetargetKeepsTheGesturesVelocity() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var last = 0.0
    try animator.animate(
      "x", from: 0.0, to: 100, motion: .spring(.smooth), initialVelocity: 2000,
      write: { last = $0 })
    let second = try animator.animate(
      "x", from: 0.0, to: 120, motion: .spring(.smooth), write: { last = $0 })
    #expect(animator.state(of: second, as: Double.self)?.velocity == 2000)
    clock.advance(by: 0.01)
    // Closed form: from 0 toward 120 (displacement −120) with the gesture's 2000 per second.
    let reference = referenceSpring(.smooth, displacement: -120, velocity: 2000, at: 0.01)
    #expect(isClose(last, 120 + reference.position, absolute: 1e-9))
    #expect(last > 18, "without the velocity it reads 0.87")
    #expect(
      isClose(
        animator.state(of: second, as: Double.self)?.velocity ?? .nan, reference.velocity,
        absolute: 1e-8))

    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 100, motion: .spring(.smooth), at: 0, velocity: 2000)
    try track.retarget(to: 120, motion: .spring(.smooth), at: 0)
    #expect(isClose(last, track.value(at: 0.01), absolute: 1e-12))
  }

  /// Seeded random command sequences through an `Animator` on a `ManualClock` and through
  /// the reference (a `MotionTrack`, see `TrackReference`), sampled at random times and right
  /// after every command: value and velocity agree to 1e-12.
  @Test func randomCommandSequencesAgreeWithMotionTrack() throws {
    var worst = 0.0
    var checks = 0
    for seed in UInt64(1)...150 {
      var random = SeededGenerator(seed: seed)
      let clock = ManualClock()
      let animator = Animator(clock: clock)
      let start = Double.random(in: -100...100, using: &random)
      var last = start
      var handle: AnimationHandle?
      var reference = TrackReference(start: start)
      var time = 0.0

      func check(_ what: String) {
        let expected = reference.state(at: time)
        let live = handle.flatMap { animator.state(of: $0, as: Double.self) }
        let velocity = live?.velocity ?? 0
        for (got, want, name) in [
          (last, expected.value, "value"), (velocity, expected.velocity, "velocity"),
        ] {
          let difference = abs(got - want)
          worst = max(worst, difference)
          #expect(
            difference <= 1e-12,
            "seed \(seed), \(what) at \(time): \(name) \(got), MotionTrack \(want)")
        }
        #expect(
          (live != nil) == reference.live,
          "seed \(seed), \(what) at \(time): live \(live != nil)")
        checks += 1
      }

      for step in 0..<40 {
        // A third of the commands come at the same instant as the one before.
        if step > 0 && Int.random(in: 0..<3, using: &random) > 0 {
          time += Double.random(in: 0.001...0.4, using: &random)
        }
        clock.advance(to: time)
        reference.advance(to: time)
        check("before command \(step)")
        let command = RandomCommand.random(using: &random)
        switch command {
        case .retarget(let target, let motion, let velocity):
          handle = try animator.animate(
            "x", from: last, to: target, motion: motion, initialVelocity: velocity,
            write: { last = $0 })
        case .decay(let velocity, let rate):
          handle = try animator.decay(
            "x", from: last, velocity: velocity, rate: rate, write: { last = $0 })
        case .pause: handle?.pause()
        case .resume: handle?.resume()
        case .reverse: handle?.reverse()
        case .scrub(let fraction): handle?.fractionComplete = fraction
        case .continue(let motion, let velocity):
          if let velocity {
            try handle?.continue(with: motion, initialVelocity: velocity)
          } else {
            handle?.continue(with: motion)
          }
        }
        try reference.apply(command, at: time)
        check("after command \(step) (\(command))")
        // Random instants before the next command.
        for _ in 0..<Int.random(in: 0...2, using: &random) {
          time += Double.random(in: 0...0.3, using: &random)
          clock.advance(to: time)
          reference.advance(to: time)
          check("after command \(step)")
        }
      }
    }
    #expect(checks > 10_000)
    #expect(worst <= 1e-12)
  }
}

/// One command of a random sequence.
enum RandomCommand: CustomStringConvertible {
  case retarget(Double, Motion, velocity: Double?)
  case pause, resume, reverse
  case scrub(Double)
  case `continue`(Motion, velocity: Double?)
  case decay(velocity: Double?, rate: DecayRate)

  var description: String {
    switch self {
    case .retarget(let target, let motion, let velocity):
      "retarget to \(target), \(motion), velocity \(velocity.map { "\($0)" } ?? "carried")"
    case .pause: "pause"
    case .resume: "resume"
    case .reverse: "reverse"
    case .scrub(let fraction): "scrub to \(fraction)"
    case .continue(let motion, let velocity):
      "continue with \(motion), velocity \(velocity.map { "\($0)" } ?? "carried")"
    case .decay(let velocity, let rate):
      "decay at \(rate), velocity \(velocity.map { "\($0)" } ?? "carried")"
    }
  }

  static func random(using random: inout SeededGenerator) -> RandomCommand {
    let velocity: Double? =
      Bool.random(using: &random) ? Double.random(in: -3000...3000, using: &random) : nil
    switch Int.random(in: 0..<14, using: &random) {
    case 12, 13: return .decay(velocity: velocity, rate: rate(using: &random))
    case 0: return .pause
    case 1: return .resume
    case 2: return .reverse
    case 3: return .scrub(Double.random(in: -0.2...1.2, using: &random))
    case 4: return .continue(motion(using: &random), velocity: velocity)
    default:
      return .retarget(
        Double.random(in: -200...200, using: &random), motion(using: &random),
        velocity: velocity)
    }
  }

  /// A deceleration rate between UIScrollView's fast and a slow 0.999.
  static func rate(using random: inout SeededGenerator) -> DecayRate {
    DecayRate(checked: Double.random(in: 0.99...0.999, using: &random))
  }

  /// Springs (under-, critically and over-damped), decays, curves (cubic Béziers, the linear
  /// curve, steps, `linear()` stops), sometimes delayed, sped up or repeated.
  static func motion(using random: inout SeededGenerator) -> Motion {
    var motion: Motion
    let duration = Double.random(in: 0.05...0.6, using: &random)
    switch Int.random(in: 0..<9, using: &random) {
    case 8: motion = .decay(rate(using: &random))
    case 0, 1, 2:
      motion = .spring(
        response: Double.random(in: 0.1...0.8, using: &random),
        dampingRatio: [0.2, 0.5, 0.8, 1, 1.4][Int.random(in: 0..<5, using: &random)])
    case 3: motion = .spring(duration: duration, bounce: 0.3)
    case 4: motion = .easeInOut(duration: duration)
    case 5:
      motion = .timing(
        .cubicBezier(
          Double.random(in: 0...1, using: &random), Double.random(in: -1...2, using: &random),
          Double.random(in: 0...1, using: &random), Double.random(in: -1...2, using: &random)),
        duration: duration)
    case 6: motion = .linear(duration: duration)
    default:
      motion = .timing(
        Bool.random(using: &random)
          ? .steps(4) : .linear([LinearStop(0), LinearStop(0.8, at: 0.3), LinearStop(1)]),
        duration: duration)
    }
    switch Int.random(in: 0..<8, using: &random) {
    case 0: motion = motion.delay(Double.random(in: 0...0.2, using: &random))
    case 1: motion = motion.speed(Double.random(in: 0.5...2, using: &random))
    case 2: motion = motion.repeatCount(2, autoreverses: Bool.random(using: &random))
    default: break
    }
    return motion
  }
}

/// What the animator should show, from `MotionTrack`.
///
/// Retargets (at equal and increasing times, with and without a velocity) and `continue`
/// (a retarget toward the same target) are `MotionTrack.retarget` itself. Pause, resume,
/// reverse and scrubbing have no `MotionTrack` equivalent (a track's legs run on the clock):
/// after one of them the reference keeps its own piecewise-linear map from the clock to the
/// last leg's local time (L = anchor + rate·(t − anchor time), rate +1, −1 or 0, as
/// `UIViewPropertyAnimator` behaves) and evaluates that `MotionLeg` at L; the next retarget
/// starts a fresh track from the value and velocity there.
struct TrackReference {
  var track: MotionTrack<Double>
  /// The map of the last leg's local time after a pause, reverse or scrub; `nil` while it
  /// runs on the clock.
  var map: (anchorTime: Double, anchorLocal: Double, rate: Double, reversed: Bool)?
  /// Whether the animator still runs the last leg: a frame ends it once time has run past
  /// its end forward, or back to its start in reverse (a paused leg never ends).
  var live = false

  init(start: Double) { track = MotionTrack(at: start) }

  /// The last leg and its local time at `time`.
  func leg(at time: Double) -> (leg: MotionLeg<Double>, local: Double)? {
    guard let leg = track.legs.last else { return nil }
    let map = map ?? (leg.startTime, 0, 1, false)
    return (leg, map.anchorLocal + map.rate * (time - map.anchorTime))
  }

  /// A frame at `time`: ends the last leg as the animator does.
  mutating func advance(to time: Double) {
    guard live, let (leg, local) = leg(at: time) else { return }
    let rate = map?.rate ?? 1
    if (rate > 0 && local >= leg.step.end) || (rate < 0 && local <= 0) { live = false }
  }

  /// Value and velocity (zero once the animation has ended).
  func state(at time: Double) -> (value: Double, velocity: Double) {
    guard let map, let (leg, local) = leg(at: time) else {
      return (track.value(at: time), live ? track.velocity(at: time) : 0)
    }
    let velocity = live && map.rate != 0 ? map.rate * leg.formula.velocity(at: local) : 0
    return (leg.formula.value(at: local), velocity)
  }

  mutating func apply(_ command: RandomCommand, at time: Double) throws {
    switch command {
    case .retarget(let target, let motion, let velocity):
      try retarget(to: target, motion: motion, velocity: velocity, at: time)
    case .continue(let motion, let velocity):
      guard live, let leg = track.legs.last else { return }
      try retarget(to: leg.target, motion: motion, velocity: velocity, at: time)
    case .decay(let velocity, let rate):
      if map != nil {
        let now = state(at: time)
        track = MotionTrack(at: now.value, time: time)
        map = nil
        try track.decay(at: time, rate: rate, velocity: velocity ?? now.velocity)
      } else {
        try track.decay(at: time, rate: rate, velocity: velocity ?? (live ? nil : 0))
      }
      live = true
    case .pause, .resume, .reverse, .scrub:
      guard live, let (leg, local) = leg(at: time) else { return }
      var map = map ?? (leg.startTime, 0, 1, false)
      map.anchorTime = time
      map.anchorLocal = local
      switch command {
      case .pause: map.rate = 0
      case .resume: map.rate = map.reversed ? -1 : 1
      case .reverse:
        map.reversed.toggle()
        if map.rate != 0 { map.rate = map.reversed ? -1 : 1 }
      case .scrub(let fraction):
        let end = leg.step.end
        if end.isFinite { map.anchorLocal = min(1, max(0, fraction)) * end }
        map.rate = 0
      default: break
      }
      self.map = map
    }
  }

  private mutating func retarget(
    to target: Double, motion: Motion, velocity: Double?, at time: Double
  ) throws {
    if map != nil {
      let now = state(at: time)
      track = MotionTrack(at: now.value, time: time)
      map = nil
      try track.retarget(to: target, motion: motion, at: time, velocity: velocity ?? now.velocity)
    } else {
      try track.retarget(to: target, motion: motion, at: time, velocity: velocity)
    }
    live = true
  }
}
