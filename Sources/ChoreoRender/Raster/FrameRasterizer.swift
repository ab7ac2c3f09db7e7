// Policy: one frame's drawing state, reused between frames by one thread: the canvas stack
// for group opacity (offscreen passes, cleared only where drawn), the clip-mask stack for
// `masksToBounds`, the coverage rasteriser and scratch polygons. Nothing here is shared
// between threads; `LayerRenderer` gives each worker its own.
import ChoreoCore

final class FrameRasterizer {
  let width: Int
  let height: Int
  let scale: Double
  let pixelTolerance: Double
  private var canvases: [Canvas]
  private var depth = 0
  private var masks: [ClipMask] = []
  private var rasterizer = CoverageRasterizer()
  private var projected: [Point2D] = []

  init(width: Int, height: Int, scale: Double, pixelTolerance: Double) {
    self.width = width
    self.height = height
    self.scale = scale
    self.pixelTolerance = pixelTolerance
    canvases = [Canvas(width: width, height: height)]
  }

  func render(_ root: RenderLayer, background: RGBA) -> Bitmap {
    depth = 0
    masks.removeAll(keepingCapacity: true)
    canvases[0].fill(background)
    draw(root, parentSpace: LayerGeometry.canvasToDevice(scale: scale))
    return canvases[0].bitmap()
  }

  // MARK: - Tree walk

  private func draw(_ layer: RenderLayer, parentSpace: Transform3D) {
    let opacity = min(max(layer.opacity, 0), 1)
    guard !layer.isHidden, opacity > 0 else { return }
    let local = LayerGeometry.localToDevice(layer, parentSpace: parentSpace)
    if LayerGeometry.isBackFacing(layer, local) { return }
    let visibleSublayers = layer.sublayers.contains { !$0.isHidden && $0.opacity > 0 }
    let items = LayerGeometry.contentCount(layer)
    let grouped = opacity < 1 && (items + (visibleSublayers ? 2 : 0)) > 1
    let itemOpacity = grouped ? 1 : opacity
    if grouped { pushCanvas() }
    let tolerance = LayerGeometry.localTolerance(
      local, over: LayerGeometry.drawingExtent(layer), pixelTolerance: pixelTolerance)
    let hasArea = LayerGeometry.hasArea(layer.bounds)

    if hasArea, let colour = layer.backgroundColor, colour.alpha > 0 {
      let outline = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
      fill(
        outline.flattened(tolerance: tolerance).map(\.points), local, .nonZero, colour,
        itemOpacity)
    }
    var pushedMask = false
    if layer.masksToBounds {
      pushMask(layer, local, tolerance)
      pushedMask = true
    }
    if let shape = layer.shape {
      let lines = shape.path.flattened(tolerance: tolerance)
      if let colour = shape.fillColor, colour.alpha > 0 {
        fill(lines.map(\.points), local, shape.fillRule, colour, itemOpacity)
      }
      if let colour = shape.strokeColor, colour.alpha > 0, shape.lineWidth > 0 {
        let outline = Stroker.stroke(
          lines,
          style: StrokeStyle(
            width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin,
            miterLimit: shape.miterLimit, tolerance: tolerance))
        fill(outline, local, .nonZero, colour, itemOpacity)
      }
    }
    if visibleSublayers {
      let space = LayerGeometry.sublayerSpace(layer, local: local)
      for index in layer.drawingOrder {
        draw(layer.sublayers[index], parentSpace: space)
      }
    }
    if pushedMask { masks.removeLast() }
    if hasArea, layer.borderWidth > 0, layer.borderColor.alpha > 0 {
      let ring = LayerGeometry.borderPath(layer).flattened(tolerance: tolerance)
      fill(ring.map(\.points), local, .evenOdd, layer.borderColor, itemOpacity)
    }
    if grouped { popCanvas(opacity: Float(opacity)) }
  }

  // MARK: - Offscreen passes

  private func pushCanvas() {
    depth += 1
    if canvases.count <= depth { canvases.append(Canvas(width: width, height: height)) }
  }

  private func popCanvas(opacity: Float) {
    let source = depth
    depth -= 1
    canvases[depth].composite(canvases[source], opacity: opacity)
    canvases[source].clearDirty()
  }

