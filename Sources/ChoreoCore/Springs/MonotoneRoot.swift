// One root finder for every "when does this closed form cross that level" question (a
// spring's settling time, the instant a closing menu item reaches its removal scale): the
// caller brackets the crossing on an interval where the function is monotone, and a
// safeguarded Newton iteration closes the bracket to a couple of ulps. No grid search: the
// bracket comes from the structure of the closed form (its extrema), never from sampling.

/// The zero of a function that is monotone on `[lower, upper]`, positive at `lower` and
/// not positive at `upper`.
///
/// Safeguarded Newton: each step stays inside the shrinking bracket (bisecting otherwise)
/// and moves at least a couple of ulps so that the bracket closes.
///
/// - Parameters:
///   - lower: Where `f` is positive.
///   - upper: Where `f` is zero or negative.
///   - f: The function and its derivative.
/// - Returns: A time within a few ulps of the crossing (`lower` if `f(lower) <= 0`).
/// - Complexity: At most 200 evaluations; usually under 10.
func monotoneRoot(
  lower: Double, upper: Double, _ f: (Double) -> (value: Double, slope: Double)
) -> Double {
  var lower = lower
  var upper = upper
  if f(lower).value <= 0 { return lower }
  var t = lower + (upper - lower) / 2
  for _ in 0..<200 {
    let (value, slope) = f(t)
    if value > 0 { lower = t } else { upper = t }
    if upper - lower <= 2 * upper.ulp { break }
    var next = t - value / slope
    if next > lower && next < upper {
      // A Newton step of less than an ulp or two would stall on one side of the root.
      let minimumStep = 2 * t.ulp
      if abs(next - t) < minimumStep {
        next = value > 0 ? t + minimumStep : t - minimumStep
      }
    }
    // Outside the bracket (or NaN, where the slope vanished or underflowed): bisect.
    if !(next > lower && next < upper) { next = lower + (upper - lower) / 2 }
    t = next
  }
  return upper
}
