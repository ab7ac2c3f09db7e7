// Policy: the W3C Design Tokens Format Module (Community Group draft 2025.10). Its types are
// used exactly: `duration` ({"value": N, "unit": "ms"}), `cubicBezier` ([x1, y1, x2, y2],
// x in 0...1) and `transition` ({duration, delay, timingFunction}, here as references to
// the sibling tokens). The format has no type for springs, `steps()` or `linear()`: for
// those the easing token is the nearest cubic Bézier (BezierFit), its measured deviation
// in its `$description` and in `$extensions`, so that a pipeline that reads only standard
// types still plays the motion; the `$extensions` (a reverse-domain key, as the format
// asks) hold the exact parameters beside a CSS fallback and its measured largest
// deviation: a fitted `linear()` for a spring or a decay, the curve's own CSS text (0) for
// steps() and linear(), so that the size of the file never grows with a step count. The
// reduced-motion form is a sibling group, `motion-reduced`.

/// Writes design tokens JSON.
enum DesignTokensExport {
  /// The reverse-domain key of Choreo's `$extensions`.
  static let extensionKey = "dev.choreo.motion"

  /// `{"motion": {…}, "motion-reduced": {…}}`.
  static func text(_ full: ExportPlan, reduced: ExportPlan) -> String {
    var lines = ["{"]
    lines += group(full, name: "motion", description: "\(full.source), exported by Choreo")
    lines[lines.count - 1] += ","
    lines += group(
      reduced, name: "motion-reduced",
      description: "motion under Reduce Motion (no bounce, at most 0.2 s, no repeats)")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One group: duration and delay, the easing and transition where the format has them,
  /// `$extensions` where it does not.
  private static func group(_ plan: ExportPlan, name: String, description: String) -> [String] {
    var members: [String] = [
      "\"$description\": \(jsonString(description))",
      "\"duration\": {\"$type\": \"duration\", \"$value\": \(duration(plan.duration))}",
      "\"delay\": {\"$type\": \"duration\", \"$value\": \(duration(plan.delay))}",
    ]
    var exact: String?
    var fallback: (String, Double)?
    var standard: BezierControlPoints?
    switch plan.easing {
    case .exact(let curve):
      if let p = curve.bezierControlPoints {
        standard = p
      } else if case .steps(let count, let position) = curve.storage {
        // CSS's own steps() is the exact fallback: a polyline would grow with the count.
        exact = "\"steps\": {\"count\": \(count), \"position\": \"\(position.rawValue)\"}"
        fallback = (curve.description, 0)
      } else {
        exact = "\"linear\": \(jsonString(curve.description))"
        fallback = (curve.description, 0)
      }
    case .fitted(let fit):
      if let (spring, velocity) = plan.spring {
        exact =
          "\"spring\": {\"mass\": 1, \"stiffness\": \(cssNumber(spring.stiffness)), "
          + "\"damping\": \(cssNumber(spring.damping)), "
          + "\"dampingRatio\": \(cssNumber(spring.dampingRatio)), "
          + "\"initialVelocity\": \(cssNumber(velocity))}"
      }
      if let (rate, constant) = plan.decay {
        exact =
          "\"decay\": {\"perMillisecond\": \(cssNumber(rate.perMillisecond)), "
          + "\"decayConstant\": \(cssNumber(constant))}"
      }
      fallback = (fit.css, fit.largestDeviation)
    case .unused:
      preconditionFailure("a tokens plan for \(plan.source) has no easing")
    }
    // Every motion has a standard easing: its own Bézier, or the nearest one, stated.
    let nearest = standard == nil ? plan.bezier : nil
    if let p = standard ?? nearest?.points {
      let numbers = [p.x1, p.y1, p.x2, p.y2].map(cssNumber).joined(separator: ", ")
      var easing = "\"easing\": {\"$type\": \"cubicBezier\", \"$value\": [\(numbers)]"
      if let nearest {
        easing +=
          ", \"$description\": \"the cubic Bézier nearest \(plan.source), largest deviation "
          + "\(deviationText(nearest.largestDeviation)) of the distance, measured; the exact"
          + " form is in $extensions\""
      }
      members.append(easing + "}")
      members.append(
        "\"transition\": {\"$type\": \"transition\", \"$value\": {"
          + "\"duration\": \"{\(name).duration}\", \"delay\": \"{\(name).delay}\", "
          + "\"timingFunction\": \"{\(name).easing}\"}}")
    }
    let tail = extensionTail(exact, fallback, bezierDeviation: nearest?.largestDeviation)
    if plan.iterations != 1 || plan.alternates {
      let count = plan.iterations.map { "\($0)" } ?? "\"infinite\""
      members.append(
        "\"$extensions\": {\"\(extensionKey)\": {\"iterations\": \(count), "
          + "\"direction\": \"\(plan.alternates ? "alternate" : "normal")\"\(tail)}}")
    } else if exact != nil {
      members.append("\"$extensions\": {\"\(extensionKey)\": {" + String(tail.dropFirst(2)) + "}}")
    }
    var lines = ["  \"\(name)\": {"]
    lines += members.enumerated().map { index, member in
      "    " + member + (index == members.count - 1 ? "" : ",")
    }
    lines.append("  }")
    return lines
  }

  /// `, <exact>, "fallback": {...}` with `, "cubicBezier": {"largestDeviation": …}` when
  /// the easing token is the nearest Bézier, or nothing.
  private static func extensionTail(
    _ exact: String?, _ fallback: (String, Double)?, bezierDeviation: Double?
  ) -> String {
    guard let exact, let (css, deviation) = fallback else { return "" }
    let bezier = bezierDeviation.map {
      ", \"cubicBezier\": {\"largestDeviation\": \(cssNumber($0))}"
    }
    return ", \(exact), \"fallback\": {\"css\": \(jsonString(css)), "
      + "\"largestDeviation\": \(deviation == 0 ? "0" : cssNumber(deviation))}\(bezier ?? "")"
  }

  /// A duration value in milliseconds.
  private static func duration(_ seconds: Double) -> String {
    "{\"value\": \(millisecondsText(seconds)), \"unit\": \"ms\"}"
  }
}
