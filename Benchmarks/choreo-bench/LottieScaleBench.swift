import ChoreoCore
import ChoreoRender

/// The Lottie exporter's growth with the tree: `count` sibling layers (each a small square
/// sliding by its index), 4 samples at 30 fps × 4; 10³ against 10⁴ layers shows whether
/// the export is linear in layers (ten times the time) or worse.
func lottieScaleBenchmarks() -> [BenchResult] {
  var results: [BenchResult] = []
  for count in [1_000, 10_000] {
    let exporter = LottieExporter(framesPerSecond: 30)
    let size = Size2D(width: 400, height: 400)
    results.append(
      measure("lottie export \(count) sibling layers (4 samples)", operations: 1, runs: 3) {
        let document = try! exporter.document(duration: 3.0 / 120, size: size) { time in
          var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 400, height: 400))
          root.sublayers = (0..<count).map { index in
            var layer = RenderLayer(
              frame: Rect2D(
                x: Double(index % 100) * 4 + time * 40, y: Double(index / 100 % 100) * 4,
                width: 3, height: 3))
            layer.backgroundColor = RGBA(red: 0.2, green: 0.4, blue: 0.8)
            return layer
          }
          return root
        }
        blackHole(document.json.utf8.count)
      })
  }
  return results
}
