import Choreo
import ChoreoTestSupport
import Testing

/// Tab switches through the container's own transition (issue 47: UIKit's transition API),
/// played through the simulated `UITabBarController`: both pages of a switch are live, the
/// appearance calls come in UIKit's documented order, and a tap mid-flight completes the
/// running transition before the next begins while the pages retarget without a jump.
@MainActor
@Suite final class TabTransitionFlowTests {
  let clock = ManualClock()
  var kept: (SimulatedTabBarController, TabTransitionCoordinator)?

  func make(
    tabs: Int = 3, selected: Int = 0, transition: SceneTransition = .slide,
    size: Size2D = Size2D(width: 400, height: 800)
  ) throws -> (SimulatedTabBarController, TabTransitionCoordinator) {
    let host = SimulatedTabBarController(tabCount: tabs, selected: selected, size: size)
    let coordinator = try TabTransitionCoordinator(
      host: host, transition: transition, motion: .linear(duration: 0.4), clock: clock)
    host.coordinator = coordinator
    kept = (host, coordinator)
    coordinator.containerDidChange()
    return (host, coordinator)
  }

  func page(_ index: Int, in host: SimulatedTabBarController) -> TabPageState? {
    host.lastFrame?.state.pages.first { $0.index == index }
  }

  /// A tap: `viewWillDisappear`/`viewWillAppear` as the transition begins, `didSelect`
  /// after the switch, the `did` calls only once the pages rest and the coordinator
  /// completes the transition.
  @Test func aTapsAppearanceCallsComeInUIKitsOrder() throws {
    let (host, coordinator) = try make()
    host.userTaps(1)
    #expect(host.appearanceCalls == ["willDisappear 0", "willAppear 1"])
    #expect(host.appDidSelectCalls == [1])
    #expect(coordinator.isTransitionOpen)
    #expect(host.lastFrame?.live == [0, 1])
    clock.advance(by: 0.39)
    #expect(host.completions.isEmpty)
    clock.advance(by: 0.01)
    #expect(host.completions == [true])
    #expect(!coordinator.isTransitionOpen)
    #expect(
      host.appearanceCalls == ["willDisappear 0", "willAppear 1", "didDisappear 0", "didAppear 1"])
    #expect(coordinator.liveTabs == [1])
    #expect(host.violations.isEmpty)
  }

  /// Rapid taps: the second tap completes the first transition at once (UIKit begins no
  /// transition while one is open), keeps the page still leaving as a picture taken on
  /// screen at that instant, and the pages carry on from where they were: no jump.
  @Test func aTapMidFlightCompletesTheRunningTransitionAndRetargets() throws {
    let (host, coordinator) = try make()
    host.userTaps(1)
    clock.advance(by: 0.1)
    let before = try #require(page(0, in: host)).appearance
    host.userTaps(2)
    #expect(host.completions == [true])
    #expect(host.snapshots == [0])
    #expect(coordinator.snapshotTabs == [0])
    #expect(host.lastFrame?.live == [1, 2])
    // Tab 0, now a picture, is where it was: the slide's 0.1 s of 0.4 s (−100 pt).
    let after = try #require(page(0, in: host)).appearance
    #expect(after.translation.x == before.translation.x)
    #expect(abs(after.translation.x - -100) < 1e-9)
    #expect(
      host.appearanceCalls == [
        "willDisappear 0", "willAppear 1", "didDisappear 0", "didAppear 1", "willDisappear 1",
        "willAppear 2",
      ])
    clock.advance(by: 1)
    #expect(host.completions == [true, true])
    #expect(host.snapshots.isEmpty)
    #expect(coordinator.state?.presentedPages == [2])
    #expect(host.violations.isEmpty)
  }

  /// A tap on the tab a swipe is springing back from: the cancelled transition completes
  /// with `false` first (the container is back on the tab it left), then the tap switches.
  @Test func aTapWhileASwipeSpringsBackCompletesItAsCancelled() throws {
    let (host, _) = try make()
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -100)
    host.panEnds(translationX: -100, velocityX: 0)
    #expect(host.transitionWasCancelled)
    clock.advance(by: 0.05)
    host.userTaps(1)
    #expect(host.completions == [false])
    #expect(host.transitionsBegun.map(\.to) == [1, 1])
    #expect(host.selectedTab == 1)
    clock.advance(by: 1)
    #expect(host.completions == [false, true])
    #expect(host.violations.isEmpty)
  }

  /// A deep link that sets `selectedIndex` itself goes through the helper's animator too:
  /// the coordinator plays it as code's switch, and the app's delegate hears nothing.
  @Test func codeSettingTheSelectionDirectlyIsAnimatedThroughTheDelegate() throws {
    let (host, coordinator) = try make()
    host.codeSetsSelectedIndexThroughTheDelegate(2)
    #expect(coordinator.isTransitionOpen)
    clock.advance(by: 0.1)
    let incoming = try #require(page(2, in: host))
    #expect(abs(incoming.appearance.translation.x - 300) < 1e-9)
    #expect(host.appDidSelectCalls.isEmpty)
    clock.advance(by: 1)
    #expect(host.completions == [true])
    // And back.
    host.codeSetsSelectedIndexThroughTheDelegate(0)
    clock.advance(by: 1)
    #expect(host.completions == [true, true])
    #expect(coordinator.state?.presentedPages == [0])
    #expect(host.violations.isEmpty)
  }

  /// Issue 50, finding 10: tap 1, code sets the selection to 2 with no layout pass, the
  /// clock ticks. The frame is checked against the container first: the model is made
  /// afresh on tab 2 and nothing stale is drawn (the simulated controller records a page
  /// drawn live that is not on screen, or one with no picture).
  @Test func aFrameAfterTheSelectionChangedBehindTheCoordinatorsBackIsNotStale() throws {
    let (host, coordinator) = try make()
    host.userTaps(1)
    host.codeSetsSelectedIndex(2)
    clock.advance(by: 1.0 / 60)
    #expect(coordinator.state?.presentedPages == [2])
    #expect(host.lastFrame?.live == [2])
    #expect(!coordinator.isTransitionOpen)
    clock.advance(by: 1)
    #expect(host.lastFrame?.state.presentedPages == [2])
    // One tab left: nothing is drawn for tabs the container no longer has.
    host.codeSetsTabs(count: 1)
    clock.advance(by: 1.0 / 60)
    host.userTaps(0)
    #expect(host.lastFrame?.state.presentedPages == [0])
    #expect(host.violations.isEmpty)
  }

  /// Issue 50, finding 11: a swipe allowed, then two taps, then the finger moves. The swipe
  /// is abandoned at the first tap, and no picture the 1→0 switch still draws is dropped.
  @Test func aSwipeAfterTapsDropsNoPictureStillDrawn() throws {
    let (host, coordinator) = try make()
    #expect(host.panBegins(velocityX: -600))
    host.userTaps(1)
    clock.advance(by: 0.1)
    host.userTaps(0)
    host.panMoves(translationX: -100)
    #expect(!coordinator.isSwiping)
    for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
    #expect(host.violations.isEmpty)
    clock.advance(by: 1)
    #expect(coordinator.state?.presentedPages == [0])
  }

  /// Issue 47, item 3 through UIKit's API: the app is asked at the swipe's release, and a
  /// "no" cancels the interactive transition; its completion puts the selection back.
  @Test func aRefusedSwipeCancelsItsInteractiveTransition() throws {
    let (host, _) = try make()
    host.gated = [1]
    #expect(host.panBegins(velocityX: -600))
    host.panMoves(translationX: -300)
    #expect(host.selectedTab == 1)
    host.panEnds(translationX: -300, velocityX: -900)
    #expect(host.transitionWasCancelled)
    clock.advance(by: 2)
    #expect(host.completions == [false])
    #expect(host.selectedTab == 0)
    #expect(host.violations.isEmpty)
  }
}

