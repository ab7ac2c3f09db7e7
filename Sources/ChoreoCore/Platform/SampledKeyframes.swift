// Policy: what Core Animation's `CAKeyframeAnimation` can play, as plain data. Its
// documented rules (keyTimes, calculationMode, values pages):
//   - key times are fractions of the animation's duration, non-decreasing, first 0, last 1;
//   - `linear` mode: one value per key time, interpolated in a straight line, each segment
//     paced by its own timing function (`timingFunctions`, one per segment);
//   - `discrete` mode: one value fewer than key times; each value holds from its key time
//     until the next.
// Two equal key times in linear mode make a jump (a segment of zero width), which is how a
// hold or a step inside a keyframe curve is written without sampling.
//
// Exactness: every conversion here is exact at the key times, and exact in between except
// inside a `.smooth` (Catmull-Rom) keyframe segment, which is subdivided into straight
// pieces. `steps()` converts to discrete keyframes and `linear(...)` to linear keyframes
// with no error anywhere.

/// Keyframes in the form `CAKeyframeAnimation` takes: key times as fractions of the
/// duration, values, and a timing function per segment.
///
/// ```swift
/// let steps = TimingCurve.steps(4).sampledKeyframes()
/// steps.interpolation  // .discrete
/// steps.keyTimes       // [0, 0.25, 0.5, 0.75, 1]
/// steps.values         // [0, 0.25, 0.5, 0.75]
/// ```
package struct SampledKeyframes<Value> {
  /// How values between key times are computed: Core Animation's `calculationMode`.
  package enum Interpolation: Sendable, Hashable {
    /// Straight lines between values, each segment paced by its timing function.
    case linear
    /// Each value holds from its key time until the next; one value fewer than key times.
    case discrete
  }

  /// How values between key times are computed.
  package var interpolation: Interpolation
  /// Fractions of the duration, non-decreasing, from 0 to 1.
  package var keyTimes: [Double]
  /// The values: one per key time (linear), or one fewer (discrete).
  package var values: [Value]
  /// One timing function per segment in linear mode (`keyTimes.count − 1`); empty in
  /// discrete mode.
  package var timingFunctions: [BezierControlPoints]

  /// Creates keyframes.
  ///
  /// - Parameters:
  ///   - interpolation: Linear or discrete.
  ///   - keyTimes: Fractions of the duration, non-decreasing, first 0 and last 1.
  ///   - values: One per key time (linear) or one fewer (discrete).
  ///   - timingFunctions: One per segment (linear); empty for discrete.
  /// - Precondition: the counts agree with `interpolation` and the key times run from 0 to 1
  ///   without decreasing.
  package init(
    interpolation: Interpolation, keyTimes: [Double], values: [Value],
    timingFunctions: [BezierControlPoints]
  ) {
    let valueCount = interpolation == .linear ? keyTimes.count : keyTimes.count - 1
    let functionCount = interpolation == .linear ? keyTimes.count - 1 : 0
    precondition(
      keyTimes.count >= 2 && values.count == valueCount
        && timingFunctions.count == functionCount,
      "\(interpolation) keyframes need \(valueCount) values and \(functionCount) timing "
        + "functions for \(keyTimes.count) key times, got \(values.count) and "
        + "\(timingFunctions.count)")
    precondition(
      keyTimes.first == 0 && keyTimes.last == 1
        && zip(keyTimes, keyTimes.dropFirst()).allSatisfy {
          $0 <= $1
        }, "key times must run from 0 to 1 without decreasing, got \(keyTimes)")
    self.interpolation = interpolation
    self.keyTimes = keyTimes
    self.values = values
    self.timingFunctions = timingFunctions
  }
}

extension SampledKeyframes: Sendable where Value: Sendable {}
extension SampledKeyframes: Equatable where Value: Equatable {}
extension SampledKeyframes: Hashable where Value: Hashable {}