  // MARK: - Clipping

  /// The drawable box: the canvas, narrowed to the current mask's box.
  private var clipBox: (x0: Int, y0: Int, x1: Int, y1: Int) {
    guard let mask = masks.last else { return (0, 0, width, height) }
    return (mask.x0, mask.y0, mask.x1, mask.y1)
  }

  private func pushMask(_ layer: RenderLayer, _ m: Transform3D, _ tolerance: Double) {
    let outline = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
    rasterizer.reset()
    if LayerGeometry.hasArea(layer.bounds) {
      for contour in outline.flattened(tolerance: tolerance) {
        LayerGeometry.project(contour.points, m, into: &projected)
        rasterizer.addContour(projected)
      }
    }
    let box = clipBox
    guard
      rasterizer.rasterize(clipX0: box.x0, clipY0: box.y0, clipX1: box.x1, clipY1: box.y1)
    else {
      masks.append(.empty)
      return
    }
    let (x0, y0, x1, y1) = (rasterizer.x0, rasterizer.y0, rasterizer.x1, rasterizer.y1)
    let boxWidth = x1 - x0
    var values = [Float](repeating: 0, count: boxWidth * (y1 - y0))
    let outer = masks.last
    let stride = rasterizer.stride
    rasterizer.cells.withUnsafeBufferPointer { cells in
      for y in y0..<y1 {
        var sum: Float = 0
        let row = (y - y0) * stride
        for x in x0..<x1 {
          sum += cells[row + x - x0]
          var value = coverage(sum, .nonZero)
          if let outer { value *= outer.value(x: x, y: y) }
          values[(y - y0) * boxWidth + (x - x0)] = value
        }
      }
    }
    masks.append(ClipMask(x0: x0, y0: y0, x1: x1, y1: y1, values: values))
  }

  // MARK: - Filling

  private func fill(
    _ contours: [[Point2D]], _ m: Transform3D, _ rule: FillRule, _ colour: RGBA,
    _ opacity: Double
  ) {
    rasterizer.reset()
    for contour in contours {
      LayerGeometry.project(contour, m, into: &projected)
      rasterizer.addContour(projected)
    }
    let box = clipBox
    guard
      rasterizer.rasterize(clipX0: box.x0, clipY0: box.y0, clipX1: box.x1, clipY1: box.y1)
    else { return }
    let alpha = Float(min(max(colour.alpha * opacity, 0), 1))
    let red = Float(min(max(colour.red, 0), 1)) * alpha
    let green = Float(min(max(colour.green, 0), 1)) * alpha
    let blue = Float(min(max(colour.blue, 0), 1)) * alpha
    let (x0, y0, x1, y1) = (rasterizer.x0, rasterizer.y0, rasterizer.x1, rasterizer.y1)
    let stride = rasterizer.stride
    let canvasWidth = width
    let mask = masks.last
    canvases[depth].markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
    rasterizer.cells.withUnsafeBufferPointer { cells in
      canvases[depth].pixels.withUnsafeMutableBufferPointer { pixels in
        for y in y0..<y1 {
          var sum: Float = 0
          let row = (y - y0) * stride - x0
          var index = (y * canvasWidth + x0) * 4
          for x in x0..<x1 {
            sum += cells[row + x]
            var cover = coverage(sum, rule)
            if let mask { cover *= mask.value(x: x, y: y) }
            if cover >= 1 && alpha >= 1 {
              // Opaque and fully covered: the source replaces the destination.
              pixels[index] = red
              pixels[index + 1] = green
              pixels[index + 2] = blue
              pixels[index + 3] = 1
            } else if cover > 0 {
              let sourceAlpha = alpha * cover
              let keep = 1 - sourceAlpha
              pixels[index] = red * cover + pixels[index] * keep
              pixels[index + 1] = green * cover + pixels[index + 1] * keep
              pixels[index + 2] = blue * cover + pixels[index + 2] * keep
              pixels[index + 3] = sourceAlpha + pixels[index + 3] * keep
            }
            index += 4
          }
        }
      }
    }
  }
}
