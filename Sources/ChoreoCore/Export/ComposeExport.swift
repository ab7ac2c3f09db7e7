// Policy: Kotlin for Jetpack Compose's animation-core (`AnimationSpec<Float>`).
//
// Springs: Compose's `spring(dampingRatio, stiffness)` solves x″ + 2ζ√k·x′ + k·x = 0 with
// mass 1 (androidx.compose.animation.core's SpringSimulation), so a DampedSpring maps
// exactly: stiffness k/m, damping ratio c / (2√(k·m)); a speed s scales time, which is the
// spring with stiffness k/m·s² and the same ratio. A Compose spring has no delay and no
// repeat, so a spring with either plays as a `tween` of the fitted easing instead.
// Curves: `tween(durationMillis, delayMillis, easing)` with `LinearEasing` or
// `CubicBezierEasing`; `steps()` and `linear()` as an `Easing` written out (CSS's
// algorithms, exact); repeats through `repeatable` / `infiniteRepeatable`, whose
// iterations count each direction of a `RepeatMode.Reverse` cycle, as CSS does, and whose
// `initialStartOffset` holds the delay once (a tween's own delay would repeat). Durations
// are whole milliseconds in Compose: a duration that is not one is rounded, and says so.
// Constants are Float, Compose's type: rounding them moves a value by about 1e-7.

