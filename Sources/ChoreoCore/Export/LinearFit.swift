// Policy: the fewest-stops `linear()` for an easing that CSS has no function for (a spring,
// anything sampled), and its measured largest deviation.
//
// Search: the exact easing f is sampled at M + 1 evenly spaced inputs. Every stop of the
// answer lies on f at one of those inputs, and a chord from stop i to stop j is allowed
// when it stays within a budget of f at every sample between them. Among all chains of
// allowed chords from 0 to 1, the search takes one with the fewest stops: a breadth-first
// search over the samples (a shortest path, as in Imai and Iri's polygonal approximation),
// not a greedy thinning, which can need more stops. The chords allowed from stop i are
// found in one pass: a chord's slope must lie between (f(s) ∓ budget − f(i)) / (s − i) for
// every sample s before its end, so the interval of allowed slopes only narrows as the end
// moves right, and the pass stops when it is empty.
//
// Measurement: the stops are printed (outputs and inputs rounded to a number of decimals
// chosen from the tolerance, each rounding worth at most 1 % of it), the printed `linear()` is read back with CSS's own rules
// (`TimingCurve.linear`), and its largest distance from f is measured at 64 points inside
// every sample interval and at every stop, on both sides of it. What is reported is that
// measured figure, rounding included. When it exceeds the tolerance (the curve bent between
// samples, or rounding added too much), the budget shrinks and the search runs again; a
// miss by more than half the tolerance, or numbers that twelve decimals cannot print
// finely enough, mean that no fit exists, and the caller is told so.
//
// Landing: a motion that snaps to its end value when its iteration ends (a spring or a
// decay, whose closed form is still 0.0005 short there) is fitted as the easing it plays:
// f before 1, the end value at 1. When f(1) is within half the tolerance of the end, the
// last sample is the end value itself, so the final chord rises to it with no jump (a
// browser shows no snap); otherwise the fit follows f to 1 and a last stop at 100% jumps
// to the end, as the motion does. Either way the last stop is the end value, exactly.

/// A `linear()` easing fitted to an exact easing, with its measured largest deviation.
struct LinearFit: Sendable, Hashable {
  /// The stops' inputs, as fractions after rounding to what is printed.
  let inputs: [Double]
  /// The stops' outputs, after rounding to what is printed.
  let outputs: [Double]
  /// Decimals printed for each output.
  let outputDecimals: Int
  /// Decimals printed for each input percentage.
  let percentDecimals: Int
  /// The measured largest |linear(x) − f(x)| over 0...1, rounding included.
  let largestDeviation: Double
  /// Intervals of the grid the fit searched and was measured on.
  let gridIntervals: Int

  /// The CSS text: `linear(0, 0.12345 4.5%, …, 1)`.
  var css: String {
    var parts: [String] = []
    for index in inputs.indices {
      let output = decimalText(outputs[index], decimals: outputDecimals)
      if index == 0 && inputs[index] == 0 || index == inputs.count - 1 && inputs[index] == 1 {
        parts.append(output)
      } else {
        parts.append(
          output + " " + decimalText(inputs[index] * 100, decimals: percentDecimals) + "%")
      }
    }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }

  /// The curve CSS builds from ``css`` (the printed numbers).
  var curve: TimingCurve {
    TimingCurve.linear(zip(outputs, inputs).map { LinearStop($0, at: $1) })
  }

