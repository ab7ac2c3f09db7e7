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
//
// Far geometry: a coordinate past ±`coordinateLimit` (2¹⁰⁰⁰, about 1e301) device pixels
// is clamped onto it as its edge is added, and a shape with a NaN or infinite point is
// not drawn. Within the limit every difference below is at most 2¹⁰⁰¹, every
// slope-times-distance at most an edge's width, and box bounds are clamped to ±1e9 before
// they become `Int`s: finite geometry never traps, however far away or however large
// (transforms multiply). (Geometry that far is drawn only roughly: clipping an edge with
// an end at distance d moves it by about d · 2⁻⁵³ on the canvas.)
//
// Sparse sweep: each row's cells are grouped in tiles of 8, and a bit per tile records
// whether any edge touched it. Between touched tiles the running sum cannot change, so a
// whole run of untouched tiles has one coverage: the sweep hands it over as one span (a
// solid fill for an opaque colour; see `snapped`), and visits cells one by one only in
// touched tiles, zeroing them as it reads them. Cells and tile bits are therefore all zero
// between shapes and are never cleared in bulk.
import ChoreoCore

/// Receives a swept shape's coverage, row by row, left to right.
protocol CoverageSink {
  /// Pixels `x0..<x1` of row `y` (device pixels) all have coverage `cover` (0 included:
  /// together with `pixels`, the spans tile every row of the box).
  mutating func span(y: Int, x0: Int, x1: Int, cover: Float)
  /// Pixels `x0..<x1` of row `y` have coverage `covers[0 ..< x1 − x0]` (each 0...1).
  mutating func pixels(y: Int, x0: Int, x1: Int, covers: UnsafePointer<Float>)
}

/// Rasterises polygons (device pixels) to per-pixel coverage.
struct CoverageRasterizer {
  /// Cells per tile (a power of two).
  static let tileShift = 3
  /// The largest coordinate, in device pixels, of an edge as it is kept: 2¹⁰⁰⁰ (about
  /// 1e301), past any geometry that means something, and far enough below
  /// `Double.greatestFiniteMagnitude` that differences of coordinates cannot overflow.
  static let coordinateLimit = 0x1p1000
  /// Accumulation cells for the current box, `stride` per row; all zero outside a
  /// rasterise–sweep pair.
  private var cells: [Float] = []
  /// One bit per tile of cells: whether an edge touched it; `wordsPerRow` words per row.
  private var tiles: [UInt64] = []
  /// The coverage of one row's touched tiles, handed to the sink.
  private var rowCovers: [Float] = []
  /// The current box in device pixels (x0 ..< x1, y0 ..< y1).
  private(set) var x0 = 0
  private(set) var y0 = 0
  private(set) var x1 = 0
  private(set) var y1 = 0
  /// Stride of one row of cells.
  var stride: Int { x1 - x0 + 2 }
  /// Tiles of one row of cells.
  private var tilesPerRow: Int { (stride + (1 << Self.tileShift) - 1) >> Self.tileShift }
  /// Words of tile bits per row.
  private var wordsPerRow: Int { (tilesPerRow + 63) >> 6 }
  /// Edges of the current shape (x0, y0, x1, y1 in device pixels).
  private var edges: [Double] = []
  private var minX = Double.infinity
  private var minY = Double.infinity
  private var maxX = -Double.infinity
  private var maxY = -Double.infinity
  /// Whether a NaN or infinite point was added since `reset()` (then nothing is drawn).
  private var hasNonFinitePoint = false

