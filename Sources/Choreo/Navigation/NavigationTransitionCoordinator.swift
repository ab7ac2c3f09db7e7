// Policy: every decision a navigation container's callbacks need, in one place Linux tests
// drive, on the engine the tab switch uses: a `TabSwitcher` whose pages are the stack's
// screens by identity (identities grow with each new screen, so a push goes forward and a
// pop back), ticked by a `ModelDriver`, and the transition open in the container.
//
// - A push or pop the container begins is played from where every screen is, with its
//   velocity. One that begins while another still moves completes the running one first
//   (UIKit begins no transition while one is open): the screen still leaving becomes a
//   picture taken on screen at that instant and plays out its exit, and the model retargets,
//   so a second push mid-flight bends the motion rather than jumping it.
// - Back mid-push (`reverse()`): the push in flight is caught where it is and cancelled,
//   springing back with the velocity it had; its completion leaves the stack as it was.
// - A finger: from the leading edge (or anywhere, when the host says so), at rest, it
//   begins an interactive pop; on a push or pop in flight it catches it where it is
//   (`TabSwitcher.catchInteractive`) and drives it. The finger's horizontal travel over the
//   page's width is the fraction. On release the projection decides finish or cancel
//   (UIScrollView's deceleration, as scroll snapping projects), the open transition is
//   finished or cancelled to match, and the rest of the travel is the release spring handed
//   the finger's velocity either way: a cancel springs back, it never jumps. The pan waits
//   for the page's own horizontal scroll views and swipe actions, as the tab swipe does.
// - The stack changed behind the coordinator's back (a screen removed, a rotation): the open
//   transition is completed and the model is made afresh, at rest, on the top screen.

/// The behaviour of a navigation stack's transitions, platform-independent: pushes and
/// pops, the interactive pop, a finger catching a screen in flight, and Back mid-push,
/// through its container's transitions (``NavigationTransitionHost``).
///
/// ```swift
/// let navigation = try NavigationTransitionCoordinator(host: stack, clock: clock)
/// navigation.containerDidBeginTransition(from: 0, to: 1)   // a push began
/// navigation.reverse()                                      // Back, mid-push: it springs back
/// if navigation.panShouldBegin(startX: 8, velocityX: 400, velocityY: 0) {
///   navigation.panMoved(translationX: 120)
///   navigation.panEnded(translationX: 120, velocityX: 900)   // popped with the flick
/// }
/// ```
@MainActor
public final class NavigationTransitionCoordinator {
  /// The transition every push and pop plays; ``SceneTransition/stack`` (UIKit's look) by
  /// default.
  public let transition: SceneTransition
  /// The motion of a push or pop.
  public let motion: Motion
  /// The dimming over the screen below a push at its deepest, 0...1.
  public let dimming: Double
  /// The container, held weakly: the container owns its coordinator.
  public private(set) weak var host: (any NavigationTransitionHost)?

  /// How far from the leading edge a pan may start an interactive pop, points.
  public static let edgeWidth = StackPan.edgeWidth

  private let clock: any FrameClock
  private var driver: ModelDriver<TabSwitcher>?
  private var snapshots: Set<Int> = []
  private var open: OpenTransition?
  private var gesture = Gesture.idle
  private var isCommitting = false
  private var wasMoving = false

  private struct OpenTransition {
    var from: Int
    var to: Int
    /// A finger drives it (or drove it: finished or cancelled since).
    var paused = false
    var cancelled = false
  }

  private enum Gesture {
    case idle
    /// A pan from the edge may begin a pop once it moves.
    case allowed
    /// A finger drives the open transition: fraction = start + sign · dx / width.
    case active(start: Double, sign: Double)
    /// Refused or abandoned: the rest of the pan is ignored.
    case ignored
  }

