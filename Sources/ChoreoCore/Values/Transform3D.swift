// Policy: laid out and composed exactly as Core Animation's `CATransform3D`: points are
// row vectors, p′ = p · M, so a translation sits in m41, m42, m43 and perspective in the
// fourth column (m34 = −1/d puts the eye at distance d on the +z axis, which points toward
// the viewer). `a.concatenating(b)` is the matrix product a · b: a is applied first, as
// `CATransform3DConcat(a, b)`.
import CLibM

/// A 4×4 homogeneous transform laid out as Core Animation's `CATransform3D`.
///
/// Points are row vectors, p′ = p · M: the point (x, y, z) becomes
/// (X, Y, Z, W) = (x, y, z, 1) · M and is seen at (X/W, Y/W). A translation sits in
/// `m41`, `m42`, `m43`; perspective comes from `m34`: set it to −1/d for an eye d points in
/// front of the layer plane (+z points toward the viewer, y down). `a.concatenating(b)`
/// applies a first, then b, as `CATransform3DConcat(a, b)`.
///
/// A worked example: a quarter turn about z, then a translation by (5, 5).
///
/// ```swift
/// let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
/// // turn ≈ [0 1 0 0; −1 0 0 0; 0 0 1 0; 0 0 0 1]
/// let m = turn.concatenating(Transform3D(translationX: 5, y: 5))
/// // m ≈ [0 1 0 0; −1 0 0 0; 0 0 1 0; 5 5 0 1]
/// let p = m.projected(Point2D(x: 10, y: 0))
/// // (10, 0, 0, 1) · m = (0, 10, 0, 1) + (5, 5, 0, 0) → p ≈ (5, 15):
/// // the turn is clockwise on screen (x toward +y), then the shift.
/// ```
///
/// With perspective, W carries the depth: for m34 = −1/500 the point (100, 0, 100) gives
/// W = 1 + 100 · (−1/500) = 0.8, so it is seen at (125, 0), larger because nearer.
public struct Transform3D: Sendable, Hashable, CustomStringConvertible {
  /// Row 1, column 1.
  public var m11: Double
  /// Row 1, column 2.
  public var m12: Double
  /// Row 1, column 3.
  public var m13: Double
  /// Row 1, column 4 (perspective in x).
  public var m14: Double
  /// Row 2, column 1.
  public var m21: Double
  /// Row 2, column 2.
  public var m22: Double
  /// Row 2, column 3.
  public var m23: Double
  /// Row 2, column 4 (perspective in y).
  public var m24: Double
  /// Row 3, column 1.
  public var m31: Double
  /// Row 3, column 2.
  public var m32: Double
  /// Row 3, column 3.
  public var m33: Double
  /// Row 3, column 4: perspective; −1/d for an eye at distance d.
  public var m34: Double
  /// Row 4, column 1: translation in x.
  public var m41: Double
  /// Row 4, column 2: translation in y.
  public var m42: Double
  /// Row 4, column 3: translation in z.
  public var m43: Double
  /// Row 4, column 4.
  public var m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  ///
  /// - Parameter rows: 16 numbers: m11, m12, m13, m14, m21, ..., m44.
  /// - Precondition: exactly 16 entries.
  public init(rows: [Double]) {
    precondition(rows.count == 16, "Transform3D needs 16 entries, got \(rows.count)")
    m11 = rows[0]
    m12 = rows[1]
    m13 = rows[2]
    m14 = rows[3]
    m21 = rows[4]
    m22 = rows[5]
    m23 = rows[6]
    m24 = rows[7]
    m31 = rows[8]
    m32 = rows[9]
    m33 = rows[10]
    m34 = rows[11]
    m41 = rows[12]
    m42 = rows[13]
    m43 = rows[14]
    m44 = rows[15]
  }

  /// The identity transform.
  public static let identity = Transform3D(
    rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  /// A translation.
  ///
  /// - Parameters:
  ///   - x: Offset along x.
  ///   - y: Offset along y (down).
  ///   - z: Offset along z (toward the viewer).
  public init(translationX x: Double, y: Double, z: Double = 0) {
    self = .identity
    m41 = x
    m42 = y
    m43 = z
  }

  /// A scale about the origin.
  ///
  /// - Parameters:
  ///   - x: Factor along x.
  ///   - y: Factor along y.
  ///   - z: Factor along z.
  public init(scaleX x: Double, y: Double, z: Double = 1) {
    self = .identity
    m11 = x
    m22 = y
    m33 = z
  }

  /// A rotation by `angle` radians about the axis (x, y, z), as
  /// `CATransform3DMakeRotation`.
  ///
  /// The axis need not be unit length; a zero axis gives the identity. About the z axis a
  /// positive angle turns clockwise on screen (y points down), matching `Transform2D`.
  /// Formula: Rodrigues' rotation matrix, written for row vectors (the transpose of the
  /// column-vector form).
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - x: Axis x component.
  ///   - y: Axis y component.
  ///   - z: Axis z component.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    m11 = t * ux * ux + c
    m12 = t * ux * uy + s * uz
    m13 = t * ux * uz - s * uy
    m21 = t * ux * uy - s * uz
    m22 = t * uy * uy + c
    m23 = t * uy * uz + s * ux
    m31 = t * ux * uz + s * uy
    m32 = t * uy * uz - s * ux
    m33 = t * uz * uz + c
  }

