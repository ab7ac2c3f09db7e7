// Policy: smoothing makes a value follow a moving target through a damped spring, as
// GSAP ScrollTrigger's numeric `scrub` lets the animation catch up with the scroll
// position. Each new target is a retarget of one MotionTrack at the time it is given
// (ChoreoCore's one retargetable primitive): the value carries its velocity into every
// new leg, each leg is the spring's exact closed form, and the value at any time from the
// last target on is a pure function of the targets given (no integration error, the same
// result whatever the frame rate). Targets must come in time order; one stamped earlier is
// a typed error. Reduced motion: `.reduced` follows on the reduced form of the spring
// (critically damped, at most 0.2 s), `.instant` follows the target exactly.
//
// Smooth the scroll offset rather than a progress: progress is affine in the offset, so
// every timeline of a scene then follows smoothly, and clamping still applies afterwards.

/// A value that follows a target through a spring: smoothing for scroll-driven progress.
///
/// ```swift
/// var smoother = ScrollSmoother(lag: 0.3)            // catches up in about 0.3 s
/// for frame in frames {
///   try smoother.follow(frame.offset, at: frame.time)
///   let smoothed = smoother.value(at: frame.time + 1.0 / 60)
///   try scene.resolve(offset: smoothed, metrics: metrics, into: &resolved)
/// }
/// ```
public struct ScrollSmoother: Sendable {
  /// The spring that pulls the value toward the target.
  public var spring: DampedSpring
  /// How much motion smoothing uses from the next target on.
  public var reducedMotion: ReducedMotionPolicy = .full
  private var track: MotionTrack<Double>
  /// The time of the frame-step API (``advance(toward:by:)``).
  private var clock = 0.0

  /// Creates a smoother at rest.
  ///
  /// - Parameters:
  ///   - spring: The spring; a critically damped one follows without overshoot.
  ///   - value: The starting value.
  public init(spring: DampedSpring, value: Double = 0) {
    self.spring = spring
    track = MotionTrack(at: value)
  }

  /// A smoother that lags by about `lag` seconds: a critically damped spring of that
  /// duration (`DampedSpring(duration: lag, bounce: 0)`).
  ///
  /// - Parameters:
  ///   - lag: Seconds; GSAP's `scrub: 0.5` reads as `lag: 0.5`.
  ///   - value: The starting value.
  /// - Precondition: `lag > 0`.
  public init(lag: Double, value: Double = 0) {
    precondition(lag > 0 && lag.isFinite, "ScrollSmoother lag must be > 0, got \(lag)")
    self.init(spring: DampedSpring(duration: lag, bounce: 0), value: value)
  }

  /// The current value (at the frame-step API's time).
  public var value: Double { track.value(at: clock) }
  /// The current velocity, units per second (at the frame-step API's time).
  public var velocity: Double { track.velocity(at: clock) }

  /// The value at `time`.
  ///
  /// - Parameter time: Seconds; from the last target on.
  /// - Returns: The smoothed value.
  public func value(at time: Double) -> Double { track.value(at: time) }

  /// The velocity at `time`, units per second.
  ///
  /// - Parameter time: Seconds; from the last target on.
  /// - Returns: The velocity.
  public func velocity(at time: Double) -> Double { track.velocity(at: time) }

  /// Whether the value has caught up with its target for good by `time`.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` once the last leg has settled.
  public func isSettled(at time: Double) -> Bool { track.isSettled(at: time) }

  /// Pulls the value toward `target` from `time` on, carrying its velocity.
  ///
  /// - Parameters:
  ///   - target: Where the value is pulled (the raw scroll offset).
  ///   - time: When, seconds; not earlier than the previous target's time.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite target or
  ///   time, ``ScrollError/time(_:)`` for a time earlier than the
  ///   previous one; the state is then unchanged.
  public mutating func follow(_ target: Double, at time: Double) throws(ScrollError) {
    guard target.isFinite else { throw .notFinite(what: "the smoothing target", value: target) }
    guard time.isFinite else { throw .notFinite(what: "the smoothing time", value: time) }
    if let previous = track.lastCommandTime, time < previous {
      throw .time(.outOfOrder(time: time, previous: previous))
    }
    let motion = Motion.spring(spring).allowed(by: reducedMotion)
    track.retargetChecked(to: target, motion: motion, at: time)
  }

  /// Moves the value toward `target` for `seconds`, holding the target constant: a
  /// ``follow(_:at:)`` at the smoother's own frame time, which then moves on by `seconds`.
  ///
  /// - Parameters:
  ///   - target: Where the value is pulled (the raw scroll offset).
  ///   - seconds: The step; 0 leaves the value where it is.
  /// - Returns: The new value.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite target or
  ///   step, ``ScrollError/negative(what:value:)`` for a negative step; the state is then
  ///   unchanged.
  public mutating func advance(toward target: Double, by seconds: Double) throws(ScrollError)
    -> Double
  {
    guard target.isFinite else { throw .notFinite(what: "the smoothing target", value: target) }
    guard seconds.isFinite else { throw .notFinite(what: "the smoothing step", value: seconds) }
    guard seconds >= 0 else { throw .negative(what: "the smoothing step", value: seconds) }
    try follow(target, at: clock)
    clock += seconds
    return value
  }

  /// Jumps to `value` at rest (for example when the scroll position is set without
  /// animation).
  ///
  /// - Parameter value: The new value.
  public mutating func reset(to value: Double) {
    track = MotionTrack(at: value, time: clock)
  }
}
