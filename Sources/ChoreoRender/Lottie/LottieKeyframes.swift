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

/// A property's samples, flat: sample j's component k at `values[j * dimension + k]`.
struct LottieSamples: Sendable {
  private(set) var values: [Double] = []
  let dimension: Int

  /// No samples yet, of `dimension` components each.
  init(dimension: Int, capacity: Int = 0) {
    precondition(dimension > 0, "a sample needs a component, dimension \(dimension)")
    self.dimension = dimension
    values.reserveCapacity(capacity * dimension)
  }

  /// One-component samples.
  init(scalars: [Double]) {
    dimension = 1
    values = scalars
  }

  /// The samples of a list of vectors, all the same length.
  init(_ rows: [[Double]]) {
    self.init(dimension: rows[0].count, capacity: rows.count)
    for row in rows { append(contentsOf: row) }
  }

  var count: Int { values.count / dimension }

  /// Sample j's components.
  subscript(j: Int) -> ArraySlice<Double> { values[(j * dimension)..<((j + 1) * dimension)] }

  mutating func append(_ x: Double) { values.append(x) }

  /// The samples of only the components that take more than one value (all of them when
  /// none holds still; `self` when every one moves).
  var moving: LottieSamples {
    let count = self.count
    var still = [Bool](repeating: true, count: dimension)
    var stillCount = dimension
    values.withUnsafeBufferPointer { v in
      for k in 0..<dimension {
        let first = v[k]
        for j in 1..<max(count, 1) where v[j * dimension + k] != first {
          still[k] = false
          stillCount -= 1
          break
        }
      }
    }
    guard stillCount > 0, stillCount < dimension else { return self }
    var result = LottieSamples(dimension: dimension - stillCount, capacity: count)
    for j in 0..<count {
      for k in 0..<dimension where !still[k] { result.values.append(values[j * dimension + k]) }
    }
    return result
  }

  mutating func append(_ x: Double, _ y: Double) {
    values.append(x)
    values.append(y)
  }

  mutating func append<S: Sequence>(contentsOf xs: S) where S.Element == Double {
    values.append(contentsOf: xs)
  }
}

/// Candidate easings' values at the fractions `LottieKeyframes.reduce` probes, by segment
/// length: a segment of L samples probes the same three fractions wherever it starts, so
/// each curve is solved there once an export, not once a segment.
struct LottieProbeCache: Sendable {
  /// Per candidate, the values at ⌊L/4⌋/L, ⌊L/2⌋/L and (L − ⌊L/4⌋)/L at 3L, 3L + 1 and
  /// 3L + 2, for every L solved so far.
  private var tables: [[Double]] = []

  /// The probe values of `curve` (candidate number `candidate`) for lengths 0...length.
  mutating func table(_ candidate: Int, _ curve: TimingCurve, through length: Int) -> [Double] {
    while tables.count <= candidate { tables.append([]) }
    var known = tables[candidate].count / 3
    guard known <= length else { return tables[candidate] }
    tables[candidate].reserveCapacity(3 * (length + 1))
    while known <= length {
      guard known >= 4 else {
        // Shorter segments are never probed.
        tables[candidate].append(contentsOf: [Double.nan, .nan, .nan])
        known += 1
        continue
      }
      let quarter = known / 4
      let l = Double(known)
      tables[candidate].append(curve.value(at: Double(quarter) / l))
      tables[candidate].append(curve.value(at: Double(known / 2) / l))
      tables[candidate].append(curve.value(at: Double(known - quarter) / l))
      known += 1
    }
    return tables[candidate]
  }
}

enum LottieKeyframes {
  /// The most samples one segment spans: bounds the fitting cost (each try re-checks the
  /// whole segment) at a few extra keys on long, gentle motions.
  static let maximumSpan = 2400

