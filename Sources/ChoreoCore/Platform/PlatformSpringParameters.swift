// Policy: Core Animation (`CASpringAnimation`), UIKit
// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`) and SwiftUI
// (`Spring(mass:stiffness:damping:allowOverDamping:)`) all describe a spring by the same
// three physical constants of m·x″ + c·x′ + k·x = 0 that `DampedSpring` stores, so a spring
// converts with no loss: SwiftUI's `duration`/`bounce` and `response`/`dampingFraction` are
// mapped onto them by the same formulas `DampedSpring`'s initialisers use.
//
// Velocity: all three frameworks take the initial velocity of a unit step, "normalized to
// the total distance of the animation" (UISpringTimingParameters.initialVelocity's
// documentation: velocity in points per second divided by the distance still to travel, 0
// when that distance is 0). SwiftUI's `interpolatingSpring` documents the same unit, and a
// `Motion`'s spring velocity is already in it. Positive is toward the target, as
// `CASpringAnimation.initialVelocity` documents.
//
// Duration: Core Animation plays a spring for its `duration`, not until it settles, so the
// animation's duration is set to the spring's settling time by Choreo's definition (the
// first time after which |x − 1| ≤ epsilon for ever), which is exact rather than the
// estimate in `CASpringAnimation.settlingDuration`.

/// A spring in the form Core Animation, UIKit and SwiftUI take it: mass, stiffness,
/// damping, a normalised initial velocity, and how long it takes to settle.
///
/// ```swift
/// let parameters = DampedSpring(duration: 0.5, bounce: 0.3).platformParameters()
/// parameters.stiffness  // 16π² ≈ 157.91
/// parameters.damping    // 5.6π ≈ 17.59
/// ```
package struct PlatformSpringParameters: Sendable, Hashable {
  /// The mass m.
  package var mass: Double
  /// The stiffness k.
  package var stiffness: Double
  /// The damping coefficient c.
  package var damping: Double
  /// The initial velocity of the unit step, in distances per second; positive toward the
  /// target.
  package var initialVelocity: Double
  /// Seconds until the unit step stays within the settling band for ever; `.infinity` for
  /// an undamped spring.
  package var settlingDuration: Double

  /// Creates parameters.
  ///
  /// - Parameters:
  ///   - mass: The mass m.
  ///   - stiffness: The stiffness k.
  ///   - damping: The damping coefficient c.
  ///   - initialVelocity: The normalised initial velocity.
  ///   - settlingDuration: Seconds until the spring has settled.
  package init(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
    settlingDuration: Double
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.settlingDuration = settlingDuration
  }

  /// Whether the damping ratio c / (2·√(k·m)) exceeds 1. SwiftUI's `Spring` clamps such a
  /// spring to critical damping unless it is built with `allowOverDamping: true`.
  package var isOverDamped: Bool { damping > 2 * (stiffness * mass).squareRoot() }
}

extension DampedSpring {
  /// The spring as Core Animation, UIKit and SwiftUI take it.
  ///
  /// - Parameters:
  ///   - initialVelocity: The unit step's initial velocity (see
  ///     ``Animator/normalizedVelocity(_:from:to:)``); 0 by default.
  ///   - epsilon: The settling band for ``PlatformSpringParameters/settlingDuration``;
  ///     0.001 by default, as ``Motion``'s.
  /// - Returns: The same mass, stiffness and damping, with the velocity and settling time.
  package func platformParameters(
    initialVelocity: Double = 0, epsilon: Double = Motion.settlingEpsilon
  )
    -> PlatformSpringParameters
  {
    PlatformSpringParameters(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      settlingDuration: settlingDuration(epsilon: epsilon, initialVelocity: initialVelocity))
  }
}

