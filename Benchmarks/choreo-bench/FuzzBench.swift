import ChoreoCore
import ChoreoRender
import ChoreoTestSupport

/// The full-size fuzz loops whose small, seeded versions are tests: a trap ends the
/// process (so reaching the figure line is the pass), and the line gives the time a case.
///
/// `extreme-trees`: 10,000 random trees of extreme finite numbers (seeds 1...100, 100
/// trees each; `ExtremeLayerTrees`), each rendered at 12 × 10, exported as SVG and as a
/// one-second Lottie document.
func extremeTreeBenchmarks() -> [BenchResult] {
  let size = Size2D(width: 12, height: 10)
  let exporter = LottieExporter(framesPerSecond: 1, samplesPerFrame: 1)
  var cases = 0
  let result = measure("extreme trees: render, SVG, Lottie (a tree)", operations: 10_000, runs: 1) {
    for seed in UInt64(1)...100 {
      var trees = ExtremeLayerTrees(seed: seed)
      for _ in 0..<100 {
        let tree = trees.next()
        blackHole(try! LayerRenderer(size: size).render(tree).pixels.count)
        blackHole(try! SVGExporter().svg(for: tree, size: size).utf8.count)
        blackHole(try! exporter.document(duration: 1, size: size) { _ in tree }.json.utf8.count)
        cases += 1
      }
    }
  }
  print("# extreme trees: \(cases) cases (with the warm-up run), none trapped")
  return [result]
}
