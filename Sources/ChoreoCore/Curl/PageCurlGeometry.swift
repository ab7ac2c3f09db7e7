// Policy: a page curl as a sheet of paper rolled around a cylinder, in closed form, so that
// a renderer can warp an image of the page through it (ChoreoRender's `LayerWarp.pageCurl`)
// and an adapter can draw the same regions or put the platform's own curl (UIKit's
// `.transitionCurlUp`) in its place. Platform-independent: points in, points out.
//
// The model, in the page's own coordinates (points, y down, the page's bounds at the
// origin, z toward the viewer, seen straight on), for a curl c in 0...1 of a page w × h:
//
//   - The curl lifts from the bottom edge and rolls toward the top; every row y of the
//     page moves as a whole (x is unchanged), so the mapping is one function of y.
//   - The fold y_f = h · (1 − c) is the page's lower silhouette: the paper is seen above
//     it, the page beneath below it. The lifted length is L = h · c.
//   - The paper wraps a cylinder of radius ρ = min(r, L) (r the roll radius; the roll
//     grows from nothing, so curl 0 is exactly flat) lying on the page, its axis at
//     height ρ above the line y_t = y_f − ρ, where the paper leaves the page (the tangent
//     line). Above y_t the paper lies flat (z = 0) and shows its front.
//   - A page point at arc length s = y − y_t past the tangent line is, while
//     s ≤ s₀ = ρ(π − α), on the cylinder at θ = s/ρ: seen at y_t + ρ sin θ, height
//     ρ(1 − cos θ). Its front faces the viewer while θ < π/2 (the z part of its normal is
//     cos θ), its back after (−cos θ).
//   - Past s₀ the paper leaves the cylinder along its tangent, lifting off the page at
//     the angle α = acos(backProjection) (0.75, about 41°, by default) and running back
//     over the flat part, its back toward the viewer (normal's z part cos α): seen at
//     y_t + ρ sin α − (s − s₀) cos α, height ρ(1 + cos α) + (s − s₀) sin α.
//   - Seen from the front, the highest paper at a row wins: the straight part, then the
//     cylinder's far half (back), then its near half (front), then the flat page. Where
//     there is no paper, the page beneath shows (the uncovered region, below the fold).
//   - At c = 1 the tangent line is at −ρ: every point of the paper is at or above the
//     page's top edge, so the page is gone (as `VisualState.isHidden(in:)` says).
//
// Curls outside 0...1 are clamped (a spring may overshoot); NaN, negative sizes, a negative
// radius or a projection outside 0...1 are programmer errors and trap.
import CLibM

/// A page curled up from its bottom edge around a cylinder: where each point of the paper
/// is seen, which paper is seen at each row, and the regions that make.
///
/// ```swift
/// let page = Size2D(width: 390, height: 800)
/// let geometry = PageCurlGeometry(curl: 0.25, pageSize: page)
/// geometry.foldY              // 600: the page's lower edge as seen
/// geometry.tangentY           // 591: where the paper leaves the page (radius 9)
/// geometry.flatRegion         // (0, 0, 390×600)
/// geometry.uncoveredRegion    // (0, 600, 390×200)
/// geometry.backRegion         // (0, 456.53, 390×143.47): the back, turned up
/// geometry.rollRegion         // (0, 591, 390×9)
/// geometry.paper(atY: 500)    // the back of the page's row 742.04, facing the viewer at 0.75
/// ```
public struct PageCurlGeometry: Sendable, Hashable {
  /// The page's size, in points.
  public let pageSize: Size2D
  /// How much of the page, from its bottom edge, is lifted: 0 flat, 1 gone (clamped).
  public let curl: Double
  /// The largest radius of the cylinder the paper wraps where it bends, in points (the
  /// radius in use is ``radius``).
  public let rollRadius: Double
  /// The cosine of the angle at which the turned-back paper lifts off the page: how much
  /// of its length is seen from the front (1 lies flat on the page).
  public let backProjection: Double

  /// Which side of the paper is seen.
  public enum Side: Sendable, Hashable {
    /// The page's own side, its content.
    case front
    /// The paper's back, where the paper has turned over.
    case back
  }

