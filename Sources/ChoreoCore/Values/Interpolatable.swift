// Policy: `interpolated(to:fraction:)` is linear in `fraction` for vector-like values and
// *extrapolates* outside 0...1 (a fraction of 1.5 goes half as far again past the end).
// Overshooting timing curves and springs rely on that, and so does Catmull-Rom in
// `KeyframeCurve` (its Barry-Goldman form is built only from interpolations). Values whose
// natural range is bounded (colour channels) document what happens past their ends.

/// A value that can be blended with another value of its type.
///
/// Conform a type to `Interpolatable` so that timing curves, keyframes and ``Motion`` can
/// move it. A fraction of 0 gives `self`, 1 gives `other`; fractions outside 0...1
/// extrapolate along the same path.
///
/// ```swift
/// let halfway = 10.0.interpolated(to: 20, fraction: 0.5)  // 15
/// ```
public protocol Interpolatable {
  /// Blends `self` toward `other`.
  ///
  /// - Parameters:
  ///   - other: The value at fraction 1.
  ///   - fraction: How far along; 0 is `self`, 1 is `other`, other values extrapolate.
  /// - Returns: The blended value.
  func interpolated(to other: Self, fraction: Double) -> Self
}
