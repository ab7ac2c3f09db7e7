// Policy: one frame's drawing state, reused between frames by one thread: the canvas stack
// for group opacity (offscreen passes, cleared only where drawn; the bottom one is the
// output bitmap's own bytes), the clip-mask stack for `masksToBounds` (its buffers kept
// between frames; a mask that covers its whole pixel box only narrows the box), the
// coverage rasteriser and scratch polygons. Nothing here is shared between threads;
// `LayerRenderer` gives each worker its own. The frame's background is written lazily
// (`pendingBackground`): whatever draws into the bottom canvas calls
// `writePendingBackground()` first, except an opaque fill of the whole frame.
import ChoreoCore

final class FrameRasterizer {
  let width: Int
  let height: Int
  let scale: Double
  let pixelTolerance: Double
  private var canvases: [Canvas]
  private var depth = 0
  /// The background not yet written to the bottom canvas: it is written before anything
  /// else draws there, unless the first drawing is an opaque rectangle over the whole
  /// frame (a root layer's background), which would overwrite every pixel of it.
  private var pendingBackground: RGBA?
  private var masks: [ClipMask] = []
  /// Coverage buffers of the masks, by stack depth (kept between frames).
  private var maskValues: [[Float]] = []
  /// Per mask row, the device columns `start ..< end` where the mask is known to be 1
  /// (two entries a row; possibly empty), by stack depth.
  private var maskSolidRuns: [[Int]] = []
  private var rasterizer = CoverageRasterizer()
  private var projected: [Point2D] = []
  // Scratch geometry reused for every layer: a path for outlines, flattened polygons,
  // stroke outlines and the corners of back-face tests.
  private var path = VectorPath()
  private var outline = Contours()
  private var lines = Contours()
  private var strokeScratch: [Point2D] = []
  private var corners: [Point2D] = []
  /// The 256 fade factors of a group's composite (see `Canvas.composite`).
  private var keepTable = [UInt64](repeating: 0, count: 256)
  /// Draws warped layers (made on first use: most scenes have none).
  private lazy var warper = WarpRasterizer()

  init(width: Int, height: Int, scale: Double, pixelTolerance: Double) {
    self.width = width
    self.height = height
    self.scale = scale
    self.pixelTolerance = pixelTolerance
    canvases = [Canvas(width: width, height: height, allocated: false)]
  }

  /// Draws a frame into `pixels` (`width · height · 4` bytes, replaced when the count
  /// differs), overwriting every byte.
  func render(_ root: RenderLayer, background: RGBA, into pixels: inout [UInt8]) {
    render(
      root, parentSpace: LayerGeometry.canvasToDevice(scale: scale), background: background,
      into: &pixels)
  }

  /// Writes the pending background to the bottom canvas.
  private func writePendingBackground() {
    guard let background = pendingBackground else { return }
    pendingBackground = nil
    canvases[0].fill(background)
  }

  /// Draws one layer and its subtree, placed by `parentSpace` (its superlayer's space to
  /// device), over a transparent frame: the SVG writer's image of a warped layer.
  func render(_ layer: RenderLayer, parentSpace: Transform3D, into pixels: inout [UInt8]) {
    render(layer, parentSpace: parentSpace, background: .clear, into: &pixels)
  }

  /// Draws `layer` placed by `parentSpace` over `background` into `pixels`.
  private func render(
    _ layer: RenderLayer, parentSpace: Transform3D, background: RGBA,
    into pixels: inout [UInt8]
  ) {
    if pixels.count != width * height * 4 {
      pixels = Bitmap(uninitializedWidth: width, height: height).pixels
    }
    swap(&pixels, &canvases[0].pixels)
    defer { swap(&pixels, &canvases[0].pixels) }
    depth = 0
    masks.removeAll(keepingCapacity: true)
    pendingBackground = background
    draw(layer, parentSpace: parentSpace)
    writePendingBackground()
  }

  /// Draws a frame into a new bitmap.
  func render(_ root: RenderLayer, background: RGBA) -> Bitmap {
    var image = Bitmap(uninitializedWidth: width, height: height)
    render(root, background: background, into: &image.pixels)
    return image
  }

  // MARK: - Tree walk

