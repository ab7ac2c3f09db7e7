import ChoreoCore
import ChoreoTestSupport
import Foundation
import Testing

/// Every CSS easing that `choreo export --to css` prints (the motion's and its reduced
/// form's) played by Blink's Web Animations engine in headless Chromium: at 401 instants of
/// an iteration the eased progress Blink computes stays within the stated largest deviation
/// of Choreo's exact motion, plus 1e-6 for Blink's own cubic-bezier solver.
@Suite struct ExportBlinkTests {
  static let specs: [(spec: String, tolerance: String?)] = [
    ("spring(duration: 0.5, bounce: 0.3)", nil),
    ("spring(duration: 0.5, bounce: 0.3)", "0.0001"),
    ("spring(duration: 0.5, bounce: 0.15)", nil),
    ("spring(duration: 0.5, bounce: 0)", "0.01"),
    ("spring(response: 0.4, dampingRatio: 0.6, velocity: 3)", nil),
    ("spring(mass: 1, stiffness: 100, damping: 10)", nil),
    ("spring(response: 0.3, dampingRatio: 1.6)", nil),
    ("ease", nil),
    ("ease-in-out", nil),
    ("cubic-bezier(0.68, -0.6, 0.32, 1.6)", nil),
    ("steps(4, jump-both)", nil),
    ("linear(0, 0.25 75%, 1)", nil),
    ("decay(velocity: 1000)", nil),
    ("decay(velocity: 1000, rate: fast)", "0.0001"),
  ]

  /// One printed easing with what it must match.
  struct Case {
    var label: String
    var easing: String
    var stated: Double
    var exact: (Double) -> Double
  }

  /// The script that drives Chromium (Peers/blink_easing.py).
  static var script: String {
    ChoreoRunner.peerScript("blink_easing.py")
  }

  /// The printed blocks of a CSS export: each easing, duration and stated deviation, the
  /// motion's first and the reduced form's second.
  static func blocks(_ css: String) -> [(easing: String, seconds: Double, stated: Double)] {
    var result: [(String, Double, Double)] = []
    var easing = ""
    var seconds = 0.0
    for line in css.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.hasPrefix("transition-timing-function: ") {
        easing = String(line.dropFirst("transition-timing-function: ".count).dropLast())
      } else if line.hasPrefix("transition-duration: ") {
        seconds = Double(line.dropFirst("transition-duration: ".count).dropLast(2)) ?? .nan
      } else if line.hasPrefix("/* largest deviation: ") {
        let number = line.dropFirst("/* largest deviation: ".count).prefix {
          "0123456789.".contains($0)
        }
        result.append((easing, seconds, Double(number) ?? .nan))
      }
    }
    return result
  }

  /// The exact unit step of one iteration of `motion` lasting `seconds`, over progress x.
  static func exact(_ motion: Motion, seconds: Double) -> (Double) -> Double {
    switch motion.kind {
    case .timing(let curve, _):
      return { curve.value(at: $0) }
    case .spring(let spring, let velocity):
      return { spring.value(at: $0 * seconds, initialVelocity: velocity) }
    case .decay(let rate):
      // 1 − e^(−kt), written here from the decay's definition.
      return { 1 - exp(-rate.decayConstant * $0 * seconds) }
    }
  }

  @Test(.enabled(if: ExternalTool.chromium.isInstalled, "Chromium or Selenium is missing"))
  func blinkPlaysWithinTheStatedDeviation() throws {
    var cases: [Case] = []
    for (spec, tolerance) in Self.specs {
      var arguments = ["export", spec, "--to", "css"]
      if let tolerance { arguments += ["--tolerance", tolerance] }
      let run = try ChoreoRunner.run(arguments)
      #expect(run.status == 0, "\(run.stderr)")
      let motion: Motion
      switch try MotionSpec(parsing: spec) {
      case .timing(let curve): motion = .timing(curve, duration: 0.35)
      case .spring(let spring, let velocity):
        motion = .spring(spring, initialVelocity: velocity)
      case .decay(let rate, _):
        motion = .decay(rate)
      }
      let printed = Self.blocks(run.stdout)
      #expect(printed.count == 2, "\(run.stdout)")
      for (index, block) in printed.enumerated() {
        cases.append(
          Case(
            label: spec + (index == 0 ? "" : " (reduced)") + (tolerance.map { " ±\($0)" } ?? ""),
            easing: block.easing, stated: block.stated,
            exact: Self.exact(index == 0 ? motion : motion.reduced, seconds: block.seconds)))
      }
    }
    let points = (0...400).map { Double($0) / 400 }
    let request: [String: Any] = [
      "cases": cases.map { ["easing": $0.easing, "points": points] as [String: Any] }
    ]
    let input = try JSONSerialization.data(withJSONObject: request)
    let run = try ExternalTool.run(["python3", Self.script], input: input)
    #expect(run.status == 0, "\(run.stderrText)")
    let reply = try #require(
      try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    let results = try #require(reply["results"] as? [Any])
    #expect(results.count == cases.count)
    for (item, result) in zip(cases, results) {
      guard let progress = result as? [Double], progress.count == points.count else {
        Issue.record("Blink did not play \(item.label): \(result)")
        continue
      }
      var largest = 0.0
      for (x, blink) in zip(points, progress) {
        largest = max(largest, abs(blink - item.exact(x)))
      }
      #expect(largest <= item.stated + 1e-6, "\(item.label): Blink is \(largest) off")
    }
  }
}
