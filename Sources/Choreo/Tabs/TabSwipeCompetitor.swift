// Policy: which other gestures a tab swipe lets go first. The swipe waits for any gesture
// that can move sideways on the page, so the page's own horizontal gestures win and the
// tab swipe takes over only when they fail: a navigation controller's back swipe, a scroll
// view that scrolls sideways, a table or collection view's row swipe actions, a map (it
// pans in every direction), and any other pan (an app's own recognizer, a SwiftUI drag),
// whose direction a recognizer does not declare. It does not wait for a scroll view that
// only scrolls vertically (its pan fails on a sideways drag, and the swipe should not
// wait for it to), nor for taps, presses and pinches.

/// Another gesture that a tab swipe may compete with, classified by kind (and, for a
/// scroll view, by direction). ChoreoUIKit classifies a `UIGestureRecognizer`
/// (`TabSwipeCompetitor(_:)`), and an app's own container can call that classification
/// rather than write its own; ``TabTransitionCoordinator/swipeWaits(for:)`` decides.
public enum TabSwipeCompetitor: Sendable, Hashable {
  /// A navigation controller's interactive back swipe.
  case backSwipe
  /// A scroll view's pan; `scrollsHorizontally` when its content is wider than its bounds.
  case scrollView(scrollsHorizontally: Bool)
  /// A table or collection view's row swipe actions: a sideways drag on a row.
  case rowSwipeActions
  /// A map's pan, pinch or rotation: the map follows the finger in every direction.
  case map
  /// Another pan (an app's own recognizer, a SwiftUI drag gesture): it may move sideways.
  case pan
  /// Anything else: a tap, a long press, a pinch or rotation outside a map.
  case other

  /// Whether a tab swipe waits for this gesture to fail before it begins.
  public var holdsTheSwipe: Bool {
    switch self {
    case .backSwipe, .rowSwipeActions, .map, .pan: return true
    case .scrollView(let scrollsHorizontally): return scrollsHorizontally
    case .other: return false
    }
  }
}
