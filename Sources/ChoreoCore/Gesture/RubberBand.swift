// Policy: rubber-banding is the resistance a scroll view puts up when dragged past its
// end. The curve is the one widely attributed to UIScrollView (as reverse-engineered and
// published by Grant Paul, 2014): for a drag x past the edge in a view of length d the
// content moves
//
//   f(x)  = (1 − 1/(x·c/d + 1))·d           c = 0.55
//   f′(x) = c/(x·c/d + 1)²                  (c at the edge, falling toward 0)
//   f⁻¹(y) = d/c·(1/(1 − y/d) − 1)          for |y| < d
//
// f(0) = 0, f′(0) = c, and f approaches d but never reaches it. Negative drags mirror. This
// is the one copy: the scroll models, `ScriptedScroll` and the docs all come here.

/// Overscroll resistance: how far content moves for a finger dragged past its bounds.
///
/// ```swift
/// // A finger 120 points past the top of an 844-point scroll view:
/// RubberBand.distance(forDrag: 120, dimension: 844)        // ≈ 61.2 points
/// RubberBand.drag(forDistance: 61.2, dimension: 844)       // ≈ 120: the inverse
/// let band = try RubberBand(bounds: 0...400, dimension: 844)
/// band.offset(forFinger: -120)                             // ≈ −61.2, resisted
/// band.offset(forFinger: 200)                              // 200: inside, one for one
/// ```
public struct RubberBand: Sendable, Hashable {
  /// UIScrollView's rubber-band constant c.
  public static let coefficient = 0.55

  /// The offsets the content moves through freely (an infinite end has no edge).
  public let bounds: ClosedRange<Double>
  /// The view's length along the axis, points: the curve's scale d.
  public let dimension: Double
  /// The constant c.
  public let coefficient: Double

  /// Creates the resistance of a scroll axis.
  ///
  /// - Parameters:
  ///   - bounds: The offsets the content moves through freely; past them it resists. An
  ///     end may be infinite (`0...Double.infinity`: resistance past the top only).
  ///   - dimension: The view's length along the axis, finite and > 0 (such as 844).
  ///   - coefficient: The constant c, finite and > 0; 0.55 by default.
  /// - Throws: ``DecayError/nonFinite(what:value:)`` for a NaN bound, or
  ///   ``DecayError/notPositive(what:value:)`` for a dimension or coefficient that is not
  ///   finite and positive.
  public init(
    bounds: ClosedRange<Double>, dimension: Double, coefficient: Double = RubberBand.coefficient
  ) throws(DecayError) {
    for bound in [bounds.lowerBound, bounds.upperBound] where bound.isNaN {
      throw .nonFinite(what: "a rubber-band bound", value: "\(bound)")
    }
    guard dimension.isFinite, dimension > 0 else {
      throw .notPositive(what: "the rubber-band dimension", value: dimension)
    }
    guard coefficient.isFinite, coefficient > 0 else {
      throw .notPositive(what: "the rubber-band coefficient", value: coefficient)
    }
    self.bounds = bounds
    self.dimension = dimension
    self.coefficient = coefficient
  }

  // MARK: - The curve

  /// How far the content moves for a drag `drag` past the edge: f(x).
  ///
  /// - Parameters:
  ///   - drag: The finger's distance past the edge, points; negative drags give the
  ///     mirrored (negative) distance.
  ///   - dimension: The view's length along the axis, > 0.
  ///   - coefficient: The constant c; 0.55 by default.
  /// - Returns: `(1 − 1/(|x|·c/d + 1))·d`, with the sign of `drag`; less than `dimension`
  ///   in magnitude.
  /// - Precondition: `dimension > 0`.
  public static func distance(
    forDrag drag: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    precondition(dimension > 0, "rubber-band dimension must be > 0, got \(dimension)")
    let magnitude = (1 - 1 / (abs(drag) * coefficient / dimension + 1)) * dimension
    return drag < 0 ? -magnitude : magnitude
  }

  /// The drag that moves the content `distance` past the edge: f⁻¹(y), the inverse of
  /// ``distance(forDrag:dimension:coefficient:)``.
  ///
  /// - Parameters:
  ///   - distance: How far past the edge the content is, points, less than `dimension` in
  ///     magnitude; a distance of `dimension` or more, which no drag reaches, gives an
  ///     infinite drag.
  ///   - dimension: The view's length along the axis, > 0.
  ///   - coefficient: The constant c; 0.55 by default.
  /// - Returns: `d/c·(1/(1 − |y|/d) − 1)`, with the sign of `distance`.
  /// - Precondition: `dimension > 0`.
  public static func drag(
    forDistance distance: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    precondition(dimension > 0, "rubber-band dimension must be > 0, got \(dimension)")
    let shown = abs(distance)
    let magnitude =
      shown >= dimension ? Double.infinity : dimension / coefficient * (shown / (dimension - shown))
    return distance < 0 ? -magnitude : magnitude
  }

  /// How fast the content moves per point of drag at `drag` past the edge: f′(x).
  ///
  /// - Parameters:
  ///   - drag: The finger's distance past the edge, points (either sign).
  ///   - dimension: The view's length along the axis, > 0.
  ///   - coefficient: The constant c; 0.55 by default.
  /// - Returns: `c/(|x|·c/d + 1)²`: c at the edge, falling toward 0.
  /// - Precondition: `dimension > 0`.
  public static func slope(
    atDrag drag: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    precondition(dimension > 0, "rubber-band dimension must be > 0, got \(dimension)")
    let base = abs(drag) * coefficient / dimension + 1
    return coefficient / (base * base)
  }

  // MARK: - Along an axis with bounds

  /// The content offset for a finger at `finger`, and its rate d(offset)/d(finger): one
  /// for one inside ``bounds``, resisted past them.
  ///
  /// - Parameter finger: Where the finger holds the content, points.
  /// - Returns: The offset shown, and the slope (1 inside the bounds).
  public func offset(forFinger finger: Double) -> (offset: Double, slope: Double) {
    let edge = min(max(finger, bounds.lowerBound), bounds.upperBound)
    let excess = finger - edge
    guard excess != 0 else { return (finger, 1) }
    return (
      edge + Self.distance(forDrag: excess, dimension: dimension, coefficient: coefficient),
      Self.slope(atDrag: excess, dimension: dimension, coefficient: coefficient)
    )
  }

  /// The finger offset that shows the content at `offset` (the inverse of
  /// ``offset(forFinger:)``). Content `dimension` or more past an edge, which no finger
  /// reaches, is held by a finger very far out (as for a distance 10⁻¹² short of it). The
  /// finger is always finite: one beyond Double's range is held at
  /// ±`Double.greatestFiniteMagnitude`.
  ///
  /// - Parameter offset: The content offset, points.
  /// - Returns: The finger's offset.
  public func finger(showing offset: Double) -> Double {
    let edge = min(max(offset, bounds.lowerBound), bounds.upperBound)
    let shown = offset - edge
    guard shown != 0 else { return offset }
    let limit = dimension * (1 - 1e-12)
    let clamped = min(max(shown, -limit), limit)
    var drag = Self.drag(forDistance: clamped, dimension: dimension, coefficient: coefficient)
    if !drag.isFinite {
      // A dimension so small that 10⁻¹² of it rounds away (the limit is the dimension
      // itself): the drag for a distance 10⁻¹² short of it, d/c·(10¹² − 1), directly.
      drag = dimension / coefficient * 999_999_999_999
      if shown < 0 { drag = -drag }
    }
    let finger = edge + drag
    guard finger.isFinite else {
      return shown < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude
    }
    return finger
  }
}
