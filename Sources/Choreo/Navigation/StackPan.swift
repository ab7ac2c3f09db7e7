// Policy: the decisions of a finger on a navigation stack, shared by the coordinator (UIKit's
// helper) and SwiftUI's push container. A pop starts toward the trailing edge, from the
// leading edge (within `edgeWidth`) unless the app allows anywhere; the finger's horizontal
// travel over the width is the fraction of the transition it drives (a pop follows the
// finger, a push runs against it); on release UIScrollView's deceleration projects the
// fraction (the projection scroll snapping uses) and the transition finishes when it would
// come to rest past the middle, handed the finger's speed within the release bound.

/// How a horizontal finger drives a navigation stack's transition.
package struct StackPan: Sendable, Hashable {
  /// The page's width, points; finite and positive.
  package let width: Double
  /// The layout direction: right-to-left mirrors the edges.
  package let layoutDirection: SceneTransitionContext.LayoutDirection

  /// How far from the leading edge a pan may start a pop, points.
  package static let edgeWidth = 24.0

  /// The decisions for a page, or `nil` for a width that is not finite and positive.
  package init?(width: Double, layoutDirection: SceneTransitionContext.LayoutDirection) {
    guard width.isFinite, width > 0 else { return nil }
    self.width = width
    self.layoutDirection = layoutDirection
  }

  private var trailing: Double { layoutDirection == .leftToRight ? 1 : -1 }

  /// Whether a pan from `startX` (points from the page's left) with this velocity starts a
  /// pop: mostly horizontal, toward the trailing edge, from the leading edge unless
  /// `anywhere`.
  package func startsPop(startX: Double, velocityX: Double, velocityY: Double, anywhere: Bool)
    -> Bool
  {
    guard startX.isFinite, velocityX.isFinite, velocityY.isFinite,
      abs(velocityX) > abs(velocityY), velocityX * trailing > 0
    else { return false }
    let fromLeading = layoutDirection == .leftToRight ? startX : width - startX
    return anywhere || fromLeading <= Self.edgeWidth
  }

  /// +1 when a finger moving toward the trailing edge moves the transition from screen
  /// `from` to screen `to` forward (a pop), −1 when it moves it back (a push).
  package func sign(from: Int, to: Int) -> Double {
    to < from ? trailing : -trailing
  }

  /// The fraction a finger `translationX` points along holds, for a transition caught at
  /// `start`; clamped to 0...1.
  package func fraction(start: Double, sign: Double, translationX: Double) -> Double {
    guard translationX.isFinite else { return min(max(start, 0), 1) }
    return min(max(start + sign * translationX / width, 0), 1)
  }

  /// Whether a release at `fraction` with the finger's `velocityX` finishes the transition,
  /// and the speed handed to the spring (fraction a second, within
  /// ``TabSwitcher/maximumReleaseSpeed``; a velocity that is not finite counts as 0).
  package func release(fraction: Double, sign: Double, velocityX: Double, mayFinish: Bool = true)
    -> (finishes: Bool, speed: Double)
  {
    let speed = ReleaseDecision.handed(sign * velocityX / width)
    let finishes = mayFinish && ReleaseDecision.finishes(at: fraction, speed: speed)
    return (finishes, speed)
  }
}
