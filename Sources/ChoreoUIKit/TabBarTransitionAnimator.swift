// Policy: what the tab helper hands UIKit for one switch, as its animation controller and,
// for a swipe, its interaction controller. It plays nothing itself: it passes the context
// UIKit gives it to the host, where the coordinator plays the switch and completes the
// context exactly once. Its duration is the motion's whole length.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  /// One tab switch as UIKit's transition API asks for it
  /// (`UIViewControllerAnimatedTransitioning`, and for a swipe
  /// `UIViewControllerInteractiveTransitioning`); made by ``TabBarTransitions``.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  final class TabBarTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning
  {
    private weak var host: TabBarHost?
    private let duration: Double
    /// Whether a finger drives the switch from its start.
    let isInteractive: Bool

    init(host: TabBarHost, duration: Double, interactive: Bool) {
      self.host = host
      self.duration = duration
      isInteractive = interactive
      super.init()
    }

    /// The motion's whole length (UIKit reads it for its alongside animations).
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      duration
    }

    /// A tap or code: the coordinator plays the switch and completes `context`.
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
      guard let host else {
        context.completeTransition(true)
        return
      }
      host.transitionStarted(context)
    }

    /// A swipe: the coordinator follows the finger and completes `context`.
    func startInteractiveTransition(_ context: any UIViewControllerContextTransitioning) {
      guard let host else {
        context.finishInteractiveTransition()
        context.completeTransition(true)
        return
      }
      host.transitionStarted(context)
    }

    /// A swipe starts under the finger.
    var wantsInteractiveStart: Bool { isInteractive }
  }
#endif
