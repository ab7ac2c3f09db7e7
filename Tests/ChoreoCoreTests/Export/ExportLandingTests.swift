import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// Issue 51, item 8: a spring's CSS ended at 0.999 (`linear(0, …, 0.99878 77.95%, 0.999)`),
/// so a browser held a 1,000 px move at 998.9 px and snapped at the end. Every export of
/// the built-in springs and decays, parsed back, now has its last stop at exactly 1, with
/// no jump before it, within the stated deviation of the motion as it plays (the closed
/// form, then exactly 1 at the end).
@Suite struct ExportLandingTests {
  static let motions: [(String, Motion)] = [
    ("smooth", .spring(.smooth)), ("snappy", .spring(.snappy)), ("bouncy", .spring(.bouncy)),
    ("decay normal", .decay(.normal)), ("decay fast", .decay(.fast)),
  ]

  /// The stops of the first `linear(…)` in `text`, as written: (output, input) with the
  /// input `nil` where none is written.
  static func writtenStops(in text: String) throws -> [(output: Double, input: Double?)] {
    let start = try #require(text.range(of: "linear("))
    let body = text[start.upperBound...].prefix { $0 != ")" }
    return try body.split(separator: ",").map { part in
      let fields = part.split(separator: " ")
      let output = try #require(Double(fields[0]))
      let input = fields.count > 1 ? Double(fields[1].dropLast()).map { $0 / 100 } : nil
      return (output, input)
    }
  }

  /// The `linear()` texts of an export: CSS declarations, the Web Animations easing, the
  /// tokens' fallback (read by JSONSerialization).
  static func easings(in export: MotionExport) throws -> [String] {
    switch export.target {
    case .css:
      return export.text.split(separator: "\n").compactMap { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("transition-timing-function: linear(") else { return nil }
        return String(trimmed.dropFirst("transition-timing-function: ".count).dropLast())
      }
    case .waapi:
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
      let reduced = try #require(root["reducedMotion"] as? [String: Any])
      return [root, reduced].compactMap { ($0["options"] as? [String: Any])?["easing"] as? String }
    case .tokens:
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
      return ["motion", "motion-reduced"].compactMap { name in
        let group = root[name] as? [String: Any]
        let extensions = group?["$extensions"] as? [String: Any]
        let choreo = extensions?[DesignTokensExport.extensionKey] as? [String: Any]
        return (choreo?["fallback"] as? [String: Any])?["css"] as? String
      }
    default:
      return []
    }
  }

  /// Every motion to every target at the default tolerance; to CSS at 0.01, and at 0.0001
  /// (a fit that fine takes about 0.3 s in a debug build) the bouncy spring.
  @Test(arguments: [0.01, 0.001, 0.0001])
  func everyFittedEasingEndsAtOneExactly(tolerance: Double) throws {
    let motions = tolerance < 0.001 ? Self.motions.filter { $0.0 == "bouncy" } : Self.motions
    for (name, motion) in motions {
      let targets: [MotionExportTarget] =
        tolerance == 0.001 ? [.css, .waapi, .tokens] : [.css]
      for target in targets {
        let export = try motion.exported(to: target, tolerance: tolerance)
        let easings = try Self.easings(in: export)
        #expect(easings.count == 2, "\(name) to \(target)")
        for easing in easings {
          let stops = try Self.writtenStops(in: easing)
          #expect(stops.last?.output == 1, "\(name) to \(target): \(easing.suffix(60))")
          // No jump: the stop before the last is not at 100 %.
          #expect(stops.dropLast().last?.input != 1, "\(name) to \(target)")
          guard case .timing(let curve) = try MotionSpec(parsing: easing) else {
            Issue.record("\(easing) is not a timing curve")
            continue
          }
          #expect(curve.value(at: 1) == 1)
          #expect(curve.value(at: 0.99999) > 1 - tolerance, "\(name) to \(target)")
        }
      }
      // Compose's tween (a delay rules out its spring) holds the same stops as Floats.
      guard tolerance == 0.001 else { continue }
      let compose = try motion.delay(0.1).exported(to: .compose, tolerance: tolerance).text
      let outputs = try #require(compose.range(of: "val motionOutputs = floatArrayOf("))
      let list = compose[outputs.upperBound...].prefix { $0 != ")" }
      #expect(list.split(separator: ",").last?.trimmingCharacters(in: .whitespaces) == "1f")
    }
  }

  /// The fit stays within the stated deviation of the motion as it plays: the spring's
  /// closed form (written here from the equation) until the end, then exactly 1.
  /// The unit step from rest: the under-damped closed form, or the critically damped
  /// 1 − (1 + ω₀t)·e^{−ω₀t}.
  static func step(response: Double, ratio: Double, at t: Double) -> Double {
    guard ratio >= 1 else { return underDampedStep(response: response, ratio: ratio, at: t) }
    let omega = 2 * Double.pi / response
    return 1 - (1 + omega * t) * exp(-omega * t)
  }

  @Test(arguments: [DampedSpring.smooth, .snappy, .bouncy])
  func theLandingIsWithinTheStatedDeviation(_ spring: DampedSpring) throws {
    let export = try Motion.spring(spring).exported(to: .css)
    let easing = try #require(try Self.easings(in: export).first)
    let seconds = try #require(cssTime("transition-duration", in: export.text))
    guard case .timing(let curve) = try MotionSpec(parsing: easing) else { return }
    let ratio = spring.dampingRatio
    let response = 2 * Double.pi / (spring.stiffness / spring.mass).squareRoot()
    var largest = 0.0
    for k in 0...20_000 {
      let x = Double(k) / 20_000
      let exact = x == 1 ? 1 : Self.step(response: response, ratio: ratio, at: x * seconds)
      largest = max(largest, abs(curve.value(at: x) - exact))
    }
    #expect(largest <= export.largestDeviation + 1e-12)
    #expect(export.largestDeviation <= 0.001)
    // The iteration ends within half the tolerance of 1.
    #expect(abs(Self.step(response: response, ratio: ratio, at: seconds) - 1) <= 0.0005)
  }

  /// A duration that cuts a spring short lands as the motion does: the fit follows the
  /// spring to 100 %, and a last stop there jumps to 1.
  @Test func aShortDurationJumpsToOneAtTheEnd() throws {
    let export = try Motion.spring(.bouncy).exported(to: .css, iterationDuration: 0.1)
    let easing = try #require(try Self.easings(in: export).first)
    let stops = try Self.writtenStops(in: easing)
    #expect(stops.last?.output == 1)
    let before = try #require(stops.dropLast().last)
    #expect(before.input == 1 && before.output < 0.9, "\(easing.suffix(60))")
    #expect(export.largestDeviation <= 0.001)
  }
}
