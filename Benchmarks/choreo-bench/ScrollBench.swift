import Choreo

/// Scroll-scene resolution: 10,000 tracks over 2,500 cards in a list, each card's top
/// reading the previous card's resolved bottom (a dependency chain 2,500 long), its height
/// eased, its opacity a three-key dip and its width a container metric. The tracks are
/// given in reverse order, so the scene must sort them; each operation resolves one scroll
/// frame at a new offset into a reused frame. Target: ≤ 1 ms a frame on one core.
func scrollBenchmarks() -> [BenchResult] {
  let cards = 2_500
  var targets: [ScrollTarget] = []
  var tracks: [ScrollAnimation] = []
  for index in 0..<cards {
    let id = ScrollTargetID("card\(index)")
    targets.append(
      ScrollTarget(id, frame: Rect2D(x: 16, y: Double(index) * 88, width: 358, height: 80)))
    let top: ScrollValue =
      index == 0 ? 0 : .bottom(of: ScrollTargetID("card\(index - 1)")) + 8
    tracks.append(ScrollAnimation(id, .y, keys: [.init(0, top)]))
    tracks.append(ScrollAnimation(id, .height, from: 80, to: 48, curve: .easeInOut))
    tracks.append(ScrollAnimation(id, .opacity, values: [1, 0.5, 1]))
    tracks.append(ScrollAnimation(id, .width, keys: [.init(0, .metric(.viewportWidth) - 32)]))
  }
  let scene = try! ScrollScene(
    timeline: ScrollTimeline(from: 0, to: 400), targets: targets, animations: tracks.reversed())
  let metrics = ScrollMetrics(
    viewport: Size2D(width: 390, height: 844), content: Size2D(width: 390, height: 220_000))
  var frame = ScrollSceneState()
  let frames = 64
  let resolve = measure("scroll scene: 10,000 dependent animations / frame", operations: frames) {
    for step in 0..<frames {
      try! scene.resolve(offset: Double(step) * 7 - 20, metrics: metrics, into: &frame)
    }
    blackHole(frame["card2499", .y])
  }
  let build = measure("scroll scene: build + sort 10,000 tracks", operations: 1, runs: 5) {
    blackHole(
      try! ScrollScene(
        timeline: ScrollTimeline(from: 0, to: 400), targets: targets, animations: tracks.reversed())
    )
  }
  return [resolve, build]
}
