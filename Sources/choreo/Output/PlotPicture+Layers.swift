import ChoreoCore
import ChoreoRender

extension PlotPicture {
  /// Pixels per point of the PNG (1280 × 800 pixels).
  static let pngScale = 2.0

  /// The plot as a layer tree for Choreo's renderer, 640 × 400 points: the lines stroked
  /// with round joins (the grid and dashes with butt caps, the axes with square ones, the
  /// curve 2 points wide with round ones), the dashes as separate strokes, text in
  /// ChoreoRender's ``StrokeFont`` (printable ASCII; other characters draw as open boxes).
  var tree: RenderLayer {
    var root = RenderLayer(
      frame: Rect2D(x: 0, y: 0, width: PlotGeometry.width, height: PlotGeometry.height))
    root.backgroundColor = .white
    root.sublayers.append(
      Self.stroke(Self.path(segments: grid), RGBA(hex: 0xE4E4E4), width: 1, cap: .butt))
    var dashes: [Segment] = []
    for level in levels {
      var x = level.from.x
      while x < level.to.x {
        let end = min(x + 4, level.to.x)
        dashes.append(
          Segment(from: Point2D(x: x, y: level.from.y), to: Point2D(x: end, y: level.from.y)))
        x += 7
      }
    }
    root.sublayers.append(
      Self.stroke(Self.path(segments: dashes), RGBA(hex: 0x888888), width: 1, cap: .butt))
    root.sublayers.append(Self.stroke(Self.path(axes), .black, width: 1, cap: .square))
    var curve = VectorPath()
    for run in runs { curve.append(Self.path(run)) }
    if !curve.isEmpty {
      root.sublayers.append(Self.stroke(curve, RGBA(hex: 0xD0342C), width: 2, cap: .round))
    }
    root.sublayers += labels
    return root
  }

  /// The PNG bytes.
  ///
  /// - Throws: ``CLIError/internalError(_:)`` if the renderer refuses the tree (the plot
  ///   only holds finite coordinates, so it should not).
  func png() throws(CLIError) -> [UInt8] {
    let renderer = LayerRenderer(
      size: Size2D(width: PlotGeometry.width, height: PlotGeometry.height), scale: Self.pngScale)
    do {
      return PNGEncoder().encode(try renderer.render(tree))
    } catch {
      throw .internalError("the curve plot could not be rendered: \(error)")
    }
  }

  /// The title (9 points, smaller where it would pass the plot's width), the tick labels and
  /// the axes' names (7 points) in the stroke font; a y tick label's baseline is half its
  /// size below its point, so that it is centred on it.
  private var labels: [RenderLayer] {
    let font = StrokeFont.standard
    let ink = RGBA(hex: 0x333333)
    let size = 7.0
    // The title shrinks to fit the width of the plot area (spring titles can be long).
    let room = PlotGeometry.plotWidth
    let titleSize = min(9, 9 * room / max(font.width(of: title.text, size: 9), 1))
    var layers = [font.layer(title.text, at: title.at, size: titleSize, color: .black)]
    for tick in timeTicks {
      layers.append(font.layer(tick.text, at: tick.at, size: size, color: ink, alignment: .center))
    }
    for tick in valueTicks {
      layers.append(
        font.layer(
          tick.text, at: Point2D(x: tick.at.x, y: tick.at.y + size / 2), size: size, color: ink,
          alignment: .trailing))
    }
    layers.append(
      font.layer(timeName.text, at: timeName.at, size: size, color: ink, alignment: .center))
    var turned = RenderLayer(bounds: .zero, position: valueName.at)
    turned.transform = Transform3D(rotationAngle: -Double.pi / 2, x: 0, y: 0, z: 1)
    turned.sublayers = [
      font.layer(
        valueName.text, at: Point2D(x: 0, y: size / 2), size: size, color: ink,
        alignment: .center)
    ]
    layers.append(turned)
    return layers
  }

  /// A path through `points`: a move to the first, lines to the rest.
  private static func path(_ points: [Point2D]) -> VectorPath {
    var path = VectorPath()
    for (index, point) in points.enumerated() {
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }

  /// A path of separate lines.
  private static func path(segments: [Segment]) -> VectorPath {
    var path = VectorPath()
    for segment in segments {
      path.move(to: segment.from)
      path.addLine(to: segment.to)
    }
    return path
  }

  /// A layer the size of the canvas that strokes `path`.
  private static func stroke(_ path: VectorPath, _ color: RGBA, width: Double, cap: LineCap)
    -> RenderLayer
  {
    var layer = RenderLayer(
      frame: Rect2D(x: 0, y: 0, width: PlotGeometry.width, height: PlotGeometry.height))
    layer.shape = VectorShape(
      path: path, fillColor: nil, strokeColor: color, lineWidth: width, lineCap: cap,
      lineJoin: .round)
    return layer
  }
}
