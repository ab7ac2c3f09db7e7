// Policy: every decision a tab container's callbacks need, in one place that Linux tests
// drive. The coordinator owns a `TabSwitcher` (ticked by a `ModelDriver`), the transition it
// has open in the container, and the list of page pictures it asked its host to keep; the
// host only answers and carries out.
//
// Transitions. Every switch goes through the container's transition (UIKit's transition
// API): a tap's (the container switches and opens it), code's and a swipe's (the
// coordinator asks the host to begin it). While it is open both its pages are live in the
// container; when the pages come to rest the coordinator completes it, exactly once.
//
// Rapid taps. UIKit asks that a transition be completed before the next begins, while
// Choreo retargets a switch mid-flight. Both hold, at different instants: when a tap comes
// while a switch still moves, the coordinator first takes a picture of each page about to
// leave the container while it moves, on screen as it is (the page left by the running
// switch), completes the running transition at once (the arriving page stays, live, where
// it is), and lets the new one begin; the model retargets from where every page is, with
// its velocity, so nothing jumps and nothing goes blank. The picture plays out the page's
// exit and is dropped once it is no longer drawn.
//
// Reconciling. The container may change behind the coordinator's back: code sets the
// selection (a deep link), replaces the tabs, rotates the screen, shows the More tab.
// Every entry point, and every frame before it is drawn, first compares the model with the
// container (selection, tab count, page size, layout direction). On any difference the
// open transition is completed, the model is made afresh at rest on the container's
// selection and every picture is dropped: a switch in flight ends at its destination, and
// a swipe in flight is abandoned. While the container shows no tab's page (More), the
// coordinator stands aside.
//
// Taps. `userWillSelect` comes before the container switches (UIKit's `shouldSelect`):
// the app is asked first and its "no" wins; a tap during a swipe is refused. `userDidSelect`
// comes after the switch: the model plays it, then the app is told. Code's
// `select(_:animated:)` does the same without asking or telling the app (UIKit sends its
// delegate nothing for a programmatic change).
//
// Swipes. A swipe never begins while a switch is still moving (it is refused before
// anything is touched). Once the finger points toward a tab, the coordinator begins an
// interactive transition to it and the finger drives it. The app is asked only at release,
// for a swipe that would complete (its `shouldSelect` answers a selection, and a swipe
// selects only then): a "no" cancels it. A cancelled transition springs back with the
// finger's velocity, and completing it puts the container's selection back; the app hears
// of a completed swipe only.

