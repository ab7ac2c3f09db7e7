// Policy: a finger that catches a switch in flight. The switch from the page left last
// (`lastDeselected`) to the selected one becomes an interactive one at the fraction the
// pages have reached, so the finger takes it over where it is: the fraction is read off the
// page that moves most, as the point of its straight path from its start to its end nearest
// to where it is (exact for a switch whose parts share one motion, as every built-in's do by
// default; the nearest point otherwise). Other pages on their way out keep going.

extension TabSwitcher {
  /// Catches the switch under way: from now on it is an interactive switch from the page
  /// it left toward the selected page, at the fraction it has reached, and
  /// ``updateInteractive(fraction:at:)``, ``finishInteractive(velocity:at:)`` and
  /// ``cancelInteractive(velocity:at:)`` drive it. The selection goes back to the page left
  /// until the switch finishes, as for a switch begun by a finger.
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Returns: The fraction caught, 0...1, and how fast the switch was moving along it
  ///   (fraction a second), for a spring that goes on from there.
  /// - Throws: ``TabSwitcherError/interactionInProgress`` while a finger already drives a
  ///   switch, ``TabSwitcherError/noInteraction`` when nothing moves toward the selected
  ///   page from a page still shown, or ``TabSwitcherError/time(_:)``. Nothing changes then.
  @discardableResult
  public mutating func catchInteractive(at time: Double) throws(TabSwitcherError) -> (
    fraction: Double, velocity: Double
  ) {
    guard interaction == nil else { throw .interactionInProgress }
    var next = self
    try next.begin(at: time)
    guard let source = lastDeselected, source != selectedIndex,
      next.slot(of: source) != nil, !next.isSettled(at: time)
    else { throw .noInteraction }
    let target = selectedIndex
    let switchContext = context.with(navigation: .between(source, target))
    let played = caughtTransition
    let shown = Dictionary(
      next.state(at: time).pages.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
    // Each page's straight path: (start, end, where it is, how fast).
    var paths: [(from: VisualState, to: VisualState, now: VisualState, speed: VisualState)] = []
    if let now = shown[target] {
      paths.append(
        (
          played.activeState(for: .insertion, in: switchContext),
          played.restingState(for: .insertion, in: switchContext), now.appearance,
          now.velocity
        ))
    }
    if let now = shown[source] {
      paths.append(
        (
          played.restingState(for: .removal, in: switchContext),
          played.activeState(for: .removal, in: switchContext), now.appearance,
          now.velocity
        ))
    }
    func flat(_ state: VisualState) -> VisualState {
      var state = state
      state.zIndex = 0
      return state
    }
    let longest = paths.max {
      flat($0.to - $0.from).magnitudeSquared < flat($1.to - $1.from).magnitudeSquared
    }
    func dot(_ a: VisualState, _ b: VisualState) -> Double {
      ((a + b).magnitudeSquared - (a - b).magnitudeSquared) / 4
    }
    var fraction = 1.0
    var velocity = 0.0
    if let path = longest {
      let span = flat(path.to - path.from)
      let length = span.magnitudeSquared
      if length > 0, length.isFinite {
        fraction = dot(flat(path.now - path.from), span) / length
        velocity = dot(flat(path.speed), span) / length
      }
    }
    fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 1
    velocity = ReleaseDecision.handed(velocity)
    next.selectedIndex = source
    next.setRemovalTarget(source, nil)
    next.setRemovalTarget(target, nil)
    next.interaction = Interaction(
      source: source, target: target, context: switchContext, transition: played, fraction: 0)
    try next.updateInteractive(fraction: fraction, at: time)
    self = next
    return (fraction, velocity)
  }
}
