import CLibC
import ChoreoCore
import ChoreoTestSupport
import Testing

/// Every spec the parser accepts evaluates to finite values and slopes (or velocities) in
/// its stated domain: progress in −1e100...1e100 for timing curves, times in 0...1e100 s for
/// springs. Outside that domain values may round to ±∞ but are never NaN.
///
/// The corpus holds the inputs that once produced NaN or ∞ (issue 12); the seeded fuzz
/// builds random specs from numbers spread over every magnitude Double has.
@Suite struct MotionSpecFinitenessTests {
  /// Specs that once evaluated to NaN or ∞; each must now be refused, naming the limit.
  static let refusedCorpus: [String] = [
    "spring(stiffness: 100, damping: 1e155)",
    "spring(response: 1e-150, dampingRatio: 1e150)",
    "spring(mass: 1, stiffness: 1e200, damping: 1)",
    "spring(mass: 1e-300, stiffness: 1, damping: 1)",
    "spring(stiffness: 1, damping: 1e-300)",
    "spring(duration: 1e-101, bounce: 0)",
    "spring(duration: 1, bounce: 0, velocity: 1e200)",
    "cubic-bezier(0, 1e308, 1, 1e308)",
    "cubic-bezier(0.6, 0, 0.7, 1e308)",
    "cubic-bezier(0.5, 1e307, 0.5, -1e307)",
    "cubic-bezier(1e-300, 1, 1, 1)",
    "cubic-bezier(0, 0, 1e-200, 1e-50)",
    "cubic-bezier(0.5, 0, 1, 1e101)",
    "linear(0, 2 5.1e-308%)",
    "linear(-5, 1e308, 2 5.5%)",
    "linear(0, 1 1e-200%, 1)",
    "linear(0, 1e101)",
    "linear(0, 1 1e103%)",
  ]

  /// Specs at the edge of the stated ranges; each must parse and stay finite.
  static let acceptedCorpus: [String] = [
    "cubic-bezier(1, -1e100, 0, 1e100)",
    "cubic-bezier(0, 1e100, 1, -1e100)",
    "cubic-bezier(0.5, 5e99, 0.5, -5e99)",
    "cubic-bezier(1e-100, 1e-1, 1, 1)",
    "linear(0, 1 1e-98%, 1)",
    "linear(0, 0 1e-300%, 1 50%, 1)",
    "linear(-5e99, 5e99)",
    "linear(0, 1 1e102%)",
    "spring(response: 6.3e-100, dampingRatio: 0)",
    "spring(response: 6e99, dampingRatio: 1, velocity: 1e100)",
    "spring(mass: 1, stiffness: 1e-200, damping: 1e100)",
    "spring(mass: 1e-100, stiffness: 1e100, damping: 0, velocity: -1e100)",
    "spring(stiffness: 1e-200, damping: 2e-100, velocity: 1e100)",
    "spring(duration: 1, bounce: -0.9999999999)",
    "spring(duration: 1, bounce: 1, velocity: 1e100)",
  ]

  /// Progress values at which a curve must be finite.
  static let progresses: [Double] = [
    0, 1, 0.5, 0.25, 0.75, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 1e-300,
    1e-9, 1 - 1e-16, 1 + 1e-16, 1 - 1e-9,
    -1, 2, -1e6, 1e6, -1e100, 1e100, 0.1, 0.9, 0.999, 0.001,
  ]

  /// Times (seconds) at which a spring must be finite.
  static let times: [Double] = [
    0, Double.leastNonzeroMagnitude, 1e-300, 1e-100, 1e-9, 1e-3, 0.01, 0.1, 0.5, 1, 2, 10, 1e3, 1e6,
    1e12, 1e50,
    1e99, 1e100,
  ]

