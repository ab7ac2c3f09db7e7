// Springs need more than blending: they add displacements, scale them by coefficients and
// measure their size to decide when motion has settled. `VectorSpace` is that minimum.

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
  /// Component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// The value with every component multiplied by `factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The scaled value.
  func scaled(by factor: Double) -> Self
  /// The squared Euclidean length of the value, over all of its components.
  var magnitudeSquared: Double { get }
}

extension VectorSpace {
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
}
