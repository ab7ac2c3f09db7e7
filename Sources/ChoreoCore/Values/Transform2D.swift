// Policy: a 2-D affine transform interpolates by decomposition, as CSS Transforms Level 1
// (§ "Interpolation of Matrices", 2-D case) does, not entry by entry. Entry-wise blending
// of "rotated 2π/3 and scaled 0.1" toward the identity shears and collapses the page
// mid-way (a tab transition's rotate-and-shrink); blending translation, rotation, scale and skew
// separately turns it smoothly instead.
//
// The decomposition is the QR factorisation of the linear part, with column vectors:
//
//     [a c]   [cos θ  −sin θ] [1 k] [sx  0]
//     [b d] = [sin θ   cos θ] [0 1] [ 0 sy]
//
// so sx = |(a, b)| ≥ 0, θ = atan2(b, a), sy = det / sx (negative for a reflection) and
// k = (a·c + b·d) / det, a skew along x. Rotation interpolates along the shorter arc
// (a matrix cannot tell a quarter turn from five quarter turns; animate an angle, not a
// matrix, for spins).
import CLibM

/// A 2-D affine transform, laid out as Core Graphics' `CGAffineTransform`:
/// x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
///
/// Transforms interpolate by decomposition into translation, rotation, skew and scale
/// (CSS Transforms Level 1), so a rotate-and-shrink turns smoothly back to the identity.
///
/// ```swift
/// let start = Transform2D(rotationAngle: 2 * .pi / 3).scaledBy(x: 0.1, y: 0.1)
/// let halfway = start.interpolated(to: .identity, fraction: 0.5)
/// halfway.decomposed().rotation  // π/3
/// ```
public struct Transform2D: Interpolatable, Sendable, Hashable, CustomStringConvertible {
  /// The x component of the transformed x axis.
  public var a: Double
  /// The y component of the transformed x axis.
  public var b: Double
  /// The x component of the transformed y axis.
  public var c: Double
  /// The y component of the transformed y axis.
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// Creates a transform from its six entries.
  ///
  /// - Parameters:
  ///   - a: x′ per x.
  ///   - b: y′ per x.
  ///   - c: x′ per y.
  ///   - d: y′ per y.
  ///   - tx: Horizontal translation.
  ///   - ty: Vertical translation.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  ///
  /// - Parameters:
  ///   - x: Horizontal offset.
  ///   - y: Vertical offset.
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  ///
  /// - Parameters:
  ///   - x: Horizontal factor.
  ///   - y: Vertical factor.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin. With y pointing down, a positive angle turns clockwise
  /// on screen, as in UIKit.
  ///
  /// - Parameter angle: The angle in radians.
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` applied after `other`: the result maps p to self(other(p)).
  ///
  /// This is matrix product self · other. It matches `CGAffineTransform`'s
  /// `other.concatenating(self)`.
  ///
  /// - Parameter other: The transform applied first.
  /// - Returns: The composition.
  public func after(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
  }

  /// The transform with a translation applied first (in its own coordinates), like
  /// `CGAffineTransform.translatedBy(x:y:)`.
  ///
  /// - Parameters:
  ///   - x: Horizontal offset.
  ///   - y: Vertical offset.
  /// - Returns: The new transform.
  public func translatedBy(x: Double, y: Double) -> Transform2D {
    after(Transform2D(translationX: x, y: y))
  }

  /// The transform with a scale applied first, like `CGAffineTransform.scaledBy(x:y:)`.
  ///
  /// - Parameters:
  ///   - x: Horizontal factor.
  ///   - y: Vertical factor.
  /// - Returns: The new transform.
  public func scaledBy(x: Double, y: Double) -> Transform2D {
    after(Transform2D(scaleX: x, y: y))
  }

  /// The transform with a rotation applied first, like `CGAffineTransform.rotated(by:)`.
  ///
  /// - Parameter angle: The angle in radians.
  /// - Returns: The new transform.
  public func rotated(by angle: Double) -> Transform2D {
    after(Transform2D(rotationAngle: angle))
  }

  /// Maps a point.
  ///
  /// - Parameter point: The point.
  /// - Returns: a·x + c·y + tx, b·x + d·y + ty.
  public func apply(to point: Point2D) -> Point2D {
    Point2D(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The determinant of the linear part, a·d − b·c.
  public var determinant: Double { a * d - b * c }

  /// The parts a transform is interpolated through.
  public struct Decomposition: Sendable, Hashable {
    /// The translation.
    public var translation: Point2D
    /// The rotation in radians, in (−π, π].
    public var rotation: Double
    /// The skew along x (a shear factor: x′ = x + skew·y), applied after scaling.
    public var skew: Double
    /// The horizontal scale, ≥ 0.
    public var scaleX: Double
    /// The vertical scale; negative for a reflection.
    public var scaleY: Double

    /// Creates a decomposition.
    ///
    /// - Parameters:
    ///   - translation: The translation.
    ///   - rotation: The rotation in radians.
    ///   - skew: The shear factor along x.
    ///   - scaleX: The horizontal scale.
    ///   - scaleY: The vertical scale.
    public init(
      translation: Point2D, rotation: Double, skew: Double, scaleX: Double, scaleY: Double
    ) {
      self.translation = translation
      self.rotation = rotation
      self.skew = skew
      self.scaleX = scaleX
      self.scaleY = scaleY
    }
  }

  /// Splits the transform into translation · rotation · skew · scale (see the file
  /// comment for the factorisation).
  ///
  /// A linear part whose first column is zero takes its rotation from the second column;
  /// an all-zero linear part decomposes to zero scales and no rotation.
  ///
  /// - Returns: The decomposition; `Transform2D(decomposition)` rebuilds the transform.
  public func decomposed() -> Decomposition {
    let translation = Point2D(x: tx, y: ty)
    let scaleX = (a * a + b * b).squareRoot()
    if scaleX == 0 {
      let scaleY = (c * c + d * d).squareRoot()
      let rotation = scaleY == 0 ? 0 : atan2(-c, d)
      return Decomposition(
        translation: translation, rotation: rotation, skew: 0, scaleX: 0, scaleY: scaleY)
    }
    let det = determinant
    let scaleY = det / scaleX
    let skew = det == 0 ? 0 : (a * c + b * d) / det
    return Decomposition(
      translation: translation, rotation: atan2(b, a), skew: skew, scaleX: scaleX,
      scaleY: scaleY)
  }

  /// Rebuilds a transform from its decomposition.
  ///
  /// - Parameter parts: Translation, rotation, skew and scale.
  public init(_ parts: Decomposition) {
    let cosine = cos(parts.rotation)
    let sine = sin(parts.rotation)
    // R · K · S with K = [1 k; 0 1] and S = diag(sx, sy).
    let kx = parts.skew * parts.scaleY
    self.init(
      a: cosine * parts.scaleX, b: sine * parts.scaleX,
      c: cosine * kx - sine * parts.scaleY, d: sine * kx + cosine * parts.scaleY,
      tx: parts.translation.x, ty: parts.translation.y)
  }

  /// Blends by decomposition: translation, skew and scales linearly, rotation along the
  /// shorter arc; then recomposes. Extrapolates outside 0...1.
  ///
  /// - Parameters:
  ///   - other: The transform at fraction 1.
  ///   - fraction: How far along.
  /// - Returns: The blended transform. At fractions 0 and 1 it equals the ends up to
  ///   rounding of the decomposition (about 1e-15 relative).
  public func interpolated(to other: Transform2D, fraction: Double) -> Transform2D {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let from = decomposed()
    let to = other.decomposed()
    var turn = to.rotation - from.rotation
    if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
    func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
    return Transform2D(
      Decomposition(
        translation: from.translation.interpolated(to: to.translation, fraction: fraction),
        rotation: from.rotation + turn * fraction,
        skew: lerp(from.skew, to.skew),
        scaleX: lerp(from.scaleX, to.scaleX),
        scaleY: lerp(from.scaleY, to.scaleY)))
  }

  /// `[a b c d tx ty]`.
  public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
