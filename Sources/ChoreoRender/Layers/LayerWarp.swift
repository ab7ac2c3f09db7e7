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
// (`approximatingWarps()`); the SVG writer embeds the warped layer as an image instead. The
// curl's approximation rests on its rows: each row of the page is mapped on its own and x
// is kept, so where the row map is affine the warp is a flat transform of the drawing. The
// flat part is the drawing; the turned-back straight part is the drawing flipped and scaled
// by the back projection in y (seen y = tangentY + ρ sin α − (pageY − tangentY − s₀) ·
// backProjection), clipped to its rows; the roll is not affine (sin θ), so its front quarter
// and its back half are the drawing under the chord of each arc. Over the copies: the wash
// as one white box at 75% (colour c becomes 0.25 · c + 0.75 on an opaque page), the light L
// as black at 1 − L in strips lit at their middle, and the shadow in strips. Each copy
// reaches under the one drawn after it, so a seam is one edge, not two half-covered ones.
import CLibM
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
  /// A page curl maps each row of the page on its own and keeps x, so each part of it whose
  /// row map is affine, or nearly, is the page's own drawing under a flat transform,
  /// clipped to where that part is seen; boxes and strips over the copies wash and shade
  /// them (see the policy above `LayerWarp`). Bottom to top:
  ///
  /// - the shadow below the fold: 12 strips of black, cut where its alpha steps evenly and
  ///   each at the alpha in its middle;
  /// - the flat part: the drawing as it is, down to the roll;
  /// - the roll's front quarter: the drawing under the chord of its arc (two copies: up to
  ///   the lift angle, and past it where the paper ends on the cylinder early in the curl),
  ///   then 8 strips of shade;
  /// - the roll's back half: the drawing flipped under the chord of its arc;
  /// - the turned-back straight part: the drawing flipped and scaled in y by the
  ///   geometry's `backProjection`, exactly as the warp maps it;
  /// - over the back: a white box at 75% (the wash), 8 strips of shade over the roll and
  ///   one over the straight part.
  ///
  /// Every curl gives a tree of the same shape (a part with nothing to show is kept at
  /// opacity 0), and the strips move in frames that follow the roll, so an animation that
  /// samples it follows each part as one layer. The wash and the shade are exact for a page
  /// whose drawing is opaque (a page with a background); on a translucent page they cover
  /// the back whole.
  ///
  /// - Returns: The tree without warps; a tree with none is returned as it is.
  public func approximatingWarps() -> RenderLayer {
    guard containsWarp else { return self }
    var layer = self
    layer.sublayers = sublayers.map { $0.approximatingWarps() }
    guard let warp = layer.warp else { return layer }
    switch warp {
    case .pageCurl(let geometry):
      return CurlApproximation(layer, geometry).layer
    }
  }

  /// Whether this layer or one below it is warped (a tree without warps is not copied).
  var containsWarp: Bool { warp != nil || sublayers.contains { $0.containsWarp } }

  /// Whether this layer or one below it is single-sided.
  private var hasSingleSidedLayer: Bool {
    !isDoubleSided || sublayers.contains { $0.hasSingleSidedLayer }
  }

  /// Makes this layer and every one below it double-sided (copying only what changes).
  fileprivate mutating func showBothSides() {
    guard hasSingleSidedLayer else { return }
    isDoubleSided = true
    for index in sublayers.indices { sublayers[index].showBothSides() }
  }
}

/// A page curl as plain layers: the parts `RenderLayer.approximatingWarps()` lists, bottom
/// to top.
private struct CurlApproximation {
  /// Strips of the shadow below the fold.
  static let shadowStrips = 12
  /// Strips of shade over the roll's front quarter and over its back half.
  static let frontShades = 8
  static let backShades = 8
  /// How far a copy reaches under the copy drawn after it, in points, so that their common
  /// edge is one edge, not two half-covered ones.
  static let overlap = 1.0

  let curl: PageCurlGeometry
  /// The warped layer's drawing, flat, its bounds' top-left at the origin.
  let drawing: RenderLayer
  /// Where the page's top-left is in the warped layer's space.
  let origin: Point2D
  var layer: RenderLayer

  init(_ warped: RenderLayer, _ curl: PageCurlGeometry) {
    self.curl = curl
    origin = warped.bounds.origin
    var drawing = warped
    drawing.warp = nil
    drawing.name = nil
    drawing.placement = LayerPlacement(
      bounds: warped.bounds, position: .zero, anchorPoint: .zero, transform: .identity,
      opacity: 1, zPosition: 0)
    // The back shows the drawing mirrored: none of it may be culled as turned away (the
    // warped layer's own culling stays with the layer that stands for it).
    drawing.showBothSides()
    self.drawing = drawing
    layer = RenderLayer(placement: warped.placement)
    layer.name = warped.name
    layer.isHidden = warped.isHidden
    layer.isDoubleSided = warped.isDoubleSided
    let m = Measures(curl)
    appendShadow(m)
    appendFront(m)
    appendBack(m)
  }