  /// Checks finiteness of a parsed spec at the fixed inputs and `extra` ones; records the
  /// spec in the failure messages.
  static func checkFinite(
    _ spec: MotionSpec, _ text: String, extra: [Double] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch spec {
    case .timing(let curve):
      for x in progresses + extra {
        let value = curve.value(at: x)
        let slope = curve.slope(at: x)
        #expect(value.isFinite, "\(text) value at \(x) = \(value)", sourceLocation: sourceLocation)
        // A vertical tangent has no finite slope; only ±∞ is allowed there, never NaN.
        #expect(!slope.isNaN, "\(text) slope at \(x) = \(slope)", sourceLocation: sourceLocation)
      }
      for x in [
        -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, -.infinity, .infinity,
      ] {
        #expect(!curve.value(at: x).isNaN, "\(text) value at \(x)", sourceLocation: sourceLocation)
        #expect(!curve.slope(at: x).isNaN, "\(text) slope at \(x)", sourceLocation: sourceLocation)
      }
    case .spring(let spring, let velocity):
      for t in times + extra {
        let value = spring.value(at: t, initialVelocity: velocity)
        let speed = spring.velocity(at: t, initialVelocity: velocity)
        #expect(value.isFinite, "\(text) value at \(t) = \(value)", sourceLocation: sourceLocation)
        #expect(
          speed.isFinite, "\(text) velocity at \(t) = \(speed)", sourceLocation: sourceLocation)
      }
      if spring.damping > 0 {
        let settling = spring.settlingDuration(initialVelocity: velocity)
        #expect(
          settling.isFinite && settling >= 0, "\(text) settles at \(settling)",
          sourceLocation: sourceLocation)
      }
    case .decay(let rate, let velocity):
      for t in times + extra {
        let value = rate.displacement(velocity: velocity, after: t)
        let speed = rate.velocity(velocity, after: t)
        #expect(value.isFinite && speed.isFinite, "\(text) at \(t)", sourceLocation: sourceLocation)
      }
      let settling = rate.settlingDuration(velocity: velocity)
      #expect(settling.isFinite && settling >= 0, "\(text) settles at \(settling)")
    }
  }

  @Test(arguments: refusedCorpus)
  func refusesSpecsOutsideTheStatedRange(_ text: String) {
    #expect {
      _ = try MotionSpec(parsing: text)
    } throws: { error in
      guard let error = error as? MotionSpecError else { return false }
      // The message names the limit it enforces.
      return error.message.contains("1e100") || error.message.contains("1e-100")
    }
  }

  @Test(arguments: acceptedCorpus)
  func acceptsAndStaysFiniteAtTheEdges(_ text: String) throws {
    let spec = try MotionSpec(parsing: text)
    Self.checkFinite(spec, text)
  }

  /// A number spread over every magnitude: signs, zero, subnormals, the 1e100 boundary and
  /// far beyond it.
  static func number(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0:
      return [0, 1, -1, 0.5, 1e100, -1e100, 1e-100, Double.leastNonzeroMagnitude, 1e308][
        Int.random(in: 0..<9, using: &generator)]
    case 1, 2: return Double.random(in: -2...2, using: &generator)
    default:
      let exponent = Double.random(in: -323...308, using: &generator)
      let sign: Double = Bool.random(using: &generator) ? 1 : -1
      let magnitude = Double.random(in: 1..<10, using: &generator) * pow10(exponent.rounded())
      return sign * magnitude
    }
  }

  static func pow10(_ exponent: Double) -> Double {
    Double("1e\(Int(exponent))") ?? 0
  }

  /// A progress in 0...1 or an edge of it.
  static func unit(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: return 0
    case 1: return 1
    case 2:
      return [1e-300, 1 - 1e-16, Double.leastNonzeroMagnitude, 1e-9][
        Int.random(in: 0..<4, using: &generator)]
    default: return Double.random(in: 0...1, using: &generator)
    }
  }

  static func randomSpec(_ generator: inout SeededGenerator) -> String {
    func n() -> String { "\(number(&generator))" }
    switch Int.random(in: 0..<7, using: &generator) {
    case 0:
      return "cubic-bezier(\(unit(&generator)), \(n()), \(unit(&generator)), \(n()))"
    case 1:
      let count = Int.random(in: 2...6, using: &generator)
      let stops = (0..<count).map { _ in
        Bool.random(using: &generator) ? n() : "\(n()) \(number(&generator) * 100)%"
      }
      return "linear(\(stops.joined(separator: ", ")))"
    case 2:
      return
        "spring(response: \(abs(number(&generator))), dampingRatio: \(abs(number(&generator))),"
        + " velocity: \(n()))"
    case 3:
      return
        "spring(duration: \(abs(number(&generator))), bounce: \(Double.random(in: -1...1, using: &generator))"
        + ", velocity: \(n()))"
    case 4:
      return "spring(mass: \(abs(number(&generator))), stiffness: \(abs(number(&generator))),"
        + " damping: \(abs(number(&generator))), velocity: \(n()))"
    case 5:
      return "steps(\(Int.random(in: 1...1_000_000_000, using: &generator)), jump-both)"
    default:
      // Ordinary parameters with one extreme velocity or damping.
      return "spring(stiffness: \(Double.random(in: 1...1000, using: &generator)),"
        + " damping: \(abs(number(&generator))))"
    }
  }

  /// How many random specs the seeded test tries: 20,000 (times FuzzScale), or
  /// CHOREO_FUZZ_SPECS for a longer run by hand (the seed stays the same, so a longer run
  /// extends the short one).
  static let specCount: Int = {
    #if canImport(Glibc)
      if let text = getenv("CHOREO_FUZZ_SPECS"), let count = Int(String(cString: text)) {
        return count
      }
    #endif
    return FuzzScale.count(20_000)
  }()

  /// 20,000 random specs over every magnitude: each is refused or finite at fixed and
  /// random inputs in its domain.
  @Test func seededSpecsAreFiniteOrRefused() {
    var generator = SeededGenerator(seed: 0x5EED_0012)
    var accepted = 0
    let count = Self.specCount
    for _ in 0..<count {
      let text = Self.randomSpec(&generator)
      guard let spec = try? MotionSpec(parsing: text) else { continue }
      accepted += 1
      let extra: [Double]
      switch spec {
      case .timing:
        extra = (0..<4).map { _ in Double.random(in: -1e3...1e3, using: &generator) }
      case .spring, .decay:
        extra = (0..<4).map { _ in Double.random(in: 0...1e3, using: &generator) }
      }
      Self.checkFinite(spec, text, extra: extra)
    }
    // The generator reaches both sides of every limit.
    #expect(accepted > count / 10 && accepted < count * 9 / 10, "accepted \(accepted) of \(count)")
  }
}
