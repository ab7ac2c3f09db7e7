// Policy: one export of a Motion to another runtime, and what each export states. A target
// gets the exact form where it has the function (a CSS cubic-bezier(), steps() or
// linear(); a Compose or Android spring, which is the same equation with mass 1); otherwise
// the motion's iteration is sampled through its exact value and fitted by the fewest-stops
// `linear()` (LinearFit.swift), and the measured largest deviation, rounding of the printed
// numbers included, is stated beside it. Every export carries the motion's reduced form
// (ReducedMotionRule), exported the same way.
import CLibM

/// Where a ``Motion`` can be exported: the runtimes ``Motion/exported(to:tolerance:iterationDuration:)``
/// writes for.
public enum MotionExportTarget: String, Sendable, Hashable, CaseIterable {
  /// CSS declarations: `transition-*`, and `animation-*` where there is a delay or a repeat.
  case css
  /// The keyframes and timing that the Web Animations API's `element.animate()` takes, as
  /// JSON.
  case waapi
  /// Kotlin for Jetpack Compose: an `AnimationSpec<Float>`.
  case compose
  /// Android views: a `<pathInterpolator>` for curves, `SpringForce` parameters for springs.
  case android
  /// W3C Design Tokens Format Module JSON: `duration`, `cubicBezier` and `transition`
  /// tokens, with `$extensions` for what the format has no type for.
  case tokens
}

/// A motion written for another runtime, with how far it is from the exact motion.
///
/// ```swift
/// let export = try Motion.spring(duration: 0.5, bounce: 0.3).exported(to: .css)
/// print(export.text)           // transition-timing-function: linear(…); …
/// export.largestDeviation      // at most 0.001 (the default tolerance)
/// ```
public struct MotionExport: Sendable, Hashable {
  /// The runtime written for.
  public let target: MotionExportTarget
  /// The text to paste: CSS, JSON, Kotlin or XML, ending with a newline.
  public let text: String
  /// The measured largest difference, as a fraction of the distance travelled, between
  /// the exported easing and the exact motion over one iteration; 0 when ``isExact``.
  public let largestDeviation: Double
  /// The same figure for the reduced-motion form the export also carries.
  public let reducedLargestDeviation: Double
  /// The tolerances an export takes: below 1e-7 the printed numbers and the sampling
  /// needed to prove the bound grow past use; above 1 the whole distance.
  public static let toleranceRange = 1e-7...1.0

  /// Whether the target plays the motion's own function (no approximation).
  public var isExact: Bool { largestDeviation == 0 }
}

/// Why a motion could not be exported.
public enum MotionExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The tolerance was not a number from ``MotionExport/toleranceRange``.
  case toleranceOutOfRange(Double)
  /// The iteration duration was not a finite number greater than 0.
  case durationNotPositive(Double)
  /// A spring without damping never settles, so its iteration has no end: give an
  /// iteration duration.
  case neverSettles(String)
  /// No printable `linear()` follows the motion within the tolerance: it moves too far
  /// (beyond a million times the distance) or too fast for the printed precision.
  case cannotMeetTolerance(String, Double)
  /// The target cannot hold a number the motion needs: Compose and Android take `Float`
  /// constants and whole milliseconds that fit a 32-bit `Int`.
  case notRepresentable(MotionExportTarget, String)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .toleranceOutOfRange(let value):
      return "the tolerance must be a fraction of the distance from 1e-7 to 1 (such as 0.001),"
        + " got \(value)"
    case .durationNotPositive(let value):
      return "the duration must be a finite number of seconds greater than 0, got \(value)"
    case .neverSettles(let spec):
      return "\(spec) never settles (it has no damping), so its length is unknown;"
        + " give a duration (seconds to play before it lands), or add damping"
    case .cannotMeetTolerance(let spec, let tolerance):
      return "\(spec) moves too far or too fast for a linear() within \(tolerance) of the"
        + " distance; give a larger tolerance or a longer duration"
    case .notRepresentable(let target, let problem):
      return "\(target.rawValue) cannot hold this motion: \(problem)"
    }
  }
}

