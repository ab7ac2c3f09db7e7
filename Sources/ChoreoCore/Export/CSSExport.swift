// Policy: CSS declarations for a motion (CSS Easing Functions Level 2 for the easing; CSS
// Transitions and CSS Animations Level 1 for the timing). The transition form is always
// written; the animation form is added where there is a delay, a repeat or a reverse
// (`animation-iteration-count` counts each direction of an alternating cycle, as a Motion's
// autoreversing cycle plays two). The reduced-motion form is a nested
// `@media (prefers-reduced-motion: reduce)` block (Media Queries Level 5), valid where the
// declarations are pasted inside a style rule (CSS Nesting).

/// Writes CSS declarations.
enum CSSExport {
  /// The declarations of `full`, then its reduced form in a media block.
  static func text(_ full: ExportPlan, reduced: ExportPlan) -> String {
    var lines = declarations(full, target: .css)
    lines.append("@media (prefers-reduced-motion: reduce) {")
    lines += declarations(reduced, target: .css).map { "  " + $0 }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `transition-*` declarations, the `animation-*` ones where needed, and the
  /// deviation comment.
  static func declarations(_ plan: ExportPlan, target: MotionExportTarget) -> [String] {
    let easing = plan.cssEasing
    var lines = [
      "transition-timing-function: \(easing);",
      "transition-duration: \(cssSeconds(plan.duration));",
    ]
    if plan.delay > 0 { lines.append("transition-delay: \(cssSeconds(plan.delay));") }
    if plan.hasTiming {
      lines += [
        "animation-timing-function: \(easing);",
        "animation-duration: \(cssSeconds(plan.duration));",
        "animation-delay: \(cssSeconds(plan.delay));",
        "animation-iteration-count: \(plan.iterations.map { "\($0)" } ?? "infinite");",
        "animation-direction: \(plan.alternates ? "alternate" : "normal");",
        "animation-fill-mode: both;",
      ]
    }
    lines.append("/* largest deviation: \(deviationComment(plan)) */")
    return lines
  }

  /// What the comment says: the bound, and where it comes from.
  static func deviationComment(_ plan: ExportPlan) -> String {
    switch plan.easing {
    case .exact(let curve):
      return "0 (exact: \(curve.description) is CSS's own function)"
    case .fitted(let fit):
      let stops = fit.inputs.count
      return "\(deviationText(fit.largestDeviation)) of the distance, measured"
        + " (\(plan.source) as linear() with \(stops) stops, rounding included)"
    case .unused:
      preconditionFailure("a CSS plan for \(plan.source) has no easing")
    }
  }
}