  /// The numbers every part of the curl reads: the tangent line t, the radius r, the fold,
  /// the page's height, the lift angle α and its row, how far round the cylinder the paper
  /// reaches, whether the straight part past the roll shows, and the seen row of the page's
  /// end.
  private struct Measures {
    let t: Double
    let r: Double
    let fold: Double
    let height: Double
    let alpha: Double
    let lift: Double
    let quarter = Double.pi / 2
    /// How far round the cylinder the paper reaches (it may end on it early in the curl).
    let paperEnd: Double
    let straightShows: Bool
    /// The seen row of the paper's end.
    let end: Double

    init(_ curl: PageCurlGeometry) {
      (t, r, fold, height) = (curl.tangentY, curl.radius, curl.foldY, curl.pageSize.height)
      alpha = curl.liftAngle
      lift = t + r * sin(alpha)
      paperEnd = r > 0 ? (height - t) / r : 0
      straightShows = paperEnd > Double.pi - alpha
      end = curl.placement(ofPageY: height).y
    }

    /// Page row and seen row of the cylinder's point at angle θ.
    func at(_ theta: Double) -> (pageY: Double, y: Double) { (t + r * theta, t + r * sin(theta)) }

    /// The light on the cylinder at angle θ (its back past a quarter turn).
    func light(_ theta: Double) -> Double {
      LayerWarp.ambient + (1 - LayerWarp.ambient) * abs(cos(theta))
    }
  }

  // Strips (of shadow and shade) are drawn in frames that move with the roll, their rows
  // measured from a line of the page, so that while the radius holds (all but the curl's
  // first few points) they hold still in their frame.

  /// The shadow, under everything, measured from the fold: strip j spans the alphas
  /// 0.3 · (1 − j / n ... (j + 1) / n), 3ρ · (1 − √(1 − j / n)) below the fold, painted at
  /// its middle one; the first reaches up under the paper, the last stops at the page's
  /// bottom edge. Then the flat part, reaching under the roll.
  private mutating func appendShadow(_ m: Measures) {
    let (r, fold, height, alpha, t) = (m.r, m.fold, m.height, m.alpha, m.t)
    let fade = min(1, 10 * (1 - curl.curl))
    let n = Self.shadowStrips
    let length = LayerWarp.shadowLength * r
    var shadow: [RenderLayer] = []
    for j in 0..<n {
      let top = length * (1 - (1 - Double(j) / Double(n)).squareRoot())
      let bottom = min(
        length * (1 - (1 - Double(j + 1) / Double(n)).squareRoot()), height - fold)
      let alpha = LayerWarp.shadowAlpha * (1 - (Double(j) + 0.5) / Double(n)) * fade
      shadow.append(
        strip(
          top - (j == 0 ? min(Self.overlap, r) : 0), bottom,
          RGBA.black.withAlphaMultiplied(by: alpha),
          shows: r > 0 && bottom > top && alpha > 0))
    }
    layer.sublayers.append(frame(at: fold, shadow))
    layer.sublayers.append(
      copy(
        0, min(t + min(Self.overlap, r * sin(alpha)), fold), scale: 1, offset: 0,
        shows: fold > 0))
  }

  /// The roll's front (its first quarter turn): a copy under the chord from the lift angle
  /// to the silhouette (seen only where the paper ends on the cylinder, early in the
  /// curl), one under the chord from the tangent line to the lift angle over it, then
  /// their shade. The front shows down to the paper's end at most (the back covers it from
  /// there to the fold, always): the copy past the lift angle and the shade stop a little
  /// below it, so that only the back meets the fold. (Strips over the roll are measured
  /// from the tangent line: angle θ at ρ · sin θ.)
  private mutating func appendFront(_ m: Measures) {
    let (t, r, fold, alpha, lift, quarter) = (m.t, m.r, m.fold, m.alpha, m.lift, m.quarter)
    let paperEndY = m.at(m.paperEnd).y
    let frontBottom =
      m.straightShows ? lift : min(paperEndY + Self.overlap, (paperEndY + fold) / 2)
    let frontEnd = r > 0 ? asin(min(max((frontBottom - t) / r, 0), 1)) : 0
    for (a, b, top, bottom) in [
      (alpha, quarter, lift - Self.overlap, max(frontBottom, lift)),
      (0, alpha, t - Self.overlap, lift),
    ] {
      let (lo, hi) = (m.at(a), m.at(b))
      let slope = r > 0 ? (hi.y - lo.y) / (hi.pageY - lo.pageY) : 1
      layer.sublayers.append(
        copy(top, bottom, scale: slope, offset: lo.y - slope * lo.pageY, shows: r > 0))
    }
    var frontShade: [RenderLayer] = []
    for j in 0..<Self.frontShades {
      let a = quarter * Double(j) / Double(Self.frontShades)
      let b = min(quarter * Double(j + 1) / Double(Self.frontShades), frontEnd)
      let middle = a + quarter / Double(2 * Self.frontShades)
      frontShade.append(
        strip(
          r * sin(a), r * sin(b), RGBA.black.withAlphaMultiplied(by: 1 - m.light(middle)),
          shows: r > 0 && b > a))
    }
    layer.sublayers.append(frame(at: t, frontShade))
  }

