// Policy: the card sheet in UIKit, as a translation layer over `CardSheetCoordinator`
// (Choreo, tested there through a simulated presentation). The helper is the presented
// controller's transitioning delegate: it answers a presentation controller (the card's
// frame below a top inset, the dimming view, the pan), an animation controller for present
// and dismiss, and an interaction controller for both, whose transitions start animating
// (`wantsInteractiveStart` false) so that a finger can catch them with
// `pauseInteractiveTransition()`, or start interactive for the pan's own dismissal. Every
// decision (catch, finish or cancel, the spring's velocity, when to complete) is the
// coordinator's; this file applies the states it draws: the card's offset, corner radius and
// opacity, the dimming's alpha, and the presenting screen pushed back.
#if canImport(UIKit) && os(iOS)
  import ObjectiveC
  import UIKit
  import Choreo

  /// Presents a view controller as a card that rises from the bottom over a dimming view,
  /// pushing the screen behind back a little, and that a finger drags down to dismiss:
  /// the cancel springs back with the finger's velocity, a flick dismisses with it, and a
  /// finger catches the card mid-flight.
  ///
  /// ```swift
  /// let sheet = CardSheetTransitions()
  /// sheet.prepare(detail)                  // the card keeps the helper alive
  /// present(detail, animated: true)        // rises; drag it down to dismiss
  /// ```
  @available(iOS 17.0, *)
  @MainActor
  public final class CardSheetTransitions: NSObject, UIViewControllerTransitioningDelegate {
    /// The coordinator that decides; `nil` only for a motion that never ends (a debug build
    /// asserts).
    public private(set) var coordinator: CardSheetCoordinator?
    /// The gap above the presented card, points.
    public let topInset: Double
    /// The motion of a present or dismiss.
    public let motion: Motion
    /// The shared elements that fly in each present and dismiss: the views of screens that
    /// adopt ``SharedElementScreen``.
    public private(set) var sharedElements: SharedElementCoordinator<String>?
    private let host = CardSheetUIKitHost()
    private let stage = SharedElementStage()

    /// Creates the helper.
    ///
    /// - Parameters:
    ///   - topInset: The gap above the presented card; 48 points by default.
    ///   - cornerRadius: The card's corner radius; 10 points by default.
    ///   - motion: Present and dismiss; a 0.45 s spring with no bounce by default.
    ///   - clock: The frame clock; the display link by default.
    public init(
      topInset: Double = 48, cornerRadius: Double = 10,
      motion: Motion = .spring(duration: 0.45), clock: (any FrameClock)? = nil
    ) {
      self.topInset = topInset
      self.motion = motion
      super.init()
      do {
        coordinator = try CardSheetCoordinator(
          host: host, topInset: topInset, cornerRadius: cornerRadius, motion: motion,
          clock: clock ?? DisplayLinkClock.shared)
      } catch {
        assertionFailure("CardSheetTransitions: \(error)")
      }
      host.helper = self
      stage.screens = { [weak host] in host?.stageScreens() }
      sharedElements = try? SharedElementCoordinator(
        host: stage, motion: motion, clock: clock ?? DisplayLinkClock.shared)
      coordinator?.companion = sharedElements
    }

    /// Makes `controller` present as a card: sets its `modalPresentationStyle` to `.custom`
    /// and the helper as its `transitioningDelegate`, which the controller keeps alive.
    ///
    /// - Parameter controller: The controller to present.
    public func prepare(_ controller: UIViewController) {
      controller.modalPresentationStyle = .custom
      controller.transitioningDelegate = self
      objc_setAssociatedObject(
        controller, Self.keepAliveKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The class object's address: a key no other object uses.
    private static var keepAliveKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(CardSheetTransitions.self as AnyObject).toOpaque())
    }

    // MARK: - UIViewControllerTransitioningDelegate

    /// The card's presentation controller: its frame, the dimming view and the pan.
    ///
    /// - Parameters:
    ///   - presented: The card's controller.
    ///   - presenting: The controller behind.
    ///   - source: The controller `present` was called on.
    /// - Returns: The presentation controller.
    public func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      let made = CardPresentationController(
        presentedViewController: presented, presenting: presenting)
      made.helper = self
      host.presentation = made
      return made
    }

    /// The animator for the present.
    ///
    /// - Parameters:
    ///   - presented: The card's controller.
    ///   - presenting: The controller behind.
    ///   - source: The controller `present` was called on.
    /// - Returns: The animator.
    public func animationController(
      forPresented presented: UIViewController, presenting: UIViewController,
      source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      ContextHandoffAnimator(duration: motion.totalDuration, interactive: false) {
        [weak host] context in
        host?.transitionStarted(context, presenting: true)
        return host != nil
      }
    }

    /// The animator for the dismiss.
    ///
    /// - Parameter dismissed: The card's controller.
    /// - Returns: The animator.
    public func animationController(forDismissed dismissed: UIViewController)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      ContextHandoffAnimator(duration: motion.totalDuration, interactive: host.awaitsDismissal) {
        [weak host] context in
        host?.transitionStarted(context, presenting: false)
        return host != nil
      }
    }

    /// The same animator, so that a finger can catch the rising card.
    ///
    /// - Parameter animator: The animator ``animationController(forPresented:presenting:source:)`` returned.
    /// - Returns: The interaction controller.
    public func interactionControllerForPresentation(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? ContextHandoffAnimator
    }

    /// The same animator: interactive from the start for the pan's dismissal, catchable
    /// for code's.
    ///
    /// - Parameter animator: The animator ``animationController(forDismissed:)`` returned.
    /// - Returns: The interaction controller.
    public func interactionControllerForDismissal(
      using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animator as? ContextHandoffAnimator
    }
  }

  /// The card's presentation controller: its frame below the top inset, the dimming view
  /// and the pan that drags it.
  @available(iOS 17.0, *)
  @MainActor
  final class CardPresentationController: UIPresentationController {
    weak var helper: CardSheetTransitions?
    let dimmingView = UIView()
    private lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))

    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      let inset = CGFloat(helper?.topInset ?? 48)
      return CGRect(x: 0, y: inset, width: bounds.width, height: max(bounds.height - inset, 1))
    }

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      dimmingView.backgroundColor = .black
      dimmingView.alpha = 0
      if let containerView {
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
      }
      presentedViewController.view.addGestureRecognizer(pan)
    }

    override func containerViewDidLayoutSubviews() {
      super.containerViewDidLayoutSubviews()
      dimmingView.frame = containerView?.bounds ?? .zero
      helper?.coordinator?.containerDidChange()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      if completed {
        dimmingView.removeFromSuperview()
        presentingViewController.view.apply(VisualState.identity)
      }
    }

    @objc private func panned(_ gesture: UIPanGestureRecognizer) {
      guard let coordinator = helper?.coordinator, let view = containerView else { return }
      let dy = Double(gesture.translation(in: view).y)
      let vy = Double(gesture.velocity(in: view).y)
      switch gesture.state {
      case .began: _ = coordinator.panBegan()
      case .changed: coordinator.panMoved(translationY: dy)
      case .ended: coordinator.panEnded(translationY: dy, velocityY: vy)
      case .cancelled, .failed: coordinator.panCancelled()
      default: break
      }
    }
  }

  /// The presentation as the coordinator's host: it answers from the presentation
  /// controller and the open context, and applies each state.
  @available(iOS 17.0, *)
  @MainActor
  final class CardSheetUIKitHost: CardSheetHost {
    weak var helper: CardSheetTransitions?
    weak var presentation: CardPresentationController?
    private var context: (any UIViewControllerContextTransitioning)?
    private(set) var awaitsDismissal = false

    var containerSize: Size2D? {
      guard let bounds = (context?.containerView ?? presentation?.containerView)?.bounds,
        bounds.width > 0, bounds.height > 0
      else { return nil }
      return Size2D(bounds.size)
    }

    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// The screens a shared-element flight flies between: the open transition's.
    func stageScreens() -> StageScreens? {
      context.map { StageScreens($0) }
    }

    func transitionStarted(_ context: any UIViewControllerContextTransitioning, presenting: Bool) {
      if presenting, let card = context.view(forKey: .to),
        let controller = context.viewController(forKey: .to)
      {
        card.frame = context.finalFrame(for: controller)
        card.layer.masksToBounds = true
        context.containerView.addSubview(card)
      }
      self.context = context
      awaitsDismissal = false
      guard helper?.coordinator?.containerDidBeginTransition(presenting: presenting) == true
      else {
        if context.isInteractive { context.finishInteractiveTransition() }
        self.context = nil
        context.completeTransition(true)
        return
      }
    }

    func beginInteractiveDismissal() {
      guard let presented = presentation?.presentedViewController else { return }
      awaitsDismissal = true
      presented.dismiss(animated: true)
    }

    func pauseInteractiveTransition() { context?.pauseInteractiveTransition() }

    func updateInteractiveTransition(_ percentComplete: Double) {
      context?.updateInteractiveTransition(CGFloat(percentComplete))
    }

    func finishInteractiveTransition() { context?.finishInteractiveTransition() }

    func cancelInteractiveTransition() { context?.cancelInteractiveTransition() }

    func completeTransition(_ didComplete: Bool) {
      guard let context else { return }
      self.context = nil
      context.completeTransition(didComplete)
    }

    func draw(_ state: CardSheetState) {
      guard let presentation else { return }
      let card = presentation.presentedViewController.viewIfLoaded
      card?.apply(state.card)
      card?.layer.cornerRadius = CGFloat(state.cornerRadius)
      card?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      presentation.dimmingView.alpha = CGFloat(state.dimming)
      presentation.presentingViewController.viewIfLoaded?.apply(state.presenting)
    }
  }
#endif
