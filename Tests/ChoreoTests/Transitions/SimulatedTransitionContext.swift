import Choreo
import Testing

/// A transition context that behaves as UIKit documents `UIViewControllerContextTransitioning`
/// (Apple's documentation, as stored in the public repository `Averyy/apple-dev-docs`, under
/// `documentation/UIKit/uiviewcontrollercontexttransitioning/`), and records every call.
/// A call out of the documented contract is recorded as a test issue.
@MainActor
final class SimulatedTransitionContext: ScreenTransitionContext {
  let containerSize: Size2D
  let layoutDirection: SceneTransitionContext.LayoutDirection
  /// isinteractive.md: whether the transition is interactive.
  let isInteractive: Bool
  /// transitionwascancelled.md: "Calling the cancelInteractiveTransition() method causes
  /// this method to return true"; false while ongoing or finished normally.
  private(set) var transitionWasCancelled = false

  private(set) var frames: [ScreenTransitionFrame] = []
  private(set) var percents: [Double] = []
  private(set) var finished = 0
  private(set) var cancelled = 0
  /// completetransition.md: the argument of each completeTransition(_:) call.
  private(set) var completions: [Bool] = []
  /// What the container shows once completed: the arriving screen when the transition
  /// completed, else the leaving one (completetransition.md, `didComplete`).
  var onDisplay: ScreenRole? {
    completions.first.map { $0 ? .arriving : .leaving }
  }

  init(
    size: Size2D = Size2D(width: 390, height: 844), interactive: Bool = false,
    layoutDirection: SceneTransitionContext.LayoutDirection = .leftToRight
  ) {
    containerSize = size
    isInteractive = interactive
    self.layoutDirection = layoutDirection
  }

  func draw(_ frame: ScreenTransitionFrame) {
    if !completions.isEmpty { Issue.record("a frame drawn after completeTransition") }
    frames.append(frame)
  }

  /// updateinteractivetransition.md: called while tracking user events.
  func updateInteractiveTransition(_ percentComplete: Double) {
    if !isInteractive { Issue.record("updateInteractiveTransition on a non-interactive one") }
    if finished + cancelled > 0 { Issue.record("updateInteractiveTransition after the release") }
    percents.append(percentComplete)
  }

  /// finishinteractivetransition.md.
  func finishInteractiveTransition() {
    if finished + cancelled > 0 { Issue.record("finished or cancelled twice") }
    finished += 1
  }

  /// cancelinteractivetransition.md: "Always follow calls to this method with a call to
  /// the completeTransition(_:) method"; transitionWasCancelled returns true from then on.
  func cancelInteractiveTransition() {
    if finished + cancelled > 0 { Issue.record("finished or cancelled twice") }
    cancelled += 1
    transitionWasCancelled = true
  }

  /// completetransition.md: "You must call this method after your animations have
  /// completed"; for interactive animations "in addition to" finish or cancel; the
  /// argument says whether the transition completed (false: the original view controller
  /// is still being displayed).
  func completeTransition(_ didComplete: Bool) {
    if !completions.isEmpty { Issue.record("completeTransition called twice") }
    if isInteractive, finished + cancelled == 0 {
      Issue.record("completeTransition before finish or cancel on an interactive one")
    }
    if didComplete == transitionWasCancelled {
      Issue.record("completeTransition(\(didComplete)) disagrees with the cancel")
    }
    completions.append(didComplete)
  }
}
