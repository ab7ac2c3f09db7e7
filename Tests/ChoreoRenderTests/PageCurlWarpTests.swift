import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Foundation
import Testing

// A page-curl warp rendered at curls 0.25, 0.5 and 0.75 and compared, pixel by pixel, with a
// picture derived here: the page is a test pattern (red and green sine waves down the page,
// period 16 points, one colour per device row of the page), the paper's curve comes from
// PageCurlReference (the model written out in the tests), and what each device pixel shows is
// found by forward-mapping the page densely: every page row (1/500 point apart) lands at
// some height on some screen row, and the highest paper landing in each 1/32-point sub-row
// is the one seen. The expected pixel is the mean of its 16 sub-rows, shaded as LayerWarp's
// policy states: front × L, back washed 75% toward white × L, L = 0.75 + 0.25 · facing; where
// no paper lands, the page beneath under the shadow 0.3 · (1 − d / 3ρ)².
//
// Tolerance: 3 of 255 per channel (the source's bilinear read and the renderer's four
// samples against the 16-sub-row mean of a sine of slope at most 50 levels a point over at
// most 2 points of page). Pixels whose sub-rows do not all show one part of the paper (the
// fold, the paper's turned-over edge, where the back meets the flat page), or that span
// more than 2 points of page (the roll's silhouette, where the cylinder is seen edge-on),
// or that show the page's own top or bottom edge, are edge pixels and skipped; the test checks
// that at least 85% of rows are compared and
// that the back and the shadow are among them.
@Suite struct PageCurlWarpTests {
  static let page = Size2D(width: 120, height: 200)
  static let scale = 2.0
  static let beneath = (red: 26.0, green: 77.0, blue: 26.0)

  /// The pattern's colour at page row `p`, in bytes (red, green, blue); blue is constant.
  static func pattern(_ p: Double) -> (Double, Double, Double) {
    let phase = 2 * Double.pi * p / 16
    return (
      (255 * (0.5 + 0.45 * sin(phase))).rounded(),
      (255 * (0.5 + 0.45 * sin(phase + 2 * Double.pi / 3))).rounded(), (255 * 0.55).rounded()
    )
  }

  /// The scene: the page beneath (one colour), the curled test-pattern page above it.
  static func scene(curl: Double) -> RenderLayer {
    var root = RenderLayer(frame: Rect2D(origin: .zero, size: page))
    root.backgroundColor = RGBA(
      red: beneath.red / 255, green: beneath.green / 255, blue: beneath.blue / 255)
    var sheet = RenderLayer(frame: Rect2D(origin: .zero, size: page))
    let rowHeight = 1 / scale
    for row in 0..<Int(page.height * scale) {
      let top = Double(row) * rowHeight
      let (r, g, b) = pattern(top + rowHeight / 2)
      var band = RenderLayer(frame: Rect2D(x: 0, y: top, width: page.width, height: rowHeight))
      band.backgroundColor = RGBA(red: r / 255, green: g / 255, blue: b / 255)
      sheet.sublayers.append(band)
    }
    sheet.warp = .pageCurl(PageCurlGeometry(curl: curl, pageSize: page))
    root.sublayers = [sheet]
    return root
  }

  /// What the reference shows on each 1/32-point sub-row of the page: the highest paper
  /// landing there (page row, part, facing), or `nil`.
  static func seen(curl: Double) -> [(
    p: Double, z: Double, part: PageCurlReference.Part, facing: Double
  )?] {
    let subRows = Int(page.height * 32)
    var best: [(p: Double, z: Double, part: PageCurlReference.Part, facing: Double)?] = Array(
      repeating: nil, count: subRows)
    let steps = Int(page.height * 500)
    for index in 0...steps {
      let p = page.height * Double(index) / Double(steps)
      let point = PageCurlReference.point(p, curl: curl, height: page.height)
      let k = Int((point.y * 32).rounded(.down))
      guard best.indices.contains(k) else { continue }
      if best[k] == nil || best[k]!.z < point.z {
        best[k] = (p, point.z, point.part, point.facing)
      }
    }
    return best
  }

