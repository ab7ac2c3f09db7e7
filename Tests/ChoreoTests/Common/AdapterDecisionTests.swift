import Choreo
import ChoreoTestSupport
import Testing

/// The decisions the UIKit and SwiftUI adapters take from Choreo: swipe direction and
/// release, which pages are snapshots, the menu's reading order, scroll-view offsets.
@Suite struct AdapterDecisionTests {
  // MARK: - Tab swipe

  struct SwipeCase: Sendable, CustomTestStringConvertible {
    var direction: SceneTransitionContext.LayoutDirection
    var translationX: Double
    var selected: Int
    var target: Int?
    var testDescription: String { "\(direction) pan \(translationX) from \(selected)" }
  }

  /// Leftward reveals the next tab in left-to-right layouts, rightward in right-to-left
  /// ones; nothing past either end, nothing for no movement.
  @Test(arguments: [
    SwipeCase(direction: .leftToRight, translationX: -10, selected: 1, target: 2),
    SwipeCase(direction: .leftToRight, translationX: 10, selected: 1, target: 0),
    SwipeCase(direction: .rightToLeft, translationX: 10, selected: 1, target: 2),
    SwipeCase(direction: .rightToLeft, translationX: -10, selected: 1, target: 0),
    SwipeCase(direction: .leftToRight, translationX: -10, selected: 2, target: nil),
    SwipeCase(direction: .leftToRight, translationX: 10, selected: 0, target: nil),
    SwipeCase(direction: .rightToLeft, translationX: 10, selected: 2, target: nil),
    SwipeCase(direction: .leftToRight, translationX: 0, selected: 1, target: nil),
    SwipeCase(direction: .leftToRight, translationX: .nan, selected: 1, target: nil),
  ])
  func swipeTarget(example: SwipeCase) {
    let swipe = TabSwipe(width: 400, layoutDirection: example.direction)
    #expect(
      swipe.target(translationX: example.translationX, selected: example.selected, tabCount: 3)
        == example.target)
  }

  @Test func swipeFractionAndVelocityAreMeasuredTowardTheTarget() {
    let ltr = TabSwipe(width: 400, layoutDirection: .leftToRight)
    #expect(ltr.fraction(translationX: -100, toward: 2, selected: 1) == 0.25)
    #expect(ltr.fraction(translationX: 50, toward: 2, selected: 1) == 0)  // moved back past 0
    #expect(ltr.fraction(translationX: -900, toward: 2, selected: 1) == 1)
    #expect(ltr.fraction(translationX: 100, toward: 0, selected: 1) == 0.25)
    #expect(ltr.fractionVelocity(velocityX: -800, toward: 2, selected: 1) == 2)
    let rtl = TabSwipe(width: 400, layoutDirection: .rightToLeft)
    #expect(rtl.fraction(translationX: 100, toward: 2, selected: 1) == 0.25)
    #expect(rtl.fractionVelocity(velocityX: 800, toward: 2, selected: 1) == 2)
  }

  /// A pan begins a switch only when it is mostly horizontal and a tab lies that way;
  /// otherwise the page's scroll view or the back swipe takes it.
  @Test func panBeginsOnlyHorizontallyTowardATab() {
    let ltr = TabSwipe(width: 400, layoutDirection: .leftToRight)
    #expect(ltr.shouldBegin(velocityX: -300, velocityY: 40, selected: 1, tabCount: 3))
    #expect(ltr.shouldBegin(velocityX: 300, velocityY: -40, selected: 1, tabCount: 3))
    #expect(!ltr.shouldBegin(velocityX: -30, velocityY: 400, selected: 1, tabCount: 3))
    #expect(!ltr.shouldBegin(velocityX: 300, velocityY: 300, selected: 1, tabCount: 3))
    // Past the first tab (a rightward pan from tab 0): the back swipe's, not ours.
    #expect(!ltr.shouldBegin(velocityX: 300, velocityY: 0, selected: 0, tabCount: 3))
    #expect(!ltr.shouldBegin(velocityX: -300, velocityY: 0, selected: 2, tabCount: 3))
    #expect(!ltr.shouldBegin(velocityX: .nan, velocityY: 0, selected: 1, tabCount: 3))
    let rtl = TabSwipe(width: 400, layoutDirection: .rightToLeft)
    #expect(rtl.shouldBegin(velocityX: 300, velocityY: 0, selected: 0, tabCount: 3))
    #expect(!rtl.shouldBegin(velocityX: -300, velocityY: 0, selected: 0, tabCount: 3))
  }

  /// Release rule: UIScrollView's projection (0.998 per ms, so 0.499 s of velocity) past
  /// the middle completes. 100 pt moved plus 0.499 · 300 = 249.7 > 200 completes; at
  /// 200 pt/s it is 199.8 and cancels; a fling back cancels from anywhere.
  @Test func releaseCompletesPastTheMiddle() {
    let swipe = TabSwipe(width: 400, layoutDirection: .leftToRight)
    #expect(swipe.completes(translationX: -100, velocityX: -300, toward: 2, selected: 1))
    #expect(!swipe.completes(translationX: -100, velocityX: -200, toward: 2, selected: 1))
    #expect(swipe.completes(translationX: -250, velocityX: 0, toward: 2, selected: 1))
    #expect(!swipe.completes(translationX: -350, velocityX: 1000, toward: 2, selected: 1))
  }

  // MARK: - Tab pages as views

  /// After a switch 0 → 1 and a quick tap to 2, the page of 0 and of 1 are leaving
  /// (snapshots) and 2 is live; a snapshot of a page the model dropped is removed.
  @Test func snapshotsAreThePresentedPagesButTheSelected() throws {
    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    var tabs = try TabSwitcher(tabCount: 3, transition: .slide, context: context)
    #expect(try tabs.select(1, at: 0))
    #expect(try tabs.select(2, at: 0.1))
    let state = tabs.state(at: 0.15)
    #expect(state.selectedIndex == 2)
    #expect(Set(state.snapshotPages().map(\.index)) == [0, 1])
    #expect(state.snapshotsToRemove(held: [0, 1]).isEmpty)
    // Held a snapshot of 2 (before it was selected again) and of a page long gone.
    #expect(state.snapshotsToRemove(held: [1, 2, 0]) == [2])
    let settled = tabs.state(at: 10)
    #expect(settled.snapshotPages().isEmpty)
    #expect(settled.snapshotsToRemove(held: [0, 1]) == [0, 1])
    // An interactive switch whose target is already the platform's selection.
    #expect(Set(state.snapshotPages(live: [1]).map(\.index)) == [0, 2])
    #expect(state.snapshotsToRemove(held: [0, 1, 2], live: [1]) == [1])
    // An open transition: both of its pages live, the third a picture.
    #expect(Set(state.snapshotPages(live: [1, 2]).map(\.index)) == [0])
    #expect(state.snapshotsToRemove(held: [0, 1, 2], live: [1, 2]) == [1, 2])
  }

  // MARK: - Pop menu reading order

  /// The post's fan (225°, 270°, 315° at radius 72): "Add" sits highest, then "Delete" and
  /// "Edit" share a row; reading order is top row first, then leading to trailing.
  @Test func menuElementsReadTopToBottomThenLeadingToTrailing() throws {
    var menu = try fanMenu()
    try menu.open(at: 0)
    let ltr = menu.accessibilityElementsInReadingOrder(at: 5).map(\.item.accessibilityLabel)
    #expect(
      menu.accessibilityElements(at: 5).map(\.item.accessibilityLabel) == ["Delete", "Add", "Edit"])
    #expect(ltr == ["Add", "Delete", "Edit"])
    let rtl = menu.accessibilityElementsInReadingOrder(at: 5, layoutDirection: .rightToLeft)
    #expect(rtl.map(\.item.accessibilityLabel) == ["Add", "Edit", "Delete"])
    // The frames are the items' squares in the menu's (the view's) coordinates.
    let add = try #require(
      ltr.isEmpty ? nil : menu.accessibilityElementsInReadingOrder(at: 5).first)
    #expect(isClose(add.frame.center.x, 195, absolute: 1e-9))
    #expect(isClose(add.frame.center.y, 780 - 72, absolute: 1e-6))
    #expect(menu.accessibilityElementsInReadingOrder(at: -1).isEmpty)
  }

  // MARK: - Scroll view offsets

  @Test func scrollViewOffsetsCountFromTheRestingContent() {
    let vertical = ScrollViewport(axis: .vertical, contentInset: Point2D(x: 0, y: 91))
    #expect(vertical.offset(contentOffset: Point2D(x: 0, y: -91)) == 0)
    #expect(vertical.offset(contentOffset: Point2D(x: 5, y: 109)) == 200)
    #expect(
      vertical.contentOffset(forOffset: 400, along: Point2D(x: 7, y: 0)) == Point2D(x: 7, y: 309))
    let horizontal = ScrollViewport(axis: .horizontal, contentInset: Point2D(x: 16, y: 0))
    #expect(horizontal.offset(contentOffset: Point2D(x: 84, y: 3)) == 100)
  }

  /// The scroll post's header under a 91-point bar: at content offset 109 the scene is 200 into
  /// its 400-point timeline, so the map is half its height and the info sits 8 below it.
  @Test func bindingResolvesTheSceneAtTheScrollViewsOffset() throws {
    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 400),
      targets: [
        ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
        ScrollTarget("info", frame: Rect2D(x: 0, y: 400, width: 390, height: 1000)),
      ],
      animations: [
        ScrollAnimation("info", .y, keys: [.init(0, .bottom(of: "map") + 8)]),
        ScrollAnimation("map", .height, from: 400, to: 0),
      ])
    let viewport = ScrollViewport(axis: .vertical, contentInset: Point2D(x: 0, y: 91))
    var frame = ScrollSceneState()
    try viewport.resolve(
      scene, contentOffset: Point2D(x: 0, y: 109), viewport: Size2D(width: 390, height: 844),
      content: Size2D(width: 390, height: 2000), into: &frame)
    #expect(frame.offset == 200)
    #expect(frame.state(of: "map")?.frame == Rect2D(x: 0, y: 0, width: 390, height: 200))
    #expect(frame["info", .y] == 208)
    #expect(throws: ScrollError.self) {
      try viewport.resolve(
        scene, contentOffset: Point2D(x: 0, y: .infinity),
        viewport: Size2D(width: 390, height: 844),
        content: Size2D(width: 390, height: 2000), into: &frame)
    }
    #expect(frame.offset == 200)
  }

  /// UIKit's velocity is points per millisecond: 1.2 pt/ms is 1200 pt/s, which carries a
  /// release at 150 past the middle of [0, 400] (150 + 0.499 · 1200 = 748.8 → 400).
  @Test func snapUsesUIKitVelocityPerMillisecond() throws {
    let viewport = ScrollViewport(axis: .vertical, contentInset: Point2D(x: 0, y: 50))
    let snap = try ScrollSnap(points: [0, 400])
    let flung = try viewport.snappedContentOffset(
      snap, releasedAt: Point2D(x: 0, y: 100), velocity: Point2D(x: 0, y: 1.2))
    #expect(flung == Point2D(x: 0, y: 350))
    let slow = try viewport.snappedContentOffset(
      snap, releasedAt: Point2D(x: 0, y: 100), velocity: Point2D(x: 0, y: 0.01))
    #expect(slow == Point2D(x: 0, y: -50))
    #expect(throws: ScrollError.self) {
      try viewport.snappedContentOffset(
        snap, releasedAt: Point2D(x: 0, y: 100), velocity: Point2D(x: 0, y: .nan))
    }
  }
}

