import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// The unit step of an under-damped spring with mass 1, from rest: the textbook closed form
/// x(t) = 1 − e^{−ζω₀t}·(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = ω₀·√(1 − ζ²), written here
/// from the equation, apart from Choreo's solver.
func underDampedStep(response: Double, ratio: Double, at t: Double) -> Double {
  let omega = 2 * Double.pi / response
  let decay = ratio * omega
  let damped = omega * (1 - ratio * ratio).squareRoot()
  return 1 - exp(-decay * t) * (cos(damped * t) + decay / damped * sin(damped * t))
}

/// The value of the CSS declaration `name` in `css` (the first one).
func declaration(_ name: String, in css: String) -> String? {
  for line in css.split(separator: "\n") {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix(name + ": ") && trimmed.hasSuffix(";") {
      return String(trimmed.dropFirst(name.count + 2).dropLast())
    }
  }
  return nil
}

/// The seconds of a CSS time declaration (`1.2s`).
func cssTime(_ name: String, in css: String) -> Double? {
  declaration(name, in: css).flatMap { Double($0.dropLast()) }
}

/// The number after "largest deviation: " in the first comment that states one.
func statedDeviation(in text: String) -> Double? {
  guard let range = text.range(of: "largest deviation: ") else { return nil }
  let rest = text[range.upperBound...]
  return Double(rest.prefix { "0123456789.e-".contains($0) })
}

@Suite struct ExportCSSTests {
  /// The issue's example: a bouncy spring's linear() stays within 0.001 of the exact spring
  /// (checked against the closed form at 20 001 instants, the printed text read back by the
  /// spec parser), and the comment states a bound that holds.
  @Test func bouncySpringLinearIsWithinTheToleranceOfTheClosedForm() throws {
    let export = try Motion.spring(duration: 0.5, bounce: 0.3).exported(to: .css)
    let easing = try #require(declaration("transition-timing-function", in: export.text))
    #expect(easing.hasPrefix("linear("))
    let seconds = try #require(cssTime("transition-duration", in: export.text))
    guard case .timing(let curve) = try MotionSpec(parsing: easing) else {
      Issue.record("not a timing curve: \(easing)")
      return
    }
    var largest = 0.0
    for k in 0...20_000 {
      let x = Double(k) / 20_000
      let exact = underDampedStep(response: 0.5, ratio: 0.7, at: x * seconds)
      largest = max(largest, abs(curve.value(at: x) - exact))
    }
    #expect(largest <= 0.001)
    let stated = try #require(statedDeviation(in: export.text))
    #expect(largest <= stated + 1e-12)
    #expect(stated <= 0.001)
    #expect(export.largestDeviation <= stated)
    // The spring settles (|x − 1| ≤ 0.001 for ever) before the exported duration ends, and
    // the duration is a whole number of milliseconds.
    #expect(abs(underDampedStep(response: 0.5, ratio: 0.7, at: seconds) - 1) <= 0.001)
    #expect((seconds * 1000).rounded() == (seconds * 1000 * 1e6).rounded() / 1e6)
  }

  /// A smaller tolerance is met too, with more stops.
  @Test(arguments: [0.01, 0.001, 0.0001, 1e-6])
  func toleranceIsMet(tolerance: Double) throws {
    let export = try Motion.spring(duration: 0.5, bounce: 0.3).exported(
      to: .css, tolerance: tolerance)
    let easing = try #require(declaration("transition-timing-function", in: export.text))
    let seconds = try #require(cssTime("transition-duration", in: export.text))
    guard case .timing(let curve) = try MotionSpec(parsing: easing) else { return }
    var largest = 0.0
    for k in 0...20_000 {
      let x = Double(k) / 20_000
      largest = max(
        largest,
        abs(curve.value(at: x) - underDampedStep(response: 0.5, ratio: 0.7, at: x * seconds)))
    }
    #expect(largest <= tolerance)
  }

  /// The search is a shortest path, not a greedy thinning: for x² the chord over a width h
  /// is off by at most h²/4, so no interpolating polyline within ε has fewer than
  /// ⌈1 / (2√ε)⌉ segments. The fit keeps 2 % of ε for printing its numbers, so it may use
  /// the count for 0.98·ε, give or take one grid cell.
  @Test(arguments: [1e-2, 1e-3, 1e-4])
  func parabolaNeedsTheFewestSegments(tolerance: Double) throws {
    let fit = try #require(LinearFit.fit(tolerance: tolerance) { $0 * $0 })
    let lowest = (1 / (2 * tolerance.squareRoot())).rounded(.up)
    let segments = Double(fit.inputs.count - 1)
    #expect(segments >= lowest)
    #expect(segments <= (1 / (2 * (0.98 * tolerance).squareRoot())).rounded(.up) + 1)
    #expect(fit.largestDeviation <= tolerance)
  }

