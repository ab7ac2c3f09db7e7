// Policy: curves become polylines whose distance from the true curve is at most the
// tolerance (0.1 device pixel by default; see `LayerRenderer.flatteningTolerance`).
// Segment counts come from the error bound of linear interpolation: on a parameter step h
// a C² curve B deviates from its chord by at most h²/8 · max|B″| (the standard bound for
// piecewise-linear interpolation, e.g. de Boor, "A Practical Guide to Splines", ch. II).
// For a quadratic, B″ = 2(P0 − 2P1 + P2), so n = ⌈√(|P0 − 2P1 + P2| / (4·tol))⌉ segments
// suffice; for a cubic, |B″| ≤ 6·max(|P0 − 2P1 + P2|, |P1 − 2P2 + P3|), so
// n = ⌈√(3·m / (4·tol))⌉. Counts are capped at `maximumCurveSegments`.
import ChoreoCore

/// A flattened subpath.
struct Polyline: Sendable {
  var points: [Point2D]
  var isClosed: Bool
}

/// Polygons in one buffer, reused between shapes: contour `i` is
/// `points[start(i) ..< ends[i]]`.
struct Contours {
  var points: [Point2D] = []
  /// The end (exclusive) of each contour in `points`.
  var ends: [Int] = []
  /// Whether each contour was closed in its path.
  var closed: [Bool] = []

  var count: Int { ends.count }

  func range(_ index: Int) -> Range<Int> {
    (index == 0 ? 0 : ends[index - 1])..<ends[index]
  }

  /// Empties the buffer, keeping its capacity.
  mutating func removeAll() {
    points.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    closed.removeAll(keepingCapacity: true)
  }

  /// Ends the contour begun after the previous one (if it has points).
  mutating func finishContour(closed isClosed: Bool) {
    guard points.count > (ends.last ?? 0) else { return }
    ends.append(points.count)
    closed.append(isClosed)
  }
}

/// The largest number of line segments one curve is split into.
let maximumCurveSegments = 1024

extension VectorPath {
  /// The path as polylines within `tolerance` of the curves (in the path's own units).
  ///
  /// Subpaths keep their `close`; a subpath with only a `move` becomes a single point.
  func flattened(tolerance: Double) -> [Polyline] {
    var contours = Contours()
    flatten(tolerance: tolerance, into: &contours)
    return (0..<contours.count).map { index in
      Polyline(
        points: Array(contours.points[contours.range(index)]), isClosed: contours.closed[index])
    }
  }

  /// Appends the path's polylines (within `tolerance` of the curves) to `contours`.
  func flatten(tolerance: Double, into contours: inout Contours) {
    var start = Point2D.zero
    var current = Point2D.zero
    var started = false
    func finish(closed: Bool) {
      if started { contours.finishContour(closed: closed) }
      started = false
    }
    func begin(at point: Point2D) {
      started = true
      start = point
      current = point
      contours.points.append(point)
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        begin(at: p)
      case .line(let p):
        if !started { begin(at: current) }
        contours.points.append(p)
        current = p
      case .quad(let c, let p):
        if !started { begin(at: current) }
        let d = current - c.scaled(by: 2) + p
        let n = segmentCount((d.magnitudeSquared.squareRoot()) / (4 * tolerance))
        let p0 = current
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          contours.points.append(
            Point2D(
              x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
        contours.points.append(p)
        current = p
      case .cubic(let c1, let c2, let p):
        if !started { begin(at: current) }
        let p0 = current
        let d1 = p0 - c1.scaled(by: 2) + c2
        let d2 = c1 - c2.scaled(by: 2) + p
        let m = max(d1.magnitudeSquared, d2.magnitudeSquared).squareRoot()
        let n = segmentCount(3 * m / (4 * tolerance))
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          contours.points.append(
            Point2D(
              x: b0 * p0.x + b1 * c1.x + b2 * c2.x + b3 * p.x,
              y: b0 * p0.y + b1 * c1.y + b2 * c2.y + b3 * p.y))
        }
        contours.points.append(p)
        current = p
      case .close:
        if started {
          finish(closed: true)
          current = start
        }
      }
    }
    finish(closed: false)
  }
}

/// ⌈√x⌉ clamped to 1...maximumCurveSegments.
private func segmentCount(_ x: Double) -> Int {
  guard x.isFinite else { return maximumCurveSegments }
  let n = x.squareRoot().rounded(.up)
  return n < 1 ? 1 : n > Double(maximumCurveSegments) ? maximumCurveSegments : Int(n)
}
