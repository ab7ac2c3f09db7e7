import ChoreoCore
import ChoreoRender
import Testing

@Suite struct RenderSessionTests {
  @Test func oneSessionForEveryGoldenFrameDrawsWhatFreshRenderersDraw() throws {
    // The session keeps the rasteriser's cells, tile bits, masks and offscreen canvases
    // from frame to frame; if any were left dirty, a later frame would differ from the
    // same frame drawn by a new renderer.
    let renderer = LayerRenderer(size: GoldenScenes.size, scale: 1.5, background: .white)
    let session = try RenderSession(renderer)
    var image = Bitmap(width: 1, height: 1)
    for _ in 0..<2 {
      for entry in GoldenScenes.all {
        for progress in GoldenScenes.progresses {
          let tree = entry.scene(progress)
          try session.render(tree, into: &image)
          #expect(image == (try renderer.render(tree)), "\(entry.name) at \(progress)")
        }
      }
    }
    #expect(image.width == 3 * Int(GoldenScenes.size.width) / 2)
  }

  @Test func aBadTreeThrowsAndLeavesTheImage() throws {
    let session = try RenderSession(LayerRenderer(size: Size2D(width: 4, height: 4)))
    var image = Bitmap(width: 4, height: 4, fill: .white)
    var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 4, height: 4))
    root.opacity = .nan
    #expect(throws: RenderError.nonFinite(field: "opacity", layer: "root")) {
      try session.render(root, into: &image)
    }
    #expect(image == Bitmap(width: 4, height: 4, fill: .white))
    #expect(throws: RenderError.self) {
      _ = try RenderSession(LayerRenderer(size: Size2D(width: 0, height: 4)))
    }
  }
}
