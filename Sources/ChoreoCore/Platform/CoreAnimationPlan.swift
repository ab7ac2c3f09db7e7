// Policy: how a `Motion` plays as one Core Animation animation, decided here so the UIKit
// adapter only copies numbers into `CABasicAnimation` / `CASpringAnimation` /
// `CAKeyframeAnimation`.
//
//   cubic Bézier, linear -> basic animation with `CAMediaTimingFunction(controlPoints:)`
//   spring               -> spring animation (mass, stiffness, damping, initialVelocity),
//                           `duration` = Choreo's settling time of that spring
//   steps(), linear(...) -> keyframe animation (exact; see SampledKeyframes)
//   zero duration        -> no animation: set the model value at once (a Core Animation
//                           duration of 0 means the default 0.25 s, CAMediaTiming.duration)
//
// Timing maps onto CAMediaTiming one to one, because `Motion`'s timing model is Core
// Animation's: `speed` is the animation's speed; the delay is wall time, so it goes into
// `beginTime` (the parent's time, unscaled by the animation's own speed); a cycle with
// autoreverse is forward then back, as CAMediaTiming.autoreverses plays it; and a motion
// that repeats forever gets `Float.greatestFiniteMagnitude`, which CAMediaTiming.repeatCount
// documents as "repeat forever". An undamped spring never settles: its duration is the
// largest finite time instead of infinity.

/// How a ``Motion`` plays as one Core Animation animation.
///
/// ```swift
/// let plan = Motion.spring(duration: 0.5, bounce: 0.3).coreAnimationPlan
/// if case .spring(let spring) = plan.kind { spring.stiffness }  // 16π²
/// plan.duration  // the spring's settling time
/// ```
package struct CoreAnimationPlan: Sendable, Hashable {
  /// Which animation class plays the motion, with its own parameters.
  package enum Kind: Sendable, Hashable {
    /// No animation: the value is set at once.
    case immediate
    /// A `CABasicAnimation` paced by this timing function.
    case basic(BezierControlPoints)
    /// A `CASpringAnimation` with these constants.
    case spring(PlatformSpringParameters)
    /// A `CAKeyframeAnimation` of the unit step (values between 0 and 1, to be mapped
    /// onto the animated property's from and to values).
    case keyframes(SampledKeyframes<Double>)
  }

  /// Which animation class plays the motion.
  package var kind: Kind
  /// `CAMediaTiming.duration`: one iteration, in the animation's local time.
  package var duration: Double
  /// Seconds from now to add to `beginTime`.
  package var delay: Double
  /// `CAMediaTiming.speed`.
  package var speed: Double
  /// `CAMediaTiming.repeatCount`: cycles, or `Float.greatestFiniteMagnitude` for ever.
  package var repeatCount: Float
  /// `CAMediaTiming.autoreverses`.
  package var autoreverses: Bool
}

extension Motion {
  /// How this motion plays as one Core Animation animation.
  package var coreAnimationPlan: CoreAnimationPlan {
    let kind: CoreAnimationPlan.Kind
    switch self.kind {
    case .curve(let curve, let duration):
      if duration == 0 {
        kind = .immediate
      } else if let points = curve.bezierControlPoints {
        kind = .basic(points)
      } else {
        kind = .keyframes(curve.sampledKeyframes())
      }
    case .spring(let spring, let velocity):
      kind = .spring(spring.platformParameters(initialVelocity: velocity))
    }
    let count: Float
    switch repeatCount {
    case .times(let times): count = Float(times)
    case .forever: count = .greatestFiniteMagnitude
    }
    return CoreAnimationPlan(
      kind: kind,
      duration: iterationDuration.isFinite ? iterationDuration : .greatestFiniteMagnitude,
      delay: delay, speed: speed, repeatCount: count, autoreverses: autoreverses)
  }
}
