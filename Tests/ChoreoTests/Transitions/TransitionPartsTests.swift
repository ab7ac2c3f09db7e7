import Choreo
import ChoreoTestSupport
import Testing

/// Combined transitions keep each part's motion (the tab-bar post: a 0.5 s spin with a 0.8 s
/// dissolve), and reduced motion reaches page switches.
@Suite struct TransitionPartsTests {
  // The tab-bar post: the new page turns and grows over 0.5 s while dissolving over 0.8 s.
  let spin = SceneTransition.asymmetric(
    insertion: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
      .motion(.easeInOut(duration: 0.5))
      .combined(with: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
    removal: SceneTransition.opacity.motion(.easeInOut(duration: 0.8)))

  @Test func partsKeepTheirOwnMotion() {
    let parts = spin.parts(for: .insertion)
    #expect(parts.count == 3)
    #expect(
      parts.map(\.motion) == [
        .easeInOut(duration: 0.5), .easeInOut(duration: 0.5), .easeInOut(duration: 0.8),
      ])
    #expect(spin.duration(for: .insertion, defaultMotion: .linear(duration: 9)) == 0.8)
    // A motion on the whole goes to the parts that have none of their own.
    let outer = SceneTransition.opacity.combined(with: .scale.motion(.linear(duration: 2)))
      .motion(.linear(duration: 1))
    #expect(
      outer.parts(for: .removal).map(\.motion) == [.linear(duration: 1), .linear(duration: 2)])
  }

  @Test func theSpinRestsWhileTheDissolveGoesOn() throws {
    let change = try PageChange(spin, context: context(), motion: .linear(duration: 3))
    let page = try #require(change.incoming(at: 0.6))
    // The spin part ended at 0.5 s: no turn, full size.
    #expect(page.rotation == 0)
    #expect(page.scale == Size2D(width: 1, height: 1))
    // ease-in-out at 0.6/0.8 = 0.75 of the way: CSS ease-in-out, y(0.75) from the
    // cubic-bezier(0.42, 0, 0.58, 1) reference.
    let expected = TimingCurve.easeInOut.value(at: 0.75)
    #expect(isClose(page.opacity, expected, absolute: 1e-12))
    #expect(page.opacity < 1)
    #expect(change.duration == 0.8)
    #expect(try #require(change.incoming(at: 0.8)).isIdentity)

    var tabs = try TabSwitcher(tabCount: 3, transition: spin, context: context())
    try tabs.select(1, at: 1)
    let look = try #require(tabs.state(at: 1.6).appearance(ofPage: 1))
    #expect(look.rotation == 0)
    #expect(isClose(look.opacity, expected, absolute: 1e-12))
    #expect(!tabs.isSettled(at: 1.6))
    #expect(tabs.isSettled(at: 1.8))
    #expect(tabs.state(at: 1.8).presentedPages == [1])
  }

  @Test func reducedMotionCrossDissolvesAndNoneIsInstant() throws {
    var tabs = try TabSwitcher(
      tabCount: 3, transition: .slide, context: context(), motion: .easeInOut(duration: 1))
    tabs.reducedMotion = .reduced
    try tabs.select(1, at: 0)
    let halfway = try #require(tabs.state(at: 0.1).appearance(ofPage: 1))
    #expect(halfway.translation == .zero)  // no slide
    #expect(isClose(halfway.opacity, 0.5, absolute: 1e-12))  // 0.2 s ease-in-out
    #expect(tabs.state(at: 0.2).presentedPages == [1])
    tabs.reducedMotion = .instant
    try tabs.select(2, at: 1)
    #expect(tabs.state(at: 1).presentedPages == [2])
    #expect(tabs.isSettled(at: 1))
    tabs.reducedMotion = .full
    try tabs.select(0, at: 2)
    #expect(tabs.state(at: 2.5).appearance(ofPage: 0)?.translation.x ?? 0 < 0)
  }

  @Test func aCommandStampedInThePastThrowsAndChangesNothing() throws {
    var tabs = try TabSwitcher(tabCount: 3, transition: .slide, context: context())
    try tabs.select(1, at: 1)
    let before = tabs.state(at: 1.2)
    #expect(throws: TabSwitcherError.time(.outOfOrder(time: 0.5, previous: 1))) {
      try tabs.select(2, at: 0.5)
    }
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.state(at: 1.2) == before)
  }
}

@Suite struct ModelDriverTests {
  @Test func theDriverTicksOnlyWhileTheModelMovesAndReadsReducedMotionPerCommand() throws {
    let clock = ManualClock()
    let driver = ModelDriver(
      try TabSwitcher(
        tabCount: 3, transition: .slide, context: context(), motion: .linear(duration: 1)),
      clock: clock)
    var seen: [TabSwitcherState] = []
    driver.onFrame = { seen.append($0) }
    #expect(!driver.isRunning)
    var policy = ReducedMotionPolicy.full
    driver.reducedMotion = { policy }
    try driver.perform { tabs, now throws(TabSwitcherError) in try tabs.select(1, at: now) }
    #expect(driver.isRunning)
    clock.advance(by: 0.5)
    // The observer sees the frame's own values, not the previous frame's.
    #expect(seen.last == driver.model.state(at: 0.5))
    #expect(seen.last?.appearance(ofPage: 1)?.translation.x == 195)
    clock.advance(by: 0.6)
    #expect(!driver.isRunning)
    let count = seen.count
    clock.advance(by: 1)
    #expect(seen.count == count)
    policy = .instant
    try driver.perform { tabs, now throws(TabSwitcherError) in try tabs.select(2, at: now) }
    #expect(driver.model.reducedMotion == .instant)
    #expect(driver.state.presentedPages == [2])
    #expect(!driver.isRunning)
  }
}
