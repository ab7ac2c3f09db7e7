// Sample times. `--samples N`: t_i = i/(N−1)·end, so the first is exactly 0 and the last
// exactly end. `--step S`: t_i = i·S (multiplied, never accumulated, so no drift) for every
// i with i·S ≤ end·(1 + 1e-9); the relative tolerance of 1e-9 keeps the end when end/S is
// a whole number up to rounding (3 with step 0.01), and a time within that tolerance of
// the end is printed as the end itself.

/// The times at which `curve` samples, from 0 to `end`.
///
/// - Throws: ``CLIError/badInput(_:)`` when --step would produce more than
///   ``CurveArguments/maximumRows`` rows.
func sampleTimes(_ sampling: Sampling, end: Double) throws(CLIError) -> [Double] {
  switch sampling {
  case .count(let count):
    let last = Double(count - 1)
    return (0..<count).map { $0 == count - 1 ? end : Double($0) / last * end }
  case .step(let step):
    let tolerance = 1e-9
    let quotient = end / step * (1 + tolerance)
    guard quotient.isFinite, quotient < Double(CurveArguments.maximumRows) else {
      throw .badInput(
        "--step \(step) over 0...\(end) gives more than \(CurveArguments.maximumRows) rows;"
          + " use a larger --step or a shorter --duration")
    }
    let lastIndex = Int(quotient.rounded(.down))
    return (0...lastIndex).map { index in
      let time = Double(index) * step
      return abs(time - end) <= tolerance * end ? end : time
    }
  }
}
