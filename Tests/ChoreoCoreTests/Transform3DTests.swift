import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct Transform3DTests {
  @Test func rotationAboutZMatchesTheTwoDimensionalRotation() {
    let angle = 0.7
    let three = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 2)
    let two = Transform2D(rotationAngle: angle)
    let p = Point2D(x: 3, y: -2)
    let h = three.homogeneous(p)
    let q = two.apply(to: p)
    #expect(isClose(h.x, q.x) && isClose(h.y, q.y) && h.w == 1)
  }

  @Test func concatenationAppliesTheLeftOperandFirst() {
    // Translate by (10, 0), then scale by 2: (1, 1) → (11, 1) → (22, 2).
    let m = Transform3D(translationX: 10, y: 0).concatenating(Transform3D(scaleX: 2, y: 2))
    let h = m.homogeneous(Point2D(x: 1, y: 1))
    #expect(h.x == 22 && h.y == 2 && h.w == 1)
    #expect(Transform3D(Transform2D(translationX: 3, y: 4)) == Transform3D(translationX: 3, y: 4))
    let half = Transform3D.identity.interpolated(
      to: Transform3D(translationX: 10, y: 0), fraction: 0.5)
    #expect(half == Transform3D(translationX: 5, y: 0))
  }

  @Test func theDocumentedWorkedExampleHolds() {
    // The doc comment's example: a quarter turn about z, then a shift by (5, 5).
    let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let m = turn.concatenating(Transform3D(translationX: 5, y: 5))
    let expected: [Double] = [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 5, 5, 0, 1]
    for (entry, value) in zip(m.entries, expected) {
      #expect(isClose(entry, value, absolute: 1e-15), "\(m)")
    }
    let p = m.projected(Point2D(x: 10, y: 0))
    #expect(p.map { isClose($0.x, 5, absolute: 1e-14) && isClose($0.y, 15) } == true)
  }

  @Test func perspectiveDividesByTheDepthTerm() {
    // The doc comment's figure: m34 = −1/500, the point (100, 0, 100) has W = 0.8 and is
    // seen at (125, 0). Here a y turn puts a flat point at that depth: (x, 0, 0) turned by
    // −π/2 about y lands at z = x (row vectors: z′ = x·m13 = x·sin(π/2)).
    let lift = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
    let seen = lift.concatenating(.perspective(distance: 500))
    let h = seen.homogeneous(Point2D(x: 100, y: 0))
    #expect(isClose(h.w, 0.8, absolute: 1e-15))
    // x′ is cos(−π/2)·100 ≈ 0: the point is edge-on, all its travel went into depth.
    #expect(isClose(h.x, 0, absolute: 1e-12))
    // Behind the eye (W ≤ 0) a point has no image.
    #expect(seen.projected(Point2D(x: 600, y: 0)) == nil)
    #expect(
      seen.projected(Point2D(x: 400, y: 7)).map { isClose($0.y, 7 / 0.2, relative: 1e-12) } == true)
  }
}
