import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct MotionSpecTests {
  struct Valid: CustomTestStringConvertible, Sendable {
    var text: String
    var expected: MotionSpec
    init(_ text: String, _ expected: MotionSpec) {
      self.text = text
      self.expected = expected
    }
    var testDescription: String { text }
  }

  static let valid: [Valid] = [
    Valid("linear", .timing(.linear)),
    Valid("ease", .timing(.ease)),
    Valid("ease-in", .timing(.easeIn)),
    Valid("ease-out", .timing(.easeOut)),
    Valid("  EASE-in-OUT \n", .timing(.easeInOut)),
    // The Swift spellings of the presets.
    Valid("easeIn", .timing(.easeIn)),
    Valid("easeOut", .timing(.easeOut)),
    Valid("easeInOut", .timing(.easeInOut)),
    Valid("cubicBezier(0.68, -0.6, 0.32, 1.6)", .timing(.cubicBezier(0.68, -0.6, 0.32, 1.6))),
    Valid("step-start", .timing(.steps(1, .jumpStart))),
    Valid("Step-End", .timing(.steps(1, .jumpEnd))),
    Valid(
      "cubic-bezier(0.68,-0.6,0.32,1.6)", .timing(.cubicBezier(0.68, -0.6, 0.32, 1.6))),
    Valid(
      "Cubic-Bezier( .1 , +2e-1 ,1, -1E+1 )", .timing(.cubicBezier(0.1, 0.2, 1, -10))),
    Valid("cubic-bezier(0, 0, 1, 1e-999)", .timing(.cubicBezier(0, 0, 1, 0))),
    Valid("cubic-bezier(1, -1e100, 0, 1e100)", .timing(.cubicBezier(1, -1e100, 0, 1e100))),
    Valid("steps(4)", .timing(.steps(4, .jumpEnd))),
    Valid("steps(+3, JUMP-none)", .timing(.steps(3, .jumpNone))),
    Valid("steps(1,start)", .timing(.steps(1, .jumpStart))),
    Valid("steps(5, end)", .timing(.steps(5, .jumpEnd))),
    Valid("steps(2, jump-both)", .timing(.steps(2, .jumpBoth))),
    Valid("steps(7, jump-start)", .timing(.steps(7, .jumpStart))),
    Valid("steps(1, jump-end)", .timing(.steps(1, .jumpEnd))),
    Valid("linear(0, 1)", .timing(.linear([LinearStop(0), LinearStop(1)]))),
    Valid(
      "linear(0, 0.25 75%, 1)",
      .timing(.linear([LinearStop(0), LinearStop(0.25, at: 0.75), LinearStop(1)]))),
    Valid(
      "linear(0, 0.5 25% 75%, 1)",
      .timing(
        .linear([
          LinearStop(0), LinearStop(0.5, at: 0.25), LinearStop(0.5, at: 0.75), LinearStop(1),
        ]))),
    Valid(
      "LINEAR(0, 50% 0.5, 1 100%)",
      .timing(.linear([LinearStop(0), LinearStop(0.5, at: 0.5), LinearStop(1, at: 1)]))),
    Valid(
      "linear(0.5 0% 100%)",
      .timing(.linear([LinearStop(0.5, at: 0), LinearStop(0.5, at: 1)]))),
    Valid(
      "linear(1, -0.5 -10%, 0 120%)",
      .timing(.linear([LinearStop(1), LinearStop(-0.5, at: -0.1), LinearStop(0, at: 1.2)]))),
    Valid(
      "spring(response: 0.5, dampingRatio: 0.8)",
      .spring(DampedSpring(response: 0.5, dampingRatio: 0.8), initialVelocity: 0)),
    Valid(
      "spring( dampingratio :0.8,RESPONSE: 0.5 , velocity: -2 )",
      .spring(DampedSpring(response: 0.5, dampingRatio: 0.8), initialVelocity: -2)),
    Valid(
      "spring(response: 1, dampingRatio: 0)",
      .spring(DampedSpring(response: 1, dampingRatio: 0), initialVelocity: 0)),
    Valid(
      "spring(duration: 0.5, bounce: 0.3)",
      .spring(DampedSpring(duration: 0.5, bounce: 0.3), initialVelocity: 0)),
    Valid(
      "spring(bounce: -0.5, duration: 2, velocity: 3)",
      .spring(DampedSpring(duration: 2, bounce: -0.5), initialVelocity: 3)),
    Valid(
      "spring(duration: 1, bounce: 1)",
      .spring(DampedSpring(duration: 1, bounce: 1), initialVelocity: 0)),
    Valid(
      "spring(mass: 1, stiffness: 100, damping: 10)",
      .spring(DampedSpring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 0)),
    Valid(
      "spring(damping: 0, stiffness: 50)",
      .spring(DampedSpring(mass: 1, stiffness: 50, damping: 0), initialVelocity: 0)),
    Valid(
      "spring(mass: 2, stiffness: 100, damping: 10, velocity: 1.5)",
      .spring(DampedSpring(mass: 2, stiffness: 100, damping: 10), initialVelocity: 1.5)),
  ]

  @Test(arguments: valid)
  func parsesValidSpec(_ example: Valid) throws {
    let spec = try MotionSpec(parsing: example.text)
    #expect(spec == example.expected)
  }

  @Test func cubicBezierNumbersLandInTheCurve() throws {
    let spec = try MotionSpec(parsing: "cubic-bezier(0.1, 0.7, 1, 0.1)")
    guard case .timing(let curve) = spec else {
      Issue.record("expected a timing curve, got \(spec)")
      return
    }
    #expect(curve == TimingCurve.cubicBezier(0.1, 0.7, 1, 0.1))
    #expect(curve != TimingCurve.cubicBezier(0.1, 0.7, 1, 0.2))
  }

  @Test func bounceMapsToDampingRatio() throws {
    // SwiftUI's convention: bounce ≥ 0 → ζ = 1 − bounce; bounce < 0 → ζ = 1 / (1 + bounce).
    let cases: [(String, Double)] = [
      ("spring(duration: 0.5, bounce: 0.25)", 0.75),
      ("spring(duration: 0.5, bounce: -0.5)", 2),
      ("spring(duration: 0.5, bounce: 0)", 1),
    ]
    for (text, ratio) in cases {
      guard case .spring(let spring, _) = try MotionSpec(parsing: text) else {
        Issue.record("\(text) did not parse as a spring")
        continue
      }
      #expect(isClose(spring.dampingRatio, ratio, relative: 1e-12), "\(text)")
    }
  }

  @Test func springDescriptionParsesBackToAnEqualSpec() throws {
    for text in [
      "spring(response: 0.37, dampingRatio: 0.61, velocity: -4.2)",
      "spring(duration: 0.5, bounce: -0.3)",
      "spring(mass: 3, stiffness: 7.5, damping: 0.1)",
    ] {
      let spec = try MotionSpec(parsing: text)
      #expect(try MotionSpec(parsing: spec.description) == spec, "\(spec.description)")
    }
  }

  /// A spring says the parameters it was written with, not the constants derived from
  /// them (`spring(duration: 0.5, bounce: 0.3)` was `spring(mass: 1.0, stiffness:
  /// 157.91367041742973, ...)`).
  @Test func springDescriptionKeepsTheParametersAsWritten() throws {
    let cases = [
      ("spring(duration: 0.5, bounce: 0.3)", "spring(duration: 0.5, bounce: 0.3)"),
      ("Spring( Bounce: -0.25 , duration:1 )", "spring(duration: 1.0, bounce: -0.25)"),
      (
        "spring(response: 0.4, dampingRatio: 0.8, velocity: 2)",
        "spring(response: 0.4, dampingRatio: 0.8, velocity: 2.0)"
      ),
      ("spring(stiffness: 100, damping: 10)", "spring(mass: 1.0, stiffness: 100.0, damping: 10.0)"),
      (
        "spring(mass: 2, stiffness: 100, damping: 10, velocity: 0)",
        "spring(mass: 2.0, stiffness: 100.0, damping: 10.0)"
      ),
    ]
    for (typed, described) in cases {
      #expect(try MotionSpec(parsing: typed).description == described)
    }
    // Built in code: the initialiser's parameters; after a change, the constants.
    #expect(
      MotionSpec.spring(.bouncy, initialVelocity: 0).description
        == "spring(duration: 0.5, bounce: 0.3)")
    var heavier = DampedSpring(duration: 0.5, bounce: 0.3)
    heavier.stiffness = 150
    #expect(
      MotionSpec.spring(heavier, initialVelocity: 0).description.hasPrefix(
        "spring(mass: 1.0, stiffness: 150.0, damping: "))
    let heavy = DampedSpring(response: 0.4, dampingRatio: 0.8, mass: 2)
    #expect(
      MotionSpec.spring(heavy, initialVelocity: 0).description.hasPrefix("spring(mass: 2.0, "))
    // Equal springs may be written differently; equality is the physical constants.
    #expect(
      DampedSpring(duration: 0.4, bounce: 0.5) == DampedSpring(response: 0.4, dampingRatio: 0.5))
  }

  @Test func presetsKeepTheirCSSNames() throws {
    for name in ["linear", "ease", "ease-in", "ease-out", "ease-in-out"] {
      #expect(try MotionSpec(parsing: name).description == name)
    }
  }
}
