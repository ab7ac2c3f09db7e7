// Policy: a thin copy of `Motion.uiKitPlan` (ChoreoCore, tested there) into UIKit's
// timing parameters for `UIViewPropertyAnimator`. What a property animator cannot play
// (steps(), linear(...), overshooting Béziers, repeats, a spring at another speed) gives
// nil; drive those with Choreo on a `DisplayLinkClock`.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  extension Motion {
    /// UIKit timing parameters with this motion's curve or spring, or `nil` when a
    /// property animator cannot play it.
    ///
    /// - Parameter initialVelocity: For a spring, the velocity normalised by the distance
    ///   to travel (`Animator.normalizedVelocity(_:from:to:)` per axis);
    ///   `nil` uses the motion's own spring velocity on both axes.
    /// - Returns: `UICubicTimingParameters` or `UISpringTimingParameters`.
    @MainActor
    public func uiKitTimingParameters(initialVelocity: CGVector? = nil)
      -> (any UITimingCurveProvider)?
    {
      guard let plan = uiKitPlan else { return nil }
      switch plan.kind {
      case .cubic(let points):
        return UICubicTimingParameters(
          controlPoint1: CGPoint(x: points.x1, y: points.y1),
          controlPoint2: CGPoint(x: points.x2, y: points.y2))
      case .spring(let spring):
        let velocity = CGFloat(spring.initialVelocity)
        return UISpringTimingParameters(
          mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
          damping: CGFloat(spring.damping),
          initialVelocity: initialVelocity ?? CGVector(dx: velocity, dy: velocity))
      }
    }

    /// UIKit timing parameters for a move from `from` to `to` that starts at `velocity`,
    /// points per second (a pan's `velocity(in:)`): the velocity is normalised per axis by
    /// the distance left, as `UISpringTimingParameters.initialVelocity` documents, so the
    /// app does no arithmetic.
    ///
    /// ```swift
    /// let parameters = Motion.spring(.snappy).uiKitTimingParameters(
    ///   velocity: pan.velocity(in: view), from: card.center, to: restingCenter)
    /// ```
    ///
    /// - Parameters:
    ///   - velocity: The velocity at the start, points per second.
    ///   - from: Where the view is.
    ///   - to: Where it goes.
    /// - Returns: As ``uiKitTimingParameters(initialVelocity:)``.
    @MainActor
    public func uiKitTimingParameters(velocity: CGPoint, from: CGPoint, to: CGPoint)
      -> (any UITimingCurveProvider)?
    {
      let normalized = Motion.normalizedVelocity(
        Point2D(x: Double(velocity.x), y: Double(velocity.y)),
        from: Point2D(x: Double(from.x), y: Double(from.y)),
        to: Point2D(x: Double(to.x), y: Double(to.y)))
      return uiKitTimingParameters(
        initialVelocity: CGVector(dx: CGFloat(normalized.x), dy: CGFloat(normalized.y)))
    }

    /// A property animator with this motion's timing, or `nil` when one cannot play it.
    /// Add animations, then start it with `startAnimation(afterDelay:)` and the motion's
    /// `uiKitPlan?.delay`.
    ///
    /// - Parameter initialVelocity: As for ``uiKitTimingParameters(initialVelocity:)``.
    /// - Returns: An inactive animator.
    @MainActor
    public func propertyAnimator(initialVelocity: CGVector? = nil) -> UIViewPropertyAnimator? {
      guard let plan = uiKitPlan,
        let parameters = uiKitTimingParameters(initialVelocity: initialVelocity)
      else { return nil }
      return UIViewPropertyAnimator(duration: plan.duration, timingParameters: parameters)
    }
  }
#endif
