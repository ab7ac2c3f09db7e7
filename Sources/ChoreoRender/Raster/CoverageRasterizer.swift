// Policy: anti-aliasing is exact-area coverage, the algorithm of FreeType's "smooth"
// rasteriser and of font-rs (R. Levien, "Inside the fastest font renderer in the world",
// 2016): every edge adds, to each pixel cell it crosses, the signed area between the edge
// and the cell's right side (`area`) and, to the next cell, the rest of its signed height
// (`cover`); a running sum along the row then gives each pixel the exact area-weighted
// winding number of the polygon over that pixel. Non-zero coverage is min(1, |sum|);
// even-odd folds |sum| into 0...1 (a mod 2, mirrored above 1), as FreeType does. The sums
// are `Float` and restart at every row, in a buffer that covers only the shape's
// pixel-aligned bounding box, reused between shapes. Edges are clipped to the box first:
// parts above or below are dropped (they cannot change a row's winding), parts left or
// right are moved onto the box's side (they still count as winding for the row).
import ChoreoCore

/// Rasterises polygons (device pixels) to per-pixel coverage.
struct CoverageRasterizer {
  /// Accumulation cells for the current box: `(boxWidth + 2) · boxHeight`.
  private(set) var cells: [Float] = []
  /// The current box in device pixels (x0 ..< x1, y0 ..< y1).
  private(set) var x0 = 0
  private(set) var y0 = 0
  private(set) var x1 = 0
  private(set) var y1 = 0
  /// Stride of one row of cells.
  var stride: Int { x1 - x0 + 2 }
  /// Edges of the current shape (x0, y0, x1, y1 in device pixels).
  private var edges: [Double] = []
  private var minX = Double.infinity
  private var minY = Double.infinity
  private var maxX = -Double.infinity
  private var maxY = -Double.infinity

  /// Starts a new shape.
  mutating func reset() {
    edges.removeAll(keepingCapacity: true)
    minX = .infinity
    minY = .infinity
    maxX = -.infinity
    maxY = -.infinity
  }

  /// Adds a closed polygon (the last point joins the first).
  mutating func addContour(_ points: [Point2D]) {
    guard points.count >= 2 else { return }
    var previous = points[points.count - 1]
    for point in points {
      addEdge(previous, point)
      previous = point
    }
  }

  /// Adds one directed edge.
  mutating func addEdge(_ a: Point2D, _ b: Point2D) {
    guard a.y != b.y else { return }
    edges.append(a.x)
    edges.append(a.y)
    edges.append(b.x)
    edges.append(b.y)
    minX = min(minX, min(a.x, b.x))
    maxX = max(maxX, max(a.x, b.x))
    minY = min(minY, min(a.y, b.y))
    maxY = max(maxY, max(a.y, b.y))
  }

  /// Rasterises the edges added since `reset()` inside the clip box; afterwards `cells`
  /// holds the area/cover deltas of the box `x0..<x1, y0..<y1`.
  ///
  /// - Returns: `false` when nothing lies inside the clip box.
  mutating func rasterize(clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int) -> Bool {
    guard !edges.isEmpty, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else {
      return false
    }
    let boxX0 = max(clipX0, Int(max(minX, -1e9).rounded(.down)))
    let boxY0 = max(clipY0, Int(max(minY, -1e9).rounded(.down)))
    let boxX1 = min(clipX1, Int(min(maxX, 1e9).rounded(.up)))
    let boxY1 = min(clipY1, Int(min(maxY, 1e9).rounded(.up)))
    guard boxX0 < boxX1, boxY0 < boxY1 else { return false }
    x0 = boxX0
    y0 = boxY0
    x1 = boxX1
    y1 = boxY1
    let count = stride * (y1 - y0)
    if cells.count < count {
      cells = [Float](repeating: 0, count: count)
    } else {
      cells.withUnsafeMutableBufferPointer { buffer in
        for i in 0..<count { buffer[i] = 0 }
      }
    }
    let width = Double(x1 - x0)
    let height = Double(y1 - y0)
    let ox = Double(x0)
    let oy = Double(y0)
    let rowStride = stride
    cells.withUnsafeMutableBufferPointer { cellBuffer in
      let cellBase = cellBuffer.baseAddress!
      edges.withUnsafeBufferPointer { edgeBuffer in
        var i = 0
        while i < edgeBuffer.count {
          var ax = edgeBuffer[i] - ox
          var ay = edgeBuffer[i + 1] - oy
          var bx = edgeBuffer[i + 2] - ox
          var by = edgeBuffer[i + 3] - oy
          i += 4
          // Clip to 0...height in y (parts outside cannot change any row's winding).
          if (ay <= 0 && by <= 0) || (ay >= height && by >= height) { continue }
          let dxdy = (bx - ax) / (by - ay)
          if ay < 0 {
            ax += (0 - ay) * dxdy
            ay = 0
          } else if ay > height {
            ax += (height - ay) * dxdy
            ay = height
          }
          if by < 0 {
            bx += (0 - by) * dxdy
            by = 0
          } else if by > height {
            bx += (height - by) * dxdy
            by = height
          }
          // Split where the edge crosses x = 0 or x = width; clamp pieces onto the sides.
          var t0 = 0.0
          var ts: (Double, Double) = (2, 2)
          if (ax < 0) != (bx < 0) { ts.0 = (0 - ax) / (bx - ax) }
          if (ax > width) != (bx > width) { ts.1 = (width - ax) / (bx - ax) }
          if ts.0 > ts.1 { ts = (ts.1, ts.0) }
          for piece in 0..<3 {
            let t1 = piece == 0 ? ts.0 : piece == 1 ? ts.1 : 1.0
            guard t1 <= 1 && t1 > t0 else { continue }
            let px0 = ax + (bx - ax) * t0
            let py0 = t0 == 0 ? ay : ay + (by - ay) * t0
            let px1 = ax + (bx - ax) * t1
            let py1 = t1 == 1 ? by : ay + (by - ay) * t1
            Self.drawLine(
              cellBase, rowStride,
              Float(min(max(px0, 0), width)), Float(py0),
              Float(min(max(px1, 0), width)), Float(py1))
            t0 = t1
          }
        }
      }
    }
    return true
  }

