import ChoreoCore
import ChoreoDemos
import ChoreoRender

/// The Lottie exporter on the two longest demos at 30 fps (4 samples a frame, as
/// `choreo render DEMO --format lottie` exports them), beside the cost of evaluating the
/// same scenes alone, so the exporter's own share is the difference.
func lottieBenchmarks() -> [BenchResult] {
  var results: [BenchResult] = []
  for name in ["scroll-cards", "scroll-header"] {
    let demo = Demo.named(name)!
    let exporter = LottieExporter(framesPerSecond: 30)
    let samples = Int((demo.duration * 120 - 1e-9).rounded(.up)) + 1
    results.append(
      measure("lottie export \(name) (\(samples) samples)", operations: 1, runs: 5) {
        let document = try! exporter.document(
          duration: demo.duration, size: demo.size, background: demo.background, name: name,
          scene: demo.scene)
        blackHole(document.json.utf8.count)
      })
    results.append(
      measure("lottie export \(name): its scenes alone", operations: 1, runs: 5) {
        for index in 0..<samples {
          blackHole(demo.scene(min(Double(index) / 120, demo.duration)).sublayers.count)
        }
      })
  }
  return results
}
