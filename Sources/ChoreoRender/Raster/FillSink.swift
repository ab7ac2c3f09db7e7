import ChoreoCore

/// Composites a colour through coverage (and a mask) onto a canvas.
struct FillSink: CoverageSink {
  let pixels: UnsafeMutablePointer<UInt32>
  let width: Int
  let colour: PixelColour
  let mask: MaskView

  mutating func span(y: Int, x0: Int, x1: Int, cover: Float) {
    guard cover > 0 else { return }
    let row = pixels + y * width
    guard let weights = mask.row(y) else { return solid(row, x0, x1, cover) }
    // Where the mask is 1 the span is drawn as without a mask; around it, pixel by pixel.
    let run = mask.solidRun(y)
    let (start, end) = (max(x0, run.start), min(x1, run.end))
    guard start < end else {
      for x in x0..<x1 { put(row + x, cover * weights[x]) }
      return
    }
    for x in x0..<start { put(row + x, cover * weights[x]) }
    solid(row, start, end, cover)
    for x in end..<x1 { put(row + x, cover * weights[x]) }
  }

  mutating func pixels(y: Int, x0: Int, x1: Int, covers: UnsafePointer<Float>) {
    let row = pixels + y * width
    if let weights = mask.row(y) {
      for x in x0..<x1 { put(row + x, covers[x - x0] * weights[x]) }
    } else {
      for x in x0..<x1 { put(row + x, covers[x - x0]) }
    }
  }

  /// A run of one coverage with no mask: a solid fill, or one blend for the run.
  @inline(__always)
  private func solid(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, _ cover: Float) {
    let run = UnsafeMutableBufferPointer(start: row + x0, count: x1 - x0)
    if cover >= 1 && colour.isOpaque {
      run.update(repeating: colour.pattern)
    } else {
      colour.blend(run, cover: cover)
    }
  }

  @inline(__always)
  private func put(_ pixel: UnsafeMutablePointer<UInt32>, _ cover: Float) {
    if cover >= 1 && colour.isOpaque {
      // Opaque and fully covered: the source replaces the destination.
      pixel.pointee = colour.pattern
    } else if cover > 0 {
      pixel.pointee = colour.blend(pixel.pointee, cover: cover)
    }
  }
}
