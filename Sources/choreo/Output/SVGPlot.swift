#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line plot of sampled rows as a stand-alone SVG document.
///
/// The x axis spans the sample times; the y axis spans 0...1 widened to include every
/// finite value (so overshoot and undershoot show), with 5% padding. Ticks fall on "nice"
/// numbers (1, 2 or 5 times a power of ten, Heckbert's "Nice numbers for graph labels",
/// Graphics Gems, 1990). Dashed lines mark the start (0) and target (1) values. Values that
/// are not finite (or beyond ±1e300) break the curve instead of distorting the axes.
struct SVGPlot {
  var rows: [CurveCommand.Row]
  var title: String
  var timeLabel: String

  private let width = 640.0
  private let height = 400.0
  private let left = 64.0
  private let right = 20.0
  private let top = 28.0
  private let bottom = 48.0

  init(rows: [CurveCommand.Row], title: String, timeLabel: String) {
    self.rows = rows
    self.title = title
    self.timeLabel = timeLabel
  }

  private static func plottable(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= 1e300
  }

  /// The SVG document.
  var text: String {
    let xLow = rows.first?.time ?? 0
    var xHigh = rows.last?.time ?? 1
    if !(xHigh > xLow) { xHigh = xLow + 1 }
    var yLow = 0.0
    var yHigh = 1.0
    for row in rows where Self.plottable(row.value) {
      yLow = min(yLow, row.value)
      yHigh = max(yHigh, row.value)
    }
    let padding = (yHigh - yLow) * 0.05
    yLow -= padding
    yHigh += padding
    let plotWidth = width - left - right
    let plotHeight = height - top - bottom
    func x(_ time: Double) -> Double { left + (time - xLow) / (xHigh - xLow) * plotWidth }
    func y(_ value: Double) -> Double { top + (yHigh - value) / (yHigh - yLow) * plotHeight }

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">
      <title>\(escaped(title))</title>
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(left)" y="18" font-size="13">\(escaped(title))</text>

      """
    var grid = "<g stroke=\"#e4e4e4\" stroke-width=\"1\">\n"
    var labels = "<g fill=\"#333\">\n"
    for tick in Self.ticks(from: xLow, to: xHigh) {
      let px = Self.coordinate(x(tick.value))
      grid += "<line x1=\"\(px)\" y1=\"\(top)\" x2=\"\(px)\" y2=\"\(top + plotHeight)\"/>\n"
      labels +=
        "<text x=\"\(px)\" y=\"\(top + plotHeight + 16)\" text-anchor=\"middle\">"
        + "\(tick.label)</text>\n"
    }
    for tick in Self.ticks(from: yLow, to: yHigh) {
      let py = Self.coordinate(y(tick.value))
      grid += "<line x1=\"\(left)\" y1=\"\(py)\" x2=\"\(left + plotWidth)\" y2=\"\(py)\"/>\n"
      labels +=
        "<text x=\"\(left - 6)\" y=\"\(py)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
        + "\(tick.label)</text>\n"
    }
    svg += grid + "</g>\n"
    svg += "<g stroke=\"#888\" stroke-width=\"1\" stroke-dasharray=\"4 3\">\n"
    for level in [0.0, 1.0] {
      let py = Self.coordinate(y(level))
      svg += "<line x1=\"\(left)\" y1=\"\(py)\" x2=\"\(left + plotWidth)\" y2=\"\(py)\"/>\n"
    }
    svg += "</g>\n"
    svg +=
      "<g stroke=\"black\" stroke-width=\"1\">\n"
      + "<line x1=\"\(left)\" y1=\"\(top + plotHeight)\" x2=\"\(left + plotWidth)\""
      + " y2=\"\(top + plotHeight)\"/>\n"
      + "<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(top + plotHeight)\"/>\n</g>\n"
    svg += labels + "</g>\n"
    svg +=
      "<text x=\"\(left + plotWidth / 2)\" y=\"\(height - 10)\" text-anchor=\"middle\">"
      + "\(escaped(timeLabel))</text>\n"
      + "<text x=\"16\" y=\"\(top + plotHeight / 2)\" text-anchor=\"middle\""
      + " transform=\"rotate(-90 16 \(top + plotHeight / 2))\">value</text>\n"
    var path = ""
    var penDown = false
    for row in rows {
      guard Self.plottable(row.value) else {
        penDown = false
        continue
      }
      path += penDown ? " L" : (path.isEmpty ? "M" : " M")
      path += "\(Self.coordinate(x(row.time))) \(Self.coordinate(y(row.value)))"
      penDown = true
    }
    if !path.isEmpty {
      svg +=
        "<path d=\"\(path)\" fill=\"none\" stroke=\"#d0342c\" stroke-width=\"2\""
        + " stroke-linejoin=\"round\"/>\n"
    }
    svg += "</svg>\n"
    return svg
  }

  /// A pixel coordinate rounded to hundredths, in shortest form.
  private static func coordinate(_ value: Double) -> Double {
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

  /// `value` with exactly `decimals` digits after the point ("-0" is written "0").
  static func fixed(_ value: Double, decimals: Int) -> String {
    let scaledMagnitude = (abs(value) * pow(10, Double(decimals))).rounded()
    guard decimals <= 15, scaledMagnitude < 1e15 else { return "\(value)" }
    let scaled = Int(scaledMagnitude)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard decimals > 0 else { return sign + "\(scaled)" }
    var digits = String(scaled)
    if digits.count <= decimals {
      digits = String(repeating: "0", count: decimals - digits.count + 1) + digits
    }
    let point = digits.index(digits.endIndex, offsetBy: -decimals)
    return sign + digits[..<point] + "." + digits[point...]
  }

  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
