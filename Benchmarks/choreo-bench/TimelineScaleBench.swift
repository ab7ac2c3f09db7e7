import CLibC
import ChoreoCore

/// A timeline's cost against its size, for `/usr/bin/time -v` (peak memory is the point,
/// so each shape is its own group): `timeline-chain` builds `a.then(b).then(c)...` of
/// $CHOREO_BENCH_COUNT leaves (16,000 by default) and applies it once; `timeline-stagger`
/// staggers $CHOREO_BENCH_COUNT leaves (10⁶ by default) and applies it once.
func timelineChainBenchmarks() -> [BenchResult] {
  let count = benchCount(default: 16_000)
  return [
    measure("timeline then-chain of \(count) leaves, built and applied", operations: 1, runs: 1) {
      var chain = timelineLeaf(0)
      for index in 1..<count { chain = chain.then(timelineLeaf(index)) }
      chain.apply(fraction: 0.5)
      blackHole(chain.totalDuration)
    }
  ]
}

/// See ``timelineChainBenchmarks()``.
func timelineStaggerBenchmarks() -> [BenchResult] {
  let count = benchCount(default: 1_000_000)
  return [
    measure("timeline stagger of \(count) leaves, built and applied", operations: 1, runs: 1) {
      let stagger = Timeline.stagger((0..<count).map(timelineLeaf), interval: 0.001)
      stagger.apply(fraction: 0.5)
      blackHole(stagger.totalDuration)
    }
  ]
}

nonisolated(unsafe) private var timelineSink = 0.0

/// A leaf writing its value to a global, as an app's closure writes a property.
private func timelineLeaf(_ index: Int) -> Timeline {
  Timeline.animate(from: 0.0, to: Double(index), motion: .linear(duration: 0.01)) {
    timelineSink = $0
  }
}

private func benchCount(default value: Int) -> Int {
  guard let text = getenv("CHOREO_BENCH_COUNT"), let count = Int(String(cString: text)),
    count > 0
  else { return value }
  return count
}
