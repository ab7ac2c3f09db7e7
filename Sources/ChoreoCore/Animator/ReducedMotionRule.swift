#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Policy: the reduced-motion rule, in one place (documented on ReducedMotionPolicy and in
// the "Animation" article). Reduced motion keeps the delay and the destination but removes
// what makes motion large or long: bounce, length beyond 0.2 s, repeats, autoreverse and
// speed changes. A movement with an opacity target becomes a short cross-fade.

enum ReducedMotionRule {
  /// The longest duration a reduced motion may have (and a spring's duration parameter).
  static let maximumDuration = 0.2
  /// The length of the cross-fade that replaces a large movement.
  static let crossFadeDuration = 0.2

  /// The motion that `motion` becomes under reduced motion.
  static func reduced(_ motion: Motion) -> Motion {
    var result: Motion
    switch motion.kind {
    case .curve(_, let duration):
      result = .timing(.easeInOut, duration: min(duration, maximumDuration))
    case .spring(let spring, let velocity):
      // Response (undamped period) 2π/ω₀ with ω₀ = √(k/m); SwiftUI's "duration" parameter.
      let response = 2 * Double.pi / (spring.stiffness / spring.mass).squareRoot()
      let calm = DampedSpring(
        response: min(response, maximumDuration), dampingRatio: 1, mass: spring.mass)
      result = .spring(calm, initialVelocity: velocity)
    }
    if motion.delay > 0 { result = result.delay(motion.delay) }
    return result
  }
}

extension Motion {
  /// This motion under the reduced-motion rule (see ``ReducedMotionPolicy/reduced``):
  /// a spring becomes critically damped with a duration of at most 0.2 s, a curve
  /// `ease-in-out` over at most 0.2 s; repeats, autoreverse and speed are dropped and the
  /// delay is kept.
  public var reduced: Motion { ReducedMotionRule.reduced(self) }
}

extension Motion {
  /// This motion as a policy allows it: itself under ``ReducedMotionPolicy/full``, its
  /// ``reduced`` form under ``ReducedMotionPolicy/reduced``, and an instant change (a
  /// zero-length linear motion) under ``ReducedMotionPolicy/instant``.
  ///
  /// - Parameter policy: The reduced-motion policy.
  /// - Returns: The motion to play.
  public func allowed(by policy: ReducedMotionPolicy) -> Motion {
    switch policy {
    case .full: return self
    case .reduced: return reduced
    case .instant: return .linear(duration: 0)
    }
  }
}
