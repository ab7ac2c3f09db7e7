import Choreo
import ChoreoDemos
import ChoreoRender
import Testing

/// Each demo's still time (what `render --format png|svg` shows by default) is inside its
/// main motion: the picture then is neither the first nor the last, and it is moving (the
/// frames 30 ms either side differ from it). Rendered at a tenth of a point a pixel, which
/// is enough to see a page or a dot move.
@Suite struct StillTimeTests {
  @Test(arguments: Demo.all.map(\.name))
  func theStillIsMidMotion(name: String) throws {
    let demo = try #require(Demo.named(name))
    let renderer = LayerRenderer(size: demo.size, scale: 0.1, background: demo.background)
    func frame(_ time: Double) throws -> Bitmap { try renderer.render(demo.scene(time)) }
    let still = try frame(demo.stillTime)
    #expect(still != (try frame(0)), "the still is the first frame")
    #expect(still != (try frame(demo.duration)), "the still is the last frame")
    let before = try frame(max(0, demo.stillTime - 0.03))
    let after = try frame(min(demo.duration, demo.stillTime + 0.03))
    #expect(still != before && still != after, "nothing moves at \(demo.stillTime) s")
  }

  /// tab-curl's still is the curl under way, not the flat page half-way through the demo.
  @Test func tabCurlShowsTheCurl() throws {
    let demo = try #require(Demo.named("tab-curl"))
    #expect(demo.stillTime == 0.62)
    #expect(demo.stillTime != demo.duration / 2)
  }
}
