// Policy: one frame as SVG 1.1 with the same geometry the rasteriser fills. Layers whose
// local → canvas map is affine are written in their own coordinates with
// `transform="matrix(...)"` on each drawn element (so strokes scale with the layer, as in
// Core Animation); layers under perspective are written as projected polygons, flattened
// to the renderer's tolerance and clipped at the near plane, with strokes already turned
// into filled outlines. Group opacity is `<g opacity>`; `masksToBounds` is a `clipPath` of
// the rounded bounds (in canvas coordinates, since groups carry no transform). Hidden,
// fully transparent and back-facing single-sided layers are left out. A warped layer
// (LayerWarp) has no vector form: it is rasterised as the renderer draws it, at
// `warpImageScale` pixels a point, cropped to what it covers, and written as an `<image>`
// with a PNG `data:` URI in canvas coordinates (inside its ancestors' groups and clips).
import ChoreoCore

/// Writes a layer tree as an SVG document.
///
/// ```swift
/// let svg = try SVGExporter().svg(for: root, size: Size2D(width: 390, height: 844))
/// ```
public struct SVGExporter: Sendable {
  /// Decimals written for every number (3: a thousandth of a point).
  public var decimals: Int
  /// Pixels a point of the images that stand in for warped layers (``LayerWarp``), which
  /// have no vector form; 2 by default, at most 8.
  public var warpImageScale: Double = 2

  /// Creates an exporter.
  ///
  /// - Parameter decimals: Decimals per number, 0...9; 3 by default.
  /// - Precondition: `decimals` in 0...9.
  public init(decimals: Int = 3) {
    precondition((0...9).contains(decimals), "decimals must be in 0...9, got \(decimals)")
    self.decimals = decimals
  }

  /// The SVG document of one frame.
  ///
  /// - Parameters:
  ///   - root: The layer tree (placed as in ``LayerRenderer``).
  ///   - size: The frame size in points (the SVG's width, height and view box).
  ///   - background: A colour under everything; transparent (none written) by default.
  /// - Returns: The document, UTF-8 text ending in a newline.
  /// - Throws: ``RenderError`` for a bad size, a non-finite number in the tree or a tree
  ///   nested deeper than ``RenderLayer/maximumDepth``.
  public func svg(for root: RenderLayer, size: Size2D, background: RGBA = .clear)
    throws(RenderError) -> String
  {
    _ = try LayerRenderer(size: size, scale: 1).pixelSize()
    try root.validate()
    var writer = SVGWriter(
      decimals: decimals, size: size, imageScale: min(max(warpImageScale, 0.01), 8))
    let w = writer.number(size.width)
    let h = writer.number(size.height)
    writer.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    writer.line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" "
        + "height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
    writer.indent += 1
    if background.alpha > 0 {
      writer.line(
        "<rect width=\"\(w)\" height=\"\(h)\"\(writer.paint("fill", background, 1))/>")
    }
    writer.layer(root, parentSpace: LayerGeometry.canvasToDevice(scale: 1))
    writer.indent -= 1
    writer.line("</svg>")
    return writer.text
  }
}

struct SVGWriter {
  let decimals: Int
  var text = ""
  var indent = 0
  /// What ends each line: a newline, or nothing for markup inlined into one line.
  var lineEnd = "\n"
  var clipCount = 0
  let size: Size2D
  let imageScale: Double

  init(decimals: Int, size: Size2D, imageScale: Double) {
    self.decimals = decimals
    self.size = size
    self.imageScale = imageScale
  }

  func number(_ value: Double) -> String { SVGFormat.number(value, decimals: decimals) }

  mutating func line(_ content: String) {
    text += String(repeating: "  ", count: indent) + content + lineEnd
  }

  /// ` fill="#rrggbb"` plus ` fill-opacity` when not opaque.
  func paint(_ attribute: String, _ colour: RGBA, _ opacity: Double) -> String {
    let alpha = min(max(colour.alpha * opacity, 0), 1)
    var out = " \(attribute)=\"\(SVGFormat.hex(colour))\""
    if alpha < 1 { out += " \(attribute)-opacity=\"\(number(alpha))\"" }
    return out
  }