  /// The measurement walks along a curve's stops: at every k / n it hands over the input
  /// and the very value `value(at:)` finds by bisection, on curves with a zero-width
  /// segment, raised inputs, stops beyond 0...1, stops exactly on grid points and grids
  /// coarser and finer than the stops.
  @Test func theWalkGivesWhatValueAtGives() {
    let curves: [[LinearStop]] = [
      [LinearStop(0), LinearStop(1)],
      [LinearStop(0), LinearStop(0.8, at: 0.25), LinearStop(0.2, at: 0.25), LinearStop(1)],
      [LinearStop(0.1, at: 0.5), LinearStop(0.4, at: 0.3), LinearStop(1, at: 0.75)],
      [LinearStop(-0.5, at: -0.5), LinearStop(0.3, at: 0.125), LinearStop(2, at: 1.5)],
      [LinearStop(0), LinearStop(0.4, at: 0.125), LinearStop(0.4, at: 0.5), LinearStop(1)],
      (0...40).map { LinearStop(Double($0 * $0) / 1600, at: Double($0) / 40) },
    ]
    for stops in curves {
      guard case .piecewiseLinear(let line) = TimingCurve.linear(stops).storage else {
        Issue.record("not a linear() curve: \(stops)")
        continue
      }
      for count in [1, 3, 8, 64, 1000] {
        var seen: [Double] = []
        line.forEachValue(atStepsOf: count) { x, value in
          #expect(x == Double(seen.count) / Double(count))
          #expect(value == line.value(at: x), "\(stops) at \(x)")
          seen.append(x)
        }
        #expect(seen.count == count + 1)
      }
    }
  }

