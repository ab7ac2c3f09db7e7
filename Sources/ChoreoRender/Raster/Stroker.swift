// Policy: a stroke becomes outline polygons filled with the non-zero rule. For each
// subpath the stroker walks the left offset forward and the right offset backward (one
// contour for an open subpath, with caps at both ends; two for a closed one, of opposite
// turning, so the non-zero rule leaves the inside empty). On the outer side of a corner it
// inserts the join (miter, round or bevel); on the inner side it cuts the corner at the
// point where the two offset lines meet, so the outline does not cover that corner twice
// (the rasteriser adds up coverage, so a doubled patch would draw a partly covered pixel
// too dark, as thin strokes and small text showed). Where that point lies further back
// than half of either segment (a sharp turn on a short segment), the inner side goes
// through the vertex instead, which makes a small loop inside the stroke that the
// non-zero rule absorbs. Miter length follows SVG 1.1 §11.4 and Core Graphics: miter length / line
// width = 1 / sin(θ/2) for a corner of angle θ; over `miterLimit` it becomes a bevel.
// Round joins and caps are polygons whose chords stay within the tolerance of the arc: a
// chord of angle φ on radius r sags r·(1 − cos(φ/2)), so φ = 2·acos(1 − tol/r).
// Zero-length subpaths draw a dot for round and square caps (SVG 1.1 §11.4 "zero length
// subpath"), oriented along +x.
import CLibM
import ChoreoCore

struct StrokeStyle {
  var width: Double
  var cap: LineCap
  var join: LineJoin
  var miterLimit: Double
  /// Flattening tolerance for round joins and caps, in the path's units.
  var tolerance: Double
}

enum Stroker {
  /// Outline contours (non-zero fill) of the stroked polylines.
  static func stroke(_ lines: [Polyline], style: StrokeStyle) -> [[Point2D]] {
    var input = Contours()
    for line in lines {
      input.points += line.points
      input.finishContour(closed: line.isClosed)
    }
    var output = Contours()
    var scratch: [Point2D] = []
    stroke(input, style: style, into: &output, scratch: &scratch)
    return (0..<output.count).map { Array(output.points[output.range($0)]) }
  }

  /// Appends the outline contours (non-zero fill) of `lines` to `out`; `scratch` is a
  /// buffer reused between calls.
  static func stroke(
    _ lines: Contours, style: StrokeStyle, into out: inout Contours, scratch: inout [Point2D]
  ) {
    guard style.width > 0 else { return }
    for index in 0..<lines.count {
      scratch.removeAll(keepingCapacity: true)
      for p in lines.points[lines.range(index)] where scratch.last != p { scratch.append(p) }
      let isClosed = lines.closed[index]
      if isClosed, scratch.count > 1, scratch.first == scratch.last { scratch.removeLast() }
      if scratch.count == 1 {
        dot(at: scratch[0], style: style, into: &out)
        continue
      }
      if isClosed && scratch.count >= 3 {
        closedSide(scratch, reversed: false, style: style, into: &out)
        closedSide(scratch, reversed: true, style: style, into: &out)
      } else {
        openOutline(scratch, style: style, into: &out)
      }
    }
  }

  private static func unitDirection(_ a: Point2D, _ b: Point2D) -> Point2D {
    let d = b - a
    let length = d.magnitudeSquared.squareRoot()
    return d.scaled(by: 1 / length)
  }

  /// The left normal (rotated −90° on a y-down screen) of a unit direction, scaled.
  private static func normal(_ d: Point2D, _ halfWidth: Double) -> Point2D {
    Point2D(x: d.y * halfWidth, y: -d.x * halfWidth)
  }

  /// Angle step for arcs of radius r within the tolerance.
  private static func arcStep(radius: Double, tolerance: Double) -> Double {
    guard radius > tolerance else { return .pi / 2 }
    return max(2 * acos(1 - tolerance / radius), 2 * Double.pi / 512)
  }

