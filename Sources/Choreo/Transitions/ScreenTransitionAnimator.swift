// Policy: one screen transition, played in a ScreenTransitionContext by the engine every
// page change uses (a two-page `TabSwitcher`: the same parts, motions, retargets and
// exact cross-fades), ticked from a frame clock.
//
// - Going forward the leaving screen is page 0 and the arriving one page 1; going back the
//   other way round, so a slide's direction follows the navigation (and the layout
//   direction) as a tab switch's follows the indices.
// - Not interactive: the switch plays at once, and when it has come to rest the context is
//   completed with `true`.
// - Interactive: the finger sets the fraction; on release the projection decides
//   (UIScrollView's deceleration, the projection scroll snapping uses: finish when the
//   screen would come to rest past the middle), the context hears finish or cancel at
//   once, and the rest of the travel is the release spring handed the finger's velocity,
//   whichever way it goes: a cancel springs back, it never jumps. The context is
//   completed when the spring has come to rest: `true` after a finish, `false` after a
//   cancel, as UIKit's contract asks (completeTransition after finish or cancel).
// - A release velocity that is not finite counts as 0, and one beyond 20 containers a
//   second (TabSwitcher.maximumReleaseSpeed) is clamped there: a fling can only carry the
//   screens so far.
// - A container too small to animate (a side under SceneTransitionContext's
//   minimumContainerSide, or not finite) completes at once, as finished.
// - completeTransition is called exactly once, and nothing is drawn after it.

/// Plays one ``SceneTransition`` between two screens in a ``ScreenTransitionContext``,
/// by a tap or code (at once) or by a finger (interactive), and completes the context
/// when the motion has come to rest.
///
/// ```swift
/// let animator = try ScreenTransitionAnimator(
///   transition: .push(from: .trailing), navigation: .forward, clock: clock)
/// animator.start(in: context)           // UIKit: animateTransition(using:)
/// // ... or, driven by a finger:
/// animator.start(in: context, interactive: true)
/// animator.update(fraction: 0.3)
/// animator.release(velocity: 1.5)       // fractions a second: finishes, with that speed
/// ```
@MainActor
public final class ScreenTransitionAnimator {
  /// The transition played.
  public let transition: SceneTransition
  /// The motion for parts the transition has none attached for.
  public let motion: Motion
  /// Forward (a push, a present: the arriving screen comes from the trailing side) or
  /// backward (a pop, a dismiss).
  public let navigation: SceneTransitionContext.Navigation
  /// How much motion the transition uses; read when it starts and at each release.
  public var reducedMotion: ReducedMotionPolicy = .full
  /// Called once, after the context is completed, with whether the arriving screen is now
  /// the one on display.
  public var onComplete: ((_ didComplete: Bool) -> Void)?

  /// The largest release speed handed on, in containers a second: the tab switcher's
  /// bound, ``TabSwitcher/maximumReleaseSpeed`` (20).
  public static let maximumReleaseSpeed = TabSwitcher.maximumReleaseSpeed

  private let clock: any FrameClock
  private weak var context: (any ScreenTransitionContext)?
  private var driver: ModelDriver<TabSwitcher>?
  private var size = Size2D(width: 0, height: 0)
  private var phase = Phase.idle

  private enum Phase {
    case idle
    /// A finger drives it.
    case tracking
    /// Playing to its end (finished or cancelled).
    case settling(cancelled: Bool)
    case completed
  }

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - transition: The transition to play.
  ///   - motion: The motion for parts the transition has none attached for; a 0.35 s
  ///     ease-in-out by default.
  ///   - navigation: Forward or backward; forward by default.
  ///   - clock: The frame clock (a display link in an app, a `ManualClock` in tests).
  /// - Throws: ``TabSwitcherError/motionNeverEnds(_:)`` for a motion that repeats for ever.
  public init(
    transition: SceneTransition, motion: Motion = .easeInOut(duration: 0.35),
    navigation: SceneTransitionContext.Navigation = .forward, clock: any FrameClock
  ) throws(TabSwitcherError) {
    let unit = Size2D(width: 1, height: 1)
    guard let context = try? SceneTransitionContext(containerSize: unit) else {
      preconditionFailure("a 1x1 container is valid")
    }
    _ = try TabSwitcher(tabCount: 2, transition: transition, context: context, motion: motion)
    self.transition = transition
    self.motion = motion
    self.navigation = navigation
    self.clock = clock
  }

  /// How long the transition takes when nothing interrupts it, in seconds (UIKit:
  /// `transitionDuration(using:)`): the motion's whole length, a spring's settling
  /// duration included.
  public var duration: Double { motion.totalDuration }

  /// Whether it has started and not yet completed its context.
  public var isRunning: Bool {
    switch phase {
    case .tracking, .settling: return true
    case .idle, .completed: return false
    }
  }

  /// The screens as last drawn, or `nil` before the start.
  public var frame: ScreenTransitionFrame? { driver.map { screens(of: $0.state) } }

  /// How fast each screen's appearance changed at the last frame drawn: every component's
  /// rate per second (``/Choreo/TabPageState/velocity``), or `nil` before the start.
  public var velocities: ScreenTransitionFrame? {
    guard let state = driver?.state else { return nil }
    func velocity(_ page: Int) -> VisualState? {
      state.pages.first { $0.index == page }?.velocity
    }
    return ScreenTransitionFrame(leaving: velocity(leavingPage), arriving: velocity(arrivingPage))
  }

