import Choreo
import Testing

/// The tab coordinator driven through a simulated `UITabBarController`: every behaviour
/// that used to live where no test ran (finding numbers are issue 31's).
@MainActor
@Suite final class TabTransitionCoordinatorTests {
  let clock = ManualClock()
  /// The coordinator under test, kept alive as the helper's owner keeps it in an app
  /// (the simulated controller holds it weakly, as a delegate).
  var coordinator: TabTransitionCoordinator?
  /// The container, kept as a window keeps it: the coordinator holds it weakly.
  var container: SimulatedTabBarController?

  func make(tabs: Int = 3, selected: Int = 0) throws -> (
    SimulatedTabBarController, TabTransitionCoordinator
  ) {
    let host = SimulatedTabBarController(tabCount: tabs, selected: selected)
    let coordinator = try TabTransitionCoordinator(
      host: host, transition: .slide, motion: .linear(duration: 0.4), clock: clock)
    host.coordinator = coordinator
    self.coordinator = coordinator
    container = host
    coordinator.containerDidChange()
    return (host, coordinator)
  }

  func page(_ index: Int, in host: SimulatedTabBarController) -> TabPageState? {
    host.lastFrame?.state.pages.first { $0.index == index }
  }

  // MARK: - Finding 1: selection changed behind the coordinator's back

  /// A deep link sets `selectedIndex = 2`; the user then taps tab 1. The switch is a
  /// backward slide from 2 (tab 1 comes in from the left, tab 2 leaves to the right), and
  /// the page leaving is tab 2's snapshot, not tab 0's.
  @Test func aTapAfterADeepLinkSlidesFromTheTabTheDeepLinkSelected() throws {
    let (host, coordinator) = try make()
    host.codeSetsSelectedIndex(2)
    clock.advance(by: 1)
    host.userTaps(1)
    clock.advance(by: 0.2)  // half-way through the 0.4 s linear slide
    // Both pages are live in the tap's transition: no picture of either.
    #expect(host.lastFrame?.live == [1, 2])
    #expect(coordinator.snapshotTabs.isEmpty)
    let incoming = try #require(page(1, in: host))
    let leaving = try #require(page(2, in: host))
    #expect(abs(incoming.appearance.translation.x - -200) < 1e-9)
    #expect(abs(leaving.appearance.translation.x - 200) < 1e-9)
    #expect(host.appDidSelectCalls == [1])
  }

