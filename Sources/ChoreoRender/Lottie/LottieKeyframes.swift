// Policy: a property sampled densely becomes the fewest keyframes (greedily, from the
// first sample on) whose interpolation stays within a tolerance of every sample. Each
// segment is the first of these that reaches farthest: linear; a hold (the value stays,
// then jumps at the next key: CSS steps()); one of the candidate cubic-Bézier easings
// (the CSS presets and any the caller adds), which Lottie carries exactly as a keyframe's
// out/in tangents, so a segment that Choreo drew with `ease` becomes one keyframe pair.
// Lottie eases all dimensions of a keyframe with one curve (x = time, y = progress, the
// same definition as CSS cubic-bezier), which is what the fit assumes.
import ChoreoCore

/// How a keyframe travels to the next one.
enum LottieEasing: Sendable, Hashable {
  /// Straight to the next value.
  case linear
  /// The value stays until the next keyframe, then jumps.
  case hold
  /// A CSS cubic-bezier(x1, y1, x2, y2) easing over the segment.
  case bezier(Double, Double, Double, Double)
}

/// One keyframe: at a sample index, a value, and how it goes on.
struct LottieKey: Sendable, Hashable {
  var sample: Int
  var value: [Double]
  var easing: LottieEasing
}

/// A cubic-Bézier easing the reducer may try, with its evaluator.
struct LottieEasingCandidate: Sendable {
  var easing: LottieEasing
  var curve: TimingCurve

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    easing = .bezier(x1, y1, x2, y2)
    curve = .cubicBezier(x1, y1, x2, y2)
  }

  /// The CSS named curves (CSS Easing Functions Level 2, § 2.2).
  static let cssPresets: [LottieEasingCandidate] = [
    .init(0.25, 0.1, 0.25, 1), .init(0.42, 0, 1, 1), .init(0, 0, 0.58, 1),
    .init(0.42, 0, 0.58, 1),
  ]

  /// The CSS presets and, after them, the cubic-Bézier curves among `curves` (by their
  /// control points; `linear`, repeats and curves without control points left out).
  static func candidates(adding curves: [TimingCurve]) -> [LottieEasingCandidate] {
    var result = cssPresets
    for curve in curves {
      guard let points = curve.bezierControlPoints, points != .linear else { continue }
      let candidate = LottieEasingCandidate(points.x1, points.y1, points.x2, points.y2)
      if !result.contains(where: { $0.easing == candidate.easing }) { result.append(candidate) }
    }
    return result
  }
}

enum LottieKeyframes {
  /// The most samples one segment spans: bounds the fitting cost (each try re-checks the
  /// whole segment) at a few extra keys on long, gentle motions.
  static let maximumSpan = 2400

  /// Samples of one property, flat: sample j's component k at `values[j * dimension + k]`.
  private struct Flat {
    let values: [Double]
    let dimension: Int
    let count: Int

    init(_ samples: [[Double]]) {
      count = samples.count
      dimension = samples[0].count
      var values: [Double] = []
      values.reserveCapacity(count * dimension)
      for sample in samples { values.append(contentsOf: sample) }
      self.values = values
    }
  }

  /// The keyframes of `samples` (one vector per sample, all the same length) within
  /// `tolerance` in every component at every sample.
  ///
  /// - Complexity: O(n · log L · d) for n samples, segments of L samples and d dimensions.
  static func reduce(
    _ samples: [[Double]], tolerance: Double, candidates: [LottieEasingCandidate]
  ) -> [LottieKey] {
    precondition(!samples.isEmpty, "no samples to reduce")
    let count = samples.count
    if samples.allSatisfy({ within($0, samples[0], tolerance) }) {
      return [LottieKey(sample: 0, value: samples[0], easing: .linear)]
    }
    let flat = Flat(samples)
    // Linear, hold, then each candidate easing with its curve.
    var options: [(easing: LottieEasing, curve: TimingCurve?)] = [(.linear, nil), (.hold, nil)]
    for candidate in candidates {
      options.append((candidate.easing, candidates.first { $0.easing == candidate.easing }?.curve))
    }
    var keys: [LottieKey] = []
    var start = 0
    while start < count - 1 {
      var best = (end: start + 1, easing: LottieEasing.linear)
      for (option, curve) in options {
        // Gallop, then bisect: O(L log L) checks of O(L) each. Every end accepted is
        // checked in full, so a segment always fits even where fitting is not monotone.
        var end = start + 1
        var step = 1
        func fitsTo(_ candidate: Int) -> Bool {
          candidate < count && candidate - start <= maximumSpan
            && fits(flat, from: start, to: candidate, option, curve, tolerance)
        }
        while fitsTo(end + step) {
          end += step
          step *= 2
        }
        while step > 1 {
          step /= 2
          if fitsTo(end + step) { end += step }
        }
        if let curve {
          // An easing fits its own segment and, in general, no shorter one: search down
          // from the farthest end, rejecting most ends on three interior samples.
          let farthest = min(count - 1, start + maximumSpan)
          for candidate in stride(from: farthest, to: max(best.end, end), by: -1)
          where candidate - start >= 4
            && probe(flat, from: start, to: candidate, curve, tolerance)
            && fits(flat, from: start, to: candidate, option, curve, tolerance)
          {
            end = candidate
            break
          }
        }
        if end > best.end { best = (end, option) }
      }
      keys.append(LottieKey(sample: start, value: samples[start], easing: best.easing))
      start = best.end
    }
    keys.append(LottieKey(sample: count - 1, value: samples[count - 1], easing: .linear))
    return keys
  }