  func point(_ p: Point2D) -> String { number(p.x) + " " + number(p.y) }

  /// Path data for a vector path, in its own coordinates.
  func pathData(_ path: VectorPath) -> String {
    var d = ""
    for element in path.elements {
      switch element {
      case .move(let p): d += "M" + point(p)
      case .line(let p): d += "L" + point(p)
      case .quad(let c, let p): d += "Q" + point(c) + " " + point(p)
      case .cubic(let c1, let c2, let p):
        d += "C" + point(c1) + " " + point(c2) + " " + point(p)
      case .close: d += "Z"
      }
    }
    return d
  }

  /// Path data for device-space polygons.
  func polygonData(_ contours: [[Point2D]]) -> String {
    var d = ""
    for contour in contours where contour.count >= 2 {
      d += "M" + point(contour[0])
      for p in contour.dropFirst() { d += "L" + point(p) }
      d += "Z"
    }
    return d
  }

  /// Local polygons projected through a non-affine map.
  func projected(_ contours: [[Point2D]], _ m: Transform3D) -> [[Point2D]] {
    var out: [[Point2D]] = []
    var scratch: [Point2D] = []
    for contour in contours {
      LayerGeometry.project(contour, m, into: &scratch)
      if scratch.count >= 3 { out.append(scratch) }
    }
    return out
  }

  func transformAttribute(_ m: Transform3D) -> String {
    let t = m.affine
    let w = m.m44
    if t.a == w && t.b == 0 && t.c == 0 && t.d == w && t.tx == 0 && t.ty == 0 { return "" }
    let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { number($0 / w) }
    return " transform=\"matrix(\(values.joined(separator: " ")))\""
  }

  /// Writes a filled path (and optionally its stroke) of one layer.
  mutating func fill(
    _ path: VectorPath, _ m: Transform3D, rule: FillRule, colour: RGBA, tolerance: Double
  ) {
    let ruleAttribute = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
    if LayerGeometry.isAffine(m) {
      line(
        "<path\(transformAttribute(m)) d=\"\(pathData(path))\"\(paint("fill", colour, 1))"
          + "\(ruleAttribute)/>")
    } else {
      let polygons = projected(path.flattened(tolerance: tolerance).map(\.points), m)
      guard !polygons.isEmpty else { return }
      line(
        "<path d=\"\(polygonData(polygons))\"\(paint("fill", colour, 1))\(ruleAttribute)/>")
    }
  }

  mutating func stroke(_ shape: VectorShape, _ colour: RGBA, _ m: Transform3D, _ tol: Double) {
    if LayerGeometry.isAffine(m) {
      var attributes = paint("stroke", colour, 1)
      attributes += " stroke-width=\"\(number(shape.lineWidth))\""
      if shape.lineCap != .butt { attributes += " stroke-linecap=\"\(shape.lineCap.rawValue)\"" }
      if shape.lineJoin != .miter {
        attributes += " stroke-linejoin=\"\(shape.lineJoin.rawValue)\""
      } else if shape.miterLimit != 4 {
        attributes += " stroke-miterlimit=\"\(number(max(shape.miterLimit, 1)))\""
      }
      line(
        "<path\(transformAttribute(m)) d=\"\(pathData(shape.path))\" fill=\"none\""
          + "\(attributes)/>")
    } else {
      let outline = Stroker.stroke(
        shape.path.flattened(tolerance: tol),
        style: StrokeStyle(
          width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin,
          miterLimit: shape.miterLimit, tolerance: tol))
      let polygons = projected(outline, m)
      guard !polygons.isEmpty else { return }
      line("<path d=\"\(polygonData(polygons))\"\(paint("fill", colour, 1))/>")
    }
  }

