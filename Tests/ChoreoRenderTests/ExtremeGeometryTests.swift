import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Testing

// Finite geometry, however far or large, never traps: a tree that `validate()` accepts
// renders, exports to SVG and to Lottie. A trap kills the process, so the cases that
// trapped run as exit tests (Swift 6.2 and later); where the toolchain has none they run
// in the test process, where a trap still fails the run.

/// A 10 × 10 layer at x = 1e19 (a frame far right of any canvas), with a background.
private func farLayer(curled: Bool) -> RenderLayer {
  var layer = RenderLayer(frame: Rect2D(x: 1e19, y: 0, width: 10, height: 10))
  layer.backgroundColor = .black
  if curled {
    layer.warp = .pageCurl(PageCurlGeometry(curl: 0.4, pageSize: layer.bounds.size))
  }
  return layer
}

/// Renders a far layer (plain and curled, alone and under a root) and checks that nothing
/// shows: the canvas stays as clear as it started.
private func renderFarLayers() throws {
  let renderer = LayerRenderer(size: Size2D(width: 8, height: 8))
  for curled in [false, true] {
    var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 8, height: 8))
    root.sublayers = [farLayer(curled: curled)]
    for tree in [farLayer(curled: curled), root] {
      try tree.validate()
      let image = try renderer.render(tree)
      #expect(image.pixels.allSatisfy { $0 == 0 }, "curled: \(curled)")
      _ = try SVGExporter().svg(for: tree, size: Size2D(width: 8, height: 8))
    }
  }
}

/// Renders and exports as SVG `count` random trees of extreme finite numbers from `seed`,
/// and exports every tenth as Lottie (the slowest of the three in a debug build).
private func renderExtremeTrees(seed: UInt64, count: Int) throws {
  var trees = ExtremeLayerTrees(seed: seed)
  let size = Size2D(width: 12, height: 10)
  for index in 0..<count {
    let tree = trees.next()
    _ = try LayerRenderer(size: size).render(tree)
    _ = try SVGExporter().svg(for: tree, size: size)
    guard index % 10 == 0 else { continue }
    // A curl's Lottie approximation can overflow where the page is extreme: a typed
    // error naming the layer, not a trap.
    _ = try? LottieExporter(framesPerSecond: 1, samplesPerFrame: 1)
      .document(duration: 1, size: size) { _ in tree }
  }
}

@Suite struct ExtremeGeometryTests {
  #if compiler(>=6.2)
    @Test func aLayerFarOffTheCanvasDrawsNothingAndDoesNotTrap() async {
      await #expect(processExitsWith: .success) { try renderFarLayers() }
    }

    @Test func randomTreesOfExtremeFiniteNumbersNeverTrap() async {
      // Seeded: a failing seed replays. The full-size loop is
      // `swift run -c release choreo-bench extreme-trees`.
      await #expect(processExitsWith: .success) {
        for seed in UInt64(1)...4 { try renderExtremeTrees(seed: seed, count: 50) }
      }
    }
  #else
    @Test func aLayerFarOffTheCanvasDrawsNothingAndDoesNotTrap() throws {
      try renderFarLayers()
    }

    @Test func randomTreesOfExtremeFiniteNumbersNeverTrap() throws {
      for seed in UInt64(1)...4 { try renderExtremeTrees(seed: seed, count: 50) }
    }
  #endif

  @Test(arguments: [1e6, 1e12])
  func aBandReachingFarPastTheCanvasDrawsAsItsVisiblePart(reach: Double) throws {
    // A band of slope ½ between the lines through (0, 5) and (0, 15), its far end at
    // x = 2 · reach, against the same band ending at x = 200 (both far off a 20 × 20
    // canvas): the same pixels, to one level for rounding. (The near corners are exact;
    // the far ones lie on the lines within rounding, which moves nothing on the canvas.)
    func band(_ reach: Double) -> RenderLayer {
      var path = VectorPath()
      path.move(to: Point2D(x: 0, y: 5))
      path.addLine(to: Point2D(x: 2 * reach, y: reach + 5))
      path.addLine(to: Point2D(x: 2 * reach, y: reach + 15))
      path.addLine(to: Point2D(x: 0, y: 15))
      path.close()
      var layer = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 20, height: 20))
      layer.shape = VectorShape(path: path, fillColor: .black)
      return layer
    }
    let renderer = LayerRenderer(size: Size2D(width: 20, height: 20))
    let far = try renderer.render(band(reach))
    let near = try renderer.render(band(100))
    // Pixel (2, 10) lies inside the band, (2, 2) above it.
    #expect(near[2, 10].3 == 255 && near[2, 2].3 == 0)
    let worst = zip(far.pixels, near.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(worst <= 1, "reach \(reach)")
  }

  @Test func randomTreesAreAllValid() throws {
    // The generator makes finite numbers only: every tree passes `validate()`, so the
    // loop above exercises the renderer and the exporters, not the validator.
    var trees = ExtremeLayerTrees(seed: 99)
    for _ in 0..<50 { try trees.next().validate() }
  }
}
