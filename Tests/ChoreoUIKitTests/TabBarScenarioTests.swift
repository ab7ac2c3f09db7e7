// The tab scenarios (ChoreoScenarios) against a real `UITabBarController` in a window, with
// `TabBarTransitions` attached and a `ManualClock`: the check of the simulation against
// UIKit itself. XCTest on an iOS simulator (.github/workflows/apple-scenarios.yml); compiled
// out where UIKit does not exist. A tap is played as UIKit plays one (the tab bar's own
// tap is not public API): the delegate's `shouldSelect`, then `selectedIndex`, then
// `didSelect`. The swipe drives the coordinator's swipe calls, as the pan's action does.
#if canImport(UIKit) && os(iOS)
  import Choreo
  import ChoreoScenarios
  import ChoreoUIKit
  import UIKit
  import XCTest

  /// A page that logs its appearance calls.
  @MainActor
  final class LoggingPage: UIViewController {
    let index: Int
    let log: (String) -> Void

    init(index: Int, log: @escaping (String) -> Void) {
      self.index = index
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log("willAppear \(index)")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log("didAppear \(index)")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log("willDisappear \(index)")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log("didDisappear \(index)")
    }
  }

  /// A real tab bar controller in a window, the helper attached, the app delegate logging.
  @MainActor
  final class UIKitTabDriver: NSObject, TabScenarioDriver, UITabBarControllerDelegate {
    let clock = ManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let controller = UITabBarController()
    let transitions: TabBarTransitions
    private(set) var appearanceCalls: [String] = []
    private(set) var didSelectCalls: [Int?] = []

    init(tabs: Int) {
      transitions = TabBarTransitions(
        transition: .slide, motion: .linear(duration: 0.4), clock: clock)
      super.init()
      controller.viewControllers = (0..<tabs).map { index in
        LoggingPage(index: index) { [weak self] call in self?.appearanceCalls.append(call) }
      }
      controller.delegate = self
      transitions.attach(to: controller, interactive: true)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.view.layoutIfNeeded()
      settleRunLoop()
      appearanceCalls = []
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      didSelectCalls.append(tabBarController.viewControllers?.firstIndex(of: viewController))
    }

    private func settleRunLoop() {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }

    func tap(_ index: Int) {
      guard let page = controller.viewControllers?[index],
        transitions.tabBarController(controller, shouldSelect: page)
      else { return }
      controller.selectedIndex = index
      transitions.tabBarController(controller, didSelect: page)
      settleRunLoop()
    }

    func codeSelects(_ index: Int) {
      try? transitions.select(index)
      settleRunLoop()
    }

    func swipe(translations: [Double], velocity: Double) {
      guard let coordinator = transitions.coordinator,
        coordinator.swipeShouldBegin(velocityX: (translations.first ?? 0) * 10, velocityY: 0)
      else { return }
      for translation in translations {
        coordinator.swipeMoved(translationX: translation)
        settleRunLoop()
      }
      coordinator.swipeEnded(translationX: translations.last ?? 0, velocityX: velocity)
      settleRunLoop()
    }

    func advance(by seconds: Double) {
      var left = seconds
      while left > 0 {
        let step = min(left, 1.0 / 60)
        clock.advance(by: step)
        left -= step
      }
      settleRunLoop()
    }

    var selectedTab: Int? {
      controller.selectedIndex == NSNotFound ? nil : controller.selectedIndex
    }
  }

  /// Each tab scenario against UIKit's own tab bar controller.
  final class TabBarScenarioTests: XCTestCase {
    @MainActor
    private func check(_ scenario: TabScenario) {
      var drivers: [UIKitTabDriver] = []
      let wrong = scenario.run { tabs in
        let made = UIKitTabDriver(tabs: tabs)
        drivers.append(made)
        return made
      }
      XCTAssertEqual(wrong, [])
    }

    @MainActor func testTapAppearsAtRest() { check(.tapAppearsAtRest) }
    @MainActor func testRapidTaps() { check(.rapidTapsEndOnTheLastTap) }
    @MainActor func testCodeSelects() { check(.codeSelectsWithoutTellingTheApp) }
    @MainActor func testCompletedSwipe() { check(.completedSwipeSelects) }
    @MainActor func testCancelledSwipe() { check(.cancelledSwipeLeavesNoTrace) }
  }
#endif
