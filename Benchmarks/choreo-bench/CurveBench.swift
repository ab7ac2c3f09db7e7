// Cubic-bezier evaluation speed: random progress values are generated before the timed loop,
// results are summed into a black hole, allocations are counted per evaluation.
import ChoreoCore

/// Times `curves` × `progress` evaluations, reporting ns per evaluation. Each curve is
/// evaluated at every progress value in turn (the pattern of sampling one curve).
private func benchmarkEvaluations(
  _ name: String, curves: [TimingCurve], progress: [Double]
) -> BenchResult {
  let operations = curves.count * progress.count
  // Short runs (under a millisecond) and many of them: on a shared machine a median of short
  // runs is rarely one that the scheduler interrupted.
  return measure(name, operations: operations, runs: 51) {
    var sum = 0.0
    for curve in opaque(curves) {
      for x in progress {
        sum += curve.value(at: x)
      }
    }
    blackHole(sum)
  }
}

/// Times evaluations that switch curve on every call (the pattern of many animations each
/// sampled once per frame): nothing about the curve can be kept between calls.
private func benchmarkInterleaved(
  _ name: String, curves: [TimingCurve], progress: [Double]
) -> BenchResult {
  let operations = curves.count * progress.count
  return measure(name, operations: operations, runs: 51) {
    var sum = 0.0
    let curves = opaque(curves)
    for round in 0..<curves.count {
      for (index, x) in progress.enumerated() {
        sum += curves[(index &+ round) & (curves.count - 1)].value(at: x)
      }
    }
    blackHole(sum)
  }
}

/// Timing-curve benchmarks, random progress in 0...1: cubic-bezier with (a) y1, y2 in 0...1
/// (64 random curves), (b) y1, y2 in −1...2, overshooting (64 random curves), (c) the presets
/// and the near-vertical cubic-bezier(1, 0, 0, 1); then steps() and a 15-stop linear().
func curveBenchmarks() -> [BenchResult] {
  var generator = BenchRandom(seed: 0x00C0_FFEE)
  let progress = (0..<512).map { _ in Double.random(in: 0...1, using: &generator) }
  let gentle = (0..<64).map { _ in
    TimingCurve.cubicBezier(
      .random(in: 0...1, using: &generator), .random(in: 0...1, using: &generator),
      .random(in: 0...1, using: &generator), .random(in: 0...1, using: &generator))
  }
  let overshooting = (0..<64).map { _ in
    TimingCurve.cubicBezier(
      .random(in: 0...1, using: &generator), .random(in: -1...2, using: &generator),
      .random(in: 0...1, using: &generator), .random(in: -1...2, using: &generator))
  }
  let presets: [TimingCurve] = [.ease, .easeIn, .easeOut, .easeInOut, .cubicBezier(1, 0, 0, 1)]
  let bounce = TimingCurve.linear(
    [0, 0.063, 0.25, 0.563, 1, 0.812, 0.75, 0.813, 1, 0.953, 0.938, 0.953, 1, 0.984, 1]
      .map { LinearStop($0) })
  let others: [TimingCurve] = [.steps(5), .steps(3, .jumpBoth), bounce]
  let controls = (0..<256).map { _ in Double.random(in: 0...1, using: &generator) }
  let construction = measure("cubic-bezier construction", operations: 64) {
    var sum = 0.0
    let controls = opaque(controls)
    for i in 0..<64 {
      let curve = TimingCurve.cubicBezier(
        controls[4 * i], controls[4 * i + 1], controls[4 * i + 2], controls[4 * i + 3])
      sum += curve.value(at: 0.5)
    }
    blackHole(sum)
  }
  return [
    construction,
    benchmarkEvaluations("cubic-bezier value, y in 0...1", curves: gentle, progress: progress),
    benchmarkEvaluations(
      "cubic-bezier value, overshooting", curves: overshooting, progress: progress),
    benchmarkEvaluations(
      "cubic-bezier value, presets + (1,0,0,1)", curves: presets, progress: progress),
    benchmarkInterleaved(
      "cubic-bezier value, new curve each call", curves: overshooting, progress: progress),
    benchmarkEvaluations("steps() and 15-stop linear() value", curves: others, progress: progress),
  ]
}
