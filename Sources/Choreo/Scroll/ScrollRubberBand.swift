// Policy: the scroll models' name for ChoreoCore's `RubberBand` curve (its source holds
// the formula, its inverse and its derivative); nothing is computed here.

/// The resistance curve of overscroll, for driving a stretchy header or a scroll demo.
///
/// ```swift
/// // A finger 120 points past the top of an 844-point scroll view:
/// let offset = -ScrollRubberBand.distance(forDrag: 120, dimension: 844)   // ≈ −61
/// ```
public enum ScrollRubberBand {
  /// UIScrollView's rubber-band constant (ChoreoCore's `RubberBand.coefficient`).
  public static let coefficient = RubberBand.coefficient

  /// How far the content moves for a drag past the edge
  /// (``/ChoreoCore/RubberBand/distance(forDrag:dimension:coefficient:)``, the one copy).
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
    RubberBand.distance(forDrag: drag, dimension: dimension, coefficient: coefficient)
  }
}
