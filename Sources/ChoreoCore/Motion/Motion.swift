import CLibM

// Policy: a Motion is a pure function of time. It answers where a unit step (0 → 1) is
// at any time; values between two endpoints follow by interpolation.
//
// Time model (Core Animation's, which SwiftUI and CSS share in spirit):
//   local time     = (time − delay) · speed
//   one iteration  = the curve's duration, or for a spring its settling duration
//                    (|x − 1| ≤ 0.001 for ever after)
//   one cycle      = an iteration, or two with autoreverse (forward, then back)
//   repeatCount    = how many cycles; `.forever` never finishes
// Before the delay the value is the start (0); after the last cycle it is exactly the end
// (1, or 0 when autoreversing). A spring's closed form is within 0.001 of its
// target at the end of its iteration, so snapping to the exact end there moves it by at
// most that much; this is what makes "finished" mean "at the target".

/// How a value travels: a timing curve over a duration, or a spring; with delay, speed,
/// repetition and autoreverse.
///
/// ```swift
/// let motion = Motion.easeInOut(duration: 0.3).delay(0.1)
/// motion.value(at: 0.25)                       // unit step, 0 → 1
/// motion.value(from: 10.0, to: 20, at: 0.25)   // between two values
/// Motion.spring(.bouncy).repeatCount(2, autoreverses: true).isFinished(at: 3)
/// ```
public struct Motion: Sendable, Hashable {
  /// What moves the value within one iteration.
  public enum Kind: Sendable, Hashable {
    /// A timing curve stretched over `duration` seconds.
    case timing(TimingCurve, duration: Double)
    /// A spring from 0 to 1, starting with `initialVelocity` (units of the step per
    /// second).
    case spring(DampedSpring, initialVelocity: Double)
    /// Exponential deceleration at `rate`: the unit step 1 − e^(−kt), k =
    /// ``DecayRate/decayConstant``, whose velocity falls by the rate every millisecond. In a
    /// leg it runs from where a value is toward where it comes to rest (see
    /// ``MotionTrack/decay(at:rate:velocity:)``); alone, one iteration lasts until it is
    /// within 0.001 of 1 (ln 1000 / k).
    case decay(DecayRate)
  }

  /// How many cycles a motion plays.
  public enum RepeatCount: Sendable, Hashable {
    /// A fixed number of cycles, at least 1.
    case times(Int)
    /// Repeats without end; the motion never finishes.
    case forever
  }

  /// What moves the value within one iteration.
  public let kind: Kind
  /// Delay, speed, repeats and autoreverse, with the iteration's length: the one stored
  /// timing (``LocalTimeMap``), shared in shape with ``Timeline``.
  package private(set) var localTime: LocalTimeMap
  /// Seconds before the motion starts (scaled by nothing: the delay is wall time).
  public var delay: Double { localTime.delay }
  /// How fast the motion plays; 2 plays twice as fast. Greater than 0.
  public var speed: Double { localTime.speed }
  /// How many cycles play.
  public var repeatCount: RepeatCount { localTime.repeatCount }
  /// Whether each cycle plays forward then backward.
  public var autoreverses: Bool { localTime.autoreverses }
  /// The length of one iteration in local time (seconds at speed 1).
  public var iterationDuration: Double { localTime.iterationDuration }

  /// Creates a motion from its kind.
  ///
  /// - Parameter kind: A curve with a duration, or a spring.
  /// - Precondition: a curve's duration is finite and ≥ 0; a spring's initial velocity is
  ///   finite.
  public init(_ kind: Kind) {
    self.kind = kind
    switch kind {
    case .timing(_, let duration):
      precondition(
        duration >= 0 && duration.isFinite,
        "a motion's duration must be finite and non-negative, got \(duration)")
      localTime = LocalTimeMap(iterationDuration: duration)
    case .spring(let spring, let velocity):
      precondition(velocity.isFinite, "a spring's initial velocity must be finite, got \(velocity)")
      localTime = LocalTimeMap(
        iterationDuration: spring.settlingDuration(
          epsilon: Self.settlingEpsilon, initialVelocity: velocity))
    case .decay(let rate):
      localTime = LocalTimeMap(
        iterationDuration: log(1 / Self.settlingEpsilon) / rate.decayConstant)
    }
  }

  // MARK: - Presets