  /// Fits `easing` over 0...1 with the fewest stops whose printed `linear()` stays within
  /// `tolerance` of it.
  ///
  /// - Parameters:
  ///   - tolerance: The largest deviation allowed, > 0 and finite.
  ///   - samples: Sample intervals M of the search grid, at least; more when the easing
  ///     bends too much for chords between neighbours to stay within a tenth of the
  ///     tolerance.
  ///   - landing: The value the motion snaps to at 1, when it does (a spring's or a
  ///     decay's 1): the last stop is then exactly this value (see the policy above);
  ///     `nil` to fit `easing` at 1 too.
  ///   - easing: The exact easing; finite on 0...1.
  /// - Returns: The fit, or `nil` when no printable `linear()` meets the tolerance: the
  ///   easing leaves −10⁶...10⁶, bends so fast that the grid would need more than
  ///   `maximumSamples` intervals, or jumps; or the printed numbers cannot be fine enough.
  /// - Complexity: O(M · r) for the search, r the most samples one chord spans, plus
  ///   64·M evaluations of `easing` for the measurement.
  static func fit(
    tolerance: Double, samples: Int = 2000, landing: Double? = nil,
    _ exact: (Double) -> Double
  ) -> LinearFit? {
    precondition(tolerance > 0 && tolerance.isFinite, "tolerance must be > 0, got \(tolerance)")
    // What is measured against: the exact easing, with its landing at 1.
    func easing(_ x: Double) -> Double {
      guard let landing, x >= 1 else { return exact(x) }
      return landing
    }
    // Whether the final chord may rise to the landing (a residual within half the
    // tolerance) or the fit follows the easing to 1 and jumps there.
    let smooth = landing.map { abs($0 - exact(1)) <= tolerance / 2 } ?? true
    // The grid is fine enough that a chord between neighbouring samples is off by at most
    // a tenth of the tolerance: h²·max|f″|/8 ≤ tolerance/10, f″ estimated from second
    // differences on the first grid.
    // The search's samples: the landing at 1 when the chord may rise to it, else f(1).
    func sampled(_ x: Double) -> Double { smooth ? easing(x) : exact(x) }
    var count = samples
    var xs = (0...count).map { Double($0) / Double(count) }
    var ys = xs.map(sampled)
    guard ys.allSatisfy({ abs($0) <= 1e6 }) else { return nil }
    var bend = 0.0
    for i in 1..<count {
      bend = max(bend, abs(ys[i + 1] - 2 * ys[i] + ys[i - 1]) * Double(count * count))
    }
    let needed = (bend * 10 / (8 * tolerance)).squareRoot().rounded(.up)
    guard needed <= Double(maximumSamples) else { return nil }
    if needed > Double(count) {
      count = Int(needed)
      xs = (0...count).map { Double($0) / Double(count) }
      ys = xs.map(sampled)
    }
    // Largest slope of f, for how finely inputs must be printed.
    var slope = 1.0
    for i in 0..<count { slope = max(slope, abs(ys[i + 1] - ys[i]) * Double(count)) }
    // Rounding moves a printed output by at most tolerance/100, and a printed input by an
    // amount that moves the curve by at most tolerance/100: the search starts with what is
    // left, and narrows by 3 % each time the measurement finds more.
    let outputDecimals = decimals(for: tolerance / 100)
    let percentDecimals = max(0, decimals(for: tolerance / (100 * slope)) - 2)
    // Twelve decimals at most: when they cannot print finely enough, no fit can hold.
    guard 0.5 * pow10Int(-outputDecimals) <= tolerance / 100,
      0.5 * pow10Int(-percentDecimals - 2) * slope <= tolerance / 100
    else { return nil }
    var budget = tolerance * 0.98
    for _ in 0..<40 {
      let chain = fewestStops(xs: xs, ys: ys, budget: budget)
      let fit = LinearFit(
        chain: chain, xs: xs, ys: ys, landing: smooth ? nil : landing,
        outputDecimals: outputDecimals, percentDecimals: percentDecimals, easing: easing)
      if fit.largestDeviation <= tolerance { return fit }
      // A narrower budget helps a near miss (bending between samples); not a wide one.
      if fit.largestDeviation > 1.5 * tolerance { return nil }
      budget *= 0.97
    }
    return nil
  }

  /// The most sample intervals a fit's grid may have (a bound on its time and memory).
  static let maximumSamples = 200_000

