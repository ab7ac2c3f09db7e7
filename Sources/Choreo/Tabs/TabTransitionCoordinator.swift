// Policy: every decision a tab container's callbacks need, in one place that Linux tests
// drive. The coordinator owns a `TabSwitcher` (ticked by a `ModelDriver`) and the list of
// page snapshots it asked its host to keep; the host only answers and carries out.
//
// Reconciling. The container may change behind the coordinator's back: code sets the
// selection (a deep link), replaces the tabs, rotates the screen, shows the More tab.
// Every entry point first compares the model with the container (selection, tab count,
// page size, layout direction). On any difference the model is made afresh at rest on the
// container's selection and every snapshot is dropped: a switch in flight ends at its
// destination (its pages were placed for the old container), and a swipe in flight is
// abandoned without touching the selection. While the container shows no tab's page
// (More), the coordinator stands aside.
//
// Taps. `userWillSelect` comes before the container switches (UIKit's `shouldSelect`):
// the app is asked first and its "no" wins; a tap during a swipe is refused; otherwise the
// page being left is kept as a snapshot. `userDidSelect` comes after the switch: the model
// plays it, then the app is told. Code's `select(_:animated:)` does the same without
// asking or telling the app (UIKit sends its delegate nothing for a programmatic change).
//
// Swipes. The app is asked before a swipe begins, and a swipe never begins while a switch
// is still moving (it is refused before anything is touched, so nothing flickers). While
// the finger moves, the tab being revealed is a snapshot and the container's selection
// stays where it was, so a cancelled swipe leaves no trace in the container (no
// appearance calls, no selection). Only a release that completes commits the selection,
// and the app is told after that.

/// The behaviour of an animated tab container, platform-independent: which call comes
/// when, what is selected, what a cancelled swipe leaves behind. It plays a
/// ``SceneTransition`` through a ``TabSwitcher`` on every switch, by tap, by code or by a
/// horizontal swipe, and talks to its container only through a ``TabTransitionHost``.
///
/// ChoreoUIKit's `TabBarTransitions` forwards a `UITabBarController`'s callbacks here; an
/// app with its own tab bar forwards its own:
///
/// ```swift
/// let tabs = try TabTransitionCoordinator(host: myTabs, transition: .slide, clock: clock)
/// if tabs.userWillSelect(2) {    // the user tapped tab 2
///   myTabs.showPage(2)           // the container switches
///   tabs.userDidSelect(2)        // the coordinator plays the slide, then tells the app
/// }
/// try tabs.select(0, animated: true)   // a deep link: the same slide, no delegate calls
/// ```
@MainActor
public final class TabTransitionCoordinator {
  /// The transition every switch plays.
  public let transition: SceneTransition
  /// The motion for parts the transition has none attached for.
  public let motion: Motion
  /// The container.
  ///
  /// Held weakly: the container owns its coordinator, not the other way round, so a view
  /// or controller that is its own host and keeps its coordinator makes no cycle, and both
  /// are freed when the app lets the container go. Once the host is gone, every call does
  /// nothing.
  public private(set) weak var host: (any TabTransitionHost)?

  private let clock: any FrameClock
  private var driver: ModelDriver<TabSwitcher>?
  /// The tabs whose snapshots the host keeps at the coordinator's request.
  private var snapshots: Set<Int> = []
  /// A tap between `userWillSelect` and `userDidSelect`.
  private var pendingTap: (from: Int, to: Int)?
  private var gesture = Gesture.idle
  /// Set while a command and the container's selection change together, so no frame is
  /// drawn in between (it would show the wrong page live).
  private var isCommitting = false

  private enum Gesture {
    /// No swipe.
    case idle
    /// The app allowed a swipe toward `target`; nothing has moved yet.
    case allowed(target: Int)
    /// A swipe is under way: the selection is still `source`, `target` is a snapshot.
    case active(source: Int, target: Int)
    /// The swipe was refused or abandoned: its remaining events are ignored.
    case ignored
  }

  /// Creates a coordinator. It reads the container at its first call.
  ///
  /// - Parameters:
  ///   - host: The container.
  ///   - transition: The transition to play.
  ///   - motion: The motion for parts the transition has none attached for; a 0.35 s
  ///     ease-in-out by default.
  ///   - clock: The frame clock (a display link in an app, a `ManualClock` in tests).
  /// - Throws: ``TabSwitcherError/motionNeverEnds(_:)`` for a motion that repeats for ever.
  public init(
    host: any TabTransitionHost, transition: SceneTransition,
    motion: Motion = .easeInOut(duration: 0.35), clock: any FrameClock
  ) throws(TabSwitcherError) {
    // Checked now, so that no later call can fail for it.
    _ = try TabSwitcher(
      tabCount: 1, transition: transition, context: Self.unitContext, motion: motion)
    self.host = host
    self.transition = transition
    self.motion = motion
    self.clock = clock
  }