  private var leavingPage: Int { navigation == .forward ? 0 : 1 }
  private var arrivingPage: Int { navigation == .forward ? 1 : 0 }

  // MARK: - Playing

  /// Starts the transition in `context` (UIKit: `animateTransition(using:)`, or
  /// `startInteractiveTransition(_:)` for a finger). Calls after the first do nothing.
  ///
  /// - Parameters:
  ///   - context: The container; held weakly.
  ///   - interactive: Whether a finger drives it (then ``update(fraction:)`` and
  ///     ``release(velocity:)`` follow); the context's `isInteractive` by default.
  public func start(in context: any ScreenTransitionContext, interactive: Bool? = nil) {
    guard case .idle = phase else { return }
    self.context = context
    let interactive = interactive ?? context.isInteractive
    size = context.containerSize
    guard
      let scene = try? SceneTransitionContext(
        containerSize: size, layoutDirection: context.layoutDirection),
      var model = try? TabSwitcher(
        tabCount: 2, selectedIndex: leavingPage, transition: transition, context: scene,
        motion: motion, reducedMotion: reducedMotion)
    else {
      // Too small to animate: done at once, as finished.
      if interactive { context.finishInteractiveTransition() }
      phase = .settling(cancelled: false)
      complete()
      return
    }
    let now = clock.now
    do {
      if interactive {
        try model.beginInteractive(toward: arrivingPage, at: now)
      } else {
        _ = try model.select(arrivingPage, at: now)
      }
    } catch {
      preconditionFailure("a two-page switch from rest cannot be refused: \(error)")
    }
    phase = interactive ? .tracking : .settling(cancelled: false)
    let made = ModelDriver(model, clock: clock)
    made.onFrame = { [weak self] state in MainActor.assumeIsolated { self?.show(state) } }
    driver = made
    show(made.state)
  }

  /// The finger moved: the transition follows it to `fraction` (0 at the start, 1 at the
  /// end; clamped to 0...1). Does nothing unless a finger drives it.
  ///
  /// - Parameter fraction: How far along.
  public func update(fraction: Double) {
    guard case .tracking = phase, let driver, fraction.isFinite else { return }
    let clamped = min(max(fraction, 0), 1)
    try? driver.perform { model, now in try model.updateInteractive(fraction: clamped, at: now) }
    context?.updateInteractiveTransition(clamped)
  }

  /// The finger let go with `velocity` (fractions of the transition a second, positive
  /// toward the end): it finishes when the screens, decelerating as a scroll view does,
  /// would come to rest past the middle, and cancels otherwise; either way the rest of the
  /// travel is a spring handed that velocity.
  ///
  /// - Parameter velocity: The finger's speed along the transition; not finite counts as 0.
  /// - Returns: Whether it finishes (`false` when it cancels, or no finger drove it).
  @discardableResult
  public func release(velocity: Double) -> Bool {
    guard case .tracking = phase, let driver else { return false }
    let speed = Self.handed(velocity)
    let at = driver.model.interactiveFraction ?? 0
    let finishes = ReleaseDecision.finishes(at: at, speed: speed)
    if finishes { finish(velocity: speed) } else { cancel(velocity: speed) }
    return finishes
  }

  /// The finger let go and the transition goes on to its end, the spring handed
  /// `velocity` (fractions a second). Does nothing unless a finger drives it.
  ///
  /// - Parameter velocity: The finger's speed along the transition.
  public func finish(velocity: Double = 0) {
    end(cancelled: false, velocity: velocity)
  }

  /// The finger let go and the transition goes back to its start, the spring handed
  /// `velocity` (fractions a second, positive toward the end). Does nothing unless a
  /// finger drives it.
  ///
  /// - Parameter velocity: The finger's speed along the transition.
  public func cancel(velocity: Double = 0) {
    end(cancelled: true, velocity: velocity)
  }

  /// A finite velocity within ``maximumReleaseSpeed``.
  static func handed(_ velocity: Double) -> Double { ReleaseDecision.handed(velocity) }

  private func end(cancelled: Bool, velocity: Double) {
    guard case .tracking = phase, let driver else { return }
    let speed = Self.handed(velocity)
    phase = .settling(cancelled: cancelled)
    if cancelled {
      context?.cancelInteractiveTransition()
    } else {
      context?.finishInteractiveTransition()
    }
    let policy = reducedMotion
    try? driver.perform { model, now in
      model.reducedMotion = policy
      if cancelled {
        try model.cancelInteractive(velocity: speed, at: now)
      } else {
        try model.finishInteractive(velocity: speed, at: now)
      }
    }
  }

  // MARK: - Drawing

  private func screens(of state: TabSwitcherState) -> ScreenTransitionFrame {
    let drawn = state.crossFaded(in: size)
    return ScreenTransitionFrame(
      leaving: drawn.appearance(ofPage: leavingPage),
      arriving: drawn.appearance(ofPage: arrivingPage))
  }

  private func show(_ state: TabSwitcherState) {
    guard case .settling = phase else {
      if case .tracking = phase { context?.draw(screens(of: state)) }
      return
    }
    context?.draw(screens(of: state))
    if state.isAtRest { complete() }
  }

  private func complete() {
    guard case .settling(let cancelled) = phase else { return }
    phase = .completed
    driver?.onFrame = nil
    context?.completeTransition(!cancelled)
    onComplete?(!cancelled)
  }
}
