/// One of the two screens of a transition.
public enum ScreenRole: Sendable, Hashable, CaseIterable {
  /// The screen on display when the transition began (UIKit: the `from` view).
  case leaving
  /// The screen the transition brings in (UIKit: the `to` view).
  case arriving
}
