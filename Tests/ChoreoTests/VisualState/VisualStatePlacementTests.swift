import CLibM
import Choreo
import ChoreoTestSupport
import Testing

// Each case maps points of a view's bounds through VisualState.placement(in:) and compares
// them with a formula derived by hand for that one state (not with the matrix code).
@Suite struct VisualStatePlacementTests {
  let frame = Rect2D(x: 10, y: 20, width: 100, height: 50)
  let samples = [
    Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 0, y: 50), Point2D(x: 100, y: 50),
    Point2D(x: 37, y: 12),
  ]

  func expectMaps(
    _ state: VisualState, _ formula: (Point2D) -> Point2D,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let placement = state.placement(in: frame)
    for local in samples {
      let expected = formula(local)
      guard let seen = placement.projected(local) else {
        Issue.record("\(local) has no image", sourceLocation: sourceLocation)
        continue
      }
      #expect(
        isClose(seen.x, expected.x, absolute: 1e-9) && isClose(seen.y, expected.y, absolute: 1e-9),
        "\(local) ↦ \(seen), expected \(expected)", sourceLocation: sourceLocation)
    }
  }

  @Test func theAnchorMovesNoFrame() {
    for anchor in [Point2D(x: 0, y: 0), Point2D(x: 1, y: 1), Point2D(x: 0.25, y: 0.8)] {
      let placement = VisualState(anchor: anchor).placement(in: frame)
      #expect(placement.bounds == Rect2D(x: 0, y: 0, width: 100, height: 50))
      #expect(placement.anchorPoint == anchor)
      #expect(placement.position == Point2D(x: 10 + anchor.x * 100, y: 20 + anchor.y * 50))
      #expect(placement.frame == frame)
      expectMaps(VisualState(anchor: anchor)) { Point2D(x: 10 + $0.x, y: 20 + $0.y) }
    }
  }

  @Test func opacityAndZIndexBecomeLayerFields() {
    let placement = VisualState(opacity: 0.3, zIndex: 4).placement(in: frame)
    #expect(placement.opacity == 0.3 && placement.zPosition == 4)
    #expect(placement.transform.isIdentity)
  }

  @Test func aPureTranslationShiftsEveryPoint() {
    expectMaps(VisualState(translation: Point2D(x: 7, y: -3))) {
      Point2D(x: 10 + $0.x + 7, y: 20 + $0.y - 3)
    }
  }

  @Test func aScaleAboutACornerKeepsThatCorner() {
    // Top-left anchor: (x, y) ↦ origin + (2x, 3y).
    expectMaps(VisualState(scale: Size2D(width: 2, height: 3), anchor: .zero)) {
      Point2D(x: 10 + 2 * $0.x, y: 20 + 3 * $0.y)
    }
    // Bottom-right anchor: (x, y) ↦ (maxX, maxY) − (2(w − x), 3(h − y)).
    expectMaps(VisualState(scale: Size2D(width: 2, height: 3), anchor: Point2D(x: 1, y: 1))) {
      Point2D(x: 110 - 2 * (100 - $0.x), y: 70 - 3 * (50 - $0.y))
    }
  }

  @Test func aRotationTurnsClockwiseAboutTheCenter() {
    // y down: a positive angle turns +x toward +y. (x, y) ↦ c + R(θ)·(p − c).
    let theta = 0.6
    expectMaps(VisualState(rotation: theta)) { p in
      let (dx, dy) = (p.x - 50, p.y - 25)
      return Point2D(
        x: 60 + cos(theta) * dx - sin(theta) * dy, y: 45 + sin(theta) * dx + cos(theta) * dy)
    }
    // A quarter turn sends the right edge's midpoint straight below the center.
    let quarter = VisualState(rotation: .pi / 2).placement(in: frame)
    let seen = quarter.projected(Point2D(x: 100, y: 25))
    #expect(seen.map { isClose($0.x, 60, absolute: 1e-12) && isClose($0.y, 95) } == true)
  }

  @Test func aTurnAboutYIsForeshortenedByThePerspective() {
    // About y by φ, eye at d: a point (dx, dy) from the anchor goes to depth −dx·sin φ
    // (the left edge comes forward for φ > 0), so w = 1 + dx·sin φ / d and it is seen at
    // c + (dx·cos φ, dy) / w.
    let (phi, d) = (0.5, 400.0)
    expectMaps(VisualState(rotationY: phi, perspective: d)) { p in
      let (dx, dy) = (p.x - 50, p.y - 25)
      let w = 1 + dx * sin(phi) / d
      return Point2D(x: 60 + dx * cos(phi) / w, y: 45 + dy / w)
    }
    // The near (left) edge looks taller than the far (right) edge.
    let placement = VisualState(rotationY: phi, perspective: d).placement(in: frame)
    let left = placement.projected(Point2D(x: 0, y: 50))!.y - placement.projected(.zero)!.y
    let right =
      placement.projected(Point2D(x: 100, y: 50))!.y - placement.projected(Point2D(x: 100, y: 0))!.y
    #expect(left > 50 && right < 50)
  }

  @Test func aTurnAboutXTiltsTheTopAway() {
    // About x by ψ: (dx, dy) ↦ y′ = dy·cos ψ, depth dy·sin ψ (row vectors: z′ = y·m23 =
    // y·sin ψ), so w = 1 − dy·sin ψ / d and the point is seen at c + (dx, dy·cos ψ) / w.
    let (psi, d) = (-0.4, 300.0)
    expectMaps(VisualState(rotationX: psi, perspective: d)) { p in
      let (dx, dy) = (p.x - 50, p.y - 25)
      let w = 1 - dy * sin(psi) / d
      return Point2D(x: 60 + dx / w, y: 45 + dy * cos(psi) / w)
    }
  }

  @Test func theFactorsApplyInTheDocumentedOrder() {
    // Scale, then turn, then shift, about the center: c + R(θ)·S·(p − c) + t. Scaling
    // after the turn instead would stretch along the screen's axes, not the view's.
    let (theta, sx, sy) = (0.9, 2.0, 0.5)
    let state = VisualState(
      translation: Point2D(x: -4, y: 9), scale: Size2D(width: sx, height: sy), rotation: theta)
    expectMaps(state) { p in
      let (dx, dy) = (sx * (p.x - 50), sy * (p.y - 25))
      return Point2D(
        x: 60 + cos(theta) * dx - sin(theta) * dy - 4,
        y: 45 + sin(theta) * dx + cos(theta) * dy + 9)
    }
    // With perspective the shift comes after the projection: it moves the picture by
    // exactly the translation, whatever the depth.
    let turned = VisualState(rotationY: 0.7, perspective: 250)
    var shifted = turned
    shifted.translation = Point2D(x: 12, y: -6)
    for local in samples {
      let a = turned.placement(in: frame).projected(local)!
      let b = shifted.placement(in: frame).projected(local)!
      #expect(isClose(b.x - a.x, 12, absolute: 1e-9) && isClose(b.y - a.y, -6, absolute: 1e-9))
    }
  }
}
