import CLibC
import CLibM
import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Testing

// Coverage is checked against closed forms: the exact overlap of a pixel with a rectangle,
// πr² for a disc, star and pentagon areas, and the union of stroke rectangles with their
// caps and joins. Every area check allows the 8-bit rounding of each partial pixel
// (½ / 255 each) plus the stated flattening error.
@Suite struct RasterCoverageTests {
  /// The overlap of pixel [x, x+1)×[y, y+1) with a rectangle: a product of 1-D overlaps.
  static func overlap(_ x: Int, _ y: Int, _ rect: Rect2D) -> Double {
    let ox = max(0, min(Double(x + 1), rect.maxX) - max(Double(x), rect.minX))
    let oy = max(0, min(Double(y + 1), rect.maxY) - max(Double(y), rect.minY))
    return ox * oy
  }

  struct RectCase: CustomStringConvertible, Sendable {
    var rect: Rect2D
    var description: String { "\(rect)" }
  }

  @Test(arguments: [
    RectCase(rect: Rect2D(x: 2.25, y: 1.5, width: 3.5, height: 2.5)),
    RectCase(rect: Rect2D(x: 0.1, y: 0.9, width: 7.3, height: 0.6)),
    RectCase(rect: Rect2D(x: 3.4, y: 3.4, width: 0.2, height: 0.2)),
    RectCase(rect: Rect2D(x: -2.5, y: 4.75, width: 20, height: 1)),
  ])
  func rectangleEdgesHaveExactFractionalCoverage(_ test: RectCase) throws {
    let image = try render(width: 8, height: 8, [shapeLayer(.rect(test.rect))])
    for y in 0..<8 {
      for x in 0..<8 {
        let expected = (Self.overlap(x, y, test.rect) * 255).rounded()
        let actual = Double(image.alpha(x, y))
        #expect(abs(actual - expected) <= 1, "pixel (\(x), \(y)): \(actual) vs \(expected)")
      }
    }
    // A 3.5-wide edge column at x = 2.25 has 0.75 coverage: 191.25 → 191.
    if test.rect.minX == 2.25 { #expect(image.alpha(2, 2) == 191) }
  }

  @Test(arguments: [(20.0, 1.0), (20.0, 4.0), (7.3, 2.0)])
  func discAreaIsPiRSquared(radius: Double, scale: Double) throws {
    let center = Point2D(x: 32.3, y: 31.7)
    let image = try render(
      width: 64, height: 64, scale: scale,
      [shapeLayer(.circle(center: center, radius: radius))])
    let rPixels = radius * scale
    let exact = Double.pi * rPixels * rPixels
    // The polyline lies within 0.1 px of the Bézier circle, whose radius is within
    // 2.7e-4 · r of the true one: the area can differ by at most perimeter · that.
    let bound =
      2 * .pi * rPixels * (LayerRenderer.flatteningTolerance + 2.7e-4 * rPixels)
      + roundingSlack(image)
    #expect(abs(image.coveredArea - exact) <= bound, "\(image.coveredArea) vs \(exact)")
    // The polygon is inscribed: it never covers more than the disc (beyond rounding).
    #expect(image.coveredArea <= exact + roundingSlack(image))
  }

  /// A pentagram {5/2} with outer radius R, as one self-crossing polygon.
  static func pentagram(center: Point2D, radius: Double) -> VectorPath {
    var path = VectorPath()
    for i in 0..<5 {
      let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
      let p = Point2D(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
    }
    path.close()
    return path
  }

  // Accumulated coverage is exact for simple polygons. At a self-crossing, a pixel that
  // holds regions of winding 0, 1 and 2 gets the area-weighted winding rather than the
  // area of the union (FreeType's smooth rasteriser behaves the same), so each of the
  // five crossing points may be off by up to one pixel; at 4× scale that is < 0.04 %.
  @Test func evenOddLeavesTheStarsCenterEmpty() throws {
    let center = Point2D(x: 32, y: 32)
    let radius = 28.0
    let path = Self.pentagram(center: center, radius: radius)
    let nonZero = try render(width: 64, height: 64, scale: 4, [shapeLayer(path, rule: .nonZero)])
    let evenOdd = try render(width: 64, height: 64, scale: 4, [shapeLayer(path, rule: .evenOdd)])
    let slackNonZero: Double = (roundingSlack(nonZero) + 5) / 16
    let slackEvenOdd: Double = (roundingSlack(evenOdd) + 5) / 16
    // The inner pentagon's circumradius: r = R · cos 72° / cos 36°.
    let inner: Double = radius * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
    // Star (a decagon of alternating radii R, r, 36° apart): 10 · ½ · R · r · sin 36°.
    let starArea: Double = 5 * radius * inner * sin(Double.pi / 5)
    // Regular pentagon of circumradius r: 5/2 · r² · sin 72°.
    let pentagonArea: Double = 2.5 * inner * inner * sin(2 * Double.pi / 5)
    let evenOddArea: Double = starArea - pentagonArea
    #expect(abs(nonZero.coveredArea / 16 - starArea) <= slackNonZero)
    #expect(abs(evenOdd.coveredArea / 16 - evenOddArea) <= slackEvenOdd)
    #expect(nonZero.alpha(128, 128) == 255)
    #expect(evenOdd.alpha(128, 128) == 0)
    // A tip is inside under both rules.
    #expect(nonZero.alpha(128, 32) == 255 && evenOdd.alpha(128, 32) == 255)
  }

  struct CapCase: CustomStringConvertible, Sendable {
    var cap: LineCap
    var area: Double
    var description: String { cap.rawValue }
  }

  // A 40-long, 3-wide line: 120, plus caps: square adds 2 · 1.5 · 3, round adds π · 1.5².
  @Test(arguments: [
    CapCase(cap: .butt, area: 120), CapCase(cap: .square, area: 129),
    CapCase(cap: .round, area: 120 + .pi * 2.25),
  ])
  func lineCapsAddTheirClosedFormArea(_ test: CapCase) throws {
    var path = VectorPath()
    path.move(to: Point2D(x: 10, y: 20))
    path.addLine(to: Point2D(x: 50, y: 20))
    let image = try render(
      width: 64, height: 40, scale: 4,
      [shapeLayer(path, fill: nil, stroke: .black, width: 3, cap: test.cap)])
    let area = image.coveredArea / 16
    // The round caps' polygons lie within 0.1 px (0.025 pt) of their arcs, which together
    // make one circle of radius 1.5: at most 2π · 1.5 · 0.025 pt² less area.
    let flattening = 2 * Double.pi * 1.5 * 0.025
    #expect(abs(area - test.area) <= roundingSlack(image) / 16 + flattening, "\(area)")
    // Butt: the line spans y 18.5...21.5 exactly: a row at 4× scale ends on a pixel edge.
    if test.cap == .butt {
      #expect(image.alpha(100, 73) == 0 && image.alpha(100, 74) == 255)
      #expect(image.alpha(100, 85) == 255 && image.alpha(100, 86) == 0)
      #expect(image.alpha(39, 80) == 0 && image.alpha(40, 80) == 255)
    }
  }

  struct JoinCase: CustomStringConvertible, Sendable {
    var join: LineJoin
    var miterLimit: Double
    var area: Double
    var description: String { "\(join.rawValue) limit \(miterLimit)" }
  }

  // An L of two 30-long legs, 4 wide, butt caps. Two 30×4 bars overlapping in a 2×2
  // square: 236; a miter fills the 2×2 outer corner (+4), a bevel half of it (+2), a round
  // join a quarter disc of radius 2 (+π). A right angle's miter ratio is √2 ≈ 1.414:
  // a limit of 1.4 bevels it, 1.5 keeps it.
  @Test(arguments: [
    JoinCase(join: .miter, miterLimit: 10, area: 240),
    JoinCase(join: .miter, miterLimit: 1.5, area: 240),
    JoinCase(join: .miter, miterLimit: 1.4, area: 238),
    JoinCase(join: .bevel, miterLimit: 10, area: 238),
    JoinCase(join: .round, miterLimit: 10, area: 236 + .pi),
  ])
  func joinsAddTheirClosedFormArea(_ test: JoinCase) throws {
    var path = VectorPath()
    path.move(to: Point2D(x: 10, y: 10))
    path.addLine(to: Point2D(x: 40, y: 10))
    path.addLine(to: Point2D(x: 40, y: 40))
    let image = try render(
      width: 50, height: 50, scale: 4,
      [
        shapeLayer(
          path, fill: nil, stroke: .black, width: 4, join: test.join,
          miterLimit: test.miterLimit)
      ])
    let area = image.coveredArea / 16
    // A round join's polygon is within 0.025 pt of a quarter arc of radius 2: ≤ π · 0.025.
    #expect(abs(area - test.area) <= roundingSlack(image) / 16 + Double.pi * 0.025, "\(area)")
  }

  // A staircase of 41 legs, each 4 long, stroked 0.5 wide with miter joins and butt caps:
  // at each right-angle corner the two bars overlap in an h × h square (h = 0.25) on the
  // inner side and the miter adds the same square on the outer side, so the union is the
  // legs' bars end to end, 41 · 4 · 0.5 = 82. The strokes lie within pixel rows and columns
  // (centred at .3), so every pixel they touch is partly covered: an inner corner outlined
  // through the vertex would cover its square twice and add 40 · h² = 2.5.
  @Test func thinStrokeCoversItsInnerCornersOnce() throws {
    var path = VectorPath()
    var point = Point2D(x: 4.3, y: 4.3)
    path.move(to: point)
    for leg in 0..<41 {
      point = leg.isMultiple(of: 2) ? point + Point2D(x: 4, y: 0) : point + Point2D(x: 0, y: 4)
      path.addLine(to: point)
    }
    let image = try render(
      width: 100, height: 100, [shapeLayer(path, fill: nil, stroke: .black, width: 0.5)])
    #expect(image.partialPixelCount > 0)
    #expect(abs(image.coveredArea - 82) <= roundingSlack(image), "\(image.coveredArea)")
  }

  // A hairpin: 30 right, then back 30 to 2 below the start, 4 wide with a bevel join. On
  // the inner side the offset lines meet about 57 back from the vertex, far past the
  // segments' starts, so the outline goes through the vertex there (cut at the meeting
  // point it would draw a sliver out to it, left of the butt ends). The bars overlap along
  // most of their length and the non-zero rule must leave no hole where they do; their
  // union lies between one bar (120) and both (240 and a little).
  @Test func hairpinGoesThroughTheVertexWithoutHolesOrSlivers() throws {
    var path = VectorPath()
    path.move(to: Point2D(x: 70, y: 20))
    path.addLine(to: Point2D(x: 100, y: 20))
    path.addLine(to: Point2D(x: 70, y: 22))
    let image = try render(
      width: 110, height: 40,
      [shapeLayer(path, fill: nil, stroke: .black, width: 4, join: .bevel)])
    #expect(image.coveredArea > 120 && image.coveredArea < 241, "\(image.coveredArea)")
    for x in stride(from: 72, through: 98, by: 2) {
      #expect(image.alpha(x, 20) == 255 && image.alpha(x, 21) == 255, "hole at x \(x)")
    }
    // The butt ends are at x = 70 (the second bar's within 0.14 of it).
    let left = (0..<40).flatMap { y in (0..<69).map { x in image.alpha(x, y) } }
    #expect(left.allSatisfy { $0 == 0 }, "ink left of the butt ends")
  }

  @Test func closedStrokeIsARing() throws {
    // A 20×20 square stroked 2 wide, closed: the ring from 9...31 minus 11...29.
    let image = try render(
      width: 40, height: 40,
      [
        shapeLayer(
          .rect(Rect2D(x: 10, y: 10, width: 20, height: 20)), fill: nil, stroke: .black, width: 2)
      ])
    #expect(abs(image.coveredArea - (22 * 22 - 18 * 18)) <= roundingSlack(image) + 0.01)
    #expect(image.alpha(20, 20) == 0)
    #expect(image.alpha(9, 20) == 255 && image.alpha(10, 20) == 255)
  }
}
