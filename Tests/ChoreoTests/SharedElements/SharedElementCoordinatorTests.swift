import Choreo
import Testing

/// Shared elements flying beside a push or pop, a present or dismiss and a tab switch
/// (issue 49, items 3 and 4), through the simulated containers and a simulated stage: the
/// flight keeps pace with the screens, follows their finger, is handed their speed, turns
/// round with Back, takes over when a pop is asked mid-push, falls back to a fade for a
/// cell scrolled off, and flies a live view only for content that keeps playing.
@MainActor
@Suite final class SharedElementCoordinatorTests {
  let clock = ManualClock()
  let stage = SimulatedSharedElementStage()
  var kept: [AnyObject] = []

  let cell = ElementGeometry(
    frame: Rect2D(x: 16, y: 120, width: 110, height: 110), cornerRadius: 8)
  let detail = ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 400, height: 400.0 * 2 / 3))

  /// A navigation stack with screens 0 (a grid with photo "p7") and 1 (its detail).
  func navigation(screens: Int = 1, motion: Motion = .linear(duration: 0.4)) throws -> (
    SimulatedNavigationController, NavigationTransitionCoordinator,
    SharedElementCoordinator<String>
  ) {
    let host = SimulatedNavigationController(screens: screens)
    let navigation = try NavigationTransitionCoordinator(host: host, motion: motion, clock: clock)
    host.coordinator = navigation
    let photos = try SharedElementCoordinator(host: stage, motion: motion, clock: clock)
    navigation.companion = photos
    stage.screens = [
      0: [ScreenElement(id: "p7", geometry: cell)], 1: [ScreenElement(id: "p7", geometry: detail)],
    ]
    stage.roles = { [weak host] in host?.openTransition.map { ($0.from, $0.to) } }
    kept = [host, navigation, photos]
    navigation.containerDidChange()
    return (host, navigation, photos)
  }

  func near(_ a: ElementGeometry, _ b: ElementGeometry, _ tolerance: Double = 1e-9) -> Bool {
    (a - b).magnitudeSquared.squareRoot() <= tolerance
  }

  /// A push flies the grid photo into the detail in step with the screens: half-way
  /// through the 0.4 s linear push the box is half-way, the detail's picture flies (it has
  /// the whole photo), drawn at its aspect ratio; the completion ends the flight.
  @Test func aPushFliesTheCellIntoTheDetailInStep() throws {
    let (host, _, photos) = try navigation()
    host.appPushes()
    #expect(stage.flying == [FlightPicture(id: "p7", screen: .arriving, isLive: false)])
    #expect(stage.hidden == ["p7"])
    clock.advance(by: 0.2)
    let half = try #require(stage.last("p7"))
    #expect(near(half.geometry, cell.interpolated(to: detail, fraction: 0.5)))
    // The picture keeps its 3:2 shape and covers the box (aspect fill).
    #expect(abs(half.content.size.width / half.content.size.height - 1.5) < 1e-9)
    #expect(half.content.size.height >= half.geometry.frame.size.height - 1e-9)
    clock.advance(by: 0.2)
    #expect(host.completions == [true])
    #expect(stage.ends == 1 && stage.flying == nil && !photos.isFlying)
    #expect(stage.violations.isEmpty && host.violations.isEmpty)
  }

  /// Back mid-push: the photo turns round from where it is with the velocity it had (to
  /// 1e-6), lands in its cell, and the flight ends with the cancelled push.
  @Test func backMidPushTurnsThePhotoRoundWithItsVelocity() throws {
    let spring = Motion.spring(duration: 0.5)
    let (host, navigation, photos) = try navigation(motion: spring)
    host.appPushes()
    clock.advance(by: 0.12)
    let before = try #require(photos.flight?.state(at: clock.now).first)
    #expect(navigation.reverse())
    let after = try #require(photos.flight?.state(at: clock.now).first)
    #expect(near(before.geometry, after.geometry))
    let scale = max(before.velocity.magnitudeSquared.squareRoot(), 1)
    #expect((before.velocity - after.velocity).magnitudeSquared.squareRoot() <= 1e-6 * scale)
    for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
    #expect(host.completions == [false])
    #expect(stage.ends == 1)
    let landed = try #require(stage.frames.last?.first)
    #expect(near(landed.geometry, cell, 0.5))
    #expect(stage.violations.isEmpty && host.violations.isEmpty)
  }

  /// An interactive pop holds the photo as far back toward its cell as the screens are
  /// (a quarter), and let go early the photo springs back to the detail handed the
  /// screens' own speed: its velocity is (cell − detail) × the top screen's speed over the
  /// page width, to 1e-6.
  @Test func anInteractivePopHoldsThePhotoAndHandsItTheScreensSpeed() throws {
    let (host, navigation, photos) = try navigation(screens: 2)
    #expect(navigation.panShouldBegin(startX: 10, velocityX: 300, velocityY: 20))
    navigation.panMoved(translationX: 100)
    #expect(stage.flying == [FlightPicture(id: "p7", screen: .leaving, isLive: false)])
    let held = try #require(stage.last("p7"))
    #expect(near(held.geometry, detail.interpolated(to: cell, fraction: 0.25)))
    navigation.panEnded(translationX: 100, velocityX: -150)
    #expect(host.transitionWasCancelled)
    let top = try #require(navigation.state?.pages.first { $0.index == 1 })
    let screenSpeed = top.velocity.translation.x / 400
    let flying = try #require(photos.flight?.state(at: clock.now).first)
    let expected = (cell - detail).scaled(by: screenSpeed)
    #expect(screenSpeed < 0)
    #expect((flying.velocity - expected).magnitudeSquared.squareRoot() <= 1e-6)
    for _ in 0..<90 { clock.advance(by: 1.0 / 60) }
    #expect(host.completions == [false] && stage.ends == 1)
    #expect(near(try #require(stage.frames.last?.first).geometry, detail, 0.5))
    #expect(stage.violations.isEmpty && host.violations.isEmpty)
  }

  /// A pop asked mid-push completes the push and begins the pop within the same instant:
  /// the pop's flight takes the photo over where it was, moving as it was; nothing jumps.
  @Test func aPopAskedMidPushTakesThePhotoOverWithoutAJump() throws {
    let (host, _, photos) = try navigation(motion: .spring(duration: 0.5))
    host.appPushes()
    clock.advance(by: 0.1)
    let before = try #require(photos.flight?.state(at: clock.now).first)
    host.appPops()
    #expect(stage.ends == 1 && stage.flights.count == 2)
    let after = try #require(photos.flight?.state(at: clock.now).first)
    #expect(near(before.geometry, after.geometry))
    #expect((before.velocity - after.velocity).magnitudeSquared.squareRoot() <= 1e-6)
    for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
    #expect(near(try #require(stage.frames.last?.first).geometry, cell, 0.5))
    #expect(stage.violations.isEmpty && host.violations.isEmpty)
  }

  /// A cell scrolled off screen has no box to fly from: its photo fades and grows in place
  /// on the detail (from 80 %, transparent).
  @Test func aCellScrolledOffFallsBackToAFadeInPlace() throws {
    let (host, _, _) = try navigation()
    var offScreen = cell
    offScreen.frame.origin.y = -400
    stage.screens[0] = [ScreenElement(id: "p7", geometry: offScreen)]
    host.appPushes()
    let first = try #require(stage.last("p7"))
    #expect(first.geometry.opacity == 0)
    #expect(abs(first.geometry.frame.size.width - 320) < 1e-9)
    clock.advance(by: 0.4)
    #expect(stage.ends == 1)
    #expect(near(try #require(stage.frames.last?.first).geometry, detail))
  }

  /// Which view flies: the deeper screen's, or the only side's; live only for an element
  /// that keeps playing. Elements draw in the deeper screen's order, then the other's own.
  @Test func theDeeperScreensViewFliesLiveOnlyWhenItKeepsPlaying() throws {
    let (host, _, _) = try navigation(screens: 2)
    stage.screens = [
      0: [
        ScreenElement(id: "caption", geometry: cell),
        ScreenElement(id: "video", geometry: cell, keepsPlaying: true),
      ],
      1: [
        ScreenElement(id: "video", geometry: detail, keepsPlaying: true),
        ScreenElement(id: "photo", geometry: detail),
      ],
    ]
    host.appPops()
    #expect(
      stage.flying == [
        FlightPicture(id: "video", screen: .leaving, isLive: true),
        FlightPicture(id: "photo", screen: .leaving, isLive: false),
        FlightPicture(id: "caption", screen: .arriving, isLive: false),
      ])
  }

  /// Nothing tagged, nothing flies: the stage is not asked to begin, draw or end.
  @Test func nothingTaggedNothingFlies() throws {
    let (host, _, photos) = try navigation()
    stage.screens = [:]
    host.appPushes()
    clock.advance(by: 0.4)
    #expect(!photos.isFlying && stage.flights.isEmpty && stage.frames.isEmpty && stage.ends == 0)
  }

  /// Reduce Motion: the photo is put at its new box, transparent, and fades in there.
  @Test func reduceMotionCrossFadesThePhotoInPlace() throws {
    let (host, _, _) = try navigation()
    stage.reducedMotion = .reduced
    host.appPushes()
    let first = try #require(stage.last("p7"))
    #expect(near(first.geometry, ElementGeometry(frame: detail.frame, opacity: 0)))
    for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
    #expect(near(try #require(stage.frames.last?.first).geometry, detail))
  }

  /// A present and a dismiss through the card sheet: the photo flies into the card and,
  /// on a drag down, is held as far back as the card is.
  @Test func aCardSheetsPresentAndDragFlyThePhoto() throws {
    let host = SimulatedPresentation()
    let sheet = try CardSheetCoordinator(
      host: host, motion: .linear(duration: 0.4), clock: clock)
    host.coordinator = sheet
    let photos = try SharedElementCoordinator(
      host: stage, motion: .linear(duration: 0.4), clock: clock)
    sheet.companion = photos
    stage.screens = [
      0: [ScreenElement(id: "p7", geometry: cell)], 1: [ScreenElement(id: "p7", geometry: detail)],
    ]
    stage.roles = { [weak host] in
      host?.openTransition.map { $0.presenting ? (0, 1) : (1, 0) }
    }
    kept = [host, sheet, photos]
    host.appPresents()
    clock.advance(by: 0.2)
    #expect(
      near(try #require(stage.last("p7")).geometry, cell.interpolated(to: detail, fraction: 0.5)))
    clock.advance(by: 0.2)
    #expect(stage.ends == 1)
    #expect(sheet.panBegan())
    sheet.panMoved(translationY: 199)  // a quarter of the 796-point card
    let progress = try #require(host.frames.last?.progress)
    let held = try #require(stage.last("p7"))
    #expect(near(held.geometry, detail.interpolated(to: cell, fraction: 1 - progress), 1e-9))
    #expect(progress < 0.9)
    #expect(stage.violations.isEmpty && host.violations.isEmpty)
  }

  /// A tab switch flies a pair between its tabs, leaving tab to arriving tab.
  @Test func aTabSwitchFliesAPairBetweenTabs() throws {
    let host = SimulatedTabBarController(
      tabCount: 3, selected: 0, size: Size2D(width: 400, height: 800))
    let tabs = try TabTransitionCoordinator(
      host: host, transition: .slide, motion: .linear(duration: 0.4), clock: clock)
    host.coordinator = tabs
    let shared = try SharedElementCoordinator(
      host: stage, motion: .linear(duration: 0.4), clock: clock)
    tabs.companion = shared
    stage.screens = [
      0: [ScreenElement(id: "avatar", geometry: cell)],
      2: [ScreenElement(id: "avatar", geometry: detail)],
    ]
    stage.roles = { [weak host] in host?.openTransition.map { ($0.from, $0.to) } }
    kept = [host, tabs, shared]
    tabs.containerDidChange()
    host.userTaps(2)
    #expect(stage.flying == [FlightPicture(id: "avatar", screen: .arriving, isLive: false)])
    clock.advance(by: 0.2)
    #expect(
      near(
        try #require(stage.last("avatar")).geometry, cell.interpolated(to: detail, fraction: 0.5)))
    clock.advance(by: 0.2)
    #expect(stage.ends == 1 && host.completions == [true])
    #expect(stage.violations.isEmpty && host.violations.isEmpty)
  }
}
