// Policy: when a `Motion` can run on `UIViewPropertyAnimator`, decided here so the UIKit
// adapter only builds the timing parameters.
//
//   cubic Bézier with y in 0...1 -> `UICubicTimingParameters(controlPoint1:controlPoint2:)`
//                                   (its documentation requires both coordinates of both
//                                   points in 0...1), over duration / speed
//   spring at speed 1            -> `UISpringTimingParameters(mass:stiffness:damping:
//                                   initialVelocity:)`, the same constants; the animator's
//                                   duration is the settling time
//   anything else                -> nil: steps(), linear(...), overshooting Béziers,
//                                   repeats, autoreverse, a spring at another speed (a
//                                   property animator has no speed for springs). Drive
//                                   those with Choreo on a display link, or Core Animation.
//
// The delay goes to `startAnimation(afterDelay:)`.

/// How a ``Motion`` runs on a `UIViewPropertyAnimator`.
///
/// ```swift
/// let plan = Motion.easeOut(duration: 0.25).uiKitPlan
/// plan?.duration  // 0.25
/// ```
package struct UIKitTimingPlan: Sendable, Hashable {
  /// Which timing parameters to build.
  package enum Kind: Sendable, Hashable {
    /// `UICubicTimingParameters` with these control points.
    case cubic(BezierControlPoints)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    case spring(PlatformSpringParameters)
  }

  /// Which timing parameters to build.
  package var kind: Kind
  /// The animator's duration, in seconds (speed included).
  package var duration: Double
  /// Seconds for `startAnimation(afterDelay:)`.
  package var delay: Double
}

extension Motion {
  /// How this motion runs on a `UIViewPropertyAnimator`, or `nil` when it cannot (see
  /// ``UIKitTimingPlan``).
  package var uiKitPlan: UIKitTimingPlan? {
    guard repeatCount == .times(1), !autoreverses else { return nil }
    switch self.kind {
    case .timing(let curve, let duration):
      guard let points = curve.bezierControlPoints, points.staysInUnitSquare else { return nil }
      return UIKitTimingPlan(kind: .cubic(points), duration: duration / speed, delay: delay)
    case .spring(let spring, let velocity):
      guard speed == 1, iterationDuration.isFinite else { return nil }
      let parameters = spring.platformParameters(
        initialVelocity: velocity)
      return UIKitTimingPlan(
        kind: .spring(parameters), duration: parameters.settlingDuration, delay: delay)
    case .decay:
      // No timing parameters decelerate exponentially; Core Animation's keyframes do.
      return nil
    }
  }
}
