import Choreo
import Testing

/// Who owns whom (issue 47, item 8): a container owns its coordinator, and the coordinator
/// holds its host weakly, so a container that is its own host and keeps its coordinator
/// (the documented pill-tab controller, a menu view) is freed when the app lets it go,
/// with its coordinator, even while a switch or a menu still moves on a clock.
@MainActor
@Suite struct CoordinatorOwnershipTests {
  /// A tab container that is the host and keeps its coordinator.
  final class OwningTabs: TabTransitionHost {
    var coordinator: TabTransitionCoordinator?
    var selectedTab: Int? = 0
    var tabCount: Int { 3 }
    var pageAreaSize: Size2D? { Size2D(width: 390, height: 760) }
    var layoutDirection: SceneTransitionContext.LayoutDirection { .leftToRight }
    var reducedMotion: ReducedMotionPolicy { .full }
    var leaving: Int?
    func selectTab(_ index: Int) { selectedTab = index }
    func beginTransition(to index: Int, interactive: Bool) {
      leaving = selectedTab
      selectedTab = index
    }
    func completeTransition(_ didComplete: Bool) {
      if !didComplete, let leaving { selectedTab = leaving }
      leaving = nil
    }
    func appAllowsSelection(of index: Int?) -> Bool { true }
    func appDidSelect(_ index: Int?) {}
    func makeSnapshot(ofTab index: Int) {}
    func removeSnapshot(ofTab index: Int) {}
    func draw(_ state: TabSwitcherState, liveTabs: Set<Int>) {}
  }

  /// A menu view that is the host and keeps its coordinator.
  final class OwningMenu: PopMenuHost {
    typealias ID = String
    var coordinator: PopMenuCoordinator<String>?
    var placement: PopMenuPlacement? {
      PopMenuPlacement(
        center: Point2D(x: 195, y: 700), safeArea: Rect2D(x: 0, y: 0, width: 390, height: 844))
    }
    var layoutDirection: SceneTransitionContext.LayoutDirection { .leftToRight }
    var reducedMotion: ReducedMotionPolicy { .full }
    func draw(_ state: PopMenuDisplay<String>.State) {}
    func menuDidSelect(_ item: PopMenuItem<String>) {}
    func accessibilityLayoutChanged(focus: PopMenuFocus<String>) {}
    func setAccessibilityModal(_ modal: Bool) {}
  }

  /// A scroll view that is the host and keeps its coordinator.
  final class OwningScroll: ScrollSceneHost {
    var coordinator: ScrollSceneCoordinator?
    var geometry: ScrollSceneGeometry? { nil }
    var reducedMotion: ReducedMotionPolicy { .full }
    func show(_ state: ScrollTargetState, for target: ScrollTargetID) {}
  }

  @Test func aTabContainerThatKeepsItsCoordinatorIsFreedMidSwitch() throws {
    let clock = ManualClock()
    weak var container: OwningTabs?
    weak var coordinator: TabTransitionCoordinator?
    do {
      let tabs = OwningTabs()
      let made = try TabTransitionCoordinator(host: tabs, transition: .slide, clock: clock)
      tabs.coordinator = made
      made.containerDidChange()
      try made.select(2)
      clock.advance(by: 0.1)
      #expect(made.isAnimating)
      container = tabs
      coordinator = made
    }
    #expect(container == nil)
    #expect(coordinator == nil)
    clock.advance(by: 1)  // the clock ticks on with nothing left to draw
  }

  @Test func aMenuViewThatKeepsItsCoordinatorIsFreedWhileOpening() throws {
    let clock = ManualClock()
    weak var view: OwningMenu?
    weak var coordinator: PopMenuCoordinator<String>?
    do {
      let menu = OwningMenu()
      let made = try PopMenuCoordinator(
        items: [PopMenuItem(id: "a", accessibilityLabel: "a")],
        layout: RadialLayout(radius: 72, startDegrees: -90, spacingDegrees: 45),
        host: menu, clock: clock)
      menu.coordinator = made
      made.activateCenter()
      clock.advance(by: 0.05)
      view = menu
      coordinator = made
    }
    #expect(view == nil)
    #expect(coordinator == nil)
    clock.advance(by: 1)
  }

  @Test func aScrollViewThatKeepsItsCoordinatorIsFreed() throws {
    weak var view: OwningScroll?
    weak var coordinator: ScrollSceneCoordinator?
    do {
      let scroll = OwningScroll()
      let scene = try ScrollScene(
        timeline: ScrollTimeline(from: 0, to: 100), targets: [], animations: [])
      let made = ScrollSceneCoordinator(scene: scene, host: scroll)
      scroll.coordinator = made
      view = scroll
      coordinator = made
    }
    #expect(view == nil)
    #expect(coordinator == nil)
  }
}
