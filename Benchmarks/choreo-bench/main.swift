// choreo-bench: prints benchmark medians. Run it optimised:
//   swift run -c release choreo-bench
// Each group lives in its own file and returns its results.

var results: [BenchResult] = []
nonisolated(unsafe) var probeSink: [Int] = []
let probe = measure("allocation counter probe (1 array/op)", operations: 1000) {
  for i in 0..<1000 { probeSink = [opaque(i)] }
}
print(
  "# allocation counter self-check: \(format(probe.allocationsPerOperation, digits: 2)) per op (expect 1)"
)
results += curveBenchmarks()
results += keyframeBenchmarks()
results += springBenchmarks()
results += renderBenchmarks()
results += animatorBenchmarks()
results += encodeBenchmarks()
results += scrollBenchmarks()
for result in results { print(result.line) }
