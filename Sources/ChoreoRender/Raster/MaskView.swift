import ChoreoCore

/// Read access to a mask's coverage; `values == nil` means coverage 1 everywhere in the
/// clip box.
struct MaskView {
  let values: UnsafePointer<Float>?
  let solidRuns: UnsafePointer<Int>?
  let x0: Int
  let y0: Int
  let width: Int

  /// The row of coverage for device row `y`, indexed by device x.
  @inline(__always)
  func row(_ y: Int) -> UnsafePointer<Float>? {
    values.map { $0 + (y - y0) * width - x0 }
  }

  /// The device columns of row `y` where the mask is 1 (all of them for a solid view).
  @inline(__always)
  func solidRun(_ y: Int) -> (start: Int, end: Int) {
    guard let solidRuns else { return (.min, .max) }
    return (solidRuns[2 * (y - y0)], solidRuns[2 * (y - y0) + 1])
  }
}