  private static let unitContext: SceneTransitionContext = {
    do {
      return try SceneTransitionContext(containerSize: Size2D(width: 1, height: 1))
    } catch {
      preconditionFailure("a 1x1 context is valid: \(error)")
    }
  }()

  // MARK: - Reading

  /// The pages as last drawn, or `nil` while the coordinator stands aside (no page area
  /// yet, or the container shows a page that is not a tab's).
  public var state: TabSwitcherState? { driver?.state }

  /// Whether the pages move now: a switch playing, or a swipe under way.
  public var isAnimating: Bool {
    guard let driver else { return false }
    return !driver.model.isSettled(at: driver.now)
  }

  /// When the switch under way comes to rest, on the coordinator's clock
  /// (``TabSwitcher/settleTime``); `nil` while the coordinator stands aside or a swipe
  /// waits on the finger.
  public var settleTime: Double? { driver?.model.settleTime }

  /// Called once each time the pages come to rest after moving, with the selected tab, on
  /// the frame that draws them at rest: the moment to move VoiceOver focus to the new page
  /// or to start work held back during the switch. A switch cut short by a change behind
  /// the coordinator's back (the container resized, its tabs replaced) ends at rest too,
  /// and calls it.
  ///
  /// ```swift
  /// tabs.onSettle = { tab in
  ///   UIAccessibility.post(notification: .screenChanged, argument: pages[tab].view)
  /// }
  /// ```
  public var onSettle: ((_ selectedTab: Int) -> Void)?

  /// Whether the pages moved at the last frame drawn (so the next one at rest settles them).
  private var wasMoving = false

  /// Whether a swipe is moving the pages now.
  public var isSwiping: Bool {
    if case .active = gesture { return true }
    return false
  }

  /// The tabs whose snapshots the coordinator has asked its host to keep, ascending.
  public var snapshotTabs: [Int] { snapshots.sorted() }

  // MARK: - Taps

  /// The user is about to select a tab (UIKit: `tabBarController(_:shouldSelect:)`):
  /// asks the app, refuses during a swipe, and keeps the page being left as a snapshot.
  ///
  /// - Parameter index: The tapped tab, or `nil` for a page that is not a tab's (UIKit's
  ///   More tab).
  /// - Returns: Whether the container should go ahead and switch.
  public func userWillSelect(_ index: Int?) -> Bool {
    if case .active = gesture { return false }
    let driver = reconciled()
    guard let host, host.appAllowsSelection(of: index) else { return false }
    pendingTap = nil
    if let driver, let index, index != driver.model.selectedIndex,
      (0..<driver.model.tabCount).contains(index)
    {
      keepSnapshot(of: driver.model.selectedIndex)
      pendingTap = (driver.model.selectedIndex, index)
    }
    return true
  }

  /// The user selected a tab and the container has switched (UIKit:
  /// `tabBarController(_:didSelect:)`, which also comes for the tab already selected):
  /// plays the switch, then tells the app.
  ///
  /// - Parameter index: The selected tab, or `nil` for a page that is not a tab's.
  public func userDidSelect(_ index: Int?) {
    defer { host?.appDidSelect(index) }
    guard let tap = pendingTap, tap.to == index, let driver, host?.selectedTab == tap.to,
      driver.model.selectedIndex == tap.from, matches(driver, selected: tap.from)
    else {
      pendingTap = nil
      _ = reconciled()
      return
    }
    pendingTap = nil
    play { model, now in try model.select(tap.to, at: now) }
  }

  // MARK: - Code

  /// Selects a tab from code (a deep link, a restored state), playing the switch, without
  /// asking or telling the app, as setting UIKit's `selectedIndex` does. A swipe under
  /// way is abandoned.
  ///
  /// - Parameters:
  ///   - index: The tab to select.
  ///   - animated: Whether to play the transition; `true` by default.
  /// - Throws: ``TabSwitcherError/indexOutOfRange(index:count:)`` for a tab the container
  ///   does not have; nothing changes then.
  public func select(_ index: Int, animated: Bool = true) throws(TabSwitcherError) {
    let count = host?.tabCount ?? 0
    guard (0..<count).contains(index) else {
      throw .indexOutOfRange(index: index, count: count)
    }
    pendingTap = nil
    if case .idle = gesture {} else { gesture = .ignored }
    guard let driver = reconciled(), animated, index != driver.model.selectedIndex else {
      if let host, host.selectedTab != index { host.selectTab(index) }
      _ = reconciled()
      return
    }
    keepSnapshot(of: driver.model.selectedIndex)
    play(selecting: index) { model, now in try model.select(index, at: now) }
  }

