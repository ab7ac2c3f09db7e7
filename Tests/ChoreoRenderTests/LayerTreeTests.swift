import CLibC
import CLibM
import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoRender

/// A square layer of one colour.
private func square(_ frame: Rect2D, _ colour: RGBA) -> RenderLayer {
  var layer = RenderLayer(frame: frame)
  layer.backgroundColor = colour
  return layer
}

private let red = RGBA(red: 1, green: 0, blue: 0)
private let blue = RGBA(red: 0, green: 0, blue: 1)

@Suite struct LayerTreeTests {
  @Test func groupOpacityFadesTheCompositeNotEachChild() throws {
    var group = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 20, height: 10))
    group.sublayers = [
      square(Rect2D(x: 0, y: 0, width: 12, height: 10), red),
      square(Rect2D(x: 8, y: 0, width: 12, height: 10), blue),
    ]
    group.opacity = 0.5
    let grouped = try render(width: 20, height: 10, background: .white, [group])
    // Group: the overlap is blue, faded over white: 0.5 · (0, 0, 1) + 0.5 · (1, 1, 1).
    #expect(grouped[10, 5] == (128, 128, 255, 255))
    var separate = group
    separate.opacity = 1
    for index in separate.sublayers.indices { separate.sublayers[index].opacity = 0.5 }
    let perChild = try render(width: 20, height: 10, background: .white, [separate])
    // Per child: red at ½ over white gives (1, ½, ½); blue at ½ over that gives
    // (½, ¼, ¾) = (127.5, 63.75, 191.25) on the byte scale. The canvas holds bytes, so each
    // composite rounds once: the first leaves at most ½ of error, which the second halves
    // and adds its own ½ to, so each channel is within ¾ of the exact value.
    let (r, g, b, a) = perChild[10, 5]
    #expect(abs(Double(r) - 127.5) <= 0.75 && abs(Double(g) - 63.75) <= 0.75)
    #expect(abs(Double(b) - 191.25) <= 0.75 && a == 255, "\(perChild[10, 5])")
    // Outside the overlap both agree: red at ½ over white.
    #expect(grouped[2, 5] == (255, 128, 128, 255) && perChild[2, 5] == (255, 128, 128, 255))
  }

  @Test func masksToBoundsClipsSublayersToTheRoundedBounds() throws {
    var card = RenderLayer(frame: Rect2D(x: 10, y: 10, width: 40, height: 40))
    card.cornerRadius = 10
    card.sublayers = [square(Rect2D(x: -10, y: -10, width: 60, height: 60), red)]
    let open = try render(width: 60, height: 60, [card])
    card.masksToBounds = true
    let masked = try render(width: 60, height: 60, [card])
    #expect(open.alpha(5, 30) == 255)
    #expect(masked.alpha(5, 30) == 0)
    #expect(masked.alpha(30, 30) == 255)
    // The corner pixel at (10, 10) lies outside a radius-10 corner: clipped away.
    #expect(open.alpha(10, 10) == 255 && masked.alpha(10, 10) == 0)
    // Just inside the straight edge, fully covered.
    #expect(masked.alpha(10, 30) == 255)
  }

  @Test func aPixelAlignedClipHoldsANestedRoundedClip() throws {
    // A rectangle on pixel edges clips exactly to its box, and a rounded clip inside it
    // still clips by its own coverage; with the rounded card well inside the rectangle,
    // clipping by the rectangle changes nothing.
    var card = RenderLayer(frame: Rect2D(x: 10, y: 10, width: 30, height: 30))
    card.cornerRadius = 9
    card.masksToBounds = true
    card.sublayers = [square(Rect2D(x: -20, y: -20, width: 80, height: 80), red)]
    var frame = RenderLayer(frame: Rect2D(x: 4, y: 4, width: 52, height: 52))
    frame.sublayers = [card]
    let open = try render(width: 60, height: 60, [frame])
    frame.masksToBounds = true
    let clipped = try render(width: 60, height: 60, [frame])
    #expect(clipped == open)
    #expect(clipped.alpha(30, 30) == 255 && clipped.alpha(14, 14) == 0)
    // The rectangle alone clips to its box: a square reaching past it stops at its edges.
    frame.sublayers = [square(Rect2D(x: -10, y: -10, width: 80, height: 80), red)]
    let boxed = try render(width: 60, height: 60, [frame])
    #expect(boxed.alpha(3, 30) == 0 && boxed.alpha(4, 30) == 255)
    #expect(boxed.alpha(55, 30) == 255 && boxed.alpha(56, 30) == 0)
  }

  @Test func zPositionOrdersSiblingsStably() throws {
    var first = square(Rect2D(x: 0, y: 0, width: 10, height: 10), red)
    let second = square(Rect2D(x: 0, y: 0, width: 10, height: 10), blue)
    let inOrder = try render(width: 10, height: 10, [first, second])
    #expect(inOrder[5, 5] == (0, 0, 255, 255))
    first.zPosition = 1
    let raised = try render(width: 10, height: 10, [first, second])
    #expect(raised[5, 5] == (255, 0, 0, 255))
    let root = rootLayer(width: 10, height: 10, [second, first, second])
    #expect(root.drawingOrder == [0, 2, 1])
  }

  /// Sublayers whose zPositions never decrease are drawn in array order; one that is lower
  /// than any before it, even the last, is moved ahead of them.
  @Test func drawingOrderOfSublayersAlreadyInOrder() {
    func order(_ zPositions: [Double]) -> [Int] {
      var root = RenderLayer(bounds: Rect2D(x: 0, y: 0, width: 10, height: 10))
      root.sublayers = zPositions.map { z in
        var layer = RenderLayer(bounds: Rect2D(x: 0, y: 0, width: 1, height: 1))
        layer.zPosition = z
        return layer
      }
      return root.drawingOrder
    }
    #expect(order([]) == [])
    #expect(order([3]) == [0])
    #expect(order([0, 0, 0]) == [0, 1, 2])
    #expect(order([-1, 0, 0, 2]) == [0, 1, 2, 3])
    #expect(order([0, 1, 1, -1]) == [3, 0, 1, 2])
    #expect(order([2, 0, 1, 0]) == [1, 3, 2, 0])
  }

  @Test func singleSidedLayerTurnedAroundIsHidden() throws {
    var card = square(Rect2D(x: 10, y: 10, width: 20, height: 20), red)
    card.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    let doubleSided = try render(width: 40, height: 40, [card])
    #expect(doubleSided[20, 20] == (255, 0, 0, 255))
    card.isDoubleSided = false
    let singleSided = try render(width: 40, height: 40, [card])
    #expect(singleSided[20, 20] == (0, 0, 0, 0))
    // Turned only 60°, it still faces the viewer.
    card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    #expect(try render(width: 40, height: 40, [card])[20, 20] == (255, 0, 0, 255))
  }

  @Test func perspectiveProjectsTheQuadWhereHandMathPutsIt() throws {
    // A 100×100 card centered in a 400×400 stage with eye distance 500, turned 60° about y.
    // Corner (x, y) relative to the center: rotation gives (x·cos θ, y, −x·sin θ);
    // perspective gives w = 1 − z/500 = 1 + x·sin θ / 500; screen = center + (x cos θ, y)/w.
    let theta = Double.pi / 3
    var stage = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 400, height: 400))
    stage.sublayerTransform = .perspective(distance: 500)
    var card = square(Rect2D(x: 150, y: 150, width: 100, height: 100), red)
    card.transform = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0)
    stage.sublayers = [card]
    func corner(_ x: Double, _ y: Double) -> Point2D {
      let w = 1 + x * sin(theta) / 500
      return Point2D(x: 200 + x * cos(theta) / w, y: 200 + y / w)
    }
    let expected = [corner(-50, -50), corner(50, -50), corner(50, 50), corner(-50, 50)]
    // The library's own projection of the corners agrees with the hand computation.
    let m = LayerGeometry.localToDevice(
      card,
      parentSpace: LayerGeometry.sublayerSpace(
        stage, local: LayerGeometry.localToDevice(stage, parentSpace: .identity)))
    var projected: [Point2D] = []
    LayerGeometry.project(LayerGeometry.corners(card.bounds), m, into: &projected)
    for (p, q) in zip(projected, expected) {
      #expect(isClose(p.x, q.x, absolute: 1e-9) && isClose(p.y, q.y, absolute: 1e-9))
    }
    // The rendered area matches the hand-computed quad (a trapezoid: left edge at
    // x = corner(−50).x, right at corner(50).x, heights 100/w each).
    let image = try render(width: 400, height: 400, [stage])
    let left = expected[0].x
    let right = expected[1].x
    let area =
      (right - left) * ((expected[3].y - expected[0].y) + (expected[2].y - expected[1].y)) / 2
    #expect(abs(image.coveredArea - area) <= roundingSlack(image))
    // Points just inside and outside the left (near, taller) edge.
    #expect(image.alpha(Int(left.rounded(.up)) + 1, 200) == 255)
    #expect(image.alpha(Int(left.rounded(.down)) - 1, 200) == 0)
    #expect(image.alpha(200, Int(expected[0].y.rounded(.down)) - 1) == 0)
  }

  @Test func geometryBehindTheEyeIsClippedWithoutNaN() throws {
    // Eye 50 points away; a 400-wide card turned 80° puts one side far behind the eye.
    var stage = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 200, height: 200))
    stage.sublayerTransform = .perspective(distance: 50)
    var card = square(Rect2D(x: -100, y: 50, width: 400, height: 100), red)
    card.cornerRadius = 20
    card.borderWidth = 4
    card.transform = Transform3D(rotationAngle: 80 * .pi / 180, x: 0, y: 1, z: 0)
    stage.sublayers = [card]
    let m = LayerGeometry.localToDevice(
      card,
      parentSpace: LayerGeometry.sublayerSpace(
        stage, local: LayerGeometry.localToDevice(stage, parentSpace: .identity)))
    var projected: [Point2D] = []
    LayerGeometry.project(LayerGeometry.corners(card.bounds), m, into: &projected)
    #expect(!projected.isEmpty)
    #expect(projected.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    let image = try render(width: 200, height: 200, [stage])
    #expect(image.coveredArea > 0)
    let svg = try SVGExporter().svg(
      for: rootLayer(width: 200, height: 200, [stage]), size: Size2D(width: 200, height: 200))
    #expect(!svg.contains("nan") && !svg.contains("inf"))
  }

  @Test func renderingIsDeterministicAndParallelEqualsSerial() throws {
    let renderer = LayerRenderer(size: Size2D(width: 64, height: 48), scale: 2, background: .white)
    @Sendable func scene(_ index: Int) -> RenderLayer {
      let t = Double(index) / 11
      var card = square(Rect2D(x: 8 + 30 * t, y: 8, width: 24, height: 24), RGBA(hex: 0x007AFF))
      card.cornerRadius = 6
      card.transform = Transform3D.perspective(distance: 200).rotated(by: t * .pi, x: 0, y: 1, z: 0)
      card.opacity = index % 3 == 0 ? 0.6 : 1
      var dot = RenderLayer(frame: Rect2D(x: 30, y: 20, width: 20, height: 20))
      dot.shape = VectorShape(
        path: .circle(center: Point2D(x: 10, y: 10), radius: 9), fillColor: red,
        strokeColor: .black, lineWidth: 2)
      // Frames 8...11 repeat frame 7's tree, exercising the reuse of equal frames.
      return rootLayer(width: 64, height: 48, index >= 7 ? [dot] : [card, dot])
    }
    let parallel = try renderer.render(frames: 12, scene: scene)
    let serial = try (0..<12).map { index in try renderer.render(scene(index)) }
    #expect(parallel == serial)
    #expect(try renderer.render(scene(3)) == serial[3])
    #expect(parallel[0] != parallel[5])
    #expect(try renderer.render(frames: 0, scene: scene).isEmpty)
    // With `finish`, each frame is kept as `finish` leaves it (here shrunk by 2), repeated
    // trees included.
    let sheet = ContactSheet(scaleDown: 2)
    let shrunk = try renderer.render(
      frames: 12, scene: scene, finish: { sheet.shrunk($0, by: 2) })
    #expect(shrunk == serial.map { sheet.shrunk($0, by: 2) })
    #expect(shrunk[0].width == (serial[0].width + 1) / 2)
  }

  struct BadSize: CustomStringConvertible, Sendable {
    var width: Double
    var height: Double
    var scale: Double
    var description: String { "\(width)×\(height)@\(scale)" }
  }

  @Test(arguments: [
    BadSize(width: 0, height: 10, scale: 1), BadSize(width: -5, height: 10, scale: 1),
    BadSize(width: .nan, height: 10, scale: 1), BadSize(width: 10, height: .infinity, scale: 1),
    BadSize(width: 10, height: 10, scale: 0), BadSize(width: 10, height: 10, scale: .nan),
    BadSize(width: 0.2, height: 10, scale: 1),
  ])
  func badSizesThrow(_ size: BadSize) {
    let renderer = LayerRenderer(
      size: Size2D(width: size.width, height: size.height), scale: size.scale)
    // Matched by case: a NaN payload never compares equal.
    #expect {
      try renderer.render(rootLayer(width: 10, height: 10))
    } throws: { error in
      guard case .invalidSize = error as? RenderError else { return false }
      return "\(error)".contains("must be finite and greater than 0")
    }
  }

  @Test func framesOverTheCapThrow() {
    let renderer = LayerRenderer(size: Size2D(width: 10_000, height: 10_000), scale: 1)
    do {
      _ = try renderer.render(rootLayer(width: 1, height: 1))
      Issue.record("expected an error")
    } catch {
      #expect(error == .tooLarge(width: 10_000, height: 10_000, scale: 1))
      #expect(error.description.contains("64 megapixels"))
      #expect(error.description.contains("10000×10000 pixels (100000000)"))
    }
    // 8000 × 8000 = 64 000 000 is exactly the cap: allowed (size check only).
    #expect(throws: Never.self) {
      _ = try LayerRenderer(size: Size2D(width: 8000, height: 8000)).pixelSize()
    }
  }

  @Test func nonFiniteGeometryNamesTheField() throws {
    var child = square(Rect2D(x: 0, y: 0, width: 10, height: 10), red)
    child.name = "card"
    child.position.x = .nan
    let renderer = LayerRenderer(size: Size2D(width: 10, height: 10))
    do {
      _ = try renderer.render(rootLayer(width: 10, height: 10, [child]))
      Issue.record("expected an error")
    } catch {
      #expect(error == .nonFinite(field: "position.x", layer: "root.sublayers[0] (\"card\")"))
      #expect(error.description.contains("position.x of root.sublayers[0]"))
    }
    var colour = square(
      Rect2D(x: 0, y: 0, width: 10, height: 10), RGBA(red: 1, green: .infinity, blue: 0))
    colour.transform.m34 = 0
    #expect(
      throws: RenderError.nonFinite(field: "backgroundColor.green", layer: "root.sublayers[0]")
    ) {
      try renderer.render(rootLayer(width: 10, height: 10, [colour]))
    }
    var path = VectorPath()
    path.move(to: Point2D(x: 0, y: .nan))
    #expect(throws: RenderError.nonFinite(field: "shape.path", layer: "root.sublayers[0]")) {
      try renderer.render(rootLayer(width: 10, height: 10, [shapeLayer(path)]))
    }
    #expect(throws: RenderError.invalidFrameCount(-1)) {
      try renderer.render(frames: -1) { _ in rootLayer(width: 10, height: 10) }
    }
    #expect(
      throws: RenderError.nonFinite(field: "position.x", layer: "root.sublayers[0] (\"card\")")
    ) {
      try renderer.render(frames: 3) { [child] _ in rootLayer(width: 10, height: 10, [child]) }
    }
  }
}

