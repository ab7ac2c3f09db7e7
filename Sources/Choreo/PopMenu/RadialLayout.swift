// Policy: one angle convention for the whole radial menu, the one UIKit's and Core
// Graphics' arcs use in y-down coordinates and the one `VisualState.rotation` uses:
// angles are radians measured from the positive x axis (pointing right) and grow
// CLOCKWISE on screen, so an item at angle θ sits at center + r·(cos θ, sin θ) with y down.
// 0 is right, π/2 is straight down, π is left, 3π/2 (or −π/2) is straight up.
//
// A hand-rolled menu computes x = cos(a)·r, y = sin(a)·r for a = 45°, 90°, 135° and then
// SUBTRACTS both from the center, which turns every angle by 180°: its items sit at 225°,
// 270° and 315° in this convention (up-left, up, up-right), which is
// `RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45)`.
//
// Bad values never trap and never produce NaN positions: a non-finite or negative radius
// or spread counts as 0, a non-finite start angle as 0. `validated()` reports them as a
// typed error for callers that want one; `fitting(in:center:count:)` and `PopMenu` throw.

import CLibM

/// Where the items of a radial menu sit around its center: on a circle of a given radius,
/// from a start angle, a fixed spacing apart, spread over an arc, or around a full circle.
///
/// Angles are radians from the positive x axis, growing clockwise on screen (y down), as
/// UIKit's arcs and ``VisualState/rotation``: 0 is right, π/2 down, 3π/2 up. Items are laid
/// out from the start angle in the layout's ``Direction``. Every item is a circle of
/// diameter ``itemSize`` (its frame the square around it).
///
/// ```swift
/// // Three 38-point buttons, 45° apart, radius 72, fanned above the center.
/// let fan = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
/// fan.offsets(count: 3)  // (-50.9, -50.9), (0, -72), (50.9, -50.9)
///
/// let ring = RadialLayout(radius: 100, spread: .fullCircle)  // n items, 360°/n apart
/// let arc = RadialLayout(radius: 90, fromDegrees: 180, toDegrees: 360)  // left, over the top, right
/// ```
public struct RadialLayout: Sendable, Hashable, CustomStringConvertible {
  /// The way items follow one another round the circle.
  public enum Direction: Sendable, Hashable {
    /// Clockwise on screen: increasing angle (right, then down, then left, then up).
    case clockwise
    /// Counter-clockwise on screen: decreasing angle.
    case counterClockwise

    /// +1 for clockwise (angles grow), −1 for counter-clockwise.
    public var sign: Double { self == .clockwise ? 1 : -1 }
  }

  /// How the items are spread from the start angle.
  public enum Spread: Sendable, Hashable {
    /// A fixed angle between neighbours, radians (45° is `.spacing(.pi / 4)`);
    /// the arc grows with the count.
    case spacing(Double)
    /// The first item at the start angle and the last `sweep` radians further on, the
    /// others evenly between. One item sits in the middle of the arc. A sweep of 2π or more
    /// is a full circle (``fullCircle``), so the last item never lands on the first.
    case arc(sweep: Double)
    /// `count` items evenly round the whole circle, 2π / count apart: no item is
    /// duplicated at the end.
    case fullCircle
  }

  /// Distance from the center to each item's center, points.
  public var radius: Double
  /// Angle of the first item, radians (clockwise from the positive x axis, y down).
  public var startAngle: Double
  /// How items are spread from the start angle.
  public var spread: Spread
  /// The way items follow one another.
  public var direction: Direction
  /// Diameter of each (round) item, points; its frame is the square of this side.
  public var itemSize: Double

  /// Creates a layout.
  ///
  /// - Parameters:
  ///   - radius: Distance from the center to each item's center, points (> 0).
  ///   - startAngle: Angle of the first item, radians, clockwise from the positive x axis.
  ///   - spread: How items are spread from the start angle.
  ///   - direction: The way items follow one another; clockwise by default.
  ///   - itemSize: Diameter of each item, points (> 0); 44 by default.
  public init(
    radius: Double, startAngle: Double = -Double.pi / 2, spread: Spread = .fullCircle,
    direction: Direction = .clockwise, itemSize: Double = 44
  ) {
    self.radius = radius
    self.startAngle = startAngle
    self.spread = spread
    self.direction = direction
    self.itemSize = itemSize
  }

  /// Creates a layout with a fixed spacing, in degrees (as users write them).
  ///
  /// ```swift
  /// RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)  // a fan above
  /// ```
  ///
  /// - Parameters:
  ///   - radius: Distance from the center to each item's center, points.
  ///   - startDegrees: Angle of the first item, degrees clockwise from the positive x axis.
  ///   - spacingDegrees: Angle between neighbours, degrees.
  ///   - direction: The way items follow one another; clockwise by default.
  ///   - itemSize: Diameter of each item, points.
  public init(
    radius: Double, startDegrees: Double, spacingDegrees: Double,
    direction: Direction = .clockwise, itemSize: Double = 44
  ) {
    self.init(
      radius: radius, startAngle: startDegrees * .pi / 180,
      spread: .spacing(spacingDegrees * .pi / 180), direction: direction, itemSize: itemSize)
  }

