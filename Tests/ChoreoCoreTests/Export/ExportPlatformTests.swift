import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// Compose's spring, written here from its published equations (androidx.compose.animation
/// .core's SpringSimulation, and the damped oscillator x″ + 2ζω·x′ + ω²·x = 0 with mass 1,
/// ω = √stiffness): the displacement d₀ = start − target and velocity v₀ evolve as
/// - ζ < 1: e^{−ζωt}·(d₀·cos ω_d t + (ζω·d₀ + v₀)/ω_d · sin ω_d t), ω_d = ω√(1 − ζ²);
/// - ζ = 1: (d₀ + (v₀ + ω·d₀)·t)·e^{−ωt};
/// - ζ > 1: A·e^{γ₋t} + B·e^{γ₊t}, γ± = −ζω ± ω√(ζ² − 1), B = (γ₋·d₀ − v₀)/(γ₋ − γ₊),
///   A = d₀ − B.
/// Returns the value for a unit step from 0 to 1 starting with velocity `velocity`.
func composeSpringStep(dampingRatio zeta: Double, stiffness: Double, velocity: Double, at t: Double)
  -> Double
{
  let omega = stiffness.squareRoot()
  let d0 = -1.0
  let displacement: Double
  if zeta < 1 {
    let damped = omega * (1 - zeta * zeta).squareRoot()
    displacement =
      exp(-zeta * omega * t)
      * (d0 * cos(damped * t) + (zeta * omega * d0 + velocity) / damped * sin(damped * t))
  } else if zeta == 1 {
    displacement = (d0 + (velocity + omega * d0) * t) * exp(-omega * t)
  } else {
    let root = omega * (zeta * zeta - 1).squareRoot()
    let minus = -zeta * omega - root
    let plus = -zeta * omega + root
    let b = (minus * d0 - velocity) / (minus - plus)
    displacement = (d0 - b) * exp(minus * t) + b * exp(plus * t)
  }
  return 1 + displacement
}

/// The Float literal after `label = ` in Kotlin text, read as Kotlin reads it (to Float).
func kotlinNumber(after label: String, in text: String) -> Double? {
  guard let range = text.range(of: label) else { return nil }
  let digits = text[range.upperBound...].prefix { "0123456789.eE-".contains($0) }
  return Float(digits).map(Double.init)
}

@Suite struct ExportPlatformTests {
  struct SpringCase: CustomTestStringConvertible, Sendable {
    var motion: Motion
    var name: String
    var testDescription: String { name }
  }

  static let springs: [SpringCase] = [
    SpringCase(motion: .spring(duration: 0.5, bounce: 0.3), name: "bouncy"),
    SpringCase(motion: .spring(.smooth), name: "smooth (critical)"),
    SpringCase(
      motion: .spring(DampedSpring(mass: 2, stiffness: 300, damping: 10), initialVelocity: -3),
      name: "mass 2, velocity -3"),
    SpringCase(
      motion: .spring(DampedSpring(response: 0.4, dampingRatio: 1.5)), name: "over-damped"),
    SpringCase(motion: Motion.spring(duration: 0.6, bounce: 0.2).speed(2), name: "speed 2"),
  ]

  /// Compose's spring with the printed constants follows Choreo's motion to Float
  /// precision at every instant: the mapping (mass 1, stiffness k/m, ratio c/(2√(km)),
  /// speed folded in) is exact.
  @Test(arguments: springs)
  func composeSpringMatchesTheMotion(_ spring: SpringCase) throws {
    let text = try spring.motion.exported(to: .compose).text
    let zeta = try #require(kotlinNumber(after: "dampingRatio = ", in: text))
    let stiffness = try #require(kotlinNumber(after: "stiffness = ", in: text))
    var velocity = 0.0
    if text.contains("initialVelocity = ") {
      velocity = try #require(kotlinNumber(after: "initialVelocity = ", in: text))
    }
    guard case .spring(let damped, let v0) = spring.motion.kind else { return }
    let end = damped.settlingDuration(epsilon: 0.001, initialVelocity: v0) / spring.motion.speed
    // Up to the end, where the motion lands exactly on 1 and Compose's spring goes on.
    for k in 0..<400 {
      let t = end * Double(k) / 400
      let compose = composeSpringStep(
        dampingRatio: zeta, stiffness: stiffness, velocity: velocity, at: t)
      #expect(isClose(compose, spring.motion.value(at: t), absolute: 2e-6), "t = \(t)")
    }
  }

  @Test func composeNumbersForTheIssueSpring() throws {
    let text = try Motion.spring(duration: 0.5, bounce: 0.3).exported(to: .compose).text
    #expect(text.contains("spring(dampingRatio = 0.7f, stiffness = 157.91367f)"))
    // (2π / 0.5)² = 16π².
    let stiffness = try #require(kotlinNumber(after: "stiffness = ", in: text))
    #expect(isClose(stiffness, 16 * Double.pi * Double.pi, relative: 1e-7))
  }

