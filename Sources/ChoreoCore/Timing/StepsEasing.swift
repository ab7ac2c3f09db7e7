// Policy: a CSS `steps(n, position)` easing, by the algorithm of CSS Easing Functions Level 2,
// §2.4.1, with the before flag unset. Choreo has no "before phase" (a delay is handled by
// `Motion` before the curve is consulted), so at a jump the output is always the top of the
// step. The algorithm clamps only inputs in 0...1: below 0 and above 1 the staircase carries
// on (steps(3, jump-end) gives 4/3 at 1.5), as the spec's steps 4 and 6 leave it.

/// Evaluates the CSS steps() output (CSS Easing Functions Level 2, §2.4.1).
///
/// - Parameters:
///   - x: Input progress; NaN gives NaN.
///   - count: The number of steps, at least 1 (2 for jump-none).
///   - position: Where the jumps fall.
/// - Returns: current step ÷ jumps.
func stepsValue(at x: Double, count: Int, position: StepPosition) -> Double {
  let steps = Double(count)
  // 1. current step = floor(input × steps).
  var current = (x * steps).rounded(.down)
  // 2. jump-start and jump-both add one.
  if position == .jumpStart || position == .jumpBoth { current += 1 }
  // 3. The before flag is unset: nothing to undo at an exact jump.
  // 4. Inputs ≥ 0 never go below step 0.
  if x >= 0 && current < 0 { current = 0 }
  // 5. jumps by position.
  let jumps: Double
  switch position {
  case .jumpStart, .jumpEnd: jumps = steps
  case .jumpNone: jumps = steps - 1
  case .jumpBoth: jumps = steps + 1
  }
  // 6. Inputs ≤ 1 never go above the top step.
  if x <= 1 && current > jumps { current = jumps }
  // 7. output = current step / jumps.
  return current / jumps
}
