import Choreo
import ChoreoDemos
import ChoreoRender
import Testing

/// A demo's own contact-sheet instants: nine (the 3 × 3 grid), in order, inside the demo;
/// swiftui-rotating's each show the rectangle, which evenly spaced instants missed on 7 of 9.
@Suite struct SheetTimesTests {
  @Test func ownSheetTimesFillTheGridInOrder() {
    for demo in Demo.all {
      guard let times = demo.sheetTimes else { continue }
      #expect(times.count == 9, "\(demo.name)")
      #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(demo.name)")
      #expect(times.allSatisfy { (0...demo.duration).contains($0) }, "\(demo.name)")
    }
  }

  @Test func swiftUIRotatingShowsTheRectangleOnEveryFrame() throws {
    let demo = try #require(Demo.named("swiftui-rotating"))
    let times = try #require(demo.sheetTimes)
    let renderer = LayerRenderer(size: demo.size, scale: 0.5, background: demo.background)
    for time in times {
      let image = try renderer.render(demo.scene(time))
      // The rectangle is the only near-black paint (ink 0x1C1C1E); labels are white or grey.
      var dark = 0
      for y in 0..<image.height {
        for x in 0..<image.width {
          let (r, g, b, _) = image[x, y]
          if r < 40 && g < 40 && b < 40 { dark += 1 }
        }
      }
      // At least a twentieth of the 75 × 105-pixel rectangle (150 × 210 points at 0.5).
      #expect(dark > 75 * 105 / 20, "at \(time) s: \(dark) dark pixels")
    }
  }
}
