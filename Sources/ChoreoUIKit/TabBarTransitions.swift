// Policy: seed 000 in UIKit, as a translation layer over UIKit's own transition API. Every
// decision (which call comes when, what is selected, what a cancelled swipe leaves, when
// the app is asked and told, what a tap mid-flight does) is `TabTransitionCoordinator`'s, in
// Choreo, tested on Linux through a simulated tab bar controller. This file forwards
// UIKit's callbacks to it, answers UIKit's requests for an animation controller (and, for a
// swipe, an interaction controller) with a `ContextHandoffAnimator`, and carries out what
// the coordinator asks through `TabBarHost`.
//
// The helper keeps itself alive with its controller (an associated object), so a helper
// nobody keeps does not vanish with the app's delegate. It holds the app's delegate weakly,
// as UIKit does, re-sets itself as the controller's delegate whenever the app's delegate
// changes (UIKit may cache what a delegate responds to), and passes on only
// `UITabBarControllerDelegate`'s own methods (`DelegateForwarding`), minus the animation and
// interaction controller calls: the helper answers those. The pan has a delegate of its
// own, so the app's tab delegate never hears about Choreo's gesture. The iOS 18 `UITab`
// calls (`tabBarController(_:shouldSelectTab:)`, `didSelectTab:previousTab:`) are answered
// by selector, as the view-controller calls are, and passed on to the app's delegate the
// same way.
//
// Attaching never loads the controller's view (that would run `viewDidLoad` early, where a
// subclass may set its own delegate). The parts that need the view (the layout observer,
// the pan) are installed once it is loaded: at attach when it is, else at the next main
// queue turns and at the helper's next callback. A delegate the app sets afterwards
// (`delegate = self` in `viewDidLoad`) is taken as the next delegate at the next layout
// pass, and the helper puts itself back in front.
#if canImport(UIKit) && !os(watchOS)
  import ObjectiveC
  import UIKit
  import Choreo

  /// Plays a ``SceneTransition`` whenever a tab bar controller switches tabs, by tap, by
  /// code (``select(_:animated:)``) or by an optional swipe, with rapid taps retargeting
  /// mid-flight.
  ///
  /// ```swift
  /// let transitions = TabBarTransitions(transition: .slide)
  /// transitions.attach(to: tabBarController, interactive: true)  // kept alive by the controller
  /// transitions.select(2)                                         // a deep link, animated
  /// ```
  ///
  /// The helper becomes the controller's delegate and passes every other
  /// `UITabBarControllerDelegate` call to the delegate the controller had
  /// (``nextDelegate``); a delegate set later (in a subclass's `viewDidLoad`, say) becomes
  /// ``nextDelegate`` at the next layout pass. Every switch goes through UIKit's transition
  /// API: the helper answers the delegate's animation controller call (and, for the swipe,
  /// the interaction controller call), so the pages are the live views UIKit lays out in
  /// the transition's container, with UIKit's appearance calls and `transitionCoordinator`.
  /// Both the `viewControllers` and the iOS 18 `tabs` set-up work. What happens on each
  /// callback is ``TabTransitionCoordinator``'s.
  ///
  /// The appearance calls, in order, as Choreo's simulated controller models UIKit's:
  /// - a tap or code: `viewWillDisappear` (the page left) and `viewWillAppear` (the page
  ///   arriving) as the switch begins; `tabBarController(_:didSelect:)` for a tap; then
  ///   `viewDidDisappear` and `viewDidAppear` when the pages rest;
  /// - a swipe that completes: the `will` calls when the finger starts moving the pages,
  ///   `didSelect` at the release, the `did` calls when they rest;
  /// - a swipe that is cancelled: the `will` calls at the start, then, when the pages rest,
  ///   the arriving page `viewWillDisappear`/`viewDidDisappear` and the page left
  ///   `viewWillAppear`/`viewDidAppear` again; no `didSelect`;
  /// - a tap mid-flight: the running transition's `did` calls at once (its page still
  ///   leaving goes on as a picture), then the new switch's `will` calls.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public final class TabBarTransitions: NSObject, UITabBarControllerDelegate {
    /// The transition every switch plays.
    public let transition: SceneTransition
    /// The motion for transitions without one attached.
    public let motion: Motion
    /// The coordinator that decides, while attached.
    public private(set) var coordinator: TabTransitionCoordinator?
    /// The shared elements that fly in each switch, while attached: the views of pages that
    /// adopt ``SharedElementScreen``.
    public private(set) var sharedElements: SharedElementCoordinator<String>?
    private let stage = SharedElementStage()
    /// The swipe's pan recognizer while attached with `interactive: true`, so that other
    /// gestures can `require(toFail:)` it.
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer?

    private weak var controller: UITabBarController?
    private var host: TabBarHost?
    private var panDelegate: TabSwipePanDelegate?
    private var layoutObserver: LayoutObserverView?
    /// The app's delegate, read by the nonisolated forwarding overrides (which UIKit calls
    /// on the main thread) and written only on the main actor. Weak, as UIKit's own
    /// `delegate` is: an app object that owns the controller and is its delegate would
    /// otherwise keep the whole tab hierarchy alive through the helper the controller keeps.
    nonisolated(unsafe) private weak var forwardee: NSObjectProtocol?

    /// Creates the helper.
    ///
    /// - Parameters:
    ///   - transition: The transition to play.
    ///   - motion: The motion for parts without one attached; a 0.35 s ease-in-out. It
    ///     must end (a motion that repeats for ever is refused when attaching).
    ///   - clock: The frame clock; the display link by default (a `ManualClock` in tests
    ///     that step a real controller frame by frame).
    public init(
      transition: SceneTransition, motion: Motion = .easeInOut(duration: 0.35),
      clock: (any FrameClock)? = nil
    ) {
      self.transition = transition
      self.motion = motion
      self.clock = clock ?? DisplayLinkClock.shared
      super.init()
    }

    /// The frame clock every switch is ticked by.
    public let clock: any FrameClock

    /// The controller's delegate before ``attach(to:interactive:)``: it gets every
    /// `UITabBarControllerDelegate` call the helper does not make, `shouldSelect` before
    /// a switch (its `false` wins, for taps and swipes alike) and `didSelect` after the
    /// user's switch. Set it, rather than `controller.delegate`, to change it. Held weakly,
    /// as `UITabBarController.delegate` is: keep your delegate alive yourself.
    public var nextDelegate: (any UITabBarControllerDelegate)? {
      get { forwardee as? any UITabBarControllerDelegate }
      set {
        forwardee = newValue === self ? nil : newValue
        // UIKit may have cached what the delegate responds to: make it ask again.
        if let controller, controller.delegate === self {
          controller.delegate = nil
          controller.delegate = self
        }
      }
    }

    /// Becomes `controller`'s delegate, keeping its delegate as ``nextDelegate``, and,
    /// when `interactive`, adds a pan that swipes to the neighbouring tab. The controller
    /// keeps the helper alive until ``detach()``. Attaching again to the same controller
    /// only changes `interactive`; attaching to another detaches from the first. A motion
    /// that never ends attaches nothing (a debug build asserts). Attaching does not load the
    /// controller's view: the pan and the layout observer are added once it is loaded.
    ///
    /// - Parameters:
    ///   - controller: The tab bar controller.
    ///   - interactive: Whether to add the swipe; `false` by default.
    public func attach(to controller: UITabBarController, interactive: Bool = false) {
      if let attached = self.controller, attached !== controller { detach() }
      if self.controller !== controller {
        let host = TabBarHost(controller: controller, helper: self)
        guard
          let made = try? TabTransitionCoordinator(
            host: host, transition: transition, motion: motion, clock: clock)
        else {
          assertionFailure("TabBarTransitions: the motion never ends: \(motion)")
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
      }
      wantsPan = interactive
      if !interactive, let pan = panGestureRecognizer {
        pan.view?.removeGestureRecognizer(pan)
        panGestureRecognizer = nil
        panDelegate = nil
      }
      installViewParts()
      if controller.viewIfLoaded == nil { installWhenLoaded(attempts: 120) }
    }

    /// Whether the swipe was asked for.
    private var wantsPan = false

    /// Adds what needs the controller's view (the layout observer, the pan), once it is
    /// loaded; never loads it.
    private func installViewParts() {
      guard let controller, let view = controller.viewIfLoaded, let coordinator else { return }
      if layoutObserver == nil {
        let observer = LayoutObserverView()
        observer.onLayout = { [weak self] in self?.containerDidChange() }
        view.insertSubview(observer, at: 0)
        observer.frame = view.bounds
        observer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        layoutObserver = observer
        coordinator.containerDidChange()
      }
      if wantsPan, panGestureRecognizer == nil {
        let delegate = TabSwipePanDelegate(coordinator: coordinator, host: host)
        let pan = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        panDelegate = delegate
        panGestureRecognizer = pan
      }
    }

    /// Tries ``installViewParts()`` at the next main-queue turns until the view is loaded
    /// (an app usually shows its window within the same launch).
    private func installWhenLoaded(attempts: Int) {
      guard attempts > 0 else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 60) { [weak self] in
        MainActor.assumeIsolated {
          guard let self, let controller = self.controller else { return }
          if controller.viewIfLoaded == nil {
            self.installWhenLoaded(attempts: attempts - 1)
          } else {
            self.installViewParts()
          }
        }
      }
    }

    /// Gives the controller its delegate back (``nextDelegate``), removes the pan, the
    /// snapshots and any page appearance the helper set, and lets the controller release
    /// the helper. Nothing happens when not attached.
    public func detach() {
      guard let controller else { return }
      if controller.delegate === self { controller.delegate = nextDelegate }
      if let pan = panGestureRecognizer { pan.view?.removeGestureRecognizer(pan) }
      panGestureRecognizer = nil
      panDelegate = nil
      layoutObserver?.removeFromSuperview()
      layoutObserver = nil
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

    /// Selects a tab from code, playing the transition, without calling the app's
    /// delegate (as setting `selectedIndex` does). Use it for deep links. Setting
    /// `selectedIndex` (or iOS 18's `selectedTab`) directly plays the transition too, as
    /// UIKit asks the helper for its animator; `animated: false` is the way to switch at
    /// once.
    ///
    /// - Parameters:
    ///   - index: The tab to select.
    ///   - animated: Whether to play the transition; `true` by default.
    /// - Throws: ``TabSwitcherError/indexOutOfRange(index:count:)`` for a tab the
    ///   controller does not have.
    public func select(_ index: Int, animated: Bool = true) throws(TabSwitcherError) {
      guard let coordinator else {
        throw .indexOutOfRange(index: index, count: 0)
      }
      installViewParts()
      try coordinator.select(index, animated: animated)
    }

    /// The class object's address: a key no other object uses.
    private static var keepAliveKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(TabBarTransitions.self as AnyObject).toOpaque())
    }

    /// A layout pass. A delegate the app set behind the helper (`delegate = self` in a
    /// subclass's `viewDidLoad`) becomes the next delegate, and the helper goes back in
    /// front.
    private func containerDidChange() {
      if let controller, controller.delegate !== self {
        nextDelegate = controller.delegate
        controller.delegate = self
      }
      coordinator?.containerDidChange()
    }

    // MARK: - Forwarding to the app's delegate

    private nonisolated static let forwarding = DelegateForwarding(
      protocols: [UITabBarControllerDelegate.self],
      withheld: [
        #selector(
          UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)),
        #selector(UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:)),
      ])

    /// Whether the helper or ``nextDelegate`` answers `selector`: only
    /// `UITabBarControllerDelegate`'s own methods are passed on, never the animation and
    /// interaction controller calls.
    ///
    /// - Parameter selector: A method's selector.
    /// - Returns: Whether UIKit should call it.
    public override nonisolated func responds(to selector: Selector!) -> Bool {
      Self.forwarding.responds(
        to: NSStringFromSelector(selector), helperImplements: super.responds(to: selector),
        nextImplements: forwardee?.responds(to: selector) ?? false)
    }

    /// ``nextDelegate`` for the protocol's calls the helper does not make itself.
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

    // MARK: - Delegate

    /// Asks the coordinator (which asks ``nextDelegate`` first).
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - viewController: The tapped tab's view controller.
    /// - Returns: Whether UIKit should select it.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      installViewParts()
      guard let coordinator, let host else {
        return nextDelegate?.tabBarController?(tabBarController, shouldSelect: viewController)
          ?? true
      }
      return coordinator.userWillSelect(host.index(of: viewController))
    }

    /// Hands the switch to the coordinator, which plays it and then tells
    /// ``nextDelegate``.
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - viewController: The selected tab's view controller.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let coordinator, let host else {
        nextDelegate?.tabBarController?(tabBarController, didSelect: viewController)
        return
      }
      coordinator.userDidSelect(host.index(of: viewController))
    }

    /// The iOS 18 `tabBarController(_:shouldSelectTab:)`, for an app that set `tabs`:
    /// asks the coordinator, as for a view controller. Reached by selector, so that the
    /// package builds against SDKs without `UITab`.
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - tab: The tapped `UITab`.
    /// - Returns: Whether UIKit should select it.
    @objc(tabBarController:shouldSelectTab:)
    public func choreoTabBarController(
      _ tabBarController: UITabBarController, shouldSelectTabObject tab: NSObject
    ) -> Bool {
      installViewParts()
      guard let coordinator, let host else {
        return nextDelegate.flatMap {
          TabDelegateCalls.shouldSelectTab($0, controller: tabBarController, tab: tab)
        } ?? true
      }
      return coordinator.userWillSelect(host.index(ofTab: tab))
    }

    /// The iOS 18 `tabBarController(_:didSelectTab:previousTab:)`: hands the switch to
    /// the coordinator, which tells ``nextDelegate``.
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - tab: The selected `UITab`.
    ///   - previousTab: The `UITab` selected before.
    @objc(tabBarController:didSelectTab:previousTab:)
    public func choreoTabBarController(
      _ tabBarController: UITabBarController, didSelectTabObject tab: NSObject,
      previousTabObject previousTab: NSObject?
    ) {
      guard let coordinator, let host else {
        if let next = nextDelegate {
          TabDelegateCalls.didSelectTab(
            next, controller: tabBarController, tab: tab, previous: previousTab)
        }
        return
      }
      coordinator.userDidSelect(host.index(ofTab: tab))
    }

    /// The helper's animator for a switch between two tabs, unless the switch is one the
    /// helper makes at once (``select(_:animated:)`` with `animated: false`) or involves a
    /// page that is not a tab's (the More list).
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - fromVC: The page on display.
    ///   - toVC: The page arriving.
    /// - Returns: The animator, or `nil` for UIKit's own switch.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      guard let host, coordinator != nil, host.nextSwitch != .immediate,
        host.index(of: fromVC) != nil, host.index(of: toVC) != nil
      else { return nil }
      return ContextHandoffAnimator(
        duration: motion.totalDuration, interactive: host.nextSwitch == .interactive
      ) { [weak host] context in
        host?.transitionStarted(context)
        return host != nil
      }
    }

    /// The same animator, as the interaction controller, for a swipe.
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - animationController: The animator ``tabBarController(_:animationControllerForTransitionFrom:to:)`` returned.
    /// - Returns: The interaction controller, or `nil` for a tap or code.
    public func tabBarController(
      _ tabBarController: UITabBarController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      guard let animator = animationController as? ContextHandoffAnimator,
        animator.isInteractive
      else { return nil }
      return animator
    }

    // MARK: - The swipe

    @objc private func pan(_ gesture: UIPanGestureRecognizer) {
      guard let coordinator, let container = host?.container else { return }
      let dx = Double(gesture.translation(in: container).x)
      let vx = Double(gesture.velocity(in: container).x)
      switch gesture.state {
      case .began, .changed: coordinator.swipeMoved(translationX: dx)
      case .ended: coordinator.swipeEnded(translationX: dx, velocityX: vx)
      case .cancelled, .failed: coordinator.swipeCancelled(velocityX: vx)
      default: break
      }
    }
  }

  /// The swipe's own gesture delegate: asks the coordinator, and names the other gestures
  /// by identity (a navigation controller's pop recognizers, a scroll view's pan).
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class TabSwipePanDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var coordinator: TabTransitionCoordinator?
    private weak var host: TabBarHost?

    init(coordinator: TabTransitionCoordinator, host: TabBarHost?) {
      self.coordinator = coordinator
      self.host = host
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let coordinator,
        let container = host?.container
      else { return false }
      let velocity = pan.velocity(in: container)
      return coordinator.swipeShouldBegin(
        velocityX: Double(velocity.x), velocityY: Double(velocity.y))
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
      coordinator?.swipeWaits(for: TabSwipeCompetitor(other)) ?? false
    }
  }

  /// Calls back on every layout pass of the controller's view (rotation, size classes).
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class LayoutObserverView: UIView {
    var onLayout: (() -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      isHidden = true
      isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      onLayout?()
    }
  }
#endif
