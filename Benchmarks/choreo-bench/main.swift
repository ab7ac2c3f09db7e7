// choreo-bench: prints benchmark medians. Run it optimised:
//   swift run -c release choreo-bench            (every group)
//   swift run -c release choreo-bench raster encode (only the groups named)
// Each group lives in its own file and returns its results. Groups: curve, keyframe,
// spring, render, raster (Choreo against librsvg and Skia), frame and demo-frame (the
// raster frames alone, for profiling), animator, animator-profile (4 frames per case,
// for callgrind), encode, scroll, flight (100 shared elements in flight), curl (the page-curl warp), lottie (the Lottie exporter),
// extreme-trees and png-mutations (the full-size fuzz loops of ExtremeGeometryTests and
// PNGReaderLimitTests), png-large (decodes $CHOREO_BENCH_PNG), lottie-scale (export time
// against sibling-layer count), timeline-chain and timeline-stagger (a timeline's build
// and apply against its size, $CHOREO_BENCH_COUNT leaves; for /usr/bin/time -v) and soak
// (the tests' long runs at full size; exits 1 if a property fails): run only when named.
// export prints the linear() stop-count table of the export article (Choreo against
// Ramer–Douglas–Peucker and Motion's 10 ms rule, in Markdown).
// One frame to PNG as a whole process, against rsvg-convert, is measured by a script
// beside it: python3 Benchmarks/peers/whole_process.py [CHOREO] [DEMO] [RUNS].

let groups: [(String, () -> [BenchResult])] = [
  ("curve", curveBenchmarks),
  ("keyframe", keyframeBenchmarks),
  ("spring", springBenchmarks),
  ("render", renderBenchmarks),
  ("raster", { rasterPeerBenchmarks() }),
  ("frame", { rasterFrameBenchmarks(index: 0) }),
  ("demo-frame", { rasterFrameBenchmarks(index: 1) }),
  ("animator", { animatorBenchmarks() }),
  ("animator-profile", { animatorBenchmarks(frames: 4, includeBoth: false) }),
  ("encode", encodeBenchmarks),
  ("scroll", scrollBenchmarks),
  ("flight", flightBenchmarks),
  ("curl", curlBenchmarks),
  ("lottie", lottieBenchmarks),
  ("extreme-trees", extremeTreeBenchmarks),
  ("soak", soakBenchmarks),
  ("png-mutations", pngMutationBenchmarks),
  ("png-large", pngLargeBenchmarks),
  ("lottie-scale", lottieScaleBenchmarks),
  ("timeline-chain", timelineChainBenchmarks),
  ("timeline-stagger", timelineStaggerBenchmarks),
  ("export", exportBenchmarks),
]
let chosen = Set(CommandLine.arguments.dropFirst())
for name in chosen where !groups.contains(where: { $0.0 == name }) {
  print("choreo-bench: no group '\(name)'; groups: \(groups.map(\.0).joined(separator: ", "))")
}

var results: [BenchResult] = []
nonisolated(unsafe) var probeSink: [Int] = []
let probe = measure("allocation counter probe (1 array/op)", operations: 1000) {
  for i in 0..<1000 { probeSink = [opaque(i)] }
}
print(
  allocationsCounted
    ? "# allocation counter self-check: \(format(probe.allocationsPerOperation, digits: 2)) per op (expect 1)"
    : "# allocations are not counted on this platform (glibc only): allocations/op reads n/a"
)
// The fuzz loops are checks rather than figures: only when named.
let onRequest: Set = [
  "extreme-trees", "png-mutations", "png-large", "lottie-scale", "soak", "timeline-chain",
  "timeline-stagger",
]
for (name, run) in groups
where chosen.contains(name) || (chosen.isEmpty && !onRequest.contains(name)) {
  results += run()
}
for result in results { print(result.line) }
exitIfSoakFailed()
