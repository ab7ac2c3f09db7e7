import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Foundation
import Testing

// `RenderLayer.approximatingWarps()` against the warp it stands for, both drawn by Choreo's
// own renderer: a screen-like page (a tinted header with a label, three rounded cards with a
// dot and two bars, a footer stripe) curled over a page beneath with content of its own, at
// curls from the first few points of lift (where the roll's front shows and the paper ends
// on the cylinder) to a page almost gone (the back reaching past the page's top edge, the
// shadow fading), at 1 and 2 pixels a point.
//
// Bounds: the targets the Lottie export is held to against real players (mean per-channel
// difference under 1/255, under 1% of pixels off by more than 8 in some channel), here
// between the two drawings alone. What the approximation leaves is small by construction:
// the shade is painted in strips lit at their middle (the light, 0.75 + 0.25 · |cos θ|,
// moves by at most 0.25 · Δθ / 2 within a strip: 6 levels on the front quarter's 11.25°
// strips, seen only early in the curl, 3.4 on the back half's 6.1° ones); the shadow's strips
// step its alpha by 0.3 / 12, each within half of that (3.2 levels); each copy's map is the
// chord of its arc (0.21 pt off at most on the front, 0.73 pt on the back half, where 7.6 pt
// of page show in 3 pt). What is left is at edges: the warp reads its flat image at four
// sample rows a pixel where the approximation covers the flipped shapes exactly, and
// Choreo's renderer clips each drawing of a copy on its own, so a copy's edge that falls
// inside a pixel row lets the drawings under the top one show through that row (players
// clip the composited copy). Measured: at most 0.18/255 and 0.67% (curl 0.04, 1x, where the
// paper ends on the cylinder); today's band approximation gave up to 3.1/255 and 11.8%.
@Suite struct CurlApproximationTests {
  static let page = Size2D(width: 200, height: 300)
  static let curls = [0.01, 0.04, 0.15, 0.35, 0.6, 0.8, 0.96]

  /// A layer filling `rect` with `colour`, rounded by `radius`.
  static func box(_ rect: Rect2D, _ colour: RGBA, radius: Double = 0) -> RenderLayer {
    var layer = RenderLayer(frame: rect)
    layer.backgroundColor = colour
    layer.cornerRadius = radius
    return layer
  }

  /// A screen: light paper, a header tinted `tint` with `title`, three cards, a stripe.
  static func screen(_ title: String, tint: RGBA) -> [RenderLayer] {
    let width = page.width
    var layers = [
      box(Rect2D(origin: .zero, size: page), RGBA(hex: 0xF2F2F7)),
      box(Rect2D(x: 0, y: 0, width: width, height: 64), tint),
      StrokeFont.standard.layer(title, at: Point2D(x: 14, y: 48), size: 18, color: .white),
    ]
    for card in 0..<3 {
      let top = 80 + Double(card) * 66
      layers.append(box(Rect2D(x: 10, y: top, width: width - 20, height: 56), .white, radius: 9))
      layers.append(
        box(
          Rect2D(x: 20, y: top + 14, width: 28, height: 28),
          tint.withAlphaMultiplied(by: 0.4 + 0.25 * Double(card)), radius: 14))
      layers.append(
        box(
          Rect2D(x: 58, y: top + 16, width: 100 - 14 * Double(card), height: 8),
          RGBA(hex: 0xC7C7CC), radius: 4))
      layers.append(
        box(Rect2D(x: 58, y: top + 32, width: 64, height: 8), RGBA(hex: 0xE5E5EA), radius: 4))
    }
    layers.append(box(Rect2D(x: 0, y: page.height - 24, width: width, height: 24), tint))
    layers.append(
      StrokeFont.standard.layer(
        "Footer", at: Point2D(x: 14, y: page.height - 7), size: 10, color: .white))
    return layers
  }