  /// Code's own `select(_:animated:)` plays the slide, sends the app no delegate call and
  /// refuses a tab the container does not have.
  @Test func codeSelectsWithTheTransitionAndNoDelegateCall() throws {
    let (host, coordinator) = try make()
    try coordinator.select(2)
    #expect(host.selectedTab == 2)
    clock.advance(by: 0.1)
    let incoming = try #require(page(2, in: host))
    #expect(abs(incoming.appearance.translation.x - 300) < 1e-9)
    #expect(host.appDidSelectCalls.isEmpty)
    #expect(throws: TabSwitcherError.indexOutOfRange(index: 3, count: 3)) {
      try coordinator.select(3)
    }
    try coordinator.select(0, animated: false)
    #expect(host.selectedTab == 0)
    #expect(coordinator.state?.presentedPages == [0])
    #expect(host.snapshots.isEmpty)
  }

  /// Replacing the tabs mid-switch starts afresh for the new count; the next tap works.
  @Test func replacingTheTabsIsNoticedAtTheNextCall() throws {
    let (host, coordinator) = try make(tabs: 3, selected: 2)
    host.userTaps(1)
    clock.advance(by: 0.1)
    host.codeSetsTabs(count: 5)
    host.userTaps(4)
    clock.advance(by: 0.2)
    #expect(coordinator.state?.presentedPages.sorted() == [1, 4])
    #expect(host.lastFrame?.live == [1, 4])
    clock.advance(by: 1)
    #expect(coordinator.state?.presentedPages == [4])
    #expect(host.snapshots.isEmpty)
  }

  /// The More tab (`selectedIndex` is `NSNotFound`): the coordinator stands aside, and a
  /// tap from More back to a tab shows it at rest.
  @Test func theMoreTabIsNotATab() throws {
    let (host, coordinator) = try make()
    host.userTaps(1)
    host.userTaps(nil)
    #expect(coordinator.state == nil)
    #expect(host.snapshots.isEmpty)
    host.userTaps(0)
    #expect(coordinator.state?.presentedPages == [0])
    #expect(host.appDidSelectCalls == [1, nil, 0])
  }

  // MARK: - Finding 2: the swipe asks and tells the app, and commits only on completion

  /// A swipe into a gated tab moves (the app is asked only if it would commit: issue 47,
  /// item 3, `TabSwipeCommitTests`), and a refused commit leaves the selection alone.
  @Test func aSwipeIntoAGatedTabNeverSelectsIt() throws {
    let (host, _) = try make()
    host.gated = [1]
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -300)
    host.panEnds(translationX: -300, velocityX: -900)
    #expect(host.shouldSelectAsked == [1])
    clock.advance(by: 2)
    #expect(host.selectedTab == 0)
    #expect(host.appDidSelectCalls.isEmpty)
    #expect(host.snapshots.isEmpty)
  }

  @Test func aCompletedSwipeCommitsTheSelectionAtReleaseThenTellsTheApp() throws {
    let (host, coordinator) = try make()
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -40)
    host.panMoves(translationX: -240)
    #expect(coordinator.isSwiping)
    // The swipe is an interactive transition: UIKit has selected the tab revealed, live,
    // and sent it `viewWillAppear` only.
    #expect(host.selectedTab == 1)
    #expect(host.appearanceCalls == ["willDisappear 0", "willAppear 1"])
    #expect(host.percents.last == 0.6)
    #expect(host.snapshots.isEmpty)
    let revealed = try #require(page(1, in: host))
    #expect(abs(revealed.appearance.translation.x - 160) < 1e-9)  // 400 - 240
    host.panEnds(translationX: -240, velocityX: -300)
    #expect(host.selectedTab == 1)
    #expect(host.appearances.isEmpty)  // viewDidAppear once the pages rest
    #expect(host.appDidSelectCalls == [1])
    clock.advance(by: 2)
    #expect(host.appearances == [1])
    #expect(host.completions == [true])
    #expect(coordinator.state?.presentedPages == [1])
    #expect(host.snapshots.isEmpty)
  }

  @Test func aCancelledSwipeLeavesNoTraceInTheContainer() throws {
    let (host, coordinator) = try make()
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -120)
    host.panIsCancelled()
    clock.advance(by: 2)
    #expect(host.selectedTab == 0)
    // The tab revealed never appeared (no screen-view analytics); UIKit reverses the
    // appearance calls of a cancelled transition.
    #expect(!host.appearances.contains(1))
    #expect(
      host.appearanceCalls == [
        "willDisappear 0", "willAppear 1", "willDisappear 1", "willAppear 0", "didDisappear 1",
        "didAppear 0",
      ])
    #expect(host.completions == [false])
    #expect(host.appDidSelectCalls.isEmpty)
    #expect(coordinator.state?.presentedPages == [0])
    #expect(host.snapshots.isEmpty)
  }

  @Test func aShortSlowReleaseSpringsBack() throws {
    let (host, _) = try make()
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -50)
    host.panEnds(translationX: -50, velocityX: 10)
    #expect(host.transitionWasCancelled)
    clock.advance(by: 2)
    #expect(host.selectedTab == 0)
    #expect(host.appDidSelectCalls.isEmpty)
  }

  /// A tap during a swipe is refused; code's selection abandons the swipe, whose
  /// remaining events are ignored.
  @Test func tapsWaitForTheSwipeAndCodeAbandonsIt() throws {
    let (host, coordinator) = try make()
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -100)
    host.userTaps(2)
    #expect(host.selectedTab == 1)  // still the swipe's open transition
    #expect(host.appDidSelectCalls.isEmpty)
    try coordinator.select(2)
    // The swipe's transition was cancelled and completed before code's began.
    #expect(host.completions == [false])
    #expect(host.transitionsBegun.map(\.to) == [1, 2])
    host.panMoves(translationX: -300)
    host.panEnds(translationX: -300, velocityX: -2000)
    #expect(host.selectedTab == 2)
    #expect(!coordinator.isSwiping)
    clock.advance(by: 2)
    #expect(coordinator.state?.presentedPages == [2])
  }

  // MARK: - Finding 3: a pan while a switch moves

  @Test func aPanWhileASwitchMovesIsRefusedBeforeAnySnapshot() throws {
    let (host, _) = try make()
    host.userTaps(1)
    let made = host.snapshotsMade
    clock.advance(by: 0.1)
    #expect(!host.panBegins(velocityX: -600))
    host.panMoves(translationX: -100)
    #expect(host.snapshotsMade == made)
    clock.advance(by: 1)
    #expect(host.panBegins(velocityX: -600))
  }

  // MARK: - Finding 4: gesture conflicts

  @Test func theSwipeWaitsForBackSwipesAndHorizontalScrollViews() throws {
    let (_, coordinator) = try make()
    #expect(coordinator.swipeWaits(for: .backSwipe))
    #expect(coordinator.swipeWaits(for: .scrollView(scrollsHorizontally: true)))
    #expect(!coordinator.swipeWaits(for: .scrollView(scrollsHorizontally: false)))
    #expect(!coordinator.swipeWaits(for: .other))
    // Issue 47, item 9: row swipe actions, maps and other pans (a SwiftUI drag) can move
    // sideways, so the tab swipe waits for them too.
    #expect(coordinator.swipeWaits(for: .rowSwipeActions))
    #expect(coordinator.swipeWaits(for: .map))
    #expect(coordinator.swipeWaits(for: .pan))
    for competitor: TabSwipeCompetitor in [
      .backSwipe, .scrollView(scrollsHorizontally: true), .scrollView(scrollsHorizontally: false),
      .rowSwipeActions, .map, .pan, .other,
    ] {
      #expect(coordinator.swipeWaits(for: competitor) == competitor.holdsTheSwipe)
    }
  }

  // MARK: - Rotation mid-animation

  /// A rotation mid-switch ends it at its destination: the pages were placed for the old
  /// size. The next switch slides by the new width.
  @Test func aRotationMidSwitchEndsItAtItsDestination() throws {
    let (host, coordinator) = try make()
    host.userTaps(1)
    clock.advance(by: 0.1)
    host.rotate(to: Size2D(width: 800, height: 400))
    #expect(coordinator.state?.presentedPages == [1])
    #expect(page(1, in: host)?.appearance == .identity)
    #expect(host.snapshots.isEmpty)
    host.userTaps(2)
    clock.advance(by: 0.2)
    let incoming = try #require(page(2, in: host))
    #expect(abs(incoming.appearance.translation.x - 400) < 1e-9)
  }

  /// A rotation mid-swipe abandons the swipe: the selection stays, the rest of the pan is
  /// ignored.
  @Test func aRotationMidSwipeAbandonsIt() throws {
    let (host, coordinator) = try make()
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -100)
    host.rotate(to: Size2D(width: 800, height: 400))
    host.panMoves(translationX: -300)
    host.panEnds(translationX: -600, velocityX: -3000)
    #expect(host.selectedTab == 0)
    #expect(host.appDidSelectCalls.isEmpty)
    #expect(!coordinator.isSwiping)
    #expect(host.snapshots.isEmpty)
  }

  /// Right-to-left layouts mirror the swipe: a rightward pan reveals the next tab.
  @Test func rightToLeftMirrorsTheSwipe() throws {
    let (host, _) = try make()
    host.layoutDirection = .rightToLeft
    #expect(!host.panBegins(velocityX: -600))
    #expect(host.panBegins(velocityX: 600))
    host.panMoves(translationX: 300)
    host.panEnds(translationX: 300, velocityX: 500)
    #expect(host.selectedTab == 1)
  }
}

