/// A point or a 2-D vector in points, y growing downward (UIKit and SVG convention).
///
/// ```swift
/// let center = Point2D(x: 100, y: 200)
/// let offset = Point2D(x: 72, y: 0).scaled(by: 0.5)  // (36, 0)
/// let moved = center + offset
/// ```
public struct Point2D: VectorSpace, Sendable, Hashable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (down is positive).
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point2D(x: 0, y: 0)

  /// The component-wise sum (``VectorSpace``).
  ///
  /// - Parameter other: The value to add.
  /// - Returns: `self + other`.
  public func adding(_ other: Point2D) -> Point2D { self + other }

  /// The component-wise difference (``VectorSpace``).
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: `self - other`.
  public func subtracting(_ other: Point2D) -> Point2D { self - other }

  /// Component-wise sum.
  public static func + (lhs: Point2D, rhs: Point2D) -> Point2D {
    Point2D(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  public static func - (lhs: Point2D, rhs: Point2D) -> Point2D {
    Point2D(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Both coordinates multiplied by `factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The scaled vector.
  public func scaled(by factor: Double) -> Point2D {
    Point2D(x: x * factor, y: y * factor)
  }

  /// x² + y².
  public var magnitudeSquared: Double { x * x + y * y }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
