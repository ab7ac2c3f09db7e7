import Choreo

/// A tab bar controller that behaves as Apple documents `UITabBarController` behaving,
/// so tests can play a deep link, a tap, a swipe or a rotation without a device. Each
/// behaviour cites the page of Apple's documentation it follows (the public repository
/// `Averyy/apple-dev-docs`, under `documentation/UIKit/`).
///
/// The app's delegate is simulated too: `gated` tabs are refused by its `shouldSelect`,
/// and its `didSelect` calls are logged. `appearances` logs the tabs whose page appeared
/// (`viewDidAppear`), which happens whenever the selection changes.
@MainActor
final class SimulatedTabBarController: TabTransitionHost {
  /// What is shown: a tab's page, or the More navigation controller.
  private(set) var shown: Int?
  private(set) var tabCount: Int
  var pageAreaSize: Size2D?
  var layoutDirection = SceneTransitionContext.LayoutDirection.leftToRight
  var reducedMotion = ReducedMotionPolicy.full
  /// The coordinator the controller calls back (the helper is its delegate).
  weak var coordinator: TabTransitionCoordinator?

  /// Tabs the app's delegate refuses (a login-gated tab).
  var gated: Set<Int> = []
  /// The app's delegate's `didSelect` calls, in order (`nil`: the More tab).
  private(set) var appDidSelectCalls: [Int?] = []
  /// Pages that appeared (`viewDidAppear`), in order.
  private(set) var appearances: [Int] = []
  /// Snapshots held now, and how many were ever made.
  private(set) var snapshots: Set<Int> = []
  private(set) var snapshotsMade = 0
  /// The last frame drawn.
  private(set) var lastFrame: (state: TabSwitcherState, live: Int)?

  init(tabCount: Int, selected: Int = 0, size: Size2D = Size2D(width: 400, height: 800)) {
    self.tabCount = tabCount
    shown = selected
    pageAreaSize = size
  }

  // MARK: - The host protocol

  /// `selectedIndex` is `NSNotFound` while the More navigation controller is selected
  /// (uitabbarcontroller/selectedindex.md).
  var selectedTab: Int? { shown }

  /// Setting `selectedIndex` changes the selected view controller and sends the delegate
  /// nothing: `tabBarController(_:didSelect:)` "is not called when your code changes the
  /// tab bar contents programmatically" (uitabbarcontrollerdelegate/
  /// tabbarcontroller-didselect.md).
  func selectTab(_ index: Int) {
    precondition((0..<tabCount).contains(index), "no tab \(index)")
    guard shown != index else { return }
    shown = index
    appearances.append(index)
  }

  /// The tabs the bar shows: "If you add more than five items to the viewControllers
  /// property, the tab bar controller automatically inserts a special view controller
  /// (called the More view controller)" and shows the first four beside its item
  /// (uitabbarcontroller.md; uitabbarcontroller/morenavigationcontroller.md: the More
  /// controller is not in `viewControllers`).
  var barTabCount: Int { tabCount > 5 ? 4 : tabCount }

  /// The app's delegate's `shouldSelect` calls, in order (`nil`: the More tab).
  private(set) var shouldSelectAsked: [Int?] = []

  func appAllowsSelection(of index: Int?) -> Bool {
    shouldSelectAsked.append(index)
    guard let index else { return true }
    return !gated.contains(index)
  }

  func appDidSelect(_ index: Int?) { appDidSelectCalls.append(index) }

  func makeSnapshot(ofTab index: Int) {
    snapshots.insert(index)
    snapshotsMade += 1
  }

  func removeSnapshot(ofTab index: Int) {
    precondition(snapshots.contains(index), "no snapshot of tab \(index) to remove")
    snapshots.remove(index)
  }

  func draw(_ state: TabSwitcherState, liveTab: Int) {
    precondition(
      liveTab == shown, "drew tab \(liveTab) live while \(String(describing: shown)) is selected")
    for page in state.pages where page.index != liveTab {
      precondition(snapshots.contains(page.index), "tab \(page.index) drawn with no snapshot")
    }
    lastFrame = (state, liveTab)
  }

  // MARK: - What UIKit does

  /// A tap on a tab bar item: UIKit asks the delegate `tabBarController(_:shouldSelect:)`
  /// "in response to the user tapping a tab bar item" (tabbarcontroller-shouldselect.md),
  /// switches when it answers `true`, then calls `tabBarController(_:didSelect:)`, even for
  /// the tab already selected ("regardless of whether the selected view controller
  /// changed", tabbarcontroller-didselect.md).
  func userTaps(_ index: Int?) {
    guard coordinator?.userWillSelect(index) ?? true else { return }
    if let index { selectTab(index) } else { shown = nil }
    coordinator?.userDidSelect(index)
  }

  /// Code sets `selectedIndex` directly (a deep link that does not know about Choreo): no
  /// delegate call (tabbarcontroller-didselect.md).
  func codeSetsSelectedIndex(_ index: Int) { selectTab(index) }

  /// Code replaces `viewControllers` with a list that keeps the first tabs: the controller
  /// "attempts to reselect" the previous selection, else the same index, else index 0
  /// (uitabbarcontroller/viewcontrollers.md).
  func codeSetsTabs(count: Int) {
    tabCount = count
    if let current = shown, current >= count { selectTab(0) }
  }

  /// A rotation: the page area takes its new size and the controller lays out again.
  func rotate(to size: Size2D) {
    pageAreaSize = size
    coordinator?.containerDidChange()
  }
}

extension SimulatedTabBarController {
  /// The tab swipe's pan recognizer asks its delegate's `gestureRecognizerShouldBegin(_:)`
  /// when it recognises a pan; `false` sends it to `.failed` and no action comes
  /// (uigesturerecognizerdelegate/gesturerecognizershouldbegin.md). Then `.began` and
  /// `.changed` come as the finger moves, and `.ended` or `.cancelled` once
  /// (uigesturerecognizer/state-swift.enum/began.md, changed.md, ended.md, cancelled.md).
  @discardableResult
  func panBegins(velocityX: Double, velocityY: Double = 0) -> Bool {
    coordinator?.swipeShouldBegin(velocityX: velocityX, velocityY: velocityY) ?? false
  }

  func panMoves(translationX: Double) { coordinator?.swipeMoved(translationX: translationX) }

  func panEnds(translationX: Double, velocityX: Double) {
    coordinator?.swipeEnded(translationX: translationX, velocityX: velocityX)
  }

  /// The system cancels the pan (an incoming call, a rotation).
  func panIsCancelled() { coordinator?.swipeCancelled() }
}
