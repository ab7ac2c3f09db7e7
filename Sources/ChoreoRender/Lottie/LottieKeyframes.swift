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
    var keys: [LottieKey] = []
    var start = 0
    while start < count - 1 {
      var best = (end: start + 1, easing: LottieEasing.linear)
      for option in [LottieEasing.linear, .hold] + candidates.map(\.easing) {
        let curve = candidates.first { $0.easing == option }?.curve
        // Gallop, then bisect: O(L log L) checks of O(L) each. Every end accepted is
        // checked in full, so a segment always fits even where fitting is not monotone.
        var end = start + 1
        var step = 1
        func fitsTo(_ candidate: Int) -> Bool {
          candidate < count && candidate - start <= maximumSpan
            && fits(samples, from: start, to: candidate, option, curve, tolerance)
        }
        while fitsTo(end + step) {
          end += step
          step *= 2
        }
        while step > 1 {
          step /= 2
          if fitsTo(end + step) { end += step }
        }
        if curve != nil {
          // An easing fits its own segment and, in general, no shorter one: search down
          // from the farthest end, rejecting most ends on three interior samples.
          let farthest = min(count - 1, start + maximumSpan)
          for candidate in stride(from: farthest, to: max(best.end, end), by: -1)
          where candidate - start >= 4
            && probe(samples, from: start, to: candidate, option, curve, tolerance)
            && fits(samples, from: start, to: candidate, option, curve, tolerance)
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

  /// `fits` at the samples a quarter, a half and three quarters along.
  private static func probe(
    _ samples: [[Double]], from start: Int, to end: Int, _ easing: LottieEasing,
    _ curve: TimingCurve?, _ tolerance: Double
  ) -> Bool {
    let quarter = (end - start) / 4
    return fits(
      samples, from: start, to: end, easing, curve, tolerance,
      at: [start + quarter, start + (end - start) / 2, end - quarter])
  }

  /// Whether the segment's interpolation is within `tolerance` of every interior sample
  /// (or of the samples at `indices`).
  private static func fits(
    _ samples: [[Double]], from start: Int, to end: Int, _ easing: LottieEasing,
    _ curve: TimingCurve?, _ tolerance: Double, at indices: [Int]? = nil
  ) -> Bool {
    let (a, b) = (samples[start], samples[end])
    for j in indices ?? Array((start + 1)..<end) {
      let fraction = Double(j - start) / Double(end - start)
      let value = samples[j]
      for index in value.indices {
        let predicted = interpolate(a[index], b[index], fraction, easing, curve)
        if abs(predicted - value[index]) > tolerance { return false }
      }
    }
    return true
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
}
