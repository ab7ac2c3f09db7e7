// Policy: a thin copy of `Motion.coreAnimationPlan` (ChoreoCore, tested there) into Core
// Animation's classes. Use these when nothing needs to retarget mid-flight: the render
// server then plays the motion off the main thread. When a value must bend toward a new
// target with its velocity, drive it with Choreo on a `DisplayLinkClock` instead.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import QuartzCore
  import Choreo

  extension CAMediaTimingFunction {
    /// A timing function with a cubic Bézier's control points.
    ///
    /// - Parameter points: The control points (`TimingCurve.bezierControlPoints`).
    package convenience init(_ points: BezierControlPoints) {
      self.init(
        controlPoints: Float(points.x1), Float(points.y1), Float(points.x2), Float(points.y2))
    }
  }

  extension Motion {
    /// A Core Animation animation that plays this motion on `keyPath` from `from` to
    /// `to`: a `CABasicAnimation` for a cubic-Bézier curve, a `CASpringAnimation` for a
    /// spring, a `CAKeyframeAnimation` for `steps()` and `linear(...)`.
    ///
    /// Set the layer's model value to `to` before adding the animation, as usual with Core
    /// Animation. A delay is counted from now, in the global time space
    /// (`CACurrentMediaTime()`), which is the layer's unless its ancestors change speed or
    /// time offset.
    ///
    /// - Parameters:
    ///   - keyPath: The animated key path, e.g. `"position.x"`.
    ///   - from: The value at the start.
    ///   - to: The value at the end.
    ///   - box: Wraps a value for Core Animation (an `NSNumber` or `NSValue`).
    /// - Returns: The animation, or `nil` for a motion of zero duration (set the value
    ///   directly: Core Animation would read a zero duration as its default 0.25 s).
    public func coreAnimation<Value: VectorSpace>(
      keyPath: String, from: Value, to: Value, box: (Value) -> Any
    ) -> CAAnimation? {
      let plan = coreAnimationPlan
      let animation: CAPropertyAnimation
      switch plan.kind {
      case .immediate:
        return nil
      case .basic(let points):
        let basic = CABasicAnimation(keyPath: keyPath)
        basic.fromValue = box(from)
        basic.toValue = box(to)
        basic.timingFunction = CAMediaTimingFunction(points)
        animation = basic
      case .spring(let parameters):
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.mass = CGFloat(parameters.mass)
        spring.stiffness = CGFloat(parameters.stiffness)
        spring.damping = CGFloat(parameters.damping)
        spring.initialVelocity = CGFloat(parameters.initialVelocity)
        spring.fromValue = box(from)
        spring.toValue = box(to)
        animation = spring
      case .keyframes(let keyframes):
        let keyed = CAKeyframeAnimation(keyPath: keyPath)
        keyed.calculationMode = keyframes.interpolation == .discrete ? .discrete : .linear
        keyed.keyTimes = keyframes.keyTimes.map { NSNumber(value: $0) }
        keyed.values = keyframes.values.map { box(from.interpolated(to: to, fraction: $0)) }
        if keyframes.interpolation == .linear {
          keyed.timingFunctions = keyframes.timingFunctions.map { CAMediaTimingFunction($0) }
        }
        animation = keyed
      }
      animation.duration = plan.duration
      animation.speed = Float(plan.speed)
      animation.repeatCount = plan.repeatCount
      animation.autoreverses = plan.autoreverses
      if plan.delay > 0 {
        animation.beginTime = CACurrentMediaTime() + plan.delay
        animation.fillMode = .backwards
      }
      return animation
    }

    /// A Core Animation animation of a number on `keyPath` (see
    /// ``coreAnimation(keyPath:from:to:box:)``).
    ///
    /// - Parameters:
    ///   - keyPath: The animated key path, e.g. `"opacity"`.
    ///   - from: The value at the start.
    ///   - to: The value at the end.
    /// - Returns: The animation, or `nil` for a motion of zero duration.
    public func coreAnimation(keyPath: String, from: Double, to: Double) -> CAAnimation? {
      coreAnimation(keyPath: keyPath, from: from, to: to) { NSNumber(value: $0) }
    }

    /// A Core Animation animation of a number on `keyPath` that starts at `velocity`, value
    /// units per second (a gesture's, or ``/ChoreoCore/Animator/velocity(of:as:)``): a
    /// spring's `CASpringAnimation.initialVelocity` is the velocity divided by the distance
    /// left (``/ChoreoCore/Motion/handingOff(velocity:from:to:)``), so the app does no
    /// arithmetic.
    ///
    /// - Parameters:
    ///   - keyPath: The animated key path, e.g. `"position.x"`.
    ///   - from: The value at the start.
    ///   - to: The value at the end.
    ///   - velocity: The velocity at the start, value units per second.
    /// - Returns: The animation, or `nil` for a motion of zero duration.
    public func coreAnimation(keyPath: String, from: Double, to: Double, velocity: Double)
      -> CAAnimation?
    {
      handingOff(velocity: velocity, from: from, to: to).coreAnimation(
        keyPath: keyPath, from: from, to: to)
    }
  }
#endif
