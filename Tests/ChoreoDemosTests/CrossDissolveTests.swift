import Choreo
import ChoreoDemos
import ChoreoRender
import Testing

/// tab-dissolve's first switch, rendered: every frame of the page area is the blend
/// (1 − p)·A + p·B of its end pages within rounding, as UIKit's `.transitionCrossDissolve`
/// draws it, with nothing of the dark backdrop behind the pages showing through.
@Suite struct CrossDissolveTests {
  /// The page area's pixels (above the tab bar), RGB as numbers 0...255.
  func pagePixels(_ demo: Demo, at time: Double, scale: Double) throws -> [Double] {
    let renderer = LayerRenderer(size: demo.size, scale: scale, background: demo.background)
    let image = try renderer.render(demo.scene(time))
    let rows = Int((364 * scale).rounded(.down))
    var values: [Double] = []
    for row in 0..<rows {
      for column in 0..<image.width {
        let offset = 4 * (row * image.width + column)
        // The scene is opaque: premultiplied equals straight.
        #expect(image.pixels[offset + 3] == 255)
        values += (0..<3).map { Double(image.pixels[offset + $0]) }
      }
    }
    return values
  }

  @Test func eachFrameIsTheBlendOfItsEndPagesWithinRounding() throws {
    let demo = Demo.tabDissolve
    let scale = 0.5
    // The first tap is at 0.3 s and its fade takes 0.5 s.
    let from = try pagePixels(demo, at: 0.3, scale: scale)
    let to = try pagePixels(demo, at: 0.8, scale: scale)
    #expect(zip(from, to).contains { $0 != $1 })
    var fractions: [Double] = []
    for step in 1...9 {
      let frame = try pagePixels(demo, at: 0.3 + 0.05 * Double(step), scale: scale)
      // The blend's fraction that fits the frame best (least squares), then every channel
      // of every pixel against that blend.
      var numerator = 0.0
      var denominator = 0.0
      for (a, (b, f)) in zip(from, zip(to, frame)) {
        numerator += (f - a) * (b - a)
        denominator += (b - a) * (b - a)
      }
      let p = numerator / denominator
      fractions.append(p)
      var worst = 0.0
      for (a, (b, f)) in zip(from, zip(to, frame)) {
        worst = max(worst, abs(f - ((1 - p) * a + p * b)))
      }
      // Each of the three images is rounded to 1/255: the blend of two of them and the
      // third differ by at most one step.
      #expect(worst <= 1, "frame at \(0.3 + 0.05 * Double(step)) s: off by \(worst)/255")
    }
    // The frames go from the one page to the other (so the check above saw real blends).
    #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 < $1 })
    #expect(fractions[4] > 0.3 && fractions[4] < 0.7)
  }

  /// White on both pages stays white all through the fade (it dipped to about 206 when
  /// the backdrop showed through both translucent pages).
  @Test func whiteOnBothPagesStaysWhite() throws {
    let demo = Demo.tabDissolve
    let from = try pagePixels(demo, at: 0.3, scale: 0.5)
    let to = try pagePixels(demo, at: 0.8, scale: 0.5)
    let white = from.indices.filter { from[$0] == 255 && to[$0] == 255 }
    #expect(white.count > 1000)
    for time in [0.4, 0.55, 0.7] {
      let frame = try pagePixels(demo, at: time, scale: 0.5)
      #expect(white.allSatisfy { frame[$0] >= 254 }, "at \(time) s")
    }
  }
}
