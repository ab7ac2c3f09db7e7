import Choreo
import ChoreoTestSupport
import Testing

@Suite struct TabSwitcherTests {
  func switcher(
    _ transition: SceneTransition = .slide, tabs: Int = 5,
    layout: SceneTransitionContext.LayoutDirection = .leftToRight,
    motion: Motion = .linear(duration: 1), clock: ManualClock
  ) throws -> TabSwitcher {
    try TabSwitcher(
      tabCount: tabs, transition: transition, context: context(layout), motion: motion, clock: clock
    )
  }

  func x(_ tabs: TabSwitcher, _ page: Int) -> Double {
    tabs.appearance(ofPage: page)?.visual.translation.x ?? .nan
  }

  @Test func badConstructionIsRefused() {
    let clock = ManualClock()
    #expect(throws: TabSwitcherError.noTabs(count: 0)) {
      try TabSwitcher(tabCount: 0, transition: .slide, context: context(), clock: clock)
    }
    #expect(throws: TabSwitcherError.indexOutOfRange(index: 3, count: 3)) {
      try TabSwitcher(
        tabCount: 3, selectedIndex: 3, transition: .slide, context: context(), clock: clock)
    }
    #expect(throws: TabSwitcherError.self) {
      try TabSwitcher(
        tabCount: 3, transition: SceneTransition.slide.motion(.linear(duration: 1).repeatForever()),
        context: context(), clock: clock)
    }
    #expect(
      TabSwitcherError.indexOutOfRange(index: -1, count: 5).description
        == "tab index -1 is out of range: valid indices are 0...4")
  }

  @Test func reSelectionIsIgnoredAndOutOfRangeIsRejectedWithoutChange() throws {
    let clock = ManualClock()
    let tabs = try switcher(clock: clock)
    #expect(try tabs.select(0) == false)
    #expect(tabs.isSettled)
    #expect(try tabs.select(2) == true)
    clock.advance(by: 0.3)
    let before = (
      tabs.selectedIndex, tabs.presentedPages, tabs.appearance(ofPage: 2),
      tabs.appearance(ofPage: 0)
    )
    for bad in [-1, 5, 99, Int.min] {
      #expect(throws: TabSwitcherError.indexOutOfRange(index: bad, count: 5)) {
        try tabs.select(bad)
      }
    }
    #expect(try tabs.select(2) == false)  // re-selection mid-transition: ignored too
    #expect(tabs.selectedIndex == before.0)
    #expect(tabs.presentedPages == before.1)
    #expect(tabs.appearance(ofPage: 2) == before.2)
    #expect(tabs.appearance(ofPage: 0) == before.3)
  }

  @Test(arguments: SceneTransitionContext.LayoutDirection.allCases)
  func directionComesFromTheIndicesMirroredRightToLeft(
    _ layout: SceneTransitionContext.LayoutDirection
  ) throws {
    let clock = ManualClock()
    let tabs = try switcher(layout: layout, clock: clock)
    let sign: Double = layout == .leftToRight ? 1 : -1
    try tabs.select(3)
    // Linear over 1 s: the new page at ±390·(1 − t), the old one at ∓390·t.
    #expect(x(tabs, 3) == sign * 390)
    clock.advance(by: 0.25)
    #expect(isClose(x(tabs, 3), sign * 390 * 0.75, absolute: 1e-9))
    #expect(isClose(x(tabs, 0), -sign * 390 * 0.25, absolute: 1e-9))
    clock.advance(by: 1)
    #expect(tabs.presentedPages == [3])
    try tabs.select(1)  // backward: from the leading side
    #expect(x(tabs, 1) == -sign * 390)
    clock.advance(by: 2)
    #expect(tabs.presentedPages == [1])
    #expect(tabs.appearance(ofPage: 1)?.isIdentity == true)
  }

  @Test func aTapMidSlideBendsTheMotionWithoutAJump() throws {
    let clock = ManualClock()
    let tabs = try switcher(motion: .easeInOut(duration: 0.5), clock: clock)
    try tabs.select(1)
    clock.advance(to: 0.2)
    let h = 1e-4
    let x1 = x(tabs, 1)
    clock.advance(to: 0.2 + h)
    let velocityBefore = (x(tabs, 1) - x1) / h
    try tabs.select(2)  // page 1 was coming in from the right; now it leaves to the left
    #expect(x(tabs, 1) == x(tabs, 1))
    let atTap = x(tabs, 1)
    clock.advance(to: 0.2 + 2 * h)
    let velocityAfter = (x(tabs, 1) - atTap) / h
    // No jump in place, and the momentum (leftward) carries over.
    #expect(abs(x(tabs, 1) - atTap) < 1)
    #expect(velocityBefore < 0 && velocityAfter < 0)
    #expect(isClose(velocityAfter, velocityBefore, relative: 0.02))
    #expect(x(tabs, 2) > 0)  // the third tab comes from the right
    clock.advance(by: 3)
    #expect(tabs.presentedPages == [2])
    #expect(tabs.appearance(ofPage: 2)?.isIdentity == true)
  }

  @Test func tappingBackMidSlideReturnsTheOldPageFromWhereItIs() throws {
    let clock = ManualClock()
    let tabs = try switcher(clock: clock)
    try tabs.select(1)
    clock.advance(by: 0.4)
    let oldX = x(tabs, 0)
    #expect(isClose(oldX, -156, absolute: 1e-9))
    try tabs.select(0)
    #expect(x(tabs, 0) == oldX)
    clock.advance(by: 0.5)
    #expect(x(tabs, 1) > 390 * 0.6)  // page 1 heads back right (backward removal)
    clock.advance(by: 3)
    #expect(tabs.presentedPages == [0])
  }

  @Test func interactiveFinishHandsTheVelocityToASpring() throws {
    let clock = ManualClock()
    let tabs = try switcher(clock: clock)
    try tabs.beginInteractive(toward: 1)
    try tabs.updateInteractive(fraction: 0.4)
    #expect(isClose(x(tabs, 1), 390 * 0.6, absolute: 1e-9))
    #expect(isClose(x(tabs, 0), -390 * 0.4, absolute: 1e-9))
    #expect(tabs.interactiveFraction == 0.4)
    try tabs.finishInteractive(velocity: 2)  // 2 fractions a second toward tab 1
    #expect(tabs.selectedIndex == 1)
    let start = x(tabs, 1)
    let h = 1e-5
    clock.advance(by: h)
    // d(x)/d(fraction) = −390, so the page starts at −780 points a second.
    #expect(isClose((x(tabs, 1) - start) / h, -780, relative: 0.01))
    clock.advance(by: 5)
    #expect(tabs.presentedPages == [1])
    #expect(tabs.isSettled)
  }

  @Test func interactiveCancelReturnsAndRemovesTheNewPage() throws {
    let clock = ManualClock()
    var removed: [Int] = []
    let tabs = try switcher(clock: clock)
    tabs.didRemovePage = { index, look in
      removed.append(index)
      #expect(look.isHidden(in: phoneSize))
    }
    try tabs.beginInteractive(toward: 1)
    try tabs.updateInteractive(fraction: 0.7)
    try tabs.cancelInteractive(velocity: -1)
    #expect(tabs.selectedIndex == 0)
    clock.advance(by: 5)
    #expect(tabs.presentedPages == [0])
    #expect(removed == [1])
  }

  @Test func interactiveMisuseIsRefusedWithoutChange() throws {
    let clock = ManualClock()
    let tabs = try switcher(clock: clock)
    #expect(throws: TabSwitcherError.noInteraction) { try tabs.updateInteractive(fraction: 0.5) }
    #expect(throws: TabSwitcherError.noInteraction) { try tabs.finishInteractive() }
    #expect(throws: TabSwitcherError.noInteraction) { try tabs.cancelInteractive() }
    #expect(throws: TabSwitcherError.notNeighbour(index: 2, selected: 0)) {
      try tabs.beginInteractive(toward: 2)
    }
    #expect(throws: TabSwitcherError.indexOutOfRange(index: -1, count: 5)) {
      try tabs.beginInteractive(toward: -1)
    }
    try tabs.select(1)
    #expect(throws: TabSwitcherError.transitionInProgress) { try tabs.beginInteractive(toward: 2) }
    clock.advance(by: 2)
    try tabs.beginInteractive(toward: 2)
    #expect(throws: TabSwitcherError.interactionInProgress) { try tabs.beginInteractive(toward: 0) }
    try tabs.updateInteractive(fraction: 0.3)
    let before = tabs.appearance(ofPage: 2)
    #expect(throws: TabSwitcherError.nonFinite(name: "fraction", value: .infinity)) {
      try tabs.updateInteractive(fraction: .infinity)
    }
    #expect(throws: TabSwitcherError.self) { try tabs.finishInteractive(velocity: .nan) }
    #expect(tabs.appearance(ofPage: 2) == before)
    #expect(tabs.interactiveFraction == 0.3)
    // A tap on the selected tab leaves the gesture alone; a tap elsewhere abandons it.
    #expect(try tabs.select(1) == false)
    #expect(tabs.interactiveFraction == 0.3)
    try tabs.select(0)
    #expect(tabs.interactiveFraction == nil)
    clock.advance(by: 5)
    #expect(tabs.presentedPages == [0])
    let rotating = try switcher(.rotation(1), clock: clock)
    #expect(throws: TabSwitcherError.insertionStartsVisible) {
      try rotating.beginInteractive(toward: 1)
    }
  }
}
