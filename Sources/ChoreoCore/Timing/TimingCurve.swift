// Policy: timing curves are CSS Easing Functions Level 2 easing functions, evaluated at any
// input progress. Inputs outside 0...1 extrapolate exactly as CSS does (see each kind); NaN
// in gives NaN out; infinite inputs give the limit of the extrapolation.

/// Where the jumps of a `steps()` easing fall (CSS Easing Functions Level 2, §2.4).
public enum StepPosition: String, Sendable, Hashable, CaseIterable {
  /// The first jump happens at progress 0.
  case jumpStart = "jump-start"
  /// The last jump happens at progress 1 (the CSS default).
  case jumpEnd = "jump-end"
  /// No jump at either end: the output holds 0 and 1 for a step each.
  case jumpNone = "jump-none"
  /// Jumps at both 0 and 1.
  case jumpBoth = "jump-both"

  /// CSS `start`, the same as ``jumpStart``.
  public static let start = StepPosition.jumpStart
  /// CSS `end`, the same as ``jumpEnd``.
  public static let end = StepPosition.jumpEnd
}

/// One control point of a CSS `linear()` easing: an output, and optionally the input
/// progress at which it is reached.
///
/// A CSS stop with two percentages, `0.25 25% 75%`, is two stops with the same output:
/// `[LinearStop(0.25, at: 0.25), LinearStop(0.25, at: 0.75)]`.
public struct LinearStop: Sendable, Hashable {
  /// The output progress at this stop.
  public var output: Double
  /// The input progress of this stop as a fraction (CSS `75%` is `0.75`), or `nil` to have
  /// it filled in as CSS does.
  public var input: Double?

  /// Creates a stop.
  ///
  /// - Parameters:
  ///   - output: The output progress.
  ///   - input: The input progress, or `nil` to let it be spaced evenly.
  public init(_ output: Double, at input: Double? = nil) {
    self.output = output
    self.input = input
  }
}

/// A mapping from input progress to output progress: CSS easing functions.
///
/// Every curve is defined for any input progress. Inside 0...1 it is the CSS easing; outside
/// it extrapolates as CSS Easing Functions Level 2 says: cubic Béziers along tangent lines,
/// `linear()` along its first or last segment, `steps()` by the spec's step algorithm. NaN
/// in gives NaN out. See <doc:TimingCurves>.
///
/// ```swift
/// let curve = TimingCurve.easeInOut
/// curve.value(at: 0.5)  // 0.5
/// TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6).value(at: 0.9)  // overshoots past 1
/// TimingCurve.steps(4, .jumpEnd).value(at: 0.5)  // 0.5
/// TimingCurve.linear([.init(0), .init(0.25, at: 0.75), .init(1)]).value(at: 0.875)  // 0.625
/// ```
public struct TimingCurve: Sendable, CustomStringConvertible {
  enum Storage: Sendable, Hashable {
    case linear
    /// A reference to an immutable solver (which also holds a preset's CSS keyword), so a
    /// curve is one word and a tag: copying it costs one reference count, nothing else.
    case cubicBezier(CubicBezier)
    case steps(Int, StepPosition)
    case piecewiseLinear(LinearEasing)
  }

  /// Everything about the curve. One stored property: a copy is a copy of this enum.
  let storage: Storage

  /// The cubic Bézier when `storage` is `.cubicBezier`, otherwise the shared identity curve.
  var bezier: CubicBezier {
    if case .cubicBezier(let bezier) = storage { return bezier }
    return .identity
  }

  init(_ storage: Storage) {
    self.storage = storage
  }

  init(_ bezier: CubicBezier) {
    self.storage = .cubicBezier(bezier)
  }

  /// The identity curve, CSS `linear`.
  public static let linear = TimingCurve(.linear)
  /// CSS `ease`, Core Animation's default: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static let ease = TimingCurve(CubicBezier(0.25, 0.1, 0.25, 1, name: "ease"))
  /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = TimingCurve(CubicBezier(0.42, 0, 1, 1, name: "ease-in"))
  /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = TimingCurve(
    CubicBezier(0, 0, 0.58, 1, name: "ease-out"))
  /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = TimingCurve(
    CubicBezier(0.42, 0, 0.58, 1, name: "ease-in-out"))

  /// A CSS `cubic-bezier(x1, y1, x2, y2)` curve from (0, 0) to (1, 1).
  ///
  /// The value at input progress x is y(t) where x(t) = x, solved to |x(t) − x| ≤ 1e-12, so
  /// the result lies within 1e-12 of the true curve. Below 0 the curve continues along the
  /// line through (0, 0) and P1 (P2 if `x1` is 0; flat if both are); above 1 along the line
  /// through P2 (P1 if `x2` is 1; flat if both are) and (1, 1).
  ///
  /// ```swift
  /// let back = TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
  /// back.value(at: -0.5)  // extrapolated along the line through (0, 0) and P1
  /// ```
  ///
  /// - Parameters:
  ///   - x1: x of the first control point, in 0...1.
  ///   - y1: y of the first control point.
  ///   - x2: x of the second control point, in 0...1.
  ///   - y2: y of the second control point.
  /// - Returns: The curve; construction precomputes coefficients and a small knot table
  ///   (about 1.5 µs, no allocation), after which evaluation allocates nothing.
  /// - Precondition: all four numbers are finite and `x1`, `x2` lie in 0...1. Input from
  ///   outside should be validated first (the spec parser reports these as errors).
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> TimingCurve
  {
    precondition(
      x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite && (0...1).contains(x1)
        && (0...1).contains(x2),
      "cubic-bezier(\(x1), \(y1), \(x2), \(y2)): x values must lie in 0...1, all finite")
    return TimingCurve(CubicBezier(x1, y1, x2, y2))
  }