extension Motion {
  /// This motion written for another runtime, with its reduced-motion form, and the
  /// measured error of each.
  ///
  /// Timing curves export exactly where the target has the function. Springs export
  /// exactly to Compose and Android (the same equation with mass 1) and otherwise, like
  /// anything the target cannot express, as the fewest-stops `linear()` within `tolerance`
  /// of the exact motion, rounding of the printed numbers included.
  ///
  /// - Parameters:
  ///   - target: The runtime.
  ///   - tolerance: The largest deviation allowed for an approximation, as a fraction of the
  ///     distance; 0.001 by default. In ``MotionExport/toleranceRange``.
  ///   - iterationDuration: For a spring, the seconds it plays before it lands (local time,
  ///     before speed); `nil` for its settling time (|x − 1| ≤ 0.001 for ever after) rounded
  ///     up to a whole millisecond. Ignored for a timing curve, whose duration is its own.
  /// - Returns: The export.
  /// - Throws: ``MotionExportError`` for a tolerance out of range, a duration that is not
  ///   positive and finite, a spring that never settles when no duration is given, a
  ///   motion no printable `linear()` follows within the tolerance, or a number Compose or
  ///   Android cannot hold (a constant beyond `Float`, a duration beyond 2³¹ − 1 ms).
  public func exported(
    to target: MotionExportTarget, tolerance: Double = 0.001, iterationDuration: Double? = nil
  ) throws(MotionExportError) -> MotionExport {
    guard MotionExport.toleranceRange.contains(tolerance) else {
      throw .toleranceOutOfRange(tolerance)
    }
    if let duration = iterationDuration, !(duration > 0 && duration.isFinite) {
      throw .durationNotPositive(duration)
    }
    let full = try ExportPlan(
      self, for: target, tolerance: tolerance, iterationDuration: iterationDuration)
    let reduced = try ExportPlan(
      self.reduced, for: target, tolerance: tolerance, iterationDuration: nil)
    for plan in [full, reduced] {
      if let problem = plan.kotlinProblem(for: target) { throw .notRepresentable(target, problem) }
    }
    let text: String
    switch target {
    case .css: text = CSSExport.text(full, reduced: reduced)
    case .waapi: text = WebAnimationsExport.text(full, reduced: reduced)
    case .compose: text = ComposeExport.text(full, reduced: reduced)
    case .android: text = AndroidExport.text(full, reduced: reduced)
    case .tokens: text = DesignTokensExport.text(full, reduced: reduced)
    }
    return MotionExport(
      target: target, text: text, largestDeviation: full.deviation(for: target),
      reducedLargestDeviation: reduced.deviation(for: target))
  }
}

/// A motion taken apart for export: its easing over one iteration (exact or fitted), the
/// exact spring where it is one, and its timing in wall-clock seconds.
struct ExportPlan: Sendable {
  /// The easing of one iteration.
  enum Easing: Sendable {
    /// A CSS easing function the motion plays exactly.
    case exact(TimingCurve)
    /// The fewest-stops `linear()` fitted to the motion's exact iteration.
    case fitted(LinearFit)
    /// None: the target plays the motion's spring itself (Compose, Android).
    case unused
  }

  /// The easing of one iteration, for targets that take an easing.
  let easing: Easing
  /// The spring, with its initial velocity per second of wall time and the same speed
  /// folded into its constants, when the motion is one (Compose and Android play it
  /// exactly).
  let spring: (spring: DampedSpring, velocity: Double)?
  /// The decay, with its rate constant per second of wall time (speed folded in), when the
  /// motion is one: Compose's `exponentialDecay` and Android's `FlingAnimation` play it
  /// exactly as a fling, beside the fitted easing.
  let decay: (rate: DecayRate, constant: Double)?
  /// What the motion is, in spec syntax, for comments: `spring(duration: 0.5, bounce: 0.3)`.
  let source: String
  /// Seconds of one iteration in wall time (local duration ÷ speed).
  let duration: Double
  /// Seconds before the first iteration.
  let delay: Double
  /// Iterations as CSS counts them (each direction of an autoreversing cycle is one);
  /// `nil` for without end.
  let iterations: Int?
  /// Whether iterations alternate direction.
  let alternates: Bool
  /// For Compose, which takes the fitted stops as `Float`: the largest deviation measured
  /// with the stops rounded to `Float`, as Compose holds them; `nil` otherwise.
  let floatDeviation: Double?

