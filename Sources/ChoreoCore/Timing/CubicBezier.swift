// Policy: a CSS `cubic-bezier(x1, y1, x2, y2)` easing, evaluated to within 1e-12 in x.
//
// The curve is B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³ for P0 = (0, 0), P3 = (1, 1) (CSS Easing
// Functions Level 2, §2.3; the spec defers evaluation to "Fundamentals of Computer Graphics").
// In power form x(t) = ((a·t + b)·t + c)·t with c = 3·x1, b = 3·(x2 − x1) − c, a = 1 − c − b,
// and the same for y. Because x1 and x2 lie in 0...1, x(t) never decreases on 0...1, so each
// input progress x in 0...1 has one parameter t, and the output is y(t).
//
// Solving x(t) = x, fast and with a guarantee:
// 1. At construction, knots t_k with x(t_k) = k/16 are solved to full precision, with the
//    slopes dt/dx there, and each interval gets the monotone cubic Hermite interpolant of
//    t(x) (end slopes capped at 3× the secant: the Fritsch–Carlson condition), stored as four
//    Float coefficients. 16 intervals × 4 Floats = 256 bytes, allocated once per curve and
//    read through a pointer: a curve is a small reference that copies cheaply (the animator
//    keeps one per running animation), and the table is never copied to read one entry.
// 2. Evaluation reads the interval's polynomial for a guess (usually within 1e-5), then takes
//    Chebyshev steps, t −= f/f′ + f″·f²/(2·f′³) for f = x(t) − x (third order, like Halley's,
//    but its reciprocal is computed alongside f rather than after it), checking
//    |x(t) − x| ≤ 1e-12 after each. One step suffices for ~93% of random inputs and curves;
//    after four, the last resort is Newton safeguarded by bisection inside the knot bracket,
//    which always ends.
// The returned point (x, y(t)) is therefore within 1e-12 of the curve: the curve point
// (x(t), y(t)) is that close horizontally.
//
// Outside 0...1 the curve continues along straight lines (CSS Easing Functions Level 2,
// §2.3.1): for x < 0 the line through P0 and P1 (P0 and P2 when x1 = 0; the constant 0 when
// both are 0); for x > 1 the line through P2 and P3 (P1 and P3 when x2 = 1; the constant 1).

