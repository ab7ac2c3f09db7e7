import Choreo
import ChoreoRender

extension Demo {
  /// One row per named curve and spring preset: the curve plotted on the left with a
  /// marker riding it, and a dot travelling across on the right, so the rows can be told
  /// apart at a glance.
  ///
  /// It has no Reduce Motion form (`reducedMotionScene` is `nil`): its subject is the
  /// motion itself, each curve and spring plotted as written, so there is nothing to
  /// reduce without losing what it shows. An app reduces these motions where it plays them.
  package static let easings: Demo = {
    // The rows' specs are parsed on the first frame, not when the catalog is listed.
    let size = Size2D(
      width: 700, height: EasingRow.top + Double(EasingRow.specs.count) * EasingRow.height + 12)
    return Demo(
      name: "easings",
      summary: "Every named timing curve and spring preset side by side: plot and travelling dot.",
      size: size, duration: EasingRow.start + EasingRow.span + 0.6,
      stillTime: 0.8
    ) { time in
      var layers = [
        label("Choreo easings", at: Point2D(x: 16, y: 26), size: 13, color: Palette.ink)
      ]
      for (index, row) in EasingRow.all.enumerated() {
        layers += row.layers(top: EasingRow.top + Double(index) * EasingRow.height, time: time)
      }
      return .group(size: size, layers)
    }
  }()
}

/// One row of the easings demo: a spec, parsed by the same parser as `choreo curve`.
struct EasingRow: Sendable {
  static let top = 44.0
  static let height = 52.0
  /// The motion starts this long into the demo.
  static let start = 0.3
  /// Curves run over this many seconds; spring plots span as many seconds.
  static let span = 1.2
  static let plot = Rect2D(x: 300, y: 6, width: 100, height: 40)
  /// The dot travels from 0 to 1 along this span; room is left beyond both ends for
  /// undershoot (−0.1 for the back-and-forth bezier) and overshoot (+0.53 for ζ = 0.2).
  static let rail = (from: 456.0, to: 596.0)
  /// Plots show values in this range, so overshoot stays visible.
  static let valueRange = (low: -0.3, high: 1.6)

  static let all: [EasingRow] = specs.map(EasingRow.init)

  /// The rows' specs, in order.
  static let specs = [
    "linear", "ease", "ease-in", "ease-out", "ease-in-out",
    "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "steps(5)", "steps(4, jump-none)",
    "linear(0, 0.25 75%, 1)",
    "spring(duration: 0.5, bounce: 0)", "spring(duration: 0.5, bounce: 0.15)",
    "spring(duration: 0.5, bounce: 0.3)", "spring(response: 0.6, dampingRatio: 0.2)",
    "spring(duration: 0.5, bounce: -0.5)",
  ]

  let spec: String
  let motion: MotionSpec
  let color: RGBA

  init(_ spec: String) {
    self.spec = spec
    // The specs are constants of this file; a failure is a programmer error.
    self.motion = valid { try MotionSpec(parsing: spec) }
    if case .spring = motion { color = Palette.orange } else { color = Palette.blue }
  }

  /// The value at `seconds` after the motion starts, and the plot's x fraction for it.
  func sample(at seconds: Double) -> (value: Double, x: Double) {
    let clamped = min(max(seconds, 0), Self.span)
    switch motion {
    case .timing(let curve):
      return (curve.value(at: clamped / Self.span), clamped / Self.span)
    case .spring(let spring, let velocity):
      return (spring.value(at: clamped, initialVelocity: velocity), clamped / Self.span)
    case .decay(let rate, _):
      // The unit step of the decay: its displacement over where it comes to rest.
      let step = rate.displacement(velocity: rate.decayConstant, after: clamped)
      return (step, clamped / Self.span)
    }
  }

  func plotPoint(x: Double, value: Double, top: Double) -> Point2D {
    let plot = Self.plot
    let range = Self.valueRange
    let unit = (value - range.low) / (range.high - range.low)
    return Point2D(x: plot.minX + x * plot.size.width, y: top + plot.maxY - unit * plot.size.height)
  }

  func layers(top: Double, time: Double) -> [RenderLayer] {
    let plot = Self.plot
    var result: [RenderLayer] = []
    result.append(label(spec, at: Point2D(x: 16, y: top + 31), size: 9, color: Palette.ink))
    // Plot frame with guide lines at 0 and 1.
    let frame = Rect2D(
      x: plot.minX, y: top + plot.minY, width: plot.size.width, height: plot.size.height)
    result.append(.box(frame, color: Palette.fill, cornerRadius: 4))
    for guide in [0.0, 1.0] {
      var line = VectorPath()
      line.move(to: plotPoint(x: 0, value: guide, top: top))
      line.addLine(to: plotPoint(x: 1, value: guide, top: top))
      result.append(.drawing(line, stroke: Palette.hairline, lineWidth: 1))
    }
    // The curve, sampled finely (steps show as risers).
    var curve = VectorPath()
    let samples = 192
    for index in 0...samples {
      let fraction = Double(index) / Double(samples)
      let point = plotPoint(x: fraction, value: sample(at: fraction * Self.span).value, top: top)
      if index == 0 { curve.move(to: point) } else { curve.addLine(to: point) }
    }
    result.append(.drawing(curve, stroke: color, lineWidth: 1.5))
    // Marker on the plot and the travelling dot.
    let now = sample(at: time - Self.start)
    result.append(
      .dot(at: plotPoint(x: now.x, value: now.value, top: top), radius: 3, color: color))
    let railY = top + plot.midYInRow
    var rail = VectorPath()
    rail.move(to: Point2D(x: Self.rail.from, y: railY))
    rail.addLine(to: Point2D(x: Self.rail.to, y: railY))
    result.append(.drawing(rail, stroke: Palette.hairline, lineWidth: 2))
    for end in [Self.rail.from, Self.rail.to] {
      result.append(.dot(at: Point2D(x: end, y: railY), radius: 2.5, color: Palette.hairline))
    }
    let x = Self.rail.from + now.value * (Self.rail.to - Self.rail.from)
    result.append(.dot(at: Point2D(x: x, y: railY), radius: 9, color: color))
    return result
  }
}

extension Rect2D {
  /// The vertical middle of the plot within its row.
  fileprivate var midYInRow: Double { minY + size.height / 2 }
}
