// Policy: what a screen transition's animator is given by its container, in the shape of
// UIKit's `UIViewControllerContextTransitioning`, so that UIKit's own context (a tab
// switch, a push or pop, a present or dismiss) and an app's own container (a pill tab bar,
// a SwiftUI card) conform alike. The animator draws frames of the two screens in the
// context and reports on the transition as UIKit's contract asks: an interactive one is
// updated while the finger moves, finished or cancelled when it lets go, and every one is
// completed exactly once, when its motion has come to rest. The context decides nothing.

/// The container of one screen transition, as a ``ScreenTransitionAnimator`` plays it:
/// UIKit's `UIViewControllerContextTransitioning` (ChoreoUIKit translates it), or an app's
/// own container.
///
/// The calls mirror UIKit's: ``updateInteractiveTransition(_:)`` while a finger drives the
/// transition, then ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``
/// when it lets go, and ``completeTransition(_:)`` exactly once, when the motion has come to
/// rest (for an interactive transition, in addition to finish or cancel, as UIKit asks).
///
/// ```swift
/// final class PillContainer: ScreenTransitionContext {
///   var containerSize: Size2D { Size2D(width: 390, height: 760) }
///   var layoutDirection: SceneTransitionContext.LayoutDirection { .leftToRight }
///   var isInteractive = false
///   var transitionWasCancelled = false
///   func draw(_ frame: ScreenTransitionFrame) { /* apply frame.leaving, frame.arriving */ }
///   func updateInteractiveTransition(_ percentComplete: Double) {}
///   func finishInteractiveTransition() {}
///   func cancelInteractiveTransition() { transitionWasCancelled = true }
///   func completeTransition(_ didComplete: Bool) { /* keep the arriving page, or not */ }
/// }
/// ```
@MainActor
public protocol ScreenTransitionContext: AnyObject {
  /// The size of the container the two screens fill, in points (UIKit: `containerView`'s
  /// bounds).
  var containerSize: Size2D { get }

  /// The container's layout direction: right-to-left mirrors which way screens slide.
  var layoutDirection: SceneTransitionContext.LayoutDirection { get }

  /// Whether a finger drives the transition (UIKit: `isInteractive`).
  var isInteractive: Bool { get }

  /// Whether the transition was cancelled (UIKit: `transitionWasCancelled`): `true` once
  /// ``cancelInteractiveTransition()`` was called.
  var transitionWasCancelled: Bool { get }

  /// Shows one frame: each screen in its appearance, or hidden.
  ///
  /// - Parameter frame: The screens' appearances (cross-fades already exact).
  func draw(_ frame: ScreenTransitionFrame)

  /// The finger moved the transition to `percentComplete` (UIKit:
  /// `updateInteractiveTransition(_:)`).
  ///
  /// - Parameter percentComplete: How far along, 0...1.
  func updateInteractiveTransition(_ percentComplete: Double)

  /// The finger let go and the transition goes on to its end (UIKit:
  /// `finishInteractiveTransition()`).
  func finishInteractiveTransition()

  /// The finger let go and the transition goes back (UIKit:
  /// `cancelInteractiveTransition()`).
  func cancelInteractiveTransition()

  /// The motion has come to rest (UIKit: `completeTransition(_:)`): called exactly once.
  ///
  /// - Parameter didComplete: `true` when the arriving screen is now the one on display,
  ///   `false` when the leaving one still is (a cancelled transition).
  func completeTransition(_ didComplete: Bool)
}
