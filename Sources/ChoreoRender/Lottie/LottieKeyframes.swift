// Policy: a property sampled densely becomes the fewest keyframes (greedily, from the
// first sample on) whose interpolation stays within a tolerance of every sample. Each
// segment is the first of these that reaches farthest: linear; a hold (the value stays,
// then jumps at the next key: CSS steps()); one of the candidate cubic-Bézier easings
// (the CSS presets and any the caller adds), which Lottie carries exactly as a keyframe's
// out/in tangents, so a segment that Choreo drew with `ease` becomes one keyframe pair;
// last, the segment's cubic Hermite interpolant, which carries a spring or any smooth
// motion that no named curve draws.
//
// Lottie eases all dimensions of a keyframe with one curve (x = time, y = progress, the
// same definition as CSS cubic-bezier; the v1.0 schema's easing-handle.json bounds x to
// 0...1 and leaves y free), which is what the fit assumes: the spec also allows handles
// per dimension, but rlottie and the Python player ease every dimension with the first.
//
// The Hermite cubic is such a curve: with x1 = 1/3, x2 = 2/3 the curve's x(s) is s, so
// time maps linearly, and progress is 3(1 − s)²s·y1 + 3(1 − s)s²·y2 + s³, whose end slopes
// are 3·y1 and 3·(1 − y2). Matching the value's slopes m0, m1 (per sample) over a segment
// of L samples that changes by Δ gives y1 = L·m0 / (3Δ) and y2 = 1 − L·m1 / (3Δ); y leaves
// 0...1 where the motion overshoots or turns, which both players honour
// (Benchmarks/peers/lottie_easing_probe.py). The slopes are estimated from the samples
// inside the segment only (one-sided differences of third order, so a corner at a key
// does not leak into them); the scene gives values, not derivatives. For a value of
// several components one curve fits only when they move in proportion: y1, y2 are the
// least-squares choice over the components, weighted by their changes, and skipped when
// every change is within the tolerance (a value that returns near its start, whose y
// would be huge and ill-determined). Every candidate, Hermite included, is judged by the
// same check on every sample and component. Over a span H a line is off by up to
// H²·max|x″|/8, the Hermite cubic by up to H⁴·max|x⁗|/384 (the Hermite interpolation
// error x⁗(ξ)/4!·(t − t₀)²(t − t₁)², whose last factor is at most H⁴/16) plus its slope
// estimates' O(h³) error for samples h apart, so a spring needs far fewer keys.
import ChoreoCore

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
    // A component that holds still within the tolerance throughout is one key (a plain
    // loop: `allSatisfy` with a closure costs the debug build the tests run).
    var still = 0
    while still < count && close(all, still, 0, 0, progress: 0, tolerance) { still += 1 }
    if still == count {
      return [LottieKey(sample: 0, value: Array(all[0]), easing: .linear)]
    }
    // A component that never changes fits every segment exactly (its start plus zero
    // times any progress is its start): only the components that move are checked.
    let samples = all.moving
    // Linear, hold, each candidate easing with its curve, then the Hermite cubic.
    var options: [Segment] = [.linear, .hold]
    options += candidates.map { .curve($0.easing, $0.curve) }
    options.append(.hermite)
    var keys: [LottieKey] = []
    var start = 0
    while start < count - 1 {
      var best = (end: start + 1, easing: LottieEasing.linear)
      for (number, option) in options.enumerated() {
        // The segment `option` gives from `start` to `candidate`, if it gives one.
        func segment(to candidate: Int) -> Segment? {
          guard case .hermite = option else { return option }
          let length = candidate - start
          guard length > 1 else { return .linear }
          return hermite(samples, from: start, to: candidate, tolerance).map {
            .hermite(y1: $0.y1, y2: $0.y2)
          }
        }
        func fitsTo(_ candidate: Int) -> Bool {
          guard candidate < count && candidate - start <= maximumSpan,
            let segment = segment(to: candidate)
          else { return false }
          return fits(samples, from: start, to: candidate, segment, tolerance, &cache, number - 2)
        }
        // Gallop, then bisect: O(L log L) checks of O(L) each. Every end accepted is
        // checked in full, so a segment always fits even where fitting is not monotone.
        // The Hermite cubic, which usually fits wherever a line does and farther, gallops
        // on from the farthest end so far when it fits there too.
        var end = start + 1
        if case .hermite = option, best.end > end, fitsTo(best.end) { end = best.end }
        var step = 1
        while fitsTo(end + step) {
          end += step
          step *= 2
        }
        while step > 1 {
          step /= 2
          if fitsTo(end + step) { end += step }
        }
        if case .curve(_, let curve) = option {
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
                && fits(samples, from: start, to: candidate, option, tolerance, &cache, number - 2)
              {
                end = candidate
                break
              }
              candidate -= 1
            }
          }
        }
        if end > best.end, let segment = segment(to: end) { best = (end, segment.easing) }
      }
      keys.append(LottieKey(sample: start, value: Array(all[start]), easing: best.easing))
      start = best.end
    }
    keys.append(LottieKey(sample: count - 1, value: Array(all[count - 1]), easing: .linear))
    return keys
  }

  /// How a segment under trial interpolates.
  private enum Segment {
    case linear
    case hold
    /// A candidate easing and its evaluator.
    case curve(LottieEasing, TimingCurve)
    /// The cubic Hermite easing (x1 = 1/3, x2 = 2/3, so progress is a cubic in the
    /// fraction of the segment); as an option, the one fitted to each segment tried.
    case hermite(y1: Double, y2: Double)

    /// The Hermite option, before a segment gives its ends.
    static let hermite = Segment.hermite(y1: .nan, y2: .nan)

    var easing: LottieEasing {
      switch self {
      case .linear: .linear
      case .hold: .hold
      case .curve(let easing, _): easing
      case .hermite(let y1, let y2): .bezier(1.0 / 3, y1, 2.0 / 3, y2)
      }
    }
  }

  /// The cubic Hermite easing from sample `start` to sample `end` (x1 = 1/3, x2 = 2/3):
  /// the one whose end slopes are the samples' (one-sided differences inside the segment),
  /// fitted over the components by least squares, its y values rounded to 1e-6 as the
  /// writer writes them; nil when the segment spans fewer than two samples or no component
  /// changes by more than `tolerance`.
  ///
  /// The differences are the one-sided weights of Fornberg's finite-difference tables
  /// (Math. Comp. 51, 1988): f′(0) ≈ (−11f₀ + 18f₁ − 9f₂ + 2f₃) / 6 from four samples,
  /// error h³·f⁗/4, exact for cubics (so a cubic motion is one segment); in a segment of
  /// two samples, (−3f₀ + 4f₁ − f₂) / 2, error h²·f‴/3.
  static func hermite(
    _ samples: LottieSamples, from start: Int, to end: Int, _ tolerance: Double
  ) -> (y1: Double, y2: Double)? {
    let length = end - start
    guard length >= 2 else { return nil }
    let d = samples.dimension
    let (y1, y2) = samples.values.withUnsafeBufferPointer { v -> (Double, Double) in
      var (changes, outgoing, incoming, largest) = (0.0, 0.0, 0.0, 0.0)
      for k in 0..<d {
        func at(_ j: Int) -> Double { v[j * d + k] }
        let change = at(end) - at(start)
        let m0: Double
        let m1: Double
        if length >= 3 {
          m0 = (-11 * at(start) + 18 * at(start + 1) - 9 * at(start + 2) + 2 * at(start + 3)) / 6
          m1 = (11 * at(end) - 18 * at(end - 1) + 9 * at(end - 2) - 2 * at(end - 3)) / 6
        } else {
          m0 = (-3 * at(start) + 4 * at(start + 1) - at(start + 2)) / 2
          m1 = (3 * at(end) - 4 * at(end - 1) + at(end - 2)) / 2
        }
        changes += change * change
        outgoing += change * m0
        incoming += change * m1
        largest = max(largest, abs(change))
      }
      guard largest > tolerance else { return (.nan, .nan) }
      let scale = Double(length) / (3 * changes)
      return (outgoing * scale, 1 - incoming * scale)
    }
    guard y1.isFinite && y2.isFinite else { return nil }
    // As the writer writes tangents (to 1e-6), so the segment checked is the one written.
    func written(_ y: Double) -> Double { (y * 1e6).rounded() / 1e6 }
    return (written(y1), written(y2))
  }

  /// Whether the segment's interpolation is within `tolerance` of every interior sample.
  /// A candidate curve (number `candidate` in `cache`) is read from the cache's table of
  /// its values for the segment's length, where it keeps one.
  private static func fits(
    _ samples: LottieSamples, from start: Int, to end: Int, _ segment: Segment,
    _ tolerance: Double, _ cache: inout LottieProbeCache, _ candidate: Int
  ) -> Bool {
    let length = Double(end - start)
    if case .curve(_, let curve) = segment,
      let fit = cache.withFractions(
        candidate, length: end - start,
        { table in
          fitsCurve(samples, from: start, to: end, curve, tolerance, &table)
        })
    {
      return fit
    }
    for j in (start + 1)..<end {
      let fraction = Double(j - start) / length
      let progress: Double
      switch segment {
      case .linear: progress = fraction
      // Interior samples lie before the jump: the value is the start's.
      case .hold: progress = 0
      case .curve(_, let curve): progress = curve.value(at: fraction)
      case .hermite(let y1, let y2):
        let rest = 1 - fraction
        progress =
          3 * rest * fraction * (rest * y1 + fraction * y2) + fraction * fraction * fraction
      }
      if !close(samples, j, start, end, progress: progress, tolerance) { return false }
    }
    return true
  }

  /// ``fits`` for a candidate curve, reading its values from `table` (at k/L for a
  /// segment of L samples) and storing there those it solves (where the table holds NaN).
  private static func fitsCurve(
    _ samples: LottieSamples, from start: Int, to end: Int, _ curve: TimingCurve,
    _ tolerance: Double, _ table: inout [Double]
  ) -> Bool {
    let length = Double(end - start)
    for j in (start + 1)..<end {
      var progress = table[j - start]
      if progress.isNaN {
        progress = curve.value(at: Double(j - start) / length)
        table[j - start] = progress
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
      // `magnitude`, not the generic `abs`, which the debug build calls through its
      // protocol witnesses at every component of every check.
      if progress == 0 {
        for k in 0..<d where (values[a + k] - values[v + k]).magnitude > tolerance {
          return false
        }
      } else {
        for k in 0..<d {
          let predicted = values[a + k] + (values[b + k] - values[a + k]) * progress
          if (predicted - values[v + k]).magnitude > tolerance { return false }
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
