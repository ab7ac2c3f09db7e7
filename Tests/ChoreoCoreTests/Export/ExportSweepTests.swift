import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// Issue 50's done-when: the export's outputs read back by a real parser for each format
/// (``ExportParsers``: JSON, XML, CSS with finite numbers) over a sweep of specs,
/// tolerances, durations, delays, speeds and repeat counts, edge values included. Every
/// export either parses, with finite numbers, or is refused with a ``MotionExportError``
/// that says what to change.
@Suite struct ExportSweepTests {
  static let specs = [
    "linear", "ease", "ease-in-out", "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "step-start",
    "steps(4, jump-none)", "steps(1000000000, jump-both)", "linear(0, 0.25 75%, 1)",
    "linear(1, 0)", "linear(0, 1.5 40%, -0.5 60%, 1)", "spring(duration: 0.5, bounce: 0.3)",
    "spring(response: 0.3, dampingRatio: 0.5, velocity: -3)",
    "spring(mass: 2, stiffness: 300, damping: 10)", "spring(mass: 1, stiffness: 100, damping: 0)",
    "decay(velocity: 1000)", "decay(velocity: 10, rate: 0.9999999)",
  ]
  /// Tolerances (ExportCSSTests meets 1e-6; a fit that fine takes 0.2 s in a debug build).
  static let tolerances = [1.0, 0.01, 0.001]
  static let durations: [Double?] = [nil, 0.25, 3, 1e-3]
  static let delays = [0, 0.1, 1e306, 1e308, 1e300]
  static let speeds = [1, 4, 1e-300, .leastNonzeroMagnitude, 1e300, 0.01]
  static let repeats: [(count: Int?, reverses: Bool)] = [
    (1, false), (3, false), (3, true), (nil, false), (nil, true), (Int.max, false),
    (Int.max, true), (1 << 31, false), (1 << 53, false), ((1 << 53) + 1, false),
  ]

  /// The motion a spec describes, with the sweep's timing applied.
  private static func motion(
    _ spec: MotionSpec, delay: Double, speed: Double, repeats: (count: Int?, reverses: Bool)
  ) -> Motion {
    var motion: Motion
    switch spec {
    case .timing(let curve): motion = .timing(curve, duration: 0.4)
    case .spring(let spring, let velocity): motion = .spring(spring, initialVelocity: velocity)
    case .decay(let rate, _): motion = .decay(rate)
    }
    motion = motion.delay(delay).speed(speed)
    if let count = repeats.count {
      motion = motion.repeatCount(count, autoreverses: repeats.reverses)
    } else {
      motion = motion.repeatForever(autoreverses: repeats.reverses)
    }
    return motion
  }

  /// Every spec to every target at the default timing; every edge of timing (each delay,
  /// speed, repeat count, tolerance and duration) on two curves, and the edges that reach
  /// a fit's numbers on a spring and a decay; then seeded random combinations, 10 in CI
  /// (a spring's fit takes about 60 ms in a debug build, its tokens' Bézier 30 ms more),
  /// 3,000 under CHOREO_FUZZ_FULL=1.
  @Test func everyExportParsesOrIsRefused() throws {
    var generator = SeededGenerator(seed: 0x5EED_0050)
    var cases: [(String, Double, Double?, Double, Double, (count: Int?, reverses: Bool))] = []
    for spec in Self.specs {
      cases.append((spec, 0.001, nil, 0, 1, (1, false)))
    }
    for spec in ["ease", "steps(4, jump-none)"] {
      for delay in Self.delays { cases.append((spec, 0.001, nil, delay, 1, (1, false))) }
      for speed in Self.speeds { cases.append((spec, 0.001, nil, 0, speed, (1, false))) }
      for repeats in Self.repeats { cases.append((spec, 0.001, nil, 0.1, 1, repeats)) }
      for duration in Self.durations { cases.append((spec, 0.001, duration, 0, 1, (1, false))) }
    }
    // Delays and repeats take the same path for every kind of motion (checked before any
    // fit); the speed, the tolerance and the duration reach a fit's numbers.
    for spec in ["spring(duration: 0.5, bounce: 0.3)", "decay(velocity: 1000)"] {
      cases.append((spec, 0.001, nil, 1e300, 1, (Int.max, true)))
      for speed in [.leastNonzeroMagnitude, 1e300, 0.01] {
        cases.append((spec, 0.001, nil, 0, speed, (1, false)))
      }
      cases.append((spec, 1, nil, 0, 1, (1, false)))
      cases.append((spec, 0.001, 3, 0, 1, (1, false)))
    }
    for _ in 0..<FuzzScale.count(ci: 10, full: 3000) {
      cases.append(
        (
          Self.specs.randomElement(using: &generator)!,
          Self.tolerances.randomElement(using: &generator)!,
          Self.durations.randomElement(using: &generator)!,
          Self.delays.randomElement(using: &generator)!,
          Self.speeds.randomElement(using: &generator)!,
          Self.repeats.randomElement(using: &generator)!
        ))
    }
    var documents: [ExportParsers.Document] = []
    var refused = 0
    for (text, tolerance, duration, delay, speed, repeats) in cases {
      let spec = try MotionSpec(parsing: text)
      let motion = Self.motion(spec, delay: delay, speed: speed, repeats: repeats)
      for target in MotionExportTarget.allCases {
        let label =
          "\(text) to \(target) (tolerance \(tolerance), duration \(String(describing: duration)),"
          + " delay \(delay), speed \(speed), repeats \(repeats))"
        let export: MotionExport
        do throws(MotionExportError) {
          export = try motion.exported(
            to: target, tolerance: tolerance, iterationDuration: duration)
        } catch {
          refused += 1
          #expect(!error.description.isEmpty, "\(label)")
          continue
        }
        #expect(
          export.largestDeviation.isFinite && export.largestDeviation <= tolerance, "\(label)")
        documents.append(.init(label: label, target: target.rawValue, text: export.text))
        if target == .css {
          // Every easing reads back through the spec parser.
          #expect(try ExportParsers.cssEasings(in: export.text).count == 2, "\(label)")
        }
      }
    }
    #expect(documents.count > cases.count, "most exports succeed: \(refused) refused")
    let problems = try ExportParsers.problems(in: documents)
    #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
  }
}
