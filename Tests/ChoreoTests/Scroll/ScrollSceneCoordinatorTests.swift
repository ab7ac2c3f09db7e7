import Choreo
import Testing

/// A scroll view that behaves as Apple documents `UIScrollView` behaving (the public
/// repository `Averyy/apple-dev-docs`, under `documentation/UIKit/`).
@MainActor
final class SimulatedScrollView: ScrollSceneHost {
  var geometry: ScrollSceneGeometry?
  var reducedMotion = ReducedMotionPolicy.full
  weak var coordinator: ScrollSceneCoordinator?
  private(set) var shown: [ScrollTargetID: ScrollTargetState] = [:]
  private(set) var layouts = 0

  init(width: Double, height: Double, contentHeight: Double, insetTop: Double = 0) {
    // At rest at the top, the content offset is minus the adjusted inset
    // (uiscrollview/adjustedcontentinset.md).
    geometry = ScrollSceneGeometry(
      contentOffset: Point2D(x: 0, y: -insetTop),
      viewportSize: Size2D(width: width, height: height),
      contentSize: Size2D(width: width, height: contentHeight),
      contentInset: Point2D(x: 0, y: insetTop))
  }

  func show(_ state: ScrollTargetState, for target: ScrollTargetID) {
    shown[target] = state
    layouts += 1
  }

  /// A scroll: the delegate's `scrollViewDidScroll(_:)` follows every change of the
  /// content offset (uiscrollviewdelegate/scrollviewdidscroll.md).
  func scroll(toY y: Double) {
    geometry?.contentOffset.y = y
    coordinator?.layOut()
  }

  /// The adjusted inset changes without a scroll (a bar appears):
  /// `scrollViewDidChangeAdjustedContentInset(_:)` comes
  /// (uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset.md); the offset UIKit keeps is
  /// the raw
  /// content offset.
  func changeInset(top: Double) {
    geometry?.contentInset.y = top
    coordinator?.layOut()
  }

  /// A rotation: new bounds, then a layout pass (uiview/layoutsubviews.md); no scroll.
  func rotate(width: Double, height: Double) {
    geometry?.viewportSize = Size2D(width: width, height: height)
    geometry?.contentSize.width = width
    coordinator?.layOut()
  }
}

/// Finding 8 of issue 31: the scroll-driven layout lays out again whenever what it depends
/// on changes, with or without a scroll, and Reduce Motion removes scale and parallax.
@MainActor
@Suite final class ScrollSceneCoordinatorTests {
  var kept: ScrollSceneCoordinator?

  /// A header 300 tall that shrinks to 100 and scales to 0.5 over the first 200 points,
  /// with parallax (translationY) of -50; a panel as wide as the viewport below it.
  static func scene() throws -> ScrollScene {
    try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 200),
      targets: [
        ScrollTarget("header", frame: Rect2D(x: 0, y: 0, width: 390, height: 300)),
        ScrollTarget("panel", frame: Rect2D(x: 0, y: 300, width: 390, height: 800)),
      ],
      animations: [
        ScrollAnimation("header", .height, from: 300, to: 100),
        ScrollAnimation("header", .scaleX, from: 1, to: 0.5),
        ScrollAnimation("header", .translationY, from: 0, to: -50),
        ScrollAnimation("panel", .y, from: .bottom(of: "header"), to: .bottom(of: "header")),
        ScrollAnimation(
          "panel", .width, from: .metric(.viewportWidth), to: .metric(.viewportWidth)),
      ])
  }

  func make(insetTop: Double = 0) throws -> (SimulatedScrollView, ScrollSceneCoordinator) {
    let view = SimulatedScrollView(width: 390, height: 844, contentHeight: 2000, insetTop: insetTop)
    let coordinator = ScrollSceneCoordinator(
      scene: try Self.scene(), snap: try ScrollSnap(points: [0, 200]), host: view)
    view.coordinator = coordinator
    kept = coordinator
    coordinator.layOut()
    return (view, coordinator)
  }

  @Test func aScrollLaysOutAtTheSceneOffset() throws {
    let (view, _) = try make(insetTop: 91)
    view.scroll(toY: -91 + 100)  // 100 points below rest under a 91-point bar
    #expect(view.shown["header"]?.frame.size.height == 200)
    #expect(view.shown["panel"]?.frame.origin.y == 200)
  }

  @Test func aRotationLaysOutAgainWithoutAScroll() throws {
    let (view, _) = try make()
    #expect(view.shown["panel"]?.frame.size.width == 390)
    view.rotate(width: 844, height: 390)
    #expect(view.shown["panel"]?.frame.size.width == 844)
  }

  @Test func anInsetChangeLaysOutAgainWithoutAScroll() throws {
    let (view, _) = try make()
    view.changeInset(top: 50)  // offset 0 now reads as 50 below rest
    #expect(view.shown["header"]?.frame.size.height == 250)
  }

  @Test func nothingChangedNothingIsLaidOut() throws {
    let (view, coordinator) = try make()
    let before = view.layouts
    #expect(!coordinator.layOut())
    #expect(view.layouts == before)
  }

  /// Reduce Motion: the header keeps its resolved frame (layout) but loses its scale and
  /// parallax; turning the setting on lays out again at once.
  @Test func reduceMotionRemovesScaleAndParallaxButKeepsLayout() throws {
    let (view, coordinator) = try make()
    view.scroll(toY: 100)
    let full = try #require(view.shown["header"])
    #expect(full.appearance.scale.width == 0.75)
    #expect(full.appearance.translation.y == -25)
    view.reducedMotion = .reduced
    #expect(coordinator.layOut())
    let reduced = try #require(view.shown["header"])
    #expect(reduced.frame == full.frame)
    #expect(reduced.appearance.scale == Size2D(width: 1, height: 1))
    #expect(reduced.appearance.translation == .zero)
    #expect(reduced.appearance.opacity == full.appearance.opacity)
  }

  /// The release velocity is UIKit's points per millisecond; the snap target converts
  /// back through the inset.
  @Test func aReleaseSnapsThroughTheInset() throws {
    let (view, coordinator) = try make(insetTop: 91)
    view.scroll(toY: -91 + 150)
    let target = try #require(coordinator.targetContentOffset(velocity: Point2D(x: 0, y: 0)))
    #expect(target == Point2D(x: 0, y: 200 - 91))
    #expect(coordinator.targetContentOffset(velocity: Point2D(x: 0, y: .nan)) == nil)
  }
}
