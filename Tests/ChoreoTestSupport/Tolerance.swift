/// Whether two numbers agree within an absolute or a relative tolerance.
///
/// `a` and `b` agree when `|a − b| ≤ absolute` or `|a − b| ≤ relative · max(|a|, |b|)`.
/// Two NaNs never agree; two equal infinities do.
///
/// - Parameters:
///   - a: One value.
///   - b: The other value.
///   - absolute: The absolute tolerance.
///   - relative: The relative tolerance.
/// - Returns: `true` when the values agree.
public func isClose(
  _ a: Double, _ b: Double, absolute: Double = 1e-12, relative: Double = 0
) -> Bool {
  if a == b { return true }
  guard a.isFinite, b.isFinite else { return false }
  let difference = abs(a - b)
  return difference <= absolute || difference <= relative * max(abs(a), abs(b))
}
