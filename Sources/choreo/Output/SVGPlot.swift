import ChoreoRender

/// A line plot of sampled rows as a stand-alone SVG document (layout: ``PlotGeometry``).
struct SVGPlot {
  var rows: [CurveCommand.Row]
  var title: String
  var timeLabel: String

  init(rows: [CurveCommand.Row], title: String, timeLabel: String) {
    self.rows = rows
    self.title = title
    self.timeLabel = timeLabel
  }

  /// The SVG document.
  var text: String {
    let plot = PlotGeometry(rows: rows)
    let (width, height, left, top) = (
      PlotGeometry.width, PlotGeometry.height, PlotGeometry.left, PlotGeometry.top
    )
    let (plotWidth, plotHeight) = (PlotGeometry.plotWidth, PlotGeometry.plotHeight)
    let (x, y) = (plot.x, plot.y)

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">
      <title>\(xmlEscaped(title))</title>
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(left)" y="18" font-size="13">\(xmlEscaped(title))</text>

      """
    var grid = "<g stroke=\"#e4e4e4\" stroke-width=\"1\">\n"
    var labels = "<g fill=\"#333\">\n"
    for tick in plot.xTicks {
      let px = PlotGeometry.coordinate(x(tick.value))
      grid += "<line x1=\"\(px)\" y1=\"\(top)\" x2=\"\(px)\" y2=\"\(top + plotHeight)\"/>\n"
      labels +=
        "<text x=\"\(px)\" y=\"\(top + plotHeight + 16)\" text-anchor=\"middle\">"
        + "\(tick.label)</text>\n"
    }
    for tick in plot.yTicks {
      let py = PlotGeometry.coordinate(y(tick.value))
      grid += "<line x1=\"\(left)\" y1=\"\(py)\" x2=\"\(left + plotWidth)\" y2=\"\(py)\"/>\n"
      labels +=
        "<text x=\"\(left - 6)\" y=\"\(py)\" text-anchor=\"end\" dominant-baseline=\"middle\">"
        + "\(tick.label)</text>\n"
    }
    svg += grid + "</g>\n"
    svg += "<g stroke=\"#888\" stroke-width=\"1\" stroke-dasharray=\"4 3\">\n"
    for level in [0.0, 1.0] {
      let py = PlotGeometry.coordinate(y(level))
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
      + "\(xmlEscaped(timeLabel))</text>\n"
      + "<text x=\"16\" y=\"\(top + plotHeight / 2)\" text-anchor=\"middle\""
      + " transform=\"rotate(-90 16 \(top + plotHeight / 2))\">value</text>\n"
    var path = ""
    var penDown = false
    for row in rows {
      guard PlotGeometry.plottable(row.value) else {
        penDown = false
        continue
      }
      path += penDown ? " L" : (path.isEmpty ? "M" : " M")
      path += "\(PlotGeometry.coordinate(x(row.time))) \(PlotGeometry.coordinate(y(row.value)))"
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
}