  /// Creates a coordinator. It reads the container at its first call.
  ///
  /// - Parameters:
  ///   - host: The container.
  ///   - transition: The transition of pushes and pops; ``SceneTransition/stack`` by
  ///     default.
  ///   - motion: Pushes and pops; a 0.5 s spring with no bounce by default (UIKit's feel).
  ///   - dimming: The dimming over the screen below a push at its deepest; 0.1 by default.
  ///   - clock: The frame clock (a display link in an app, a `ManualClock` in tests).
  /// - Throws: ``TabSwitcherError/motionNeverEnds(_:)`` for a motion that repeats for ever.
  public init(
    host: any NavigationTransitionHost, transition: SceneTransition = .stack,
    motion: Motion = .spring(duration: 0.5), dimming: Double = 0.1, clock: any FrameClock
  ) throws(TabSwitcherError) {
    let unit = Size2D(width: 1, height: 1)
    guard let context = try? SceneTransitionContext(containerSize: unit) else {
      preconditionFailure("a 1x1 context is valid")
    }
    _ = try TabSwitcher(tabCount: 1, transition: transition, context: context, motion: motion)
    self.host = host
    self.transition = transition
    self.motion = motion
    self.dimming = dimming.isFinite ? min(max(dimming, 0), 1) : 0.1
    self.clock = clock
  }

  // MARK: - Reading

  /// The screens as last drawn (page indices are screen identities), or `nil` while the
  /// coordinator stands aside.
  public var state: TabSwitcherState? { driver?.state }

  /// Whether the screens move now, or a finger holds them.
  public var isAnimating: Bool {
    guard let driver else { return false }
    return !driver.model.isSettled(at: driver.now)
  }

  /// Whether a transition is open in the container.
  public var isTransitionOpen: Bool { open != nil }

  /// Whether a finger drives the screens now.
  public var isPanning: Bool {
    if case .active = gesture { return true }
    return false
  }

  /// The screens whose live views are on screen: the top one, and while a transition is
  /// open the one it leaves.
  public var liveScreens: Set<Int> {
    if let open { return [open.from, open.to] }
    return driver.map { [$0.model.selectedIndex] } ?? []
  }

  /// The screens whose pictures the coordinator keeps, ascending.
  public var snapshotScreens: [Int] { snapshots.sorted() }

  /// Called once each time the screens come to rest after moving, with the top screen,
  /// after the container's transition is completed.
  public var onSettle: ((_ topScreen: Int) -> Void)?

  /// What travels beside each push and pop (shared elements), told every step of it;
  /// held weakly.
  public weak var companion: (any ScreenTransitionCompanion)?

  // MARK: - The container's transitions

  /// The container began a push or a pop from screen `from` to screen `to` (UIKit: the
  /// helper's animator received `animateTransition(using:)` or
  /// `startInteractiveTransition(_:)`). A transition still open is completed first.
  ///
  /// - Parameters:
  ///   - from: The screen on display.
  ///   - to: The screen arriving.
  /// - Returns: Whether the coordinator plays it and will complete it; when `false` the
  ///   container completes it at once, as a switch with no animation.
  @discardableResult
  public func containerDidBeginTransition(from: Int?, to: Int?) -> Bool {
    if let open, open.from == from, open.to == to { return true }
    guard let from, let to, from != to, from >= 0, to >= 0 else { return false }
    closeTransition(keepingPictures: true)
    if case .idle = gesture {} else { gesture = .ignored }
    guard let driver = modelForContainer(expectingTop: to), driver.model.selectedIndex == from
    else {
      _ = reconciled()
      return false
    }
    open = OpenTransition(from: from, to: to)
    play { model, now in try model.select(to, at: now) }
    if open != nil { companion?.screenTransitionDidBegin(goingDeeper: to > from) }
    return true
  }

  /// Code is about to push or pop while a transition may still move (UIKit begins no
  /// transition while one is open, and defers a push asked mid-flight until the running one
  /// completes): the running transition completes at once, the screen still leaving plays
  /// out its exit as a picture taken now, and the next push or pop retargets from where
  /// every screen is. ChoreoUIKit's helper calls it before its own push and pop.
  public func willBeginTransition() {
    closeTransition(keepingPictures: true)
  }

  /// The container changed (its size, its stack, its layout direction): call it from the
  /// platform's layout pass.
  public func containerDidChange() {
    _ = reconciled()
  }