/// What the UIKit control and the SwiftUI view draw for the post's menu.
@Suite struct PopMenuDisplayTests {
  @Test func tapsDriveTheDisplayInViewCoordinates() throws {
    var display = PopMenuDisplay(menu: try fanMenu())
    #expect(display.isSettled(at: 0))
    #expect(display.state(at: 0).items.allSatisfy { !$0.isPresent })
    // The center button (195, 780) opens the menu.
    #expect(try display.tap(at: Point2D(x: 195, y: 780), time: 0) == .toggled(opening: true))
    #expect(!display.isSettled(at: 0.1))
    let open = display.state(at: 5)
    #expect(display.isSettled(at: 5))
    #expect(open.phase == .open)
    // "Add" rests straight above the center at radius 72; its frame is its 38-point square.
    let add = open.items[1]
    #expect(isClose(add.frame.center.x, 195, absolute: 1e-9))
    #expect(isClose(add.frame.center.y, 708, absolute: 1e-6))
    #expect(add.frame.size == Size2D(width: 38, height: 38))
    #expect(isClose(add.appearance.scale.width, 1, absolute: 1e-3))
    #expect(open.accessibilityElements.map(\.item.accessibilityLabel) == ["Add", "Delete", "Edit"])
    // A tap on "Add" where it is on screen selects it.
    #expect(try display.tap(at: Point2D(x: 195, y: 708), time: 5) == .selected(add.item))
    #expect(display.state(at: 5.01).accessibilityElements.isEmpty)
  }

