// Policy: seed 000 in UIKit. The helper is a tab bar controller's delegate that plays any
// SceneTransition on a tab switch through a `TabSwitcher` ticked by a display link.
//
// Why not UIKit's animated transitioning: a `UIViewControllerContextTransitioning` plays
// one switch to its end and cannot retarget, so a second tap mid-transition waits or
// breaks it. Instead the helper lets UIKit switch at once (no animation controller) and
// animates the pages itself: the newly selected tab's live view, and for every other page
// the model still shows, a snapshot taken when that tab was left
// (`TabSwitcherState.snapshotPages(live:)`, tested in Choreo). A tap mid-flight is one
// more `select(_:at:)`: the model bends every page from where it is, with its velocity.
//
// The decisions are the model's and Choreo's: direction by index, the same-tab guard
// (`select` returns false), right-to-left from the container's layout direction, the
// pan's target, progress and release (`TabSwipe`), and Reduce Motion, which the driver
// reads from `UIAccessibility.isReduceMotionEnabled` before every command, so a change of
// the setting applies from the next switch without observing its notification.
//
// The app's own delegate is kept: `attach` takes the controller's delegate as
// `nextDelegate` and forwards to it every call the helper does not make itself
// (`responds(to:)` / `forwardingTarget(for:)`, the usual Objective-C forwarding proxy). The
// two calls the helper handles are passed on too: `shouldSelect` asks the app's delegate
// first (its "no" wins), `didSelect` tells it after the switch starts. The animation and
// interaction controller calls are not forwarded: the helper plays the switch, and a second
// animator would fight it.
//
// The pan is opt-in. It has a gesture delegate: it begins only for a mostly horizontal pan
// toward a tab that exists (`TabSwipe.shouldBegin`, tested in Choreo), it waits for a screen
// edge pan (the navigation controller's back swipe) and for the pan of a scroll view that
// scrolls horizontally to fail, so those keep their gestures.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  /// Plays a ``SceneTransition`` whenever a tab bar controller switches tabs, with rapid
  /// taps retargeting mid-flight and an optional pan for interactive switching.
  ///
  /// ```swift
  /// let transitions = TabBarTransitions(transition: .slide)  // keep a strong reference
  /// transitions.attach(to: tabBarController)                 // interactive: true adds a pan
  /// ```
  ///
  /// The helper becomes the controller's delegate and forwards every other delegate call to
  /// the delegate the controller had (``nextDelegate``); set your own delegate before
  /// `attach`, or set ``nextDelegate`` afterwards, not `controller.delegate`.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public final class TabBarTransitions: NSObject, UITabBarControllerDelegate,
    UIGestureRecognizerDelegate
  {
    /// The transition every switch plays.
    public let transition: SceneTransition
    /// The motion for transitions without one attached.
    public let motion: Motion

    private let clock = DisplayLinkClock.shared
    private weak var controller: UITabBarController?
    private var pan: UIPanGestureRecognizer?
    /// The app's delegate; read by the nonisolated forwarding overrides (which UIKit calls
    /// on the main thread), written only on the main actor.
    nonisolated(unsafe) private weak var forwardee: NSObjectProtocol?
    private var driver: ModelDriver<TabSwitcher>?
    private var snapshots: [Int: UIView] = [:]
    private var interaction: (source: Int, target: Int)?

    /// Creates the helper.
    ///
    /// - Parameters:
    ///   - transition: The transition to play.
    ///   - motion: The motion for parts without one attached; a 0.35 s ease-in-out.
    public init(transition: SceneTransition, motion: Motion = .easeInOut(duration: 0.35)) {
      self.transition = transition
      self.motion = motion
      super.init()
    }

    /// The controller's delegate before ``attach(to:interactive:)``: it gets every delegate
    /// call the helper does not make, `shouldSelect` before the helper (its `false` wins)
    /// and `didSelect` after it. Set it, rather than `controller.delegate`, to change it.
    public var nextDelegate: (any UITabBarControllerDelegate)? {
      get { forwardee as? any UITabBarControllerDelegate }
      set {
        // Forwarding to itself would loop.
        forwardee = newValue === self ? nil : newValue
        // UIKit asks what a delegate responds to when it is set: ask again.
        if let controller, controller.delegate === self {
          controller.delegate = nil
          controller.delegate = self
        }
      }
    }

    /// Becomes `controller`'s delegate (which holds it weakly: keep a reference), keeping
    /// its delegate as ``nextDelegate``, and, when `interactive`, adds a pan gesture that
    /// switches to the neighbouring tab. Attaching again to the same controller only
    /// changes `interactive`; attaching to another detaches from the first.
    ///
    /// - Parameters:
    ///   - controller: The tab bar controller.
    ///   - interactive: Whether to add the pan gesture; `false` by default.
    public func attach(to controller: UITabBarController, interactive: Bool = false) {
      if let attached = self.controller, attached !== controller { detach() }
      if self.controller !== controller {
        self.controller = controller
        if controller.delegate !== self { forwardee = controller.delegate }
        controller.delegate = self
      }
      if interactive, pan == nil {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
        pan.delegate = self
        controller.view.addGestureRecognizer(pan)
        self.pan = pan
      } else if !interactive, let pan {
        pan.view?.removeGestureRecognizer(pan)
        self.pan = nil
      }
    }

    /// Gives the controller its delegate back (``nextDelegate``), removes the pan, the
    /// snapshots and any page appearance the helper set. Nothing happens when not attached.
    public func detach() {
      guard let controller else { return }
      if controller.delegate === self { controller.delegate = nextDelegate }
      if let pan { pan.view?.removeGestureRecognizer(pan) }
      pan = nil
      for snapshot in snapshots.values { snapshot.removeFromSuperview() }
      snapshots = [:]
      controller.selectedViewController?.viewIfLoaded?.apply(VisualState.identity)
      driver = nil
      interaction = nil
      self.controller = nil
    }

    // MARK: - Forwarding to the app's delegate

    /// Whether the helper or ``nextDelegate`` answers `selector` (the animation and
    /// interaction controller calls excepted: the helper plays the switch).
    ///
    /// - Parameter selector: A delegate method's selector.
    /// - Returns: Whether UIKit should call it.
    public override nonisolated func responds(to selector: Selector!) -> Bool {
      if super.responds(to: selector) { return true }
      if Self.isNotForwarded(selector) { return false }
      return forwardee?.responds(to: selector) ?? false
    }

    /// ``nextDelegate`` for the calls the helper does not make itself.
    ///
    /// - Parameter selector: A delegate method's selector.
    /// - Returns: The object that handles it.
    public override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
      if !Self.isNotForwarded(selector), let forwardee, forwardee.responds(to: selector) {
        return forwardee
      }
      return super.forwardingTarget(for: selector)
    }

    /// Whether `selector` is a delegate call that would hand the switch to another
    /// animator.
    private nonisolated static func isNotForwarded(_ selector: Selector) -> Bool {
      selector
        == #selector(
          UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:))
        || selector
          == #selector(UITabBarControllerDelegate.tabBarController(_:interactionControllerFor:))
    }

    // MARK: - Delegate

    /// Refuses a tap during an interactive switch; otherwise snapshots the page being
    /// left, so it can keep moving after UIKit swaps in the new tab.
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - viewController: The tapped tab's view controller.
    /// - Returns: Whether UIKit should select it.
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      if let next = nextDelegate,
        next.tabBarController?(tabBarController, shouldSelect: viewController) == false
      {
        return false
      }
      // Made before UIKit switches, so the model starts from the tab being left.
      guard let driver = currentDriver(for: tabBarController) else { return true }
      if driver.model.interactiveFraction != nil { return false }
      if viewController !== tabBarController.selectedViewController {
        snapshotSelectedPage(of: tabBarController)
      }
      return true
    }

    /// Plays the switch to the selected tab (nothing for the tab already selected).
    ///
    /// - Parameters:
    ///   - tabBarController: The controller.
    ///   - viewController: The selected tab's view controller.
    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      defer { nextDelegate?.tabBarController?(tabBarController, didSelect: viewController) }
      guard let index = tabBarController.viewControllers?.firstIndex(of: viewController),
        let driver = currentDriver(for: tabBarController)
      else { return }
      _ = try? driver.perform { model, now in try model.select(index, at: now) }
    }

    // MARK: - The pan's delegate

    /// Begins only for a mostly horizontal pan toward a tab that exists (``TabSwipe``).
    ///
    /// - Parameter gestureRecognizer: The helper's pan.
    /// - Returns: Whether the pan begins a switch.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === pan, let pan, let controller,
        let container = container(of: controller), container.bounds.width > 0,
        let driver = currentDriver(for: controller)
      else { return gestureRecognizer !== pan }
      let velocity = pan.velocity(in: container)
      return TabSwipe(
        width: Double(container.bounds.width), layoutDirection: layoutDirection(of: controller)
      ).shouldBegin(
        velocityX: Double(velocity.x), velocityY: Double(velocity.y),
        selected: driver.model.selectedIndex, tabCount: driver.model.tabCount)
    }

    /// The pan waits for a screen-edge pan (the navigation back swipe) and for the pan of a
    /// scroll view that scrolls horizontally: those keep their gestures.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: The helper's pan.
    ///   - other: Another recognizer.
    /// - Returns: Whether the pan waits for `other` to fail.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf other: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === pan else { return false }
      if other is UIScreenEdgePanGestureRecognizer { return true }
      if let scrollView = other.view as? UIScrollView, other === scrollView.panGestureRecognizer {
        let inset = scrollView.adjustedContentInset
        return scrollView.contentSize.width + inset.left + inset.right > scrollView.bounds.width
      }
      return false
    }

    // MARK: - Interactive switching

    @objc private func pan(_ gesture: UIPanGestureRecognizer) {
      guard let controller, let container = container(of: controller),
        let driver = currentDriver(for: controller), container.bounds.width > 0
      else { return }
      let swipe = TabSwipe(
        width: Double(container.bounds.width), layoutDirection: layoutDirection(of: controller))
      let dx = Double(gesture.translation(in: container).x)
      let vx = Double(gesture.velocity(in: container).x)
      switch gesture.state {
      case .began, .changed:
        if let interaction {
          let fraction = swipe.fraction(
            translationX: dx, toward: interaction.target, selected: interaction.source)
          _ = try? driver.perform { model, now in
            try model.updateInteractive(fraction: fraction, at: now)
          }
        } else if let target = swipe.target(
          translationX: dx, selected: driver.model.selectedIndex, tabCount: driver.model.tabCount)
        {
          let source = driver.model.selectedIndex
          snapshotSelectedPage(of: controller)
          let began: Void? = try? driver.perform { model, now in
            try model.beginInteractive(toward: target, at: now)
          }
          guard began != nil else { return }
          interaction = (source, target)
          // The target's live view takes the stage; the page being left is its snapshot.
          controller.selectedIndex = target
          render(driver.state)
        }
      case .ended, .cancelled, .failed:
        guard let active = interaction else { return }
        interaction = nil
        let (source, target) = (active.source, active.target)
        let velocity = swipe.fractionVelocity(velocityX: vx, toward: target, selected: source)
        if gesture.state == .ended
          && swipe.completes(translationX: dx, velocityX: vx, toward: target, selected: source)
        {
          _ = try? driver.perform { model, now in
            try model.finishInteractive(velocity: velocity, at: now)
          }
        } else {
          snapshotSelectedPage(of: controller)
          _ = try? driver.perform { model, now in
            try model.cancelInteractive(velocity: velocity, at: now)
          }
          controller.selectedIndex = source
          render(driver.state)
        }
      default:
        break
      }
    }

    // MARK: - Pages

    /// The view that holds the tab pages: the selected page's superview.
    private func container(of controller: UITabBarController) -> UIView? {
      controller.selectedViewController?.viewIfLoaded?.superview
    }

    private func layoutDirection(of controller: UITabBarController)
      -> SceneTransitionContext.LayoutDirection
    {
      controller.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    /// The driver, made (or remade, when the container's size changed while at rest) for
    /// the controller's current tabs.
    private func currentDriver(for controller: UITabBarController) -> ModelDriver<TabSwitcher>? {
      guard let container = container(of: controller),
        let context = try? SceneTransitionContext(
          containerSize: Size2D(container.bounds.size),
          layoutDirection: layoutDirection(of: controller))
      else { return driver }
      if let driver, driver.model.context == context || !driver.model.isSettled(at: driver.now) {
        return driver
      }
      let selected = driver?.model.selectedIndex ?? controller.selectedIndex
      guard
        let model = try? TabSwitcher(
          tabCount: max(controller.viewControllers?.count ?? 1, 1), selectedIndex: selected,
          transition: transition, context: context, motion: motion)
      else { return driver }
      let made = ModelDriver(model, clock: clock)
      made.reducedMotion = {
        ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
      }
      made.onFrame = { [weak self] state in self?.render(state) }
      driver = made
      return made
    }

    /// Keeps the page on screen now as a snapshot, in the model's place for that tab. The
    /// live view is put back at rest first and the snapshot taken of that, so the model's
    /// appearance is applied to the snapshot once (not on top of the live view's own) and
    /// UIKit lays the view out untransformed the next time its tab is selected.
    private func snapshotSelectedPage(of controller: UITabBarController) {
      guard let page = controller.selectedViewController?.viewIfLoaded,
        let container = page.superview
      else { return }
      page.apply(VisualState.identity)
      guard let snapshot = page.snapshotView(afterScreenUpdates: true) else { return }
      snapshots[controller.selectedIndex]?.removeFromSuperview()
      snapshot.frame = container.bounds
      snapshot.isUserInteractionEnabled = false
      snapshots[controller.selectedIndex] = snapshot
    }

    /// Shows a frame: the live page and the snapshots, each in its appearance, with the
    /// opacities of an exact cross-fade (`TabSwitcherState.crossFaded(in:)`, tested in
    /// Choreo: a dissolve between opaque pages shows nothing of what is behind them, as
    /// UIKit's `.transitionCrossDissolve`).
    private func render(_ shown: TabSwitcherState) {
      guard let controller, let live = controller.selectedViewController?.viewIfLoaded,
        let container = live.superview
      else { return }
      let state = shown.crossFaded(in: Size2D(container.bounds.size))
      let liveIndex = controller.selectedIndex
      for index in state.snapshotsToRemove(held: snapshots.keys, live: liveIndex) {
        snapshots.removeValue(forKey: index)?.removeFromSuperview()
      }
      for page in state.pages {
        if page.index == liveIndex {
          live.apply(page.appearance)
        } else if let snapshot = snapshots[page.index] {
          if snapshot.superview !== container { container.addSubview(snapshot) }
          snapshot.apply(page.appearance)
        }
      }
    }
  }
#endif
