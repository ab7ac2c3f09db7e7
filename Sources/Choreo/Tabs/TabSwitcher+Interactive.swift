// Interactive switching, as a pan on the page container: begin toward a neighbouring tab,
// move with the finger (a fraction of the way), then release. The release hands the
// gesture's speed to a spring: a fraction velocity v (fraction per second) becomes, for each
// part of each page, the velocity dstate/dfraction · v of its appearance, so the pages carry
// on at the finger's speed instead of snapping (Hero #746). Every call is a command stamped
// with its time, like `select(_:at:)`.

extension TabSwitcher {
  /// Starts an interactive switch toward the tab next to the selected one. The incoming page
  /// is placed in its starting state; nothing moves until
  /// ``updateInteractive(fraction:at:)``.
  ///
  /// - Parameters:
  ///   - index: `selectedIndex − 1` or `selectedIndex + 1`.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``TabSwitcherError/interactionInProgress``,
  ///   ``TabSwitcherError/indexOutOfRange(index:count:)``,
  ///   ``TabSwitcherError/notNeighbour(index:selected:)``,
  ///   ``TabSwitcherError/transitionInProgress`` (wait until ``isSettled(at:)``),
  ///   ``TabSwitcherError/insertionStartsVisible`` or ``TabSwitcherError/time(_:)``.
  ///   Nothing changes then.
  public mutating func beginInteractive(toward index: Int, at time: Double)
    throws(TabSwitcherError)
  {
    guard interaction == nil else { throw .interactionInProgress }
    guard (0..<tabCount).contains(index) else {
      throw .indexOutOfRange(index: index, count: tabCount)
    }
    guard abs(index - selectedIndex) == 1 else {
      throw .notNeighbour(index: index, selected: selectedIndex)
    }
    try startInteraction(toward: index, at: time)
  }

  /// ``beginInteractive(toward:at:)`` toward any other page (a navigation stack's page
  /// below, whose index need not be the next one); the range is the caller's to check.
  package mutating func startInteraction(toward index: Int, at time: Double)
    throws(TabSwitcherError)
  {
    var next = self
    try next.begin(at: time)
    guard next.isSettled(at: time) else { throw .transitionInProgress }
    let switchContext = context.with(navigation: .between(selectedIndex, index))
    let played = transition
    let start = played.activeState(for: .insertion, in: switchContext)
    let layering = played.layering(for: switchContext.navigation)
    guard start.isHidden(in: context.containerSize) || layering == .outgoingOnTop
    else { throw .insertionStartsVisible }
    next.insert(
      index,
      parts: played.parts(for: .insertion).map {
        $0.transition.activeState(for: .insertion, in: switchContext)
      }, layering: layering)
    next.interaction = Interaction(
      source: selectedIndex, target: index, context: switchContext, transition: played,
      fraction: 0)
    self = next
  }

  /// Moves an interactive switch to a fraction of the way.
  ///
  /// - Parameters:
  ///   - fraction: 0 (nothing moved) ... 1 (the switch done); clamped to 0...1.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``TabSwitcherError/noInteraction``,
  ///   ``TabSwitcherError/nonFinite(name:value:)`` or ``TabSwitcherError/time(_:)``.
  public mutating func updateInteractive(fraction: Double, at time: Double)
    throws(TabSwitcherError)
  {
    guard var current = interaction else { throw .noInteraction }
    guard fraction.isFinite else { throw .nonFinite(name: "fraction", value: fraction) }
    try begin(at: time)
    current.fraction = min(max(fraction, 0), 1)
    interaction = current
    for (index, role) in [
      (current.source, SceneTransition.Role.removal), (current.target, .insertion),
    ] {
      let parts = current.transition.parts(for: role)
      send(
        index,
        to: parts.map {
          $0.appearance(for: role, progress: current.fraction, in: current.context)
        }, motions: parts.map { _ in .linear(duration: 0) }, at: time)
    }
  }

  /// The largest release speed handed to the spring, in containers (fractions of the
  /// switch) a second: 20. A faster release is clamped to it, so a fling (or an ordinary
  /// speed in points over a tiny page) cannot carry the pages far: with the default
  /// release spring (`.smooth`, critically damped, ω = 4π) at most 20/(4π·e) ≈ 0.59 of a
  /// container past where they were let go, back at rest within about a second.
  public static let maximumReleaseSpeed = 20.0