  @Test func touchesOutsideTheMenuPassThrough() throws {
    var display = PopMenuDisplay(menu: try fanMenu())
    #expect(display.accepts(Point2D(x: 195, y: 780), at: 0))  // center button
    #expect(!display.accepts(Point2D(x: 20, y: 20), at: 0))  // closed: nothing else
    try display.toggle(at: 0)
    #expect(display.accepts(Point2D(x: 195, y: 708), at: 5))  // "Add"
    #expect(display.accepts(Point2D(x: 20, y: 20), at: 5))  // the backdrop dismisses
    var plain = PopMenuConfiguration()
    plain.backdropOpacity = nil
    var bare = PopMenuDisplay(menu: try fanMenu(configuration: plain))
    try bare.toggle(at: 0)
    #expect(!bare.accepts(Point2D(x: 20, y: 20), at: 5))
  }

  /// The post's fan fitted into a phone's safe area with the button near the bottom
  /// edge keeps every item inside it.
  @Test func fittedMenuStaysInTheSafeArea() throws {
    let safe = Rect2D(x: 0, y: 47, width: 390, height: 763)
    let display = try PopMenuDisplay(
      items: [
        PopMenuItem(id: FanAction.trash, accessibilityLabel: "Delete"),
        PopMenuItem(id: .add, accessibilityLabel: "Add"),
        PopMenuItem(id: .edit, accessibilityLabel: "Edit"),
      ],
      layout: RadialLayout(radius: 72, startDegrees: 135, spacingDegrees: 45, itemSize: 38),
      center: Point2D(x: 195, y: 790), fittingIn: safe)
    var opened = display
    try opened.toggle(at: 0)
    for item in opened.state(at: 5).items {
      #expect(item.frame.minY >= safe.minY - 1e-6 && item.frame.maxY <= safe.maxY + 1e-6)
      #expect(item.frame.minX >= safe.minX - 1e-6 && item.frame.maxX <= safe.maxX + 1e-6)
    }
  }

