// Policy: one export of a Motion to another runtime, and what each export states. A target
// gets the exact form where it has the function (a CSS cubic-bezier(), steps() or
// linear(); a Compose or Android spring, which is the same equation with mass 1); otherwise
// the motion's iteration is sampled through its exact value and fitted by the fewest-stops
// `linear()` (LinearFit.swift), and the measured largest deviation, rounding of the printed
// numbers included, is stated beside it. Every export carries the motion's reduced form
// (ReducedMotionRule), exported the same way.

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

extension Motion {
  /// This motion written for another runtime, with its reduced-motion form, and the
  /// measured error of each.
  ///
  /// Timing curves export exactly where the target has the function. Springs export
  /// exactly to Compose and Android (the same equation with mass 1) and otherwise, like
  /// anything the target cannot express, as the fewest-stops `linear()` within `tolerance`
  /// of the exact motion, rounding of the printed numbers included. The last stop of a
  /// fitted `linear()` is the end value, 1, exactly, as the motion lands on it: reached by
  /// the final segment with no jump when the iteration ends within half the tolerance of
  /// it (always, without an `iterationDuration`), else by a last stop at 100 %.
  ///
  /// - Parameters:
  ///   - target: The runtime.
  ///   - tolerance: The largest deviation allowed for an approximation, as a fraction of the
  ///     distance; 0.001 by default. In ``MotionExport/toleranceRange``.
  ///   - iterationDuration: For a spring or a decay, the seconds it plays before it lands
  ///     (local time, before speed); `nil` for the time after which it stays within half
  ///     the tolerance of its end (at most 0.001; Compose and Android, which play a spring
  ///     itself, use 0.001), rounded up to a whole millisecond. Ignored for a timing curve,
  ///     whose duration is its own.
  /// - Returns: The export.
  /// - Throws: ``MotionExportError`` for a tolerance out of range, a duration that is not
  ///   positive and finite, a spring that never settles when no duration is given, a
  ///   motion no printable `linear()` follows within the tolerance, or a number the target
  ///   cannot hold: a time beyond Double's range in the target's unit, a repeat count past
  ///   2⁵³ in JSON, a steps() path of more than 10,000 points for Android, or for Compose
  ///   and Android a constant beyond `Float` or a duration or repeat count beyond Kotlin's
  ///   `Int` (2³¹ − 1).
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
      if let problem = plan.printProblem(for: target) ?? plan.kotlinProblem(for: target) {
        throw .notRepresentable(target, problem)
      }
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