  private func draw(_ layer: RenderLayer, parentSpace: Transform3D) {
    let opacity = min(max(layer.opacity, 0), 1)
    guard !layer.isHidden, opacity > 0 else { return }
    let local = LayerGeometry.localToDevice(layer, parentSpace: parentSpace)
    if LayerGeometry.isBackFacing(layer, local, corners: &corners, projected: &projected) {
      return
    }
    if let warp = layer.warp { return drawWarped(layer, warp, local, opacity) }
    let visibleSublayers = layer.sublayers.contains { !$0.isHidden && $0.opacity > 0 }
    let items = LayerGeometry.contentCount(layer)
    let grouped = opacity < 1 && (items + (visibleSublayers ? 2 : 0)) > 1
    let itemOpacity = grouped ? 1 : opacity
    if grouped { pushCanvas() }
    let tolerance = LayerGeometry.localTolerance(
      local, over: LayerGeometry.drawingExtent(layer), pixelTolerance: pixelTolerance)
    let hasArea = LayerGeometry.hasArea(layer.bounds)

    if hasArea, let colour = layer.backgroundColor, colour.alpha > 0 {
      flattenRoundedRect(layer.bounds, layer.cornerRadius, tolerance, into: &outline)
      fill(outline, local, .nonZero, colour, itemOpacity)
    }
    var pushedMask = false
    if layer.masksToBounds {
      pushMask(layer, local, tolerance)
      pushedMask = true
    }
    if let shape = layer.shape {
      lines.removeAll()
      shape.path.flatten(tolerance: tolerance, into: &lines)
      if let colour = shape.fillColor, colour.alpha > 0 {
        fill(lines, local, shape.fillRule, colour, itemOpacity)
      }
      if let colour = shape.strokeColor, colour.alpha > 0, shape.lineWidth > 0 {
        outline.removeAll()
        Stroker.stroke(
          lines,
          style: StrokeStyle(
            width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin,
            miterLimit: shape.miterLimit, tolerance: tolerance),
          into: &outline, scratch: &strokeScratch)
        fill(outline, local, .nonZero, colour, itemOpacity)
      }
    }
    if visibleSublayers {
      let space = LayerGeometry.sublayerSpace(layer, local: local)
      if Self.isInZOrder(layer.sublayers) {
        for sublayer in layer.sublayers { draw(sublayer, parentSpace: space) }
      } else {
        for index in layer.drawingOrder { draw(layer.sublayers[index], parentSpace: space) }
      }
    }
    if pushedMask { masks.removeLast() }
    if hasArea, layer.borderWidth > 0, layer.borderColor.alpha > 0 {
      flattenRoundedRect(layer.bounds, layer.cornerRadius, tolerance, into: &outline)
      if let inner = LayerGeometry.borderInnerRect(layer) {
        path.setToRoundedRect(inner.rect, cornerRadius: inner.cornerRadius)
        path.flatten(tolerance: tolerance, into: &outline)
      }
      fill(outline, local, .evenOdd, layer.borderColor, itemOpacity)
    }
    if grouped { popCanvas(opacity: Float(opacity)) }
  }

  /// Draws a warped layer: its drawing rendered flat, then resampled through the warp.
  private func drawWarped(
    _ layer: RenderLayer, _ warp: LayerWarp, _ local: Transform3D, _ opacity: Double
  ) {
    guard
      let box = warper.prepare(
        layer, warp, local: local, clip: clipBox, pixelTolerance: pixelTolerance)
    else { return }
    let canvasWidth = width
    if depth == 0 { writePendingBackground() }
    canvases[depth].markDirty(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1)
    withMaskView(masks.last) { mask in
      canvases[depth].pixels.withUnsafeMutableBytes { raw in
        warper.composite(
          into: raw.baseAddress!.assumingMemoryBound(to: UInt32.self), width: canvasWidth,
          box: box, mask: mask, opacity: Float(opacity))
      }
    }
  }

  /// Whether `drawingOrder` is the sublayers' own order (z positions never decrease), so
  /// the walk needs no sorted copy.
  private static func isInZOrder(_ sublayers: [RenderLayer]) -> Bool {
    var previous = -Double.infinity
    for sublayer in sublayers {
      if sublayer.zPosition < previous { return false }
      previous = sublayer.zPosition
    }
    return true
  }