  /// A 3-D transform with the same effect as a 2-D affine transform.
  ///
  /// - Parameter affine: The 2-D transform.
  public init(_ affine: Transform2D) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }

  /// A perspective transform with the eye `distance` points in front of the plane
  /// (`m34 = −1/distance`).
  ///
  /// - Parameter distance: The eye distance, > 0.
  /// - Returns: The perspective transform.
  public static func perspective(distance: Double) -> Transform3D {
    var result = Transform3D.identity
    result.m34 = -1 / distance
    return result
  }

  /// `self` applied first, then `other`: the matrix product self · other, as
  /// `CATransform3DConcat(self, other)`.
  ///
  /// - Parameter other: The transform applied second.
  /// - Returns: The composition.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    // Field by field rather than through init(rows:): no array, so no allocation per call
    // (the renderer concatenates per layer per frame).
    var r = Transform3D.identity
    r.m11 = a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41
    r.m12 = a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42
    r.m13 = a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43
    r.m14 = a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44
    r.m21 = a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41
    r.m22 = a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42
    r.m23 = a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43
    r.m24 = a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44
    r.m31 = a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41
    r.m32 = a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42
    r.m33 = a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43
    r.m34 = a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44
    r.m41 = a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41
    r.m42 = a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42
    r.m43 = a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43
    r.m44 = a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
    return r
  }

  /// `self` with a translation applied first, like `CATransform3DTranslate`.
  ///
  /// - Parameters:
  ///   - x: Offset along x.
  ///   - y: Offset along y.
  ///   - z: Offset along z.
  /// - Returns: The new transform.
  public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// `self` with a scale applied first, like `CATransform3DScale`.
  ///
  /// - Parameters:
  ///   - x: Factor along x.
  ///   - y: Factor along y.
  ///   - z: Factor along z.
  /// - Returns: The new transform.
  public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// `self` with a rotation applied first, like `CATransform3DRotate`.
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - x: Axis x component.
  ///   - y: Axis y component.
  ///   - z: Axis z component.
  /// - Returns: The new transform.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform maps the z = 0 plane affinely in x and y with no perspective,
  /// so that it is exactly a `Transform2D` there (``affine`` is then that transform).
  public var isAffine: Bool {
    m14 == 0 && m24 == 0 && m44 == 1
  }

  /// The 2-D affine part acting on the z = 0 plane (x, y rows and translation); exact when
  /// ``isAffine`` holds.
  public var affine: Transform2D {
    Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The homogeneous image (X, Y, W) of the point (x, y, 0, 1), dropping Z.
  ///
  /// - Parameter point: A point in the z = 0 plane.
  /// - Returns: X, Y and W; the projected point is (X/W, Y/W) when W > 0.
  public func homogeneous(_ point: Point2D) -> (x: Double, y: Double, w: Double) {
    (
      point.x * m11 + point.y * m21 + m41, point.x * m12 + point.y * m22 + m42,
      point.x * m14 + point.y * m24 + m44
    )
  }

  /// The point (x, y, 0) mapped through the transform and projected: (X/W, Y/W) from
  /// ``homogeneous(_:)``.
  ///
  /// - Parameter point: A point in the z = 0 plane.
  /// - Returns: The projected point, or `nil` when W ≤ 0 (the point is at or behind the
  ///   eye, so it has no image).
  public func projected(_ point: Point2D) -> Point2D? {
    let h = homogeneous(point)
    guard h.w > 0 else { return nil }
    return Point2D(x: h.x / h.w, y: h.y / h.w)
  }

  /// Whether every entry is finite.
  public var isFinite: Bool {
    // Summing the entries is finite exactly when every entry is (a NaN or ±∞ entry, or an
    // overflow of the sum, makes it not finite); the overflow case is rechecked one by one.
    let sum =
      m11 + m12 + m13 + m14 + m21 + m22 + m23 + m24 + m31 + m32 + m33 + m34 + m41 + m42
      + m43 + m44
    return sum.isFinite || entries.allSatisfy(\.isFinite)
  }

  /// The 16 entries, row by row.
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The entries row by row, rows separated by `;`.
  public var description: String {
    let e = entries
    return "[\(e[0]) \(e[1]) \(e[2]) \(e[3]); \(e[4]) \(e[5]) \(e[6]) \(e[7]); "
      + "\(e[8]) \(e[9]) \(e[10]) \(e[11]); \(e[12]) \(e[13]) \(e[14]) \(e[15])]"
  }
}

extension Transform3D: Interpolatable {
  /// Blends entry by entry (linear; extrapolates outside 0...1).
  ///
  /// Entry-wise blending is exact for translations, scales and perspective; for rotations
  /// it shrinks the page mid-way. Animate angles (and rebuild the matrix per frame) for
  /// turns, as the renderer's demos do.
  ///
  /// - Parameters:
  ///   - other: The transform at fraction 1.
  ///   - fraction: How far along.
  /// - Returns: The blended transform.
  public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    let a = entries
    let b = other.entries
    return Transform3D(rows: (0..<16).map { a[$0] + (b[$0] - a[$0]) * fraction })
  }
}
