// Policy: push and pop in UIKit, as a translation layer over `NavigationTransitionCoordinator`
// (Choreo, tested there through a simulated navigation controller). The helper is the
// navigation controller's delegate: it answers `navigationController(_:animationControllerFor:
// from:to:)` with an animator that is also the interaction controller, so every push and pop
// can be caught by a finger or reversed (`wantsInteractiveStart` is false, except for the
// helper's own pop pan, which starts interactive). Every decision is the coordinator's; this
// file puts the arriving screen into UIKit's container (above for a push, below for a pop),
// applies the frames it draws, keeps pictures of screens that leave while moving, and lays
// the dimming over the screen below.
//
// UIKit's own pop gesture drives only UIKit's own animation, so it is switched off while the
// helper is attached (and back on when detached): the helper's pan, from the leading edge or
// anywhere, takes its place and waits for the page's own horizontal gestures. A push or pop
// that code asks while a transition moves defers in UIKit until the running one completes;
// the helper's `push(_:)` and `pop()` complete it at once first, so the screens retarget
// rather than wait. The delegate the controller had is kept as `nextDelegate` and gets every
// other call (`DelegateForwarding`); the helper keeps itself alive with its controller.
#if canImport(UIKit) && os(iOS)
  import ObjectiveC
  import UIKit
  import Choreo

  /// Plays a ``SceneTransition`` (UIKit's push look by default) on every push and pop of a
  /// navigation controller, with an interactive pop whose cancel springs back with the
  /// finger's velocity, a finger that catches a screen in flight, and Back mid-push.
  ///
  /// ```swift
  /// let navigation = NavigationTransitions()
  /// navigation.attach(to: navigationController)   // kept alive by the controller
  /// navigation.push(detail)                         // Choreo's push
  /// navigation.pop()                                // mid-push, it reverses the push
  /// ```
  @available(iOS 17.0, *)
  @MainActor
  public final class NavigationTransitions: NSObject, UINavigationControllerDelegate {
    /// The transition every push and pop plays.
    public let transition: SceneTransition
    /// The motion of a push or pop.
    public let motion: Motion
    /// The frame clock.
    public let clock: any FrameClock
    /// Whether a pan anywhere on the screen pops, not only one from the leading edge.
    public var popsFromAnywhere = false
    /// The coordinator that decides, while attached.
    public private(set) var coordinator: NavigationTransitionCoordinator?
    /// The pop pan, while attached and the view is loaded.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer?
    /// The shared elements that fly in each push and pop, while attached: the views of
    /// screens that adopt ``SharedElementScreen``.
    public private(set) var sharedElements: SharedElementCoordinator<String>?

    private weak var controller: UINavigationController?
    private var host: NavigationHost?
    private var panDelegate: NavigationPanDelegate?
    private let stage = SharedElementStage()
    private var systemPopWasEnabled = true
    nonisolated(unsafe) private weak var forwardee: NSObjectProtocol?

    /// Creates the helper.
    ///
    /// - Parameters:
    ///   - transition: The transition of pushes and pops; ``/Choreo/SceneTransition/stack``
    ///     (UIKit's look) by default.
    ///   - motion: Pushes and pops; a 0.5 s spring with no bounce by default.
    ///   - clock: The frame clock; the display link by default.
    public init(
      transition: SceneTransition = .stack, motion: Motion = .spring(duration: 0.5),
      clock: (any FrameClock)? = nil
    ) {
      self.transition = transition
      self.motion = motion
      self.clock = clock ?? DisplayLinkClock.shared
      super.init()
    }

    /// The controller's delegate before ``attach(to:)``: it gets every
    /// `UINavigationControllerDelegate` call the helper does not answer. Held weakly.
    public var nextDelegate: (any UINavigationControllerDelegate)? {
      get { forwardee as? any UINavigationControllerDelegate }
      set {
        forwardee = newValue === self ? nil : newValue
        if let controller, controller.delegate === self {
          controller.delegate = nil
          controller.delegate = self
        }
      }
    }

    /// Becomes `controller`'s delegate (keeping its delegate as ``nextDelegate``), switches
    /// off UIKit's pop gesture in favour of the helper's pan, and is kept alive by the
    /// controller until ``detach()``. Does not load the controller's view.
    ///
    /// - Parameter controller: The navigation controller.
    public func attach(to controller: UINavigationController) {
      if let attached = self.controller, attached !== controller { detach() }
      guard self.controller !== controller else { return }
      let host = NavigationHost(controller: controller, helper: self)
      guard
        let made = try? NavigationTransitionCoordinator(
          host: host, transition: transition, motion: motion, clock: clock)
      else {
        assertionFailure("NavigationTransitions: the motion never ends: \(motion)")
        return
      }
      self.controller = controller
      self.host = host
      coordinator = made
      stage.screens = { [weak host] in host?.stageScreens() }
      sharedElements = try? SharedElementCoordinator(host: stage, motion: motion, clock: clock)
      made.companion = sharedElements
      if controller.delegate !== self { nextDelegate = controller.delegate }
      controller.delegate = self
      objc_setAssociatedObject(
        controller, Self.keepAliveKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      installPan()
    }

    /// Gives the controller its delegate and its pop gesture back, and lets it release the
    /// helper.
    public func detach() {
      guard let controller else { return }
      if controller.delegate === self { controller.delegate = nextDelegate }
      if let pan = panGestureRecognizer {
        pan.view?.removeGestureRecognizer(pan)
        controller.interactivePopGestureRecognizer?.isEnabled = systemPopWasEnabled
      }
      panGestureRecognizer = nil
      panDelegate = nil
      host?.removeEverything()
      stage.endFlying()
      stage.screens = { nil }
      sharedElements = nil
      host = nil
      coordinator = nil
      self.controller = nil
      objc_setAssociatedObject(
        controller, Self.keepAliveKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Pushes `screen`, completing a transition still moving first so that the screens
    /// retarget rather than wait.
    ///
    /// - Parameter screen: The view controller to push.
    public func push(_ screen: UIViewController) {
      installPan()
      coordinator?.willBeginTransition()
      controller?.pushViewController(screen, animated: true)
    }

    /// Back: a push or pop still moving goes back from where it is; otherwise the top
    /// screen is popped.
    public func pop() {
      installPan()
      if coordinator?.reverse() == true { return }
      coordinator?.willBeginTransition()
      controller?.popViewController(animated: true)
    }

    private static var keepAliveKey: UnsafeRawPointer {
      UnsafeRawPointer(
        Unmanaged.passUnretained(NavigationTransitions.self as AnyObject).toOpaque())
    }

    /// Adds the pan once the controller's view is loaded; never loads it.
    private func installPan() {
      guard panGestureRecognizer == nil, let controller, let view = controller.viewIfLoaded,
        let coordinator
      else { return }
      let delegate = NavigationPanDelegate(coordinator: coordinator)
      let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
      pan.delegate = delegate
      view.addGestureRecognizer(pan)
      systemPopWasEnabled = controller.interactivePopGestureRecognizer?.isEnabled ?? true
      controller.interactivePopGestureRecognizer?.isEnabled = false
      panDelegate = delegate
      panGestureRecognizer = pan
    }

    @objc private func panned(_ gesture: UIPanGestureRecognizer) {
      guard let coordinator, let view = gesture.view else { return }
      let dx = Double(gesture.translation(in: view).x)
      let vx = Double(gesture.velocity(in: view).x)
      switch gesture.state {
      case .began, .changed: coordinator.panMoved(translationX: dx)
      case .ended: coordinator.panEnded(translationX: dx, velocityX: vx)
      case .cancelled, .failed: coordinator.panCancelled(velocityX: vx)
      default: break
      }
    }

    // MARK: - Forwarding

    private nonisolated static let forwarding = DelegateForwarding(
      protocols: [UINavigationControllerDelegate.self],
      withheld: [
        #selector(
          UINavigationControllerDelegate.navigationController(_:animationControllerFor:from:to:)),
        #selector(UINavigationControllerDelegate.navigationController(_:interactionControllerFor:)),
      ])

    /// Whether the helper or ``nextDelegate`` answers `selector`.
    ///
    /// - Parameter selector: A method's selector.
    /// - Returns: Whether UIKit should call it.
    public override nonisolated func responds(to selector: Selector!) -> Bool {
      Self.forwarding.responds(
        to: NSStringFromSelector(selector), helperImplements: super.responds(to: selector),
        nextImplements: forwardee?.responds(to: selector) ?? false)
    }

    /// ``nextDelegate`` for the protocol's calls the helper does not answer.
    ///
    /// - Parameter selector: A method's selector.
    /// - Returns: The object that handles it.
    public override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
      if let forwardee,
        Self.forwarding.forwards(
          NSStringFromSelector(selector), nextImplements: forwardee.responds(to: selector))
      {
        return forwardee
      }
      return super.forwardingTarget(for: selector)
    }

    // MARK: - UINavigationControllerDelegate

    /// The helper's animator for a push or pop.
    ///
    /// - Parameters:
    ///   - navigationController: The controller.
    ///   - operation: Push or pop.
    ///   - fromVC: The screen on display.
    ///   - toVC: The screen arriving.
    /// - Returns: The animator, or `nil` for no operation.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      guard operation != .none, let host, coordinator != nil else { return nil }
      installPan()
      let pushing = operation == .push
      return ContextHandoffAnimator(
        duration: motion.totalDuration, interactive: host.takesInteractivePop()
      ) { [weak host] context in
        host?.transitionStarted(context, pushing: pushing)
        return host != nil
      }
    }

    /// The same animator, so that every push and pop can be caught or reversed.
    ///
    /// - Parameters:
    ///   - navigationController: The controller.
    ///   - animationController: The animator the helper returned.
    /// - Returns: The interaction controller.
    public func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      animationController as? ContextHandoffAnimator
    }
  }

  /// The pop pan's gesture delegate: asks the coordinator, and names the other gestures.
  @available(iOS 17.0, *)
  @MainActor
  private final class NavigationPanDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var coordinator: NavigationTransitionCoordinator?

    init(coordinator: NavigationTransitionCoordinator) { self.coordinator = coordinator }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view,
        let coordinator
      else { return false }
      let start = pan.location(in: view)
      let velocity = pan.velocity(in: view)
      return coordinator.panShouldBegin(
        startX: Double(start.x), velocityX: Double(velocity.x), velocityY: Double(velocity.y))
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
      coordinator?.panWaits(for: TabSwipeCompetitor(other)) ?? false
    }
  }

  /// A screen the host names, held weakly (a popped screen is the app's to free).
  @available(iOS 17.0, *)
  @MainActor
  struct WeakScreen {
    weak var controller: UIViewController?
  }

  /// A `UINavigationController` as the coordinator's host.
  @available(iOS 17.0, *)
  @MainActor
  final class NavigationHost: NavigationTransitionHost {
    private weak var controller: UINavigationController?
    private weak var helper: NavigationTransitions?
    private var context: (any UIViewControllerContextTransitioning)?
    private var pictures = PagePictures()
    private let dimmingView = UIView()
    /// The stack's screens as the coordinator names them (`ScreenStack`: a screen pushed
    /// where one was popped is a new one), and each screen's controller, held weakly.
    private var named: ScreenStack<ObjectIdentifier>?
    private var controllers: [ObjectIdentifier: WeakScreen] = [:]
    private var poppingInteractively = false
    /// The screens of the pan's pop, until UIKit hands over its context.
    private var pendingPop: (top: UIViewController, below: UIViewController)?
    /// The helper's setting, read when a pan asks to begin.
    var popsFromAnywhere: Bool { helper?.popsFromAnywhere ?? false }

    init(controller: UINavigationController, helper: NavigationTransitions) {
      self.controller = controller
      self.helper = helper
      dimmingView.backgroundColor = .black
      dimmingView.isUserInteractionEnabled = false
    }

    /// The controller's stack as it is now, named: each screen keeps its identity while it
    /// stays at its place.
    var stack: [Int] {
      guard let pages = controller?.viewControllers, let root = pages.first else { return [] }
      let keys = pages.map(ObjectIdentifier.init)
      for page in pages { controllers[ObjectIdentifier(page)] = WeakScreen(controller: page) }
      if named == nil { named = ScreenStack(root: ObjectIdentifier(root)) }
      named?.update(to: keys)
      return named?.identities ?? []
    }

    /// A controller's identity: its place on the stack, or, for a screen just popped, the
    /// newest identity it had.
    private func identity(of screen: UIViewController) -> Int? {
      let current = stack
      let key = ObjectIdentifier(screen)
      if let named, let index = named.screens.lastIndex(of: key) { return current[index] }
      return named?.known.filter { $0.value == key }.map(\.key).max()
    }

    /// The controller of a screen the coordinator names.
    private func controller(of screen: Int) -> UIViewController? {
      named?.known[screen].flatMap { controllers[$0]?.controller }
    }

    var pageAreaSize: Size2D? {
      guard let bounds = (context?.containerView ?? controller?.viewIfLoaded)?.bounds,
        bounds.width > 0, bounds.height > 0
      else { return nil }
      return Size2D(bounds.size)
    }

    var layoutDirection: SceneTransitionContext.LayoutDirection {
      controller?.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    /// Whether the transition being asked for is the pan's own pop (then it starts
    /// interactive).
    func takesInteractivePop() -> Bool {
      defer { poppingInteractively = false }
      return poppingInteractively
    }

    /// The screens a shared-element flight flies between: the open transition's, or the
    /// pan's pop before UIKit hands over its context.
    func stageScreens() -> StageScreens? {
      if let context { return StageScreens(context) }
      guard let pendingPop, let view = controller?.viewIfLoaded else { return nil }
      return StageScreens(stageView: view, leaving: pendingPop.top, arriving: pendingPop.below)
    }

    func beginInteractivePop() {
      if let pages = controller?.viewControllers, pages.count >= 2 {
        pendingPop = (pages[pages.count - 1], pages[pages.count - 2])
      }
      poppingInteractively = true
      controller?.popViewController(animated: true)
      poppingInteractively = false
    }

    func transitionStarted(_ context: any UIViewControllerContextTransitioning, pushing: Bool) {
      let fromController = context.viewController(forKey: .from)
      let toController = context.viewController(forKey: .to)
      if let toView = context.view(forKey: .to), let toController {
        toView.frame = context.finalFrame(for: toController)
        if pushing {
          context.containerView.addSubview(toView)
        } else if let fromView = context.view(forKey: .from) {
          context.containerView.insertSubview(toView, belowSubview: fromView)
        } else {
          context.containerView.insertSubview(toView, at: 0)
        }
      }
      self.context = context
      pendingPop = nil
      let to = toController.flatMap(identity(of:))
      let from = fromController.flatMap(identity(of:))
      guard helper?.coordinator?.containerDidBeginTransition(from: from, to: to) == true,
        self.context === context
      else {
        if self.context === context {
          if context.isInteractive { context.finishInteractiveTransition() }
          complete(context, true)
        }
        return
      }
    }

    func pauseInteractiveTransition() { context?.pauseInteractiveTransition() }

    func updateInteractiveTransition(_ percentComplete: Double) {
      context?.updateInteractiveTransition(CGFloat(percentComplete))
    }

    func finishInteractiveTransition() { context?.finishInteractiveTransition() }

    func cancelInteractiveTransition() { context?.cancelInteractiveTransition() }

    func completeTransition(_ didComplete: Bool) {
      guard let context else { return }
      complete(context, didComplete)
    }

    /// Completes UIKit's transition; the screen that leaves is put back at rest.
    private func complete(_ context: any UIViewControllerContextTransitioning, _ done: Bool) {
      let leavingKey: UITransitionContextViewKey = done ? .from : .to
      let leaving = context.view(forKey: leavingKey)
      if !done { leaving?.removeFromSuperview() }
      dimmingView.removeFromSuperview()
      self.context = nil
      context.completeTransition(done)
      // Screens gone from the stack and no longer drawn are forgotten.
      _ = stack
      named?.forget(allBut: pictures.pages)
      controllers = controllers.filter { $0.value.controller != nil }
      leaving?.apply(VisualState.identity)
    }

    func makeSnapshot(ofScreen screen: Int) {
      pictures.take(screen, of: controller(of: screen)?.viewIfLoaded)
    }

    func removeSnapshot(ofScreen screen: Int) { pictures.remove(screen) }

    func draw(_ state: TabSwitcherState, liveScreens: Set<Int>, dimming: ScreenDimming?) {
      pictures.draw(state, live: liveScreens) { controller(of: $0)?.viewIfLoaded }
      guard let dimming,
        let under = controller(of: dimming.screen)?.viewIfLoaded ?? pictures[dimming.screen],
        let superview = under.superview
      else {
        dimmingView.removeFromSuperview()
        return
      }
      if dimmingView.superview !== superview {
        superview.insertSubview(dimmingView, aboveSubview: under)
      }
      dimmingView.frame = superview.bounds
      dimmingView.alpha = CGFloat(dimming.opacity)
    }

    /// Drops the pictures and the dimming, completing a transition still open (when
    /// detaching).
    func removeEverything() {
      pictures.removeAll()
      dimmingView.removeFromSuperview()
      if let context {
        if context.isInteractive { context.finishInteractiveTransition() }
        complete(context, true)
      }
    }
  }
#endif
