import CLibC
import CLibM
import ChoreoCore
import ChoreoTestSupport
import Testing

/// Motion → Core Animation, UIKit and SwiftUI parameters, checked against the formulas the
/// frameworks document.
@Suite struct PlatformConversionTests {
  // MARK: - Springs

  /// SwiftUI documents `spring(duration: 0.5, bounce: 0.3)` as response 0.5 s and damping
  /// ratio 1 − 0.3 = 0.7. With mass 1: ω₀ = 2π / 0.5 = 4π, so k = ω₀² = 16π² and
  /// c = 2·ζ·ω₀ = 5.6π, the numbers `CASpringAnimation` takes.
  @Test func bouncySpringHasTheHandDerivedConstants() throws {
    let plan = Motion.spring(duration: 0.5, bounce: 0.3).coreAnimationPlan
    guard case .spring(let spring) = plan.kind else {
      Issue.record("expected a spring, got \(plan.kind)")
      return
    }
    #expect(spring.mass == 1)
    #expect(isClose(spring.stiffness, 16 * .pi * .pi, relative: 1e-14))
    #expect(isClose(spring.damping, 5.6 * .pi, relative: 1e-14))
    #expect(spring.initialVelocity == 0)
    #expect(plan.duration == spring.settlingDuration)
    #expect(!spring.isOverDamped)
  }

  /// The settling time is the last time |x − 1| reaches 0.001, checked on the closed form
  /// x(t) = 1 − e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t) written out here.
  @Test func springDurationIsTheLastExitFromTheSettlingBand() {
    let zeta = 0.7
    let omega = 4 * Double.pi
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    func x(_ t: Double) -> Double {
      1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
    }
    let duration = DampedSpring(duration: 0.5, bounce: 0.3).platformParameters().settlingDuration
    #expect(isClose(abs(x(duration) - 1), 0.001, absolute: 1e-9))
    for step in 1...2000 {
      let t = duration + Double(step) * 0.001
      #expect(abs(x(t) - 1) <= 0.001 + 1e-12, "left the band again at \(t)")
    }
    // The envelope e^(−ζω₀t)/√(1 − ζ²) bounds |x − 1|, so the band is reached by the time
    // the envelope is 0.001.
    let envelopeBound = log(1000 / (1 - zeta * zeta).squareRoot()) / (zeta * omega)
    #expect(duration <= envelopeBound)
  }

  /// An over-damped spring is flagged, so SwiftUI builds it with `allowOverDamping: true`.
  @Test func overDampedSpringIsFlagged() {
    let spring = DampedSpring(duration: 0.5, bounce: -0.5).platformParameters()
    #expect(spring.isOverDamped)
    #expect(!DampedSpring.smooth.platformParameters().isOverDamped)
  }

  /// UISpringTimingParameters.initialVelocity's documented rule: points per second divided
  /// by the distance still to travel; 0 when there is none.
  @Test func velocityIsNormalisedByTheRemainingDistance() {
    #expect(Animator.normalizedVelocity(300, from: 100, to: 400) == 1)
    #expect(Animator.normalizedVelocity(-150, from: 400, to: 100) == 0.5)
    #expect(Animator.normalizedVelocity(500, from: 20, to: 20) == 0)
    let plan = Motion.spring(.snappy, initialVelocity: 2.5).coreAnimationPlan
    guard case .spring(let spring) = plan.kind else {
      Issue.record("expected a spring")
      return
    }
    #expect(spring.initialVelocity == 2.5)
    #expect(spring.settlingDuration == DampedSpring.snappy.settlingDuration(initialVelocity: 2.5))
  }

  // MARK: - Control points

  struct PointsCase: Sendable, CustomTestStringConvertible {
    var curve: TimingCurve
    var points: BezierControlPoints?
    var testDescription: String { "\(curve)" }
  }