  /// Appends points of the arc around `center` from offset `from` to offset `to` (both of
  /// length r), turning by `sweep` radians (signed), excluding the first point.
  private static func appendArc(
    _ out: inout [Point2D], center: Point2D, from: Point2D, sweep: Double, radius: Double,
    tolerance: Double
  ) {
    let step = arcStep(radius: radius, tolerance: tolerance)
    let n = max(1, Int((abs(sweep) / step).rounded(.up)))
    let start = atan2(from.y, from.x)
    for i in 1...n {
      let angle = start + sweep * Double(i) / Double(n)
      out.append(Point2D(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    }
  }

  /// Where the two offset lines meet on the inner side of the corner at `p` (offsets `n1`
  /// and `n2` of half-width length, `cosPhi` the cosine of the turn, the dot product of the
  /// unit directions), or nil when that point lies further back along either segment than
  /// half its length (`squaredLength1`, `squaredLength2`: squares, so no root is taken),
  /// so the segments' other ends or a cap could reach it.
  private static func innerCorner(
    at p: Point2D, n1: Point2D, n2: Point2D, cosPhi: Double, halfWidth: Double,
    squaredLength1: Double, squaredLength2: Double
  ) -> Point2D? {
    guard 1 + cosPhi > 1e-12 else { return nil }
    // The meeting point is h·tan(φ/2) back from p + n1 along the first segment (and on
    // along the second from p + n2), φ the turn; 2·h·tan(φ/2) ≤ L, squared, is
    // 4h²·(1 − cos φ) ≤ L²·(1 + cos φ).
    let reach = 4 * halfWidth * halfWidth * (1 - cosPhi)
    guard reach <= min(squaredLength1, squaredLength2) * (1 + cosPhi) else { return nil }
    return p + (n1 + n2).scaled(by: 1 / (1 + cosPhi))
  }

  /// The join on the side of offset `n1` → `n2` around vertex `p`, appended after p + n1.
  private static func appendJoin(
    _ out: inout [Point2D], at p: Point2D, n1: Point2D, n2: Point2D, outer: Bool,
    style: StrokeStyle
  ) {
    let halfWidth = style.width / 2
    guard outer else {
      // Inner side: through the vertex; the loop lies inside the stroke.
      out.append(p)
      out.append(p + n2)
      return
    }
    switch style.join {
    case .bevel:
      out.append(p + n2)
    case .miter:
      let cosPhi = (n1.x * n2.x + n1.y * n2.y) / (halfWidth * halfWidth)
      // Miter ratio 1/cos(φ/2) = √(2 / (1 + cos φ)), φ the angle between the normals.
      if 1 + cosPhi > 1e-12, 2 / (1 + cosPhi) <= style.miterLimit * style.miterLimit {
        out.append(p + (n1 + n2).scaled(by: 1 / (1 + cosPhi)))
      }
      out.append(p + n2)
    case .round:
      var sweep = atan2(n2.y, n2.x) - atan2(n1.y, n1.x)
      // The outer arc runs the short way from n1 to n2 (at most π).
      if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
      appendArc(
        &out, center: p, from: n1, sweep: sweep, radius: halfWidth, tolerance: style.tolerance)
    }
  }

  /// One side of a closed polyline (read backwards when `reversed`): the offset by the left
  /// normal, with joins at every vertex (the sequence wraps around).
  private static func closedSide(
    _ line: [Point2D], reversed: Bool, style: StrokeStyle, into contours: inout Contours
  ) {
    let halfWidth = style.width / 2
    let count = line.count
    func point(_ i: Int) -> Point2D { reversed ? line[count - 1 - i] : line[i] }
    for i in 0..<count {
      let prev = point((i + count - 1) % count)
      let p = point(i)
      let next = point((i + 1) % count)
      let d1 = unitDirection(prev, p)
      let d2 = unitDirection(p, next)
      let n1 = normal(d1, halfWidth)
      let n2 = normal(d2, halfWidth)
      let cross = d1.x * d2.y - d1.y * d2.x
      let dot = d1.x * d2.x + d1.y * d2.y
      // The left normal (d.y, −d.x) is on the outside of a turn with cross > 0.
      let outer = cross > 0 || (cross == 0 && dot < 0)
      if !outer, cross != 0,
        let corner = innerCorner(
          at: p, n1: n1, n2: n2, cosPhi: dot, halfWidth: halfWidth,
          squaredLength1: (p - prev).magnitudeSquared,
          squaredLength2: (next - p).magnitudeSquared)
      {
        contours.points.append(corner)
        continue
      }
      contours.points.append(p + n1)
      if cross == 0 && dot > 0 { continue }
      appendJoin(&contours.points, at: p, n1: n1, n2: n2, outer: outer, style: style)
      contours.points.removeLast()  // p + n2 starts the next segment
      contours.points.append(p + n2)
    }
    contours.finishContour(closed: true)
  }

  /// The outline of an open polyline (≥ 2 distinct points): left side forward, end cap,
  /// right side backward, start cap.
  private static func openOutline(
    _ line: [Point2D], style: StrokeStyle, into contours: inout Contours
  ) {
    let halfWidth = style.width / 2
    let count = line.count
    func side(_ reversed: Bool) {
      func point(_ i: Int) -> Point2D { reversed ? line[count - 1 - i] : line[i] }
      let first = unitDirection(point(0), point(1))
      contours.points.append(point(0) + normal(first, halfWidth))
      for i in 1..<(count - 1) {
        let d1 = unitDirection(point(i - 1), point(i))
        let d2 = unitDirection(point(i), point(i + 1))
        let n1 = normal(d1, halfWidth)
        let n2 = normal(d2, halfWidth)
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if cross == 0 && dot > 0 { continue }
        let outer = cross > 0 || (cross == 0 && dot < 0)
        if !outer,
          let corner = innerCorner(
            at: point(i), n1: n1, n2: n2, cosPhi: dot, halfWidth: halfWidth,
            squaredLength1: (point(i) - point(i - 1)).magnitudeSquared,
            squaredLength2: (point(i + 1) - point(i)).magnitudeSquared)
        {
          contours.points.append(corner)
          continue
        }
        contours.points.append(point(i) + n1)
        appendJoin(&contours.points, at: point(i), n1: n1, n2: n2, outer: outer, style: style)
      }
      let last = unitDirection(point(count - 2), point(count - 1))
      let end = point(count - 1)
      let n = normal(last, halfWidth)
      contours.points.append(end + n)
      // Cap at `end`, from end + n to end − n.
      switch style.cap {
      case .butt: break
      case .square:
        let ext = last.scaled(by: halfWidth)
        contours.points.append(end + n + ext)
        contours.points.append(end - n + ext)
      case .round:
        appendArc(
          &contours.points, center: end, from: n, sweep: .pi, radius: halfWidth,
          tolerance: style.tolerance)
        contours.points.removeLast()
      }
      contours.points.append(end - n)
    }
    side(false)
    side(true)
    contours.finishContour(closed: true)
  }

  /// The dot a zero-length subpath draws with round or square caps.
  private static func dot(at p: Point2D, style: StrokeStyle, into contours: inout Contours) {
    let h = style.width / 2
    switch style.cap {
    case .butt: return
    case .square:
      contours.points += [
        Point2D(x: p.x - h, y: p.y - h), Point2D(x: p.x + h, y: p.y - h),
        Point2D(x: p.x + h, y: p.y + h), Point2D(x: p.x - h, y: p.y + h),
      ]
    case .round:
      contours.points.append(p + Point2D(x: h, y: 0))
      appendArc(
        &contours.points, center: p, from: Point2D(x: h, y: 0), sweep: 2 * .pi, radius: h,
        tolerance: style.tolerance)
      contours.points.removeLast()
    }
    contours.finishContour(closed: true)
  }
}