  /// Replaces `contours` with the flattened rounded rectangle (through the reused path).
  private func flattenRoundedRect(
    _ rect: Rect2D, _ radius: Double, _ tolerance: Double, into contours: inout Contours
  ) {
    contours.removeAll()
    path.setToRoundedRect(rect, cornerRadius: radius)
    path.flatten(tolerance: tolerance, into: &contours)
  }

  // MARK: - Offscreen passes

  private func pushCanvas() {
    depth += 1
    if canvases.count <= depth { canvases.append(Canvas(width: width, height: height)) }
  }

  private func popCanvas(opacity: Float) {
    let source = depth
    depth -= 1
    if depth == 0 { writePendingBackground() }
    canvases[depth].composite(canvases[source], opacity: opacity, keep: &keepTable)
    canvases[source].clearDirty()
  }

  // MARK: - Clipping

  /// The drawable box: the canvas, narrowed to the current mask's box.
  private var clipBox: (x0: Int, y0: Int, x1: Int, y1: Int) {
    guard let mask = masks.last else { return (0, 0, width, height) }
    return (mask.x0, mask.y0, mask.x1, mask.y1)
  }

  private func pushMask(_ layer: RenderLayer, _ m: Transform3D, _ tolerance: Double) {
    rasterizer.reset()
    var aligned: (x0: Int, y0: Int, x1: Int, y1: Int)?
    if LayerGeometry.hasArea(layer.bounds) {
      flattenRoundedRect(layer.bounds, layer.cornerRadius, tolerance, into: &outline)
      addContours(outline, m)
      aligned = pixelAlignedRect(contourCount: outline.count)
    }
    let box = clipBox
    if masks.last?.isSolid ?? true, let rect = aligned {
      // A rectangle on pixel edges covers its pixels exactly: the mask is its box.
      let (x0, y0) = (max(rect.x0, box.x0), max(rect.y0, box.y0))
      let (x1, y1) = (min(rect.x1, box.x1), min(rect.y1, box.y1))
      masks.append(
        x0 < x1 && y0 < y1
          ? ClipMask(x0: x0, y0: y0, x1: x1, y1: y1, level: 0, isSolid: true) : .empty)
      return
    }
    guard
      rasterizer.rasterize(clipX0: box.x0, clipY0: box.y0, clipX1: box.x1, clipY1: box.y1)
    else {
      masks.append(.empty)
      return
    }
    let (x0, y0, x1, y1) = (rasterizer.x0, rasterizer.y0, rasterizer.x1, rasterizer.y1)
    let boxWidth = x1 - x0
    let area = boxWidth * (y1 - y0)
    let level = masks.count
    while maskValues.count <= level {
      maskValues.append([])
      maskSolidRuns.append([])
    }
    if maskValues[level].count < area {
      maskValues[level] = [Float](repeating: 0, count: area)
    }
    if maskSolidRuns[level].count < 2 * (y1 - y0) {
      maskSolidRuns[level] = [Int](repeating: 0, count: 2 * (y1 - y0))
    }
    let outer = masks.last
    var full = 0
    withMaskView(outer) { outerView in
      maskValues[level].withUnsafeMutableBufferPointer { values in
        maskSolidRuns[level].withUnsafeMutableBufferPointer { runs in
          runs.update(repeating: 0)
          var sink = MaskSink(
            values: values.baseAddress!, solidRuns: runs.baseAddress!, x0: x0, y0: y0,
            width: boxWidth, outer: outerView, full: 0)
          rasterizer.sweep(.nonZero, into: &sink)
          full = sink.full
        }
      }
    }
    masks.append(
      ClipMask(x0: x0, y0: y0, x1: x1, y1: y1, level: level, isSolid: full == area))
  }