  @Test(arguments: [0.25, 0.5, 0.75])
  func theRenderedCurlIsTheCylinderMapping(curl: Double) throws {
    let image = try LayerRenderer(size: Self.page, scale: Self.scale).render(Self.scene(curl: curl))
    let seen = Self.seen(curl: curl)
    let fold = Self.page.height * (1 - curl)
    let rho = min(9, Self.page.height * curl)
    // Within half a source pixel of the page's top and bottom edges the source is read
    // clamped to its edge: those rows are edge pixels too.
    let edge = 0.5 / Self.scale
    var compared = 0
    var comparedBack = 0
    var comparedShadow = 0
    var worst = 0.0
    let rows = Int(Self.page.height * Self.scale)
    for row in 0..<rows {
      let subRows = seen[(row * 16)..<(row * 16 + 16)]
      var expected: (Double, Double, Double)
      if subRows.allSatisfy({ $0 == nil }) {
        // The page beneath, in the shadow (its value at the pixel's centre: the shadow
        // changes by under 1 level across a pixel).
        let d = (Double(row) + 0.5) / Self.scale - fold
        let t = max(0, 1 - d / (3 * rho))
        let keep = 1 - 0.3 * t * t
        expected = (Self.beneath.red * keep, Self.beneath.green * keep, Self.beneath.blue * keep)
        if d >= 0 && d < 3 * rho { comparedShadow += 1 }
      } else {
        let points = subRows.compactMap { $0 }
        guard points.count == 16, let first = points.first,
          points.allSatisfy({ $0.part == first.part }),
          points.map(\.p).max()! - points.map(\.p).min()! <= 2,
          points.allSatisfy({ $0.p >= edge && $0.p <= Self.page.height - edge })
        else { continue }
        var sum = (0.0, 0.0, 0.0)
        for point in points {
          let (r, g, b) = Self.pattern(point.p)
          let light = 0.75 + 0.25 * point.facing
          let back = point.part == .farHalf || point.part == .straight
          func shade(_ c: Double) -> Double { (back ? c * 0.25 + 0.75 * 255 : c) * light }
          sum = (sum.0 + shade(r), sum.1 + shade(g), sum.2 + shade(b))
        }
        expected = (sum.0 / 16, sum.1 / 16, sum.2 / 16)
        if first.part == .straight || first.part == .farHalf { comparedBack += 1 }
      }
      for x in [40, 121, 200] {
        let pixel = image[x, row]
        let error = max(
          abs(Double(pixel.0) - expected.0), abs(Double(pixel.1) - expected.1),
          abs(Double(pixel.2) - expected.2))
        worst = max(worst, error)
        #expect(
          error <= 3,
          "curl \(curl), pixel (\(x), \(row)): \(pixel), expected \(expected)")
      }
      compared += 1
    }
    #expect(Double(compared) >= 0.85 * Double(rows), "compared \(compared) of \(rows) rows")
    #expect(
      comparedBack >= 20 && comparedShadow >= 20, "back \(comparedBack), shadow \(comparedShadow)")
    // The x of every point is kept: each compared row is one colour across the page.
    for row in stride(from: 0, to: rows, by: 7) {
      #expect(image[40, row] == image[121, row] && image[121, row] == image[200, row])
    }
    #expect(worst <= 3, "worst \(worst)")
  }

  @Test func theWarpKeepsTheLayersOpacityAndPlacement() throws {
    // The warped page at half opacity over the page beneath, moved 10 points right: the flat
    // part is the pattern half over the beneath colour; left of the page only beneath shows.
    var root = Self.scene(curl: 0.25)
    root.sublayers[0].opacity = 0.5
    root.sublayers[0].position.x += 10
    let image = try LayerRenderer(size: Self.page, scale: Self.scale).render(root)
    let row = 40  // page row 20.25 (flat part)
    let (r, g, b) = Self.pattern(20.25)
    let pixel = image[60, row]
    #expect(abs(Double(pixel.0) - (r + Self.beneath.red) / 2) <= 3, "\(pixel)")
    #expect(abs(Double(pixel.1) - (g + Self.beneath.green) / 2) <= 3, "\(pixel)")
    #expect(abs(Double(pixel.2) - (b + Self.beneath.blue) / 2) <= 3, "\(pixel)")
    #expect(image[10, row] == (26, 77, 26, 255))
  }

  @Test func aTurnedPageIsWarpedAsTheLevelOne() throws {
    // The curled page turned a quarter about its centre (rows no longer level: each sample
    // is mapped back alone) is the level page's picture turned: pixel (i, j) of the level
    // render is pixel (199 − j, i) of the turned one (y down, the turn clockwise). The
    // sample patterns differ, so edges differ a little.
    let canvas = Size2D(width: 200, height: 200)
    func render(turned: Bool) throws -> Bitmap {
      var root = RenderLayer(frame: Rect2D(origin: .zero, size: canvas))
      root.backgroundColor = .white
      var sheet = Self.scene(curl: 0.5).sublayers[0]
      sheet.position = Point2D(x: 100, y: 100)
      if turned { sheet.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1) }
      root.sublayers = [sheet]
      return try LayerRenderer(size: canvas, scale: 1).render(root)
    }
    let (level, turned) = (try render(turned: false), try render(turned: true))
    var (total, off, worst) = (0.0, 0, 0)
    for j in 0..<200 {
      for i in 0..<200 {
        let (a, b) = (level[i, j], turned[199 - j, i])
        let difference = max(
          abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)))
        total += Double(difference)
        if difference > 8 { off += 1 }
        worst = max(worst, difference)
      }
    }
    #expect(total / 40000 < 1, "mean \(total / 40000)")
    #expect(Double(off) / 40000 < 0.02, "\(off) pixels off by more than 8, worst \(worst)")
  }

  @Test func svgEmbedsTheWarpedPixelsAsAnImage() throws {
    let svg = try SVGExporter().svg(for: Self.scene(curl: 0.5), size: Self.page)
    #expect(svg.contains("<image ") && svg.contains("xlink:href=\"data:image/png;base64,"))
    // The flat part's 400 bands are not written as vectors: the warped layer is one image.
    #expect(svg.components(separatedBy: "<path").count - 1 == 1)
  }

  @Test func theApproximationHasNoWarpAndKeepsTheFlatPart() throws {
    let approximated = Self.scene(curl: 0.5).approximatingWarps()
    func warps(_ layer: RenderLayer) -> Int {
      (layer.warp == nil ? 0 : 1) + layer.sublayers.map(warps).reduce(0, +)
    }
    #expect(warps(approximated) == 0)
    // The first clipped part is the flat page: the tangent line (91) and 1 point under the
    // roll.
    let page = approximated.sublayers[0]
    let flat = try #require(page.sublayers.first { $0.masksToBounds })
    #expect(flat.frame.minY == 0 && flat.frame.size.height == 92)
  }
}