  /// A point of the paper where it is seen: which row of the page it is, where it shows,
  /// how high it is and which way it faces.
  public struct PaperPoint: Sendable, Hashable {
    /// The point's row on the flat page (page coordinates, 0...height).
    public var pageY: Double
    /// Where it is seen, in the page's coordinates (its x is unchanged).
    public var y: Double
    /// Its height above the page, toward the viewer, in points.
    public var height: Double
    /// The side facing the viewer.
    public var side: Side
    /// The z part of the unit normal of the side that is seen, 0...1: 1 faces the
    /// viewer, 0 is seen edge-on (the roll's silhouette).
    public var facing: Double

    /// Creates a paper point.
    ///
    /// - Parameters:
    ///   - pageY: The row on the flat page.
    ///   - y: Where it is seen.
    ///   - height: Its height above the page.
    ///   - side: The side facing the viewer.
    ///   - facing: The z part of that side's unit normal.
    public init(pageY: Double, y: Double, height: Double, side: Side, facing: Double) {
      self.pageY = pageY
      self.y = y
      self.height = height
      self.side = side
      self.facing = facing
    }
  }

  /// Creates the geometry of a page curled by `curl`.
  ///
  /// - Parameters:
  ///   - curl: The curled fraction, usually `VisualState.curl`; clamped to 0...1.
  ///   - pageSize: The page's size in points.
  ///   - rollRadius: The largest radius of the roll in points; 9 by default.
  ///   - backProjection: The turned-back paper's foreshortening (the cosine of its lift
  ///     angle), 0...1; 0.75 by default.
  /// - Precondition: `curl` is not NaN; the size, the radius and the projection are finite
  ///   and not negative; the projection is at most 1.
  public init(
    curl: Double, pageSize: Size2D, rollRadius: Double = 9, backProjection: Double = 0.75
  ) {
    precondition(!curl.isNaN, "PageCurlGeometry: curl is NaN")
    precondition(
      pageSize.width.isFinite && pageSize.height.isFinite && pageSize.width >= 0
        && pageSize.height >= 0,
      "PageCurlGeometry: page size must be finite and not negative, got \(pageSize)")
    precondition(
      rollRadius.isFinite && rollRadius >= 0,
      "PageCurlGeometry: roll radius must be finite and not negative, got \(rollRadius)")
    precondition(
      backProjection >= 0 && backProjection <= 1,
      "PageCurlGeometry: back projection must lie in 0...1, got \(backProjection)")
    self.curl = min(max(curl, 0), 1)
    self.pageSize = pageSize
    self.rollRadius = rollRadius
    self.backProjection = backProjection
  }

  // MARK: - The cylinder

  /// The page's lower silhouette, from its top edge: h · (1 − curl). The paper is seen
  /// above it; below it the page beneath shows.
  public var foldY: Double { pageSize.height * (1 - curl) }

  /// The fold line across the page, from its left edge to its right edge (horizontal: the
  /// curl lifts from the bottom edge).
  public var foldLine: (start: Point2D, end: Point2D) {
    (Point2D(x: 0, y: foldY), Point2D(x: pageSize.width, y: foldY))
  }

  /// The length of the page lifted past the fold: h · curl.
  public var liftedLength: Double { pageSize.height * curl }

  /// The cylinder's radius at this curl: min(rollRadius, liftedLength), so the roll grows
  /// from nothing as the curl starts.
  public var radius: Double { min(rollRadius, liftedLength) }

  /// Where the paper leaves the page (the cylinder touches the page along this row):
  /// foldY − radius. Above it the paper lies flat.
  public var tangentY: Double { foldY - radius }

  /// The angle, in radians, at which the turned-back paper lifts off the page:
  /// acos(backProjection).
  public var liftAngle: Double { acos(backProjection) }

  /// The arc length of paper on the cylinder past the tangent line before it runs
  /// straight: radius · (π − liftAngle).
  public var wrappedLength: Double { radius * (Double.pi - liftAngle) }

  /// Where a point of the page is seen, and which side of it: the forward map.
  ///
  /// - Parameter pageY: The point's row on the flat page (any value; the page is
  ///   0...height).
  /// - Returns: The point as curled. Its x is unchanged.
  public func placement(ofPageY pageY: Double) -> PaperPoint {
    let r = radius
    let s = pageY - tangentY
    guard s > 0 else {
      return PaperPoint(pageY: pageY, y: pageY, height: 0, side: .front, facing: 1)
    }
    if s <= wrappedLength, r > 0 {
      let theta = s / r
      let c = cos(theta)
      return PaperPoint(
        pageY: pageY, y: tangentY + r * sin(theta), height: r * (1 - c),
        side: c > 0 ? .front : .back, facing: min(abs(c), 1))
    }
    let alpha = liftAngle
    let run = s - wrappedLength
    return PaperPoint(
      pageY: pageY, y: tangentY + r * sin(alpha) - run * backProjection,
      height: r * (1 + backProjection) + run * sin(alpha), side: .back, facing: backProjection)
  }

