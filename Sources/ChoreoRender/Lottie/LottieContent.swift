// Policy: a layer's paints become Lottie shapes in the order Core Animation paints them
// (background, shape fill, shape stroke, sublayers, border). Affine layers keep their
// geometry in their own coordinates: the background as a rectangle (`rc`) with its corner
// radius, paths exactly (LottieBezierShape), strokes as Lottie strokes. A zero-length
// subpath of a round- or square-capped stroke (a stroke font's dot) is filled as the disc or
// square the cap draws, in the stroke's colour: rlottie strokes nothing there. Layers under
// perspective have no affine map for Lottie to carry, so their paints are flattened at a
// fixed tolerance in their own space, projected to the canvas (clipped at the near plane,
// as the rasteriser does) and written as filled polygons, strokes already outlined.
import ChoreoCore

enum LottieContent {
  /// Whether the layer paints a background.
  static func hasBackground(_ layer: RenderLayer) -> Bool {
    LayerGeometry.hasArea(layer.bounds) && layer.backgroundColor != nil
  }

  /// Whether the layer paints a border.
  static func hasBorder(_ layer: RenderLayer) -> Bool {
    LayerGeometry.hasArea(layer.bounds) && layer.borderWidth > 0
  }

  static func hasStroke(_ shape: VectorShape) -> Bool {
    shape.strokeColor != nil && shape.lineWidth > 0
  }

  /// The radius Core Animation draws: clamped to half the smaller side.
  static func cornerRadius(bounds: Rect2D, radius: Double) -> Double {
    min(max(radius, 0), min(abs(bounds.size.width), abs(bounds.size.height)) / 2)
  }

  /// Whether the layer paints anything itself.
  static func hasContent(_ layer: RenderLayer) -> Bool {
    hasBackground(layer) || hasBorder(layer) || layer.shape != nil
  }

  /// Polygons of a local path projected through `m`.
  static func project(_ contours: [[Point2D]], _ m: Transform3D) -> [LottieBezierShape] {
    var out: [[Point2D]] = []
    var scratch: [Point2D] = []
    for contour in contours where contour.count >= 2 {
      LayerGeometry.project(contour, m, into: &scratch)
      if scratch.count >= 2 { out.append(scratch) }
    }
    return LottieBezierShape.polygons(out)
  }

  static func flat(_ path: VectorPath) -> [[Point2D]] {
    path.flattened(tolerance: LottieSampler.projectedTolerance).map(\.points)
  }

  /// A projected layer's paints, bottom first: background, fill, stroke outline, border
  /// (only those present).
  static func projected(_ layer: RenderLayer, canvas: Transform3D) -> [[LottieBezierShape]] {
    var parts: [[LottieBezierShape]] = []
    let rounded = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
    if hasBackground(layer) { parts.append(project(flat(rounded), canvas)) }
    if let shape = layer.shape {
      if shape.fillColor != nil { parts.append(project(flat(shape.path), canvas)) }
      if hasStroke(shape) {
        let outline = Stroker.stroke(
          shape.path.flattened(tolerance: LottieSampler.projectedTolerance),
          style: StrokeStyle(
            width: shape.lineWidth, cap: shape.lineCap, join: shape.lineJoin,
            miterLimit: shape.miterLimit, tolerance: LottieSampler.projectedTolerance))
        parts.append(project(outline, canvas))
      }
    }
    if hasBorder(layer) { parts.append(project(flat(LayerGeometry.borderPath(layer)), canvas)) }
    return parts
  }

  /// The clip of a `masksToBounds` layer in canvas coordinates: the rounded bounds.
  static func maskShape(_ layer: RenderLayer, canvas: Transform3D, mapping: LottieMapping)
    -> LottieBezierShape
  {
    let rounded = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
    if mapping != .projected {
      let shapes = LottieBezierShape.shapes(of: rounded.applying(LottieSampler.affine(canvas)))
      if let first = shapes.first { return first }
    } else if let first = project(flat(rounded), canvas).first {
      return first
    }
    return LottieBezierShape(
      closed: true, vertices: [.zero, .zero], inTangents: [.zero, .zero],
      outTangents: [.zero, .zero])
  }
}
