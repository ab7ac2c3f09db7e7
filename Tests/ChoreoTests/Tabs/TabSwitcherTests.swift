import ChoreoTestSupport
import ChoreoTesting
import Testing

@testable import Choreo

/// A switcher value played on a manual clock: each call is a command stamped with the
/// clock's time, each read the state at that time.
final class TabsOnClock {
  let clock: ManualClock
  var model: TabSwitcher

  init(_ model: TabSwitcher, clock: ManualClock) {
    self.model = model
    self.clock = clock
  }

  var now: Double { clock.now }
  var state: TabSwitcherState { model.state(at: now) }
  var selectedIndex: Int { model.selectedIndex }
  var presentedPages: [Int] { state.presentedPages }
  var isSettled: Bool { model.isSettled(at: now) }
  var interactiveFraction: Double? { model.interactiveFraction }
  func appearance(ofPage index: Int) -> VisualState? { state.appearance(ofPage: index) }

  @discardableResult
  func select(_ index: Int) throws(TabSwitcherError) -> Bool { try model.select(index, at: now) }
  func beginInteractive(toward index: Int) throws(TabSwitcherError) {
    try model.beginInteractive(toward: index, at: now)
  }
  func updateInteractive(fraction: Double) throws(TabSwitcherError) {
    try model.updateInteractive(fraction: fraction, at: now)
  }
  func finishInteractive(velocity: Double = 0) throws(TabSwitcherError) {
    try model.finishInteractive(velocity: velocity, at: now)
  }
  func cancelInteractive(velocity: Double = 0) throws(TabSwitcherError) {
    try model.cancelInteractive(velocity: velocity, at: now)
  }

  /// Pages the model still holds but no longer presents at `time`: each must be hidden or
  /// covered by a presented page at rest above it (nothing vanishes in view).
  func pagesGoneWhileVisible(at time: Double) -> [Int] {
    let shown = model.present(at: time)
    return model.pages.filter { page in !shown.contains { $0.index == page.index } }.filter {
      page in
      let look = page.appearance(at: time, zIndex: 0)
      let covered = shown.contains {
        $0.z > page.z && $0.appearance(at: time, zIndex: 0).coversContainer(phoneSize)
      }
      return !look.isHidden(in: phoneSize) && !covered
    }.map(\.index)
  }
}

@Suite struct TabSwitcherTests {
  func switcher(
    _ transition: SceneTransition = .slide, tabs: Int = 5,
    layout: SceneTransitionContext.LayoutDirection = .leftToRight,
    motion: Motion = .linear(duration: 1), clock: ManualClock
  ) throws -> TabsOnClock {
    TabsOnClock(
      try TabSwitcher(
        tabCount: tabs, transition: transition, context: context(layout), motion: motion),
      clock: clock)
  }

  func x(_ tabs: TabsOnClock, _ page: Int) -> Double {
    tabs.appearance(ofPage: page)?.translation.x ?? .nan
  }

  @Test func badConstructionIsRefused() {
    #expect(throws: TabSwitcherError.noTabs(count: 0)) {
      try TabSwitcher(tabCount: 0, transition: .slide, context: context())
    }
    #expect(throws: TabSwitcherError.indexOutOfRange(index: 3, count: 3)) {
      try TabSwitcher(tabCount: 3, selectedIndex: 3, transition: .slide, context: context())
    }
    #expect(throws: TabSwitcherError.self) {
      try TabSwitcher(
        tabCount: 3, transition: SceneTransition.slide.motion(.linear(duration: 1).repeatForever()),
        context: context())
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
    var script = CommandScript(try switcher(motion: .easeInOut(duration: 0.5), clock: clock).model)
    script.tap(tab: 1, at: 0)
    script.tap(tab: 2, at: 0.2)  // page 1 was coming in from the right; now it leaves left
    let pageOne = try MotionTrace(script, at: .rate(120, through: 3), label: "page 1 x") {
      $0.pages.first { $0.index == 1 }.map {
        ($0.appearance.translation.x, $0.velocity.translation.x)
      }
    }
    // No jump in place, and the momentum (leftward) carries over exactly.
    try pageOne.checkContinuous(valueTolerance: 0, velocityTolerance: 1e-9)
    let atTap = try #require(pageOne.samples.first { $0.time == 0.2 })
    #expect(try #require(atTap.velocity) < 0)
    try pageOne.checkBounds(-390...390)
    let third = try script.state(at: 0.2).pages.first { $0.index == 2 }
    #expect(try #require(third).appearance.translation.x > 0)  // from the right
    #expect(try script.state(at: 3).presentedPages == [2])
    #expect(try script.state(at: 3).appearance(ofPage: 2)?.isIdentity == true)
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
    // d(x)/d(fraction) = −390, so the page starts at −780 points a second.
    let page = try #require(tabs.state.pages.first { $0.index == 1 })
    #expect(isClose(page.velocity.translation.x, -780, absolute: 1e-9))
    clock.advance(by: 5)
    #expect(tabs.presentedPages == [1])
    #expect(tabs.isSettled)
  }

  @Test func interactiveCancelReturnsAndRemovesTheNewPage() throws {
    let clock = ManualClock()
    let tabs = try switcher(clock: clock)
    try tabs.beginInteractive(toward: 1)
    try tabs.updateInteractive(fraction: 0.7)
    try tabs.cancelInteractive(velocity: -1)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.presentedPages == [0, 1])
    clock.advance(by: 5)
    #expect(tabs.presentedPages == [0])
    #expect(tabs.pagesGoneWhileVisible(at: clock.now).isEmpty)
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
