import CLibM

/// The layout of the plot of `choreo curve` (``PlotPicture``): a 640 × 400 point canvas,
/// the plot area inset by fixed margins, and the axis ranges and ticks.
///
/// The x axis spans the sample times; the y axis spans 0...1 widened to include every
/// finite value (so overshoot and undershoot show), with 5% padding. Ticks fall on "nice"
/// numbers (1, 2 or 5 times a power of ten, Heckbert's "Nice numbers for graph labels",
/// Graphics Gems, 1990). Dashed lines mark the start (0) and target (1) values. Values that
/// are not finite (or beyond ±1e300) break the curve instead of distorting the axes.
struct PlotGeometry {
  static let width = 640.0
  static let height = 400.0
  static let left = 64.0
  static let right = 20.0
  static let top = 28.0
  static let bottom = 48.0
  static let plotWidth = width - left - right
  static let plotHeight = height - top - bottom

  let xLow: Double
  let xHigh: Double
  let yLow: Double
  let yHigh: Double

  init(rows: [CurveCommand.Row]) {
    xLow = rows.first?.time ?? 0
    var xHigh = rows.last?.time ?? 1
    if !(xHigh > xLow) { xHigh = xLow + 1 }
    self.xHigh = xHigh
    var yLow = 0.0
    var yHigh = 1.0
    for row in rows where Self.plottable(row.value) {
      yLow = min(yLow, row.value)
      yHigh = max(yHigh, row.value)
    }
    let padding = (yHigh - yLow) * 0.05
    self.yLow = yLow - padding
    self.yHigh = yHigh + padding
  }

  /// The canvas x of a time.
  func x(_ time: Double) -> Double {
    Self.left + (time - xLow) / (xHigh - xLow) * Self.plotWidth
  }

  /// The canvas y of a value.
  func y(_ value: Double) -> Double {
    Self.top + (yHigh - value) / (yHigh - yLow) * Self.plotHeight
  }

  var xTicks: [(value: Double, label: String)] { Self.ticks(from: xLow, to: xHigh) }
  var yTicks: [(value: Double, label: String)] { Self.ticks(from: yLow, to: yHigh) }

  static func plottable(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= 1e300
  }

  /// A coordinate rounded to hundredths, in shortest form.
  static func coordinate(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }

  /// Ticks on nice numbers covering `low...high`, with labels that carry just enough
  /// decimals for the tick spacing.
  static func ticks(from low: Double, to high: Double) -> [(value: Double, label: String)] {
    let span = high - low
    guard span.isFinite, span > 0 else { return [] }
    let raw = span / 5
    let magnitude = pow(10, floor(log10(raw)))
    let normalized = raw / magnitude
    let factor: Double = normalized < 1.5 ? 1 : normalized < 3 ? 2 : normalized < 7 ? 5 : 10
    let step = factor * magnitude
    let decimals = max(0, -Int(floor(log10(step))))
    let first = (low / step).rounded(.up)
    let last = (high / step).rounded(.down)
    guard first <= last, last - first <= 20 else { return [] }
    return stride(from: first, through: last, by: 1).map { index in
      let value = index * step
      return (value, fixed(value, decimals: decimals))
    }
  }
}
