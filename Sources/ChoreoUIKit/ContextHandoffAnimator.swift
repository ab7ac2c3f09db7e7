// Policy: what every Choreo helper hands UIKit for one transition (a tab switch, a push or
// pop, a present or dismiss), as its animation controller and its interaction controller.
// It plays nothing itself: it passes the context UIKit gives it to the helper's host, where
// the coordinator plays the transition and completes the context exactly once. Its duration
// is the motion's whole length. It starts interactive only for a helper's own gesture (a
// swipe, a pop pan, a drag to dismiss); otherwise it starts animating and can still be caught
// (`pauseInteractiveTransition()`), which is why it is always the interaction controller too.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  /// One transition as UIKit's transition API asks for it
  /// (`UIViewControllerAnimatedTransitioning` and
  /// `UIViewControllerInteractiveTransitioning`); made by the helpers.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  final class ContextHandoffAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    private let duration: Double
    private let started: (any UIViewControllerContextTransitioning) -> Bool
    /// Whether a finger drives the transition from its start.
    let isInteractive: Bool

    /// - Parameters:
    ///   - duration: The motion's whole length.
    ///   - interactive: Whether a finger drives it from its start.
    ///   - started: Hands the context to the helper's host; `false` when the host is gone
    ///     (the animator then completes the context at once).
    init(
      duration: Double, interactive: Bool,
      started: @escaping (any UIViewControllerContextTransitioning) -> Bool
    ) {
      self.duration = duration
      isInteractive = interactive
      self.started = started
      super.init()
    }

    /// The motion's whole length (UIKit reads it for its alongside animations).
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      duration
    }

    /// A transition that starts animating: the host plays it.
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
      start(context)
    }

    /// A transition with this animator as its interaction controller: the host plays it.
    func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
      start(context)
    }

    /// A helper's own gesture starts under the finger.
    var wantsInteractiveStart: Bool { isInteractive }

    private func start(_ context: any UIViewControllerContextTransitioning) {
      guard started(context) else {
        if context.isInteractive { context.finishInteractiveTransition() }
        context.completeTransition(true)
        return
      }
    }
  }
#endif