/// Writes Kotlin for Jetpack Compose.
enum ComposeExport {
  /// The spec, its reduced form, and the line that picks between them.
  static func text(_ full: ExportPlan, reduced: ExportPlan) -> String {
    var lines = ["// \(full.source), exported by Choreo."]
    lines += spec(full, name: "motion")
    lines.append("")
    lines.append("// Reduce Motion: no bounce, at most 0.2 s, no repeats (the delay is kept).")
    lines += spec(reduced, name: "reducedMotion")
    lines.append("")
    lines += [
      "// Android's \"Remove animations\" setting sets the animator duration scale to 0.",
      "val reduceMotion = Settings.Global.getFloat(",
      "    context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) == 0f",
      "val spec = if (reduceMotion) reducedMotionSpec else motionSpec",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `val <name>Spec: AnimationSpec<Float> = …`, with an easing declaration before it when
  /// one is needed, and the deviation.
  static func spec(_ plan: ExportPlan, name: String) -> [String] {
    var lines: [String] = []
    if plan.playsSpringExactly(on: .compose), let (spring, velocity) = plan.spring {
      lines.append(
        "// Exact: Compose's spring has mass 1 (stiffness k/m, damping ratio c/(2*sqrt(k*m))).")
      lines.append(
        "val \(name)Spec: AnimationSpec<Float> = spring("
          + "dampingRatio = \(kotlinFloat(spring.dampingRatio)), "
          + "stiffness = \(kotlinFloat(spring.stiffness)))")
      if velocity != 0 {
        lines.append(
          "// Start it with initialVelocity = \(kotlinFloat(velocity)) * (target - start)"
            + " (Animatable.animateTo).")
      }
      return lines
    }
    let easing: String
    switch plan.easing {
    case .exact(let curve):
      switch curve.storage {
      case .linear:
        easing = "LinearEasing"
      case .cubicBezier:
        let points = curve.bezierControlPoints!
        easing =
          "CubicBezierEasing("
          + [points.x1, points.y1, points.x2, points.y2].map(kotlinFloat)
          .joined(separator: ", ") + ")"
      case .steps(let count, let position):
        lines += stepsEasing(name: name, count: count, position: position)
        easing = "\(name)Easing"
      case .piecewiseLinear(let points):
        lines += piecewiseEasing(name: name, inputs: points.inputs, outputs: points.outputs)
        easing = "\(name)Easing"
      }
      lines.append("// largest deviation: 0 (exact: \(curve.description)).")
    case .fitted(let fit):
      lines += piecewiseEasing(name: name, inputs: fit.inputs, outputs: fit.outputs)
      easing = "\(name)Easing"
      lines.append(
        "// largest deviation: \(deviationText(plan.deviation(for: .compose))) of the"
          + " distance, measured (\(plan.source) as \(fit.inputs.count) linear stops,"
          + " as Float).")
    case .unused:
      preconditionFailure("a Compose tween for \(plan.source) has no easing")
    }
    if let (_, constant) = plan.decay {
      // Compose's exponentialDecay has friction 4.2 · frictionMultiplier per second.
      lines.append(
        "// As a fling it is exact: animateDecay(initialVelocity, exponentialDecay("
          + "frictionMultiplier = \(kotlinFloat(constant / 4.2))))")
    }
    let (duration, durationNote) = milliseconds(plan.duration)
    let (delay, delayNote) = milliseconds(plan.delay)
    for note in [durationNote, delayNote].compactMap({ $0 }) { lines.append("// \(note)") }
    if !plan.hasTiming || (plan.iterations == 1 && !plan.alternates) {
      let delayPart = delay == 0 ? "" : "delayMillis = \(delay), "
      lines.append(
        "val \(name)Spec: AnimationSpec<Float> = tween(durationMillis = \(duration), "
          + delayPart + "easing = \(easing))")
      return lines
    }
    let mode = plan.alternates ? "RepeatMode.Reverse" : "RepeatMode.Restart"
    let tween = "tween(durationMillis = \(duration), easing = \(easing))"
    let offset = delay == 0 ? "" : ",\n    initialStartOffset = StartOffset(\(delay))"
    if let iterations = plan.iterations {
      lines.append(
        "val \(name)Spec: AnimationSpec<Float> = repeatable(\n    iterations = \(iterations),"
          + "\n    animation = \(tween),\n    repeatMode = \(mode)\(offset))")
    } else {
      lines.append(
        "val \(name)Spec: AnimationSpec<Float> = infiniteRepeatable(\n    animation = \(tween),"
          + "\n    repeatMode = \(mode)\(offset))")
    }
    return lines
  }

  /// Whole milliseconds, and a note when rounding changed them.
  private static func milliseconds(_ seconds: Double) -> (Int, String?) {
    let ms = seconds * 1000
    let whole = ms.rounded()
    let note =
      abs(ms - whole) <= 1e-9 * max(1, ms)
      ? nil : "Compose takes whole milliseconds: \(cssNumber(ms)) ms rounded to \(Int(whole))."
    return (Int(whole), note)
  }

  /// An `Easing` through stops, by CSS's linear() evaluation (CSS Easing Functions Level 2,
  /// §2.1.4) inside 0...1.
  static func piecewiseEasing(name: String, inputs: [Double], outputs: [Double]) -> [String] {
    [
      "val \(name)Inputs = floatArrayOf(" + inputs.map(kotlinFloat).joined(separator: ", ")
        + ")",
      "val \(name)Outputs = floatArrayOf(" + outputs.map(kotlinFloat).joined(separator: ", ")
        + ")",
      "val \(name)Easing = Easing { x ->",
      "    var i = 1",
      "    while (i < \(name)Inputs.size - 1 && \(name)Inputs[i] <= x) i++",
      "    val x0 = \(name)Inputs[i - 1]",
      "    val x1 = \(name)Inputs[i]",
      "    if (x1 == x0) \(name)Outputs[i]",
      "    else \(name)Outputs[i - 1] + (x - x0) / (x1 - x0) * (\(name)Outputs[i] - \(name)Outputs[i - 1])",
      "}",
    ]
  }

  /// An `Easing` computing CSS steps() (CSS Easing Functions Level 2, §2.4.1).
  static func stepsEasing(name: String, count: Int, position: StepPosition) -> [String] {
    // Unsigned: steps(Int.max, jump-both) has Int.max + 1 jumps.
    let jumps: UInt64
    switch position {
    case .jumpStart, .jumpEnd: jumps = UInt64(count)
    case .jumpNone: jumps = UInt64(count) - 1
    case .jumpBoth: jumps = UInt64(count) + 1
    }
    let raise = position == .jumpStart || position == .jumpBoth ? " + 1f" : ""
    return [
      "// \(TimingCurve.steps(count, position).description), as CSS computes it"
        + " (uses kotlin.math.floor).",
      "val \(name)Easing = Easing { x ->",
      "    var step = floor(x * \(count)f)\(raise)",
      "    if (x >= 0f && step < 0f) step = 0f",
      "    if (x <= 1f && step > \(jumps)f) step = \(jumps)f",
      "    step / \(jumps)f",
      "}",
    ]
  }
}
