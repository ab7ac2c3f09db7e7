// Policy: geometry shared by the rasteriser and the SVG exporter.
//
// A layer's local → device map is built from the root down (row vectors, Core Animation
// order): M(layer) = layer.transformToSuperlayer · S(parent) · F · M(parent), where
// S(parent) is the parent's sublayer transform about its anchor and F = diag(1, 1, 0, 1)
// flattens z into the parent's plane (Core Animation flattens every layer that is not a
// CATransformLayer). For the root, M(root) = root.transformToSuperlayer · F · scale(s).
// A local point (x, y) maps to homogeneous (X, Y, W); its device point is (X/W, Y/W).
// Polygons are clipped against the near plane W ≥ `nearPlaneW` in homogeneous space
// (Sutherland & Hodgman, "Reentrant polygon clipping", CACM 17(1), 1974) before the
// divide, so geometry passing behind the eye never produces infinities or NaN.
import ChoreoCore

enum LayerGeometry {
  /// The smallest homogeneous W kept; points closer to the eye plane are clipped away.
  static let nearPlaneW = 1e-4

  /// F: drops z, keeps w.
  static let flatten = Transform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])

  /// The map from the root's superlayer space (the canvas, in points) to device pixels.
  static func canvasToDevice(scale: Double) -> Transform3D {
    flatten.concatenating(Transform3D(scaleX: scale, y: scale, z: 1))
  }

  /// The map from `layer`'s local space to device, given its superlayer space's map.
  static func localToDevice(_ layer: RenderLayer, parentSpace: Transform3D) -> Transform3D {
    layer.transformToSuperlayer.concatenating(parentSpace)
  }

  /// The map from `layer`'s sublayers' superlayer space (its local space, before its
  /// sublayer transform) to device.
  static func sublayerSpace(_ layer: RenderLayer, local: Transform3D) -> Transform3D {
    layer.sublayerTransformAboutAnchor.concatenating(flatten).concatenating(local)
  }

  /// Whether the map is affine on the plane (no perspective row): W is the constant m44.
  static func isAffine(_ m: Transform3D) -> Bool {
    m.m14 == 0 && m.m24 == 0 && m.m44 > nearPlaneW
  }

  /// Projects a closed local polygon to device space, clipping at the near plane.
  static func project(
    _ contour: some RandomAccessCollection<Point2D>, _ m: Transform3D, into out: inout [Point2D]
  ) {
    out.removeAll(keepingCapacity: true)
    if isAffine(m) {
      let inverseW = 1 / m.m44
      for p in contour {
        out.append(
          Point2D(
            x: (p.x * m.m11 + p.y * m.m21 + m.m41) * inverseW,
            y: (p.x * m.m12 + p.y * m.m22 + m.m42) * inverseW))
      }
      return
    }
    guard let last = contour.last else { return }
    var previous = m.homogeneous(last)
    for p in contour {
      let current = m.homogeneous(p)
      let previousIn = previous.w >= nearPlaneW
      let currentIn = current.w >= nearPlaneW
      if previousIn != currentIn {
        let t = (nearPlaneW - previous.w) / (current.w - previous.w)
        let x = previous.x + (current.x - previous.x) * t
        let y = previous.y + (current.y - previous.y) * t
        out.append(Point2D(x: x / nearPlaneW, y: y / nearPlaneW))
      }
      if currentIn { out.append(Point2D(x: current.x / current.w, y: current.y / current.w)) }
      previous = current
    }
  }

  /// Twice the signed area of a polygon (shoelace formula); positive when it turns
  /// clockwise on a y-down screen, as an untransformed layer's bounds do.
  static func signedArea(_ points: [Point2D]) -> Double {
    guard let last = points.last else { return 0 }
    var sum = 0.0
    var previous = last
    for p in points {
      sum += previous.x * p.y - p.x * previous.y
      previous = p
    }
    return sum
  }

  /// The bounds' corners, clockwise on screen.
  static func corners(_ rect: Rect2D) -> [Point2D] {
    [
      Point2D(x: rect.minX, y: rect.minY), Point2D(x: rect.maxX, y: rect.minY),
      Point2D(x: rect.maxX, y: rect.maxY), Point2D(x: rect.minX, y: rect.maxY),
    ]
  }

  /// Whether a single-sided layer is skipped: its projected bounds turn the other way.
  static func isBackFacing(_ layer: RenderLayer, _ m: Transform3D) -> Bool {
    var corners: [Point2D] = []
    var projected: [Point2D] = []
    return isBackFacing(layer, m, corners: &corners, projected: &projected)
  }

  /// `isBackFacing(_:_:)` with scratch buffers reused between layers.
  static func isBackFacing(
    _ layer: RenderLayer, _ m: Transform3D, corners: inout [Point2D],
    projected: inout [Point2D]
  ) -> Bool {
    guard !layer.isDoubleSided else { return false }
    let rect = layer.bounds
    corners.removeAll(keepingCapacity: true)
    corners.append(Point2D(x: rect.minX, y: rect.minY))
    corners.append(Point2D(x: rect.maxX, y: rect.minY))
    corners.append(Point2D(x: rect.maxX, y: rect.maxY))
    corners.append(Point2D(x: rect.minX, y: rect.maxY))
    project(corners, m, into: &projected)
    return signedArea(projected) < 0
  }

  /// The largest local-to-device stretch of `m` over `rect` (an upper estimate of how
  /// many device pixels one local unit spans), for choosing a flattening tolerance.
  static func maximumStretch(_ m: Transform3D, over rect: Rect2D) -> Double {
    if isAffine(m) {
      // Largest singular value of the 2×2 linear part.
      let (a, b, c, d) = (m.m11 / m.m44, m.m12 / m.m44, m.m21 / m.m44, m.m22 / m.m44)
      let t = a * a + b * b + c * c + d * d
      let det = a * d - b * c
      return ((t + max(t * t - 4 * det * det, 0).squareRoot()) / 2).squareRoot()
    }
    var stretch = 0.0
    // The corners and the centre, without building an array (this runs per layer per
    // frame under perspective).
    for sample in 0..<5 {
      let p =
        sample == 4
        ? rect.center
        : Point2D(
          x: sample == 1 || sample == 2 ? rect.maxX : rect.minX,
          y: sample >= 2 ? rect.maxY : rect.minY)
      let h = m.homogeneous(p)
      let w = max(h.w, nearPlaneW)
      let w2 = w * w
      // Jacobian of (X/W, Y/W) with respect to (x, y).
      let j11 = (m.m11 * w - h.x * m.m14) / w2
      let j12 = (m.m21 * w - h.x * m.m24) / w2
      let j21 = (m.m12 * w - h.y * m.m14) / w2
      let j22 = (m.m22 * w - h.y * m.m24) / w2
      stretch = max(stretch, (j11 * j11 + j12 * j12 + j21 * j21 + j22 * j22).squareRoot())
    }
    return stretch
  }

  /// A local flattening tolerance giving `pixelTolerance` on the device.
  static func localTolerance(_ m: Transform3D, over rect: Rect2D, pixelTolerance: Double)
    -> Double
  {
    let stretch = maximumStretch(m, over: rect)
    guard stretch.isFinite, stretch > 1e-9 else { return 1 }
    return max(pixelTolerance / stretch, 1e-6)
  }

  /// The region a layer's own drawing can touch in local space (bounds, shape and half
  /// its stroke), for tolerance estimates.
  static func drawingExtent(_ layer: RenderLayer) -> Rect2D {
    var minX = layer.bounds.minX
    var minY = layer.bounds.minY
    var maxX = layer.bounds.maxX
    var maxY = layer.bounds.maxY
    if let shape = layer.shape, let box = shape.path.controlBounds {
      let pad = shape.strokeColor == nil ? 0 : shape.lineWidth * max(shape.miterLimit, 1)
      minX = min(minX, box.minX - pad)
      minY = min(minY, box.minY - pad)
      maxX = max(maxX, box.maxX + pad)
      maxY = max(maxY, box.maxY + pad)
    }
    return Rect2D(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The border as a ring: the rounded bounds, and the bounds inset by the border width
  /// (radius reduced by it), filled even-odd. A border at least half the smaller side
  /// fills the whole rounded bounds.
  static func borderPath(_ layer: RenderLayer) -> VectorPath {
    var path = VectorPath.roundedRect(layer.bounds, cornerRadius: layer.cornerRadius)
    if let inner = borderInnerRect(layer) {
      path.append(.roundedRect(inner.rect, cornerRadius: inner.cornerRadius))
    }
    return path
  }

  /// The inner edge of the border ring, or `nil` when the border fills the bounds.
  static func borderInnerRect(_ layer: RenderLayer) -> (rect: Rect2D, cornerRadius: Double)? {
    let inset = layer.borderWidth
    let inner = Rect2D(
      x: layer.bounds.minX + inset, y: layer.bounds.minY + inset,
      width: layer.bounds.size.width - 2 * inset, height: layer.bounds.size.height - 2 * inset)
    guard inner.size.width > 0 && inner.size.height > 0 else { return nil }
    return (inner, max(layer.cornerRadius - inset, 0))
  }

  /// Whether the layer draws anything itself: (background, shape fill, shape stroke,
  /// border) counts.
  static func contentCount(_ layer: RenderLayer) -> Int {
    var count = 0
    if hasArea(layer.bounds), let colour = layer.backgroundColor, colour.alpha > 0 { count += 1 }
    if let shape = layer.shape {
      if let fill = shape.fillColor, fill.alpha > 0 { count += 1 }
      if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 { count += 1 }
    }
    if hasArea(layer.bounds), layer.borderWidth > 0, layer.borderColor.alpha > 0 { count += 1 }
    return count
  }

  static func hasArea(_ rect: Rect2D) -> Bool { rect.size.width > 0 && rect.size.height > 0 }
}
