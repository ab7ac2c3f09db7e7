import Choreo
import Testing

/// A presentation that behaves as Apple documents UIKit's custom presentations behaving
/// (the public repository `Averyy/apple-dev-docs`, under `documentation/UIKit/`), with
/// Choreo's helper as the presented controller's transitioning delegate: it answers an
/// animation controller for present and dismiss, and an interaction controller whose
/// transitions start animating and can be caught (`wantsInteractiveStart` false). A call out
/// of the contract is recorded as a test issue (``violations``).
@MainActor
final class SimulatedPresentation: CardSheetHost {
  var containerSize: Size2D? = Size2D(width: 390, height: 844)
  var reducedMotion = ReducedMotionPolicy.full
  weak var coordinator: CardSheetCoordinator?

  /// Whether the card's controller is presented (`presentedViewController` is set).
  private(set) var isPresented = false
  /// The transition open now.
  private(set) var openTransition: (presenting: Bool, interactive: Bool)?
  private(set) var transitionWasCancelled = false
  private var released = false
  private(set) var completions: [Bool] = []
  /// The presentation controller's calls, in order.
  private(set) var calls: [String] = []
  private(set) var frames: [CardSheetState] = []
  private(set) var violations: [String] = []

  private func violate(_ message: String) {
    violations.append(message)
    Issue.record(Comment(rawValue: message))
  }

  /// `present(_:animated:completion:)`: the presentation controller hears
  /// `presentationTransitionWillBegin()` (uipresentationcontroller/
  /// presentationtransitionwillbegin().md), UIKit asks the transitioning delegate for
  /// `animationController(forPresented:presenting:source:)` and calls the animator's
  /// `animateTransition(using:)`.
  func appPresents() {
    guard openTransition == nil, !isPresented else {
      return violate("present while presented or a transition is open")
    }
    open(presenting: true, interactive: false)
  }

  /// `dismiss(animated:completion:)` from code: `dismissalTransitionWillBegin()`
  /// (uipresentationcontroller/dismissaltransitionwillbegin().md), then
  /// `animationController(forDismissed:)`. UIKit begins no transition while one is open;
  /// the helper completes the running one first (the coordinator does, when told).
  func appDismisses() {
    guard isPresented || openTransition?.presenting == true else {
      return violate("dismiss with nothing presented")
    }
    open(presenting: false, interactive: false)
  }

  private func open(presenting: Bool, interactive: Bool) {
    if openTransition != nil {
      // The coordinator completes the open transition as the next one begins.
      _ = coordinator?.containerDidBeginTransition(presenting: presenting)
      if openTransition != nil { violate("a transition begun while another is open") }
      begin(presenting: presenting, interactive: interactive, tell: false)
      return
    }
    begin(presenting: presenting, interactive: interactive, tell: true)
  }

  private func begin(presenting: Bool, interactive: Bool, tell: Bool) {
    openTransition = (presenting, interactive)
    transitionWasCancelled = false
    released = false
    calls.append(presenting ? "presentationWillBegin" : "dismissalWillBegin")
    if tell, !(coordinator?.containerDidBeginTransition(presenting: presenting) ?? false) {
      if interactive { finishInteractiveTransition() }
      completeTransition(true)
    }
  }

  /// `dismiss(animated:)` while the delegate's `interactionControllerForDismissal(using:)`
  /// answers: the dismissal starts interactive.
  func beginInteractiveDismissal() {
    guard isPresented, openTransition == nil else {
      return violate("an interactive dismissal with nothing presented or one open")
    }
    openTransition = (false, true)
    transitionWasCancelled = false
    released = false
    calls.append("dismissalWillBegin")
    if !(coordinator?.containerDidBeginTransition(presenting: false) ?? false) {
      finishInteractiveTransition()
      completeTransition(true)
    }
  }

  /// uiviewcontrollercontexttransitioning/pauseinteractivetransition().md: for a transition
  /// with an interaction controller, it becomes interactive.
  func pauseInteractiveTransition() {
    guard let open = openTransition else { return violate("pause with none open") }
    if released { violate("pause after release") }
    openTransition = (open.presenting, true)
  }

  func updateInteractiveTransition(_ percentComplete: Double) {
    guard let open = openTransition, open.interactive else {
      return violate("update on no interactive transition")
    }
    if released { violate("update after release") }
    if !(0...1).contains(percentComplete) { violate("percent \(percentComplete)") }
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

  /// completetransition(_:).md, and the presentation controller's
  /// `presentationTransitionDidEnd(_:)` / `dismissalTransitionDidEnd(_:)` with whether it
  /// completed (uipresentationcontroller/presentationtransitiondidend(_:).md): a cancelled
  /// present leaves nothing presented, a cancelled dismiss leaves the card presented.
  func completeTransition(_ didComplete: Bool) {
    guard let open = openTransition else { return violate("complete with none open") }
    if open.interactive, !released { violate("complete before finish or cancel") }
    if didComplete == transitionWasCancelled { violate("complete disagrees with the cancel") }
    completions.append(didComplete)
    openTransition = nil
    if open.presenting {
      isPresented = didComplete
      calls.append("presentationDidEnd \(didComplete)")
    } else {
      isPresented = !didComplete
      calls.append("dismissalDidEnd \(didComplete)")
    }
  }

  func draw(_ state: CardSheetState) {
    if !state.card.isValid || !state.presenting.isValid || !state.dimming.isFinite {
      violate("drew an invalid state \(state)")
    }
    frames.append(state)
  }
}
