// The peer for cubic-bezier evaluation: WebKit's UnitBezier
// (Source/WebCore/platform/graphics/UnitBezier.h), its algorithm restated in Swift so that
// both sides compile with the same compiler and flags. Same work as Choreo's
// `TimingCurve.value(at:)` for progress in 0...1: precomputed power-form coefficients, a
// range check with straight-line extrapolation outside 0...1, then x(t) = x solved by up to
// eight Newton steps from t = x (stopping when |x(t) − x| < ε, or when dx/dt is below 1e-6),
// then bisection on 0...1, and y(t).
//
// ε is 1e-7 (Chromium's gfx::CubicBezier uses the same): WebKit's CSS animations pass
// 1/(1000·duration), which is coarser for any duration under 10⁴ s, and a coarser ε only
// makes the peer faster. Choreo solves to 1e-12, so the peer does strictly less work.

/// WebKit's UnitBezier: a CSS cubic-bezier(x1, y1, x2, y2) solved by Newton, then bisection.
struct UnitBezierPeer {
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double
  private let startGradient: Double
  private let endGradient: Double

  /// The tolerance in x.
  static let epsilon = 1e-7

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    // Tangent lines at the ends, for progress outside 0...1.
    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startGradient = y2 / x2
    } else {
      startGradient = 0
    }
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if x2 == 1 && x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else {
      endGradient = 0
    }
  }

  @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) private func derivativeX(_ t: Double) -> Double {
    (3 * ax * t + 2 * bx) * t + cx
  }

  /// t with |x(t) − x| < ε: Newton from t = x, then bisection.
  private func solveX(_ x: Double, epsilon: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < epsilon { return t }
      let derivative = derivativeX(t)
      if abs(derivative) < 1e-6 { break }
      t -= error / derivative
    }
    var lower = 0.0
    var upper = 1.0
    t = x
    while lower < upper {
      let value = sampleX(t)
      if abs(value - x) < epsilon { return t }
      if x > value { lower = t } else { upper = t }
      t = (upper - lower) * 0.5 + lower
    }
    return t
  }

  /// The output progress at `x`.
  @inline(never)
  func solve(_ x: Double, epsilon: Double = Self.epsilon) -> Double {
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    return sampleY(solveX(x, epsilon: epsilon))
  }
}
