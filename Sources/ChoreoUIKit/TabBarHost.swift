// Policy: a `UITabBarController` as a `TabTransitionHost`. It answers from the controller as
// it is now and carries out the coordinator's calls through UIKit's transition API; it
// decides nothing.
//
// - Tabs. Both set-ups: `viewControllers`, and iOS 18's `tabs` (`UITab`), which once set
//   means "`UITabBarController.viewControllers` and related properties and methods will not
//   be called" (UIKit's iOS 18 header). The package builds against SDKs without `UITab`, so
//   the `tabs` set-up is reached by name through key-value coding (`tabs`, `selectedTab`,
//   a tab's `viewController` and `parent`), only where the controller responds to `tabs`.
//   A tab is counted by its root tab's index.
// - Switches. Setting the selection (`selectedIndex`, or `selectedTab`) while the helper is
//   the delegate makes UIKit ask it for an animation controller, and for a swipe an
//   interaction controller: the helper answers with a `ContextHandoffAnimator`, whose
//   context comes back here (`transitionStarted`). Pages are then the live views UIKit
//   puts into the transition's container (the arriving one added at its final frame, as
//   `UIViewControllerContextTransitioning.finalFrame(for:)` says), laid out by UIKit, with
//   UIKit's own appearance calls and `transitionCoordinator`. Calls the coordinator makes
//   before UIKit hands over the context are kept and replayed when it comes.
// - Pictures. Only a page leaving the container while it still moves is pictured, with
//   `snapshotView(afterScreenUpdates: false)` while it is on screen; the picture takes its
//   place in the container, below it. No tab is ever drawn off screen.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  final class TabBarHost: TabTransitionHost {
    private weak var controller: UITabBarController?
    private weak var helper: TabBarTransitions?
    private var snapshots = PagePictures()

    /// How the next selection change the helper makes is played.
    enum NextSwitch {
      /// At once, with no animator (`selectTab`).
      case immediate
      /// Through the helper's animator (a tap, code).
      case animated
      /// Through the helper's animator and interaction controller (a swipe).
      case interactive
    }

    /// What the delegate answers for the next transition.
    private(set) var nextSwitch = NextSwitch.animated

    /// The transition UIKit has open now, with its tabs.
    private var context: (any UIViewControllerContextTransitioning)?
    private var contextTabs: (from: Int?, to: Int?) = (nil, nil)
    /// The tab object left by the open transition (iOS 18 `tabs` set-up), for
    /// `didSelectTab:previousTab:`.
    private var previousTabObject: NSObject?
    /// Calls the coordinator made before UIKit handed over the context.
    private var pendingPercent: Double?
    private var pendingRelease: Bool?
    private var pendingCompletion: Bool?
    /// The pages of a switch the helper began, until UIKit hands over its context.
    private var pendingPages: (from: UIViewController?, to: UIViewController?)?

    init(controller: UITabBarController, helper: TabBarTransitions) {
      self.controller = controller
      self.helper = helper
    }

    // MARK: - Tabs, in either set-up

    /// The iOS 18 root tabs, when the app set `tabs`; `nil` in the `viewControllers`
    /// set-up (or before iOS 18).
    var rootTabs: [NSObject]? {
      guard let controller, controller.responds(to: NSSelectorFromString("tabs")),
        let tabs = controller.value(forKey: "tabs") as? [NSObject], !tabs.isEmpty
      else { return nil }
      return tabs
    }

    /// The root index of an iOS 18 tab (a tab inside a group counts as its root tab).
    func index(ofTab tab: NSObject?) -> Int? {
      guard let tabs = rootTabs else { return nil }
      var current = tab
      while let candidate = current {
        if let index = tabs.firstIndex(where: { $0 === candidate }) { return index }
        current = candidate.value(forKey: "parent") as? NSObject
      }
      return nil
    }

    /// The index of a tab's view controller, `nil` for the More navigation controller.
    func index(of viewController: UIViewController?) -> Int? {
      guard let controller, let viewController else { return nil }
      if let tabs = rootTabs {
        return tabs.firstIndex { tabViewController($0) === viewController }
      }
      return controller.viewControllers?.firstIndex(of: viewController)
    }

    private func tabViewController(_ tab: NSObject) -> UIViewController? {
      tab.value(forKey: "viewController") as? UIViewController
    }

    private func viewController(at index: Int?) -> UIViewController? {
      guard let controller else { return nil }
      if let tabs = rootTabs {
        guard let index, tabs.indices.contains(index) else { return nil }
        return tabViewController(tabs[index])
      }
      guard let index else { return controller.moreNavigationController }
      guard let pages = controller.viewControllers, pages.indices.contains(index) else {
        return nil
      }
      return pages[index]
    }

    /// The tab object at `index` (iOS 18 `tabs` set-up).
    func tabObject(at index: Int?) -> NSObject? {
      guard let tabs = rootTabs, let index, tabs.indices.contains(index) else { return nil }
      return tabs[index]
    }

    var selectedTab: Int? {
      guard let controller else { return nil }
      if rootTabs != nil {
        return index(ofTab: controller.value(forKey: "selectedTab") as? NSObject)
      }
      guard controller.selectedIndex != NSNotFound,
        controller.selectedViewController !== controller.moreNavigationController,
        (controller.viewControllers?.indices ?? 0..<0).contains(controller.selectedIndex)
      else { return nil }
      return controller.selectedIndex
    }

    var tabCount: Int { rootTabs?.count ?? controller?.viewControllers?.count ?? 0 }

    /// The tabs on the bar: its items but the More item (which the controller adds, and
    /// keeps out of `viewControllers`, when there are more tabs than the bar shows). In the
    /// `tabs` set-up every root tab.
    var barTabCount: Int {
      guard let controller else { return 0 }
      if let tabs = rootTabs { return tabs.count }
      let more = controller.moreNavigationController.tabBarItem
      let items = controller.tabBar.items?.filter { $0 !== more }.count ?? tabCount
      return min(items, tabCount)
    }

    /// The view the pages fill: the open transition's container, else the selected page's
    /// superview.
    var container: UIView? {
      context?.containerView ?? controller?.selectedViewController?.viewIfLoaded?.superview
    }

    var pageAreaSize: Size2D? {
      guard let bounds = container?.bounds, bounds.width > 0, bounds.height > 0 else {
        return nil
      }
      return Size2D(bounds.size)
    }

    var layoutDirection: SceneTransitionContext.LayoutDirection {
      controller?.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    // MARK: - Switching

    private func setSelection(_ index: Int, _ style: NextSwitch) {
      guard let controller else { return }
      nextSwitch = style
      defer { nextSwitch = .animated }
      if let tab = tabObject(at: index) {
        controller.setValue(tab, forKey: "selectedTab")
      } else {
        controller.selectedIndex = index
      }
    }

    func selectTab(_ index: Int) { setSelection(index, .immediate) }

    func beginTransition(to index: Int, interactive: Bool) {
      let pages = controller?.viewControllers ?? []
      pendingPages = (
        controller?.selectedViewController, pages.indices.contains(index) ? pages[index] : nil
      )
      setSelection(index, interactive ? .interactive : .animated)
    }

    /// The pages a shared-element flight flies between: the open transition's, or those of
    /// a switch the helper began before UIKit hands over its context.
    func stageScreens() -> StageScreens? {
      if let context { return StageScreens(context) }
      guard let pendingPages, let view = controller?.viewIfLoaded else { return nil }
      return StageScreens(stageView: view, leaving: pendingPages.from, arriving: pendingPages.to)
    }

    func updateInteractiveTransition(_ percentComplete: Double) {
      guard let context else {
        pendingPercent = percentComplete
        return
      }
      context.updateInteractiveTransition(CGFloat(percentComplete))
    }

    func finishInteractiveTransition() {
      guard let context else {
        pendingRelease = true
        return
      }
      context.finishInteractiveTransition()
    }

    func cancelInteractiveTransition() {
      guard let context else {
        pendingRelease = false
        return
      }
      context.cancelInteractiveTransition()
    }

    func completeTransition(_ didComplete: Bool) {
      guard let context else {
        pendingCompletion = didComplete
        return
      }
      complete(context, didComplete)
    }

    /// Completes UIKit's transition: the page no longer selected leaves the container
    /// (UIKit removes the from view after a completed transition; after a cancelled one the
    /// animator removes the to view) and is put back at rest for its next appearance.
    private func complete(_ context: any UIViewControllerContextTransitioning, _ done: Bool) {
      let leavingKey: UITransitionContextViewControllerKey = done ? .from : .to
      let leaving = context.viewController(forKey: leavingKey)?.viewIfLoaded
      if !done { leaving?.removeFromSuperview() }
      self.context = nil
      pendingPages = nil
      contextTabs = (nil, nil)
      pendingPercent = nil
      pendingRelease = nil
      pendingCompletion = nil
      context.completeTransition(done)
      leaving?.apply(VisualState.identity)
    }

    /// UIKit handed the helper's animator a transition's context (`animateTransition(using:)`
    /// or `startInteractiveTransition(_:)`): the arriving page goes into the container at
    /// its final frame, and the coordinator says whether it plays the transition; one it
    /// does not play completes at once.
    func transitionStarted(_ context: any UIViewControllerContextTransitioning) {
      let fromController = context.viewController(forKey: .from)
      let toController = context.viewController(forKey: .to)
      if let toView = context.view(forKey: .to), let toController {
        toView.frame = context.finalFrame(for: toController)
        context.containerView.addSubview(toView)
      }
      self.context = context
      pendingPages = nil
      contextTabs = (index(of: fromController), index(of: toController))
      previousTabObject = tabObject(at: contextTabs.from)
      let plays =
        helper?.coordinator?.containerDidBeginTransition(
          from: contextTabs.from, to: contextTabs.to) ?? false
      guard plays, self.context === context else {
        if self.context === context {
          if context.isInteractive { context.finishInteractiveTransition() }
          complete(context, true)
        }
        return
      }
      if let percent = pendingPercent { context.updateInteractiveTransition(CGFloat(percent)) }
      switch pendingRelease {
      case true?: context.finishInteractiveTransition()
      case false?: context.cancelInteractiveTransition()
      case nil: break
      }
      if let done = pendingCompletion { complete(context, done) }
      pendingPercent = nil
      pendingRelease = nil
    }

    // MARK: - The app's delegate

    func appAllowsSelection(of index: Int?) -> Bool {
      guard let controller, let next = helper?.nextDelegate else { return true }
      if let tab = tabObject(at: index) {
        return TabDelegateCalls.shouldSelectTab(next, controller: controller, tab: tab) ?? true
      }
      guard let page = viewController(at: index) else { return true }
      return next.tabBarController?(controller, shouldSelect: page) ?? true
    }

    func appDidSelect(_ index: Int?) {
      guard let controller, let next = helper?.nextDelegate else { return }
      if let tab = tabObject(at: index) {
        TabDelegateCalls.didSelectTab(
          next, controller: controller, tab: tab, previous: previousTabObject)
        return
      }
      guard let page = viewController(at: index) else { return }
      next.tabBarController?(controller, didSelect: page)
    }

    // MARK: - Pictures and frames

    func makeSnapshot(ofTab index: Int) {
      snapshots.take(index, of: viewController(at: index)?.viewIfLoaded)
    }

    func removeSnapshot(ofTab index: Int) { snapshots.remove(index) }

    func draw(_ state: TabSwitcherState, liveTabs: Set<Int>) {
      snapshots.draw(state, live: liveTabs) { viewController(at: $0)?.viewIfLoaded }
    }

    /// Drops every picture, completes a transition still open and puts the selected page
    /// back at rest (when detaching).
    func removeEverything() {
      snapshots.removeAll()
      if let context {
        if context.isInteractive { context.finishInteractiveTransition() }
        complete(context, true)
      }
      controller?.selectedViewController?.viewIfLoaded?.apply(VisualState.identity)
    }
  }

  /// The iOS 18 delegate calls for tabs, made by selector: the SDKs this package builds
  /// against may not have `UITab`.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  enum TabDelegateCalls {
    typealias ShouldSelect =
      @convention(c) (NSObject, Selector, UITabBarController, NSObject)
      -> Bool
    typealias DidSelect =
      @convention(c) (
        NSObject, Selector, UITabBarController, NSObject, NSObject?
      ) -> Void

    static let shouldSelectTab = NSSelectorFromString("tabBarController:shouldSelectTab:")
    static let didSelectTab = NSSelectorFromString("tabBarController:didSelectTab:previousTab:")

    /// The delegate's `tabBarController(_:shouldSelectTab:)`, or `nil` when it has none.
    static func shouldSelectTab(
      _ delegate: any UITabBarControllerDelegate, controller: UITabBarController, tab: NSObject
    ) -> Bool? {
      guard let object = delegate as? NSObject, object.responds(to: shouldSelectTab),
        let method = object.method(for: shouldSelectTab)
      else { return nil }
      return unsafeBitCast(method, to: ShouldSelect.self)(
        object, shouldSelectTab, controller, tab)
    }

    /// The delegate's `tabBarController(_:didSelectTab:previousTab:)`, when it has one.
    static func didSelectTab(
      _ delegate: any UITabBarControllerDelegate, controller: UITabBarController, tab: NSObject,
      previous: NSObject?
    ) {
      guard let object = delegate as? NSObject, object.responds(to: didSelectTab),
        let method = object.method(for: didSelectTab)
      else { return }
      unsafeBitCast(method, to: DidSelect.self)(object, didSelectTab, controller, tab, previous)
    }
  }
#endif
