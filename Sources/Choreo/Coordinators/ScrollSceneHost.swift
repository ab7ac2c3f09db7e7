// Policy: what a scroll scene coordinator needs of its scroll view: its geometry as it is
// now (content offset, bounds, content size, adjusted content inset) and the platform's
// Reduce Motion setting; it carries out one thing, showing a target in its resolved state.

/// A scroll view's geometry, as UIKit reports it: all in points.
public struct ScrollGeometry: Sendable, Hashable {
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

/// A scroll view as a ``ScrollSceneCoordinator`` drives it: ChoreoUIKit's
/// `ScrollSceneBinding` makes a `UIScrollView` one.
@MainActor
public protocol ScrollSceneHost: AnyObject {
  /// The scroll view's geometry now, or `nil` before it is laid out.
  var geometry: ScrollGeometry? { get }

  /// The platform's Reduce Motion setting now.
  var reducedMotion: ReducedMotionPolicy { get }

  /// Shows a target in its state: its frame (in its superview's coordinates), visual
  /// state and corner radius.
  ///
  /// - Parameters:
  ///   - state: The target's resolved state.
  ///   - target: The target's id.
  func show(_ state: ScrollTargetState, for target: ScrollTargetID)
}
