/// Why a radial layout cannot be used or cannot be fitted inside bounds.
public enum RadialLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The radius is NaN, infinite or not positive.
  case invalidRadius(Double)
  /// The item size is NaN, infinite or not positive.
  case invalidItemSize(Double)
  /// The start angle is not finite, or a spacing or sweep is not finite or is negative.
  case invalidAngle(Double)
  /// The bounds are not finite or have no area.
  case invalidBounds(Rect2D)
  /// The center is not finite.
  case invalidCenter(Point2D)
  /// No rotation, narrowing or shrinking (down to the minimum radius) keeps every item
  /// inside the bounds.
  case cannotFit(count: Int, bounds: Rect2D, center: Point2D, minimumRadius: Double)
  /// Two of `count` items would overlap: their centers are `distance` apart, less than the
  /// item size. `radiusNeeded` would clear them at the same angles (infinite when two
  /// items share an angle).
  case itemsOverlap(count: Int, distance: Double, itemSize: Double, radiusNeeded: Double)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .invalidRadius(let value):
      return "radius must be a positive finite number of points, got \(value)"
    case .invalidItemSize(let value):
      return "item size must be a positive finite number of points, got \(value)"
    case .invalidAngle(let value):
      return "angles must be finite (spacing and sweep also non-negative), got \(value)"
    case .invalidBounds(let bounds):
      return "bounds must be finite with positive width and height, got \(bounds)"
    case .invalidCenter(let center):
      return "the center must be a finite point, got \(center)"
    case .cannotFit(let count, let bounds, let center, let minimumRadius):
      return
        "\(count) items around \(center) cannot fit inside \(bounds) even rotated, narrowed "
        + "to touching and shrunk to radius \(minimumRadius); give more room, smaller items "
        + "or a smaller minimum radius"
    case .itemsOverlap(let count, let distance, let itemSize, let radiusNeeded):
      let remedy =
        radiusNeeded.isFinite
        ? "a radius of at least \(radiusNeeded) (or a wider spread), fewer items or smaller ones"
        : "spread the items over distinct angles"
      return
        "\(count) items of size \(itemSize) would overlap: two centers are only \(distance) "
        + "points apart; use \(remedy)"
    }
  }
}