  /// The indices of a shortest chain of allowed chords from sample 0 to the last.
  private static func fewestStops(xs: [Double], ys: [Double], budget: Double) -> [Int] {
    let last = xs.count - 1
    var previous = [Int](repeating: -1, count: xs.count)
    var reached = [Bool](repeating: false, count: xs.count)
    reached[0] = true
    var frontier = [0]
    while !frontier.isEmpty && !reached[last] {
      var next: [Int] = []
      for i in frontier {
        var low = -Double.infinity
        var high = Double.infinity
        var j = i + 1
        while j <= last {
          let run = xs[j] - xs[i]
          let chord = (ys[j] - ys[i]) / run
          if chord >= low && chord <= high && !reached[j] {
            reached[j] = true
            previous[j] = i
            next.append(j)
          }
          // Sample j now lies inside every longer chord: narrow the allowed slopes.
          low = max(low, (ys[j] - budget - ys[i]) / run)
          high = min(high, (ys[j] + budget - ys[i]) / run)
          if low > high { break }
          j += 1
        }
      }
      frontier = next
    }
    var chain = [last]
    while let index = chain.last, index != 0 { chain.append(previous[index]) }
    return chain.reversed()
  }

  /// Rounds the chain's stops as printed, adds a last stop at `jump` (at 100 %) when one
  /// is given, and measures the printed curve against `easing`.
  private init(
    chain: [Int], xs: [Double], ys: [Double], landing jump: Double?, outputDecimals: Int,
    percentDecimals: Int, easing: (Double) -> Double
  ) {
    self.outputDecimals = outputDecimals
    self.percentDecimals = percentDecimals
    gridIntervals = xs.count - 1
    var inputs = chain.map { index in
      let x = xs[index]
      if x == 0 || x == 1 { return x }
      return Double(decimalText(x * 100, decimals: percentDecimals))! / 100
    }
    var outputs = chain.map { Double(decimalText(ys[$0], decimals: outputDecimals))! }
    if let jump, outputs.last != jump {
      inputs.append(1)
      outputs.append(jump)
    }
    self.inputs = inputs
    self.outputs = outputs
    largestDeviation = Self.measure(
      zip(outputs, inputs).map { LinearStop($0, at: $1) }, against: easing,
      intervals: xs.count - 1, extra: inputs)
  }

  /// The largest deviation of the printed stops from `easing`, measured as the fit's own
  /// (64 points per grid interval, both sides of every stop); with `asFloat`, the stops
  /// rounded to `Float` first, as Kotlin holds them.
  func deviation(asFloat: Bool, against easing: (Double) -> Double) -> Double {
    let round = { (value: Double) in asFloat ? Double(Float(value)) : value }
    let stops = zip(outputs, inputs).map { LinearStop(round($0), at: round($1)) }
    return Self.measure(stops, against: easing, intervals: gridIntervals, extra: inputs)
  }

  /// The largest |curve(x) − easing(x)|, the curve being CSS's `linear()` of `stops`, at 64
  /// points in each of `intervals` equal parts of 0...1, at both ends, and on both sides of
  /// each of `extra`.
  ///
  /// - Precondition: at least two stops, every number finite (printed numbers are).
  static func measure(
    _ stops: [LinearStop], against easing: (Double) -> Double, intervals: Int, extra: [Double]
  ) -> Double {
    precondition(stops.count >= 2, "a fit has at least two stops, got \(stops.count)")
    let curve = LinearEasing(stops)
    var largest = 0.0
    // A walk along the stops, not a search per point (the measurement's main cost).
    curve.forEachValue(atStepsOf: intervals * 64) { x, value in
      largest = max(largest, abs(value - easing(x)))
    }
    for x in extra {
      for probe in [x.nextDown, x, x.nextUp] where (0...1).contains(probe) {
        largest = max(largest, abs(curve.value(at: probe) - easing(probe)))
      }
    }
    return largest
  }

  static func == (lhs: LinearFit, rhs: LinearFit) -> Bool {
    lhs.inputs == rhs.inputs && lhs.outputs == rhs.outputs
      && lhs.outputDecimals == rhs.outputDecimals && lhs.percentDecimals == rhs.percentDecimals
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(inputs)
    hasher.combine(outputs)
  }
}