@Suite struct LayerGeometryTypesTests {
  @Test func placementRoundTripsAndGivesTheLayersMatrix() {
    let placement = LayerPlacement(
      bounds: Rect2D(x: 0, y: 0, width: 40, height: 30), position: Point2D(x: 100, y: 50),
      anchorPoint: Point2D(x: 0.25, y: 1),
      transform: Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0), opacity: 0.6, zPosition: 2)
    var layer = RenderLayer(placement: placement)
    #expect(layer.placement == placement)
    #expect(layer.transformToSuperlayer == placement.transformToSuperlayer)
    #expect(layer.frame == placement.frame && layer.anchorInBounds == Point2D(x: 10, y: 30))
    // Setting a placement leaves the content alone.
    layer.backgroundColor = .white
    layer.placement = LayerPlacement(bounds: .zero, position: .zero)
    #expect(layer.backgroundColor == .white && layer.opacity == 1 && layer.transform.isIdentity)
  }

  @Test func frameSetsPositionFromTheAnchor() {
    var layer = RenderLayer(frame: Rect2D(x: 10, y: 20, width: 30, height: 40))
    #expect(layer.position == Point2D(x: 25, y: 40))
    layer.anchorPoint = .zero
    layer.frame = Rect2D(x: 1, y: 2, width: 3, height: 4)
    #expect(
      layer.position == Point2D(x: 1, y: 2)
        && layer.frame == Rect2D(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func arcEndsOnTheCircle() throws {
    var path = VectorPath()
    path.addArc(
      center: Point2D(x: 5, y: 5), radius: 3, startAngle: 0, endAngle: .pi * 0.75, clockwise: true)
    let end = try #require(path.currentPoint)
    #expect(isClose(end.x, 5 + 3 * cos(.pi * 0.75), absolute: 1e-12))
    #expect(isClose(end.y, 5 + 3 * sin(.pi * 0.75), absolute: 1e-12))
    // A counter-clockwise arc the long way round uses four pieces or fewer.
    var long = VectorPath()
    long.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(long.elements.count == 1 + 3)
  }
}
