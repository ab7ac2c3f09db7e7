// Policy: a spring is described by its physical constants (mass, stiffness, damping); the
// two SwiftUI parameterisations (response/dampingRatio and duration/bounce) are mapped onto
// them at init. Everything the closed form needs (regime, decay rate, frequencies, roots)
// is computed once, here, and cached in `solution`; equality and hashing look only at the
// three physical constants. See the `Springs` DocC article for the mathematics.

/// A damped harmonic oscillator: m·x″ + c·x′ + k·x = 0, solved in closed form.
///
/// A spring pulls a value toward a target. ``transfer(at:)`` gives the coefficients that
/// carry any initial displacement and velocity to time t; ``value(at:initialVelocity:)``
/// and ``velocity(at:initialVelocity:)`` describe the unit step from 0 to 1.
///
/// ```swift
/// let spring = DampedSpring(duration: 0.5, bounce: 0.3)
/// spring.value(at: 0.25)           // unit step 0 → 1
/// spring.settlingDuration()        // first time after which |x − 1| ≤ 0.001 for ever
/// let physical = DampedSpring(mass: 1, stiffness: 100, damping: 10)
/// physical.dampingRatio            // 0.5
/// ```
public struct DampedSpring: Sendable {
  /// The mass m (> 0, finite).
  ///
  /// - Precondition: A new value is positive and finite.
  public var mass: Double {
    didSet {
      Self.checkMass(mass)
      solution = SpringSolution(mass: mass, stiffness: stiffness, damping: damping)
      form = .physical
    }
  }

  /// The stiffness k (> 0, finite).
  ///
  /// - Precondition: A new value is positive and finite.
  public var stiffness: Double {
    didSet {
      Self.checkStiffness(stiffness)
      solution = SpringSolution(mass: mass, stiffness: stiffness, damping: damping)
      form = .physical
    }
  }

  /// The damping coefficient c (≥ 0, finite). Zero gives an undamped oscillator.
  ///
  /// - Precondition: A new value is non-negative and finite.
  public var damping: Double {
    didSet {
      Self.checkDamping(damping)
      solution = SpringSolution(mass: mass, stiffness: stiffness, damping: damping)
      form = .physical
    }
  }

  /// Regime and constants of the closed form, derived from the three above.
  @usableFromInline internal private(set) var solution: SpringSolution

  /// The parameters the spring was made from, so that a description can say them as they
  /// were written (``MotionSpec/description``); a change of mass, stiffness or damping
  /// forgets them. Not part of equality.
  enum Form: Sendable {
    /// Mass, stiffness and damping.
    case physical
    /// ``init(response:dampingRatio:mass:)``'s response and damping ratio.
    case response(Double, dampingRatio: Double)
    /// ``init(duration:bounce:mass:)``'s duration and bounce.
    case duration(Double, bounce: Double)
  }

  /// How the spring was written.
  internal private(set) var form = Form.physical

