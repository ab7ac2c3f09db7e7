import ChoreoCore
import Testing

/// The equality rule of `TimingCurve+Hashable.swift`: same definition, name ignored, hash
/// consistent with `==`.
@Suite struct TimingCurveEqualityTests {
  /// Pairs that are one definition under two spellings.
  static let equalPairs: [(TimingCurve, TimingCurve)] = [
    (.ease, .cubicBezier(0.25, 0.1, 0.25, 1)),
    (.easeIn, .cubicBezier(0.42, 0, 1, 1)),
    (.easeOut, .cubicBezier(0, 0, 0.58, 1)),
    (.easeInOut, .cubicBezier(0.42, 0, 0.58, 1)),
    (.steps(1, .start), .steps(1, .jumpStart)),
    (.steps(3), .steps(3, .end)),
    (.cubicBezier(0, -0.0, 1, 1), .cubicBezier(0, 0, 1, 1)),
    (
      .linear([.init(0), .init(0.5), .init(1)]),
      .linear([.init(0, at: 0), .init(0.5, at: 0.5), .init(1, at: 1)])
    ),
  ]

  /// Different definitions, including the identity written three ways.
  static let unequalPairs: [(TimingCurve, TimingCurve)] = [
    (.ease, .easeIn),
    (.linear, .cubicBezier(0.3, 0.3, 0.6, 0.6)),
    (.linear, .linear([.init(0), .init(1)])),
    (.steps(2, .jumpStart), .steps(2, .jumpEnd)),
    (.steps(2), .steps(3)),
    (.cubicBezier(0.25, 0.1, 0.25, 1), .cubicBezier(0.25, 0.1, 0.25, 0.999)),
  ]

  @Test func sameDefinitionIsEqualWithEqualHashes() {
    for (a, b) in Self.equalPairs {
      #expect(a == b, "\(a) vs \(b)")
      #expect(a.hashValue == b.hashValue, "\(a) vs \(b)")
      #expect(Set([a, b]).count == 1)
      // Equal curves compute the same function.
      for x in stride(from: -0.5, through: 1.5, by: 0.0625) {
        #expect(a.value(at: x) == b.value(at: x), "\(a) at \(x)")
        #expect(a.slope(at: x) == b.slope(at: x), "\(a) slope at \(x)")
      }
    }
  }

  @Test func differentDefinitionsAreUnequal() {
    for (a, b) in Self.unequalPairs {
      #expect(a != b, "\(a) vs \(b)")
    }
  }

  /// The name is only printed: a preset keeps its keyword, the spelled-out curve its numbers,
  /// and each parses back to a curve equal to the other.
  @Test func nameIsPrintedButNotCompared() throws {
    let spelled = TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1)
    #expect(TimingCurve.ease.description == "ease")
    #expect(spelled.description == "cubic-bezier(0.25, 0.1, 0.25, 1)")
    #expect(try MotionSpec(parsing: "ease") == MotionSpec(parsing: spelled.description))
    #expect(try MotionSpec(parsing: "step-start") == MotionSpec(parsing: "steps(1, start)"))
  }
}