  /// Back was tapped while a push or pop moves: it goes back from where it is, with the
  /// velocity it had, and its completion leaves the stack as it was.
  ///
  /// - Returns: Whether a transition was reversed (`false`: nothing moves; pop as usual).
  @discardableResult
  public func reverse() -> Bool {
    guard let current = open, !current.paused, case .idle = gesture,
      let driver = reconciled(), !driver.model.isSettled(at: driver.now)
    else { return false }
    var caught: (fraction: Double, velocity: Double)?
    perform(driver) { model, now in caught = try model.catchInteractive(at: now) }
    guard let caught else { return false }
    open?.paused = true
    open?.cancelled = true
    host?.pauseInteractiveTransition()
    host?.cancelInteractiveTransition()
    perform(driver) { model, now in
      try model.cancelInteractive(velocity: caught.velocity, at: now)
    }
    companion?.screenTransitionDidReverse()
    return true
  }

  // MARK: - The finger

  /// Whether a pan that starts at `startX` (points from the page's left) with this
  /// velocity is the coordinator's: on a push or pop in flight, any mostly horizontal pan
  /// catches it; at rest, one toward the trailing edge from the leading edge
  /// (``edgeWidth``, or anywhere when ``NavigationTransitionHost/popsFromAnywhere``) with a
  /// screen below begins a pop.
  ///
  /// - Parameters:
  ///   - startX: Where the pan started, points from the page area's left edge.
  ///   - velocityX: Its horizontal velocity, points a second.
  ///   - velocityY: Its vertical velocity, points a second.
  /// - Returns: Whether the pan should begin.
  public func panShouldBegin(startX: Double, velocityX: Double, velocityY: Double) -> Bool {
    if case .active = gesture { return false }
    gesture = .idle
    guard let host, let driver = reconciled(), let pan = currentPan(),
      startX.isFinite, velocityX.isFinite, velocityY.isFinite,
      abs(velocityX) > abs(velocityY)
    else { return false }
    if let current = open, !current.paused, !driver.model.isSettled(at: driver.now) {
      return catchTransition(current)
    }
    guard open == nil, host.stack.count >= 2, driver.model.isSettled(at: driver.now),
      pan.startsPop(
        startX: startX, velocityX: velocityX, velocityY: velocityY,
        anywhere: host.popsFromAnywhere)
    else { return false }
    gesture = .allowed
    return true
  }

  /// The finger moved by `translationX` points since the pan began.
  ///
  /// - Parameter translationX: The pan's horizontal translation.
  public func panMoved(translationX: Double) {
    guard translationX.isFinite else { return }
    if case .allowed = gesture { beginPop() }
    guard case .active(let start, let sign) = gesture, let driver = reconciled(),
      case .active = gesture, let pan = currentPan()
    else { return }
    let fraction = pan.fraction(start: start, sign: sign, translationX: translationX)
    perform(driver) { model, now in try model.updateInteractive(fraction: fraction, at: now) }
    if case .active = gesture {
      host?.updateInteractiveTransition(fraction)
      companion?.screenTransitionDidFollow(fraction: fraction)
    }
  }

  /// The finger let go: the projection decides finish or cancel, and the screens spring on
  /// with the finger's velocity.
  ///
  /// - Parameters:
  ///   - translationX: The pan's translation at release.
  ///   - velocityX: Its horizontal velocity, points a second.
  public func panEnded(translationX: Double, velocityX: Double) {
    panMoved(translationX: translationX)
    release(velocityX: velocityX, mayFinish: true)
  }

  /// The pan was cancelled by the system: the screens spring back.
  ///
  /// - Parameter velocityX: The pan's velocity; 0 by default.
  public func panCancelled(velocityX: Double = 0) {
    release(velocityX: velocityX, mayFinish: false)
  }

  /// Whether the pan should wait for another gesture to fail: any that can move sideways
  /// on the page (``TabSwipeCompetitor/holdsTheSwipe``).
  ///
  /// - Parameter competitor: The other gesture, as the platform classifies it.
  /// - Returns: Whether the pan waits.
  public func panWaits(for competitor: TabSwipeCompetitor) -> Bool {
    competitor.holdsTheSwipe
  }

  /// +1 when a finger moving toward the trailing edge moves `transition` forward: a pop
  /// (going back) follows the finger, a push runs against it.
  private func sign(of transition: OpenTransition) -> Double {
    currentPan()?.sign(from: transition.from, to: transition.to) ?? 1
  }

  private func currentPan() -> StackPan? {
    guard let host, let width = host.pageAreaSize?.width else { return nil }
    return StackPan(width: width, layoutDirection: host.layoutDirection)
  }