  /// Creates a layout spread evenly over the arc from one angle to another, in degrees,
  /// travelling in `direction`.
  ///
  /// The sweep is how far `direction` travels from `fromDegrees` to reach `toDegrees`,
  /// in 0..<360: from 180 to 360 clockwise passes over the top (270); counter-clockwise it
  /// passes under. Equal angles give a sweep of 0 (every item at that angle); for a full
  /// circle use ``Spread/fullCircle``.
  ///
  /// - Parameters:
  ///   - radius: Distance from the center to each item's center, points.
  ///   - fromDegrees: Angle of the first item, degrees.
  ///   - toDegrees: Angle of the last item, degrees.
  ///   - direction: The way items follow one another; clockwise by default.
  ///   - itemSize: Diameter of each item, points.
  public init(
    radius: Double, fromDegrees: Double, toDegrees: Double, direction: Direction = .clockwise,
    itemSize: Double = 44
  ) {
    let turn = (toDegrees - fromDegrees) * direction.sign
    var sweep = turn.truncatingRemainder(dividingBy: 360)
    if sweep < 0 { sweep += 360 }
    self.init(
      radius: radius, startAngle: fromDegrees * .pi / 180,
      spread: .arc(sweep: sweep.isFinite ? sweep * .pi / 180 : 0), direction: direction,
      itemSize: itemSize)
  }

  /// The layout if every value is usable, or the first problem as a typed error.
  ///
  /// - Returns: `self`.
  /// - Throws: ``RadialLayoutError/invalidRadius(_:)`` for a radius that is NaN, infinite
  ///   or not positive; ``RadialLayoutError/invalidItemSize(_:)`` likewise for the item
  ///   size; ``RadialLayoutError/invalidAngle(_:)`` for a non-finite start angle or a
  ///   non-finite or negative spacing or sweep.
  public func validated() throws(RadialLayoutError) -> RadialLayout {
    guard radius.isFinite, radius > 0 else { throw .invalidRadius(radius) }
    guard itemSize.isFinite, itemSize > 0 else { throw .invalidItemSize(itemSize) }
    guard startAngle.isFinite else { throw .invalidAngle(startAngle) }
    switch spread {
    case .spacing(let value), .arc(let value):
      guard value.isFinite, value >= 0 else { throw .invalidAngle(value) }
    case .fullCircle: break
    }
    return self
  }

  /// The angle between neighbouring items for `count` items, radians (≥ 0; 0 for fewer
  /// than two items on an arc).
  ///
  /// - Parameter count: The number of items.
  /// - Returns: The spacing: the fixed spacing, the arc's sweep / (count − 1), or
  ///   2π / count round a full circle.
  public func step(count: Int) -> Double {
    switch spread {
    case .spacing(let spacing): return Self.usable(spacing)
    case .fullCircle: return count > 0 ? 2 * .pi / Double(count) : 0
    case .arc(let sweep):
      let sweep = Self.usable(sweep)
      if sweep >= 2 * .pi { return count > 0 ? 2 * .pi / Double(count) : 0 }
      return count > 1 ? sweep / Double(count - 1) : 0
    }
  }

  /// The angle of the first item for `count` items: the start angle, except for a single
  /// item on an arc, which sits in the arc's middle.
  ///
  /// - Parameter count: The number of items.
  /// - Returns: Radians (not reduced to 0..<2π).
  public func firstAngle(count: Int) -> Double {
    let start = startAngle.isFinite ? startAngle : 0
    if count == 1, case .arc(let sweep) = spread, Self.usable(sweep) < 2 * .pi {
      return start + direction.sign * Self.usable(sweep) / 2
    }
    return start
  }

  /// The angle of each item, radians, in layout order.
  ///
  /// - Parameter count: The number of items; 0 gives an empty array.
  /// - Returns: `firstAngle + sign · k · step` for k in 0..<count (not reduced to 0..<2π).
  /// - Precondition: `count >= 0`.
  public func angles(count: Int) -> [Double] {
    precondition(count >= 0, "count must not be negative, got \(count)")
    let first = firstAngle(count: count)
    let step = step(count: count) * direction.sign
    return (0..<count).map { first + Double($0) * step }
  }

  /// Each item's center relative to the menu's center, points (y down), in layout order.
  ///
  /// - Parameter count: The number of items; 0 gives an empty array.
  /// - Returns: `r · (cos θ, sin θ)` for each item angle θ. An unusable radius (NaN,
  ///   infinite or negative) counts as 0: every item at the center.
  /// - Precondition: `count >= 0`.
  public func offsets(count: Int) -> [Point2D] {
    let r = Self.usable(radius)
    return angles(count: count).map { Point2D(x: r * cos($0), y: r * sin($0)) }
  }

  /// Each item's center in the coordinates of `center`, in layout order.
  ///
  /// - Parameters:
  ///   - count: The number of items; 0 gives an empty array.
  ///   - center: The menu's center (the center button's center).
  /// - Returns: `center + offset` for each item.
  /// - Precondition: `count >= 0`.
  public func positions(count: Int, around center: Point2D) -> [Point2D] {
    offsets(count: count).map { center + $0 }
  }

  /// A one-line summary in degrees.
  public var description: String {
    let degrees = { (radians: Double) in radians * 180 / .pi }
    let spreadText: String
    switch spread {
    case .spacing(let spacing): spreadText = "spacing \(degrees(spacing))°"
    case .arc(let sweep): spreadText = "arc \(degrees(sweep))°"
    case .fullCircle: spreadText = "full circle"
    }
    return
      "RadialLayout(radius \(radius), start \(degrees(startAngle))°, \(spreadText), "
      + "\(direction), item \(itemSize))"
  }

  /// A finite, non-negative value, or 0.
  static func usable(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}