  /// Plans `motion` for `target`.
  ///
  /// A new kind of motion needs one more case below: its source text, its iteration's
  /// length and its exact iteration handed to `fitted(_:)`, which every target can play.
  init(
    _ motion: Motion, for target: MotionExportTarget, tolerance: Double,
    iterationDuration: Double?
  ) throws(MotionExportError) {
    delay = motion.delay
    switch motion.repeatCount {
    case .forever: iterations = nil
    case .times(let count): iterations = motion.autoreverses ? 2 * count : count
    }
    alternates = motion.autoreverses
    let speed = motion.speed
    /// The fewest-stops fit of an exact iteration, or the error that says none exists.
    func fitted(_ source: String, _ iteration: (Double) -> Double) throws(MotionExportError)
      -> Easing
    {
      guard let fit = LinearFit.fit(tolerance: tolerance, iteration) else {
        throw .cannotMeetTolerance(source, tolerance)
      }
      return .fitted(fit)
    }
    switch motion.kind {
    case .curve(let curve, let length):
      easing = .exact(curve)
      spring = nil
      decay = nil
      source = curve.description
      duration = length / speed
    case .decay(let rate):
      // The unit step 1 − e^(−kt) over its iteration (ln 1000 / k, where it is within 0.001
      // of 1) rounded up to a whole millisecond, or the given duration.
      source = "decay(rate: \(rate))"
      let k = rate.decayConstant
      let local =
        iterationDuration ?? max((motion.iterationDuration * 1000).rounded(.up), 1) / 1000
      spring = nil
      decay = (rate, k * speed)
      duration = local / speed
      easing = try fitted(source) { x in -expm1(-k * x * local) }
    case .spring(let dampedSpring, let velocity):
      decay = nil
      source = MotionSpec.spring(dampedSpring, initialVelocity: velocity).description
      var length = iterationDuration
      if length == nil {
        let settling = dampedSpring.settlingDuration(epsilon: 0.001, initialVelocity: velocity)
        guard settling.isFinite else { throw .neverSettles(source) }
        // Whole milliseconds, rounded up: the spring is still settled there, and every
        // target can state the length exactly.
        length = max((settling * 1000).rounded(.up), 1) / 1000
      }
      let local = length!
      // Playing at `speed` is the spring with time scaled: x(speed·t) solves
      // x″ + (c/m)·speed·x′ + (k/m)·speed²·x = 0, the same damping ratio.
      let stiffness = dampedSpring.stiffness / dampedSpring.mass * speed * speed
      let damping = dampedSpring.damping / dampedSpring.mass * speed
      guard stiffness > 0 && stiffness.isFinite && damping.isFinite else {
        throw .notRepresentable(
          target, "its stiffness per unit mass at speed \(speed), \(stiffness), is out of range")
      }
      spring = (DampedSpring(mass: 1, stiffness: stiffness, damping: damping), velocity * speed)
      duration = local / speed
      let playsSpring =
        target == .android || (target == .compose && delay == 0 && iterations == 1)
      func iteration(_ x: Double) -> Double {
        dampedSpring.value(at: x * local, initialVelocity: velocity)
      }
      easing = playsSpring ? .unused : try fitted(source, iteration)
      if target == .compose, case .fitted(let fit) = easing {
        floatDeviation = fit.deviation(asFloat: true, against: iteration)
        return
      }
    }
    floatDeviation = nil
  }

  /// The measured deviation of what `target` plays: 0 where it plays the exact function.
  func deviation(for target: MotionExportTarget) -> Double {
    if target == .android && decay != nil { return 0 }
    if case .fitted(let fit) = easing, !playsSpringExactly(on: target) {
      return target == .compose ? floatDeviation ?? fit.largestDeviation : fit.largestDeviation
    }
    return 0
  }

