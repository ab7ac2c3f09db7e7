// Policy: the decisions of an interactive tab switch driven by a horizontal pan, for the
// UIKit helper (and any other gesture source).
//
//   target    a pan toward the leading edge reveals the next tab (index + 1): leftward in
//             left-to-right layouts, rightward in right-to-left ones (the tab bar reads the
//             other way round, so the next tab sits on the left). None past either end.
//   fraction  the distance moved toward the target over the container's width, in 0...1.
//   release   the switch completes when UIScrollView's deceleration (the projection
//             `ScrollSnap` uses, WWDC 2018 "Designing Fluid Interfaces") would carry the
//             page past the middle; the fraction velocity handed to the model is the
//             finger's speed toward the target over the width, clamped to the model's
//             bound (TabSwitcher.maximumReleaseSpeed) and 0 when not finite: a fling,
//             or an ordinary speed over a tiny page, cannot carry the pages far away.

/// How a horizontal pan on a tab container becomes an interactive ``TabSwitcher``
/// switch: which tab it reveals, how far along it is, and whether a release completes it.
///
/// ```swift
/// let swipe = TabSwipe(width: 390, layoutDirection: .leftToRight)
/// swipe.target(translationX: -40, selected: 1, tabCount: 3)      // 2
/// swipe.fraction(translationX: -195, toward: 2, selected: 1)     // 0.5
/// swipe.completes(translationX: -100, velocityX: -900, toward: 2, selected: 1)  // true
/// ```
package struct TabSwipe: Sendable, Hashable {
  /// The container's width, in points; finite and positive.
  package let width: Double
  /// The layout direction; right-to-left mirrors which way reveals the next tab.
  package let layoutDirection: SceneTransitionContext.LayoutDirection

  /// Creates the decisions for a container.
  ///
  /// - Parameters:
  ///   - width: The container's width, points.
  ///   - layoutDirection: The container's layout direction.
  /// - Precondition: `width` is finite and positive.
  package init(width: Double, layoutDirection: SceneTransitionContext.LayoutDirection) {
    precondition(width > 0 && width.isFinite, "a swipe needs a positive width, got \(width)")
    self.width = width
    self.layoutDirection = layoutDirection
  }

  /// +1 when a pan by `translationX` points toward the next tab, −1 toward the previous.
  private func step(_ translationX: Double) -> Int {
    let leftward = translationX < 0
    return leftward == (layoutDirection == .leftToRight) ? 1 : -1
  }

  /// The tab a pan by `translationX` reveals.
  ///
  /// - Parameters:
  ///   - translationX: The pan's horizontal translation, points (positive to the right).
  ///   - selected: The selected tab.
  ///   - tabCount: How many tabs there are.
  /// - Returns: The neighbouring tab, or `nil` for no movement, a non-finite translation,
  ///   or a pan past the first or last tab.
  package func target(translationX: Double, selected: Int, tabCount: Int) -> Int? {
    guard translationX != 0, translationX.isFinite else { return nil }
    let index = selected + step(translationX)
    return (0..<tabCount).contains(index) ? index : nil
  }

  /// Whether a pan that starts with this velocity is a tab switch at all: mostly
  /// horizontal (a vertical pan belongs to the page's scroll view) and toward a tab that
  /// exists (a pan past the first or last tab is left to whatever else wants it, such as
  /// the navigation controller's back swipe or an outer scroll view).
  ///
  /// - Parameters:
  ///   - velocityX: The pan's horizontal velocity when it is recognised, points per second.
  ///   - velocityY: Its vertical velocity, points per second.
  ///   - selected: The selected tab.
  ///   - tabCount: How many tabs there are.
  /// - Returns: `true` when the pan should begin an interactive switch.
  package func shouldBegin(velocityX: Double, velocityY: Double, selected: Int, tabCount: Int)
    -> Bool
  {
    guard velocityX.isFinite, velocityY.isFinite, abs(velocityX) > abs(velocityY) else {
      return false
    }
    return target(translationX: velocityX, selected: selected, tabCount: tabCount) != nil
  }

  /// How far along the switch toward `target` is.
  ///
  /// - Parameters:
  ///   - translationX: The pan's horizontal translation, points.
  ///   - target: The tab being revealed.
  ///   - selected: The selected tab.
  /// - Returns: The distance moved toward the target over the width, clamped to 0...1
  ///   (0 for a non-finite translation).
  package func fraction(translationX: Double, toward target: Int, selected: Int) -> Double {
    guard translationX.isFinite else { return 0 }
    return min(max(along(translationX, toward: target, selected: selected) / width, 0), 1)
  }

  /// The pan's speed toward `target`, as a fraction of the width per second: the
  /// velocity to hand to `finishInteractive` or `cancelInteractive`.
  ///
  /// - Parameters:
  ///   - velocityX: The pan's horizontal velocity, points per second.
  ///   - target: The tab being revealed.
  ///   - selected: The selected tab.
  /// - Returns: The velocity (positive toward the target), clamped to
  ///   ±``TabSwitcher/maximumReleaseSpeed``; 0 when not finite.
  package func fractionVelocity(velocityX: Double, toward target: Int, selected: Int) -> Double {
    guard velocityX.isFinite else { return 0 }
    return TabSwitcher.clampedReleaseSpeed(
      along(velocityX, toward: target, selected: selected) / width)
  }

  /// Whether releasing the pan completes the switch: the page, decelerating as a scroll
  /// view does, would come to rest past the middle. The speed projected is the clamped
  /// one (``fractionVelocity(velocityX:toward:selected:)``), which decides as the raw one
  /// would: at the bound the projection is about ten widths, far past the middle.
  ///
  /// - Parameters:
  ///   - translationX: The pan's translation at release, points.
  ///   - velocityX: The pan's velocity at release, points per second.
  ///   - target: The tab being revealed.
  ///   - selected: The selected tab.
  /// - Returns: `true` to finish, `false` to cancel.
  package func completes(translationX: Double, velocityX: Double, toward target: Int, selected: Int)
    -> Bool
  {
    let moved = fraction(translationX: translationX, toward: target, selected: selected) * width
    let speed = fractionVelocity(velocityX: velocityX, toward: target, selected: selected) * width
    guard let snap = try? ScrollSnap(points: [0, width]),
      let resting = try? snap.target(releasedAt: moved, velocity: speed)
    else { return false }
    return resting == width
  }

  /// A horizontal distance measured toward `target` (positive toward it).
  private func along(_ distance: Double, toward target: Int, selected: Int) -> Double {
    // Moving toward the next tab means moving leftward in left-to-right layouts.
    let towardNext = layoutDirection == .leftToRight ? -distance : distance
    return target > selected ? towardNext : -towardNext
  }
}
