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
#if canImport(UIKit)
  import UIKit
  import Choreo

  /// Plays a ``SceneTransition`` whenever a tab bar controller switches tabs, with rapid
  /// taps retargeting mid-flight and an optional pan for interactive switching.
  ///
  /// ```swift
  /// let transitions = TabBarTransitions(transition: .slide)  // keep a strong reference
  /// transitions.attach(to: tabBarController)
  /// ```
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public final class TabBarTransitions: NSObject, UITabBarControllerDelegate {
    /// The transition every switch plays.
    public let transition: SceneTransition
    /// The motion for transitions without one attached.
    public let motion: Motion

    private let clock = DisplayLinkClock()
    private weak var controller: UITabBarController?
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

    /// Becomes `controller`'s delegate (which holds it weakly: keep a reference) and, when
    /// `interactive`, adds a pan gesture that switches to the neighbouring tab.
    ///
    /// - Parameters:
    ///   - controller: The tab bar controller.
    ///   - interactive: Whether to add the pan gesture; `true` by default.
    public func attach(to controller: UITabBarController, interactive: Bool = true) {
      self.controller = controller
      controller.delegate = self
      if interactive {
        let pan = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
        controller.view.addGestureRecognizer(pan)
      }
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
      guard let index = tabBarController.viewControllers?.firstIndex(of: viewController),
        let driver = currentDriver(for: tabBarController)
      else { return }
      _ = try? driver.perform { model, now in try model.select(index, at: now) }
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
      page.apply(PageAppearance.identity)
      guard let snapshot = page.snapshotView(afterScreenUpdates: true) else { return }
      snapshots[controller.selectedIndex]?.removeFromSuperview()
      snapshot.frame = container.bounds
      snapshot.isUserInteractionEnabled = false
      snapshots[controller.selectedIndex] = snapshot
    }

    /// Shows a frame: the live page and the snapshots, each in its appearance.
    private func render(_ state: TabSwitcherState) {
      guard let controller, let live = controller.selectedViewController?.viewIfLoaded,
        let container = live.superview
      else { return }
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