/// A precomputed cubic Bézier easing: control points, power-form coefficients, the two
/// extrapolation slopes and the initial-guess table. Equality and hashing use the four control
/// points only; everything else is derived from them.
///
/// Immutable after `init` (the table is written once, before the object is shared), hence
/// `@unchecked Sendable`.
final class CubicBezier: @unchecked Sendable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double
  /// The CSS keyword of a preset (`ease`), printed by `TimingCurve.description`; not part
  /// of equality or hashing.
  let name: String?

  // Power-form coefficients: x(t) = ((ax·t + bx)·t + cx)·t, the same for y.
  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double

  /// Slope of the extrapolation line for input progress below 0.
  let startSlope: Double
  /// Slope of the extrapolation line for input progress above 1.
  let endSlope: Double

  /// Interval k (x in k/16...(k+1)/16) holds lanes 4k..<4k+4: the coefficients of the guess
  /// t ≈ g0 + s·(g1 + s·(g2 + s·g3)) in the local coordinate s = 16·x − k.
  private let guesses: UnsafeMutablePointer<SIMD4<Float>>

  /// The number of knot intervals; a power of two so that `x * intervals` is exact.
  private static let intervals = 16
  /// The largest accepted |x(t) − x|.
  static let tolerance = 1e-12
  /// How far the Float knots read back from the table may lie from the true knots, with a
  /// wide margin (Float rounding of the four coefficients is below 3e-7 in t): knots moved
  /// outwards by this still bracket their x, since x(t) never decreases.
  private static let knotSlack = 1e-6

  /// cubic-bezier(0, 0, 1, 1), the placeholder in curves of other kinds.
  static let identity = CubicBezier(0, 0, 1, 1)

  /// Precomputes a curve. The caller has checked that `x1` and `x2` lie in 0...1 and that all
  /// four numbers are finite.
  ///
  /// - Complexity: 15 safeguarded solves (`choreo-bench` times them).
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String? = nil) {
    self.name = name
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    self.cx = cx
    self.bx = bx
    self.ax = ax
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by

    // CSS Easing Functions Level 2, §2.3.1: lines through P0–P1 (else P0–P2) and P2–P3 (else
    // P1–P3), or flat.
    if x1 > 0 {
      startSlope = y1 / x1
    } else if x2 > 0 {
      startSlope = y2 / x2
    } else {
      startSlope = 0
    }
    if x2 < 1 {
      endSlope = (y2 - 1) / (x2 - 1)
    } else if x1 < 1 {
      endSlope = (y1 - 1) / (x1 - 1)
    } else {
      endSlope = 0
    }

    // Knots and their slopes dt/ds (s = 16·x − k, so dt/ds = 1 / (16·x′(t))), capped where
    // x′(t) = 0.
    let n = Self.intervals
    var knots = (t: 0.0, slope: 0.0)
    let table = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n)
    var previous = (t: 0.0, slope: min(1e30, 1 / (Double(n) * cx)))
    for k in 1...n {
      let x = Double(k) / Double(n)
      let t =
        k == n ? 1 : Self.solve(x, a: ax, b: bx, c: cx, lower: previous.t, upper: 1, guess: x)
      // x′ ≥ 0 on 0...1; at t = 1 use the exact 3·(1 − x2), which rounding could make
      // slightly negative otherwise.
      let derivative = k == n ? 3 * (1 - x2) : max(0, (3 * ax * t + 2 * bx) * t + cx)
      knots = (t, min(1e30, 1 / (Double(n) * derivative)))
      // Monotone cubic Hermite from previous to knots (Fritsch & Carlson 1980).
      let secant = knots.t - previous.t
      let slope0 = min(previous.slope, 3 * secant)
      let slope1 = min(knots.slope, 3 * secant)
      (table + (k - 1)).initialize(
        to: SIMD4(
          Float(previous.t), Float(slope0), Float(3 * secant - 2 * slope0 - slope1),
          Float(slope0 + slope1 - 2 * secant)))
      previous = knots
    }
    guesses = table
  }

  deinit {
    guesses.deinitialize(count: Self.intervals)
    guesses.deallocate()
  }

  /// x(t), by Estrin's scheme (shorter latency than Horner's rule).
  @inline(__always)
  private func sampleX(_ t: Double) -> Double { cx * t + (t * t) * (ax * t + bx) }

  /// y(t), by Horner's rule.
  @inline(__always)
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// dx/dt.
  @inline(__always)
  private func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// d²x/dt².
  @inline(__always)
  private func secondDerivativeX(_ t: Double) -> Double { 6 * ax * t + 2 * bx }

  /// dy/dt.
  @inline(__always)
  private func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The parameter t in `lower...upper` with |x(t) − x| ≤ ``tolerance`` for the cubic
  /// x(t) = ((a·t + b)·t + c)·t, given x(lower) ≤ x ≤ x(upper): Newton from `guess`, kept
  /// inside a shrinking bracket, bisecting whenever a Newton step leaves the bracket or fails
  /// to halve the error.
  ///
  /// Static, and taking the coefficients as numbers, so that calling it never needs a copy of
  /// the whole curve.
  @inline(never)
  private static func solve(
    _ x: Double, a: Double, b: Double, c: Double, lower: Double, upper: Double, guess: Double
  ) -> Double {
    var lo = lower
    var hi = upper
    var t = guess.isNaN ? 0.5 * (lo + hi) : min(max(guess, lo), hi)
    var previousError = Double.infinity
    // Each pass takes a Newton step that at least halves the error or halves the bracket;
    // 2000 passes are far more than double precision ever needs.
    for _ in 0..<2000 {
      let error = ((a * t + b) * t + c) * t - x
      let size = abs(error)
      if size <= tolerance { return t }
      if error < 0 { lo = t } else { hi = t }
      let newton = t - error / ((3 * a * t + 2 * b) * t + c)
      // `!(p && q)` style: a NaN step (zero derivative) fails the test and bisects.
      if newton > lo && newton < hi && size <= 0.5 * previousError {
        t = newton
      } else {
        let middle = 0.5 * (lo + hi)
        if middle <= lo || middle >= hi { return t }  // bracket down to adjacent doubles
        t = middle
      }
      previousError = size
    }
    return t
  }

  /// The parameter t with |x(t) − `x`| ≤ ``tolerance``, for `x` strictly inside 0...1.
  @inline(__always)
  private func parameter(inside x: Double) -> Double {
    let scaled = x * Double(Self.intervals)
    let k = Int(scaled)
    let s = scaled - Double(k)
    let g = guesses[k]
    // Estrin's scheme: two short dependency chains instead of one long Horner chain.
    let guess = (Double(g.x) + s * Double(g.y)) + (s * s) * (Double(g.z) + s * Double(g.w))
    // Chebyshev's method, t −= f/f′ + f″·f²/(2·f′³) for f = x(t) − x: third order, and the
    // reciprocal of f′ is computed alongside f instead of after it. One step meets the
    // tolerance for about 93% of random inputs and curves, four for all but about 1 in 10⁵.
    var t = guess
    for _ in 0..<4 {
      let f = sampleX(t) - x
      let reciprocal = 1 / derivativeX(t)
      let newton = f * reciprocal
      let halfCurvature = 0.5 * secondDerivativeX(t) * reciprocal
      t = t - newton - halfCurvature * newton * newton
      // x(t) = x has up to two more roots outside 0...1; only the one inside is the answer
      // (x(t) increases on 0...1, so that one is unique).
      if abs(sampleX(t) - x) <= Self.tolerance && t >= 0 && t <= 1 { return t }
    }
    // The last resort (or a NaN from a zero derivative): the knot bracket, widened by the
    // Float rounding slack, and Newton safeguarded by bisection.
    let start = Double(g.x)
    var lower = max(0, start - Self.knotSlack)
    var upper = min(1, start + Double(g.y) + Double(g.z) + Double(g.w) + Self.knotSlack)
    if !(sampleX(lower) <= x && x <= sampleX(upper)) {
      lower = 0  // never expected; the whole range always brackets
      upper = 1
    }
    return Self.solve(x, a: ax, b: bx, c: cx, lower: lower, upper: upper, guess: t)
  }

  /// The parameter t with |x(t) − `x`| ≤ ``tolerance``, for `x` in 0...1.
  func parameter(for x: Double) -> Double {
    if x >= 1 { return 1 }
    if x <= 0 { return 0 }
    return parameter(inside: x)
  }

  /// The output progress at input progress `x` (CSS Easing Functions Level 2, §2.3.1).
  @inline(__always)
  func value(at x: Double) -> Double {
    if x > 0 && x < 1 { return sampleY(parameter(inside: x)) }
    if x <= 0 {
      if x == 0 || startSlope == 0 { return 0 }
      return x * startSlope
    }
    if x >= 1 {
      if x == 1 || endSlope == 0 { return 1 }
      return 1 + (x - 1) * endSlope
    }
    return x  // NaN
  }

  /// dy/dx at input progress `x`: the extrapolation slopes outside 0...1, and
  /// (dy/dt) ÷ (dx/dt) at the solved t inside, the one-sided derivative at 0 and 1.
  ///
  /// Next to a vertical tangent the slope is sensitive to t, so the solved t is polished with
  /// Newton steps down to rounding level before the ratio is taken.
  func slope(at x: Double) -> Double {
    if x < 0 { return startSlope }
    if x > 1 { return endSlope }
    if x.isNaN { return x }
    var t: Double
    var dx: Double
    var dy: Double
    if x == 0 {
      (t, dx, dy) = (0, 3 * x1, 3 * y1)
    } else if x == 1 {
      (t, dx, dy) = (1, 3 * (1 - x2), 3 * (1 - y2))
    } else {
      t = parameter(for: x)
      var error = abs(sampleX(t) - x)
      for _ in 0..<4 where error > 0 {
        let next = t - (sampleX(t) - x) / derivativeX(t)
        let nextError = abs(sampleX(next) - x)
        guard nextError < error else { break }  // also stops on NaN
        (t, error) = (next, nextError)
      }
      dx = derivativeX(t)
      dy = derivativeY(t)
    }
    if dx != 0 || dy != 0 { return dy / dx }
    // Both derivatives vanish (a stationary point, e.g. P1 = P0 at t = 0): the slope is the
    // limit of the ratio, by l'Hôpital's rule the ratio of the first non-vanishing higher
    // derivatives. The third derivatives 6a cannot both vanish there: x(t) would be constant.
    let ddx = secondDerivativeX(t)
    let ddy = 6 * ay * t + 2 * by
    if ddx != 0 || ddy != 0 { return ddy / ddx }
    return ay / ax
  }
}

extension CubicBezier: Hashable {
  static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}