  /// A timing curve over `duration` seconds.
  ///
  /// - Parameters:
  ///   - curve: The easing.
  ///   - duration: Seconds, ≥ 0.
  /// - Returns: The motion.
  public static func timing(_ curve: TimingCurve, duration: Double) -> Motion {
    Motion(.timing(curve, duration: duration))
  }

  /// Linear timing.
  ///
  /// - Parameter duration: Seconds; 0.35 by default (SwiftUI's default duration).
  /// - Returns: The motion.
  public static func linear(duration: Double = 0.35) -> Motion {
    timing(.linear, duration: duration)
  }

  /// CSS `ease` timing (Core Animation's default curve).
  ///
  /// - Parameter duration: Seconds; 0.35 by default.
  /// - Returns: The motion.
  public static func ease(duration: Double = 0.35) -> Motion { timing(.ease, duration: duration) }

  /// CSS `ease-in` timing.
  ///
  /// - Parameter duration: Seconds; 0.35 by default.
  /// - Returns: The motion.
  public static func easeIn(duration: Double = 0.35) -> Motion {
    timing(.easeIn, duration: duration)
  }

  /// CSS `ease-out` timing.
  ///
  /// - Parameter duration: Seconds; 0.35 by default.
  /// - Returns: The motion.
  public static func easeOut(duration: Double = 0.35) -> Motion {
    timing(.easeOut, duration: duration)
  }

  /// CSS `ease-in-out` timing.
  ///
  /// - Parameter duration: Seconds; 0.35 by default.
  /// - Returns: The motion.
  public static func easeInOut(duration: Double = 0.35) -> Motion {
    timing(.easeInOut, duration: duration)
  }

  /// A spring.
  ///
  /// - Parameters:
  ///   - spring: The spring; SwiftUI's `.smooth` by default.
  ///   - initialVelocity: Starting velocity in units of the step per second.
  /// - Returns: The motion.
  public static func spring(_ spring: DampedSpring = .smooth, initialVelocity: Double = 0)
    -> Motion
  {
    Motion(.spring(spring, initialVelocity: initialVelocity))
  }

  /// Exponential deceleration, as a flicked scroll view's: the velocity keeps `rate` of
  /// itself every millisecond.
  ///
  /// Retargeting a value with a decay sends it toward the target along 1 − e^(−kt); to let
  /// a value coast from its velocity to wherever that takes it, use
  /// ``MotionTrack/decay(at:rate:velocity:)`` or
  /// ``Animator/decay(_:from:velocity:rate:options:write:completion:)``, which pick the target
  /// from the velocity (``DecayRate/projection(of:velocity:)``).
  ///
  /// - Parameter rate: The deceleration; ``DecayRate/normal`` (0.998) by default.
  /// - Returns: The motion.
  public static func decay(_ rate: DecayRate = .normal) -> Motion {
    Motion(.decay(rate))
  }

  /// A spring given by perceptual duration and bounce, as SwiftUI's
  /// `.spring(duration:bounce:)`.
  ///
  /// - Parameters:
  ///   - duration: Seconds, > 0.
  ///   - bounce: −1 < bounce ≤ 1; 0 is critically damped.
  /// - Returns: The motion.
  public static func spring(duration: Double, bounce: Double = 0) -> Motion {
    spring(DampedSpring(duration: duration, bounce: bounce))
  }

  /// A spring given by response and damping ratio, as SwiftUI's
  /// `.spring(response:dampingFraction:)`.
  ///
  /// - Parameters:
  ///   - response: The undamped period in seconds, > 0.
  ///   - dampingRatio: ≥ 0; 1 is critically damped.
  /// - Returns: The motion.
  public static func spring(response: Double, dampingRatio: Double) -> Motion {
    spring(DampedSpring(response: response, dampingRatio: dampingRatio))
  }

  // MARK: - Modifiers

  /// The same motion, starting `seconds` later.
  ///
  /// - Parameter seconds: The delay, finite and ≥ 0.
  /// - Returns: The delayed motion.
  public func delay(_ seconds: Double) -> Motion {
    var copy = self
    copy.localTime.setDelay(seconds)
    return copy
  }

  /// The same motion played `factor` times as fast.
  ///
  /// - Parameter factor: The speed, finite and > 0.
  /// - Returns: The faster or slower motion.
  public func speed(_ factor: Double) -> Motion {
    var copy = self
    copy.localTime.setSpeed(factor)
    return copy
  }

