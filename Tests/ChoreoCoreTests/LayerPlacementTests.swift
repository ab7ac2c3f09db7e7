import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct LayerPlacementTests {
  func expectClose(
    _ p: Point2D?, _ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let p else {
      Issue.record("no image", sourceLocation: sourceLocation)
      return
    }
    #expect(
      isClose(p.x, x, absolute: 1e-12) && isClose(p.y, y, absolute: 1e-12), "\(p)",
      sourceLocation: sourceLocation)
  }

  @Test func theDocumentedExampleTurnsAboutTheTopLeftCorner() {
    let placement = LayerPlacement(
      bounds: Rect2D(x: 0, y: 0, width: 100, height: 50),
      position: Point2D(x: 10, y: 20), anchorPoint: .zero,
      transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
    expectClose(placement.projected(Point2D(x: 100, y: 0)), 10, 120)
    expectClose(placement.projected(.zero), 10, 20)
    #expect(placement.frame == Rect2D(x: 10, y: 20, width: 100, height: 50))
  }

  @Test func anIdentityTransformMapsBoundsOntoTheFrame() {
    // Wherever the anchor point is, an untransformed layer covers its frame:
    // local (x, y) ↦ position − anchor·size + (x, y) − bounds.origin.
    for anchor in [Point2D(x: 0.5, y: 0.5), Point2D(x: 0, y: 1), Point2D(x: 0.2, y: 0.9)] {
      let placement = LayerPlacement(
        bounds: Rect2D(x: 5, y: -5, width: 80, height: 60), position: Point2D(x: 200, y: 100),
        anchorPoint: anchor, zPosition: 3)
      let origin = Point2D(x: 200 - anchor.x * 80, y: 100 - anchor.y * 60)
      #expect(placement.frame.origin == origin)
      for local in [Point2D(x: 5, y: -5), Point2D(x: 85, y: 55), Point2D(x: 30, y: 10)] {
        expectClose(placement.projected(local), origin.x + local.x - 5, origin.y + local.y + 5)
      }
      // The z position is a translation along z: it changes W only through perspective.
      #expect(placement.transformToSuperlayer.m43 == 3)
    }
  }
}