  /// font-rs's `draw_line`: accumulates one edge with 0 ≤ x ≤ width, 0 ≤ y ≤ height.
  @inline(__always)
  private static func drawLine(
    _ cells: UnsafeMutablePointer<Float>, _ stride: Int, _ ax: Float, _ ay: Float,
    _ bx: Float, _ by: Float
  ) {
    if ay == by { return }
    let dir: Float
    let p0x: Float
    let p0y: Float
    let p1x: Float
    let p1y: Float
    if ay < by {
      (dir, p0x, p0y, p1x, p1y) = (1, ax, ay, bx, by)
    } else {
      (dir, p0x, p0y, p1x, p1y) = (-1, bx, by, ax, ay)
    }
    let dxdy = (p1x - p0x) / (p1y - p0y)
    var x = p0x
    let rowStart = Int(p0y)
    let rowEnd = Int(p1y.rounded(.up))
    for row in rowStart..<rowEnd {
      let line = cells + row * stride
      let dy = min(Float(row + 1), p1y) - max(Float(row), p0y)
      var xnext = x + dxdy * dy
      if row == rowEnd - 1 { xnext = p1x }
      let d = dy * dir
      let (xa, xb) = x < xnext ? (x, xnext) : (xnext, x)
      let xaFloor = xa.rounded(.down)
      let xai = Int(xaFloor)
      let xbCeil = xb.rounded(.up)
      let xbi = Int(xbCeil)
      if xbi <= xai + 1 {
        let xmf = 0.5 * (x + xnext) - xaFloor
        line[xai] += d - d * xmf
        line[xai + 1] += d * xmf
      } else {
        let s = 1 / (xb - xa)
        let xaf = xa - xaFloor
        let a0 = 0.5 * s * (1 - xaf) * (1 - xaf)
        let xbf = xb - xbCeil + 1
        let am = 0.5 * s * xbf * xbf
        line[xai] += d * a0
        if xbi == xai + 2 {
          line[xai + 1] += d * (1 - a0 - am)
        } else {
          let a1 = s * (1.5 - xaf)
          line[xai + 1] += d * (a1 - a0)
          var xi = xai + 2
          while xi < xbi - 1 {
            line[xi] += d * s
            xi += 1
          }
          let a2 = a1 + Float(xbi - xai - 3) * s
          line[xbi - 1] += d * (1 - a2 - am)
        }
        line[xbi] += d * am
      }
      x = xnext
    }
  }
}

/// Turns an accumulated winding sum into coverage for a fill rule.
@inline(__always)
func coverage(_ sum: Float, _ rule: FillRule) -> Float {
  let a = abs(sum)
  switch rule {
  case .nonZero:
    return min(a, 1)
  case .evenOdd:
    let folded = a - 2 * (a * 0.5).rounded(.down)
    return folded > 1 ? 2 - folded : folded
  }
}
