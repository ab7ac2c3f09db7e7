// Policy: a placement is what a Core Animation layer needs to show a view at one instant,
// in `CALayer`'s own terms, so an adapter copies it field by field (UIKit: `layer.bounds`,
// `.position`, `.anchorPoint`, `.transform`, `.opacity`, `.zPosition`) and the headless
// renderer builds its layers from the same value. Nothing is validated: a placement is
// computed from values the caller already holds.
//
// Geometry, as Core Animation's: the layer's own space is `bounds` (y down). A local point
// p is moved so that the anchor point (a unit point of the bounds) is at the origin, then
// `transform` acts on it (so the transform turns and scales about the anchor point), then
// it is moved to (`position`, `zPosition`) in the superlayer:
//
//     p′ = p · T(−anchorInBounds) · transform · T(position, zPosition)
//
// with row vectors, as ``Transform3D``.

/// Where and how a layer shows a view: bounds, position, anchor point, 3-D transform,
/// opacity and z position, as `CALayer` spells them.
///
/// ```swift
/// // A 100×50 view whose frame is (10, 20, 100, 50), turned a quarter turn about its
/// // top-left corner.
/// let placement = LayerPlacement(
///   bounds: Rect2D(x: 0, y: 0, width: 100, height: 50),
///   position: Point2D(x: 10, y: 20), anchorPoint: .zero,
///   transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
/// placement.projected(Point2D(x: 100, y: 0))  // ≈ (10, 120): the top-right corner
/// ```
public struct LayerPlacement: Sendable, Hashable, CustomStringConvertible {
  /// The layer's own coordinate space: usually origin zero and the view's size.
  public var bounds: Rect2D
  /// Where the anchor point sits, in the superlayer's coordinates.
  public var position: Point2D
  /// The point of the bounds that sits on `position` and that `transform` turns and scales
  /// about, as a unit point: (0, 0) top-left, (0.5, 0.5) center, (1, 1) bottom-right.
  public var anchorPoint: Point2D
  /// The 3-D transform, applied about the anchor point.
  public var transform: Transform3D
  /// Opacity, 0...1.
  public var opacity: Double
  /// Position along z, toward the viewer; also orders siblings (higher on top).
  public var zPosition: Double

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - bounds: The layer's own coordinate space.
  ///   - position: Where the anchor point sits in the superlayer.
  ///   - anchorPoint: The unit point of the bounds on `position`; the center by default.
  ///   - transform: The transform about the anchor point; the identity by default.
  ///   - opacity: Opacity; 1 by default.
  ///   - zPosition: Position along z; 0 by default.
  public init(
    bounds: Rect2D, position: Point2D, anchorPoint: Point2D = Point2D(x: 0.5, y: 0.5),
    transform: Transform3D = .identity, opacity: Double = 1, zPosition: Double = 0
  ) {
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.opacity = opacity
    self.zPosition = zPosition
  }

  /// The anchor point in the layer's own coordinates: bounds.origin + anchorPoint · size.
  public var anchorInBounds: Point2D {
    Point2D(
      x: bounds.minX + anchorPoint.x * bounds.size.width,
      y: bounds.minY + anchorPoint.y * bounds.size.height)
  }

  /// The rectangle the layer covers in its superlayer when `transform` is the identity
  /// (as `CALayer.frame`): position − anchorPoint · size, with the bounds' size.
  public var frame: Rect2D {
    Rect2D(
      x: position.x - anchorPoint.x * bounds.size.width,
      y: position.y - anchorPoint.y * bounds.size.height,
      width: bounds.size.width, height: bounds.size.height)
  }

  /// The full map from the layer's own coordinates (its bounds) to its superlayer's:
  /// translate the anchor point to the origin, apply `transform`, then translate to
  /// (`position`, `zPosition`).
  ///
  /// Map a point with ``Transform3D/projected(_:)`` (or ``projected(_:)``). A superlayer's
  /// own `sublayerTransform`, if any, is not included.
  public var transformToSuperlayer: Transform3D {
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
  }

  /// A point of the layer's own space, as it is seen in the superlayer.
  ///
  /// - Parameter point: A point in bounds coordinates.
  /// - Returns: Its image through ``transformToSuperlayer``, or `nil` when it lies at or
  ///   behind the eye of a perspective transform.
  public func projected(_ point: Point2D) -> Point2D? {
    transformToSuperlayer.projected(point)
  }

  /// The fields, for diagnostics.
  public var description: String {
    "LayerPlacement(bounds: \(bounds), position: \(position), anchorPoint: \(anchorPoint), "
      + "transform: \(transform), opacity: \(opacity), zPosition: \(zPosition))"
  }
}