// Velocity hand-off: UIKit, Core Animation and SwiftUI each take a spring's initial velocity
// as a unit step's, "normalized to the total distance of the animation"
// (UISpringTimingParameters.initialVelocity: the velocity in points per second divided by
// the distance still to travel, per axis). A gesture or a Choreo animation gives value units
// per second; these do the division, so an app never does. The velocity comes from outside
// (a finger), so it is taken as it comes: a NaN or infinite one is no measurement and hands
// over nothing, and a quotient past `largestHandedVelocity` (a distance of 1e-320, a speed
// of 1e-300) is held there, where the spring's closed form stays finite.
extension Motion {
  /// The largest normalised velocity a hand-off gives, in distances per second: 10³⁰⁰. A
  /// spring started faster than this could overshoot past Double's range; a velocity that
  /// divides to more (a finger a hair's breadth from its target) is held at it.
  public static let largestHandedVelocity = 1e300

  /// This motion with a velocity in value units per second handed over, for a move from
  /// `from` to `to`: a spring's initial velocity becomes `velocity / ((to − from)·speed)`
  /// steps per second of motion time (0 when the distance is 0), the form
  /// `CASpringAnimation.initialVelocity`, `UISpringTimingParameters` and SwiftUI's
  /// `interpolatingSpring` take. Other kinds are returned unchanged (a curve's start on
  /// those platforms carries no velocity).
  ///
  /// The velocity comes from outside, so every number is taken: a NaN or infinite velocity
  /// hands over nothing (the spring starts from rest), and a quotient beyond
  /// ±``largestHandedVelocity`` is held there, so the motion is finite everywhere.
  ///
  /// ```swift
  /// // A pan released at 100 pt/s, 200 points short of the target:
  /// let motion = Motion.spring(.smooth).handingOff(velocity: 100, from: 0, to: 200)
  /// // motion.kind is .spring(.smooth, initialVelocity: 0.5)
  /// ```
  ///
  /// - Parameters:
  ///   - velocity: The velocity at the start, value units per second.
  ///   - from: Where the move starts.
  ///   - to: Where it ends.
  /// - Returns: The motion with the normalised velocity.
  public func handingOff(velocity: Double, from: Double, to: Double) -> Motion {
    guard case .spring(let spring, _) = kind else { return self }
    let normalized = Self.handedVelocity(velocity, from: from, to: to, speed: speed)
    return replacingKind(.spring(spring, initialVelocity: normalized))
  }

  /// A planar velocity in value units per second normalised per axis for a move from `from`
  /// to `to`, as `UISpringTimingParameters.initialVelocity` documents it: each component
  /// divided by the distance along its axis (0 where that distance is 0), under the rules of
  /// ``handingOff(velocity:from:to:)`` (a non-finite component gives 0, a quotient is held
  /// within ±``largestHandedVelocity``).
  ///
  /// - Parameters:
  ///   - velocity: The velocity, points per second (a pan's `velocity(in:)`).
  ///   - from: Where the move starts.
  ///   - to: Where it ends.
  /// - Returns: The normalised velocity (`dx`, `dy` as `x`, `y`).
  public static func normalizedVelocity(_ velocity: Point2D, from: Point2D, to: Point2D)
    -> Point2D
  {
    Point2D(
      x: handedVelocity(velocity.x, from: from.x, to: to.x, speed: 1),
      y: handedVelocity(velocity.y, from: from.y, to: to.y, speed: 1))
  }

  /// `velocity / ((to − from)·speed)`, finite: 0 for a non-finite velocity or distance,
  /// held within ±``largestHandedVelocity``.
  private static func handedVelocity(
    _ velocity: Double, from: Double, to: Double, speed: Double
  ) -> Double {
    guard velocity.isFinite, from.isFinite, to.isFinite else { return 0 }
    var normalized = Animator.normalizedVelocity(velocity / speed, from: from, to: to)
    if !normalized.isFinite {
      // velocity / speed overflowed (and perhaps the distance too): divide by the distance
      // first, which cannot give NaN.
      normalized = Animator.normalizedVelocity(velocity, from: from, to: to) / speed
    }
    return min(max(normalized, -largestHandedVelocity), largestHandedVelocity)
  }
}
