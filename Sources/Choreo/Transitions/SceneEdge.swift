// Policy: edges are named the way SwiftUI names them. `leading` and `trailing` follow the
// layout direction (leading is the left edge left-to-right, the right edge right-to-left);
// `left` and `right` never mirror. Unit vectors use the library's coordinates (y down).

/// An edge of the container that pages move from or toward.
///
/// ```swift
/// let context = try SceneTransitionContext(
///   containerSize: Size2D(width: 390, height: 844), layoutDirection: .rightToLeft)
/// SceneEdge.leading.direction(in: context)  // (1, 0): the leading edge is on the right
/// ```
public enum SceneEdge: Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The edge where reading starts: left in left-to-right layouts, right in right-to-left.
  case leading
  /// The edge where reading ends: right in left-to-right layouts, left in right-to-left.
  case trailing
  /// The left edge, whatever the layout direction.
  case left
  /// The right edge, whatever the layout direction.
  case right

  /// The edge across the container.
  public var opposite: SceneEdge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    case .left: .right
    case .right: .left
    }
  }

  /// The edge as `left`, `right`, `top` or `bottom` once the layout direction is applied.
  ///
  /// - Parameter layoutDirection: Left-to-right or right-to-left.
  /// - Returns: An edge that no longer depends on the layout direction.
  public func resolved(for layoutDirection: SceneTransitionContext.LayoutDirection)
    -> SceneEdge
  {
    switch (self, layoutDirection) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
    case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
    default: self
    }
  }

  /// The unit vector from the container's center toward this edge (y down).
  ///
  /// - Parameter context: Supplies the layout direction.
  /// - Returns: (−1, 0), (1, 0), (0, −1) or (0, 1).
  public func direction(in context: SceneTransitionContext) -> Point2D {
    switch resolved(for: context.layoutDirection) {
    case .left: Point2D(x: -1, y: 0)
    case .right: Point2D(x: 1, y: 0)
    case .top: Point2D(x: 0, y: -1)
    default: Point2D(x: 0, y: 1)
    }
  }

  /// The offset that moves a page just past this edge: the container's width or height
  /// along ``direction(in:)``.
  ///
  /// - Parameter context: Supplies the container size and layout direction.
  /// - Returns: The translation, in points.
  public func offset(in context: SceneTransitionContext) -> Point2D {
    let unit = direction(in: context)
    return Point2D(
      x: unit.x * context.containerSize.width, y: unit.y * context.containerSize.height)
  }
}
