// Benchmark harness: medians of repeated timed runs, a sink the optimiser cannot see
// through, and an allocation counter. Figures only; nothing here is a test.
import CMallocCounter
import Dispatch

/// Keeps a value alive so that the work producing it cannot be removed as dead code.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// An opaque identity: the optimiser cannot know its result, so inputs stay unknown.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// Monotonic nanoseconds.
func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Heap allocations made by the process so far (glibc only; 0 elsewhere).
func allocationCount() -> UInt64 { UInt64(choreo_allocation_count()) }

/// Whether ``allocationCount()`` counts anything here (glibc); elsewhere figures say "n/a".
let allocationsCounted = choreo_allocations_counted() != 0

/// One benchmark's figures.
struct BenchResult {
  var name: String
  var nanosecondsPerOperation: Double
  var allocationsPerOperation: Double

  var line: String {
    let perSecond = 1e9 / nanosecondsPerOperation
    let padded = name + String(repeating: " ", count: max(1, 46 - name.count))
    return padded
      + "\(format(nanosecondsPerOperation, digits: 2)) ns/op  "
      + "\(format(perSecond / 1e6, digits: 1)) M op/s  "
      + "allocations/op: "
      + (allocationsCounted && !allocationsPerOperation.isNaN
        ? format(allocationsPerOperation, digits: 3) : "n/a")
  }
}

/// Formats with a fixed number of decimals (no Foundation).
func format(_ value: Double, digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if let dot = text.firstIndex(of: "."), digits > 0 {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
  }
  return text
}

/// Runs `body` (which performs `operations` operations) `runs` times after a warm-up, and
/// reports the median time per operation and the allocations per operation over all runs.
func measure(
  _ name: String, operations: Int, runs: Int = 15, _ body: () -> Void
) -> BenchResult {
  body()  // warm-up: caches, lazy statics
  var samples: [Double] = []
  samples.reserveCapacity(runs)
  var allocations: UInt64 = 0
  for _ in 0..<runs {
    let allocationsBefore = allocationCount()
    let start = nowNanoseconds()
    body()
    let end = nowNanoseconds()
    allocations += allocationCount() - allocationsBefore
    samples.append(Double(end - start) / Double(operations))
  }
  samples.sort()
  return BenchResult(
    name: name,
    nanosecondsPerOperation: samples[samples.count / 2],
    allocationsPerOperation: Double(allocations) / Double(operations * runs))
}

/// Runs each body once per round, in turn, for `runs` rounds after one warm-up round, and
/// reports each body's median time and allocations per run. Interleaving makes ratios
/// between the bodies robust to load that comes and goes on a shared machine.
func measureInterleaved(_ bodies: [(String, () -> Void)], runs: Int) -> [BenchResult] {
  for (_, body) in bodies { body() }
  var samples = [[Double]](repeating: [], count: bodies.count)
  var allocations = [UInt64](repeating: 0, count: bodies.count)
  for _ in 0..<runs {
    for (index, (_, body)) in bodies.enumerated() {
      let allocationsBefore = allocationCount()
      let start = nowNanoseconds()
      body()
      let end = nowNanoseconds()
      allocations[index] += allocationCount() - allocationsBefore
      samples[index].append(Double(end - start))
    }
  }
  return bodies.indices.map { index in
    let sorted = samples[index].sorted()
    return BenchResult(
      name: bodies[index].0, nanosecondsPerOperation: sorted[sorted.count / 2],
      allocationsPerOperation: Double(allocations[index]) / Double(runs))
  }
}

/// A seeded generator for benchmark inputs (SplitMix64), so runs are comparable; usable
/// with `Double.random(in:using:)` and the like.
struct BenchRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
