// Policy: two timing curves are equal when they have the same definition: the same kind
// (linear, cubic Bézier, steps, `linear()`) with the same canonical parameters (the four
// control points; the count and position; the canonical points after CSS's fill-in). The
// CSS keyword a preset prints is not part of it, so `.ease == .cubicBezier(0.25, 0.1, 0.25,
// 1)` and `step-start` equals `steps(1, start)`: they are the same function under two
// spellings, and a curve read back from its description is equal to the original.
//
// So equal curves always compute the same function. The converse holds within a kind's
// canonical parameters but not across definitions: `linear`, `cubic-bezier(0.3, 0.3, 0.6,
// 0.6)` and `linear(0, 1)` are the identity written three ways, and `linear(0, 0.5, 1)` is
// `linear(0, 1)` with an extra point; they compare unequal. Deciding that two definitions
// give one function needs exact arithmetic on the control points (collinearity, the
// diagonal), which Double comparisons cannot give without false positives; the rule errs
// on "different". Numbers compare as Double does: 0 equals −0, and hashing agrees.

extension TimingCurve: Hashable {
  /// Whether two curves have the same definition (kind and canonical parameters); the name
  /// a preset prints is ignored, so `.ease == .cubicBezier(0.25, 0.1, 0.25, 1)`.
  ///
  /// - Parameters:
  ///   - lhs: One curve.
  ///   - rhs: The other curve.
  /// - Returns: `true` when both are the same kind with equal parameters.
  public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
    lhs.storage == rhs.storage
  }

  /// Hashes the kind and the canonical parameters, consistently with `==` (not the name).
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
  }
}