  /// The same motion played `count` cycles.
  ///
  /// - Parameters:
  ///   - count: Cycles, ≥ 1.
  ///   - autoreverses: Whether each cycle plays forward then back.
  /// - Returns: The repeating motion.
  public func repeatCount(_ count: Int, autoreverses: Bool = false) -> Motion {
    var copy = self
    copy.localTime.setRepeat(.times(count), autoreverses: autoreverses)
    return copy
  }

  /// The same motion repeating without end.
  ///
  /// - Parameter autoreverses: Whether each cycle plays forward then back.
  /// - Returns: The endless motion.
  public func repeatForever(autoreverses: Bool = false) -> Motion {
    var copy = self
    copy.localTime.setRepeat(.forever, autoreverses: autoreverses)
    return copy
  }

  /// The same delay, speed, repeats and autoreverse with another kind (whose iteration
  /// length it takes).
  package func replacingKind(_ kind: Kind) -> Motion {
    var result = Motion(kind)
    let iteration = result.localTime.iterationDuration
    result.localTime = localTime
    result.localTime.iterationDuration = iteration
    return result
  }

  // MARK: - Timing

  /// Wall-clock seconds from time 0 to the end of the last cycle, the delay included;
  /// `.infinity` for a motion that repeats forever.
  public var totalDuration: Double { localTime.totalDuration }

  /// Whether the motion has reached its end at `time`.
  ///
  /// - Parameter time: Seconds since the motion was started.
  /// - Returns: `true` from ``totalDuration`` on; never for a motion that repeats forever.
  public func isFinished(at time: Double) -> Bool { time >= totalDuration }

  /// Where the unit step is at `time`: 0 at the start, 1 at the end of a forward
  /// iteration.
  ///
  /// - Parameter time: Seconds since the motion was started. NaN gives NaN.
  /// - Returns: The value; it may leave 0...1 while an overshooting curve or spring plays.
  public func value(at time: Double) -> Double { sample(at: time).value }

  /// The rate of change of the unit step at `time`, per second of wall time (speed
  /// included).
  ///
  /// - Parameter time: Seconds since the motion was started.
  /// - Returns: The velocity; 0 before the delay and after the end.
  public func velocity(at time: Double) -> Double { sample(at: time).velocity }

  /// The value between two endpoints at `time`.
  ///
  /// - Parameters:
  ///   - start: The value at unit step 0.
  ///   - end: The value at unit step 1.
  ///   - time: Seconds since the motion was started.
  /// - Returns: `start.interpolated(to: end, fraction: value(at: time))`.
  public func value<V: Interpolatable>(from start: V, to end: V, at time: Double) -> V {
    start.interpolated(to: end, fraction: value(at: time))
  }

  /// The velocity between two endpoints at `time`, per second.
  ///
  /// - Parameters:
  ///   - start: The value at unit step 0.
  ///   - end: The value at unit step 1.
  ///   - time: Seconds since the motion was started.
  /// - Returns: `(end − start) · velocity(at: time)`.
  public func velocity<V: VectorSpace>(from start: V, to end: V, at time: Double) -> V {
    (end - start).scaled(by: velocity(at: time))
  }

  /// Value and velocity of the unit step at `time`.
  private func sample(at time: Double) -> (value: Double, velocity: Double) {
    if time.isNaN { return (.nan, .nan) }
    if time < delay { return (0, 0) }
    let map = localTime
    if map.isFinished(at: time) || !(iterationDuration > 0) { return (autoreverses ? 0 : 1, 0) }
    let (inIteration, direction) = map.activeIteration(at: time)
    let (value, rate) = iteration(at: inIteration)
    return (value, direction * rate * speed)
  }

  /// Value and d(value)/d(local time) within one forward iteration.
  private func iteration(at time: Double) -> (Double, Double) {
    switch kind {
    case .timing(let curve, let duration):
      let progress = time / duration
      return (curve.value(at: progress), curve.slope(at: progress) / duration)
    case .spring(let spring, let velocity):
      return (
        spring.value(at: time, initialVelocity: velocity),
        spring.velocity(at: time, initialVelocity: velocity)
      )
    case .decay(let rate):
      let k = rate.decayConstant
      return (-expm1(-k * time), k * exp(-k * time))
    }
  }
}
