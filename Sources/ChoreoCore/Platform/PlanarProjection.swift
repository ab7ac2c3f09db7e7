// Policy: a 3-D transform seen in the plane z = 0, as a 3×3 projective matrix. A point
// (x, y, 0, 1) times the 4×4 row-vector matrix gives x′ = x·m11 + y·m21 + m41,
// y′ = x·m12 + y·m22 + m42, w = x·m14 + y·m24 + m44 (its z′ is not seen), so rows and
// columns 1, 2 and 4 are all a flat picture needs. This is the matrix SwiftUI's
// `ProjectionTransform` holds (row vectors too: its third row is the translation, its third
// column the perspective), which is how the SwiftUI adapter applies a visual state.

/// A 3-D transform restricted to the plane z = 0: a 3×3 projective matrix in row-vector
/// form, the layout of SwiftUI's `ProjectionTransform`.
///
/// ```swift
/// let turned = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
///   .concatenating(.perspective(distance: 500))
/// PlanarProjection(turned).m13   // sin(π/6) / 500: w = 1 + x · 0.001
/// ```
package struct PlanarProjection: Sendable, Hashable {
  /// Row 1: x′ per x, y′ per x, w per x.
  package var m11: Double, m12: Double, m13: Double
  /// Row 2: x′ per y, y′ per y, w per y.
  package var m21: Double, m22: Double, m23: Double
  /// Row 3: the translation and w's constant.
  package var m31: Double, m32: Double, m33: Double

  /// The transform as seen in the plane z = 0: rows and columns 1, 2 and 4.
  ///
  /// - Parameter transform: The 3-D transform.
  package init(_ transform: Transform3D) {
    m11 = transform.m11
    m12 = transform.m12
    m13 = transform.m14
    m21 = transform.m21
    m22 = transform.m22
    m23 = transform.m24
    m31 = transform.m41
    m32 = transform.m42
    m33 = transform.m44
  }

  /// A point of the plane through the matrix, divided by w.
  ///
  /// - Parameter point: The point.
  /// - Returns: Its image, or `nil` when it lies at or behind the eye (w ≤ 0).
  package func projected(_ point: Point2D) -> Point2D? {
    let w = point.x * m13 + point.y * m23 + m33
    guard w > 0 else { return nil }
    return Point2D(
      x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
  }
}
