import ChoreoCore
import ChoreoRender

/// An iPhone-sized UI scene (390×844 points) of about 50 layers: rounded cards with
/// avatars and text bars, a tab bar of stroked icons, and one card turned in 3-D.
func renderBenchScene(progress: Double) -> RenderLayer {
  var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 390, height: 844))
  root.backgroundColor = RGBA(hex: 0xF2F2F7)
  root.sublayerTransform = .perspective(distance: 800)
  var layers: [RenderLayer] = []
  for index in 0..<6 {
    var card = RenderLayer(
      frame: Rect2D(x: 16, y: 60 + Double(index) * 112, width: 358, height: 100))
    card.backgroundColor = .white
    card.cornerRadius = 14
    card.borderWidth = 0.5
    card.borderColor = RGBA(hex: 0xD1D1D6)
    var avatar = RenderLayer(frame: Rect2D(x: 14, y: 14, width: 44, height: 44))
    avatar.shape = VectorShape(
      path: .circle(center: Point2D(x: 22, y: 22), radius: 22),
      fillColor: RGBA(hex: 0x007AFF).interpolated(
        to: RGBA(hex: 0xFF2D55), fraction: Double(index) / 5))
    var title = RenderLayer(frame: Rect2D(x: 70, y: 18, width: 180, height: 12))
    title.backgroundColor = RGBA(hex: 0x1C1C1E)
    title.cornerRadius = 6
    var line = RenderLayer(frame: Rect2D(x: 70, y: 40, width: 260, height: 10))
    line.backgroundColor = RGBA(hex: 0xC7C7CC)
    line.cornerRadius = 5
    var check = RenderLayer(frame: Rect2D(x: 320, y: 62, width: 24, height: 24))
    var tick = VectorPath()
    tick.move(to: Point2D(x: 5, y: 12))
    tick.addLine(to: Point2D(x: 10, y: 17))
    tick.addLine(to: Point2D(x: 19, y: 7))
    check.shape = VectorShape(
      path: tick, fillColor: nil, strokeColor: RGBA(hex: 0x34C759), lineWidth: 2.5,
      lineCap: .round, lineJoin: .round)
    card.sublayers = [avatar, title, line, check]
    if index == 2 {
      card.transform = Transform3D(rotationAngle: progress * .pi / 3, x: 0, y: 1, z: 0)
    }
    layers.append(card)
  }
  var tabBar = RenderLayer(frame: Rect2D(x: 0, y: 760, width: 390, height: 84))
  tabBar.backgroundColor = RGBA(hex: 0xF9F9F9, alpha: 0.94)
  for index in 0..<5 {
    var icon = RenderLayer(frame: Rect2D(x: 27 + Double(index) * 72, y: 10, width: 48, height: 48))
    var path = VectorPath.roundedRect(Rect2D(x: 10, y: 10, width: 28, height: 24), cornerRadius: 5)
    path.append(.circle(center: Point2D(x: 24, y: 22), radius: 6))
    icon.shape = VectorShape(
      path: path, fillColor: nil,
      strokeColor: index == 0 ? RGBA(hex: 0x007AFF) : RGBA(hex: 0x8E8E93), lineWidth: 2,
      lineJoin: .round)
    var badge = RenderLayer(frame: Rect2D(x: 32, y: 4, width: 12, height: 12))
    badge.backgroundColor = RGBA(hex: 0xFF3B30)
    badge.cornerRadius = 6
    icon.sublayers = index % 2 == 0 ? [badge] : []
    tabBar.sublayers.append(icon)
  }
  layers.append(tabBar)
  root.sublayers = layers
  return root
}

/// Milliseconds per 390×844 @2x frame, serial and across cores, with allocations.
func renderBenchmarks() -> [BenchResult] {
  let renderer = LayerRenderer(size: Size2D(width: 390, height: 844), scale: 2)
  let scene = renderBenchScene(progress: 0.5)
  let serial = measure("render 390×844@2x UI frame (1 thread)", operations: 1, runs: 9) {
    blackHole(try! renderer.render(opaque(scene)))
  }
  let frames = 16
  let parallel = measure(
    "render 390×844@2x, 16 moving frames (all cores)", operations: frames, runs: 5
  ) {
    blackHole(
      try! renderer.render(frames: frames) { index in
        renderBenchScene(progress: Double(index) / Double(frames - 1))
      })
  }
  let svg = measure("SVG export of the same frame", operations: 1, runs: 9) {
    blackHole(try! SVGExporter().svg(for: opaque(scene), size: renderer.size))
  }
  return [serial, parallel, svg]
}