/// Seeded random events against the tab coordinator and the simulated controller (issue 50:
/// taps, code, changes behind the coordinator's back, swipes with extreme velocities,
/// extreme page sizes, ticks): after every event nothing traps, every drawn state is valid,
/// every page drawn exists in the container and is live or pictured, and the transition
/// contract holds (the simulated controller records any breach). CI runs a few hundred
/// sequences; `CHOREO_FUZZ_FULL=1` runs 2,000 of 200 events.
@MainActor
@Suite struct TabCoordinatorPropertyTests {
  nonisolated static let transitions: [SceneTransition] = [
    .slide, .opacity, .push(from: .trailing), .flip(from: .trailing),
  ]

  @Test(arguments: transitions.indices)
  func randomEventsKeepTheContainerAndTheCoordinatorAgreed(_ which: Int) throws {
    let sequences = FuzzScale.count(ci: 40, full: 500)
    for seed in 0..<UInt64(sequences) {
      try run(seed: seed &* 31 &+ UInt64(which), transition: Self.transitions[which])
    }
  }

  func run(seed: UInt64, transition: SceneTransition) throws {
    var random = SeededGenerator(seed: seed)
    let clock = ManualClock()
    let sizes = [
      Size2D(width: 400, height: 800), Size2D(width: 827, height: 979),
      Size2D(width: 1, height: 1), Size2D(width: 1e-3, height: 1), Size2D(width: 1e6, height: 5),
    ]
    let host = SimulatedTabBarController(
      tabCount: Int.random(in: 1...7, using: &random), selected: 0,
      size: sizes.randomElement(using: &random)!)
    let coordinator = try TabTransitionCoordinator(
      host: host, transition: transition, motion: .easeInOut(duration: 0.3), clock: clock)
    host.coordinator = coordinator
    coordinator.containerDidChange()
    let velocities: [Double] = [0, 300, -300, 2000, -2000, 1e5, -1e9, 1e300, .nan, .infinity]
    for _ in 0..<200 {
      let count = host.tabCount
      switch Int.random(in: 0..<12, using: &random) {
      case 0, 1: host.userTaps(Int.random(in: 0..<count, using: &random))
      case 2: host.userTaps(Bool.random(using: &random) ? nil : 0)
      case 3:
        try? coordinator.select(
          Int.random(in: -1...count, using: &random), animated: Bool.random(using: &random))
      case 4:
        if host.openTransition == nil {
          let index = Int.random(in: 0..<count, using: &random)
          if Bool.random(using: &random) {
            host.codeSetsSelectedIndex(index)
          } else {
            host.codeSetsSelectedIndexThroughTheDelegate(index)
          }
        }
      case 5:
        if host.openTransition == nil {
          host.codeSetsTabs(count: Int.random(in: 1...7, using: &random))
        }
      case 6: host.rotate(to: sizes.randomElement(using: &random)!)
      case 7: host.panBegins(velocityX: velocities.randomElement(using: &random)!)
      case 8: host.panMoves(translationX: Double.random(in: -900...900, using: &random))
      case 9:
        host.panEnds(
          translationX: Double.random(in: -900...900, using: &random),
          velocityX: velocities.randomElement(using: &random)!)
      case 10: host.panIsCancelled()
      default: clock.advance(by: Double.random(in: 0...0.2, using: &random))
      }
      if !host.violations.isEmpty {
        Issue.record("seed \(seed): \(host.violations)")
        return
      }
      if let state = coordinator.state {
        #expect(state.pages.allSatisfy { $0.appearance.isValid }, "seed \(seed)")
      }
    }
    clock.advance(by: 10)
    if host.selectedTab != nil, !coordinator.isSwiping {
      #expect(!coordinator.isTransitionOpen, "seed \(seed): a transition left open at rest")
      #expect(host.snapshots.isEmpty, "seed \(seed): pictures kept at rest")
    }
  }
}