  /// The keyframes of `samples` within `tolerance` in every component at every sample.
  ///
  /// - Parameter cache: Probe values of `candidates` (the same candidates every call).
  /// - Complexity: O(n · log L · d) for n samples, segments of L samples and d dimensions.
  static func reduce(
    _ all: LottieSamples, tolerance: Double, candidates: [LottieEasingCandidate],
    cache: inout LottieProbeCache
  ) -> [LottieKey] {
    let count = all.count
    precondition(count > 0, "no samples to reduce")
    if (0..<count).allSatisfy({ close(all, $0, 0, 0, progress: 0, tolerance) }) {
      return [LottieKey(sample: 0, value: Array(all[0]), easing: .linear)]
    }
    // A component that never changes fits every segment exactly (its start plus zero
    // times any progress is its start): only the components that move are checked.
    let samples = all.moving
    // Linear, hold, then each candidate easing with its curve.
    var options: [(easing: LottieEasing, curve: TimingCurve?)] = [(.linear, nil), (.hold, nil)]
    for candidate in candidates {
      options.append((candidate.easing, candidates.first { $0.easing == candidate.easing }?.curve))
    }
    var keys: [LottieKey] = []
    var start = 0
    while start < count - 1 {
      var best = (end: start + 1, easing: LottieEasing.linear)
      for (number, (option, curve)) in options.enumerated() {
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
        if let curve {
          // An easing fits its own segment and, in general, no shorter one: search down
          // from the farthest end, rejecting most ends on three interior samples (a
          // quarter, a half and three quarters along).
          let farthest = min(count - 1, start + maximumSpan)
          let lowest = max(best.end, end, start + 3)
          if farthest > lowest {
            let probes = cache.table(number - 2, curve, through: farthest - start)
            var candidate = farthest
            while candidate > lowest {
              let length = candidate - start
              let quarter = length / 4
              let p = 3 * length
              if close(samples, start + quarter, start, candidate, progress: probes[p], tolerance)
                && close(
                  samples, start + length / 2, start, candidate, progress: probes[p + 1], tolerance)
                && close(
                  samples, candidate - quarter, start, candidate, progress: probes[p + 2], tolerance
                )
                && fits(samples, from: start, to: candidate, option, curve, tolerance)
              {
                end = candidate
                break
              }
              candidate -= 1
            }
          }
        }
        if end > best.end { best = (end, option) }
      }
      keys.append(LottieKey(sample: start, value: Array(all[start]), easing: best.easing))
      start = best.end
    }
    keys.append(LottieKey(sample: count - 1, value: Array(all[count - 1]), easing: .linear))
    return keys
  }

  /// Whether the segment's interpolation is within `tolerance` of every interior sample.
  private static func fits(
    _ samples: LottieSamples, from start: Int, to end: Int, _ easing: LottieEasing,
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
  /// component (progress 0: exactly the start's value).
  @inline(__always)
  private static func close(
    _ samples: LottieSamples, _ j: Int, _ start: Int, _ end: Int, progress: Double,
    _ tolerance: Double
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

  /// The value the keyframes give at every whole sample position 0..<count, as a player
  /// evaluates them (each segment's curve made once, solved once a position); before the
  /// first key and after the last the value holds.
  static func values(_ keys: [LottieKey], count: Int) -> LottieSamples {
    let last = keys.count - 1
    var result = LottieSamples(dimension: keys[0].value.count, capacity: count)
    var index = 0
    var curve: TimingCurve?
    var curveIndex = -1
    for local in 0..<count {
      let position = Double(local)
      guard position > Double(keys[0].sample) else {
        result.append(contentsOf: keys[0].value)
        continue
      }
      while index < last && position >= Double(keys[index + 1].sample) { index += 1 }
      guard index < last else {
        result.append(contentsOf: keys[last].value)
        continue
      }
      let (a, b) = (keys[index], keys[index + 1])
      let fraction = (position - Double(a.sample)) / Double(b.sample - a.sample)
      switch a.easing {
      // Before the next key a hold keeps its value.
      case .hold: result.append(contentsOf: a.value)
      case .linear:
        for k in a.value.indices {
          result.append(a.value[k] + (b.value[k] - a.value[k]) * fraction)
        }
      case .bezier(let x1, let y1, let x2, let y2):
        if curveIndex != index {
          curveIndex = index
          curve = .cubicBezier(x1, y1, x2, y2)
        }
        let progress = curve?.value(at: fraction) ?? fraction
        for k in a.value.indices {
          result.append(a.value[k] + (b.value[k] - a.value[k]) * progress)
        }
      }
    }
    return result
  }
}