/// The behaviour of an animated tab container, platform-independent: which call comes
/// when, what is selected, what a cancelled swipe leaves behind. It plays a
/// ``SceneTransition`` through a ``TabSwitcher`` on every switch, by tap, by code or by a
/// horizontal swipe, through the container's own transition (``TabTransitionHost``).
///
/// ChoreoUIKit's `TabBarTransitions` forwards a `UITabBarController`'s callbacks here; an
/// app with its own tab bar forwards its own:
///
/// ```swift
/// let tabs = try TabTransitionCoordinator(host: myTabs, transition: .slide, clock: clock)
/// if tabs.userWillSelect(2) {    // the user tapped tab 2
///   myTabs.showPage(2)           // the container switches, keeping the page it left
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
  /// The tabs whose pictures the host keeps at the coordinator's request.
  private var snapshots: Set<Int> = []
  /// A tap between `userWillSelect` and `userDidSelect`.
  private var pendingTap: (from: Int, to: Int)?
  /// The transition open in the container.
  private var open: OpenTransition?
  private var gesture = Gesture.idle
  /// Set while a command and the container's selection change together, so no frame is
  /// drawn in between (it would show the wrong page live).
  private var isCommitting = false

  private struct OpenTransition {
    /// The tab left, and the tab arriving (the container's selection while open).
    var from: Int
    var to: Int
    var interactive: Bool
    /// Whether the finger let go toward the tab left.
    var cancelled = false
  }

  private enum Gesture {
    /// No swipe.
    case idle
    /// A swipe toward `target` may start; nothing has moved yet.
    case allowed(target: Int)
    /// A swipe is under way: an interactive transition from `source` to `target` is open.
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
  /// the frame that draws them at rest, after the container's transition is completed: the
  /// moment to move VoiceOver focus to the new page or to start work held back during the
  /// switch. A switch cut short by a change behind the coordinator's back (the container
  /// resized, its tabs replaced) ends at rest too, and calls it.
  ///
  /// ```swift
  /// tabs.onSettle = { tab in
  ///   UIAccessibility.post(notification: .screenChanged, argument: pages[tab].view)
  /// }
  /// ```
  public var onSettle: ((_ selectedTab: Int) -> Void)?

  /// What travels beside each switch (shared elements), told every step of it; held
  /// weakly.
  public weak var companion: (any ScreenTransitionCompanion)?

  /// Whether the pages moved at the last frame drawn (so the next one at rest settles them).
  private var wasMoving = false

  /// Whether a swipe is moving the pages now.
  public var isSwiping: Bool {
    if case .active = gesture { return true }
    return false
  }

  /// Whether a transition is open in the container now (between its beginning and the
  /// ``TabTransitionHost/completeTransition(_:)`` the coordinator sends).
  public var isTransitionOpen: Bool { open != nil }

  /// The tabs whose pictures the coordinator has asked its host to keep, ascending: pages
  /// that left the container while still moving.
  public var snapshotTabs: [Int] { snapshots.sorted() }

  /// The tabs whose live pages are on screen now: the selected tab's, and while a
  /// transition is open the one it left.
  public var liveTabs: Set<Int> {
    if let open { return [open.from, open.to] }
    if let selected = driver?.model.selectedIndex { return [selected] }
    return []
  }

  // MARK: - Taps

  /// The user is about to select a tab (UIKit: `tabBarController(_:shouldSelect:)`):
  /// asks the app, refuses during a swipe, and, when the app agrees while a switch still
  /// moves, ends the running transition at once (see the type's rapid-tap rule) so that the
  /// container can begin the next.
  ///
  /// - Parameter index: The tapped tab, or `nil` for a page that is not a tab's (UIKit's
  ///   More tab).
  /// - Returns: Whether the container should go ahead and switch.
  public func userWillSelect(_ index: Int?) -> Bool {
    if case .active = gesture { return false }
    _ = reconciled()
    guard let host, host.appAllowsSelection(of: index) else { return false }
    pendingTap = nil
    if case .allowed = gesture { gesture = .ignored }
    // A switch still open must be completed before the container begins the next (a
    // re-tap of the tab arriving changes nothing, unless it is springing back).
    if let open, index != open.to || open.cancelled { closeTransition(keepingPictures: true) }
    guard let index, let driver = self.driver, index != host.selectedTab,
      (0..<driver.model.tabCount).contains(index)
    else { return true }
    pendingTap = (driver.model.selectedIndex, index)
    return true
  }

  /// The user selected a tab and the container has switched, opening its transition
  /// (UIKit: `tabBarController(_:didSelect:)`, which also comes for the tab already
  /// selected): plays the switch, then tells the app.
  ///
  /// - Parameter index: The selected tab, or `nil` for a page that is not a tab's.
  public func userDidSelect(_ index: Int?) {
    defer { host?.appDidSelect(index) }
    guard let tap = pendingTap, tap.to == index, let driver, open == nil,
      host?.selectedTab == tap.to, driver.model.selectedIndex == tap.from,
      matches(driver)
    else {
      pendingTap = nil
      _ = reconciled()
      return
    }
    pendingTap = nil
    open = OpenTransition(from: tap.from, to: tap.to, interactive: false)
    play { model, now in try model.select(tap.to, at: now) }
    if open != nil { companion?.screenTransitionDidBegin(goingDeeper: true) }
  }

  // MARK: - Code

  /// Selects a tab from code (a deep link, a restored state), playing the switch through
  /// the container's transition, without asking or telling the app, as setting UIKit's
  /// `selectedIndex` does. A swipe under way is abandoned.
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
    guard reconciled() != nil else {
      if let host, host.selectedTab != index { host.selectTab(index) }
      _ = reconciled()
      return
    }
    closeTransition(keepingPictures: animated)
    guard let driver = reconciled(), animated, index != driver.model.selectedIndex else {
      if let host, host.selectedTab != index { host.selectTab(index) }
      _ = reconciled()
      return
    }
    begin(from: driver.model.selectedIndex, to: index, interactive: false) { model, now in
      try model.select(index, at: now)
    }
  }

  /// The container began a transition (UIKit: the helper's animator received
  /// `animateTransition(using:)` or `startInteractiveTransition(_:)`), from tab `from` to
  /// tab `to` (`nil`: a page that is not a tab's). A transition the coordinator expects (a
  /// tap's, code's, a swipe's) is its own; one it did not start, because code set the
  /// selection directly, is played as code's ``select(_:animated:)`` when it leaves the tab
  /// the coordinator shows. Any other the coordinator does not play.
  ///
  /// - Parameters:
  ///   - from: The tab left.
  ///   - to: The tab arriving.
  /// - Returns: Whether the coordinator plays it and will complete it; when `false`, the
  ///   container completes it at once, as a switch with no animation.
  public func containerDidBeginTransition(from: Int?, to: Int?) -> Bool {
    if let open, open.from == from, open.to == to { return true }
    if let tap = pendingTap, tap.from == from, tap.to == to { return true }
    guard open == nil, let from, let to, from != to, let driver, let host,
      driver.model.selectedIndex == from, host.selectedTab == to, matches(driver),
      (0..<driver.model.tabCount).contains(to)
    else {
      return false
    }
    if case .idle = gesture {} else { gesture = .ignored }
    pendingTap = nil
    open = OpenTransition(from: from, to: to, interactive: false)
    play { model, now in try model.select(to, at: now) }
    if open != nil { companion?.screenTransitionDidBegin(goingDeeper: true) }
    return true
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
    if case .active = gesture { return false }
    gesture = .idle
    guard let driver = reconciled(), open == nil, driver.model.isSettled(at: driver.now),
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

  /// The finger moved: once it points toward the allowed tab the coordinator begins an
  /// interactive transition to it (the container selects it, both pages live), then the
  /// finger drives it.
  ///
  /// - Parameter translationX: The pan's horizontal translation, points.
  public func swipeMoved(translationX: Double) {
    if case .allowed(let target) = gesture { start(toward: target, translationX: translationX) }
    guard case .active(let source, let target) = gesture, let driver = reconciled(),
      case .active = gesture, let swipe = currentSwipe()
    else { return }
    let fraction = swipe.fraction(translationX: translationX, toward: target, selected: source)
    perform(driver) { model, now in try model.updateInteractive(fraction: fraction, at: now) }
    if case .active = gesture {
      host?.updateInteractiveTransition(fraction)
      companion?.screenTransitionDidFollow(fraction: fraction)
    }
  }

  /// The finger lifted: the swipe completes when the page, decelerating as a scroll view
  /// does, would come to rest past the middle, and the app then allows the selection (its
  /// `shouldSelect`, asked here, once, as for a tap). A completed swipe finishes the
  /// transition and tells the app; an abandoned or refused one cancels it and springs back
  /// with the finger's velocity, and the app heard nothing of it.
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
    guard let driver = reconciled(), open == nil, let swipe = currentSwipe() else { return }
    let source = driver.model.selectedIndex
    // A drag the other way first (or none) waits at fraction 0.
    guard
      swipe.target(
        translationX: translationX, selected: source, tabCount: swipeableTabCount(driver.model))
        == target
    else { return }
    gesture = .active(source: source, target: target)
    begin(from: source, to: target, interactive: true) { model, now in
      try model.beginInteractive(toward: target, at: now)
    }
    if open == nil { gesture = .ignored }
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
    let finishes = completes && host?.appAllowsSelection(of: target) == true
    companion?.screenTransitionDidRelease(finishing: finishes, speed: velocity)
    guard finishes else {
      open?.cancelled = true
      host?.cancelInteractiveTransition()
      perform(driver) { model, now in try model.cancelInteractive(velocity: velocity, at: now) }
      return
    }
    host?.finishInteractiveTransition()
    perform(driver) { model, now in try model.finishInteractive(velocity: velocity, at: now) }
    host?.appDidSelect(target)
  }

  // MARK: - The container's transition

  /// Begins a transition the coordinator starts (code's, a swipe's): the model takes the
  /// command, then the container selects `to` through its transition, and the frame is
  /// drawn once both agree.
  private func begin(
    from: Int, to: Int, interactive: Bool,
    _ command: (inout TabSwitcher, Double) throws -> Void
  ) {
    guard let driver, let host else { return }
    isCommitting = true
    do {
      try driver.perform(command)
    } catch {
      isCommitting = false
      return
    }
    open = OpenTransition(from: from, to: to, interactive: interactive)
    host.beginTransition(to: to, interactive: interactive)
    isCommitting = false
    companion?.screenTransitionDidBegin(goingDeeper: true)
    if interactive { companion?.screenTransitionDidFollow(fraction: 0) }
    if let current = self.driver { frame(current.state) }
  }

  /// Completes the open transition, if any. With `keepingPictures`, each page about to
  /// leave the container while still drawn is kept as a picture first (a rapid tap).
  private func closeTransition(keepingPictures: Bool) {
    guard let closing = open, let host else {
      open = nil
      return
    }
    // A finger still on the page: UIKit asks for a finish or cancel before completing, so
    // the swipe is abandoned (cancelled, with no velocity).
    let tracking =
      closing.interactive && !closing.cancelled
      && driver?.model.interactiveFraction != nil
    let staysOnDisplay = closing.cancelled || tracking ? closing.from : closing.to
    let leaving = staysOnDisplay == closing.from ? closing.to : closing.from
    if keepingPictures, let state = driver?.state, state.presentedPages.contains(leaving) {
      keepSnapshot(of: leaving)
    }
    open = nil
    if closing.interactive, case .active = gesture { gesture = .ignored }
    guard tracking, let driver else {
      host.completeTransition(!closing.cancelled)
      companion?.screenTransitionDidComplete(finished: !closing.cancelled)
      return
    }
    host.cancelInteractiveTransition()
    host.completeTransition(false)
    companion?.screenTransitionDidComplete(finished: false)
    if matches(driver) {
      perform(driver) { model, now in try model.cancelInteractive(velocity: 0, at: now) }
    }
  }

  // MARK: - The model

  /// The selection the container should read now: the tab arriving while a transition is
  /// open, else the model's.
  private func expectedSelection(_ driver: ModelDriver<TabSwitcher>) -> Int {
    open?.to ?? driver.model.selectedIndex
  }

  /// The model for the container as it is now; made afresh (at rest, pictures dropped, the
  /// open transition completed, any swipe abandoned) when the container changed behind the
  /// coordinator's back.
  private func reconciled() -> ModelDriver<TabSwitcher>? {
    guard let host, let selected = host.selectedTab, (0..<host.tabCount).contains(selected),
      let context = currentContext()
    else {
      standAside()
      return nil
    }
    if let driver, expectedSelection(driver) == selected, matches(driver) {
      return driver
    }
    closeTransition(keepingPictures: false)
    guard let now = host.selectedTab, (0..<host.tabCount).contains(now) else {
      standAside()
      return nil
    }
    return restart(at: now, context: context)
  }

  /// Whether `driver`'s model was made for the container as it is now.
  private func matches(_ driver: ModelDriver<TabSwitcher>) -> Bool {
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
    driver?.onFrame = nil
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
    closeTransition(keepingPictures: false)
    dropAllSnapshots()
    driver?.onFrame = nil
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
      closeTransition(keepingPictures: false)
      if let selected = host?.selectedTab, let context = currentContext() {
        _ = restart(at: selected, context: context)
      }
    }
  }

  /// Plays a command on the model, drawing once it has taken it.
  private func play(_ command: (inout TabSwitcher, Double) throws -> Void) {
    guard let driver else { return }
    isCommitting = true
    perform(driver, command)
    isCommitting = false
    if let current = self.driver { frame(current.state) }
  }

  // MARK: - Drawing

  private func frame(_ state: TabSwitcherState) {
    guard !isCommitting, let host, let driver, let size = host.pageAreaSize else { return }
    // The container may have changed since the last call (code set the selection, the
    // tabs were replaced): never draw a model that no longer matches it.
    guard host.selectedTab == expectedSelection(driver), matches(driver),
      state.pages.allSatisfy({ (0..<host.tabCount).contains($0.index) })
    else {
      _ = reconciled()
      return
    }
    let live = liveTabs
    let shown = state.drawn(in: size, live: live, pictured: snapshots)
    for index in shown.snapshotsToRemove(held: snapshots, live: live) { dropSnapshot(of: index) }
    host.draw(shown, liveTabs: live)
    let atRest = state.isAtRest
    if atRest {
      closeTransition(keepingPictures: false)
      if wasMoving { onSettle?(state.selectedIndex) }
    }
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
