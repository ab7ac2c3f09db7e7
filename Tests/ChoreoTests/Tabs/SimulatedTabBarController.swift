import Choreo
import Testing

/// A tab bar controller that behaves as Apple documents `UITabBarController` behaving with a
/// delegate that returns an animation controller, so tests can play a deep link, a tap, a
/// swipe or a rotation without a device. Each behaviour cites the page of Apple's
/// documentation it follows (the public repository `Averyy/apple-dev-docs`, under
/// `documentation/UIKit/`). A call out of UIKit's contract is recorded as a test issue
/// (``violations``), as UIKit would misbehave.
///
/// The app's delegate is simulated too: `gated` tabs are refused by its `shouldSelect`,
/// and its `didSelect` calls are logged. `appearanceCalls` logs each page's appearance
/// calls in order.
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
  /// Each page's appearance calls, in order: "willAppear 1", "didDisappear 0", ...
  private(set) var appearanceCalls: [String] = []
  /// Pages that appeared (`viewDidAppear`), in order.
  var appearances: [Int] {
    appearanceCalls.compactMap { $0.hasPrefix("didAppear ") ? Int($0.dropFirst(10)) : nil }
  }
  /// Snapshots held now, and how many were ever made.
  private(set) var snapshots: Set<Int> = []
  private(set) var snapshotsMade = 0
  /// The last frame drawn.
  private(set) var lastFrame: (state: TabSwitcherState, live: Set<Int>)?

  /// The transition open now: its context's from and to view controllers'
  /// tabs (uiviewcontrollercontexttransitioning/viewcontroller(forkey:).md).
  private(set) var openTransition: (from: Int, to: Int, interactive: Bool)?
  /// Whether the open transition's `transitionWasCancelled` reads `true`
  /// (uiviewcontrollercontexttransitioning/transitionwascancelled.md).
  private(set) var transitionWasCancelled = false
  private var transitionWasFinished = false
  /// The `completeTransition(_:)` arguments, in order.
  private(set) var completions: [Bool] = []
  /// The transitions begun, in order, and the `updateInteractiveTransition(_:)` fractions.
  private(set) var transitionsBegun: [(from: Int, to: Int)] = []
  private(set) var percents: [Double] = []

  /// Calls out of UIKit's contract, in order; each is also recorded as a test issue.
  private(set) var violations: [String] = []

  private func violate(_ message: String) {
    violations.append(message)
    Issue.record(Comment(rawValue: message))
  }

  private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { violate(message()) }
  }

  init(tabCount: Int, selected: Int = 0, size: Size2D = Size2D(width: 400, height: 800)) {
    self.tabCount = tabCount
    shown = selected
    pageAreaSize = size
  }

  // MARK: - The host protocol

  /// `selectedIndex` is `NSNotFound` while the More navigation controller is selected
  /// (uitabbarcontroller/selectedindex.md).
  var selectedTab: Int? { shown }

  /// Setting `selectedIndex` with no animator changes the selected view controller at once,
  /// with `viewWillAppear`/`viewDidAppear` and their disappear counterparts
  /// (uiviewcontroller/viewwillappear(_:).md), and sends the delegate nothing:
  /// `tabBarController(_:didSelect:)` is "not called when your code changes the tab bar
  /// contents programmatically" (uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:).md).
  func selectTab(_ index: Int) {
    check((0..<tabCount).contains(index), "no tab \(index)")
    check(openTransition == nil, "a switch while a transition is open")
    guard shown != index else { return }
    let from = shown
    if let from { appearanceCalls.append("willDisappear \(from)") }
    appearanceCalls.append("willAppear \(index)")
    shown = index
    if let from { appearanceCalls.append("didDisappear \(from)") }
    appearanceCalls.append("didAppear \(index)")
  }

  /// Setting `selectedIndex` while the delegate answers
  /// `tabBarController(_:animationControllerForTransitionFrom:to:)` (and, for an interactive
  /// switch, `tabBarController(_:interactionControllerFor:)`) begins a transition: the
  /// selection changes, the leaving page gets `viewWillDisappear` and the arriving one
  /// `viewWillAppear` now, their `did` calls when the transition completes
  /// (uiviewcontroller/viewwillappear(_:).md, viewdidappear(_:).md).
  func beginTransition(to index: Int, interactive: Bool) {
    check((0..<tabCount).contains(index), "no tab \(index)")
    check(openTransition == nil, "a transition begun while another is open")
    guard let from = shown else { return violate("a transition from the More list") }
    check(from != index, "a transition to the selected tab")
    open(from: from, to: index, interactive: interactive)
  }

  private func open(from: Int, to: Int, interactive: Bool) {
    openTransition = (from, to, interactive)
    transitionWasCancelled = false
    transitionWasFinished = false
    transitionsBegun.append((from, to))
    shown = to
    appearanceCalls.append("willDisappear \(from)")
    appearanceCalls.append("willAppear \(to)")
  }

  /// uiviewcontrollercontexttransitioning/updateinteractivetransition(_:).md: while an
  /// interactive transition tracks the finger.
  func updateInteractiveTransition(_ percentComplete: Double) {
    guard let open = openTransition else { return violate("no transition open") }
    check(open.interactive, "update on a transition that is not interactive")
    check(!transitionWasCancelled && !transitionWasFinished, "update after release")
    check((0...1).contains(percentComplete), "percent \(percentComplete)")
    percents.append(percentComplete)
  }

  /// finishinteractivetransition(_:).md.
  func finishInteractiveTransition() {
    guard let open = openTransition else { return violate("no transition open") }
    check(open.interactive, "finish on a transition that is not interactive")
    check(!transitionWasCancelled && !transitionWasFinished, "finished twice")
    transitionWasFinished = true
  }

  /// cancelinteractivetransition.md; transitionwascancelled.md reads `true` from then on.
  func cancelInteractiveTransition() {
    guard let open = openTransition else { return violate("no transition open") }
    check(open.interactive, "cancel on a transition that is not interactive")
    check(!transitionWasCancelled && !transitionWasFinished, "cancelled twice")
    transitionWasCancelled = true
  }

  /// completetransition(_:).md: called once, after finish or cancel for an interactive
  /// transition, with `false` exactly when the original view controller is still the one
  /// displayed. A cancelled transition puts the selection back, and the appearance calls
  /// are reversed: the arriving page disappears, the leaving one appears again
  /// (uiviewcontroller/viewwilldisappear(_:).md: "if the transition is cancelled ...").
  func completeTransition(_ didComplete: Bool) {
    guard let open = openTransition else { return violate("completed with none open") }
    if open.interactive {
      check(transitionWasCancelled || transitionWasFinished, "complete before release")
    }
    check(didComplete != transitionWasCancelled, "complete disagrees with the cancel")
    completions.append(didComplete)
    openTransition = nil
    if didComplete {
      appearanceCalls.append("didDisappear \(open.from)")
      appearanceCalls.append("didAppear \(open.to)")
    } else {
      shown = open.from
      appearanceCalls.append("willDisappear \(open.to)")
      appearanceCalls.append("willAppear \(open.from)")
      appearanceCalls.append("didDisappear \(open.to)")
      appearanceCalls.append("didAppear \(open.from)")
    }
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

  /// A snapshot shows what is on screen (`snapshotView(afterScreenUpdates:)`, uiview/
  /// snapshotview(afterscreenupdates:).md: a view not on screen has "no visible content"),
  /// so only a live page can be pictured.
  func makeSnapshot(ofTab index: Int) {
    check(liveNow.contains(index), "a snapshot of tab \(index), which is not on screen")
    snapshots.insert(index)
    snapshotsMade += 1
  }

  func removeSnapshot(ofTab index: Int) {
    check(snapshots.contains(index), "no snapshot of tab \(index) to remove")
    snapshots.remove(index)
  }

  /// The pages in the container now: the selected one and, while a transition is open,
  /// the one it leaves (viewcontroller(forkey:).md, `.from` and `.to`).
  var liveNow: Set<Int> {
    if let open = openTransition { return [open.from, open.to] }
    return shown.map { [$0] } ?? []
  }

  func draw(_ state: TabSwitcherState, liveTabs: Set<Int>) {
    check(
      liveTabs.isSubset(of: liveNow), "drew \(liveTabs.sorted()) live; on screen: \(liveNow)")
    for page in state.pages {
      check((0..<tabCount).contains(page.index), "drew tab \(page.index) of \(tabCount)")
      check(page.appearance.isValid, "tab \(page.index) drawn as \(page.appearance)")
      check(
        liveTabs.contains(page.index) || snapshots.contains(page.index),
        "tab \(page.index) drawn with no snapshot")
    }
    lastFrame = (state, liveTabs)
  }

  // MARK: - What UIKit does

  /// A tap on a tab bar item: UIKit asks the delegate `tabBarController(_:shouldSelect:)`
  /// "in response to the user tapping a tab bar item" (tabbarcontroller-shouldselect.md),
  /// switches when it answers `true`, then calls `tabBarController(_:didSelect:)`, even for
  /// the tab already selected ("regardless of whether the selected view controller
  /// changed", tabbarcontroller-didselect.md).
  ///
  /// With the helper as delegate the switch is a transition: UIKit asks
  /// `tabBarController(_:animationControllerForTransitionFrom:to:)` "for use during a
  /// noninteractive tab bar view controller transition" and calls the animator's
  /// `animateTransition(using:)`, which the helper hands to the coordinator
  /// (uiviewcontrolleranimatedtransitioning/animatetransition(using:).md). UIKit does not
  /// begin a transition while another is open: the coordinator completes it in
  /// `shouldSelect` (a precondition here).
  func userTaps(_ index: Int?) {
    guard coordinator?.userWillSelect(index) ?? true else { return }
    if let index {
      if let from = shown, from != index {
        check(openTransition == nil, "a tap's transition while another is open")
        open(from: from, to: index, interactive: false)
        if !(coordinator?.containerDidBeginTransition(from: from, to: index) ?? false) {
          completeTransition(true)
        }
      } else if shown == nil {
        // From the More list the helper answers no animator: UIKit switches at once.
        shown = index
        appearanceCalls.append("didAppear \(index)")
      }
    } else {
      check(openTransition == nil, "the More list while a transition is open")
      shown = nil
    }
    coordinator?.userDidSelect(index)
  }

  /// Code sets `selectedIndex` directly while the helper is the delegate: UIKit asks it for
  /// an animation controller (`tabBarController(_:animationControllerForTransitionFrom:to:)`
  /// "for use during a noninteractive tab bar view controller transition") and begins the
  /// transition; a transition the coordinator does not play is completed at once, as the
  /// helper's animator does. No `didSelect` (tabbarcontroller-didselect.md).
  func codeSetsSelectedIndexThroughTheDelegate(_ index: Int) {
    check((0..<tabCount).contains(index), "no tab \(index)")
    guard openTransition == nil, let from = shown, from != index else {
      return codeSetsSelectedIndex(index)
    }
    open(from: from, to: index, interactive: false)
    if !(coordinator?.containerDidBeginTransition(from: from, to: index) ?? false) {
      completeTransition(true)
    }
  }

  /// Code sets `selectedIndex` directly (a deep link that does not know about Choreo) and
  /// the delegate answers no animator: no delegate call (tabbarcontroller-didselect.md). Modelled as a switch with no
  /// transition; a transition still open is left to the coordinator to complete.
  func codeSetsSelectedIndex(_ index: Int) {
    check((0..<tabCount).contains(index), "no tab \(index)")
    shown = index
    appearanceCalls.append("didAppear \(index)")
    if let open = openTransition { openTransition = (open.from, index, open.interactive) }
  }

  /// Code replaces `viewControllers` with a list that keeps the first tabs: the controller
  /// "attempts to reselect" the previous selection, else the same index, else index 0
  /// (uitabbarcontroller/viewcontrollers.md).
  func codeSetsTabs(count: Int) {
    tabCount = count
    if let current = shown, current >= count { codeSetsSelectedIndex(0) }
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
