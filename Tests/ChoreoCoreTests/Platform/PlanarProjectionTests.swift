import ChoreoCore
import ChoreoTestSupport
import Testing

/// The 3×3 matrix the SwiftUI adapter hands to `ProjectionTransform` sees points of the
/// page exactly where the 4×4 transform does.
@Suite struct PlanarProjectionTests {
  /// A page turned by θ about y, seen from 500 points: w = 1 + x·sin θ / 500 (the
  /// VisualState geometry's worked formula), so the third column holds sin θ / 500.
  @Test func turnedPageKeepsItsPerspectiveInTheThirdColumn() {
    let turned = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
      .concatenating(.perspective(distance: 500))
    let flat = PlanarProjection(turned)
    #expect(isClose(flat.m13, 0.5 / 500, absolute: 1e-15))
    #expect(flat.m23 == 0 && flat.m33 == 1)
    // Perspective alone changes nothing in the plane z = 0.
    #expect(PlanarProjection(.perspective(distance: 500)) == PlanarProjection(.identity))
  }

  /// 300 seeded transforms (scale, three rotations, perspective, translation, composed as
  /// a visual state's are) agree with `Transform3D.projected` on 20 points each.
  @Test func projectsLikeTheFullTransform() {
    var random = SeededGenerator(seed: 17)
    for _ in 0..<300 {
      var transform = Transform3D(
        scaleX: Double.random(in: 0.2...2, using: &random),
        y: Double.random(in: 0.2...2, using: &random))
      transform = transform.concatenating(
        .init(rotationAngle: Double.random(in: -3...3, using: &random), x: 0, y: 0, z: 1))
      transform = transform.concatenating(
        .init(rotationAngle: Double.random(in: -1.2...1.2, using: &random), x: 0, y: 1, z: 0))
      transform = transform.concatenating(
        .init(rotationAngle: Double.random(in: -1.2...1.2, using: &random), x: 1, y: 0, z: 0))
      transform = transform.concatenating(
        .perspective(distance: Double.random(in: 400...2000, using: &random)))
      transform = transform.concatenating(
        .init(
          translationX: Double.random(in: -300...300, using: &random),
          y: Double.random(in: -300...300, using: &random)))
      let flat = PlanarProjection(transform)
      for _ in 0..<20 {
        let point = Point2D(
          x: Double.random(in: -200...200, using: &random),
          y: Double.random(in: -200...200, using: &random))
        let expected = transform.projected(point)
        let seen = flat.projected(point)
        #expect((expected == nil) == (seen == nil))
        if let expected, let seen {
          #expect(isClose(seen.x, expected.x, absolute: 1e-9, relative: 1e-12))
          #expect(isClose(seen.y, expected.y, absolute: 1e-9, relative: 1e-12))
        }
      }
    }
  }
}