/// The end of a switch (issue 47, item 10): an app can tell whether the pages move, when
/// they will rest, and hear the frame that rests them, to move VoiceOver focus then.
@MainActor
@Suite final class TabSwitchEndTests {
  let clock = ManualClock()
  var coordinator: TabTransitionCoordinator?

  @Test func aSwitchSaysWhenItEndsAndCallsBackOnceAtRest() throws {
    let host = SimulatedTabBarController(tabCount: 3, selected: 0)
    let coordinator = try TabTransitionCoordinator(
      host: host, transition: .slide, motion: .linear(duration: 0.4), clock: clock)
    host.coordinator = coordinator
    self.coordinator = coordinator
    coordinator.containerDidChange()
    var settled: [(tab: Int, time: Double)] = []
    coordinator.onSettle = { [clock] tab in settled.append((tab, clock.now)) }
    #expect(!coordinator.isAnimating)

    clock.advance(to: 1)
    host.userTaps(1)
    #expect(coordinator.isAnimating)
    // A 0.4 s linear slide from t = 1 rests at 1.4.
    #expect(coordinator.settleTime == 1.4)
    clock.advance(to: 1.2)
    // A second tap mid-slide bends it toward tab 2: it rests 0.4 s after that tap.
    host.userTaps(2)
    #expect(abs((coordinator.settleTime ?? 0) - 1.6) < 1e-12)
    clock.advance(to: 1.5)
    #expect(settled.isEmpty)
    #expect(coordinator.isAnimating)
    clock.advance(to: 1.6)
    #expect(!coordinator.isAnimating)
    #expect(settled.count == 1)
    #expect(settled.first?.tab == 2)
    #expect(settled.first?.time == 1.6)
    clock.advance(to: 3)
    #expect(settled.count == 1)
  }

