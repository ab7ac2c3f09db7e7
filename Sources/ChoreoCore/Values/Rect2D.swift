/// An axis-aligned rectangle: an origin (top-left corner, y down) and a size.
///
/// Rectangles interpolate and spring component-wise (origin and size), which keeps every
/// edge moving linearly between two frames.
///
/// ```swift
/// let avatar = Rect2D(x: 30, y: 30, width: 100, height: 100)
/// let full = Rect2D(x: 0, y: 0, width: 375, height: 300)
/// avatar.interpolated(to: full, fraction: 0.5).maxX  // 237.5
/// ```
public struct Rect2D: VectorSpace, Sendable, Hashable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point2D
  /// The extent.
  public var size: Size2D

  /// Creates a rectangle from an origin and a size.
  ///
  /// - Parameters:
  ///   - origin: The top-left corner.
  ///   - size: The extent.
  public init(origin: Point2D, size: Size2D) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect2D(origin: .zero, size: .zero)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge, `x + width`.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge, `y + height`.
  public var maxY: Double { origin.y + size.height }
  /// The center point.
  public var center: Point2D {
    Point2D(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
  }

  /// Whether `point` lies inside the rectangle (left and top edges included, right and
  /// bottom excluded, as UIKit's hit testing does).
  ///
  /// - Parameter point: The point to test.
  /// - Returns: `true` when the point is inside.
  public func contains(_ point: Point2D) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The component-wise sum (``VectorSpace``).
  ///
  /// - Parameter other: The value to add.
  /// - Returns: `self + other`.
  public func adding(_ other: Rect2D) -> Rect2D { self + other }

  /// The component-wise difference (``VectorSpace``).
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: `self - other`.
  public func subtracting(_ other: Rect2D) -> Rect2D { self - other }

  /// Component-wise sum of origins and sizes.
  public static func + (lhs: Rect2D, rhs: Rect2D) -> Rect2D {
    Rect2D(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
  }

  /// Component-wise difference of origins and sizes.
  public static func - (lhs: Rect2D, rhs: Rect2D) -> Rect2D {
    Rect2D(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
  }

  /// Origin and size multiplied by `factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The scaled rectangle.
  public func scaled(by factor: Double) -> Rect2D {
    Rect2D(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }

  /// The squared length of the 4-component vector (x, y, width, height).
  public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }

  /// `(x, y, width×height)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size))" }
}
