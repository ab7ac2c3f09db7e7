// Policy: what travels beside a screen transition (shared elements) is told each step of
// it by the coordinator that plays it, in the coordinator's own terms: one transition open
// at a time, from a screen to another, its fraction and speed toward the arriving screen.
// The tab, navigation and card-sheet coordinators tell their companion the same way, so a
// shared element flies alike in a tab switch, a push or pop, and a present or dismiss.

/// What travels beside a screen transition: told when one begins, reverses, follows a
/// finger, is let go and completes. ``SharedElementCoordinator`` is one.
///
/// The coordinators that play screen transitions (``TabTransitionCoordinator``,
/// ``NavigationTransitionCoordinator`` and ``CardSheetCoordinator``) call it from their
/// `companion` property; fractions and speeds are toward the arriving screen.
@MainActor
public protocol ScreenTransitionCompanion: AnyObject {
  /// A transition began: toward a deeper screen (a push, a present, a tab switch) or back
  /// to a shallower one (a pop, a dismiss). A transition still open was completed first.
  ///
  /// - Parameter goingDeeper: Whether the arriving screen is the deeper one.
  func screenTransitionDidBegin(goingDeeper: Bool)

  /// The open transition turned round (Back mid-push, a dismiss asked mid-present): it
  /// goes back to the screen it left, from where it is.
  func screenTransitionDidReverse()

  /// A finger holds the open transition at `fraction` of the way to the arriving screen.
  ///
  /// - Parameter fraction: 0 (the leaving screen) ... 1 (the arriving one).
  func screenTransitionDidFollow(fraction: Double)

  /// The finger let go: the transition finishes (lands on the arriving screen) or cancels,
  /// moving at `speed` toward the arriving screen.
  ///
  /// - Parameters:
  ///   - finishing: Whether it finishes.
  ///   - speed: Fractions of the way a second, toward the arriving screen.
  func screenTransitionDidRelease(finishing: Bool, speed: Double)

  /// The open transition completed: the arriving screen is shown (`finished`) or the
  /// leaving one is back.
  ///
  /// - Parameter finished: Whether the transition finished.
  func screenTransitionDidComplete(finished: Bool)
}
