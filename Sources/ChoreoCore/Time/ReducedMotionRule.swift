import CLibM

// Policy: the reduced-motion rule, in one place (documented on ReducedMotionPolicy and in
// the "Animation" article); every model and adapter asks it rather than deciding on its own.
// Reduced motion keeps the delay and the destination but removes what makes motion large or
// long: bounce, length beyond 0.2 s, repeats, autoreverse and speed changes. A movement
// that can fade instead (an animator movement with an opacity target, a page change, a pop
// menu's items, a press's scale is not one: it only shrinks) becomes a cross-fade: CSS
// ease-in-out over 0.2 s for a whole fade (opacity 0 -> 1 or 1 -> 0), in proportion for a
// partial one. Under `.instant` everything is a zero-length change.

/// The one reduced-motion rule: what a motion becomes under a ``ReducedMotionPolicy``, when
/// a movement becomes a cross-fade, and how long and how shaped that cross-fade is.
package enum ReducedMotionRule {
  /// The longest duration a reduced motion may have (and a spring's duration parameter).
  package static let maximumDuration = 0.2
  /// The shortest response a reduced spring gets: (2π/r)² stays finite from here on (a
  /// stiffer spring is as good as instant on any screen).
  package static let shortestResponse = 1e-150
  /// The length of the cross-fade that replaces a large movement (a whole fade).
  package static let crossFadeDuration = 0.2
  /// The easing of every reduced-motion fade.
  package static let crossFadeCurve = TimingCurve.easeInOut

  /// Whether a change under `policy` skips its motion and lands at once: the animator
  /// writes the target and finishes, a timeline applies its end (`.instant`).
  package static func landsAtOnce(under policy: ReducedMotionPolicy) -> Bool {
    policy == .instant
  }

  /// Whether `policy` allows the full movement: springs that travel and stagger, rather
  /// than a fade in place (`.full`).
  package static func movesFully(under policy: ReducedMotionPolicy) -> Bool {
    policy == .full
  }

  /// The motion that `motion` becomes under reduced motion.
  package static func reduced(_ motion: Motion) -> Motion {
    var result: Motion
    switch motion.kind {
    case .timing(_, let duration):
      result = .timing(crossFadeCurve, duration: min(duration, maximumDuration))
    case .spring(let spring, let velocity):
      // Response (undamped period) 2π/ω₀ with ω₀ = √(k/m); SwiftUI's "duration" parameter.
      // Written 2π·√m/√k, as k/m itself may overflow (mass 5e-324, stiffness 1: ω₀ = ∞).
      // A unit step's motion depends only on k/m and c/m, so the calm spring has mass 1,
      // where every response from `shortestResponse` on has a finite stiffness.
      let response = 2 * Double.pi * spring.mass.squareRoot() / spring.stiffness.squareRoot()
      let calm = DampedSpring(
        response: min(max(response, shortestResponse), maximumDuration), dampingRatio: 1)
      result = .spring(calm, initialVelocity: velocity)
    case .decay:
      // A decay carries the user's own gesture on; like a scroll view's deceleration under
      // Reduce Motion, it plays unchanged.
      result = Motion(motion.kind)
    }
    if motion.delay > 0 { result = result.delay(motion.delay) }
    return result
  }

  /// The motion that `motion` becomes under `policy`: itself when full, ``reduced(_:)``
  /// when reduced, a zero-length change when instant.
  package static func motion(_ motion: Motion, under policy: ReducedMotionPolicy) -> Motion {
    switch policy {
    case .full: return motion
    case .reduced: return reduced(motion)
    case .instant: return .linear(duration: 0)
    }
  }

  /// Whether a movement is replaced by a cross-fade: under reduced motion, when it is marked
  /// as a movement and has an opacity to fade.
  package static func crossFades(
    under policy: ReducedMotionPolicy, isMovement: Bool, hasOpacity: Bool
  ) -> Bool {
    policy == .reduced && isMovement && hasOpacity
  }

  /// The fade that replaces a movement: ``crossFadeCurve`` over ``crossFadeDuration`` times
  /// the opacity change (capped at a whole fade), after `delay`; a zero-length change under
  /// `.instant`.
  ///
  /// - Parameters:
  ///   - change: The opacity change the fade makes; 1 (a whole fade) by default.
  ///   - delay: Seconds before the fade starts (a replaced motion's delay).
  ///   - policy: The policy; `.reduced` unless the caller plays `.instant`.
  /// - Returns: The fade's motion.
  package static func crossFade(
    change: Double = 1, delay: Double = 0, under policy: ReducedMotionPolicy = .reduced
  ) -> Motion {
    guard policy != .instant else { return .linear(duration: 0) }
    let length = crossFadeDuration * min(abs(change), 1)
    let fade = Motion.timing(crossFadeCurve, duration: length)
    return delay > 0 ? fade.delay(delay) : fade
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
    ReducedMotionRule.motion(self, under: policy)
  }
}