  /// Exact where CSS has the function: the curve's own text, deviation 0.
  @Test func cubicBezierIsExact() throws {
    let motion = Motion.timing(.cubicBezier(0.68, -0.6, 0.32, 1.6), duration: 0.4)
    let export = try motion.exported(to: .css)
    #expect(
      declaration("transition-timing-function", in: export.text)
        == "cubic-bezier(0.68, -0.6, 0.32, 1.6)")
    #expect(declaration("transition-duration", in: export.text) == "0.4s")
    #expect(export.isExact)
    #expect(statedDeviation(in: export.text) == 0)
  }

  /// The whole text for a delayed, repeating, reversing curve: transition and animation
  /// forms, and the reduced form in a media block (ease-in-out over 0.2 s, the delay kept,
  /// no repeat).
  @Test func delayAndRepeatAddTheAnimationForm() throws {
    let motion = Motion.easeIn(duration: 0.5).delay(0.1).repeatCount(3, autoreverses: true)
    let export = try motion.exported(to: .css)
    #expect(
      export.text == """
        transition-timing-function: ease-in;
        transition-duration: 0.5s;
        transition-delay: 0.1s;
        animation-timing-function: ease-in;
        animation-duration: 0.5s;
        animation-delay: 0.1s;
        animation-iteration-count: 6;
        animation-direction: alternate;
        animation-fill-mode: both;
        /* largest deviation: 0 (exact: ease-in is CSS's own function) */
        @media (prefers-reduced-motion: reduce) {
          transition-timing-function: ease-in-out;
          transition-duration: 0.2s;
          transition-delay: 0.1s;
          animation-timing-function: ease-in-out;
          animation-duration: 0.2s;
          animation-delay: 0.1s;
          animation-iteration-count: 1;
          animation-direction: normal;
          animation-fill-mode: both;
          /* largest deviation: 0 (exact: ease-in-out is CSS's own function) */
        }

        """)
  }

  /// Speed shortens the duration; forever is `infinite`.
  @Test func speedAndForever() throws {
    let export = try Motion.linear(duration: 1).speed(4).repeatForever().exported(to: .css)
    #expect(declaration("transition-duration", in: export.text) == "0.25s")
    #expect(declaration("animation-iteration-count", in: export.text) == "infinite")
  }

  /// steps() and linear() are CSS's own functions too.
  @Test func stepsAndLinearAreExact() throws {
    let steps = try Motion.timing(.steps(4, .jumpBoth), duration: 1).exported(to: .css)
    #expect(declaration("transition-timing-function", in: steps.text) == "steps(4, jump-both)")
    let linear = try Motion.timing(
      .linear([.init(0), .init(0.25, at: 0.75), .init(1)]), duration: 1
    ).exported(to: .css)
    #expect(
      declaration("transition-timing-function", in: linear.text)
        == "linear(0 0%, 0.25 75%, 1 100%)")
    #expect(linear.isExact)
  }

  /// The reduced form of a spring is a critically damped spring of response 0.2 s, fitted
  /// within the tolerance of its own closed form x(t) = 1 − (1 + ω₀t)·e^{−ω₀t}.
  @Test func reducedSpringIsFittedToo() throws {
    let export = try Motion.spring(duration: 0.5, bounce: 0.3).exported(to: .css)
    let media = try #require(export.text.range(of: "@media (prefers-reduced-motion: reduce) {"))
    let block = String(export.text[media.upperBound...])
    let easing = try #require(declaration("transition-timing-function", in: block))
    let seconds = try #require(cssTime("transition-duration", in: block))
    guard case .timing(let curve) = try MotionSpec(parsing: easing) else { return }
    let omega = 2 * Double.pi / 0.2
    var largest = 0.0
    for k in 0...10_000 {
      let x = Double(k) / 10_000
      let t = x * seconds
      largest = max(largest, abs(curve.value(at: x) - (1 - (1 + omega * t) * exp(-omega * t))))
    }
    #expect(largest <= 0.001)
    #expect(export.reducedLargestDeviation <= 0.001)
  }

  /// Bad input is a typed error that says what would be right.
  @Test func badInputThrows() {
    #expect(throws: MotionExportError.toleranceOutOfRange(0)) {
      try Motion.easeIn().exported(to: .css, tolerance: 0)
    }
    #expect(throws: MotionExportError.toleranceOutOfRange(.infinity)) {
      try Motion.easeIn().exported(to: .css, tolerance: .infinity)
    }
    let undamped = Motion.spring(DampedSpring(stiffness: 100, damping: 0))
    #expect(throws: MotionExportError.self) { try undamped.exported(to: .css) }
    // With a duration it plays that long and lands.
    #expect((try? undamped.exported(to: .css, iterationDuration: 1)) != nil)
    // A spring far too fast for printed stops, or flung a million distances away: no fit.
    let instant = Motion.spring(DampedSpring(response: 1e-90, dampingRatio: 1e-5))
    #expect(throws: MotionExportError.self) { try instant.exported(to: .css) }
    let flung = Motion.spring(.bouncy, initialVelocity: 1e10)
    #expect(throws: MotionExportError.self) { try flung.exported(to: .tokens) }
    // Compose takes Float constants: a stiffness of 1e-200 has no Compose form.
    let slack = Motion.spring(DampedSpring(stiffness: 1e-200, damping: 1e-90))
    #expect(throws: MotionExportError.self) { try slack.exported(to: .compose) }
    #expect(throws: MotionExportError.toleranceOutOfRange(1e-8)) {
      try Motion.easeIn().exported(to: .css, tolerance: 1e-8)
    }
    #expect(
      MotionExportError.toleranceOutOfRange(-1).description
        == "the tolerance must be a fraction of the distance from 1e-7 to 1 (such as 0.001),"
        + " got -1.0")
  }

  /// Printed numbers: rounded decimals without exponents; deviations rounded up.
  @Test func numberTexts() {
    #expect(decimalText(0.123456, decimals: 4) == "0.1235")
    #expect(decimalText(-0.00004, decimals: 4) == "0")
    #expect(decimalText(1, decimals: 5) == "1")
    #expect(decimalText(-1.5e-5, decimals: 6) == "-0.000015")
    #expect(deviationText(0.000931) == "0.00094")
    #expect(deviationText(0.00094) == "0.00094")
    #expect(deviationText(0.5) == "0.5")
    #expect(deviationText(0) == "0 (exact)")
  }

  /// For the deviation Motion's rule gives (one stop per 10 ms, outputs rounded to 4
  /// decimals, re-implemented here from its description), Choreo needs at most half the
  /// stops.
  @Test(arguments: [DampedSpring.smooth, .snappy, .bouncy])
  func halfTheStopsOfTheTenMillisecondRule(_ spring: DampedSpring) throws {
    let motion = Motion.spring(spring)
    let css = try motion.exported(to: .css).text
    let seconds = try #require(cssTime("transition-duration", in: css))
    let exact = { (x: Double) in spring.value(at: x * seconds, initialVelocity: 0) }
    let count = max(Int((seconds * 100).rounded()), 2)
    let rule = TimingCurve.linear(
      (0..<count).map { index in
        let x = Double(index) / Double(count - 1)
        return LinearStop((exact(x) * 10_000).rounded() / 10_000, at: x)
      })
    var ruleDeviation = 0.0
    for k in 0...100_000 {
      let x = Double(k) / 100_000
      ruleDeviation = max(ruleDeviation, abs(rule.value(at: x) - exact(x)))
    }
    let export = try motion.exported(to: .css, tolerance: ruleDeviation)
    let easing = try #require(declaration("transition-timing-function", in: export.text))
    let stops = easing.split(separator: ",").count
    #expect(2 * stops <= count, "\(stops) stops against the rule's \(count)")
    #expect(export.largestDeviation <= ruleDeviation)
  }
}
