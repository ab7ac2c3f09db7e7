/// Another gesture that a tab swipe may compete with, as the platform identifies it (by
/// identity: a navigation controller's `interactivePopGestureRecognizer` is a back swipe).
public enum TabSwipeCompetitor: Sendable, Hashable {
  /// A navigation controller's interactive back swipe.
  case backSwipe
  /// A scroll view's pan; `scrollsHorizontally` when its content is wider than its bounds.
  case scrollView(scrollsHorizontally: Bool)
  /// Anything else.
  case other
}
