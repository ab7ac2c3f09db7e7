// Springs need more than blending: they add displacements, scale them by coefficients and
// measure their size to decide when motion has settled. `VectorSpace` is that minimum.
//
// Sum and difference are named requirements (`adding`, `subtracting`), and `+` / `-` come
// from a generic extension: a type conformed from outside (CGPoint, CGSize, CGRect in the
// UIKit adapter) then gets no concrete operators from Choreo that would clash with an app's
// own, and an app's own concrete operator outranks the generic one.

/// A value that can be added, subtracted, scaled and measured: what a spring needs.
///
/// Every `VectorSpace` is ``Interpolatable`` through `self + (other - self) * fraction`.
///
/// ```swift
/// let p = Point2D(x: 1, y: 2) + Point2D(x: 3, y: 4)  // (4, 6)
/// let length = p.magnitudeSquared.squareRoot()
/// ```
public protocol VectorSpace: Interpolatable, Equatable {
  /// The additive identity.
  static var zero: Self { get }
  /// The component-wise sum of this value and `other`.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: The sum.
  func adding(_ other: Self) -> Self
  /// The component-wise difference of this value and `other`.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: The difference.
  func subtracting(_ other: Self) -> Self
  /// The value with every component multiplied by `factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The scaled value.
  func scaled(by factor: Double) -> Self
  /// The squared Euclidean length of the value, over all of its components.
  var magnitudeSquared: Double { get }
}

extension VectorSpace {
  /// Component-wise sum: `lhs.adding(rhs)`.
  ///
  /// A generic operator, so a concrete `+` that a type (or an app, for the Core Graphics
  /// types the UIKit adapter makes vector spaces) declares for itself is chosen before it,
  /// with no ambiguity.
  ///
  /// - Parameters:
  ///   - lhs: One value.
  ///   - rhs: The other value.
  /// - Returns: The sum.
  @inlinable
  public static func + (lhs: Self, rhs: Self) -> Self { lhs.adding(rhs) }

  /// Component-wise difference: `lhs.subtracting(rhs)` (see ``+(_:_:)``).
  ///
  /// - Parameters:
  ///   - lhs: One value.
  ///   - rhs: The value to subtract.
  /// - Returns: The difference.
  @inlinable
  public static func - (lhs: Self, rhs: Self) -> Self { lhs.subtracting(rhs) }

  /// Blends linearly: `self + (other - self) * fraction`, extrapolating outside 0...1.
  ///
  /// - Parameters:
  ///   - other: The value at fraction 1.
  ///   - fraction: How far along.
  /// - Returns: The blended value.
  @inlinable
  public func interpolated(to other: Self, fraction: Double) -> Self {
    self + (other - self).scaled(by: fraction)
  }

  /// The Euclidean length of the value.
  @inlinable
  public var magnitude: Double { magnitudeSquared.squareRoot() }

  /// Whether every component is finite, without overflow: the value is scaled by 2⁻⁶⁰⁰
  /// first, so a finite value as large as `Double.greatestFiniteMagnitude` does not square
  /// to infinity (as `magnitudeSquared` alone does past about 1.34·10¹⁵⁴), while an
  /// infinite or NaN component stays so.
  package var hasFiniteComponents: Bool { scaled(by: 0x1p-600).magnitudeSquared.isFinite }
}