  /// The page beneath and, above it, the screen curled by `curl` (nil: flat, unwarped).
  static func scene(curl: Double?) -> RenderLayer {
    var root = RenderLayer(frame: Rect2D(origin: .zero, size: page))
    root.backgroundColor = RGBA(hex: 0x3A3A3C)
    var beneath = RenderLayer(frame: Rect2D(origin: .zero, size: page))
    beneath.sublayers = screen("Beneath", tint: RGBA(hex: 0xFF9500))
    var sheet = RenderLayer(frame: Rect2D(origin: .zero, size: page))
    sheet.sublayers = screen("Curled", tint: RGBA(hex: 0x007AFF))
    // One-sided, as a page is: its back is the warp's to draw, not a turned-away layer.
    sheet.isDoubleSided = false
    if let curl { sheet.warp = .pageCurl(PageCurlGeometry(curl: curl, pageSize: page)) }
    root.sublayers = [beneath, sheet]
    return root
  }

  /// The mean per-channel difference (in 1/255) and the percentage of pixels off by more
  /// than 8 in some channel, as the Lottie survey counts them.
  static func difference(_ a: Bitmap, _ b: Bitmap) -> (mean: Double, off: Double) {
    #expect(a.width == b.width && a.height == b.height)
    var (total, off) = (0, 0)
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a[x, y], b[x, y])
        let d = (abs(Int(p.0) - Int(q.0)), abs(Int(p.1) - Int(q.1)), abs(Int(p.2) - Int(q.2)))
        total += d.0 + d.1 + d.2
        if max(d.0, d.1, d.2) > 8 { off += 1 }
      }
    }
    let count = Double(a.width * a.height)
    return (Double(total) / (3 * count), 100 * Double(off) / count)
  }

  @Test(arguments: [1.0, 2.0])
  func theApproximationDrawsTheCurlAsTheWarpDoes(scale: Double) throws {
    let renderer = LayerRenderer(size: Self.page, scale: scale)
    for curl in Self.curls {
      let scene = Self.scene(curl: curl)
      let warped = try renderer.render(scene)
      let approximated = try renderer.render(scene.approximatingWarps())
      let (mean, off) = Self.difference(warped, approximated)
      #expect(mean < 1, "curl \(curl) at \(scale)x: mean difference \(mean)/255")
      #expect(off < 1, "curl \(curl) at \(scale)x: \(off)% of pixels off by more than 8")
    }
  }

  @Test func theApproximationShowsTheContentOnTheBack() throws {
    // At curl 0.6 the back covers rows 32...120: it shows the curled page's cards, washed,
    // so it is not one colour, and it differs from a plain wash of the paper colour where
    // a card's grey bar shows through.
    let renderer = LayerRenderer(size: Self.page, scale: 1)
    let image = try renderer.render(Self.scene(curl: 0.6).approximatingWarps())
    let column = (40..<110).map { image[66, $0] }
    #expect(Set(column.map { $0.0 }).count > 3, "\(column)")
    let warped = try renderer.render(Self.scene(curl: 0.6))
    for y in 40..<110 {
      let (p, q) = (image[66, y], warped[66, y])
      #expect(abs(Int(p.0) - Int(q.0)) <= 8, "row \(y): \(p) against the warp's \(q)")
    }
  }

  /// The shape of a tree: each layer's sublayer count, clip and paints, depth first.
  static func shape(_ layer: RenderLayer) -> [String] {
    [
      "\(layer.sublayers.count) \(layer.masksToBounds) \(layer.backgroundColor != nil)"
        + " \(layer.shape != nil) \(layer.warp != nil)"
    ] + layer.sublayers.flatMap(shape)
  }

  @Test func everyCurlGivesATreeOfOneShape() {
    let curls = [0] + Self.curls + [1]
    let shapes = curls.map { Self.shape(Self.scene(curl: $0).approximatingWarps()) }
    for (curl, shape) in zip(curls, shapes) {
      #expect(shape == shapes[0], "curl \(curl)")
      #expect(!shape.contains { $0.hasSuffix("true") }, "curl \(curl): a warp is left")
    }
  }

  @Test func aCurlExportsAsOneLottieLayerAPart() throws {
    // The curl moving over a second has as many Lottie layers as the curl held still: the
    // writer follows every part through the motion, none restarts.
    let exporter = LottieExporter()
    func count(_ curl: @escaping (Double) -> Double) throws -> Int {
      let document = try exporter.document(duration: 1, size: Self.page) { t in
        Self.scene(curl: curl(t)).approximatingWarps()
      }
      return try LottieExporterTests.layers(document.json).count
    }
    let moving = try count { 0.01 + 0.95 * $0 }
    let still = try count { _ in 0.5 }
    #expect(moving == still)
  }
}
