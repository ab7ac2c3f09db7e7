/// A width and a height in points.
///
/// Sizes form a vector space so that springs can animate them; a negative component is
/// allowed in arithmetic (an overshooting spring may pass through one) and is the
/// caller's to interpret.
///
/// ```swift
/// let header = Size2D(width: 375, height: 400)
/// let halfway = header.interpolated(to: Size2D(width: 375, height: 0), fraction: 0.5)
/// ```
public struct Size2D: VectorSpace, Sendable, Hashable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size, 0 × 0.
  public static let zero = Size2D(width: 0, height: 0)

  /// The component-wise sum (``VectorSpace``).
  ///
  /// - Parameter other: The value to add.
  /// - Returns: `self + other`.
  public func adding(_ other: Size2D) -> Size2D { self + other }

  /// The component-wise difference (``VectorSpace``).
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: `self - other`.
  public func subtracting(_ other: Size2D) -> Size2D { self - other }

  /// Component-wise sum.
  public static func + (lhs: Size2D, rhs: Size2D) -> Size2D {
    Size2D(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }

  /// Component-wise difference.
  public static func - (lhs: Size2D, rhs: Size2D) -> Size2D {
    Size2D(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
  }

  /// Both extents multiplied by `factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The scaled size.
  public func scaled(by factor: Double) -> Size2D {
    Size2D(width: width * factor, height: height * factor)
  }

  /// width² + height².
  public var magnitudeSquared: Double { width * width + height * height }

  /// `width×height`.
  public var description: String { "\(width)×\(height)" }
}
