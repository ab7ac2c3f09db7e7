// STUB (skeleton commit): the public API of timing curves. Bodies are placeholders that
// the timing-curve work replaces with exact implementations per CSS Easing Functions
// Level 2. Do not depend on anything here except the declarations.

/// Where the jumps of a `steps()` easing fall (CSS Easing Functions Level 2, §3.4).
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
public struct LinearStop: Sendable, Hashable {
  /// The output progress at this stop.
  public var output: Double
  /// The input progress of this stop, or `nil` to have it filled in as CSS does.
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
/// ```swift
/// let curve = TimingCurve.easeInOut
/// curve.value(at: 0.5)  // 0.5
/// TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6).value(at: 0.9)  // overshoots past 1
/// ```
public struct TimingCurve: Sendable, Hashable, CustomStringConvertible {
  enum Storage: Sendable, Hashable {
    case linear
    case cubicBezier(Double, Double, Double, Double)
    case steps(Int, StepPosition)
    case piecewiseLinear([Double], [Double])
  }

  let storage: Storage
  let name: String?

  init(_ storage: Storage, name: String? = nil) {
    self.storage = storage
    self.name = name
  }

  /// The identity curve, CSS `linear`.
  public static let linear = TimingCurve(.linear, name: "linear")
  /// CSS `ease`, Core Animation's default: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static let ease = TimingCurve(.cubicBezier(0.25, 0.1, 0.25, 1), name: "ease")
  /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = TimingCurve(.cubicBezier(0.42, 0, 1, 1), name: "ease-in")
  /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = TimingCurve(.cubicBezier(0, 0, 0.58, 1), name: "ease-out")
  /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = TimingCurve(.cubicBezier(0.42, 0, 0.58, 1), name: "ease-in-out")

  /// A CSS `cubic-bezier(x1, y1, x2, y2)` curve from (0, 0) to (1, 1).
  ///
  /// - Precondition: all four numbers are finite and `x1`, `x2` lie in 0...1. Input from
  ///   outside should go through ``MotionSpec`` parsing, which reports these as errors.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> TimingCurve
  {
    precondition(
      x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite && (0...1).contains(x1)
        && (0...1).contains(x2),
      "cubic-bezier(\(x1), \(y1), \(x2), \(y2)): x values must lie in 0...1, all finite")
    return TimingCurve(.cubicBezier(x1, y1, x2, y2))
  }

  /// A CSS `steps(count, position)` curve.
  ///
  /// - Precondition: `count >= 1`, and `count >= 2` for ``StepPosition/jumpNone``.
  public static func steps(_ count: Int, _ position: StepPosition = .jumpEnd) -> TimingCurve {
    precondition(count >= (position == .jumpNone ? 2 : 1), "steps(\(count), \(position.rawValue))")
    return TimingCurve(.steps(count, position))
  }

  /// A CSS `linear(...)` curve through the given stops, with missing inputs filled in as
  /// CSS does.
  ///
  /// - Precondition: at least two stops, every number finite.
  public static func linear(_ stops: [LinearStop]) -> TimingCurve {
    precondition(stops.count >= 2, "linear() needs at least two stops, got \(stops.count)")
    let inputs = stops.enumerated().map {
      $0.element.input ?? Double($0.offset) / Double(stops.count - 1)
    }
    return TimingCurve(.piecewiseLinear(inputs, stops.map(\.output)))
  }

  /// The output progress at `progress` (placeholder body).
  ///
  /// - Parameter progress: Input progress; values outside 0...1 extrapolate per CSS.
  /// - Returns: The output progress.
  public func value(at progress: Double) -> Double {
    progress
  }

  /// d(output)/d(input) at `progress` (placeholder body).
  ///
  /// - Parameter progress: Input progress.
  /// - Returns: The slope.
  public func slope(at progress: Double) -> Double {
    1
  }

  /// The curve in CSS syntax, for example `ease-in-out` or `cubic-bezier(0.1, 0.7, 1, 0.1)`.
  public var description: String {
    if let name { return name }
    switch storage {
    case .linear: return "linear"
    case .cubicBezier(let a, let b, let c, let d): return "cubic-bezier(\(a), \(b), \(c), \(d))"
    case .steps(let n, let p): return "steps(\(n), \(p.rawValue))"
    case .piecewiseLinear(let i, let o):
      return "linear(" + zip(o, i).map { "\($0) \($1 * 100)%" }.joined(separator: ", ") + ")"
    }
  }
}