  /// The container changed (its size, its tabs, its layout direction): call it from the
  /// platform's layout pass. A switch in flight ends at its destination when the page
  /// area's size changed; at rest, nothing shows.
  public func containerDidChange() {
    _ = reconciled()
  }

  // MARK: - Swipes

  /// Whether a pan that starts with this velocity begins a swipe: mostly horizontal,
  /// toward a tab on the bar (``TabTransitionHost/barTabCount``: never into the More
  /// list), and only while no switch moves (a pan during a switch is refused before
  /// anything is touched). The app is not asked yet: `shouldSelect` answers a selection,
  /// and a swipe selects only when it completes (see ``swipeEnded(translationX:velocityX:)``).
  ///
  /// - Parameters:
  ///   - velocityX: The pan's horizontal velocity, points per second.
  ///   - velocityY: Its vertical velocity, points per second.
  /// - Returns: Whether the pan should begin.
  public func swipeShouldBegin(velocityX: Double, velocityY: Double) -> Bool {
    gesture = .idle
    guard let driver = reconciled(), driver.model.isSettled(at: driver.now),
      let swipe = currentSwipe()
    else { return false }
    let model = driver.model
    let onBar = swipeableTabCount(model)
    guard
      swipe.shouldBegin(
        velocityX: velocityX, velocityY: velocityY, selected: model.selectedIndex,
        tabCount: onBar),
      let target = swipe.target(
        translationX: velocityX, selected: model.selectedIndex, tabCount: onBar)
    else { return false }
    gesture = .allowed(target: target)
    return true
  }

  /// The finger moved: the swipe starts once it points toward the allowed tab, then
  /// follows it. The revealed tab is a snapshot; the selection does not change.
  ///
  /// - Parameter translationX: The pan's horizontal translation, points.
  public func swipeMoved(translationX: Double) {
    if case .allowed(let target) = gesture { start(toward: target, translationX: translationX) }
    guard case .active(let source, let target) = gesture, let driver = reconciled(),
      case .active = gesture, let swipe = currentSwipe()
    else { return }
    let fraction = swipe.fraction(translationX: translationX, toward: target, selected: source)
    perform(driver) { model, now in try model.updateInteractive(fraction: fraction, at: now) }
  }

  /// The finger lifted: the swipe completes when the page, decelerating as a scroll view
  /// does, would come to rest past the middle, and the app then allows the selection (its
  /// `shouldSelect`, asked here, once, as for a tap). A completed swipe commits the
  /// selection and then tells the app; an abandoned or refused one springs back with the
  /// finger's velocity and leaves the selection alone, and the app heard nothing of it.
  ///
  /// - Parameters:
  ///   - translationX: The pan's translation at release, points.
  ///   - velocityX: Its velocity at release, points per second.
  public func swipeEnded(translationX: Double, velocityX: Double) {
    release(translationX: translationX, velocityX: velocityX, mayComplete: true)
  }

  /// The pan was cancelled (UIKit: `.cancelled` or `.failed`): the pages spring back and
  /// the selection stays.
  ///
  /// - Parameter velocityX: The pan's velocity, points per second; 0 by default.
  public func swipeCancelled(velocityX: Double = 0) {
    release(translationX: 0, velocityX: velocityX, mayComplete: false)
  }

  /// Whether the coordinator's swipe should wait for another gesture to fail, so that it
  /// keeps its gesture: any gesture that can move sideways on the page (a back swipe, a
  /// sideways scroll view, row swipe actions, a map, another pan), never a vertical scroll
  /// view, a tap or a press (``TabSwipeCompetitor/holdsTheSwipe``).
  ///
  /// - Parameter competitor: The other gesture, as the platform classifies it.
  /// - Returns: Whether the swipe waits.
  public func swipeWaits(for competitor: TabSwipeCompetitor) -> Bool {
    competitor.holdsTheSwipe
  }

  private func start(toward target: Int, translationX: Double) {
    guard let driver = reconciled(), let swipe = currentSwipe() else { return }
    let source = driver.model.selectedIndex
    // A drag the other way first (or none) waits at fraction 0.
    guard
      swipe.target(
        translationX: translationX, selected: source, tabCount: swipeableTabCount(driver.model))
        == target
    else { return }
    keepSnapshot(of: target)
    do {
      try driver.perform { model, now in try model.beginInteractive(toward: target, at: now) }
      gesture = .active(source: source, target: target)
    } catch {
      // Cannot happen after swipeShouldBegin's checks; refuse the rest of the gesture.
      dropSnapshot(of: target)
      gesture = .ignored
    }
  }

