import ChoreoCore

/// A cubic-Bézier easing the reducer may try, with its evaluator.
struct LottieEasingCandidate: Sendable {
  var easing: LottieEasing
  var curve: TimingCurve

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    easing = .bezier(x1, y1, x2, y2)
    curve = .cubicBezier(x1, y1, x2, y2)
  }

  /// The CSS named curves (CSS Easing Functions Level 2, § 2.2).
  static let cssPresets: [LottieEasingCandidate] = [
    .init(0.25, 0.1, 0.25, 1), .init(0.42, 0, 1, 1), .init(0, 0, 0.58, 1),
    .init(0.42, 0, 0.58, 1),
  ]

  /// The CSS presets and, after them, the cubic-Bézier curves among `curves` (by their
  /// control points; `linear`, repeats and curves without control points left out).
  static func candidates(adding curves: [TimingCurve]) -> [LottieEasingCandidate] {
    var result = cssPresets
    for curve in curves {
      guard let points = curve.bezierControlPoints, points != .linear else { continue }
      let candidate = LottieEasingCandidate(points.x1, points.y1, points.x2, points.y2)
      if !result.contains(where: { $0.easing == candidate.easing }) { result.append(candidate) }
    }
    return result
  }
}
