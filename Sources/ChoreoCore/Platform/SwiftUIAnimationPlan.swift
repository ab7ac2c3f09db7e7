// Policy: which SwiftUI `Animation` plays a `Motion` so that the two move alike, decided
// here so the SwiftUI adapter only calls one factory.
//
//   cubic Bézier, linear -> `Animation.timingCurve(x1, y1, x2, y2, duration:)`, the same
//                           four control points (CSS and SwiftUI define the curve alike)
//   spring, at rest      -> `Animation.spring(Spring(mass:stiffness:damping:
//                           allowOverDamping: true))`: the same constants; a later spring
//                           on the property takes over with the current velocity, as a
//                           Choreo retarget does; over-damping allowed, because SwiftUI's
//                           `Spring` clamps to critical damping by default
//   spring with velocity -> `Animation.interpolatingSpring(_:initialVelocity:)`, the only
//                           spring factory that takes a velocity (unit steps per second)
//   anything else        -> a `CustomAnimation` that samples the `Motion` itself: steps(),
//                           linear(...), and every motion that repeats or autoreverses
//                           (SwiftUI counts each direction of an autoreversing animation
//                           as a repeat and ends on the target; Choreo counts a cycle as
//                           forward and back and ends where it started)
//
// Delay and speed: Choreo's delay is wall time, not scaled by the speed, so the native
// forms apply `.speed(s)` first and `.delay(d)` after it. A custom animation needs neither:
// `Motion.value(at:)` already includes both.

/// How a ``Motion`` plays as a SwiftUI animation.
///
/// ```swift
/// Motion.easeInOut(duration: 0.3).swiftUIPlan.kind
/// // .timingCurve(BezierControlPoints(0.42, 0, 0.58, 1), duration: 0.3)
/// Motion.timing(.steps(4), duration: 1).swiftUIPlan.kind  // .custom
/// ```
package struct SwiftUIAnimationPlan: Sendable, Hashable {
  /// Which SwiftUI factory builds the animation.
  package enum Kind: Sendable, Hashable {
    /// `Animation.timingCurve(_:_:_:_:duration:)`.
    case timingCurve(BezierControlPoints, duration: Double)
    /// `Animation.spring(_:blendDuration:)` with `Spring(mass:stiffness:damping:
    /// allowOverDamping: true)`.
    case spring(PlatformSpringParameters)
    /// `Animation.interpolatingSpring(_:initialVelocity:)` with the same `Spring`.
    case interpolatingSpring(PlatformSpringParameters)
    /// A `CustomAnimation` that samples the motion: SwiftUI has no native form.
    case custom
  }

  /// Which factory builds the animation.
  package var kind: Kind
  /// The speed for `.speed(_:)` on a native animation, applied before the delay; 1 when
  /// ``kind`` is ``Kind/custom``.
  package var speed: Double
  /// The delay for `.delay(_:)` on a native animation, applied after the speed; 0 when
  /// ``kind`` is ``Kind/custom``.
  package var delay: Double
}

extension Motion {
  /// How this motion plays as a SwiftUI animation.
  package var swiftUIPlan: SwiftUIAnimationPlan {
    let custom = SwiftUIAnimationPlan(kind: .custom, speed: 1, delay: 0)
    guard repeatCount == .times(1), !autoreverses else { return custom }
    let kind: SwiftUIAnimationPlan.Kind
    switch self.kind {
    case .timing(let curve, let duration):
      guard let points = curve.bezierControlPoints else { return custom }
      kind = .timingCurve(points, duration: duration)
    case .spring(let spring, let velocity):
      let parameters = spring.platformParameters(
        initialVelocity: velocity)
      kind = velocity == 0 ? .spring(parameters) : .interpolatingSpring(parameters)
    case .decay:
      // SwiftUI has no decaying animation: sampled by the custom animation.
      return custom
    }
    return SwiftUIAnimationPlan(kind: kind, speed: speed, delay: delay)
  }
}