  /// `velocity` clamped to ±``maximumReleaseSpeed``.
  static func clampedReleaseSpeed(_ velocity: Double) -> Double {
    min(max(velocity, -maximumReleaseSpeed), maximumReleaseSpeed)
  }

  /// Completes an interactive switch: the neighbouring tab becomes selected and both pages
  /// spring (``releaseSpring``) to their ends, starting at the gesture's speed.
  ///
  /// - Parameters:
  ///   - velocity: The gesture's speed in fraction per second (positive toward the new
  ///     tab); 0 by default. Clamped to ±``maximumReleaseSpeed``.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``TabSwitcherError/noInteraction``,
  ///   ``TabSwitcherError/nonFinite(name:value:)`` or ``TabSwitcherError/time(_:)``.
  public mutating func finishInteractive(velocity: Double = 0, at time: Double)
    throws(TabSwitcherError)
  {
    guard interaction != nil else { throw .noInteraction }
    guard velocity.isFinite else { throw .nonFinite(name: "velocity", value: velocity) }
    try begin(at: time)
    release(finishing: true, velocity: Self.clampedReleaseSpeed(velocity), at: time)
  }

  /// Abandons an interactive switch: both pages spring back, the incoming page to its
  /// starting state (where it is taken away) and the selected page to rest.
  ///
  /// - Parameters:
  ///   - velocity: The gesture's speed in fraction per second (negative back toward the
  ///     selected tab); 0 by default. Clamped to ±``maximumReleaseSpeed``.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``TabSwitcherError/noInteraction``,
  ///   ``TabSwitcherError/nonFinite(name:value:)`` or ``TabSwitcherError/time(_:)``.
  public mutating func cancelInteractive(velocity: Double = 0, at time: Double)
    throws(TabSwitcherError)
  {
    guard interaction != nil else { throw .noInteraction }
    guard velocity.isFinite else { throw .nonFinite(name: "velocity", value: velocity) }
    try begin(at: time)
    release(finishing: false, velocity: Self.clampedReleaseSpeed(velocity), at: time)
  }

  /// Hands the interaction to springs; `velocity` and `time` have been checked.
  mutating func release(finishing: Bool, velocity: Double, at time: Double) {
    guard let current = interaction else { return }
    interaction = nil
    let spring = Motion.spring(releaseSpring).allowed(by: reducedMotion)
    func states(_ role: SceneTransition.Role) -> (
      rest: [VisualState], active: [VisualState]
    ) {
      let parts = current.transition.parts(for: role)
      return (
        parts.map { $0.transition.restingState(for: role, in: current.context) },
        parts.map { $0.transition.activeState(for: role, in: current.context) }
      )
    }
    let removal = states(.removal)
    let insertion = states(.insertion)
    let outgoingVelocity = zip(removal.active, removal.rest).map { ($0 - $1).scaled(by: velocity) }
    let incomingVelocity = zip(insertion.rest, insertion.active).map {
      ($0 - $1).scaled(by: velocity)
    }
    let removalWhole = current.transition.activeState(for: .removal, in: current.context)
    let insertionWhole = current.transition.activeState(for: .insertion, in: current.context)
    let springs = { (count: Int) in Array(repeating: spring, count: count) }
    if finishing {
      selectedIndex = current.target
      setRemovalTarget(current.source, removalWhole)
      setRemovalTarget(current.target, nil)
      send(
        current.source, to: removal.active, motions: springs(removal.active.count), at: time,
        velocities: outgoingVelocity)
      send(
        current.target, to: insertion.rest, motions: springs(insertion.rest.count), at: time,
        velocities: incomingVelocity)
    } else {
      setRemovalTarget(current.target, insertionWhole)
      send(
        current.source, to: removal.rest, motions: springs(removal.rest.count), at: time,
        velocities: outgoingVelocity)
      send(
        current.target, to: insertion.active, motions: springs(insertion.active.count),
        at: time, velocities: incomingVelocity)
    }
  }
}
