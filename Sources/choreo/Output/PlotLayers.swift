import ChoreoCore
import ChoreoRender

/// The plot of `choreo curve --format png`: the same picture as ``SVGPlot`` (layout from
/// ``PlotGeometry``) built as a layer tree for Choreo's renderer: white canvas, light grid
/// at the ticks, dashed lines (4 on, 3 off) at the values 0 and 1, black axes, the curve in
/// red 2 points wide with round joins, broken where a value is not finite; text in
/// ChoreoRender's ``StrokeFont`` (printable ASCII; other characters draw as open boxes).
struct PlotLayers {
  var rows: [CurveCommand.Row]
  var title: String
  var timeLabel: String

  /// Pixels per point of the PNG (1280 × 800 pixels).
  static let scale = 2.0

  /// The layer tree, 640 × 400 points.
  var tree: RenderLayer {
    let plot = PlotGeometry(rows: rows)
    let (left, top) = (PlotGeometry.left, PlotGeometry.top)
    let right = left + PlotGeometry.plotWidth
    let bottom = top + PlotGeometry.plotHeight
    var root = RenderLayer(
      frame: Rect2D(x: 0, y: 0, width: PlotGeometry.width, height: PlotGeometry.height))
    root.backgroundColor = .white
    var grid = VectorPath()
    for tick in plot.xTicks {
      let px = PlotGeometry.coordinate(plot.x(tick.value))
      grid.move(to: Point2D(x: px, y: top))
      grid.addLine(to: Point2D(x: px, y: bottom))
    }
    for tick in plot.yTicks {
      let py = PlotGeometry.coordinate(plot.y(tick.value))
      grid.move(to: Point2D(x: left, y: py))
      grid.addLine(to: Point2D(x: right, y: py))
    }
    root.sublayers.append(Self.stroke(grid, RGBA(hex: 0xE4E4E4), width: 1, cap: .butt))
    var dashes = VectorPath()
    for level in [0.0, 1.0] {
      let py = PlotGeometry.coordinate(plot.y(level))
      var x = left
      while x < right {
        dashes.move(to: Point2D(x: x, y: py))
        dashes.addLine(to: Point2D(x: min(x + 4, right), y: py))
        x += 7
      }
    }
    root.sublayers.append(Self.stroke(dashes, RGBA(hex: 0x888888), width: 1, cap: .butt))
    var axes = VectorPath()
    axes.move(to: Point2D(x: left, y: top))
    axes.addLine(to: Point2D(x: left, y: bottom))
    axes.addLine(to: Point2D(x: right, y: bottom))
    root.sublayers.append(Self.stroke(axes, .black, width: 1, cap: .square))
    var curve = VectorPath()
    var penDown = false
    for row in rows {
      guard PlotGeometry.plottable(row.value) else {
        penDown = false
        continue
      }
      let point = Point2D(
        x: PlotGeometry.coordinate(plot.x(row.time)),
        y: PlotGeometry.coordinate(plot.y(row.value)))
      if penDown { curve.addLine(to: point) } else { curve.move(to: point) }
      penDown = true
    }
    if !curve.isEmpty {
      root.sublayers.append(Self.stroke(curve, RGBA(hex: 0xD0342C), width: 2, cap: .round))
    }
    root.sublayers += labels(plot)
    return root
  }

  /// The PNG bytes.
  ///
  /// - Throws: ``CLIError/internalError(_:)`` if the renderer refuses the tree (the plot
  ///   only holds finite coordinates, so it should not).
  func png() throws(CLIError) -> [UInt8] {
    let renderer = LayerRenderer(
      size: Size2D(width: PlotGeometry.width, height: PlotGeometry.height), scale: Self.scale)
    do {
      return PNGEncoder().encode(try renderer.render(tree))
    } catch {
      throw .internalError("the curve plot could not be rendered: \(error)")
    }
  }

  /// Title, tick labels and axis names in ChoreoRender's stroke font, placed as the SVG
  /// plot places its text (x tick labels centered under the axis, y tick labels right-aligned
  /// left of it and centered on the tick, "value" turned a quarter left).
  private func labels(_ plot: PlotGeometry) -> [RenderLayer] {
    let font = StrokeFont.standard
    let ink = RGBA(hex: 0x333333)
    let tick = 7.0
    let (left, top) = (PlotGeometry.left, PlotGeometry.top)
    let bottom = top + PlotGeometry.plotHeight
    // The title shrinks to fit the width of the plot area (spring titles can be long).
    let room = PlotGeometry.plotWidth
    let titleSize = min(9, 9 * room / max(font.width(of: title, size: 9), 1))
    var layers = [
      font.layer(title, at: Point2D(x: left, y: 18), size: titleSize, color: .black)
    ]
    for mark in plot.xTicks {
      let px = PlotGeometry.coordinate(plot.x(mark.value))
      layers.append(
        font.layer(
          mark.label, at: Point2D(x: px, y: bottom + 16), size: tick, color: ink,
          alignment: .center))
    }
    for mark in plot.yTicks {
      let py = PlotGeometry.coordinate(plot.y(mark.value))
      layers.append(
        font.layer(
          mark.label, at: Point2D(x: left - 6, y: py + tick / 2), size: tick, color: ink,
          alignment: .trailing))
    }
    layers.append(
      font.layer(
        timeLabel, at: Point2D(x: left + PlotGeometry.plotWidth / 2, y: PlotGeometry.height - 10),
        size: tick, color: ink, alignment: .center))
    // "value", turned a quarter left about its center at (16, middle of the plot).
    var turned = RenderLayer(
      bounds: .zero, position: Point2D(x: 16, y: top + PlotGeometry.plotHeight / 2))
    turned.transform = Transform3D(rotationAngle: -Double.pi / 2, x: 0, y: 0, z: 1)
    turned.sublayers = [
      font.layer(
        "value", at: Point2D(x: 0, y: tick / 2), size: tick, color: ink, alignment: .center)
    ]
    layers.append(turned)
    return layers
  }

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