  private func release(translationX: Double, velocityX: Double, mayComplete: Bool) {
    guard case .active(let source, let target) = gesture else {
      gesture = .idle
      return
    }
    guard let driver = reconciled(), case .active = gesture, let swipe = currentSwipe() else {
      gesture = .idle
      return
    }
    gesture = .idle
    let velocity = swipe.fractionVelocity(velocityX: velocityX, toward: target, selected: source)
    let completes =
      mayComplete
      && swipe.completes(
        translationX: translationX, velocityX: velocityX, toward: target, selected: source)
    guard completes, host?.appAllowsSelection(of: target) == true else {
      perform(driver) { model, now in try model.cancelInteractive(velocity: velocity, at: now) }
      return
    }
    keepSnapshot(of: source)
    play(selecting: target) { model, now in
      try model.finishInteractive(velocity: velocity, at: now)
    }
    host?.appDidSelect(target)
  }

  // MARK: - The model

  /// The model for the container as it is now; made afresh (at rest, snapshots dropped,
  /// any swipe abandoned) when the container changed behind the coordinator's back.
  private func reconciled() -> ModelDriver<TabSwitcher>? {
    guard let host, let selected = host.selectedTab, (0..<host.tabCount).contains(selected),
      let context = currentContext()
    else {
      standAside()
      return nil
    }
    if let driver, driver.model.selectedIndex == selected, matches(driver, selected: selected) {
      return driver
    }
    return restart(at: selected, context: context)
  }

  /// Whether `driver`'s model was made for the container as it is now.
  private func matches(_ driver: ModelDriver<TabSwitcher>, selected: Int) -> Bool {
    driver.model.tabCount == host?.tabCount && driver.model.context == currentContext()
  }

  private func currentContext() -> SceneTransitionContext? {
    guard let host, let size = host.pageAreaSize else { return nil }
    return try? SceneTransitionContext(containerSize: size, layoutDirection: host.layoutDirection)
  }

  /// The tabs a swipe may reach: those on the bar, within the model's.
  private func swipeableTabCount(_ model: TabSwitcher) -> Int {
    min(model.tabCount, max(host?.barTabCount ?? 0, 0))
  }

  private func currentSwipe() -> TabSwipe? {
    guard let host, let width = host.pageAreaSize?.width, width > 0, width.isFinite else {
      return nil
    }
    return TabSwipe(width: width, layoutDirection: host.layoutDirection)
  }

  private func restart(at selected: Int, context: SceneTransitionContext)
    -> ModelDriver<TabSwitcher>?
  {
    dropAllSnapshots()
    pendingTap = nil
    if case .idle = gesture {} else { gesture = .ignored }
    guard let host,
      let model = try? TabSwitcher(
        tabCount: host.tabCount, selectedIndex: selected, transition: transition,
        context: context, motion: motion)
    else {
      // Only a motion that never ends fails, and init refused those.
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
    dropAllSnapshots()
    driver = nil
    pendingTap = nil
    if case .idle = gesture {} else { gesture = .ignored }
  }

  /// Gives the model a command; a refusal (which the checks before it rule out) starts
  /// afresh from the container rather than leaving the pages half-way.
  private func perform(
    _ driver: ModelDriver<TabSwitcher>,
    _ command: (inout TabSwitcher, Double) throws -> Void
  ) {
    do {
      try driver.perform(command)
    } catch {
      if let selected = host?.selectedTab, let context = currentContext() {
        _ = restart(at: selected, context: context)
      }
    }
  }

  /// Plays a command that selects `index` in the model and then in the container, drawing
  /// once both agree.
  private func play(
    selecting index: Int? = nil,
    _ command: (inout TabSwitcher, Double) throws -> Void
  ) {
    guard let driver else { return }
    isCommitting = true
    perform(driver, command)
    isCommitting = false
    if let index, let host, host.selectedTab != index { host.selectTab(index) }
    if let current = self.driver { frame(current.state) }
  }

  // MARK: - Drawing

  private func frame(_ state: TabSwitcherState) {
    guard !isCommitting, let host, let live = host.selectedTab, let size = host.pageAreaSize
    else {
      return
    }
    let shown = state.crossFaded(in: size)
    for index in shown.snapshotsToRemove(held: snapshots, live: live) { dropSnapshot(of: index) }
    host.draw(shown, liveTab: live)
    let atRest =
      state.interactiveFraction == nil && state.pages.count == 1 && !state.pages[0].isMoving
    if atRest, wasMoving { onSettle?(state.selectedIndex) }
    wasMoving = !atRest
  }

  private func keepSnapshot(of index: Int) {
    host?.makeSnapshot(ofTab: index)
    snapshots.insert(index)
  }

  private func dropSnapshot(of index: Int) {
    guard snapshots.remove(index) != nil else { return }
    host?.removeSnapshot(ofTab: index)
  }

  private func dropAllSnapshots() {
    for index in snapshots.sorted() { dropSnapshot(of: index) }
  }
}
