// Policy: rubber-banding is the resistance a scroll view puts up when dragged past its
// end. The curve is the one widely attributed to UIScrollView (as reverse-engineered and
// published by Grant Paul, 2014): for a drag distance x past the edge in a view of length
// d, the content moves f(x) = (1 − 1 / (x·c / d + 1)) · d with c = 0.55. f(0) = 0,
// f′(0) = c, and f approaches d but never reaches it.

/// The resistance curve of overscroll, for driving a stretchy header or a scroll demo.
///
/// ```swift
/// // A finger 120 points past the top of an 844-point scroll view:
/// let offset = -ScrollRubberBand.distance(forDrag: 120, dimension: 844)   // ≈ −61
/// ```
public enum ScrollRubberBand {
  /// UIScrollView's rubber-band constant.
  public static let coefficient = 0.55

  /// How far the content moves for a drag past the edge.
  ///
  /// - Parameters:
  ///   - drag: The finger's distance past the edge, points; negative drags give the
  ///     mirrored (negative) distance.
  ///   - dimension: The scroll view's length along the axis, > 0.
  ///   - coefficient: The constant c; 0.55 by default.
  /// - Returns: `(1 − 1 / (|x|·c / d + 1)) · d`, with the sign of `drag`.
  /// - Precondition: `dimension > 0`.
  public static func distance(
    forDrag drag: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    precondition(dimension > 0, "rubber-band dimension must be > 0, got \(dimension)")
    let magnitude = (1 - 1 / (abs(drag) * coefficient / dimension + 1)) * dimension
    return drag < 0 ? -magnitude : magnitude
  }
}
