// Policy: what a card sheet's coordinator needs of its container: its size and Reduce
// Motion, the transition calls of UIKit's `UIViewControllerContextTransitioning` for the
// present or dismiss open now, a way to begin an interactive dismissal, and drawing. The
// host decides nothing.

/// The container a ``CardSheetCoordinator`` drives: UIKit's presentation (ChoreoUIKit's
/// `CardSheetTransitions`), or an app's own (a SwiftUI overlay).
///
/// A present or a dismiss is a transition in the shape of UIKit's
/// `UIViewControllerContextTransitioning`: the container begins it and tells the
/// coordinator (``CardSheetCoordinator/containerDidBeginTransition(presenting:)``), the
/// coordinator draws it, may pause it when a finger catches the card, finishes or cancels
/// it when the finger lets go, and completes it exactly once when the card rests.
@MainActor
public protocol CardSheetHost: AnyObject {
  /// The container's size, points, or `nil` before it is laid out.
  var containerSize: Size2D? { get }

  /// The platform's Reduce Motion setting now.
  var reducedMotion: ReducedMotionPolicy { get }

  /// Begins dismissing the card through the container's transition, driven by a finger
  /// (UIKit: `dismiss(animated: true)` while the helper answers an interaction
  /// controller). The container then calls
  /// ``CardSheetCoordinator/containerDidBeginTransition(presenting:)``.
  func beginInteractiveDismissal()

  /// A finger caught the card while a present or dismiss moved it (UIKit:
  /// `pauseInteractiveTransition()`): the transition follows the finger from now on.
  func pauseInteractiveTransition()

  /// The finger moved the open transition to `percentComplete` (UIKit:
  /// `updateInteractiveTransition(_:)`).
  ///
  /// - Parameter percentComplete: How far along, 0...1.
  func updateInteractiveTransition(_ percentComplete: Double)

  /// The finger let go and the open transition goes on to its end (UIKit:
  /// `finishInteractiveTransition()`).
  func finishInteractiveTransition()

  /// The finger let go and the open transition goes back (UIKit:
  /// `cancelInteractiveTransition()`).
  func cancelInteractiveTransition()

  /// The card has come to rest: the open transition ends (UIKit: `completeTransition(_:)`),
  /// exactly once for each.
  ///
  /// - Parameter didComplete: `true` when the present or dismiss happened, `false` when it
  ///   was cancelled.
  func completeTransition(_ didComplete: Bool)

  /// Shows one frame: the card, the dimming and the screen behind.
  ///
  /// - Parameter state: The sheet's state.
  func draw(_ state: CardSheetState)
}