  /// The device box of the outline just projected when it is one axis-aligned rectangle
  /// with integer corners (then its coverage is exactly 1 inside and 0 outside).
  private func pixelAlignedRect(contourCount: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    guard contourCount == 1, projected.count == 4 else { return nil }
    let p = projected
    guard p[0].y == p[1].y, p[1].x == p[2].x, p[2].y == p[3].y, p[3].x == p[0].x,
      p[0].x != p[1].x, p[0].y != p[3].y
    else { return nil }
    let xs = (min(p[0].x, p[1].x), max(p[0].x, p[1].x))
    let ys = (min(p[0].y, p[3].y), max(p[0].y, p[3].y))
    guard xs.0 == xs.0.rounded(), xs.1 == xs.1.rounded(), ys.0 == ys.0.rounded(),
      ys.1 == ys.1.rounded(), abs(xs.0) < 1e9, abs(xs.1) < 1e9, abs(ys.0) < 1e9, abs(ys.1) < 1e9
    else { return nil }
    return (Int(xs.0), Int(ys.0), Int(xs.1), Int(ys.1))
  }

  /// Calls `body` with a view of `mask`'s coverage (a solid view for `nil`).
  private func withMaskView<R>(_ mask: ClipMask?, _ body: (MaskView) -> R) -> R {
    guard let mask, !mask.isSolid else {
      return body(MaskView(values: nil, solidRuns: nil, x0: 0, y0: 0, width: 0))
    }
    return maskValues[mask.level].withUnsafeBufferPointer { values in
      maskSolidRuns[mask.level].withUnsafeBufferPointer { runs in
        body(
          MaskView(
            values: values.baseAddress!, solidRuns: runs.baseAddress!, x0: mask.x0,
            y0: mask.y0, width: mask.x1 - mask.x0))
      }
    }
  }

  // MARK: - Filling

  /// Projects `contours` to device space and adds them to the rasteriser.
  private func addContours(_ contours: Contours, _ m: Transform3D) {
    for index in 0..<contours.count {
      LayerGeometry.project(contours.points[contours.range(index)], m, into: &projected)
      rasterizer.addContour(projected)
    }
  }

  private func fill(
    _ contours: Contours, _ m: Transform3D, _ rule: FillRule, _ colour: RGBA,
    _ opacity: Double
  ) {
    rasterizer.reset()
    addContours(contours, m)
    let box = clipBox
    let colour = PixelColour(colour, opacity: opacity)
    let canvasWidth = width
    if let rect = pixelAlignedRect(contourCount: contours.count) {
      // A rectangle on pixel edges (a full-frame background, say) covers its pixels
      // exactly, as the rasteriser would find: its rows are spans of coverage 1, with no
      // cells to accumulate or sweep.
      let (x0, y0) = (max(rect.x0, box.x0), max(rect.y0, box.y0))
      let (x1, y1) = (min(rect.x1, box.x1), min(rect.y1, box.y1))
      guard x0 < x1, y0 < y1 else { return }
      if depth == 0 && pendingBackground != nil {
        if colour.isOpaque && masks.last == nil && x0 == 0 && y0 == 0 && x1 == width
          && y1 == height
        {
          pendingBackground = nil  // every pixel is overwritten below
        } else {
          writePendingBackground()
        }
      }
      canvases[depth].markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
      withMaskView(masks.last) { mask in
        canvases[depth].pixels.withUnsafeMutableBytes { raw in
          var sink = FillSink(
            pixels: raw.baseAddress!.assumingMemoryBound(to: UInt32.self), width: canvasWidth,
            colour: colour, mask: mask)
          for y in y0..<y1 { sink.span(y: y, x0: x0, x1: x1, cover: 1) }
        }
      }
      return
    }
    guard
      rasterizer.rasterize(clipX0: box.x0, clipY0: box.y0, clipX1: box.x1, clipY1: box.y1)
    else { return }
    if depth == 0 { writePendingBackground() }
    let (x0, y0, x1, y1) = (rasterizer.x0, rasterizer.y0, rasterizer.x1, rasterizer.y1)
    canvases[depth].markDirty(x0: x0, y0: y0, x1: x1, y1: y1)
    withMaskView(masks.last) { mask in
      canvases[depth].pixels.withUnsafeMutableBytes { raw in
        var sink = FillSink(
          pixels: raw.baseAddress!.assumingMemoryBound(to: UInt32.self), width: canvasWidth,
          colour: colour, mask: mask)
        rasterizer.sweep(rule, into: &sink)
      }
    }
  }
}
