// One evaluation of a non-uniform Catmull-Rom segment, shared by KeyframeCurve and the
// scroll scene's compiled programs (so the two cannot drift): the Barry-Goldman pyramidal
// form (Barry & Goldman, "A recursive evaluation algorithm for a class of Catmull-Rom
// splines", SIGGRAPH 1988), three levels of linear interpolation parameterised by the key
// times. A missing neighbour at either end is the end key's neighbour reflected through it,
// one span further on (P₀ = P₁ − (P₂ − P₁) at t₀ = t₁ − (t₂ − t₁), likewise after P₂).

/// The value at `time` of the Catmull-Rom segment from `(t1, p1)` to `(t2, p2)`, with the
/// neighbouring keys `before` and `after` (nil at the ends of a curve: reflected).
///
/// - Parameters:
///   - before: The key before `p1`, or nil.
///   - p1: The segment's first key.
///   - p2: The segment's last key.
///   - after: The key after `p2`, or nil.
///   - time: A time in `t1...t2` (outside it the spline's polynomial continues).
/// - Returns: The interpolated value; exactly `p1` at `t1` and `p2` at `t2` up to rounding.
/// - Precondition (not checked): t0 < t1 < t2 < t3.
@inlinable
package func catmullRomValue<Value: Interpolatable>(
  before: (time: Double, value: Value)?, _ p1: (time: Double, value: Value),
  _ p2: (time: Double, value: Value), after: (time: Double, value: Value)?, at time: Double
) -> Value {
  let (t1, t2) = (p1.time, p2.time)
  let (t0, v0) = before ?? (t1 - (t2 - t1), p1.value.interpolated(to: p2.value, fraction: -1))
  let (t3, v3) = after ?? (t2 + (t2 - t1), p2.value.interpolated(to: p1.value, fraction: -1))
  let a1 = v0.interpolated(to: p1.value, fraction: (time - t0) / (t1 - t0))
  let a2 = p1.value.interpolated(to: p2.value, fraction: (time - t1) / (t2 - t1))
  let a3 = p2.value.interpolated(to: v3, fraction: (time - t2) / (t3 - t2))
  let b1 = a1.interpolated(to: a2, fraction: (time - t0) / (t2 - t0))
  let b2 = a2.interpolated(to: a3, fraction: (time - t1) / (t3 - t1))
  return b1.interpolated(to: b2, fraction: (time - t1) / (t2 - t1))
}
