// Interactive switching, as a pan on the page container: begin toward a neighbouring tab,
// move with the finger (a fraction of the way), then release. The release hands the
// gesture's speed to a spring: a fraction velocity v (fraction per second) becomes, for each
// page, the velocity dstate/dfraction · v of its appearance, so the pages carry on at the
// finger's speed instead of snapping (Hero #746).

extension TabSwitcher {
  /// Starts an interactive switch toward the tab next to the selected one. The incoming page
  /// is placed in its starting state; nothing moves until ``updateInteractive(fraction:)``.
  ///
  /// - Parameter index: `selectedIndex − 1` or `selectedIndex + 1`.
  /// - Throws: ``TabSwitcherError/interactionInProgress``,
  ///   ``TabSwitcherError/indexOutOfRange(index:count:)``,
  ///   ``TabSwitcherError/notNeighbour(index:selected:)``,
  ///   ``TabSwitcherError/transitionInProgress`` (wait until ``isSettled``), or
  ///   ``TabSwitcherError/insertionStartsVisible``. Nothing changes then.
  public func beginInteractive(toward index: Int) throws(TabSwitcherError) {
    guard interaction == nil else { throw .interactionInProgress }
    guard (0..<tabCount).contains(index) else {
      throw .indexOutOfRange(index: index, count: tabCount)
    }
    guard abs(index - selectedIndex) == 1 else {
      throw .notNeighbour(index: index, selected: selectedIndex)
    }
    guard isSettled else { throw .transitionInProgress }
    let switchContext = context.with(navigation: .between(selectedIndex, index))
    let start = transition.activeState(for: .insertion, in: switchContext)
    guard start.isHidden(in: context.containerSize) || transition.layering == .outgoingOnTop
    else { throw .insertionStartsVisible }
    insert(index, at: AppearanceVector(start))
    interaction = Interaction(
      source: selectedIndex, target: index, context: switchContext, fraction: 0)
  }

  /// Moves an interactive switch to a fraction of the way.
  ///
  /// - Parameter fraction: 0 (nothing moved) ... 1 (the switch done); clamped to 0...1.
  /// - Throws: ``TabSwitcherError/noInteraction`` or ``TabSwitcherError/nonFinite(name:value:)``.
  public func updateInteractive(fraction: Double) throws(TabSwitcherError) {
    guard var current = interaction else { throw .noInteraction }
    guard fraction.isFinite else { throw .nonFinite(name: "fraction", value: fraction) }
    current.fraction = min(max(fraction, 0), 1)
    interaction = current
    let outgoing = transition.appearance(
      for: .removal, progress: current.fraction, in: current.context)
    let incoming = transition.appearance(
      for: .insertion, progress: current.fraction, in: current.context)
    pages[current.source]?.vector = AppearanceVector(outgoing)
    pages[current.target]?.vector = AppearanceVector(incoming)
  }

  /// Completes an interactive switch: the neighbouring tab becomes selected and both pages
  /// spring (``releaseSpring``) to their ends, starting at the gesture's speed.
  ///
  /// - Parameter velocity: The gesture's speed in fraction per second (positive toward the
  ///   new tab); 0 by default.
  /// - Throws: ``TabSwitcherError/noInteraction`` or ``TabSwitcherError/nonFinite(name:value:)``.
  public func finishInteractive(velocity: Double = 0) throws(TabSwitcherError) {
    guard interaction != nil else { throw .noInteraction }
    guard velocity.isFinite else { throw .nonFinite(name: "velocity", value: velocity) }
    release(finishing: true, velocity: velocity)
  }

  /// Abandons an interactive switch: both pages spring back, the incoming page to its
  /// starting state (where it is taken away) and the selected page to rest.
  ///
  /// - Parameter velocity: The gesture's speed in fraction per second (negative back toward
  ///   the selected tab); 0 by default.
  /// - Throws: ``TabSwitcherError/noInteraction`` or ``TabSwitcherError/nonFinite(name:value:)``.
  public func cancelInteractive(velocity: Double = 0) throws(TabSwitcherError) {
    guard interaction != nil else { throw .noInteraction }
    guard velocity.isFinite else { throw .nonFinite(name: "velocity", value: velocity) }
    release(finishing: false, velocity: velocity)
  }

  /// Hands the interaction to springs; `velocity` has been checked.
  func release(finishing: Bool, velocity: Double) {
    guard let current = interaction else { return }
    interaction = nil
    let removalRest = AppearanceVector(
      transition.restingState(for: .removal, in: current.context))
    let removalActive = AppearanceVector(
      transition.activeState(for: .removal, in: current.context))
    let insertionRest = AppearanceVector(
      transition.restingState(for: .insertion, in: current.context))
    let insertionActive = AppearanceVector(
      transition.activeState(for: .insertion, in: current.context))
    let outgoingVelocity = (removalActive - removalRest).scaled(by: velocity)
    let incomingVelocity = (insertionRest - insertionActive).scaled(by: velocity)
    let spring = Motion.spring(releaseSpring)
    if finishing {
      selectedIndex = current.target
      pages[current.source]?.removalTarget = removalActive
      pages[current.target]?.removalTarget = nil
      animate(current.source, to: removalActive, motion: spring, velocity: outgoingVelocity)
      animate(current.target, to: insertionRest, motion: spring, velocity: incomingVelocity)
    } else {
      pages[current.target]?.removalTarget = insertionActive
      animate(current.source, to: removalRest, motion: spring, velocity: outgoingVelocity)
      animate(current.target, to: insertionActive, motion: spring, velocity: incomingVelocity)
    }
    sweep()
  }
}