  /// CSS Easing Functions Level 2, §2.3: the keywords' control points.
  @Test(arguments: [
    PointsCase(curve: .linear, points: BezierControlPoints(0, 0, 1, 1)),
    PointsCase(curve: .ease, points: BezierControlPoints(0.25, 0.1, 0.25, 1)),
    PointsCase(curve: .easeIn, points: BezierControlPoints(0.42, 0, 1, 1)),
    PointsCase(curve: .easeOut, points: BezierControlPoints(0, 0, 0.58, 1)),
    PointsCase(curve: .easeInOut, points: BezierControlPoints(0.42, 0, 0.58, 1)),
    PointsCase(
      curve: .cubicBezier(0.68, -0.6, 0.32, 1.6), points: BezierControlPoints(0.68, -0.6, 0.32, 1.6)
    ),
    PointsCase(curve: .steps(3), points: nil),
    PointsCase(curve: .linear([.init(0), .init(1)]), points: nil),
  ])
  func controlPoints(example: PointsCase) {
    #expect(example.curve.bezierControlPoints == example.points)
  }

  /// UICubicTimingParameters documents its control points in 0...1: an overshooting curve
  /// does not run on a property animator; Core Animation and SwiftUI take it as is.
  @Test func overshootingBezierIsNotAUIKitCurve() {
    let back = Motion.timing(.cubicBezier(0.68, -0.6, 0.32, 1.6), duration: 0.4)
    #expect(back.uiKitPlan == nil)
    #expect(back.coreAnimationPlan.kind == .basic(BezierControlPoints(0.68, -0.6, 0.32, 1.6)))
    #expect(
      back.swiftUIPlan.kind
        == .timingCurve(BezierControlPoints(0.68, -0.6, 0.32, 1.6), duration: 0.4))
  }

  // MARK: - Keyframes

  struct StepsCase: Sendable, CustomTestStringConvertible {
    var count: Int
    var position: StepPosition
    var values: [Double]
    var testDescription: String { "steps(\(count), \(position.rawValue))" }
  }

  /// CSS steps(): the level held over each quarter (or third) of the duration.
  @Test(arguments: [
    StepsCase(count: 4, position: .jumpEnd, values: [0, 0.25, 0.5, 0.75]),
    StepsCase(count: 4, position: .jumpStart, values: [0.25, 0.5, 0.75, 1]),
    StepsCase(count: 3, position: .jumpNone, values: [0, 0.5, 1]),
    StepsCase(count: 3, position: .jumpBoth, values: [0.25, 0.5, 0.75]),
  ])
  func stepsBecomeDiscreteKeyframes(example: StepsCase) {
    let keyframes = TimingCurve.steps(example.count, example.position).sampledKeyframes()
    #expect(keyframes.interpolation == .discrete)
    let n = Double(example.count)
    #expect(keyframes.keyTimes == (0...example.count).map { Double($0) / n })
    #expect(keyframes.values == example.values)
    #expect(keyframes.timingFunctions.isEmpty)
  }

  /// Discrete keyframes reproduce steps() exactly: at every key time and anywhere inside a
  /// step, for every position and 1...12 steps.
  @Test func discreteKeyframesReproduceSteps() {
    var random = SeededGenerator(seed: 11)
    for position in StepPosition.allCases {
      for count in (position == .jumpNone ? 2 : 1)...12 {
        let curve = TimingCurve.steps(count, position)
        let keyframes = curve.sampledKeyframes()
        for (index, time) in keyframes.keyTimes.dropLast().enumerated() {
          // The key time itself is the top of the step; its stored value is the step's.
          #expect(
            keyframes.values[index] == curve.value(at: (time + keyframes.keyTimes[index + 1]) / 2))
        }
        for _ in 0..<50 {
          let fraction = Double.random(in: 0..<1, using: &random)
          let stepStart = (fraction * Double(count)).rounded(.down) / Double(count)
          guard abs(fraction - stepStart) > 1e-9 else { continue }
          #expect(
            keyframes.value(at: fraction) == curve.value(at: fraction),
            "\(curve) at \(fraction)")
        }
        // The last step holds until the end; then the model value (the end, 1) shows.
        #expect(keyframes.values.last == curve.value(at: 1 - 1e-9))
      }
    }
  }

  /// CSS linear(0, 0.25 75%, 1): key times at the stops, values at the stops, straight lines
  /// between, so every sample agrees with the curve.
  @Test func linearEasingBecomesLinearKeyframes() {
    let curve = TimingCurve.linear([.init(0), .init(0.25, at: 0.75), .init(1)])
    let keyframes = curve.sampledKeyframes()
    #expect(keyframes.interpolation == .linear)
    #expect(keyframes.keyTimes == [0, 0.75, 1])
    #expect(keyframes.values == [0, 0.25, 1])
    #expect(keyframes.timingFunctions == [.linear, .linear])
    var random = SeededGenerator(seed: 3)
    for _ in 0..<200 {
      let fraction = Double.random(in: 0...1, using: &random)
      #expect(isClose(keyframes.value(at: fraction), curve.value(at: fraction), absolute: 1e-15))
    }
  }

  /// Property: for 500 seeded random `linear(...)` curves (2 to 7 stops, some inputs
  /// missing, some outside 0...1, some repeated), the keyframes agree with the curve at 200
  /// random fractions each.
  @Test func randomLinearEasingsAreReproduced() {
    var random = SeededGenerator(seed: 2026)
    for _ in 0..<500 {
      let count = Int.random(in: 2...7, using: &random)
      var stops: [LinearStop] = []
      for _ in 0..<count {
        let output = Double.random(in: -0.5...1.5, using: &random)
        let input: Double? =
          Bool.random(using: &random) ? Double.random(in: -0.2...1.2, using: &random) : nil
        stops.append(LinearStop(output, at: input))
      }
      let curve = TimingCurve.linear(stops)
      let keyframes = curve.sampledKeyframes()
      for _ in 0..<200 {
        let fraction = Double.random(in: 0...1, using: &random)
        #expect(
          isClose(keyframes.value(at: fraction), curve.value(at: fraction), absolute: 1e-12),
          "\(curve) at \(fraction)")
      }
    }
  }

  /// Stops outside 0...1 are cut at the ends of the duration; a repeated input is a jump.
  @Test func linearEasingOutsideTheUnitIntervalAndJumps() {
    let wide = TimingCurve.linear([.init(0.2, at: -1), .init(0.8, at: 2)])
    let cut = wide.sampledKeyframes()
    #expect(cut.keyTimes == [0, 1])
    #expect(isClose(cut.values[0], 0.4, absolute: 1e-15))
    #expect(isClose(cut.values[1], 0.6, absolute: 1e-15))
    let jump = TimingCurve.linear([.init(0), .init(0.2, at: 0.5), .init(0.8, at: 0.5), .init(1)])
    let keyframes = jump.sampledKeyframes()
    #expect(keyframes.keyTimes == [0, 0.5, 0.5, 1])
    #expect(keyframes.values == [0, 0.2, 0.8, 1])
    for fraction in [0.25, 0.4999, 0.5, 0.5001, 0.75] {
      #expect(isClose(keyframes.value(at: fraction), jump.value(at: fraction), absolute: 1e-15))
    }
  }

  /// A keyframe curve mixing an eased segment, a hold, steps and a smooth segment is exact
  /// at every key and, except in the smooth segment, everywhere.
  @Test func keyframeCurveIsExactAtItsKeys() throws {
    let curve = try KeyframeCurve(keys: [
      .init(0.0, at: 1),
      .init(1.1, at: 1.2, .timing(.easeOut)),
      .init(0.4, at: 1.4, .hold),
      .init(1.0, at: 1.8, .timing(.steps(4))),
      .init(0.5, at: 2.0, .smooth),
    ])
    let keyframes = curve.sampledKeyframes(smoothSubdivisions: 4)
    #expect(keyframes.keyTimes.first == 0)
    #expect(keyframes.keyTimes.last == 1)
    #expect(keyframes.timingFunctions.first == BezierControlPoints(0, 0, 0.58, 1))
    for key in curve.keys {
      let fraction = (key.time - 1) / 1
      #expect(keyframes.value(at: fraction) == key.value, "key at \(key.time)")
    }
    var random = SeededGenerator(seed: 7)
    for _ in 0..<300 {
      let time = Double.random(in: 1..<1.8, using: &random)
      // Stay clear of the jumps (holds and step edges), where either side is right.
      let nearJump = [1.4, 1.5, 1.6, 1.7, 1.8].contains { abs(time - $0) < 1e-9 }
      guard !nearJump else { continue }
      #expect(
        isClose(keyframes.value(at: time - 1), curve.value(at: time), absolute: 1e-9),
        "at \(time)")
    }
    // The smooth segment is exact at its subdivision points.
    for piece in 1...4 {
      let time = 1.8 + 0.2 * Double(piece) / 4
      #expect(isClose(keyframes.value(at: time - 1), curve.value(at: time), absolute: 1e-12))
    }
  }

  // MARK: - Plans

  /// Core Animation's timing is Choreo's: delay in beginTime, speed, cycles, autoreverse;
  /// repeat forever is Float.greatestFiniteMagnitude (CAMediaTiming.repeatCount).
  @Test func coreAnimationTiming() {
    let motion = Motion.easeInOut(duration: 0.3).delay(0.1).speed(2).repeatCount(
      3, autoreverses: true)
    let plan = motion.coreAnimationPlan
    #expect(plan.kind == .basic(BezierControlPoints(0.42, 0, 0.58, 1)))
    #expect(plan.duration == 0.3)
    #expect(plan.delay == 0.1)
    #expect(plan.speed == 2)
    #expect(plan.repeatCount == 3)
    #expect(plan.autoreverses)
    #expect(
      Motion.linear(duration: 1).repeatForever().coreAnimationPlan.repeatCount
        == .greatestFiniteMagnitude)
    #expect(Motion.linear(duration: 0).coreAnimationPlan.kind == .immediate)
    if case .keyframes(let keyframes) = Motion.timing(.steps(2), duration: 1).coreAnimationPlan.kind
    {
      #expect(keyframes.values == [0, 0.5])
    } else {
      Issue.record("steps should play as keyframes")
    }
    let undamped = Motion.spring(DampedSpring(mass: 1, stiffness: 100, damping: 0))
    #expect(undamped.coreAnimationPlan.duration == .greatestFiniteMagnitude)
  }

  /// SwiftUI: native forms for single-cycle Béziers and springs, speed before delay; a
  /// custom animation for steps(), linear(...), repeats and autoreverse.
  @Test func swiftUIPlans() {
    let eased = Motion.easeInOut(duration: 0.3).delay(0.1).speed(2).swiftUIPlan
    #expect(eased.kind == .timingCurve(BezierControlPoints(0.42, 0, 0.58, 1), duration: 0.3))
    #expect(eased.speed == 2)
    #expect(eased.delay == 0.1)
    let bouncy = Motion.spring(duration: 0.5, bounce: 0.3).swiftUIPlan.kind
    #expect(bouncy == .spring(DampedSpring.bouncy.platformParameters()))
    let flung = Motion.spring(.bouncy, initialVelocity: 3).swiftUIPlan.kind
    #expect(
      flung == .interpolatingSpring(DampedSpring.bouncy.platformParameters(initialVelocity: 3)))
    #expect(Motion.timing(.steps(4), duration: 1).swiftUIPlan.kind == .custom)
    #expect(Motion.timing(.linear([.init(0), .init(1)]), duration: 1).swiftUIPlan.kind == .custom)
    let repeated = Motion.easeIn(duration: 1).delay(0.5).repeatCount(2).swiftUIPlan
    #expect(repeated.kind == .custom)
    #expect(repeated.speed == 1 && repeated.delay == 0)
    #expect(
      Motion.easeIn(duration: 1).repeatForever(autoreverses: true).swiftUIPlan.kind == .custom)
  }

  /// UIKit: a cubic curve's duration includes the speed; a spring runs for its settling
  /// time; what a property animator cannot play gives nil.
  @Test func uiKitPlans() {
    let eased = Motion.easeOut(duration: 0.5).speed(2).delay(0.2).uiKitPlan
    #expect(eased?.kind == .cubic(BezierControlPoints(0, 0, 0.58, 1)))
    #expect(eased?.duration == 0.25)
    #expect(eased?.delay == 0.2)
    let spring = Motion.spring(.snappy).uiKitPlan
    #expect(spring?.kind == .spring(DampedSpring.snappy.platformParameters()))
    #expect(spring?.duration == DampedSpring.snappy.settlingDuration())
    #expect(Motion.spring(.snappy).speed(2).uiKitPlan == nil)
    #expect(Motion.timing(.steps(3), duration: 1).uiKitPlan == nil)
    #expect(Motion.linear(duration: 1).repeatCount(2).uiKitPlan == nil)
  }
}