  /// The SwiftUI view pauses its timeline at the settle time: nothing moves after it, and
  /// something does just before it.
  @Test func settleTimeIsWhenTheMenuStopsMoving() throws {
    var display = PopMenuDisplay(menu: try fanMenu())
    #expect(display.settleTime == -.infinity)
    try display.toggle(at: 1)
    let settle = display.settleTime
    #expect(settle > 1 && settle.isFinite)
    #expect(display.isSettled(at: settle))
    #expect(!display.isSettled(at: settle - 1e-6))
    // Closing mid-flight moves it: the close starts from where the items are.
    try display.toggle(at: 1.1)
    #expect(display.settleTime > 1.1 && display.settleTime != settle)
    #expect(display.isSettled(at: display.settleTime))
  }

  /// Commands take the last frame's time while the menu moves (the timeline may run ahead
  /// of the wall clock), the wall clock at rest, and never a time before the last command.
  @Test func commandsAreStampedOnTheFramesClock() throws {
    var display = PopMenuDisplay(menu: try fanMenu())
    // At rest: the wall clock, whatever the last frame was.
    #expect(display.commandTime(wallClock: 10, lastFrame: nil) == 10)
    #expect(display.commandTime(wallClock: 10, lastFrame: 2) == 10)
    try display.toggle(at: 10)
    // Moving: the frame on screen, ahead of the wall clock or behind it.
    #expect(display.commandTime(wallClock: 10.05, lastFrame: 10.058) == 10.058)
    #expect(display.commandTime(wallClock: 10.05, lastFrame: 10.042) == 10.042)
    // Never before the last command (a frame from before it, a clock that stepped back).
    #expect(display.commandTime(wallClock: 9, lastFrame: nil) == 10)
    #expect(display.commandTime(wallClock: 9, lastFrame: 9.5) == 10)
    // Settled again: the wall clock.
    let later = display.settleTime + 3
    #expect(display.commandTime(wallClock: later, lastFrame: display.settleTime + 1) == later)
  }

