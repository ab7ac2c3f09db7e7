// Policy: a `UITabBarController` as a `TabTransitionHost`. It answers from the controller
// as it is now and carries out the coordinator's calls; it decides nothing. Pages: the
// selected tab's live view, and for every other page the coordinator shows, a snapshot in
// the page container (the selected page's superview). A snapshot of the selected tab is
// taken of its live view put back at rest (`snapshotView(afterScreenUpdates:)`); one of
// another tab (the tab a swipe reveals) is its view laid out in the page area and drawn
// off screen (`CALayer.render(in:)`), so that tab is not selected, and gets no appearance
// calls, until the swipe completes.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  final class TabBarHost: TabTransitionHost {
    private weak var controller: UITabBarController?
    private weak var helper: TabBarTransitions?
    private var snapshots: [Int: UIView] = [:]

    init(controller: UITabBarController, helper: TabBarTransitions) {
      self.controller = controller
      self.helper = helper
    }

    /// The view that holds the tab pages: the selected page's superview.
    var container: UIView? { controller?.selectedViewController?.viewIfLoaded?.superview }

    /// The index of a tab's view controller, `nil` for the More navigation controller.
    func index(of viewController: UIViewController) -> Int? {
      controller?.viewControllers?.firstIndex(of: viewController)
    }

    private func viewController(at index: Int?) -> UIViewController? {
      guard let controller else { return nil }
      guard let index else { return controller.moreNavigationController }
      guard let tabs = controller.viewControllers, tabs.indices.contains(index) else { return nil }
      return tabs[index]
    }

    var selectedTab: Int? {
      guard let controller, controller.selectedIndex != NSNotFound,
        controller.selectedViewController !== controller.moreNavigationController,
        (controller.viewControllers?.indices ?? 0..<0).contains(controller.selectedIndex)
      else { return nil }
      return controller.selectedIndex
    }

    var tabCount: Int { controller?.viewControllers?.count ?? 0 }

    /// The tabs on the bar: its items but the More item (which the controller adds, and
    /// keeps out of `viewControllers`, when there are more tabs than the bar shows).
    var barTabCount: Int {
      guard let controller else { return 0 }
      let more = controller.moreNavigationController.tabBarItem
      let items = controller.tabBar.items?.filter { $0 !== more }.count ?? tabCount
      return min(items, tabCount)
    }

    var pageAreaSize: Size2D? {
      guard let bounds = container?.bounds, bounds.width > 0, bounds.height > 0 else {
        return nil
      }
      return Size2D(bounds.size)
    }

    var layoutDirection: SceneTransitionContext.LayoutDirection {
      controller?.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    func selectTab(_ index: Int) { controller?.selectedIndex = index }

    func appAllowsSelection(of index: Int?) -> Bool {
      guard let controller, let page = viewController(at: index) else { return true }
      return helper?.nextDelegate?.tabBarController?(controller, shouldSelect: page) ?? true
    }

    func appDidSelect(_ index: Int?) {
      guard let controller, let page = viewController(at: index) else { return }
      helper?.nextDelegate?.tabBarController?(controller, didSelect: page)
    }

    func makeSnapshot(ofTab index: Int) {
      guard let container, let page = viewController(at: index) else { return }
      let picture: UIView?
      if index == selectedTab, let live = page.viewIfLoaded {
        live.apply(VisualState.identity)
        picture = live.snapshotView(afterScreenUpdates: true)
      } else {
        let view = page.view!
        view.apply(VisualState.identity)
        view.frame = container.bounds
        view.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
          view.layer.render(in: context.cgContext)
        }
        picture = UIImageView(image: image)
      }
      guard let picture else { return }
      snapshots.removeValue(forKey: index)?.removeFromSuperview()
      picture.frame = container.bounds
      picture.isUserInteractionEnabled = false
      snapshots[index] = picture
    }

    func removeSnapshot(ofTab index: Int) {
      snapshots.removeValue(forKey: index)?.removeFromSuperview()
    }

    func draw(_ state: TabSwitcherState, liveTab: Int) {
      guard let container, let live = viewController(at: liveTab)?.viewIfLoaded else { return }
      for page in state.pages {
        if page.index == liveTab {
          live.apply(page.appearance)
        } else if let snapshot = snapshots[page.index] {
          if snapshot.superview !== container { container.addSubview(snapshot) }
          snapshot.apply(page.appearance)
        }
      }
    }

    /// Drops every snapshot and puts the live page back at rest (when detaching).
    func removeEverything() {
      for snapshot in snapshots.values { snapshot.removeFromSuperview() }
      snapshots = [:]
      controller?.selectedViewController?.viewIfLoaded?.apply(VisualState.identity)
    }
  }
#endif
