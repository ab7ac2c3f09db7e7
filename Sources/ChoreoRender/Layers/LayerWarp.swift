// Policy: a warp is a layer content kind that no flat transform can show. The layer's whole
// drawing (background, shape, sublayers, border, clipped as usual) is rendered flat in its
// own space, as an image of its bounds, and that image is drawn through the warp: each
// point the warp covers shows the image at the point the warp maps it back to, shaded as
// the warp says. The rest of the layer (its placement, transform, opacity, hiding,
// back-face culling) works as for any layer; the warp's output is one image, so the
// layer's opacity fades it as a group.
//
// The page curl (`PageCurlGeometry`, ChoreoCore) is the one warp today. Its geometry's page
// is the layer's bounds, `bounds.origin` being the page's (0, 0). Its look, in the manner of
// Core Animation's curl, with L = 0.75 + 0.25 · facing (the seen side's normal toward the
// viewer, so the roll darkens toward its silhouette):
//
//   - front: the image's colour × L (L = 1 on the flat part, which is unchanged);
//   - back: the image's colour washed 75% toward white (the content shows faintly through
//     the paper), × L;
//   - below the fold, where the page beneath shows: a shadow, black at
//     0.3 · (1 − d / 3ρ)² for 0 ≤ d < 3ρ below the fold (ρ the roll's radius), faded out over
//     the last tenth of the curl so the page leaves without a jump.
//
// Vector outputs that cannot resample an image approximate a warp with plain layers
// (`approximatingWarps()`); the SVG writer embeds the warped layer as an image instead.
import ChoreoCore

/// A warp of a layer's drawing: the layer is rendered flat, then that image is bent as the
/// warp says.
///
/// ```swift
/// var page = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 240, height: 364))
/// page.sublayers = content
/// page.warp = .pageCurl(PageCurlGeometry(curl: 0.4, pageSize: page.bounds.size))
/// ```
public enum LayerWarp: Sendable, Hashable {
  /// The layer curled up from its bottom edge around a cylinder, as the geometry says
  /// (its page is the layer's bounds, `bounds.origin` the page's top-left corner): the
  /// front where the paper lies flat, the back, washed light and shaded, where it has
  /// turned over, a shadow on what is beneath where it has lifted away.
  case pageCurl(PageCurlGeometry)

  /// The shading of the sides by how they face the viewer: L = 0.75 + 0.25 · facing.
  static let ambient = 0.75
  /// How far the back's colour is washed toward white.
  static let backWash = 0.75
  /// The shadow's alpha just below the fold.
  static let shadowAlpha = 0.3
  /// The shadow's length, in roll radii.
  static let shadowLength = 3.0

  /// The rectangle, in the layer's own coordinates, that the warped drawing can touch.
  func extent(in bounds: Rect2D) -> Rect2D {
    switch self {
    case .pageCurl(let geometry):
      let top = geometry.paperTop
      return Rect2D(
        x: bounds.minX, y: bounds.minY + top, width: geometry.pageSize.width,
        height: geometry.pageSize.height - top)
    }
  }

  /// The shadow's alpha `distance` points below the fold of `geometry`.
  static func shadow(_ geometry: PageCurlGeometry, below distance: Double) -> Double {
    let length = shadowLength * geometry.radius
    guard distance >= 0, distance < length else { return 0 }
    let fade = min(1, 10 * (1 - geometry.curl))
    let t = 1 - distance / length
    return shadowAlpha * t * t * fade
  }
}

extension RenderLayer {
  /// This tree with every warped layer replaced by plain layers that approximate it, for
  /// outputs that cannot resample an image (vector animation formats such as Lottie).
  ///
  /// A page curl becomes its geometry's regions: the drawing clipped to the flat region,
  /// the back region as a flat flap of light paper, bands of shading over the roll, and
  /// bands of shadow below the fold.
  ///
  /// - Returns: The tree without warps; a tree with none is returned as it is.
  public func approximatingWarps() -> RenderLayer {
    guard containsWarp else { return self }
    var layer = self
    layer.sublayers = sublayers.map { $0.approximatingWarps() }
    guard let warp = layer.warp else { return layer }
    switch warp {
    case .pageCurl(let geometry):
      return Self.approximateCurl(layer, geometry)
    }
  }

  /// Whether this layer or one below it is warped (a tree without warps is not copied).
  private var containsWarp: Bool { warp != nil || sublayers.contains { $0.containsWarp } }

  private static func approximateCurl(_ layer: RenderLayer, _ curl: PageCurlGeometry)
    -> RenderLayer
  {
    var flatDrawing = layer
    flatDrawing.warp = nil
    flatDrawing.name = nil
    flatDrawing.placement = LayerPlacement(
      bounds: layer.bounds, position: .zero, anchorPoint: .zero, transform: .identity,
      opacity: 1, zPosition: 0)
    var outer = RenderLayer(placement: layer.placement)
    outer.name = layer.name
    outer.isHidden = layer.isHidden
    outer.isDoubleSided = layer.isDoubleSided
    let origin = layer.bounds.origin
    func box(_ rect: Rect2D, _ colour: RGBA?) -> RenderLayer {
      var part = RenderLayer(
        frame: Rect2D(
          x: rect.minX + origin.x, y: rect.minY + origin.y, width: rect.size.width,
          height: rect.size.height))
      part.backgroundColor = colour
      return part
    }
    var flat = box(curl.flatRegion, nil)
    flat.masksToBounds = true
    flat.sublayers = [flatDrawing]
    outer.sublayers = [flat]
    let (width, fold, radius) = (curl.pageSize.width, curl.foldY, curl.radius)
    let bands = 4
    for band in 0..<bands where radius > 0 {
      let step = LayerWarp.shadowLength * radius / Double(bands)
      let alpha = LayerWarp.shadow(curl, below: (Double(band) + 0.5) * step)
      outer.sublayers.append(
        box(
          Rect2D(x: 0, y: fold + Double(band) * step, width: width, height: step),
          RGBA(red: 0, green: 0, blue: 0, alpha: alpha)))
    }
    let back = curl.backRegion
    guard back.size.height > 0.5 else { return outer }
    // The back of a light page: washed toward white, shaded as the straight part faces.
    let grey =
      (1 - (1 - LayerWarp.backWash) * 0.05)
      * (LayerWarp.ambient + (1 - LayerWarp.ambient) * curl.backProjection)
    outer.sublayers.append(box(back, RGBA(red: grey, green: grey, blue: grey)))
    let roll = curl.rollRegion
    for band in 0..<bands where roll.size.height > 0 {
      let step = roll.size.height / Double(bands)
      let y = roll.minY + (Double(band) + 0.5) * step
      let facing = curl.paper(atY: y)?.facing ?? 1
      let dark = (1 - LayerWarp.ambient) * (1 - facing)
      outer.sublayers.append(
        box(
          Rect2D(x: 0, y: roll.minY + Double(band) * step, width: width, height: step),
          RGBA(red: 0, green: 0, blue: 0, alpha: dark)))
    }
    return outer
  }
}
