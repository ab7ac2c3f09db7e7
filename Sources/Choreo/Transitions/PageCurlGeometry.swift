// Policy: a page curl as flat regions, the approximation the gallery draws from layers (no
// mesh deformation), made public so that an adapter can draw the same picture or put the
// platform's own curl (UIKit's `.transitionCurlUp`) in its place and ignore the regions.
//
// The model, in the page's own coordinates (points, y down, the page's bounds at the
// origin), for a curl c in 0...1 of a page w × h:
//
//   - The fold line is horizontal (the curl always lifts from the bottom edge and rolls
//     toward the top, see PageAppearance) at y_f = h · (1 − c).
//   - Above it the page lies flat and shows its front: the flat region, 0 ≤ y ≤ y_f.
//   - Below it the page has lifted away: the uncovered region, y_f ≤ y ≤ h, shows the page
//     beneath. The lifted paper is L = h · c long.
//   - The lifted paper is turned back over the flat part, its back toward the viewer. Laid
//     flat it would reach min(L, y_f) above the fold (no higher than the flat part's top);
//     it lifts off the page at an angle α, so it is seen foreshortened to
//     b = cos α · min(L, y_f): the back region, y_f − b ≤ y ≤ y_f. `backProjection` is
//     cos α (0.75, about 41°, by default).
//   - Where the paper bends, it wraps a cylinder of radius r lying on the fold line; seen
//     from the front the roll is a band min(b, 2r) tall just above the fold: the roll
//     region, which a renderer shades to suggest the cylinder.
//
// Curls outside 0...1 are clamped (a spring may overshoot); NaN, negative sizes, a negative
// radius or a projection outside 0...1 are programmer errors and trap.

/// The regions of a curled page: what still lies flat, what has lifted away and uncovers
/// the page beneath, and where the turned-back paper and its roll are seen.
///
/// ```swift
/// let page = Size2D(width: 390, height: 800)
/// let geometry = PageCurlGeometry(curl: 0.25, pageSize: page)
/// geometry.foldY              // 600: the fold line, a quarter of the way up
/// geometry.flatRegion         // (0, 0, 390×600)
/// geometry.uncoveredRegion    // (0, 600, 390×200)
/// geometry.backRegion         // (0, 450, 390×150): 200 points of paper, seen at 0.75
/// geometry.rollRegion         // (0, 582, 390×18)
/// ```
public struct PageCurlGeometry: Sendable, Hashable {
  /// The page's size, in points.
  public let pageSize: Size2D
  /// How much of the page, from its bottom edge, is lifted: 0 flat, 1 gone (clamped).
  public let curl: Double
  /// The radius of the cylinder the paper wraps where it bends, in points.
  public let rollRadius: Double
  /// The cosine of the angle at which the turned-back paper lifts off the page: how much
  /// of its length is seen from the front (1 lies flat on the page).
  public let backProjection: Double

  /// Creates the geometry of a page curled by `curl`.
  ///
  /// - Parameters:
  ///   - curl: The curled fraction, usually ``PageAppearance/curl``; clamped to 0...1.
  ///   - pageSize: The page's size in points.
  ///   - rollRadius: The radius of the roll in points; 9 by default.
  ///   - backProjection: The turned-back paper's foreshortening, 0...1; 0.75 by default.
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

  /// The fold line's distance from the page's top edge: h · (1 − curl).
  public var foldY: Double { pageSize.height * (1 - curl) }

  /// The fold line across the page, from its left edge to its right edge (horizontal: the
  /// curl lifts from the bottom edge).
  public var foldLine: (start: Point2D, end: Point2D) {
    (Point2D(x: 0, y: foldY), Point2D(x: pageSize.width, y: foldY))
  }

  /// The length of paper lifted off the page: h · curl.
  public var liftedLength: Double { pageSize.height * curl }

  /// The part of the page that still lies flat and shows its front: above the fold.
  public var flatRegion: Rect2D {
    Rect2D(x: 0, y: 0, width: pageSize.width, height: foldY)
  }

  /// The part of the page that has lifted away, where the page beneath shows: below the
  /// fold.
  public var uncoveredRegion: Rect2D {
    Rect2D(x: 0, y: foldY, width: pageSize.width, height: pageSize.height - foldY)
  }

  /// How tall the turned-back paper is seen: backProjection · min(liftedLength, foldY).
  public var backHeight: Double { min(liftedLength, foldY) * backProjection }

  /// Where the back of the turned-back paper is seen, over the flat part just above the
  /// fold; empty when nothing is curled.
  public var backRegion: Rect2D {
    Rect2D(x: 0, y: foldY - backHeight, width: pageSize.width, height: backHeight)
  }

  /// The band just above the fold where the paper wraps its cylinder: min(backHeight,
  /// 2 · rollRadius) tall, the lower part of ``backRegion``.
  public var rollRegion: Rect2D {
    let roll = min(backHeight, 2 * rollRadius)
    return Rect2D(x: 0, y: foldY - roll, width: pageSize.width, height: roll)
  }
}
