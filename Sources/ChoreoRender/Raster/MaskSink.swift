import ChoreoCore

/// Writes a mask's coverage (times the enclosing mask's) into its box buffer, every pixel of
/// the box, notes each row's longest run of coverage 1 that a span gives, and counts the
/// pixels that end fully covered.
struct MaskSink: CoverageSink {
  let values: UnsafeMutablePointer<Float>
  let solidRuns: UnsafeMutablePointer<Int>
  let x0: Int
  let y0: Int
  let width: Int
  let outer: MaskView
  var full: Int

  mutating func span(y: Int, x0 spanX0: Int, x1 spanX1: Int, cover: Float) {
    let row = values + (y - y0) * width - x0
    guard let weights = outer.row(y) else {
      UnsafeMutableBufferPointer(start: row + spanX0, count: spanX1 - spanX0).update(
        repeating: cover)
      if cover >= 1 { noteSolid(y, spanX0, spanX1) }
      return
    }
    for x in spanX0..<spanX1 { store(row + x, cover * weights[x]) }
    if cover >= 1 {
      let run = outer.solidRun(y)
      noteSolid(y, max(spanX0, run.start), min(spanX1, run.end))
    }
  }

  mutating func pixels(y: Int, x0 spanX0: Int, x1 spanX1: Int, covers: UnsafePointer<Float>) {
    let row = values + (y - y0) * width - x0
    let weights = outer.row(y)
    for x in spanX0..<spanX1 { store(row + x, covers[x - spanX0] * (weights?[x] ?? 1)) }
  }

  @inline(__always)
  private mutating func store(_ value: UnsafeMutablePointer<Float>, _ cover: Float) {
    value.pointee = cover
    if cover >= 1 { full += 1 }
  }

  /// Keeps `start ..< end` as row `y`'s solid run if it is the longest so far, and counts
  /// its pixels as full (they are written by `span` without `store`).
  @inline(__always)
  private mutating func noteSolid(_ y: Int, _ start: Int, _ end: Int) {
    guard start < end else { return }
    if outer.values == nil { full += end - start }
    let slot = solidRuns + 2 * (y - y0)
    if end - start > slot[1] - slot[0] {
      slot[0] = start
      slot[1] = end
    }
  }
}