  /// The paper seen at row `y`, the highest where several lie over one another: the
  /// inverse of ``placement(ofPageY:)``.
  ///
  /// - Parameter y: A row in the page's coordinates.
  /// - Returns: The paper seen there, or `nil` where no paper is (the page beneath shows).
  public func paper(atY y: Double) -> PaperPoint? {
    let (r, tangent, height) = (radius, tangentY, pageSize.height)
    let alpha = liftAngle
    func exists(_ pageY: Double) -> Bool { pageY >= 0 && pageY <= height }
    // The straight part, back up over the flat page (unseen when it stands edge-on).
    let lift = tangent + r * sin(alpha)
    if y < lift, backProjection > 0 {
      let s = wrappedLength + (lift - y) / backProjection
      if exists(tangent + s) {
        return PaperPoint(
          pageY: tangent + s, y: y,
          height: r * (1 + backProjection) + (s - wrappedLength)
            * sin(alpha),
          side: .back, facing: backProjection)
      }
    }
    // The cylinder: its far half (the back), then its near half (the front).
    if r > 0, y >= tangent, y <= tangent + r {
      let near = asin(min((y - tangent) / r, 1))
      let far = Double.pi - near
      if far <= Double.pi - alpha, exists(tangent + r * far) {
        return PaperPoint(
          pageY: tangent + r * far, y: y, height: r * (1 - cos(far)), side: .back,
          facing: max(-cos(far), 0))
      }
      if exists(tangent + r * near) {
        return PaperPoint(
          pageY: tangent + r * near, y: y, height: r * (1 - cos(near)), side: .front,
          facing: max(cos(near), 0))
      }
    }
    // The flat page.
    if y <= tangent, exists(y) {
      return PaperPoint(pageY: y, y: y, height: 0, side: .front, facing: 1)
    }
    return nil
  }

  /// The highest row at which any paper is seen (above 0 when the turned-back paper
  /// reaches past the page's top edge): the paper's bottom edge once turned over, or the
  /// top of the page.
  public var paperTop: Double {
    min(0, placement(ofPageY: pageSize.height).y, curl > 0 ? tangentY : 0)
  }

  // MARK: - Regions

  /// The part of the page the paper still covers, seen from the front: above the fold.
  /// The paper lies flat there, but for the roll (``rollRegion``) and the turned-back
  /// paper (``backRegion``) over its lower part.
  public var flatRegion: Rect2D {
    Rect2D(x: 0, y: 0, width: pageSize.width, height: foldY)
  }

  /// The part of the page that has lifted away, where the page beneath shows: below the
  /// fold.
  public var uncoveredRegion: Rect2D {
    Rect2D(x: 0, y: foldY, width: pageSize.width, height: pageSize.height - foldY)
  }

  /// How tall the paper's back is seen, from the fold up to the paper's bottom edge turned
  /// over (within the page).
  public var backHeight: Double { backRegion.size.height }

  /// Where the paper's back is seen (on the cylinder's far half and the straight part),
  /// from the fold up, within the page; empty when nothing has turned over yet.
  public var backRegion: Rect2D {
    let end = placement(ofPageY: pageSize.height)
    guard end.side == .back, foldY > 0 else {
      return Rect2D(x: 0, y: foldY, width: pageSize.width, height: 0)
    }
    let top = min(max(end.y, 0), foldY)
    return Rect2D(x: 0, y: top, width: pageSize.width, height: foldY - top)
  }

  /// The band where the paper is seen wrapping its cylinder: from the tangent line to the
  /// fold (``radius`` tall), within the back region and the page.
  public var rollRegion: Rect2D {
    let back = backRegion
    guard back.size.height > 0 else {
      return Rect2D(x: 0, y: foldY, width: pageSize.width, height: 0)
    }
    let top = max(tangentY, back.minY)
    return Rect2D(x: 0, y: top, width: pageSize.width, height: foldY - top)
  }
}
