/// A scroll view's geometry, as UIKit reports it: all in points.
public struct ScrollSceneGeometry: Sendable, Hashable {
  /// The content offset (UIKit's `contentOffset`: negative by the inset at rest).
  public var contentOffset: Point2D
  /// The scroll view's bounds size: the viewport.
  public var viewportSize: Size2D
  /// The content size.
  public var contentSize: Size2D
  /// The adjusted content inset's left (x) and top (y) edges.
  public var contentInset: Point2D

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - contentOffset: The content offset.
  ///   - viewportSize: The bounds size.
  ///   - contentSize: The content size.
  ///   - contentInset: The adjusted content inset's left and top; none by default.
  public init(
    contentOffset: Point2D, viewportSize: Size2D, contentSize: Size2D,
    contentInset: Point2D = .zero
  ) {
    self.contentOffset = contentOffset
    self.viewportSize = viewportSize
    self.contentSize = contentSize
    self.contentInset = contentInset
  }
}
