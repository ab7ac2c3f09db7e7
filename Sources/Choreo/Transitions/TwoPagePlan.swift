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
public struct TwoPagePlan: Sendable, Hashable {
  /// The transition played.
  public let transition: SceneTransition
  /// The container, layout direction and navigation direction.
  public let context: SceneTransitionContext
  /// The motion of the incoming page.
  public let insertionMotion: Motion
  /// The motion of the outgoing page.
  public let removalMotion: Motion

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - transition: The transition; its attached motion (per role) wins over
  ///     `defaultMotion`.
  ///   - context: Where it plays.
  ///   - defaultMotion: The motion for a role that has none attached; ease-in-out over
  ///     0.35 s by default.
  public init(
    transition: SceneTransition, context: SceneTransitionContext,
    defaultMotion: Motion = .easeInOut(duration: 0.35)
  ) {
    self.transition = transition
    self.context = context
    insertionMotion = transition.motion(for: .insertion) ?? defaultMotion
    removalMotion = transition.motion(for: .removal) ?? defaultMotion
  }

  /// Which page draws on top.
  public var layering: SceneTransition.Layering { transition.layering }

  /// Seconds until both pages have finished moving; infinite when a motion repeats for
  /// ever.
  public var duration: Double { max(insertionMotion.totalDuration, removalMotion.totalDuration) }

  /// The outgoing page's appearance `time` seconds after the transition began, its z order
  /// set (0 below, 1 above, per ``layering``). Before 0 it is at rest; after its motion ends
  /// it is exactly in its active state.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: The appearance.
  public func outgoing(at time: Double) -> PageAppearance {
    var page = transition.appearance(
      for: .removal, progress: removalMotion.value(at: max(time, 0)), in: context)
    page.visual.zIndex += layering == .outgoingOnTop ? 1 : 0
    return page
  }

  /// The incoming page's appearance `time` seconds after the transition began, its z order
  /// set. At 0 it is exactly in its active state; after its motion ends, at rest.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: The appearance.
  public func incoming(at time: Double) -> PageAppearance {
    var page = transition.appearance(
      for: .insertion, progress: insertionMotion.value(at: max(time, 0)), in: context)
    page.visual.zIndex += layering == .incomingOnTop ? 1 : 0
    return page
  }

  /// When the outgoing page may be taken away: the end of the transition, provided the
  /// outgoing page is then hidden (transparent, off-screen, turned away, curled away) or
  /// covered by the incoming page at rest on top. `nil` when neither holds (a custom
  /// transition whose removal leaves the page in view) or the transition never ends: then
  /// the caller decides, and the plan never claims the page is gone while it shows.
  public var removalTime: Double? {
    let end = duration
    guard end.isFinite else { return nil }
    let size = context.containerSize
    let hidden = outgoing(at: end).isHidden(in: size)
    let covered = layering == .incomingOnTop && incoming(at: end).coversContainer(size)
    return hidden || covered ? end : nil
  }

  /// Whether the outgoing page is still in the container at `time`: true until
  /// ``removalTime`` (for ever when that is `nil`).
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: `true` while the outgoing page must be kept.
  public func isOutgoingPresent(at time: Double) -> Bool {
    guard let removal = removalTime else { return true }
    return time < removal
  }

  /// Whether any pixel of the outgoing page can be seen at `time`: it is present, not
  /// hidden on its own account, and not covered by the incoming page at rest on top.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: `true` when the outgoing page shows.
  public func isOutgoingVisible(at time: Double) -> Bool {
    guard isOutgoingPresent(at: time) else { return false }
    let size = context.containerSize
    if outgoing(at: time).isHidden(in: size) { return false }
    return !(layering == .incomingOnTop && incoming(at: time).coversContainer(size))
  }
}
