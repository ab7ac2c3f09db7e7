// Policy: Android views. A timing curve becomes an interpolator resource: `linear` a
// `<linearInterpolator>`, a cubic Bézier a `<pathInterpolator>` with its control points,
// and `steps()` or `linear()` a `<pathInterpolator>` whose `pathData` is the polyline
// (exact; a path interpolator needs a path from 0,0 to 1,1, so a `linear()` that does not
// start and end there has no form and says so). A spring becomes androidx.dynamicanimation's
// `SpringForce` parameters, exact: SpringForce has mass 1 (stiffness k/m, damping ratio
// c / (2√(k·m))). Duration, delay and repeats belong to the animator that uses the
// interpolator; they are written as the attributes to set there. Each form whose first line
// opens a comment (`<!--`) is an interpolator resource file of its own, a well-formed XML
// document (XML 1.0: one element, and comments that hold no `--`); the others (a spring, a
// fling, a `linear()` with no path) are Kotlin and its comments.

/// Writes Android interpolator XML or SpringForce parameters.
enum AndroidExport {
  /// The full form, then the reduced one.
  static func text(_ full: ExportPlan, reduced: ExportPlan) -> String {
    var lines = form(full, title: "\(full.source), exported by Choreo")
    lines.append("")
    lines += form(reduced, title: "Reduce Motion (no bounce, at most 0.2 s, no repeats)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One motion's interpolator or spring, with its timing.
  static func form(_ plan: ExportPlan, title: String) -> [String] {
    if let (spring, velocity) = plan.spring {
      var lines = [
        "// \(title). Exact: SpringForce has mass 1.",
        "SpringForce(finalPosition)",
        "    .setStiffness(\(kotlinFloat(spring.stiffness)))",
        "    .setDampingRatio(\(kotlinFloat(spring.dampingRatio)))",
      ]
      if velocity != 0 {
        lines.append(
          "// SpringAnimation.setStartVelocity(\(kotlinFloat(velocity)) * (finalPosition - start))")
      }
      if plan.delay > 0 {
        lines.append("// Start it after \(millisecondsText(plan.delay)) ms.")
      }
      if plan.iterations != 1 || plan.alternates {
        lines.append(
          "// SpringAnimation does not repeat: restart it from its end listener"
            + " (\(plan.iterations.map { "\($0) iterations" } ?? "without end")"
            + "\(plan.alternates ? ", alternating" : "")).")
      }
      return lines
    }
    if let (_, constant) = plan.decay {
      // FlingAnimation's friction scales a drag of 4.2 per second: its velocity falls as
      // e^(−4.2·friction·t), the decay's e^(−kt) for friction k/4.2.
      var lines = [
        "// \(title). Exact: FlingAnimation's velocity falls as e^(-4.2 * friction * t).",
        "FlingAnimation(view, property)",
        "    .setFriction(\(kotlinFloat(constant / 4.2)))",
      ]
      if plan.delay > 0 {
        lines.append("// Start it after \(millisecondsText(plan.delay)) ms.")
      }
      return lines
    }
    let namespace = "xmlns:android=\"http://schemas.android.com/apk/res/android\""
    guard case .exact(let curve) = plan.easing else { return ["// \(title)."] }
    let element: String?
    switch curve.storage {
    case .linear:
      element = "<linearInterpolator \(namespace) />"
    case .cubicBezier:
      let p = curve.bezierControlPoints!
      element =
        "<pathInterpolator \(namespace)\n    android:controlX1=\"\(cssNumber(p.x1))\""
        + " android:controlY1=\"\(cssNumber(p.y1))\"\n"
        + "    android:controlX2=\"\(cssNumber(p.x2))\""
        + " android:controlY2=\"\(cssNumber(p.y2))\" />"
    case .steps(let count, let position):
      let (inputs, outputs) = stepsPolyline(count: count, position: position)
      element = pathInterpolator(inputs: inputs, outputs: outputs, namespace: namespace)
    case .piecewiseLinear(let points):
      element =
        points.inputs.first == 0 && points.outputs.first == 0 && points.inputs.last == 1
          && points.outputs.last == 1
        ? pathInterpolator(inputs: points.inputs, outputs: points.outputs, namespace: namespace)
        : nil
    }
    var timing = ["android:duration=\"\(millisecondsText(plan.duration))\""]
    if plan.delay > 0 { timing.append("android:startOffset=\"\(millisecondsText(plan.delay))\"") }
    if let iterations = plan.iterations {
      if iterations > 1 { timing.append("android:repeatCount=\"\(iterations - 1)\"") }
    } else {
      timing.append("android:repeatCount=\"infinite\"")
    }
    if plan.alternates { timing.append("android:repeatMode=\"reverse\"") }
    guard let element else {
      // No interpolator resource: the form is a note, in Kotlin's comments like a spring's.
      return [
        "// \(title).",
        "// \(curve.description) does not run from 0,0 to 1,1, which a pathInterpolator"
          + " needs: use the Easing of 'choreo export --to compose' as a TimeInterpolator.",
        "// On the animator: \(timing.joined(separator: " "))",
      ]
    }
    return [
      "<!-- \(xmlComment(title)). -->", element,
      "<!-- On the animator: \(timing.joined(separator: " ")) -->",
    ]
  }

  /// A `<pathInterpolator>` through the points, as a polyline.
  private static func pathInterpolator(inputs: [Double], outputs: [Double], namespace: String)
    -> String
  {
    let path = zip(inputs, outputs).enumerated().map { index, point in
      (index == 0 ? "M" : "L") + cssNumber(point.0) + "," + cssNumber(point.1)
    }.joined(separator: " ")
    return "<pathInterpolator \(namespace)\n    android:pathData=\"\(path)\" />"
  }
}

/// `text` as it may stand inside an XML comment (XML 1.0 §2.5: a comment holds no `--`):
/// a space goes between the hyphens of each `--`.
func xmlComment(_ text: String) -> String {
  var result = ""
  for character in text {
    if character == "-" && result.hasSuffix("-") { result.append(" ") }
    result.append(character)
  }
  return result
}

/// The corners of CSS steps() as a polyline (CSS Easing Functions Level 2, §2.4.1): each
/// step's output held across its interval, a jump being two points at the same input.
func stepsPolyline(count: Int, position: StepPosition) -> (inputs: [Double], outputs: [Double]) {
  var inputs: [Double] = []
  var outputs: [Double] = []
  let n = Double(count)
  for k in 0..<count {
    let value = stepsValue(at: Double(k) / n, count: count, position: position)
    inputs += [Double(k) / n, Double(k + 1) / n]
    outputs += [value, value]
  }
  let end = stepsValue(at: 1, count: count, position: position)
  if outputs[outputs.count - 1] != end {
    inputs.append(1)
    outputs.append(end)
  }
  if outputs[0] != 0 {
    inputs.insert(0, at: 0)
    outputs.insert(0, at: 0)
  }
  return (inputs, outputs)
}
