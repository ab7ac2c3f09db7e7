// Policy: smoothing makes a value follow a moving target through a damped spring, as
// GSAP ScrollTrigger's numeric `scrub` lets the animation catch up with the scroll
// position. The target is held constant over each step, so each step is the spring's
// exact closed form over that interval (ChoreoCore's SpringTransfer: x(t) = pp·x0 + pv·v0,
// v(t) = vp·x0 + vv·v0 with x0 the displacement from the target): no integration error,
// the same result whatever the frame rate for a target that stops moving.
//
// Smooth the scroll offset rather than a progress: progress is affine in the offset, so
// every timeline of a scene then follows smoothly, and clamping still applies afterwards.

/// A value that follows a target through a spring: smoothing for scroll-driven progress.
///
/// ```swift
/// var smoother = ScrollSmoother(lag: 0.3)            // catches up in about 0.3 s
/// for frame in frames {
///   let smoothed = try smoother.advance(toward: frame.offset, by: 1.0 / 60)
///   try scene.resolve(offset: smoothed, metrics: metrics, into: &resolved)
/// }
/// ```
public struct ScrollSmoother: Sendable, Hashable {
  /// The spring that pulls the value toward the target.
  public var spring: DampedSpring
  /// The current value.
  public private(set) var value: Double
  /// The current velocity, units per second.
  public private(set) var velocity: Double

  /// Creates a smoother at rest.
  ///
  /// - Parameters:
  ///   - spring: The spring; a critically damped one follows without overshoot.
  ///   - value: The starting value.
  public init(spring: DampedSpring, value: Double = 0) {
    self.spring = spring
    self.value = value
    self.velocity = 0
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

  /// Moves the value toward `target` for `seconds`, holding the target constant.
  ///
  /// - Parameters:
  ///   - target: Where the value is pulled (the raw scroll offset).
  ///   - seconds: The step; 0 leaves the state unchanged.
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
    let transfer = spring.transfer(at: seconds)
    let displacement = value - target
    value = target + transfer.position(displacement: displacement, velocity: velocity)
    velocity = transfer.velocity(displacement: displacement, velocity: velocity)
    return value
  }

  /// Jumps to `value` at rest (for example when the scroll position is set without
  /// animation).
  ///
  /// - Parameter value: The new value.
  public mutating func reset(to value: Double) {
    self.value = value
    velocity = 0
  }
}
