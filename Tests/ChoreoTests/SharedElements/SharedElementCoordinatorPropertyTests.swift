import Choreo
import ChoreoTestSupport
import Testing

/// Seeded random play of pushes, pops, Back mid-push, pans that catch and let go, and
/// clock steps, with shared elements on every screen (some off screen): the stage never
/// draws with nothing flying, never draws an element twice or misses one, never gets an
/// undrawable box, and a flight is open exactly while the navigation transition is, so no
/// original stays hidden once the screens rest.
@MainActor
@Suite struct SharedElementCoordinatorPropertyTests {
  @Test func randomNavigationKeepsTheStageWhole() throws {
    for seed in 0..<UInt64(FuzzScale.count(ci: 30, full: 1000)) {
      try check(seed: seed)
    }
  }

  func check(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let clock = ManualClock()
    let stage = SimulatedSharedElementStage()
    let host = SimulatedNavigationController(screens: Int.random(in: 1...3, using: &random))
    let motion: Motion =
      Bool.random(using: &random) ? .spring(duration: 0.5) : .linear(duration: 0.3)
    let navigation = try NavigationTransitionCoordinator(host: host, motion: motion, clock: clock)
    host.coordinator = navigation
    let photos = try SharedElementCoordinator(host: stage, motion: motion, clock: clock)
    navigation.companion = photos
    for screen in 0..<40 {
      stage.screens[screen] = ["a", "b", "c"].filter { _ in Bool.random(using: &random) }.map {
        ScreenElement(
          id: $0,
          geometry: ElementGeometry(
            frame: Rect2D(
              x: Double.random(in: -200...400, using: &random),
              y: Double.random(in: -300...800, using: &random),
              width: Double.random(in: 1...400, using: &random),
              height: Double.random(in: 1...400, using: &random)),
            cornerRadius: Double.random(in: 0...20, using: &random)),
          keepsPlaying: Bool.random(using: &random))
      }
    }
    stage.roles = { [weak host] in host?.openTransition.map { ($0.from, $0.to) } }
    navigation.containerDidChange()
    var panX = 0.0
    for _ in 0..<Int.random(in: 5...25, using: &random) {
      switch Int.random(in: 0..<7, using: &random) {
      case 0: host.appPushes()
      case 1:
        // A pop completes the open transition first (which may leave one screen).
        if host.openTransition != nil { navigation.willBeginTransition() }
        if host.stack.count >= 2 { host.appPops() }
      case 2: navigation.reverse()
      case 3:
        panX = 0
        _ = navigation.panShouldBegin(
          startX: Double.random(in: 0...30, using: &random), velocityX: 300, velocityY: 0)
      case 4:
        panX += Double.random(in: -80...160, using: &random)
        navigation.panMoved(translationX: panX)
      case 5:
        navigation.panEnded(
          translationX: panX, velocityX: Double.random(in: -900...900, using: &random))
      default: clock.advance(by: Double.random(in: 0...0.2, using: &random))
      }
      #expect(photos.isFlying == (stage.flying != nil), "seed \(seed)")
      if !navigation.isTransitionOpen {
        #expect(!photos.isFlying && stage.hidden.isEmpty, "seed \(seed)")
      }
    }
    navigation.panCancelled()
    for _ in 0..<240 { clock.advance(by: 1.0 / 60) }
    #expect(!navigation.isTransitionOpen && !photos.isFlying, "seed \(seed)")
    #expect(stage.flying == nil && stage.hidden.isEmpty, "seed \(seed)")
    #expect(stage.violations.isEmpty && host.violations.isEmpty, "seed \(seed)")
    withExtendedLifetime((host, navigation, photos)) {}
  }
}