  /// Whether `target` plays the spring as a spring: Android always (SpringForce), Compose
  /// when there is no delay or repeat (a Compose `spring()` has neither).
  func playsSpringExactly(on target: MotionExportTarget) -> Bool {
    guard spring != nil else { return false }
    switch target {
    case .android: return true
    case .compose: return delay == 0 && iterations == 1
    default: return false
    }
  }

  /// What Compose or Android cannot hold of this plan, if anything: each constant they
  /// take as a `Float` must stay finite and non-zero when it is not zero, and each duration
  /// must be at most 2³¹ − 1 whole milliseconds (Kotlin's `Int`).
  func kotlinProblem(for target: MotionExportTarget) -> String? {
    guard target == .compose || target == .android else { return nil }
    var floats: [(String, Double)] = []
    if playsSpringExactly(on: target), let (spring, velocity) = spring {
      floats = [
        ("stiffness", spring.stiffness), ("damping ratio", spring.dampingRatio),
        ("velocity", velocity),
      ]
    } else {
      switch easing {
      case .exact(let curve):
        if let p = curve.bezierControlPoints {
          floats = [("x1", p.x1), ("y1", p.y1), ("x2", p.x2), ("y2", p.y2)]
        } else if case .piecewiseLinear(let points) = curve.storage {
          floats = (points.inputs + points.outputs).map { ("linear() stop", $0) }
        }
      case .fitted(let fit):
        floats = (fit.inputs + fit.outputs).map { ("linear() stop", $0) }
      case .unused:
        break
      }
      for (name, seconds) in [("duration", duration), ("delay", delay)]
      where (seconds * 1000).rounded() > Double(Int32.max) {
        return "its \(name) of \(seconds) s is more than 2147483647 ms, the most an Int holds"
      }
    }
    for (name, value) in floats {
      let float = Float(value)
      if !float.isFinite || (float == 0 && value != 0) {
        return "its \(name) \(value) is beyond Float's range (about 1.2e-38...3.4e38)"
      }
    }
    return nil
  }

  /// Whether anything beyond one plain iteration must be said (delay, repeat, reverse).
  var hasTiming: Bool { delay > 0 || iterations != 1 || alternates }

  /// The CSS easing text.
  var cssEasing: String {
    switch easing {
    case .exact(let curve): return curve.description
    case .fitted(let fit): return fit.css
    case .unused: preconditionFailure("a CSS easing was asked of a plan for \(source) without one")
    }
  }
}

/// The deviation for people, rounded up to two significant digits so it stays a true upper
/// bound: `0.00094`, `0 (exact)`.
func deviationText(_ value: Double) -> String {
  if value == 0 { return "0 (exact)" }
  // The first power of ten at or below the value fixes the first significant digit.
  var first = 0
  while value < pow10Int(-first) && first < 300 { first += 1 }
  let decimals = first + 1
  let scale = pow10Int(decimals)
  let up = (value * scale).rounded(.up) / scale
  return decimalText(up < value ? up + 1 / scale : up, decimals: decimals)
}

/// 10ⁿ for whole n, read from a decimal literal (exact to the nearest double).
func pow10Int(_ n: Int) -> Double { Double("1e\(n)")! }

/// Seconds as CSS writes them: shortest round-trip form, `0.35s`.
func cssSeconds(_ seconds: Double) -> String { cssNumber(seconds) + "s" }

/// Milliseconds of `seconds`, in shortest round-trip form (`350`, `1271`, `0.5`).
func millisecondsText(_ seconds: Double) -> String {
  let ms = seconds * 1000
  let rounded = ms.rounded()
  // Seconds written in decimal rarely multiply to whole milliseconds exactly (0.35·1000 is
  // 349.99999999999994): a difference of a few ulps is the decimal's, not the motion's.
  if abs(ms - rounded) <= 1e-9 * max(1, abs(ms)) { return cssNumber(rounded) }
  return cssNumber(ms)
}
