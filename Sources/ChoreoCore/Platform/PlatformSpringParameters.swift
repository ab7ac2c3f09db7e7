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
  package func platformParameters(initialVelocity: Double = 0, epsilon: Double = 0.001)
    -> PlatformSpringParameters
  {
    PlatformSpringParameters(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      settlingDuration: settlingDuration(epsilon: epsilon, initialVelocity: initialVelocity))
  }
}
