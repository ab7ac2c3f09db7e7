// STUB (skeleton commit): the public API of springs. Bodies are placeholders that the
// spring work replaces with exact, numerically stable closed forms. Do not depend on
// anything here except the declarations.

/// How a spring's state at time t follows linearly from its initial displacement and
/// velocity: `x(t) = pp·x0 + pv·v0`, `v(t) = vp·x0 + vv·v0`.
///
/// The closed form of a damped oscillator is linear in its initial state, so one set of
/// coefficients moves any ``VectorSpace`` value, component by component.
public struct SpringTransfer: Sendable, Hashable {
  /// ∂x(t)/∂x0.
  public var positionFromPosition: Double
  /// ∂x(t)/∂v0.
  public var positionFromVelocity: Double
  /// ∂v(t)/∂x0.
  public var velocityFromPosition: Double
  /// ∂v(t)/∂v0.
  public var velocityFromVelocity: Double

  /// Creates a transfer from its four coefficients.
  public init(
    positionFromPosition: Double, positionFromVelocity: Double,
    velocityFromPosition: Double, velocityFromVelocity: Double
  ) {
    self.positionFromPosition = positionFromPosition
    self.positionFromVelocity = positionFromVelocity
    self.velocityFromPosition = velocityFromPosition
    self.velocityFromVelocity = velocityFromVelocity
  }
}

/// A damped harmonic oscillator: m·x″ + c·x′ + k·x = 0, solved in closed form.
///
/// ```swift
/// let spring = DampedSpring(duration: 0.5, bounce: 0.3)
/// spring.value(at: 0.25)           // unit step 0 → 1
/// spring.settlingDuration()        // first time after which |x − 1| ≤ 0.001 for ever
/// ```
public struct DampedSpring: Sendable, Hashable {
  /// The mass m (> 0).
  public var mass: Double
  /// The stiffness k (> 0).
  public var stiffness: Double
  /// The damping coefficient c (≥ 0).
  public var damping: Double

  /// Creates a spring from its physical constants.
  ///
  /// - Precondition: `mass > 0`, `stiffness > 0`, `damping >= 0`, all finite.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    precondition(mass > 0 && mass.isFinite, "mass must be positive and finite, got \(mass)")
    precondition(
      stiffness > 0 && stiffness.isFinite, "stiffness must be positive and finite, got \(stiffness)"
    )
    precondition(
      damping >= 0 && damping.isFinite, "damping must be non-negative and finite, got \(damping)")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring from a response (the undamped period, seconds) and a damping ratio,
  /// as SwiftUI's `spring(response:dampingFraction:)`.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    let omega = 2 * Double.pi / response
    self.init(mass: mass, stiffness: mass * omega * omega, damping: 2 * dampingRatio * mass * omega)
  }

  /// Creates a spring from a perceptual duration and bounce, as SwiftUI's
  /// `Spring(duration:bounce:)`.
  public init(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1) {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio, mass: mass)
  }

  /// SwiftUI's `.smooth`: duration 0.5, bounce 0.
  public static let smooth = DampedSpring(duration: 0.5, bounce: 0)
  /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = DampedSpring(duration: 0.5, bounce: 0.15)
  /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = DampedSpring(duration: 0.5, bounce: 0.3)

  /// The damping ratio ζ = c / (2·√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The coefficients that carry an initial state to time `time` (placeholder body).
  ///
  /// - Parameter time: Seconds since the initial state.
  /// - Returns: The transfer coefficients.
  public func transfer(at time: Double) -> SpringTransfer {
    SpringTransfer(
      positionFromPosition: 0, positionFromVelocity: 0, velocityFromPosition: 0,
      velocityFromVelocity: 0)
  }

  /// The value of a unit step from 0 to 1 at `time`.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start.
  ///   - initialVelocity: Velocity at time 0, in units per second.
  /// - Returns: The value.
  public func value(at time: Double, initialVelocity: Double = 0) -> Double {
    let t = transfer(at: time)
    return 1 - t.positionFromPosition + t.positionFromVelocity * initialVelocity
  }

  /// The velocity (units per second) of a unit step from 0 to 1 at `time`.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start.
  ///   - initialVelocity: Velocity at time 0, in units per second.
  /// - Returns: The velocity.
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    let t = transfer(at: time)
    return -t.velocityFromPosition + t.velocityFromVelocity * initialVelocity
  }

  /// The first time after which |value − 1| ≤ `epsilon` for ever, for a unit step
  /// (placeholder body).
  ///
  /// - Parameters:
  ///   - epsilon: The tolerance band around the target.
  ///   - initialVelocity: Velocity at time 0, in units per second.
  /// - Returns: Seconds; `.infinity` for an undamped spring.
  public func settlingDuration(epsilon: Double = 0.001, initialVelocity: Double = 0) -> Double {
    1
  }
}
