// Policy: the plan is the whole of one page change as a pure function of time since it
// began: both pages' appearances, which draws on top, and when the outgoing page may be
// taken away. The outgoing page stays until the transition has ended (both motions have
// finished, values exactly at their ends), and then only if it is hidden on its own account
// or covered by the incoming page at rest on top. So the outgoing page can never vanish
// while it can still be seen: the bug of seed 000's slide, where `UIView.transition(from:to:)`
// takes the old view away at the start while another animation is still moving it.

/// Both pages of one transition at any time: the outgoing and incoming appearances, their
/// z order, and the instant the outgoing page may be removed.
///
/// ```swift
/// let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
/// let plan = TwoPagePlan(transition: .slide, context: context)
/// plan.incoming(at: 0)        // one container width to the right
/// plan.outgoing(at: 0.1)      // moving left
/// plan.removalTime            // the end of the motion: the old page is off-screen
/// ```
public struct TwoPagePlan: TimedModel, Sendable, Hashable {
  /// The transition as given.
  public let transition: SceneTransition
  /// The container, layout direction and navigation direction.
  public let context: SceneTransitionContext
  /// The motion of parts that have none attached.
  public let defaultMotion: Motion
  /// When the page change began, seconds.
  public let startTime: Double
  /// How much motion the change may use: ``/ChoreoCore/ReducedMotionPolicy/full`` plays the
  /// transition, ``/ChoreoCore/ReducedMotionPolicy/reduced`` a short cross-dissolve instead, and
  /// ``/ChoreoCore/ReducedMotionPolicy/instant`` an instant change.
  public var reducedMotion: ReducedMotionPolicy

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - transition: The transition; each part plays on its own attached motion (see
  ///     ``SceneTransition/parts(for:)``).
  ///   - context: Where it plays.
  ///   - defaultMotion: The motion for parts that have none attached; ease-in-out over
  ///     0.35 s by default.
  ///   - startTime: When the change begins; 0 by default.
  ///   - reducedMotion: The reduced-motion policy; full by default.
  public init(
    transition: SceneTransition, context: SceneTransitionContext,
    defaultMotion: Motion = .easeInOut(duration: 0.35), startTime: Double = 0,
    reducedMotion: ReducedMotionPolicy = .full
  ) {
    self.transition = transition
    self.context = context
    self.defaultMotion = defaultMotion
    self.startTime = startTime
    self.reducedMotion = reducedMotion
  }

  /// The transition and default motion actually played under ``reducedMotion``.
  var played: (transition: SceneTransition, motion: Motion) {
    transition.played(under: reducedMotion, defaultMotion: defaultMotion)
  }

  /// Which page draws on top.
  public var layering: SceneTransition.Layering { played.transition.layering }

  /// Seconds until every part of both pages has finished moving; infinite when a motion
  /// repeats for ever.
  public var duration: Double {
    let (transition, motion) = played
    return max(
      transition.duration(for: .insertion, defaultMotion: motion),
      transition.duration(for: .removal, defaultMotion: motion))
  }

  /// The outgoing page's appearance at `time`, its z order set (0 below, 1 above, per
  /// ``layering``). Before ``startTime`` it is at rest; after its parts end it is exactly
  /// in its active state.
  ///
  /// - Parameter time: Seconds on the plan's clock.
  /// - Returns: The appearance.
  public func outgoing(at time: Double) -> VisualState {
    let (transition, motion) = played
    var page = transition.appearance(
      for: .removal, time: time - startTime, defaultMotion: motion, in: context)
    page.zIndex += layering == .outgoingOnTop ? 1 : 0
    return page
  }

  /// The incoming page's appearance at `time`, its z order set. At ``startTime`` it is
  /// exactly in its active state; after its parts end, at rest.
  ///
  /// - Parameter time: Seconds on the plan's clock.
  /// - Returns: The appearance.
  public func incoming(at time: Double) -> VisualState {
    let (transition, motion) = played
    var page = transition.appearance(
      for: .insertion, time: time - startTime, defaultMotion: motion, in: context)
    page.zIndex += layering == .incomingOnTop ? 1 : 0
    return page
  }

  /// When the outgoing page may be taken away: the end of the transition, provided the
  /// outgoing page is then hidden (transparent, off-screen, turned away, curled away) or
  /// covered by the incoming page at rest on top. `nil` when neither holds (a custom
  /// transition whose removal leaves the page in view) or the transition never ends: then
  /// the caller decides, and the plan never claims the page is gone while it shows.
  public var removalTime: Double? {
    let end = startTime + duration
    guard end.isFinite else { return nil }
    let size = context.containerSize
    let hidden = outgoing(at: end).isHidden(in: size)
    let covered = layering == .incomingOnTop && incoming(at: end).coversContainer(size)
    return hidden || covered ? end : nil
  }

  /// Whether the outgoing page is still in the container at `time`: true until
  /// ``removalTime`` (for ever when that is `nil`).
  ///
  /// - Parameter time: Seconds on the plan's clock.
  /// - Returns: `true` while the outgoing page must be kept.
  public func isOutgoingPresent(at time: Double) -> Bool {
    guard let removal = removalTime else { return true }
    return time < removal
  }

  /// Whether any pixel of the outgoing page can be seen at `time`: it is present, not
  /// hidden on its own account, and not covered by the incoming page at rest on top.
  ///
  /// - Parameter time: Seconds on the plan's clock.
  /// - Returns: `true` when the outgoing page shows.
  public func isOutgoingVisible(at time: Double) -> Bool {
    guard isOutgoingPresent(at: time) else { return false }
    let size = context.containerSize
    if outgoing(at: time).isHidden(in: size) { return false }
    return !(layering == .incomingOnTop && incoming(at: time).coversContainer(size))
  }

  /// Both pages at one instant.
  public struct State: Sendable, Hashable {
    /// The outgoing page, or `nil` once it has been taken away.
    public var outgoing: VisualState?
    /// The incoming page.
    public var incoming: VisualState
  }

  /// Both pages at `time`: the outgoing one only while it is present.
  ///
  /// - Parameter time: Seconds on the plan's clock.
  /// - Returns: The state.
  public func state(at time: Double) -> State {
    State(
      outgoing: isOutgoingPresent(at: time) ? outgoing(at: time) : nil,
      incoming: incoming(at: time))
  }

  /// Whether both pages have stopped moving by `time`.
  ///
  /// - Parameter time: Seconds on the plan's clock.
  /// - Returns: `true` from the end of the transition on.
  public func isSettled(at time: Double) -> Bool { time >= startTime + duration }
}

extension SceneTransition {
  /// The transition and default motion a page change plays under `policy`: as given when
  /// full; a cross-dissolve on the reduced form of the insertion's motion when reduced
  /// (Reduce Motion replaces movement by a fade, as the platforms do); an instant change
  /// under `.instant`.
  func played(under policy: ReducedMotionPolicy, defaultMotion: Motion)
    -> (transition: SceneTransition, motion: Motion)
  {
    switch policy {
    case .full:
      return (self, defaultMotion)
    case .reduced:
      let motion = parts(for: .insertion).first?.motion ?? defaultMotion
      return (.opacity, motion.reduced)
    case .instant:
      return (.identity, .linear(duration: 0))
    }
  }
}