  /// Creates a spring from its physical constants.
  ///
  /// - Parameters:
  ///   - mass: The mass m.
  ///   - stiffness: The stiffness k.
  ///   - damping: The damping coefficient c; 0 gives an undamped oscillator that never
  ///     settles.
  /// - Precondition: `mass > 0`, `stiffness > 0`, `damping >= 0`, all finite.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    Self.checkMass(mass)
    Self.checkStiffness(stiffness)
    Self.checkDamping(damping)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.solution = SpringSolution(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// Creates a spring from a response (the undamped period, seconds) and a damping ratio,
  /// as SwiftUI's `spring(response:dampingFraction:)`.
  ///
  /// With ω = 2π / response: stiffness = m·ω², damping = 2·ζ·m·ω = 4π·ζ·m / response.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds.
  ///   - dampingRatio: ζ: 0 is undamped, below 1 bounces, 1 is critically damped, above 1
  ///     is over-damped.
  ///   - mass: The mass m.
  /// - Precondition: `response > 0`, `dampingRatio >= 0`, `mass > 0`, all finite.
  public init(response: Double, dampingRatio: Double, mass: Double = 1) {
    precondition(
      response > 0 && response.isFinite, "response must be positive and finite, got \(response)")
    precondition(
      dampingRatio >= 0 && dampingRatio.isFinite,
      "dampingRatio must be non-negative and finite, got \(dampingRatio)")
    Self.checkMass(mass)
    let omega = 2 * Double.pi / response
    self.init(
      mass: mass, stiffness: mass * omega * omega,
      damping: 4 * Double.pi * dampingRatio * mass / response)
    form = .response(response, dampingRatio: dampingRatio)
  }

  /// Creates a spring from a perceptual duration and bounce, as SwiftUI's
  /// `Spring(duration:bounce:)`.
  ///
  /// The duration is the response (undamped period). The damping ratio is `1 − bounce` for
  /// `bounce >= 0` and `1 / (1 + bounce)` below 0, so 0 is critically damped, 1 undamped
  /// and values toward −1 ever more over-damped.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - bounce: How bouncy the spring is, in `-1 < bounce <= 1`.
  ///   - mass: The mass m.
  /// - Precondition: `duration > 0` and finite; `-1 < bounce <= 1` (−1 would need infinite
  ///   damping); `mass > 0` and finite.
  public init(duration: Double = 0.5, bounce: Double = 0, mass: Double = 1) {
    precondition(
      duration > 0 && duration.isFinite, "duration must be positive and finite, got \(duration)")
    precondition(
      bounce > -1, "bounce must be greater than -1 (-1 means infinite damping), got \(bounce)")
    precondition(bounce <= 1, "bounce must be at most 1 (1 is undamped), got \(bounce)")
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio, mass: mass)
    form = .duration(duration, bounce: bounce)
  }

  /// SwiftUI's `.smooth`: duration 0.5, bounce 0 (critically damped).
  public static let smooth = DampedSpring(duration: 0.5, bounce: 0)
  /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = DampedSpring(duration: 0.5, bounce: 0.15)
  /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = DampedSpring(duration: 0.5, bounce: 0.3)

  /// The damping ratio ζ = c / (2·√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The response: the period of the undamped oscillation, 2π·√(m / k), in seconds.
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// The perceptual duration, as SwiftUI's `Spring.duration`: the same as ``response``.
  public var duration: Double { response }

  /// The bounce, as SwiftUI's `Spring.bounce`: `1 − ζ` for ζ ≤ 1 and `1/ζ − 1` above, so it
  /// lies in `-1 < bounce <= 1`. Inverts the mapping of ``init(duration:bounce:mass:)``.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  private static func checkMass(_ mass: Double) {
    precondition(mass > 0 && mass.isFinite, "mass must be positive and finite, got \(mass)")
  }

  private static func checkStiffness(_ stiffness: Double) {
    precondition(
      stiffness > 0 && stiffness.isFinite,
      "stiffness must be positive and finite, got \(stiffness)")
  }

  private static func checkDamping(_ damping: Double) {
    precondition(
      damping >= 0 && damping.isFinite, "damping must be non-negative and finite, got \(damping)")
  }
}

extension DampedSpring: Hashable {
  /// Two springs are equal when their mass, stiffness and damping are equal, however they
  /// were written (a spring made from a duration and bounce equals one made from the
  /// response and damping ratio they give).
  ///
  /// - Parameters:
  ///   - lhs: One spring.
  ///   - rhs: The other spring.
  /// - Returns: Whether the physical constants agree.
  public static func == (lhs: DampedSpring, rhs: DampedSpring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
  }

  /// Hashes the mass, stiffness and damping.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
  }
}

extension DampedSpring: CustomStringConvertible {
  /// The physical constants, as the initialiser that rebuilds the spring:
  /// `DampedSpring(mass: 1.0, stiffness: 100.0, damping: 10.0)`.
  public var description: String {
    "DampedSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
