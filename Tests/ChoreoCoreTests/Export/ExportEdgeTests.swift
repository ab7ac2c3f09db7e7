import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// Issue 50, findings 1, 3, 4, 5 and 6: exports whose size grew with a step count, whose
/// integers overflowed, that printed `inf`, that were not XML, or that wrote counts Kotlin
/// cannot hold. Each now writes a small, parseable, finite text or throws a typed error.
@Suite struct ExportEdgeTests {
  /// Finding 1: tokens write steps() exactly and briefly, whatever the count; Android,
  /// which has only a path, refuses one past 10,000 points.
  @Test func stepsDoNotGrowTheOutput() throws {
    for count in [100_000, 1_000_000_000] {
      let motion = Motion.timing(.steps(count), duration: 1)
      let tokens = try motion.exported(to: .tokens).text
      #expect(tokens.utf8.count < 4096, "steps(\(count)) tokens: \(tokens.utf8.count) bytes")
      #expect(tokens.contains("\"steps\": {\"count\": \(count), \"position\": \"jump-end\"}"))
      #expect(tokens.contains("\"css\": \"steps(\(count))\""))
      #expect(throws: MotionExportError.self) { try motion.exported(to: .android) }
    }
    // Up to the limit a path is written, exact.
    let largest = try Motion.timing(.steps(4999), duration: 1).exported(to: .android)
    #expect(largest.isExact)
    #expect(throws: MotionExportError.self) {
      try Motion.timing(.steps(5000), duration: 1).exported(to: .android)
    }
    let refused = #expect(throws: MotionExportError.self) {
      try Motion.timing(.steps(10_000_000), duration: 1).exported(to: .android)
    }
    #expect(refused?.description.contains("more than the 10000 points") == true)
  }

  /// Finding 3: twice `Int.max` iterations, and `Int.max + 1` jumps, are counted without
  /// overflow.
  @Test func countsDoNotOverflow() throws {
    let css = try Motion.linear(duration: 1).repeatCount(Int.max, autoreverses: true)
      .exported(to: .css).text
    #expect(declaration("animation-iteration-count", in: css) == "18446744073709551614")
    let compose = try Motion.timing(.steps(Int.max, .jumpBoth), duration: 1)
      .exported(to: .compose).text
    #expect(compose.contains("step / 9223372036854775808f"), "\(compose)")
  }

  /// Finding 4: a time or constant that is not finite in the target's unit is a typed
  /// error, never `inf` in the text.
  @Test func nonFiniteNumbersAreRefused() throws {
    let cases: [(Motion, MotionExportTarget)] = [
      (.easeIn(duration: 0.3).delay(1e308), .waapi),
      (.easeIn(duration: 0.3).delay(1e308), .tokens),
      (.easeIn(duration: 0.3).delay(1e308), .android),
      (.easeIn(duration: 0.3).delay(1e308), .compose),
      (.easeIn(duration: 0.3).speed(.leastNonzeroMagnitude), .css),
      (.easeIn(duration: 0.3).speed(.leastNonzeroMagnitude), .waapi),
      (.spring(duration: 0.5, bounce: 0.3).delay(1e306), .android),
      (.spring(duration: 0.5, bounce: 0.3).delay(1e306), .tokens),
      (.decay(.normal).speed(1e308), .tokens),
      (.decay(.normal).speed(1e300), .android),
      (.spring(.smooth, initialVelocity: 1e300).speed(1e10), .tokens),
    ]
    for (motion, target) in cases {
      let error = #expect(throws: MotionExportError.self, "\(motion) to \(target)") {
        try motion.exported(to: target)
      }
      #expect(error?.description.contains("inf") == false, "\(String(describing: error))")
    }
    // Large finite times are written as they are.
    let late = try Motion.easeIn(duration: 0.3).delay(1e300).exported(to: .waapi).text
    #expect(late.contains("\"delay\": 1e+303,"))
  }

  /// Finding 5: every XML form of an Android export is a well-formed document (one
  /// element, no `--` in a comment) by Python's XML parser, however the curve is written; a
  /// `linear()` with no path is a note in Kotlin comments, not XML.
  @Test func androidFormsAreXML() throws {
    let specs = [
      "linear(1, 0)", "linear(0, -0.5, 1)", "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "steps(3)",
      "linear", "linear(0, 0.25 75%, 1)",
    ]
    var documents: [ExportParsers.Document] = []
    for spec in specs {
      guard case .timing(let curve) = try MotionSpec(parsing: spec) else {
        Issue.record("\(spec) is a timing curve")
        continue
      }
      let text = try Motion.timing(curve, duration: 0.5).exported(to: .android).text
      documents.append(.init(label: spec, target: "android", text: text))
      #expect(text.components(separatedBy: "\n\n").filter { $0.hasPrefix("<!--") }.count >= 1)
    }
    #expect(try ExportParsers.problems(in: documents) == [])
  }

  /// Finding 6: a repeat count is range-checked as durations are: Kotlin's Int for Compose
  /// and Android, 2⁵³ for JSON.
  @Test func repeatCountsBeyondTheTargetAreRefused() throws {
    let cases: [(Motion, MotionExportTarget, String)] = [
      (.linear(duration: 1).repeatCount(Int.max), .compose, "2147483647"),
      (.linear(duration: 1).repeatCount(Int.max), .android, "2147483647"),
      (.linear(duration: 1).repeatCount(1 << 31), .compose, "2147483647"),
      (.linear(duration: 1).repeatCount((1 << 30) + 1, autoreverses: true), .android, "2147483647"),
      (.linear(duration: 1).repeatCount(Int.max), .tokens, "2^53"),
      (.linear(duration: 1).repeatCount(Int.max), .waapi, "2^53"),
      (.spring(.smooth).repeatCount(Int.max), .compose, "2147483647"),
    ]
    for (motion, target, limit) in cases {
      let error = #expect(throws: MotionExportError.self, "\(motion) to \(target)") {
        try motion.exported(to: target)
      }
      #expect(error?.description.contains(limit) == true, "\(String(describing: error))")
    }
    // The largest counts each holds are written.
    let compose = try Motion.linear(duration: 1).repeatCount(Int(Int32.max))
      .exported(to: .compose).text
    #expect(compose.contains("iterations = 2147483647,"))
    let android = try Motion.linear(duration: 1).repeatCount(Int(Int32.max))
      .exported(to: .android).text
    #expect(android.contains("android:repeatCount=\"2147483646\""))
    let reversing = try Motion.linear(duration: 1).repeatCount(1 << 30, autoreverses: true)
      .exported(to: .android).text
    #expect(reversing.contains("android:repeatCount=\"2147483647\""))
    let tokens = try Motion.linear(duration: 1).repeatCount(1 << 53).exported(to: .tokens).text
    #expect(tokens.contains("\"iterations\": 9007199254740992,"))
  }
}
