// Policy: the one release rule every finger-driven transition shares (a tab swipe, a screen
// transition, a pop, a card sheet, a shared element): the speed handed on is finite (not
// finite counts as 0) and within `TabSwitcher.maximumReleaseSpeed` a second, and the
// transition finishes when UIScrollView's deceleration (the projection scroll snapping uses)
// would bring it to rest nearer its end than its start; an exact tie cancels.

/// The release rule of finger-driven transitions, in fractions of the transition.
package enum ReleaseDecision {
  /// The speed handed to the release spring: `speed` (fraction a second) when finite,
  /// else 0, clamped to ±``TabSwitcher/maximumReleaseSpeed``.
  ///
  /// - Parameter speed: The finger's speed along the transition.
  /// - Returns: The speed handed on.
  package static func handed(_ speed: Double) -> Double {
    guard speed.isFinite else { return 0 }
    return TabSwitcher.clampedReleaseSpeed(speed)
  }

  /// Whether a transition let go at `fraction` with `speed` (both finite) finishes: its
  /// projection comes to rest nearer 1 than 0.
  ///
  /// - Parameters:
  ///   - fraction: How far along, at release.
  ///   - speed: The speed handed on, fraction a second.
  /// - Returns: `true` to finish, `false` to cancel.
  package static func finishes(at fraction: Double, speed: Double) -> Bool {
    let snap = try? ScrollSnap(points: [0, 1])
    return (try? snap?.target(releasedAt: fraction, velocity: speed)) == 1
  }
}
