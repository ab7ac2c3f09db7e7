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

/// Choreo and the WebKit peer on the same curves and progress values, in both orders:
/// one curve at every progress value in turn, and a different curve on every call. The four
/// bodies run interleaved (one run of each in turn), so that load on a shared machine falls
/// on both sides alike; results are per evaluation.
private func peerComparison(
  curves: [TimingCurve], peers: [UnitBezierPeer], progress: [Double]
) -> [BenchResult] {
  let operations = curves.count * progress.count
  let mask = curves.count - 1
  let results = measureInterleaved(
    [
      (
        "cubic-bezier value, overshooting",
        {
          var sum = 0.0
          for curve in opaque(curves) { for x in progress { sum += curve.value(at: x) } }
          blackHole(sum)
        }
      ),
      (
        "WebKit UnitBezier, overshooting",
        {
          var sum = 0.0
          for curve in opaque(peers) { for x in progress { sum += curve.solve(x) } }
          blackHole(sum)
        }
      ),
      (
        "cubic-bezier value, new curve each call",
        {
          var sum = 0.0
          let curves = opaque(curves)
          for round in 0..<curves.count {
            for (index, x) in progress.enumerated() {
              sum += curves[(index &+ round) & mask].value(at: x)
            }
          }
          blackHole(sum)
        }
      ),
      (
        "WebKit UnitBezier, new curve each call",
        {
          var sum = 0.0
          let peers = opaque(peers)
          for round in 0..<peers.count {
            for (index, x) in progress.enumerated() {
              sum += peers[(index &+ round) & mask].solve(x)
            }
          }
          blackHole(sum)
        }
      ),
    ], runs: 51)
  let perOperation = results.map {
    BenchResult(
      name: $0.name, nanosecondsPerOperation: $0.nanosecondsPerOperation / Double(operations),
      allocationsPerOperation: $0.allocationsPerOperation / Double(operations))
  }
  func ratio(_ peer: BenchResult, _ choreo: BenchResult) -> String {
    format(peer.nanosecondsPerOperation / choreo.nanosecondsPerOperation, digits: 2) + "x"
  }
  // Same work: the two agree to within the peer's tolerance (times the curve's slope).
  var largestDifference = 0.0
  for (curve, peer) in zip(curves, peers) {
    for x in progress {
      largestDifference = max(largestDifference, abs(curve.value(at: x) - peer.solve(x)))
    }
  }
  print("# cubic-bezier, largest |Choreo - WebKit| over the inputs: \(largestDifference)")
  print(
    "# cubic-bezier, WebKit UnitBezier time / Choreo time: new curve each call "
      + "\(ratio(perOperation[3], perOperation[2])) (goal >= 1), same curve "
      + "\(ratio(perOperation[1], perOperation[0])); Choreo solves to 1e-12, WebKit to "
      + "\(UnitBezierPeer.epsilon)")
  return perOperation
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
  let overshootingPoints = (0..<64).map { _ in
    (
      Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator),
      Double.random(in: 0...1, using: &generator), Double.random(in: -1...2, using: &generator)
    )
  }
  let overshooting = overshootingPoints.map { TimingCurve.cubicBezier($0.0, $0.1, $0.2, $0.3) }
  let peers = overshootingPoints.map { UnitBezierPeer($0.0, $0.1, $0.2, $0.3) }
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
      "cubic-bezier value, presets + (1,0,0,1)", curves: presets, progress: progress),
    benchmarkEvaluations("steps() and 15-stop linear() value", curves: others, progress: progress),
  ] + peerComparison(curves: overshooting, peers: peers, progress: progress)
}