  /// The center button's label says what activating it does: open while closed or
  /// closing, close while opening or open.
  @Test func centerButtonSaysWhatItDoes() throws {
    var display = PopMenuDisplay(menu: try fanMenu())
    #expect(display.state(at: 0).centerAction == .open)
    try display.toggle(at: 0)
    #expect(display.state(at: 0.01).phase == .opening)
    #expect(display.state(at: 0.01).centerAction == .close)
    #expect(display.state(at: 5).centerAction == .close)
    try display.toggle(at: 5)
    #expect(display.state(at: 5.01).phase == .closing)
    #expect(display.state(at: 5.01).centerAction == .open)
    let labels = PopMenuCenterLabels.english
    #expect(labels.label(for: .open) == "Open menu")
    #expect(labels.label(for: .close) == "Close menu")
    #expect(PopMenuCenterLabels(open: "A", close: "B").label(for: .close) == "B")
  }
}

/// SwiftUI animates `visualState(_:)` through its animatable data, the visual state's own
/// vector arithmetic, blending as `start + (end − start) · fraction`: that must be the
/// state's own interpolation, and both must equal a component-wise blend computed by hand
/// (the perspective through its reciprocal).
@Suite struct AnimatableVisualStateTests {
  @Test func componentWiseInterpolationIsTheStatesOwn() {
    var random = SeededGenerator(seed: 0x5EED_0A11)
    func state() -> VisualState {
      VisualState(
        opacity: Double.random(in: 0...1, using: &random),
        translation: Point2D(
          x: Double.random(in: -400...400, using: &random),
          y: Double.random(in: -400...400, using: &random)),
        scale: Size2D(
          width: Double.random(in: 0.1...2, using: &random),
          height: Double.random(in: 0.1...2, using: &random)),
        rotation: Double.random(in: -7...7, using: &random),
        rotationX: Double.random(in: -3...3, using: &random),
        rotationY: Double.random(in: -3...3, using: &random),
        perspective: Bool.random(using: &random)
          ? .infinity : Double.random(in: 200...2000, using: &random),
        anchor: Point2D(
          x: Double.random(in: 0...1, using: &random),
          y: Double.random(in: 0...1, using: &random)))
    }
    func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
    for _ in 0..<200 {
      let (a, b) = (state(), state())
      let fraction = Double.random(in: 0...1, using: &random)
      // What SwiftUI does with animatable data: start + (end − start) · fraction.
      let blended = a + (b - a).scaled(by: fraction)
      let own = a.interpolated(to: b, fraction: fraction)
      let inverse = lerp(1 / a.perspective, 1 / b.perspective, fraction)
      let hand = VisualState(
        opacity: lerp(a.opacity, b.opacity, fraction),
        translation: Point2D(
          x: lerp(a.translation.x, b.translation.x, fraction),
          y: lerp(a.translation.y, b.translation.y, fraction)),
        scale: Size2D(
          width: lerp(a.scale.width, b.scale.width, fraction),
          height: lerp(a.scale.height, b.scale.height, fraction)),
        rotation: lerp(a.rotation, b.rotation, fraction),
        rotationX: lerp(a.rotationX, b.rotationX, fraction),
        rotationY: lerp(a.rotationY, b.rotationY, fraction),
        perspective: inverse > 0 ? 1 / inverse : .infinity,
        anchor: Point2D(
          x: lerp(a.anchor.x, b.anchor.x, fraction), y: lerp(a.anchor.y, b.anchor.y, fraction)))
      #expect(blended == own)
      #expect(isClose(blended.translation.x, hand.translation.x, absolute: 1e-9))
      #expect(isClose(blended.translation.y, hand.translation.y, absolute: 1e-9))
      #expect(isClose(blended.scale.width, hand.scale.width, absolute: 1e-12))
      #expect(isClose(blended.scale.height, hand.scale.height, absolute: 1e-12))
      #expect(isClose(blended.rotation, hand.rotation, absolute: 1e-12))
      #expect(isClose(blended.rotationX, hand.rotationX, absolute: 1e-12))
      #expect(isClose(blended.rotationY, hand.rotationY, absolute: 1e-12))
      #expect(isClose(blended.anchor.x, hand.anchor.x, absolute: 1e-12))
      #expect(isClose(blended.anchor.y, hand.anchor.y, absolute: 1e-12))
      #expect(isClose(blended.opacity, hand.opacity, absolute: 1e-12))
      if hand.perspective.isInfinite {
        #expect(blended.perspective.isInfinite)
      } else {
        #expect(isClose(blended.perspective, hand.perspective, relative: 1e-9))
      }
    }
  }
}