  static func within(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
    for index in a.indices where abs(a[index] - b[index]) > tolerance { return false }
    return true
  }

  /// `fits` for a cubic-Bézier easing at the samples a quarter, a half and three quarters
  /// along.
  private static func probe(
    _ samples: Flat, from start: Int, to end: Int, _ curve: TimingCurve, _ tolerance: Double
  ) -> Bool {
    let quarter = (end - start) / 4
    for j in [start + quarter, start + (end - start) / 2, end - quarter] {
      let fraction = Double(j - start) / Double(end - start)
      if !close(samples, j, start, end, progress: curve.value(at: fraction), tolerance) {
        return false
      }
    }
    return true
  }

  /// Whether the segment's interpolation is within `tolerance` of every interior sample.
  private static func fits(
    _ samples: Flat, from start: Int, to end: Int, _ easing: LottieEasing,
    _ curve: TimingCurve?, _ tolerance: Double
  ) -> Bool {
    for j in (start + 1)..<end {
      let fraction = Double(j - start) / Double(end - start)
      let progress: Double
      switch easing {
      case .linear: progress = fraction
      // Interior samples lie before the jump: the value is the start's.
      case .hold: progress = 0
      case .bezier: progress = curve?.value(at: fraction) ?? fraction
      }
      if !close(samples, j, start, end, progress: progress, tolerance) { return false }
    }
    return true
  }

  /// Whether sample j is within `tolerance` of start + (end − start) · progress in every
  /// component (a hold's progress is 0: exactly the start's value).
  @inline(__always)
  private static func close(
    _ samples: Flat, _ j: Int, _ start: Int, _ end: Int, progress: Double, _ tolerance: Double
  ) -> Bool {
    let d = samples.dimension
    return samples.values.withUnsafeBufferPointer { values in
      let (a, b, v) = (start * d, end * d, j * d)
      if progress == 0 {
        for k in 0..<d where abs(values[a + k] - values[v + k]) > tolerance { return false }
      } else {
        for k in 0..<d {
          let predicted = values[a + k] + (values[b + k] - values[a + k]) * progress
          if abs(predicted - values[v + k]) > tolerance { return false }
        }
      }
      return true
    }
  }

  private static func interpolate(
    _ a: Double, _ b: Double, _ fraction: Double, _ easing: LottieEasing, _ curve: TimingCurve?
  ) -> Double {
    switch easing {
    case .linear: a + (b - a) * fraction
    case .hold: fraction < 1 ? a : b
    case .bezier: a + (b - a) * (curve?.value(at: fraction) ?? fraction)
    }
  }

  /// The value the keyframes give at a (fractional) sample position, as a player
  /// evaluates them; before the first key and after the last the value holds.
  static func evaluate(_ keys: [LottieKey], at position: Double) -> [Double] {
    guard let first = keys.first, position > Double(first.sample) else {
      return keys[0].value
    }
    for index in 0..<(keys.count - 1) {
      let (a, b) = (keys[index], keys[index + 1])
      guard position < Double(b.sample) else { continue }
      let fraction = (position - Double(a.sample)) / Double(b.sample - a.sample)
      var curve: TimingCurve?
      if case .bezier(let x1, let y1, let x2, let y2) = a.easing {
        curve = .cubicBezier(x1, y1, x2, y2)
      }
      return a.value.indices.map {
        interpolate(a.value[$0], b.value[$0], fraction, a.easing, curve)
      }
    }
    return keys[keys.count - 1].value
  }

  /// ``evaluate(_:at:)`` at every whole sample position 0..<count, in one pass (each
  /// segment's curve made once).
  static func values(_ keys: [LottieKey], count: Int) -> [[Double]] {
    var result: [[Double]] = []
    result.reserveCapacity(count)
    let last = keys.count - 1
    var index = 0
    var curve: TimingCurve?
    var curveIndex = -1
    for local in 0..<count {
      let position = Double(local)
      guard position > Double(keys[0].sample) else {
        result.append(keys[0].value)
        continue
      }
      while index < last && position >= Double(keys[index + 1].sample) { index += 1 }
      guard index < last else {
        result.append(keys[last].value)
        continue
      }
      let (a, b) = (keys[index], keys[index + 1])
      let fraction = (position - Double(a.sample)) / Double(b.sample - a.sample)
      if curveIndex != index {
        curveIndex = index
        curve = nil
        if case .bezier(let x1, let y1, let x2, let y2) = a.easing {
          curve = .cubicBezier(x1, y1, x2, y2)
        }
      }
      result.append(
        a.value.indices.map { interpolate(a.value[$0], b.value[$0], fraction, a.easing, curve) })
    }
    return result
  }
}