extension SampledKeyframes where Value: Interpolatable {
  /// The value Core Animation shows at `fraction` of the duration, by the documented rules
  /// of its calculation modes; at a repeated key time the later value shows.
  ///
  /// - Parameter fraction: A fraction of the duration; below 0 gives the first value, 1
  ///   and above the last. (In discrete mode the last value holds until the animation
  ///   completes; after that the layer shows its model value, which the adapter sets to
  ///   the end of the step, 1.)
  /// - Returns: The value.
  package func value(at fraction: Double) -> Value {
    if fraction <= 0 || fraction.isNaN { return values[0] }
    if fraction >= 1 { return values[values.count - 1] }
    // The last key time at or before `fraction`; it is not the last key time (that is 1).
    var index = 0
    while index + 1 < keyTimes.count && keyTimes[index + 1] <= fraction { index += 1 }
    switch interpolation {
    case .discrete:
      return values[min(index, values.count - 1)]
    case .linear:
      let start = keyTimes[index]
      let local = (fraction - start) / (keyTimes[index + 1] - start)
      let points = timingFunctions[index]
      let eased =
        points == .linear
        ? local
        : TimingCurve.cubicBezier(points.x1, points.y1, points.x2, points.y2).value(at: local)
      return values[index].interpolated(to: values[index + 1], fraction: eased)
    }
  }
}

extension TimingCurve {
  /// The curve as keyframes of a unit step, 0 → 1 over the duration: exact everywhere.
  ///
  /// - A cubic Bézier (or `linear`): one segment paced by its control points.
  /// - `steps()`: discrete keyframes, one value per step, held from the step's start (the
  ///   top of the step, as CSS gives at a jump).
  /// - `linear(...)`: linear keyframes at 0, at every stop strictly inside 0...1, and at 1;
  ///   repeated inputs become jumps.
  ///
  /// - Returns: The keyframes.
  package func sampledKeyframes() -> SampledKeyframes<Double> {
    switch storage {
    case .linear, .cubicBezier:
      return SampledKeyframes(
        interpolation: .linear, keyTimes: [0, 1], values: [value(at: 0), value(at: 1)],
        timingFunctions: [bezierControlPoints ?? .linear])
    case .steps(let count, _):
      let steps = Double(count)
      let keyTimes = (0...count).map { $0 == count ? 1 : Double($0) / steps }
      // Each step's value, read in the middle of the step, where the staircase is flat: a
      // read at the step's exact start could land a rounding error before the jump.
      let values = (0..<count).map { value(at: (Double($0) + 0.5) / steps) }
      return SampledKeyframes(
        interpolation: .discrete, keyTimes: keyTimes, values: values, timingFunctions: [])
    case .piecewiseLinear(let easing):
      return linearKeyframes(easing)
    }
  }
}

extension TimingCurve {
  /// `linear(...)` as linear keyframes. Between two neighbouring distinct inputs the curve
  /// is one straight segment (CSS Easing Functions Level 2, §2.1.4), so its keyframes are
  /// the ends of those pieces. A stop whose input occurs once is continuous: its output is
  /// written exactly. Where inputs repeat the curve jumps: the value arriving from the left
  /// (read on the line of the piece before) and the CSS value at the input (the piece
  /// after) share one key time. The same holds at 1.
  private func linearKeyframes(_ easing: LinearEasing) -> SampledKeyframes<Double> {
    // The piece between a and b is a line: read it at its middle, with its slope.
    func line(from a: Double, to b: Double, at x: Double) -> Double {
      let middle = (a + b) / 2
      return value(at: middle) + slope(at: middle) * (x - middle)
    }
    // Equal up to the rounding of reading a line at its middle: no jump there.
    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }
    var keyTimes = [0.0]
    var values = [value(at: 0)]
    let interior = Array(Set(easing.inputs.filter { $0 > 0 && $0 < 1 })).sorted()
    var previous = 0.0
    for input in interior {
      let group = easing.inputs.indices.filter { easing.inputs[$0] == input }
      if group.count == 1 {
        keyTimes.append(input)
        values.append(easing.outputs[group[0]])
      } else {
        let left = line(from: previous, to: input, at: input)
        let right = value(at: input)
        if !same(left, right) {
          keyTimes.append(input)
          values.append(left)
        }
        keyTimes.append(input)
        values.append(right)
      }
      previous = input
    }
    let atOne = easing.inputs.indices.filter { easing.inputs[$0] == 1 }
    let arriving = atOne.count == 1 ? easing.outputs[atOne[0]] : line(from: previous, to: 1, at: 1)
    if !same(arriving, value(at: 1)) {
      keyTimes.append(1)
      values.append(arriving)
    }
    keyTimes.append(1)
    values.append(value(at: 1))
    return SampledKeyframes(
      interpolation: .linear, keyTimes: keyTimes, values: values,
      timingFunctions: Array(repeating: .linear, count: keyTimes.count - 1))
  }
}