  @Test func theSwitchersSettleTimeIsTheFirstInstantAtRest() throws {
    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    var tabs = try TabSwitcher(tabCount: 4, transition: .opacity, context: context)
    #expect(tabs.settleTime == -.infinity)
    _ = try tabs.select(1, at: 0)
    _ = try tabs.select(2, at: 0.1)
    _ = try tabs.select(3, at: 0.15)
    let end = try #require(tabs.settleTime)
    #expect(tabs.isSettled(at: end))
    // Just before, something still moves or a page is still on its way out.
    #expect(!tabs.isSettled(at: end - 1e-6))
    try tabs.beginInteractive(toward: 2, at: 2)
    #expect(tabs.settleTime == nil)
  }
}

/// A swipe asks the app only when it commits, and never reaches into the More list
/// (issue 47, items 2 and 3).
@MainActor
@Suite final class TabSwipeCommitTests {
  let clock = ManualClock()
  var kept: (SimulatedTabBarController, TabTransitionCoordinator)?

  func make(tabs: Int, selected: Int) throws -> (
    SimulatedTabBarController, TabTransitionCoordinator
  ) {
    let host = SimulatedTabBarController(tabCount: tabs, selected: selected)
    let coordinator = try TabTransitionCoordinator(
      host: host, transition: .slide, motion: .linear(duration: 0.4), clock: clock)
    host.coordinator = coordinator
    kept = (host, coordinator)
    coordinator.containerDidChange()
    return (host, coordinator)
  }

  /// A compose tab whose `shouldSelect` presents a sheet: a swipe toward it that the user
  /// abandons asks nothing; one that would complete asks once, at the release, and when
  /// the app says no the pages spring back with the finger's velocity and the selection
  /// stays.
  @Test func shouldSelectIsAskedWhenTheSwipeCommitsNotWhenItBegins() throws {
    let (host, coordinator) = try make(tabs: 3, selected: 0)
    host.gated = [1]
    #expect(host.panBegins(velocityX: -300))
    host.panMoves(translationX: -60)
    host.panEnds(translationX: -60, velocityX: 0)  // short of the middle: abandoned
    #expect(host.shouldSelectAsked.isEmpty)
    clock.advance(by: 2)
    #expect(host.panBegins(velocityX: -300))
    host.panMoves(translationX: -300)
    #expect(host.shouldSelectAsked.isEmpty)
    host.panEnds(translationX: -300, velocityX: -800)  // would complete: the app is asked
    #expect(host.shouldSelectAsked == [1])
    #expect(host.transitionWasCancelled)
    #expect(host.appDidSelectCalls.isEmpty)
    // Springing back from three quarters, not jumping.
    clock.advance(by: 1.0 / 60)
    let page = try #require(host.lastFrame?.state.pages.first { $0.index == 0 })
    #expect(page.appearance.translation.x < -200)
    clock.advance(by: 3)
    #expect(coordinator.state?.presentedPages == [0])
    #expect(host.selectedTab == 0)
    // An allowed tab commits, asked once, then told.
    host.gated = []
    #expect(host.panBegins(velocityX: -300))
    host.panMoves(translationX: -300)
    host.panEnds(translationX: -300, velocityX: -800)
    #expect(host.shouldSelectAsked == [1, 1])
    #expect(host.selectedTab == 1)
    #expect(host.appDidSelectCalls == [1])
  }

  /// Seven tabs: the bar shows four and More. A swipe from the fourth tab toward the fifth
  /// (in the More list) does not begin; from the third it reaches the fourth.
  @Test func aSwipeStopsAtTheLastTabOnTheBar() throws {
    let (host, _) = try make(tabs: 7, selected: 3)
    #expect(host.barTabCount == 4)
    #expect(!host.panBegins(velocityX: -300))
    #expect(host.panBegins(velocityX: 300))  // back toward the third still goes
    host.panMoves(translationX: 300)
    host.panEnds(translationX: 300, velocityX: 800)
    #expect(host.selectedTab == 2)
    clock.advance(by: 2)
    #expect(host.panBegins(velocityX: -300))
    host.panMoves(translationX: -300)
    host.panEnds(translationX: -300, velocityX: -800)
    #expect(host.selectedTab == 3)
  }
}
