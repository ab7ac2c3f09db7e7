// Policy: what `element.animate(keyframes, options)` takes (Web Animations Level 1), as JSON.
// The easing is the effect's (`options.easing`), so it shapes the whole iteration as a
// Motion's curve does; the two keyframes carry offsets only, for the caller to add the
// property values of the start and the end. Times are milliseconds. A motion without end
// has `"iterations": "Infinity"`: JSON has no infinity, and WebIDL reads that string as the
// number (ToNumber), so `element.animate()` takes it as written.

/// Writes Web Animations JSON.
enum WebAnimationsExport {
  /// `{"keyframes": …, "options": …, "largestDeviation": …, "reducedMotion": {…}}`.
  static func text(_ full: ExportPlan, reduced: ExportPlan) -> String {
    var lines = ["{"]
    lines += body(full, indent: "  ")
    lines[lines.count - 1] += ","
    lines.append("  \"reducedMotion\": {")
    lines += body(reduced, indent: "    ")
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The members of one animation: keyframes, options and the deviation.
  private static func body(_ plan: ExportPlan, indent: String) -> [String] {
    let iterations = plan.iterations.map { "\($0)" } ?? "\"Infinity\""
    let deviation =
      plan.deviation(for: .waapi) == 0 ? "0" : cssNumber(plan.deviation(for: .waapi))
    return [
      indent + "\"keyframes\": [{\"offset\": 0}, {\"offset\": 1}],",
      indent + "\"options\": {",
      indent + "  \"duration\": \(millisecondsText(plan.duration)),",
      indent + "  \"delay\": \(millisecondsText(plan.delay)),",
      indent + "  \"easing\": \(jsonString(plan.cssEasing)),",
      indent + "  \"iterations\": \(iterations),",
      indent + "  \"direction\": \"\(plan.alternates ? "alternate" : "normal")\",",
      indent + "  \"fill\": \"both\"",
      indent + "},",
      indent + "\"largestDeviation\": \(deviation)",
    ]
  }
}
