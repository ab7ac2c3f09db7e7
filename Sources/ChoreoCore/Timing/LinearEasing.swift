// Policy: a CSS `linear(...)` easing, exactly as CSS Easing Functions Level 2, §2.1 defines it.
//
// Construction follows "create a linear easing function" (§2.1.2): a missing first input
// becomes 0, a missing last input becomes max(1, largest input so far), every given input is
// raised to the largest input before it, and each run of missing inputs is spread evenly
// between the nearest given inputs on either side.
//
// Evaluation follows "calculate linear easing output progress" (§2.1.4): take the last point
// whose input is ≤ x (the first point if none), step back one if it is the last point, and
// interpolate, or extrapolate, along the segment from it to the next point; when that segment
// has zero width, return its second output. Outside the stops the line through the first two
// (or last two) points continues.
//
// Range: the result is the segment's line rounded once more than the spec's formula, so it
// is finite wherever the line's value is, and ±∞ (never NaN) beyond Double's range; a flat
// segment holds its output even at infinite inputs.

/// The canonical points of a CSS `linear()` easing: inputs never decrease.
struct LinearEasing: Sendable, Hashable {
  /// Input progress of each point, non-decreasing.
  let inputs: [Double]
  /// Output progress of each point.
  let outputs: [Double]

  /// Canonicalises `stops` (CSS Easing Functions Level 2, §2.1.2). The caller has checked that
  /// there are at least two stops and every number is finite.
  init(_ stops: [LinearStop]) {
    var inputs: [Double?] = []
    inputs.reserveCapacity(stops.count)
    var largestInput = -Double.infinity
    for (index, stop) in stops.enumerated() {
      if let input = stop.input {
        let raised = max(input, largestInput)
        inputs.append(raised)
        largestInput = raised
      } else if index == 0 {
        inputs.append(0)
        largestInput = 0
      } else if index == stops.count - 1 {
        inputs.append(max(1, largestInput))
      } else {
        inputs.append(nil)
      }
    }
    // Runs of missing inputs: spread evenly between the given neighbours. The first and last
    // inputs are never missing by now.
    var filled: [Double] = []
    filled.reserveCapacity(inputs.count)
    var index = 0
    while index < inputs.count {
      if let input = inputs[index] {
        filled.append(input)
        index += 1
        continue
      }
      let before = filled[index - 1]
      var end = index
      while inputs[end] == nil { end += 1 }
      let after = inputs[end]!
      let gaps = Double(end - index + 1)
      for missing in index..<end {
        let fraction = Double(missing - index + 1) / gaps
        filled.append(before + fraction * (after - before))
      }
      index = end
    }
    self.inputs = filled
    self.outputs = stops.map(\.output)
  }

  /// The index of the point that starts the segment used for `x`: the last point with input
  /// ≤ `x`, or 0, stepped back from the last point (CSS Easing Functions Level 2, §2.1.4).
  ///
  /// - Complexity: O(log n) for n points.
  private func segmentStart(for x: Double) -> Int {
    // Binary search for the number of inputs ≤ x.
    var low = 0
    var high = inputs.count
    while low < high {
      let middle = (low + high) / 2
      if inputs[middle] <= x { low = middle + 1 } else { high = middle }
    }
    return min(max(low - 1, 0), inputs.count - 2)
  }

  /// The output progress at `x`.
  func value(at x: Double) -> Double {
    if x.isNaN { return x }
    let a = segmentStart(for: x)
    return Self.value(
      at: x, from: (inputs[a], outputs[a]), to: (inputs[a + 1], outputs[a + 1]))
  }

  /// ``value(at:)`` at k / `count` for k = 0...count, handed to `body` in order with the
  /// input: one walk along the points instead of a search for each input, the same values.
  ///
  /// - Precondition: `count` > 0.
  func forEachValue(atStepsOf count: Int, _ body: (_ x: Double, _ value: Double) -> Void) {
    precondition(count > 0, "forEachValue needs at least one step, got \(count)")
    inputs.withUnsafeBufferPointer { inputs in
      outputs.withUnsafeBufferPointer { outputs in
        // The points with input ≤ x so far: what segmentStart(for:) counts by bisection.
        var passed = 0
        for k in 0...count {
          let x = Double(k) / Double(count)
          while passed < inputs.count && inputs[passed] <= x { passed += 1 }
          let a = min(max(passed - 1, 0), inputs.count - 2)
          body(
            x, Self.value(at: x, from: (inputs[a], outputs[a]), to: (inputs[a + 1], outputs[a + 1]))
          )
        }
      }
    }
  }

  /// The value at `x` (not NaN) of the segment from point `a` to point `b` (§2.1.4).
  private static func value(
    at x: Double, from a: (input: Double, output: Double), to b: (input: Double, output: Double)
  ) -> Double {
    if a.input == b.input { return b.output }
    let rise = b.output - a.output
    // A flat segment holds its output even where x − inputA overflows (∞ · 0 would be NaN).
    if rise == 0 { return a.output }
    let fraction = (x - a.input) / (b.input - a.input)
    if fraction.isFinite { return a.output + fraction * rise }
    // Far outside a very narrow segment the fraction overflows while the line's value does
    // not: go through the slope instead (it is finite: the parser caps slopes at 1e100).
    let slope = rise / (b.input - a.input)
    if slope == 0 { return a.output }
    return a.output + (x - a.input) * slope
  }

  /// The slope of the segment that ``value(at:)`` uses for `x`; 0 for a zero-width segment.
  func slope(at x: Double) -> Double {
    if x.isNaN { return x }
    let a = segmentStart(for: x)
    let width = inputs[a + 1] - inputs[a]
    if width == 0 { return 0 }
    return (outputs[a + 1] - outputs[a]) / width
  }
}
