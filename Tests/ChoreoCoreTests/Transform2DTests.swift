import CLibM
import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct Transform2DTests {
  func expectClose(
    _ t: Transform2D, _ u: Transform2D, _ tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let pairs = [(t.a, u.a), (t.b, u.b), (t.c, u.c), (t.d, u.d), (t.tx, u.tx), (t.ty, u.ty)]
    for (x, y) in pairs {
      #expect(isClose(x, y, absolute: tolerance), "\(t) vs \(u)", sourceLocation: sourceLocation)
    }
  }

  @Test func constructorsMatchTheirMatrices() {
    let r = Transform2D(rotationAngle: .pi / 2)
    // y down: rotating the x axis a quarter turn clockwise on screen points it down.
    let p = r.apply(to: Point2D(x: 1, y: 0))
    #expect(isClose(p.x, 0, absolute: 1e-15) && isClose(p.y, 1))
    let composed = Transform2D(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
    #expect(composed.apply(to: Point2D(x: 1, y: 1)) == Point2D(x: 12, y: 23))
    #expect(Transform2D.identity.determinant == 1)
  }

  @Test(arguments: 0..<500)
  func decompositionRoundTrips(seed: Int) {
    var random = SeededGenerator(seed: UInt64(seed))
    let t = Transform2D(
      a: .random(in: -3...3, using: &random), b: .random(in: -3...3, using: &random),
      c: .random(in: -3...3, using: &random), d: .random(in: -3...3, using: &random),
      tx: .random(in: -100...100, using: &random), ty: .random(in: -100...100, using: &random))
    let parts = t.decomposed()
    #expect(parts.scaleX >= 0)
    #expect((-Double.pi...Double.pi).contains(parts.rotation))
    #expect((parts.scaleY < 0) == (t.determinant < 0))
    expectClose(Transform2D(parts), t, 1e-9)
  }

  @Test func decomposesKnownParts() {
    let t = Transform2D(translationX: 5, y: -7).rotated(by: 0.3).scaledBy(x: 2, y: 0.5)
    let parts = t.decomposed()
    #expect(isClose(parts.rotation, 0.3, absolute: 1e-15))
    #expect(isClose(parts.scaleX, 2, absolute: 1e-15))
    #expect(isClose(parts.scaleY, 0.5, absolute: 1e-15))
    #expect(isClose(parts.skew, 0, absolute: 1e-15))
    #expect(parts.translation == Point2D(x: 5, y: -7))
  }

  /// The tab-bar post: "rotated 2π/3 and scaled 0.1 → identity" must turn smoothly. Reference:
  /// at fraction f the page is rotated by (1 − f)·2π/3 and scaled by 0.1 + 0.9·f, with no
  /// skew, a closed form written out here; entry-wise blending would instead shrink the
  /// determinant toward zero mid-way (the page collapses into a sliver).
  @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0])
  func tabSpinRotateAndShrinkTurnsSmoothly(fraction: Double) {
    let start = Transform2D(rotationAngle: 2 * .pi / 3).scaledBy(x: 0.1, y: 0.1)
    let blended = start.interpolated(to: .identity, fraction: fraction)
    let angle = (1 - fraction) * 2 * .pi / 3
    let scale = 0.1 + 0.9 * fraction
    let expected = Transform2D(
      a: scale * cos(angle), b: scale * sin(angle), c: -scale * sin(angle),
      d: scale * cos(angle), tx: 0, ty: 0)
    expectClose(blended, expected, 1e-14)
    #expect(isClose(blended.determinant, scale * scale, absolute: 1e-14))
  }

  @Test func rotationTakesTheShorterArc() {
    let a = Transform2D(rotationAngle: 170 * .pi / 180)
    let b = Transform2D(rotationAngle: -170 * .pi / 180)
    let mid = a.interpolated(to: b, fraction: 0.5).decomposed()
    // Through 180°, not through 0°.
    #expect(isClose(abs(mid.rotation), .pi, absolute: 1e-12))
  }

  @Test func endsAreExact() {
    let a = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(a.interpolated(to: .identity, fraction: 0) == a)
    #expect(a.interpolated(to: .identity, fraction: 1) == .identity)
  }
}
