import CLibM
import ChoreoCore
import ChoreoTestSupport
import Testing

/// Settling times checked against closed forms derived here and against mpmath.
@Suite struct DampedSpringSettlingTests {
  /// The documented example: m = 1, k = 100, c = 10 (ζ = 0.5, ω_d = √75), ε = 0.001.
  /// mpmath (springs.py, 60 digits) gives 1.2701651956539863 s.
  @Test func documentedExampleMatchesMpmath() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    let settling = spring.settlingDuration(epsilon: 0.001)
    #expect(abs(settling - 1.2701651956539863) <= 1e-12, "got \(settling)")
    // Independent check from the textbook form d(t) = −e^{−5t}(cos ω_d t + 5/ω_d·sin ω_d t):
    // |d| equals ε at the settling time and exceeds it a little earlier.
    let omegaD = 75.0.squareRoot()
    func deviation(_ t: Double) -> Double {
      -exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
    }
    #expect(isClose(abs(deviation(settling)), 0.001, absolute: 1e-15))
    #expect(abs(deviation(settling - 1e-6)) > 0.001)
  }

  /// Critical damping, v0 = 0: |d| = (1 + ωt)·e^{−ωt} decreases monotonically, so the
  /// settling time solves (1 + ωt)·e^{−ωt} = ε.
  @Test(arguments: [0.5, 10, 1000] as [Double])
  func criticalSettlingSolvesTheEnvelopeEquation(omega: Double) {
    let spring = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    for epsilon in [0.1, 1e-3, 1e-9] {
      let t = spring.settlingDuration(epsilon: epsilon)
      let residual = (1 + omega * t) * exp(-omega * t) - epsilon
      // d/dt of the envelope is −ω²t·e^{−ωt}; a residual of a few ulps of ε is ~1e-15 s.
      #expect(abs(residual) <= 1e-14 * epsilon, "ω=\(omega) ε=\(epsilon) t=\(t)")
    }
  }

  @Test func undampedSpringNeverSettles() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    #expect(spring.settlingDuration() == .infinity)
    #expect(spring.settlingDuration(epsilon: 0.5, initialVelocity: 3) == .infinity)
    #expect(DampedSpring(duration: 0.5, bounce: 1).settlingDuration() == .infinity)
    // The oscillation's amplitude is √(1 + (v0/ω)²) = √2 here: a wider band holds it.
    #expect(spring.settlingDuration(epsilon: 1.5, initialVelocity: 10) == 0)
    #expect(spring.settlingDuration(epsilon: 1.4, initialVelocity: 10) == .infinity)
  }

  /// The ∞ rule: a damped spring whose settling time lies beyond Double's range returns
  /// `.infinity`; one just inside the range returns the envelope's time ln(1/ε)/a (the
  /// under-damped envelope e^{−at}, amplitude 1 here as ω₀ ≫ a), not a wrong finite number.
  @Test func settlingBeyondDoubleRangeIsInfinite() {
    // c = 1e-320, a = 5e-321: ln(1000)/a ≈ 1.4e321 s, beyond 1.8e308.
    #expect(
      DampedSpring(mass: 1, stiffness: 1, damping: 2024 * .leastNonzeroMagnitude).settlingDuration()
        == .infinity)
    // Damping so small beside the mass that c/(2m) rounds to 0: undamped in effect.
    #expect(
      DampedSpring(mass: 1e10, stiffness: 1, damping: .leastNonzeroMagnitude).settlingDuration()
        == .infinity)
    // Over-damped with slow root −k/c ≈ −2.2e-310: beyond the range too.
    #expect(
      DampedSpring(mass: 1, stiffness: .leastNormalMagnitude / 100, damping: 1).settlingDuration()
        == .infinity)
    // a = 5e-301: inside the range, within half a period of ln(1/ε)/a.
    let slow = DampedSpring(mass: 1, stiffness: 1, damping: 1e-300).settlingDuration()
    #expect(isClose(slow, log(1000.0) / 5e-301, relative: 1e-9), "\(slow)")
    // Over-damped, slow root −1e-300: ln(1/ε)·1e300.
    let overdamped = DampedSpring(mass: 1, stiffness: 1e-300, damping: 1).settlingDuration()
    #expect(isClose(overdamped, log(1000.0) * 1e300, relative: 1e-9), "\(overdamped)")
  }

  /// A band at least as wide as the whole motion is never left: the answer is 0.
  @Test func motionInsideTheBandSettlesImmediately() {
    #expect(DampedSpring.smooth.settlingDuration(epsilon: 1) == 0)
    #expect(DampedSpring(mass: 1, stiffness: 1, damping: 200).settlingDuration(epsilon: 2) == 0)
    // Over-damped with v0 = 0 never overshoots: |d| ≤ 1 throughout.
    #expect(DampedSpring(duration: 1, bounce: -0.5).settlingDuration(epsilon: 1.0) == 0)
    // With v0 = 40 the overshoot peaks at 0.90 (< 1): still 0. With v0 = 80 it leaves the
    // band, and the settling time is after the last sample outside it.
    #expect(DampedSpring.bouncy.settlingDuration(epsilon: 1, initialVelocity: 40) == 0)
    let bouncy = DampedSpring.bouncy
    let lastOutside = (0...2000).map { Double($0) * 1e-4 }
      .filter { abs(bouncy.value(at: $0, initialVelocity: 80) - 1) > 1 }.last
    #expect(lastOutside != nil)
    #expect(bouncy.settlingDuration(epsilon: 1, initialVelocity: 80) > lastOutside ?? .infinity)
  }

  /// Settling decreases as the band widens (and is continuous in ε).
  @Test(arguments: [DampedSpring.smooth, .snappy, .bouncy, DampedSpring(duration: 1, bounce: -0.6)])
  func widerBandSettlesNoLater(spring: DampedSpring) {
    var previous = Double.infinity
    for exponent in 2...12 {
      let epsilon = pow(10, -Double(14 - exponent))
      let t = spring.settlingDuration(epsilon: epsilon)
      #expect(t <= previous)
      previous = t
    }
  }

  /// Every case from springs.py (mpmath at 60 digits, independent extremum search).
  @Test func matchesMpmathSettlingTimes() {
    var worst = 0.0
    for row in settlingReferenceRows {
      let spring = DampedSpring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
      let t = spring.settlingDuration(epsilon: row.epsilon, initialVelocity: row.initialVelocity)
      let error = abs(t - row.settling)
      worst = max(worst, error / max(1, row.settling))
      #expect(
        error <= 1e-11 * max(1, row.settling),
        "k=\(row.stiffness) c=\(row.damping) v0=\(row.initialVelocity): \(t) vs \(row.settling)")
    }
    #expect(worst < 1e-11)
  }
}