  @Test func composeCurves() throws {
    let ease = try Motion.easeInOut(duration: 0.25).delay(0.05).exported(to: .compose)
    #expect(
      ease.text.contains(
        "val motionSpec: AnimationSpec<Float> = tween(durationMillis = 250, delayMillis = 50,"
          + " easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))"))
    let repeating = try Motion.linear(duration: 0.3).delay(0.1).repeatCount(
      2, autoreverses: true
    ).exported(to: .compose)
    #expect(
      repeating.text.contains(
        """
        val motionSpec: AnimationSpec<Float> = repeatable(
            iterations = 4,
            animation = tween(durationMillis = 300, easing = LinearEasing),
            repeatMode = RepeatMode.Reverse,
            initialStartOffset = StartOffset(100))
        """))
    let forever = try Motion.easeIn(duration: 1).repeatForever().exported(to: .compose)
    #expect(forever.text.contains("infiniteRepeatable("))
    #expect(forever.text.contains("repeatMode = RepeatMode.Restart"))
    // A spring with a delay has no Compose spring form: a tween of the fitted easing.
    let delayed = try Motion.spring(duration: 0.5, bounce: 0.3).delay(0.1).exported(
      to: .compose)
    #expect(delayed.text.contains("delayMillis = 100, easing = motionEasing)"))
    #expect(delayed.largestDeviation > 0 && delayed.largestDeviation <= 0.001)
  }

  @Test func androidForms() throws {
    let spring = try Motion.spring(duration: 0.5, bounce: 0.3).exported(to: .android)
    #expect(spring.text.contains(".setStiffness(157.91367f)\n    .setDampingRatio(0.7f)"))
    #expect(spring.isExact)
    let bezier = try Motion.timing(.cubicBezier(0.68, -0.6, 0.32, 1.6), duration: 0.4)
      .exported(to: .android)
    #expect(
      bezier.text.contains(
        """
        <pathInterpolator xmlns:android="http://schemas.android.com/apk/res/android"
            android:controlX1="0.68" android:controlY1="-0.6"
            android:controlX2="0.32" android:controlY2="1.6" />
        <!-- On the animator: android:duration="400" -->
        """))
    let steps = try Motion.timing(.steps(2), duration: 1).exported(to: .android)
    #expect(steps.text.contains("android:pathData=\"M0,0 L0.5,0 L0.5,0.5 L1,0.5 L1,1\""))
  }

  /// The steps() polyline read back as a CSS linear() is the steps() curve, at every input
  /// (jumps included: both take the top of the step).
  @Test(arguments: StepPosition.allCases)
  func stepsPolylineIsExact(_ position: StepPosition) {
    let (inputs, outputs) = stepsPolyline(count: 3, position: position)
    let polyline = TimingCurve.linear(zip(outputs, inputs).map { LinearStop($0, at: $1) })
    let steps = TimingCurve.steps(3, position)
    for k in 0...600 {
      let x = Double(k) / 600
      #expect(polyline.value(at: x) == steps.value(at: x), "x = \(x)")
    }
  }

  @Test func webAnimationsJSON() throws {
    let export = try Motion.spring(duration: 0.5, bounce: 0.3).delay(0.2).repeatForever(
      autoreverses: true
    ).exported(to: .waapi)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
    let options = try #require(json["options"] as? [String: Any])
    #expect(options["delay"] as? Double == 200)
    #expect(options["iterations"] as? String == "Infinity")
    #expect(options["direction"] as? String == "alternate")
    #expect((options["easing"] as? String)?.hasPrefix("linear(0, ") == true)
    // Foundation's JSON reader on Linux may land one ulp away from the shortest form.
    let deviation = try #require(json["largestDeviation"] as? Double)
    #expect(isClose(deviation, export.largestDeviation, relative: 1e-15))
    let reduced = try #require(json["reducedMotion"] as? [String: Any])
    let reducedOptions = try #require(reduced["options"] as? [String: Any])
    #expect(reducedOptions["iterations"] as? Double == 1)
  }

  /// A delayed spring has no Compose spring form: its Easing, run here as Kotlin runs it
  /// (Float stops, Float arithmetic), stays within the stated deviation of the textbook
  /// closed form at 4001 instants.
  @Test func composeEasingRunsWithinItsStatedDeviation() throws {
    let export = try Motion.spring(duration: 0.5, bounce: 0.3).delay(0.1).exported(
      to: .compose)
    func floats(_ name: String) throws -> [Float] {
      let start = try #require(export.text.range(of: "val \(name) = floatArrayOf("))
      let body = export.text[start.upperBound...].prefix { $0 != ")" }
      return body.split(separator: ",").compactMap {
        Float($0.trimmingCharacters(in: .whitespaces).dropLast())
      }
    }
    let inputs = try floats("motionInputs")
    let outputs = try floats("motionOutputs")
    #expect(inputs.count == outputs.count && inputs.count > 2)
    // The Easing's own loop, in Float.
    func easing(_ x: Float) -> Float {
      var i = 1
      while i < inputs.count - 1 && inputs[i] <= x { i += 1 }
      let x0 = inputs[i - 1]
      let x1 = inputs[i]
      if x1 == x0 { return outputs[i] }
      return outputs[i - 1] + (x - x0) / (x1 - x0) * (outputs[i] - outputs[i - 1])
    }
    let duration = try #require(
      kotlinNumber(after: "tween(durationMillis = ", in: export.text)
    )
    let comment = try #require(export.text.range(of: "// largest deviation: "))
    let stated = try #require(
      Double(export.text[comment.upperBound...].prefix { "0123456789.".contains($0) }))
    var largest = 0.0
    for k in 0...4000 {
      let x = Double(k) / 4000
      let exact = underDampedStep(response: 0.5, ratio: 0.7, at: x * duration / 1000)
      largest = max(largest, abs(Double(easing(Float(x))) - exact))
    }
    #expect(largest <= stated + 1e-6)
    #expect(stated <= 0.001)
    #expect(export.largestDeviation <= stated)
  }
}