  mutating func layer(_ layer: RenderLayer, parentSpace: Transform3D) {
    let opacity = min(max(layer.opacity, 0), 1)
    guard !layer.isHidden, opacity > 0 else { return }
    let local = LayerGeometry.localToDevice(layer, parentSpace: parentSpace)
    if LayerGeometry.isBackFacing(layer, local) { return }
    if layer.warp != nil { return warpedImage(layer, parentSpace: parentSpace) }
    let tolerance = LayerGeometry.localTolerance(
      local, over: LayerGeometry.drawingExtent(layer),
      pixelTolerance: LayerRenderer.flatteningTolerance)
    let hasArea = LayerGeometry.hasArea(layer.bounds)
    var groupAttributes = ""
    if let name = layer.name { groupAttributes += " data-name=\"\(xmlEscaped(name))\"" }
    if opacity < 1 { groupAttributes += " opacity=\"\(number(opacity))\"" }
    let grouped = !groupAttributes.isEmpty
    if grouped {
      line("<g\(groupAttributes)>")
      indent += 1
    }
    let rounded = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
    if hasArea, let colour = layer.backgroundColor, colour.alpha > 0 {
      fill(rounded, local, rule: .nonZero, colour: colour, tolerance: tolerance)
    }
    let clipped = layer.masksToBounds
    if clipped {
      clipCount += 1
      let id = "clip\(clipCount)"
      line("<clipPath id=\"\(id)\">")
      indent += 1
      if hasArea {
        fill(rounded, local, rule: .nonZero, colour: .black, tolerance: tolerance)
      }
      indent -= 1
      line("</clipPath>")
      line("<g clip-path=\"url(#\(id))\">")
      indent += 1
    }
    if let shape = layer.shape {
      if let colour = shape.fillColor, colour.alpha > 0 {
        fill(shape.path, local, rule: shape.fillRule, colour: colour, tolerance: tolerance)
      }
      if let colour = shape.strokeColor, colour.alpha > 0, shape.lineWidth > 0 {
        stroke(shape, colour, local, tolerance)
      }
    }
    let space = LayerGeometry.sublayerSpace(layer, local: local)
    for index in layer.drawingOrder {
      self.layer(layer.sublayers[index], parentSpace: space)
    }
    if clipped {
      indent -= 1
      line("</g>")
    }
    if hasArea, layer.borderWidth > 0, layer.borderColor.alpha > 0 {
      fill(
        LayerGeometry.borderPath(layer), local, rule: .evenOdd, colour: layer.borderColor,
        tolerance: tolerance)
    }
    if grouped {
      indent -= 1
      line("</g>")
    }
  }
}

extension SVGWriter {
  /// Writes a warped layer as the renderer draws it: an `<image>` of the pixels it covers.
  mutating func warpedImage(_ layer: RenderLayer, parentSpace: Transform3D) {
    let s = imageScale
    let width = max(1, Int((size.width * s).rounded(.up)))
    let height = max(1, Int((size.height * s).rounded(.up)))
    let raster = FrameRasterizer(
      width: width, height: height, scale: s, pixelTolerance: LayerRenderer.flatteningTolerance)
    var pixels: [UInt8] = []
    raster.render(
      layer, parentSpace: parentSpace.concatenating(Transform3D(scaleX: s, y: s, z: 1)),
      into: &pixels)
    var (x0, y0, x1, y1) = (width, height, 0, 0)
    for y in 0..<height {
      for x in 0..<width where pixels[(y * width + x) * 4 + 3] != 0 {
        (x0, y0) = (min(x0, x), min(y0, y))
        (x1, y1) = (max(x1, x + 1), max(y1, y + 1))
      }
    }
    guard x0 < x1, y0 < y1 else { return }
    var crop: [UInt8] = []
    crop.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 { crop += pixels[((y * width + x0) * 4)..<((y * width + x1) * 4)] }
    let png = PNGEncoder().encode(Bitmap(width: x1 - x0, height: y1 - y0, pixels: crop))
    var attributes = ""
    if let name = layer.name { attributes += " data-name=\"\(xmlEscaped(name))\"" }
    line(
      "<image\(attributes) xmlns:xlink=\"http://www.w3.org/1999/xlink\" x=\"\(number(Double(x0) / s))\""
        + " y=\"\(number(Double(y0) / s))\" width=\"\(number(Double(x1 - x0) / s))\""
        + " height=\"\(number(Double(y1 - y0) / s))\" preserveAspectRatio=\"none\""
        + " xlink:href=\"data:image/png;base64,\(Base64.encode(png))\"/>")
  }
}
