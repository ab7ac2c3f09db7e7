import Choreo
import Testing

/// A navigation controller that behaves as Apple documents `UINavigationController`
/// behaving with Choreo's helper as its delegate (the public repository
/// `Averyy/apple-dev-docs`, under `documentation/UIKit/`): a push or pop asks the delegate's
/// `navigationController(_:animationControllerFor:from:to:)` and, when the helper has one,
/// `navigationController(_:interactionControllerFor:)`, then hands the animator its context
/// (uinavigationcontrollerdelegate/, uiviewcontrollercontexttransitioning/). Screens are
/// numbered in the order they are first pushed. A call out of the contract is recorded as a
/// test issue (``violations``).
@MainActor
final class SimulatedNavigationController: NavigationTransitionHost {
  private(set) var stack: [Int]
  var pageAreaSize: Size2D? = Size2D(width: 400, height: 800)
  var layoutDirection = SceneTransitionContext.LayoutDirection.leftToRight
  var reducedMotion = ReducedMotionPolicy.full
  var popsFromAnywhere = false
  weak var coordinator: NavigationTransitionCoordinator?

  private var nextScreen: Int
  private var stackBefore: [Int] = []
  private(set) var openTransition: (from: Int, to: Int, interactive: Bool)?
  private(set) var transitionWasCancelled = false
  private var released = false
  private(set) var completions: [Bool] = []
  private(set) var percents: [Double] = []
  /// Each screen's appearance calls, in order: "willAppear 1", "didDisappear 0", ...
  private(set) var appearanceCalls: [String] = []
  private(set) var snapshots: Set<Int> = []
  private(set) var lastFrame: (state: TabSwitcherState, live: Set<Int>, dimming: ScreenDimming?)?
  private(set) var violations: [String] = []

  init(screens: Int = 1) {
    stack = Array(0..<screens)
    nextScreen = screens
  }

  private func violate(_ message: String) {
    violations.append(message)
    Issue.record(Comment(rawValue: message))
  }

  // MARK: - What the app does

  /// `pushViewController(_:animated:)` through the helper, which completes a transition
  /// still moving first (UIKit defers a push asked mid-transition until it completes).
  @discardableResult
  func appPushes() -> Int {
    if openTransition != nil { coordinator?.willBeginTransition() }
    let screen = nextScreen
    nextScreen += 1
    begin(to: stack + [screen], interactive: false)
    return screen
  }

  /// `popViewController(animated:)` through the helper.
  func appPops() {
    if openTransition != nil { coordinator?.willBeginTransition() }
    guard stack.count >= 2 else { return violate("a pop with one screen") }
    begin(to: Array(stack.dropLast()), interactive: false)
  }

  /// A rotation: the page area takes its new size and the controller lays out again.
  func rotate(to size: Size2D) {
    pageAreaSize = size
    coordinator?.containerDidChange()
  }

  // MARK: - The host protocol

  /// The delegate's animator gets the context; `viewWillDisappear` / `viewWillAppear` as
  /// the transition begins (uiviewcontroller/viewwillappear(_:).md).
  private func begin(to newStack: [Int], interactive: Bool) {
    guard openTransition == nil else { return violate("a transition begun while one is open") }
    guard let from = stack.last, let to = newStack.last else { return violate("empty stack") }
    stackBefore = stack
    stack = newStack
    openTransition = (from, to, interactive)
    transitionWasCancelled = false
    released = false
    appearanceCalls += ["willDisappear \(from)", "willAppear \(to)"]
    if !(coordinator?.containerDidBeginTransition(from: from, to: to) ?? false) {
      if interactive { finishInteractiveTransition() }
      completeTransition(true)
    }
  }

  /// `popViewController(animated: true)` while the delegate answers
  /// `navigationController(_:interactionControllerFor:)`: an interactive pop.
  func beginInteractivePop() {
    guard stack.count >= 2 else { return violate("an interactive pop with one screen") }
    begin(to: Array(stack.dropLast()), interactive: true)
  }

  /// pauseinteractivetransition().md: the transition becomes interactive.
  func pauseInteractiveTransition() {
    guard let open = openTransition else { return violate("pause with none open") }
    if released { violate("pause after release") }
    openTransition = (open.from, open.to, true)
  }

  func updateInteractiveTransition(_ percentComplete: Double) {
    guard openTransition?.interactive == true else { return violate("update, not interactive") }
    if released { violate("update after release") }
    if !(0...1).contains(percentComplete) { violate("percent \(percentComplete)") }
    percents.append(percentComplete)
  }

  func finishInteractiveTransition() {
    guard openTransition?.interactive == true else { return violate("finish, not interactive") }
    if released { violate("finished or cancelled twice") }
    released = true
  }

  func cancelInteractiveTransition() {
    guard openTransition?.interactive == true else { return violate("cancel, not interactive") }
    if released { violate("finished or cancelled twice") }
    released = true
    transitionWasCancelled = true
  }

  /// completetransition(_:).md; a cancelled transition leaves the stack as it was, with
  /// the appearance calls balanced: the screen that was to appear disappears again, the
  /// one that was to disappear appears again (uiviewcontroller/viewwilldisappear(_:).md).
  func completeTransition(_ didComplete: Bool) {
    guard let open = openTransition else { return violate("complete with none open") }
    if open.interactive, !released { violate("complete before finish or cancel") }
    if didComplete == transitionWasCancelled { violate("complete disagrees with the cancel") }
    completions.append(didComplete)
    openTransition = nil
    if didComplete {
      appearanceCalls += ["didDisappear \(open.from)", "didAppear \(open.to)"]
    } else {
      stack = stackBefore
      appearanceCalls += [
        "willDisappear \(open.to)", "willAppear \(open.from)", "didDisappear \(open.to)",
        "didAppear \(open.from)",
      ]
    }
  }

  /// The screens in the container now.
  var liveNow: Set<Int> {
    if let open = openTransition { return [open.from, open.to] }
    return stack.last.map { [$0] } ?? []
  }

  /// A snapshot shows what is on screen (uiview/snapshotview(afterscreenupdates:).md).
  func makeSnapshot(ofScreen screen: Int) {
    if !liveNow.contains(screen) { violate("a snapshot of screen \(screen), not on screen") }
    snapshots.insert(screen)
  }

  func removeSnapshot(ofScreen screen: Int) {
    if snapshots.remove(screen) == nil { violate("no snapshot of screen \(screen)") }
  }

  func draw(_ state: TabSwitcherState, liveScreens: Set<Int>, dimming: ScreenDimming?) {
    if !liveScreens.isSubset(of: liveNow) {
      violate("drew \(liveScreens.sorted()) live; on screen: \(liveNow.sorted())")
    }
    for page in state.pages {
      if !page.appearance.isValid { violate("screen \(page.index) drawn as \(page.appearance)") }
      if !liveScreens.contains(page.index), !snapshots.contains(page.index) {
        violate("screen \(page.index) drawn with no picture")
      }
    }
    lastFrame = (state, liveScreens, dimming)
  }

  /// Whether each screen's appearance calls are balanced: every `willAppear` followed by a
  /// `didAppear` or a `willDisappear`, and so on, ending with the top screen appeared.
  var appearancesBalanced: Bool {
    var shown: [Int: String] = [:]
    for call in appearanceCalls {
      let parts = call.split(separator: " ")
      guard parts.count == 2, let screen = Int(parts[1]) else { return false }
      shown[screen] = String(parts[0])
    }
    for (screen, last) in shown {
      let expected = screen == stack.last ? "didAppear" : "didDisappear"
      if last != expected { return false }
    }
    return true
  }
}