  /// The roll's back half, from the silhouette up to where the paper runs straight: one
  /// copy under the chord of its arc (more would add seams that Choreo's renderer, which
  /// clips each drawing of a copy on its own, lets show), reaching up under the straight
  /// part when there is one, else clipped where the paper ends (the chord, below the arc,
  /// would carry the end higher). Then the straight part, on top: seen row
  /// lift − (pageY − t − s₀) · backProjection. Last, the back washed toward white where it
  /// shows, then shaded: strips over the roll, one over the straight part.
  private mutating func appendBack(_ m: Measures) {
    let (t, r, fold, alpha, lift, quarter) = (m.t, m.r, m.fold, m.alpha, m.lift, m.quarter)
    let (paperEnd, straightShows, end) = (m.paperEnd, m.straightShows, m.end)
    let paperEndY = m.at(paperEnd).y
    let arc = quarter - alpha
    let (silhouette, straight) = (m.at(quarter), m.at(Double.pi - alpha))
    let backSlope = r > 0 ? (straight.y - silhouette.y) / (straight.pageY - silhouette.pageY) : 1
    let cover = straightShows ? lift - Self.overlap : paperEndY
    layer.sublayers.append(
      copy(
        cover, fold, scale: backSlope, offset: silhouette.y - backSlope * silhouette.pageY,
        shows: r > 0))
    let start = t + curl.wrappedLength
    layer.sublayers.append(
      copy(
        min(end, lift), lift, scale: -curl.backProjection,
        offset: lift + start * curl.backProjection, shows: straightShows && end < lift))
    let straightTop = min(end, lift) - t
    let backTop = straightShows ? straightTop : paperEndY - t
    var backShade = [
      strip(
        backTop, r, RGBA.white.withAlphaMultiplied(by: LayerWarp.backWash),
        shows: r > 0 && backTop < r)
    ]
    for j in 0..<Self.backShades {
      let a = quarter + arc * Double(j) / Double(Self.backShades)
      let b = min(quarter + arc * Double(j + 1) / Double(Self.backShades), paperEnd)
      let middle = a + arc / Double(2 * Self.backShades)
      backShade.append(
        strip(
          r * sin(b), r * sin(a), RGBA.black.withAlphaMultiplied(by: 1 - m.light(middle)),
          shows: r > 0 && b > a))
    }
    backShade.append(
      strip(
        straightTop, r * sin(alpha),
        RGBA.black.withAlphaMultiplied(by: (1 - LayerWarp.ambient) * (1 - curl.backProjection)),
        shows: straightShows && end < lift))
    layer.sublayers.append(frame(at: t, backShade))
  }

  /// A layer across the page over rows `top...bottom` (at least a hair tall, so that every
  /// curl has the same parts), in coordinates whose origin is its anchor, at `position`:
  /// while its rows move, its map to its superlayer holds still.
  private func span(_ top: Double, _ bottom: Double, at position: Point2D) -> RenderLayer {
    let height = max(bottom - top, 1e-6)
    var layer = RenderLayer(
      bounds: Rect2D(x: 0, y: top, width: curl.pageSize.width, height: height),
      position: position)
    layer.anchorPoint = Point2D(x: 0, y: -top / height)
    return layer
  }

  /// `colour` across the page over rows `top...bottom` of a frame (at opacity 0 where it
  /// does not show).
  private func strip(_ top: Double, _ bottom: Double, _ colour: RGBA, shows: Bool)
    -> RenderLayer
  {
    var strip = span(top, bottom, at: .zero)
    strip.backgroundColor = colour
    if !shows { strip.opacity = 0 }
    return strip
  }

  /// A frame for `strips`: its row 0 on row `y` of the page.
  private func frame(at y: Double, _ strips: [RenderLayer]) -> RenderLayer {
    var frame = RenderLayer(bounds: Rect2D(origin: .zero, size: curl.pageSize))
    frame.anchorPoint = .zero
    frame.position = Point2D(x: origin.x, y: origin.y + y)
    frame.sublayers = strips
    return frame
  }

  /// The drawing clipped to rows `top...bottom`, page row p showing at `scale` · p +
  /// `offset` (at opacity 0 where it does not show).
  private func copy(
    _ top: Double, _ bottom: Double, scale: Double, offset: Double, shows: Bool
  ) -> RenderLayer {
    var clip = span(top, bottom, at: origin)
    clip.masksToBounds = true
    var sheet = drawing
    sheet.position = Point2D(x: 0, y: offset)
    sheet.transform = Transform3D(scaleX: 1, y: scale)
    clip.sublayers = [sheet]
    if !shows { clip.opacity = 0 }
    return clip
  }
}