  /// A CSS `steps(count, position)` curve.
  ///
  /// At a jump the output is the top of the step (the CSS before flag is treated as unset).
  /// Inputs in 0...1 give outputs in 0...1; outside, the staircase continues as the CSS
  /// algorithm leaves it (`steps(2)` gives 1.5 at 1.5 and −0.5 at −0.25).
  ///
  /// - Parameters:
  ///   - count: The number of steps.
  ///   - position: Where the jumps fall; CSS's default is ``StepPosition/jumpEnd``.
  /// - Returns: The curve.
  /// - Precondition: `count >= 1`, and `count >= 2` for ``StepPosition/jumpNone``.
  public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> TimingCurve {
    precondition(
      count >= (position == .jumpNone ? 2 : 1),
      "steps(\(count), \(position.rawValue)): needs at least \(position == .jumpNone ? 2 : 1)")
    return TimingCurve(.steps(count, position))
  }

  /// A CSS `linear(...)` curve through the given stops, with missing inputs filled in as
  /// CSS does.
  ///
  /// A missing first input is 0 and a missing last input is 1 (or the largest input before
  /// it, if greater); an input smaller than one before it is raised to the largest before it;
  /// runs of missing inputs are spaced evenly between their neighbours. Outside the stops,
  /// the first (or last) segment continues; a zero-width end segment holds its output.
  ///
  /// - Parameter stops: The stops, in order.
  /// - Returns: The curve.
  /// - Complexity: O(n) to build; O(log n) per evaluation.
  /// - Precondition: at least two stops, every number finite.
  public static func linear(_ stops: [LinearStop]) -> TimingCurve {
    precondition(stops.count >= 2, "linear() needs at least two stops, got \(stops.count)")
    for stop in stops {
      precondition(
        stop.output.isFinite && (stop.input?.isFinite ?? true),
        "linear(): stop \(stop.output) at \(stop.input.map { "\($0)" } ?? "nil") is not finite")
    }
    return TimingCurve(.piecewiseLinear(LinearEasing(stops)))
  }

  /// The output progress at `progress`.
  ///
  /// - Parameter progress: Input progress, any value. Outside 0...1 the curve extrapolates as
  ///   CSS does; NaN gives NaN.
  /// - Returns: The output progress; exactly 0 at 0 and 1 at 1 for cubic Béziers.
  public func value(at progress: Double) -> Double {
    switch storage {
    case .linear: return progress
    case .cubicBezier(let bezier): return bezier.value(at: progress)
    case .steps(let count, let position):
      return stepsValue(at: progress, count: count, position: position)
    case .piecewiseLinear(let points): return points.value(at: progress)
    }
  }

  /// d(output)/d(input) at `progress`.
  ///
  /// - Cubic Bézier: (dy/dt) ÷ (dx/dt) at the solved t; the slope of the extrapolation line
  ///   outside 0...1; at exactly 0 and 1 the one-sided slope of the curve itself (±infinity
  ///   for a vertical end tangent). At an interior vertical tangent (`cubic-bezier(1, 0, 0, 1)`
  ///   at 0.5) the result is ±infinity or a huge finite number, as t is known only to within
  ///   rounding there.
  /// - Steps: 0 everywhere, jump points included (there the function is discontinuous and
  ///   0 is the slope on either side).
  /// - `linear()`: the slope of the segment ``value(at:)`` uses, which at a stop is the
  ///   segment starting there (at the last stop, the one ending there); 0 on a zero-width
  ///   segment.
  ///
  /// - Parameter progress: Input progress, any value; NaN gives NaN.
  /// - Returns: The slope.
  public func slope(at progress: Double) -> Double {
    switch storage {
    case .linear: return progress.isNaN ? progress : 1
    case .cubicBezier(let bezier): return bezier.slope(at: progress)
    case .steps: return progress.isNaN ? progress : 0
    case .piecewiseLinear(let points): return points.slope(at: progress)
    }
  }

  /// The curve in CSS syntax, for example `ease-in-out`, `cubic-bezier(0.1, 0.7, 1, 0.1)`,
  /// `steps(3, jump-both)` or `linear(0 0%, 0.25 75%, 1 100%)`.
  ///
  /// Presets print their keyword. Numbers use Swift's shortest round-trip form without a
  /// trailing `.0`. Following CSS serialization (CSS Easing Functions Level 2, §2.5),
  /// `steps()` omits the default `jump-end` and `linear()` lists every canonical input as a
  /// percentage that reads back to the same input.
  public var description: String {
    switch storage {
    case .linear: return "linear"
    case .cubicBezier(let c):
      if let name = c.name { return name }
      let numbers = [c.x1, c.y1, c.x2, c.y2].map(cssNumber)
      return "cubic-bezier(" + numbers.joined(separator: ", ") + ")"
    case .steps(let count, .jumpEnd): return "steps(\(count))"
    case .steps(let count, let position): return "steps(\(count), \(position.rawValue))"
    case .piecewiseLinear(let points):
      let stops = zip(points.outputs, points.inputs).map {
        cssNumber($0) + " " + cssPercentage($1)
      }
      return "linear(" + stops.joined(separator: ", ") + ")"
    }
  }
}
