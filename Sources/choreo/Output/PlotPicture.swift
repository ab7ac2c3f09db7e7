import ChoreoCore

/// The plot of `choreo curve --format svg` and `--format png`, drawn once: every line and
/// label in points on the 640 × 400 canvas, placed by ``PlotGeometry``. The SVG text
/// (`svg`) and the layer tree for the renderer (`tree`, `png()`) are written from it and
/// decide only how their format draws each mark: SVG's dash pattern, fonts and text anchors;
/// the layer tree's stroked dashes and ChoreoRender's stroke font.
///
/// On a white canvas: a light grid at the ticks, dashed lines at the values 0 (the start)
/// and 1 (the target), black axes, tick labels, the axes' names, the title (the SPEC) above,
/// and the curve in red, broken where a value cannot be plotted.
struct PlotPicture {
  /// A straight line.
  struct Segment {
    var from: Point2D
    var to: Point2D
  }

  /// A piece of text and the point it is placed by; each kind of label says how.
  struct Label {
    var text: String
    var at: Point2D
  }

  // Marks whose place depends on the samples or the texts are stored; those the layout
  // alone places (the axes, the y axis's name) are computed.

  /// The SPEC, its baseline starting at its point.
  let title: Label
  /// The x axis's name, centred on its point under the tick labels.
  let timeName: Label
  /// The y axis's name ("value"), centred on its point and turned a quarter left about it.
  var valueName: Label {
    Label(text: "value", at: Point2D(x: 16, y: PlotGeometry.top + PlotGeometry.plotHeight / 2))
  }
  /// Grid lines, at each x tick (top to bottom) and then each y tick (left to right).
  let grid: [Segment]
  /// Lines across the plot at the values 0 and 1, drawn dashed: 4 points on, 3 off.
  let levels: [Segment]
  /// The axes as one path: from the top of the y axis down to the corner, then along the
  /// x axis.
  var axes: [Point2D] {
    let (left, top) = (PlotGeometry.left, PlotGeometry.top)
    let bottom = top + PlotGeometry.plotHeight
    return [
      Point2D(x: left, y: top), Point2D(x: left, y: bottom),
      Point2D(x: left + PlotGeometry.plotWidth, y: bottom),
    ]
  }
  /// The x tick labels, each centred on its point under the axis.
  let timeTicks: [Label]
  /// The y tick labels, each ending at its point left of the axis, centred on it vertically.
  let valueTicks: [Label]
  /// The curve: runs of points (rounded to hundredths of a point), broken where a value is
  /// not finite (or beyond ±1e300).
  let runs: [[Point2D]]

  /// The plot of `rows`, titled `title`, its x axis named `timeLabel`.
  init(rows: [CurveCommand.Row], title: String, timeLabel: String) {
    let plot = PlotGeometry(rows: rows)
    let (left, top) = (PlotGeometry.left, PlotGeometry.top)
    let (right, bottom) = (left + PlotGeometry.plotWidth, top + PlotGeometry.plotHeight)
    let across = { (y: Double) in
      Segment(from: Point2D(x: left, y: y), to: Point2D(x: right, y: y))
    }
    let xs = plot.xTicks.map { (label: $0.label, x: PlotGeometry.coordinate(plot.x($0.value))) }
    let ys = plot.yTicks.map { (label: $0.label, y: PlotGeometry.coordinate(plot.y($0.value))) }
    self.title = Label(text: title, at: Point2D(x: left, y: 18))
    grid =
      xs.map { Segment(from: Point2D(x: $0.x, y: top), to: Point2D(x: $0.x, y: bottom)) }
      + ys.map { across($0.y) }
    levels = [0.0, 1.0].map { across(PlotGeometry.coordinate(plot.y($0))) }
    timeTicks = xs.map { Label(text: $0.label, at: Point2D(x: $0.x, y: bottom + 16)) }
    valueTicks = ys.map { Label(text: $0.label, at: Point2D(x: left - 6, y: $0.y)) }
    timeName = Label(
      text: timeLabel,
      at: Point2D(x: left + PlotGeometry.plotWidth / 2, y: PlotGeometry.height - 10))
    var runs: [[Point2D]] = []
    var penDown = false
    for row in rows {
      guard PlotGeometry.plottable(row.value) else {
        penDown = false
        continue
      }
      let point = Point2D(
        x: PlotGeometry.coordinate(plot.x(row.time)),
        y: PlotGeometry.coordinate(plot.y(row.value)))
      if penDown { runs[runs.count - 1].append(point) } else { runs.append([point]) }
      penDown = true
    }
    self.runs = runs
  }
}
