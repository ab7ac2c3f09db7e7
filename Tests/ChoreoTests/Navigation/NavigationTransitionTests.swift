import Choreo
import Testing

/// Push and pop on the tab switch's engine (issue 48, items 1, 3-5 and 7) through a
/// simulated `UINavigationController`: UIKit's look, the interactive pop whose cancel
/// springs back with the finger's velocity, Back mid-push, a finger catching a push in
/// flight, a second push mid-flight, and the appearance calls balanced after every cancel.
@MainActor
@Suite final class NavigationTransitionTests {
  let clock = ManualClock()
  var kept: (SimulatedNavigationController, NavigationTransitionCoordinator)?

  func make(screens: Int = 1) throws -> (
    SimulatedNavigationController, NavigationTransitionCoordinator
  ) {
    let host = SimulatedNavigationController(screens: screens)
    let coordinator = try NavigationTransitionCoordinator(
      host: host, motion: .linear(duration: 0.4), clock: clock)
    host.coordinator = coordinator
    kept = (host, coordinator)
    coordinator.containerDidChange()
    return (host, coordinator)
  }

  func screen(_ index: Int, in host: SimulatedNavigationController) -> TabPageState? {
    host.lastFrame?.state.pages.first { $0.index == index }
  }

  /// UIKit's push: the new screen slides over from the right, the one below moves a third
  /// as far left under a dimming as deep as it is covered; the new screen is on top.
  @Test func aPushHasUIKitsLook() throws {
    let (host, _) = try make()
    host.appPushes()
    #expect(host.appearanceCalls == ["willDisappear 0", "willAppear 1"])
    clock.advance(by: 0.2)  // half-way through the 0.4 s linear push
    let top = try #require(screen(1, in: host))
    let below = try #require(screen(0, in: host))
    #expect(abs(top.appearance.translation.x - 200) < 1e-9)
    #expect(abs(below.appearance.translation.x - -400.0 / 3 / 2) < 1e-9)
    #expect(top.appearance.zIndex > below.appearance.zIndex)
    #expect(host.lastFrame?.dimming?.screen == 0)
    #expect(abs((host.lastFrame?.dimming?.opacity ?? 0) - 0.05) < 1e-12)
    clock.advance(by: 0.2)
    #expect(host.completions == [true])
    #expect(host.stack == [0, 1])
    #expect(host.appearancesBalanced)
    #expect(host.violations.isEmpty)
  }

  /// A pop: the top screen slides away to the right, still on top; the one below comes
  /// back from a third of the way.
  @Test func aPopSlidesTheTopScreenAwayOnTop() throws {
    let (host, _) = try make(screens: 2)
    host.appPops()
    clock.advance(by: 0.2)
    let leaving = try #require(screen(1, in: host))
    let back = try #require(screen(0, in: host))
    #expect(abs(leaving.appearance.translation.x - 200) < 1e-9)
    #expect(abs(back.appearance.translation.x - -400.0 / 3 / 2) < 1e-9)
    #expect(leaving.appearance.zIndex > back.appearance.zIndex)
    clock.advance(by: 0.2)
    #expect(host.stack == [0])
    #expect(host.completions == [true])
    #expect(host.violations.isEmpty)
  }