  /// Starts a new shape.
  mutating func reset() {
    edges.removeAll(keepingCapacity: true)
    minX = .infinity
    minY = .infinity
    maxX = -.infinity
    maxY = -.infinity
    hasNonFinitePoint = false
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

  /// Adds one directed edge, its coordinates clamped to ±``coordinateLimit``; a NaN or
  /// infinite point makes the whole shape empty.
  mutating func addEdge(_ a: Point2D, _ b: Point2D) {
    guard a.y != b.y else { return }
    let limit = Self.coordinateLimit
    // (NaN fails every comparison: it takes the slow path, which rejects it.)
    guard abs(a.x) <= limit, abs(a.y) <= limit, abs(b.x) <= limit, abs(b.y) <= limit else {
      guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else {
        hasNonFinitePoint = true
        return
      }
      let clamp = { (value: Double) in min(max(value, -limit), limit) }
      append(clamp(a.x), clamp(a.y), clamp(b.x), clamp(b.y))
      return
    }
    append(a.x, a.y, b.x, b.y)
  }

  private mutating func append(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    guard ay != by else { return }
    edges.append(ax)
    edges.append(ay)
    edges.append(bx)
    edges.append(by)
    minX = min(minX, min(ax, bx))
    maxX = max(maxX, max(ax, bx))
    minY = min(minY, min(ay, by))
    maxY = max(maxY, max(ay, by))
  }

  /// Rasterises the edges added since `reset()` inside the clip box, into the deltas of
  /// the box `x0..<x1, y0..<y1`; `sweep` must follow before the next `rasterize`.
  ///
  /// - Returns: `false` when nothing lies inside the clip box (no sweep is needed).
  mutating func rasterize(clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int) -> Bool {
    guard !edges.isEmpty, !hasNonFinitePoint, minX.isFinite, maxX.isFinite, minY.isFinite,
      maxY.isFinite
    else {
      return false
    }
    // Both sides of each bound are clamped before the conversion (a shape wholly right
    // of the canvas has minX > 1e9).
    let boxX0 = max(clipX0, Int(min(max(minX, -1e9), 1e9).rounded(.down)))
    let boxY0 = max(clipY0, Int(min(max(minY, -1e9), 1e9).rounded(.down)))
    let boxX1 = min(clipX1, Int(min(max(maxX, -1e9), 1e9).rounded(.up)))
    let boxY1 = min(clipY1, Int(min(max(maxY, -1e9), 1e9).rounded(.up)))
    guard boxX0 < boxX1, boxY0 < boxY1 else { return false }
    x0 = boxX0
    y0 = boxY0
    x1 = boxX1
    y1 = boxY1
    let count = stride * (y1 - y0)
    if cells.count < count { cells = [Float](repeating: 0, count: count) }
    let words = wordsPerRow * (y1 - y0)
    if tiles.count < words { tiles = [UInt64](repeating: 0, count: words) }
    if rowCovers.count < stride { rowCovers = [Float](repeating: 0, count: stride) }
    let width = Double(x1 - x0)
    let height = Double(y1 - y0)
    let ox = Double(x0)
    let oy = Double(y0)
    let rowStride = stride
    let rowWords = wordsPerRow
    tiles.withUnsafeMutableBufferPointer { tileBuffer in
      let tileBase = tileBuffer.baseAddress!
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
            // (The slope is only needed to clip: a division saved on most edges.)
            if ay < 0 || ay > height || by < 0 || by > height {
              let dxdy = (bx - ax) / (by - ay)
              // An infinite slope is an edge under 1e-7 pixels high, 2¹⁰⁰¹ wide at most: it
              // adds under 1e-7 to a row's winding, nothing that shows.
              guard dxdy.isFinite else { continue }
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
            }
            // Inside the box's sides (the common case): one piece.
            if ax >= 0 && ax <= width && bx >= 0 && bx <= width {
              Self.drawLine(
                cellBase, rowStride, tileBase, rowWords, Float(ax), Float(ay), Float(bx),
                Float(by))
              continue
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
                cellBase, rowStride, tileBase, rowWords,
                Float(min(max(px0, 0), width)), Float(py0),
                Float(min(max(px1, 0), width)), Float(py1))
              t0 = t1
            }
          }
        }
      }
    }
    return true
  }

  /// Sweeps the rasterised box row by row into `sink` (spans of one coverage between
  /// touched tiles, per-pixel coverage inside them), leaving every cell and tile bit zero.
  ///
  /// - Complexity: O(box rows · tiles per row / 64 + touched cells).
  mutating func sweep<Sink: CoverageSink>(_ rule: FillRule, into sink: inout Sink) {
    let (boxX0, boxY0, width) = (x0, y0, x1 - x0)
    let (rowStride, rowTiles, rowWords) = (stride, tilesPerRow, wordsPerRow)
    let shift = Self.tileShift
    let rows = y1 - y0
    rowCovers.withUnsafeMutableBufferPointer { coverBuffer in
      let covers = coverBuffer.baseAddress!
      tiles.withUnsafeMutableBufferPointer { tileBuffer in
        cells.withUnsafeMutableBufferPointer { cellBuffer in
          for row in 0..<rows {
            let line = cellBuffer.baseAddress! + row * rowStride
            let bits = tileBuffer.baseAddress! + row * rowWords
            let y = boxY0 + row
            var sum: Float = 0
            var tile = 0
            while tile < rowTiles {
              let touched = Self.isSet(bits, tile)
              let end = Self.nextTile(bits, from: tile, touched: !touched, limit: rowTiles)
              let start = tile << shift
              if touched {
                let last = min(end << shift, rowStride)
                for i in start..<last {
                  sum += line[i]
                  line[i] = 0
                  covers[i] = coverage(sum, rule)
                }
                let stop = min(last, width)
                if start < stop {
                  sink.pixels(
                    y: y, x0: boxX0 + start, x1: boxX0 + stop, covers: covers + start)
                }
              } else {
                let stop = min(end << shift, width)
                let cover = Self.snapped(coverage(sum, rule))
                if start < stop {
                  sink.span(y: y, x0: boxX0 + start, x1: boxX0 + stop, cover: cover)
                }
              }
              tile = end
            }
            // (One word in the common case: a loop here would become a call to memset.)
            if rowWords == 1 {
              bits[0] = 0
            } else {
              for word in 0..<rowWords { bits[word] = 0 }
            }
          }
        }
      }
    }
  }

  /// A span's coverage with float noise removed: the running sum over an interior is 1 or
  /// 0 only up to rounding (such as 0.99999994 or 1e-8), and a span within 2⁻¹⁶ of either
  /// is drawn as exactly that (a change below 0.004 of a byte step), so that interiors are
  /// solid fills and the insides of rings are skipped.
  @inline(__always)
  static func snapped(_ cover: Float) -> Float {
    cover > 1 - 0x1p-16 ? 1 : cover < 0x1p-16 ? 0 : cover
  }

  @inline(__always)
  private static func isSet(_ bits: UnsafeMutablePointer<UInt64>, _ tile: Int) -> Bool {
    bits[tile >> 6] >> UInt64(tile & 63) & 1 != 0
  }

  /// The first tile at or after `from` (below `limit`) whose bit is `touched`, or `limit`.
  @inline(__always)
  private static func nextTile(
    _ bits: UnsafeMutablePointer<UInt64>, from: Int, touched: Bool, limit: Int
  ) -> Int {
    var word = from >> 6
    var value = touched ? bits[word] : ~bits[word]
    value &= ~0 << UInt64(from & 63)
    while value == 0 {
      word += 1
      if word << 6 >= limit { return limit }
      value = touched ? bits[word] : ~bits[word]
    }
    return min(word << 6 + value.trailingZeroBitCount, limit)
  }

  /// Marks the tiles holding cells `lo...hi` of a row as touched.
  @inline(__always)
  private static func mark(_ bits: UnsafeMutablePointer<UInt64>, _ lo: Int, _ hi: Int) {
    var tile = lo >> tileShift
    let last = hi >> tileShift
    while tile <= last {
      bits[tile >> 6] |= 1 << UInt64(tile & 63)
      tile += 1
    }
  }

  /// font-rs's `draw_line`: accumulates one edge with 0 ≤ x ≤ width, 0 ≤ y ≤ height.
  @inline(__always)
  private static func drawLine(
    _ cells: UnsafeMutablePointer<Float>, _ stride: Int, _ tiles: UnsafeMutablePointer<UInt64>,
    _ words: Int, _ ax: Float, _ ay: Float, _ bx: Float, _ by: Float
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
    var x = p0x
    let rowStart = Int(p0y)
    let rowEnd = Float(Int(p1y)) < p1y ? Int(p1y) + 1 : Int(p1y)
    // An edge within one row (most edges of flattened curves and text) ends at p1x and
    // needs no slope: a division saved.
    let dxdy = rowEnd - rowStart > 1 ? (p1x - p0x) / (p1y - p0y) : 0
    for row in rowStart..<rowEnd {
      let line = cells + row * stride
      let bits = tiles + row * words
      let dy = min(Float(row + 1), p1y) - max(Float(row), p0y)
      var xnext = x + dxdy * dy
      if row == rowEnd - 1 { xnext = p1x }
      let d = dy * dir
      let (xa, xb) = x < xnext ? (x, xnext) : (xnext, x)
      // x ≥ 0 here, so truncation is the floor (`rounded(.down)` is a libm call on the
      // baseline x86-64 target).
      let xai = Int(xa)
      let xaFloor = Float(xai)
      let xbTruncated = Int(xb)
      let xbi = Float(xbTruncated) < xb ? xbTruncated + 1 : xbTruncated
      let xbCeil = Float(xbi)
      if xbi <= xai + 1 {
        let xmf = 0.5 * (x + xnext) - xaFloor
        line[xai] += d - d * xmf
        line[xai + 1] += d * xmf
        mark(bits, xai, xai + 1)
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
        mark(bits, xai, xbi)
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
    // a ≥ 0 and bounded by the number of edges: truncation is the floor.
    let folded = a - 2 * Float(Int(a * 0.5))
    return folded > 1 ? 2 - folded : folded
  }
}
