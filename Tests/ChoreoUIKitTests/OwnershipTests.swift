// Issue 47, item 8, on UIKit itself: a released container and its helper are freed. The
// platform-independent half (a coordinator holds its host weakly) is tested on Linux by
// CoordinatorOwnershipTests; this is the UIKit half, XCTest on an iOS simulator.
#if canImport(UIKit) && os(iOS)
  import Choreo
  import ChoreoUIKit
  import UIKit
  import XCTest

  /// An app object that owns the tab bar controller and is its delegate.
  @MainActor
  final class OwningAppObject: NSObject, UITabBarControllerDelegate {
    let controller = UITabBarController()
  }

  final class OwnershipTests: XCTestCase {
    /// The app object that owns the controller and is its delegate, the controller, its
    /// pages and the helper it keeps alive are all freed when the app lets go.
    @MainActor func testATabHierarchyAndItsHelperAreFreed() throws {
      weak var weakOwner: OwningAppObject?
      weak var weakController: UITabBarController?
      weak var weakHelper: TabBarTransitions?
      do {
        let owner = OwningAppObject()
        owner.controller.viewControllers = [UIViewController(), UIViewController()]
        owner.controller.delegate = owner
        let helper = TabBarTransitions(transition: .slide, clock: ManualClock())
        helper.attach(to: owner.controller, interactive: true)
        XCTAssertFalse(owner.controller.isViewLoaded, "attach loaded the view")
        owner.controller.loadViewIfNeeded()
        try helper.select(1)
        weakOwner = owner
        weakController = owner.controller
        weakHelper = helper
      }
      XCTAssertNil(weakOwner)
      XCTAssertNil(weakController)
      XCTAssertNil(weakHelper)
    }

    /// A table view controller is its table's delegate; the scroll binding in front of it
    /// makes no cycle (controller → table → binding → controller).
    @MainActor func testATableViewControllerWithAScrollBindingIsFreed() throws {
      weak var weakController: UITableViewController?
      weak var weakBinding: ScrollSceneBinding?
      do {
        let controller = UITableViewController()
        let header = UIView()
        let scene = try ScrollScene(
          timeline: ScrollTimeline(from: 0, to: 200),
          targets: [ScrollTarget("header", frame: Rect2D(x: 0, y: 0, width: 390, height: 200))],
          animations: [ScrollAnimation("header", .height, from: 200, to: 80)])
        let binding = ScrollSceneBinding(scene: scene, views: ["header": header])
        binding.attach(to: controller.tableView)
        weakController = controller
        weakBinding = binding
      }
      XCTAssertNil(weakController)
      XCTAssertNil(weakBinding)
    }
  }
#endif