  private func catchTransition(_ current: OpenTransition) -> Bool {
    guard let driver else { return false }
    var caught: (fraction: Double, velocity: Double)?
    perform(driver) { model, now in caught = try model.catchInteractive(at: now) }
    guard let caught else { return false }
    open?.paused = true
    host?.pauseInteractiveTransition()
    gesture = .active(start: caught.fraction, sign: sign(of: current))
    companion?.screenTransitionDidFollow(fraction: caught.fraction)
    return true
  }

  private func beginPop() {
    guard let host, let driver = reconciled(), open == nil, host.stack.count >= 2 else {
      gesture = .ignored
      return
    }
    let top = driver.model.selectedIndex
    let below = host.stack[host.stack.count - 2]
    growModel(to: max(top, below) + 1)
    guard let driver = self.driver else { return }
    isCommitting = true
    do {
      try driver.perform { model, now in try model.startInteraction(toward: below, at: now) }
    } catch {
      isCommitting = false
      gesture = .ignored
      return
    }
    let popping = OpenTransition(from: top, to: below, paused: true)
    open = popping
    gesture = .active(start: 0, sign: sign(of: popping))
    host.beginInteractivePop()
    isCommitting = false
    companion?.screenTransitionDidBegin(goingDeeper: false)
    companion?.screenTransitionDidFollow(fraction: 0)
    if let current = self.driver { frame(current.state) }
  }

  private func release(velocityX: Double, mayFinish: Bool) {
    guard case .active(_, let sign) = gesture else {
      gesture = .idle
      return
    }
    gesture = .idle
    guard let driver = reconciled(), let pan = currentPan(), open != nil,
      let fraction = driver.model.interactiveFraction
    else { return }
    let (finishes, speed) = pan.release(
      fraction: fraction, sign: sign, velocityX: velocityX, mayFinish: mayFinish)
    open?.cancelled = !finishes
    companion?.screenTransitionDidRelease(finishing: finishes, speed: speed)
    if finishes {
      host?.finishInteractiveTransition()
      perform(driver) { model, now in try model.finishInteractive(velocity: speed, at: now) }
    } else {
      host?.cancelInteractiveTransition()
      perform(driver) { model, now in try model.cancelInteractive(velocity: speed, at: now) }
    }
  }

  // MARK: - The model

  /// The top screen the container should show now.
  private func expectedTop(_ driver: ModelDriver<TabSwitcher>) -> Int {
    open?.to ?? driver.model.selectedIndex
  }

  private func currentContext() -> SceneTransitionContext? {
    guard let host, let size = host.pageAreaSize else { return nil }
    return try? SceneTransitionContext(containerSize: size, layoutDirection: host.layoutDirection)
  }

  /// The model for the container as it is now, made afresh at rest when the container
  /// changed behind the coordinator's back.
  private func reconciled() -> ModelDriver<TabSwitcher>? {
    guard let host, let top = host.stack.last, top >= 0, let context = currentContext() else {
      standAside()
      return nil
    }
    if let driver, expectedTop(driver) == top, driver.model.context == context,
      driver.model.tabCount > (host.stack.max() ?? 0)
    {
      return driver
    }
    if let driver, expectedTop(driver) == top, driver.model.context == context {
      growModel(to: (host.stack.max() ?? 0) + 1)
      return self.driver
    }
    closeTransition(keepingPictures: false)
    return restart(at: host.stack.last ?? top, context: context)
  }

  /// The model, when the container is about to show `top` (a transition it began): the
  /// model as it was, grown to hold the new screen.
  private func modelForContainer(expectingTop top: Int) -> ModelDriver<TabSwitcher>? {
    guard let host, currentContext() != nil else { return nil }
    if driver == nil { _ = reconciled() }
    guard let driver, driver.model.context == currentContext() else { return reconciled() }
    growModel(to: max((host.stack.max() ?? 0), top, driver.model.selectedIndex) + 1)
    return self.driver
  }

  private func growModel(to count: Int) {
    guard let driver, driver.model.tabCount < count else { return }
    var grown = driver.model
    grown.tabCount = count
    // Nothing moves: no frame to draw (the container may already show the new screen).
    let committing = isCommitting
    isCommitting = true
    driver.replace(with: grown)
    isCommitting = committing
  }