  /// An interactive pop let go early springs back, starting at the finger's velocity (the
  /// top screen's speed at release is the finger's, to 1e-6), and its completion leaves the
  /// stack and the appearance calls as they were.
  @Test func anInteractivePopLetGoEarlySpringsBackWithTheFingersVelocity() throws {
    let (host, coordinator) = try make(screens: 2)
    #expect(coordinator.panShouldBegin(startX: 10, velocityX: 300, velocityY: 20))
    coordinator.panMoved(translationX: 100)
    #expect(host.openTransition?.interactive == true)
    #expect(host.percents.last == 0.25)
    let held = try #require(screen(1, in: host))
    #expect(abs(held.appearance.translation.x - 100) < 1e-9)
    coordinator.panEnded(translationX: 100, velocityX: -150)
    #expect(host.transitionWasCancelled)
    let released = try #require(coordinator.state?.pages.first { $0.index == 1 })
    #expect(abs(released.velocity.translation.x - -150) <= 1e-6 * 150)
    #expect(abs(released.appearance.translation.x - 100) < 1e-9)
    clock.advance(by: 2)
    #expect(host.completions == [false])
    #expect(host.stack == [0, 1])
    #expect(host.appearancesBalanced)
    #expect(
      host.appearanceCalls == [
        "willDisappear 1", "willAppear 0", "willDisappear 0", "willAppear 1", "didDisappear 0",
        "didAppear 1",
      ])
    #expect(host.violations.isEmpty)
  }

  /// A flick completes the pop from a quarter of the way, with its velocity.
  @Test func aFlickedPopCompletes() throws {
    let (host, coordinator) = try make(screens: 2)
    #expect(coordinator.panShouldBegin(startX: 10, velocityX: 300, velocityY: 0))
    coordinator.panMoved(translationX: 100)
    coordinator.panEnded(translationX: 100, velocityX: 1200)
    let released = try #require(coordinator.state?.pages.first { $0.index == 1 })
    #expect(abs(released.velocity.translation.x - 1200) <= 1e-6 * 1200)
    clock.advance(by: 2)
    #expect(host.completions == [true])
    #expect(host.stack == [0])
    #expect(host.violations.isEmpty)
  }

  /// The pop starts from the leading edge only, unless the app asks for anywhere; never
  /// toward the leading edge, never with one screen; mirrored right to left.
  @Test func thePopStartsFromTheLeadingEdge() throws {
    let (host, coordinator) = try make(screens: 2)
    #expect(!coordinator.panShouldBegin(startX: 200, velocityX: 300, velocityY: 0))
    #expect(!coordinator.panShouldBegin(startX: 10, velocityX: -300, velocityY: 0))
    #expect(!coordinator.panShouldBegin(startX: 10, velocityX: 30, velocityY: 300))
    host.popsFromAnywhere = true
    #expect(coordinator.panShouldBegin(startX: 200, velocityX: 300, velocityY: 0))
    coordinator.panCancelled()
    host.popsFromAnywhere = false
    host.layoutDirection = .rightToLeft
    coordinator.containerDidChange()
    #expect(coordinator.panShouldBegin(startX: 395, velocityX: -300, velocityY: 0))
    coordinator.panMoved(translationX: -200)
    coordinator.panEnded(translationX: -200, velocityX: -800)
    clock.advance(by: 2)
    #expect(host.stack == [0])
    let (single, lone) = try make()
    #expect(!lone.panShouldBegin(startX: 10, velocityX: 300, velocityY: 0))
    #expect(single.violations.isEmpty && host.violations.isEmpty)
  }

  /// Back tapped mid-push: the push goes back from where it is with the velocity it had,
  /// and its completion leaves the stack as it was, the appearance calls balanced.
  @Test func backMidPushReversesItFromWhereItIs() throws {
    let (host, coordinator) = try make()
    host.appPushes()
    clock.advance(by: 0.1)
    let before = try #require(coordinator.state?.pages.first { $0.index == 1 })
    #expect(coordinator.reverse())
    let after = try #require(coordinator.state?.pages.first { $0.index == 1 })
    #expect(abs(after.appearance.translation.x - before.appearance.translation.x) < 1e-9)
    // The linear push moved the new screen at −1000 pt/s; the spring back starts there.
    #expect(abs(after.velocity.translation.x - -1000) <= 1e-6 * 1000)
    clock.advance(by: 2)
    #expect(host.completions == [false])
    #expect(host.stack == [0])
    #expect(host.appearancesBalanced)
    #expect(!coordinator.reverse())  // nothing moves now
    #expect(host.violations.isEmpty)
  }

  /// A finger catches a push in flight: the screens stop where they are, follow the
  /// finger, and a slow release short of the middle cancels the push.
  @Test func aFingerCatchesAPushInFlight() throws {
    let (host, coordinator) = try make()
    host.appPushes()
    clock.advance(by: 0.1)  // a quarter: the new screen at 300
    #expect(coordinator.panShouldBegin(startX: 300, velocityX: 200, velocityY: 0))
    #expect(host.openTransition?.interactive == true)
    #expect(abs((screen(1, in: host)?.appearance.translation.x ?? 0) - 300) < 1e-9)
    clock.advance(by: 0.1)
    #expect(abs((screen(1, in: host)?.appearance.translation.x ?? 0) - 300) < 1e-9)
    coordinator.panMoved(translationX: 50)  // back toward the right: 350
    #expect(abs((screen(1, in: host)?.appearance.translation.x ?? 0) - 350) < 1e-9)
    coordinator.panEnded(translationX: 50, velocityX: 0)
    clock.advance(by: 2)
    #expect(host.completions == [false])
    #expect(host.stack == [0])
    #expect(host.appearancesBalanced)
    #expect(host.violations.isEmpty)
  }

  /// A second push mid-flight: the first completes at once, the screen still leaving plays
  /// out as a picture taken then, and the screens retarget without a jump.
  @Test func aSecondPushMidFlightRetargets() throws {
    let (host, coordinator) = try make()
    host.appPushes()
    clock.advance(by: 0.1)
    let before = try #require(screen(1, in: host)).appearance
    host.appPushes()
    #expect(host.completions == [true])
    #expect(host.snapshots == [0])
    #expect(host.lastFrame?.live == [1, 2])
    let after = try #require(screen(1, in: host)).appearance
    #expect(after.translation.x == before.translation.x)
    clock.advance(by: 2)
    #expect(host.completions == [true, true])
    #expect(host.stack == [0, 1, 2])
    #expect(host.snapshots.isEmpty)
    #expect(coordinator.state?.presentedPages == [2])
    #expect(host.appearancesBalanced)
    #expect(host.violations.isEmpty)
  }

  /// Reduce Motion: a push cross-fades in place.
  @Test func reduceMotionCrossFades() throws {
    let (host, _) = try make()
    host.reducedMotion = .reduced
    host.appPushes()
    clock.advance(by: 0.05)
    let top = try #require(screen(1, in: host))
    #expect(top.appearance.translation.x == 0)
    #expect(top.appearance.opacity > 0 && top.appearance.opacity < 1)
    clock.advance(by: 1)
    #expect(host.completions == [true])
    #expect(host.violations.isEmpty)
  }

  /// A rotation mid-push ends it at its destination.
  @Test func aRotationMidPushEndsItAtItsDestination() throws {
    let (host, coordinator) = try make()
    host.appPushes()
    clock.advance(by: 0.1)
    host.rotate(to: Size2D(width: 800, height: 400))
    #expect(host.completions == [true])
    #expect(coordinator.state?.presentedPages == [1])
    #expect(host.violations.isEmpty)
  }
}