extension KeyframeCurve {
  /// The curve as linear keyframes over its span (`startTime` at fraction 0, `endTime` at
  /// 1), for a `CAKeyframeAnimation` of ``duration`` seconds.
  ///
  /// Exact at every key, and between keys for timing-curve segments (a cubic Bézier keeps
  /// its control points; `steps()` and `linear(...)` are expanded exactly) and holds (a
  /// repeated key time makes the jump). A `.smooth` segment is cut into
  /// `smoothSubdivisions` straight pieces, exact at their ends.
  ///
  /// - Parameter smoothSubdivisions: Straight pieces per smooth segment, ≥ 1; 8 by default.
  /// - Returns: The keyframes; a curve with one key holds its value.
  /// - Precondition: `smoothSubdivisions >= 1`.
  package func sampledKeyframes(smoothSubdivisions: Int = 8) -> SampledKeyframes<Value> {
    precondition(
      smoothSubdivisions >= 1, "smoothSubdivisions must be ≥ 1, got \(smoothSubdivisions)")
    guard keys.count > 1 else {
      return SampledKeyframes(
        interpolation: .linear, keyTimes: [0, 1], values: [keys[0].value, keys[0].value],
        timingFunctions: [.linear])
    }
    let span = duration
    var times = [keys[0].time]
    var values = [keys[0].value]
    var functions: [BezierControlPoints] = []
    func append(_ time: Double, _ value: Value, _ function: BezierControlPoints = .linear) {
      times.append(time)
      values.append(value)
      functions.append(function)
    }
    for index in 1..<keys.count {
      let previous = keys[index - 1]
      let key = keys[index]
      switch key.segment {
      case .hold:
        append(key.time, previous.value)
        append(key.time, key.value)
      case .smooth:
        for piece in 1...smoothSubdivisions {
          let time =
            piece == smoothSubdivisions
            ? key.time
            : previous.time + (key.time - previous.time) * Double(piece)
              / Double(smoothSubdivisions)
          append(time, value(at: time))
        }
      case .timing(let curve):
        if let points = curve.bezierControlPoints {
          append(key.time, key.value, points)
          continue
        }
        // steps() and linear(): the unit curve's own keyframes, mapped onto this segment.
        let unit = curve.sampledKeyframes()
        func time(_ fraction: Double) -> Double {
          fraction == 1 ? key.time : previous.time + (key.time - previous.time) * fraction
        }
        func blend(_ fraction: Double) -> Value {
          previous.value.interpolated(to: key.value, fraction: fraction)
        }
        switch unit.interpolation {
        case .linear:
          // The first unit keyframe sits on the previous key, which is already written;
          // if the curve starts elsewhere (linear(0.5, 1)), jump there.
          if unit.values[0] != 0 { append(previous.time, blend(unit.values[0])) }
          for step in 1..<unit.keyTimes.count {
            append(time(unit.keyTimes[step]), blend(unit.values[step]))
          }
        case .discrete:
          for (step, level) in unit.values.enumerated() {
            let start = time(unit.keyTimes[step])
            if step > 0 || level != 0 { append(start, blend(level)) }
            append(time(unit.keyTimes[step + 1]), blend(level))
          }
          append(key.time, key.value)
        }
      }
    }
    let fractions = times.map { time in
      time == keys[keys.count - 1].time ? 1 : (time - keys[0].time) / span
    }
    return SampledKeyframes(
      interpolation: .linear, keyTimes: fractions, values: values, timingFunctions: functions)
  }
}