  private func restart(at top: Int, context: SceneTransitionContext) -> ModelDriver<TabSwitcher>? {
    dropAllSnapshots()
    if case .idle = gesture {} else { gesture = .ignored }
    driver?.onFrame = nil
    guard let host,
      let model = try? TabSwitcher(
        tabCount: max(host.stack.max() ?? 0, top) + 1, selectedIndex: top,
        transition: transition, context: context, motion: motion)
    else {
      driver = nil
      return nil
    }
    let made = ModelDriver.coordinated(
      model, clock: clock, reducedMotion: { [weak host] in host?.reducedMotion ?? .full },
      onFrame: { [weak self] state in self?.frame(state) })
    driver = made
    frame(made.state)
    return made
  }

  private func standAside() {
    closeTransition(keepingPictures: false)
    dropAllSnapshots()
    driver?.onFrame = nil
    driver = nil
    if case .idle = gesture {} else { gesture = .ignored }
  }

  private func perform(
    _ driver: ModelDriver<TabSwitcher>, _ command: (inout TabSwitcher, Double) throws -> Void
  ) {
    do {
      try driver.perform(command)
    } catch {
      // The checks before every command rule refusals out; start afresh rather than
      // leave the screens half-way.
      closeTransition(keepingPictures: false)
      if let host, let top = host.stack.last, let context = currentContext() {
        _ = restart(at: top, context: context)
      }
    }
  }

  private func play(_ command: (inout TabSwitcher, Double) throws -> Void) {
    guard let driver else { return }
    isCommitting = true
    perform(driver, command)
    isCommitting = false
    if let current = self.driver { frame(current.state) }
  }

  /// Completes the open transition. With `keepingPictures`, the screen about to leave the
  /// container while still drawn is kept as a picture first.
  private func closeTransition(keepingPictures: Bool) {
    guard var closing = open else { return }
    let tracking = driver?.model.interactiveFraction != nil
    if tracking {
      // A finger still holds it: UIKit asks for a finish or cancel before completing.
      closing.cancelled = true
    }
    let leaving = closing.cancelled ? closing.to : closing.from
    if keepingPictures, let state = driver?.state, state.presentedPages.contains(leaving) {
      keepSnapshot(of: leaving)
    }
    open = nil
    if case .active = gesture { gesture = .ignored }
    if tracking {
      if !closing.paused { host?.pauseInteractiveTransition() }
      host?.cancelInteractiveTransition()
      host?.completeTransition(false)
      companion?.screenTransitionDidComplete(finished: false)
      if let driver {
        perform(driver) { model, now in try model.cancelInteractive(velocity: 0, at: now) }
      }
      return
    }
    host?.completeTransition(!closing.cancelled)
    companion?.screenTransitionDidComplete(finished: !closing.cancelled)
  }

  // MARK: - Drawing

  private func frame(_ state: TabSwitcherState) {
    guard !isCommitting, let host, let driver, let size = host.pageAreaSize else { return }
    guard host.stack.last == expectedTop(driver),
      state.pages.allSatisfy({ $0.index < driver.model.tabCount })
    else {
      _ = reconciled()
      return
    }
    let live = liveScreens
    let shown = state.drawn(in: size, live: live, pictured: snapshots)
    for screen in shown.snapshotsToRemove(held: snapshots, live: live) { dropSnapshot(of: screen) }
    host.draw(
      shown, liveScreens: live,
      dimming: ScreenDimming.under(shown, width: size.width, deepest: dimming))
    let atRest = state.isAtRest
    if atRest {
      closeTransition(keepingPictures: false)
      if wasMoving { onSettle?(state.selectedIndex) }
    }
    wasMoving = !atRest
  }

  private func keepSnapshot(of screen: Int) {
    host?.makeSnapshot(ofScreen: screen)
    snapshots.insert(screen)
  }

  private func dropSnapshot(of screen: Int) {
    guard snapshots.remove(screen) != nil else { return }
    host?.removeSnapshot(ofScreen: screen)
  }

  private func dropAllSnapshots() {
    for screen in snapshots.sorted() { dropSnapshot(of: screen) }
  }
}
