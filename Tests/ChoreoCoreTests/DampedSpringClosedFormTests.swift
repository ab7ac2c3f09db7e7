import CLibM
import ChoreoCore
import ChoreoTestSupport
import Testing

/// Closed forms derived here, independently of the library, for special cases.
@Suite struct DampedSpringClosedFormTests {
  static let regimes: [DampedSpring] = [
    DampedSpring(mass: 1, stiffness: 100, damping: 0),
    DampedSpring(mass: 1, stiffness: 100, damping: 10),
    DampedSpring(mass: 1, stiffness: 100, damping: 20),
    DampedSpring(mass: 1, stiffness: 100, damping: 20.000001),
    DampedSpring(mass: 1, stiffness: 1e6, damping: 2e5),
    DampedSpring(mass: 3, stiffness: 0.01, damping: 0.02),
    .smooth, .snappy, .bouncy,
  ]

  @Test(arguments: regimes)
  func transferAtZeroIsIdentity(spring: DampedSpring) {
    #expect(spring.transfer(at: 0) == .identity)
    #expect(spring.value(at: 0, initialVelocity: 3) == 0)
    #expect(spring.velocity(at: 0, initialVelocity: 3) == 3)
  }

  @Test(arguments: regimes)
  func negativeTimeIsTreatedAsZero(spring: DampedSpring) {
    #expect(spring.transfer(at: -1) == .identity)
    #expect(spring.transfer(at: -.infinity) == .identity)
    #expect(spring.value(at: -0.5, initialVelocity: 2) == 0)
  }

  @Test(arguments: regimes.filter { $0.damping > 0 })
  func dampedSpringIsAtRestAtInfinity(spring: DampedSpring) {
    #expect(spring.transfer(at: .infinity) == .zero)
    #expect(spring.value(at: .infinity, initialVelocity: 5) == 1)
    #expect(spring.velocity(at: .infinity, initialVelocity: 5) == 0)
  }

  /// Critical damping with v0 = 0: x(t) = 1 − (1 + ωt)·e^{−ωt}, x′(t) = ω²t·e^{−ωt}.
  @Test(arguments: [0.5, 2, 10, 1000] as [Double])
  func criticalMatchesTextbookForm(omega: Double) {
    let spring = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    #expect(spring.dampingRatio == 1)
    for step in 0...200 {
      let t = Double(step) * 0.05 / omega
      let expectedValue = 1 - (1 + omega * t) * exp(-omega * t)
      let expectedVelocity = omega * omega * t * exp(-omega * t)
      #expect(isClose(spring.value(at: t), expectedValue, absolute: 1e-15))
      #expect(isClose(spring.velocity(at: t), expectedVelocity, absolute: 1e-15 * omega))
    }
  }

  /// Undamped: x(t) = 1 − cos ωt + (v0/ω)·sin ωt, an oscillation that never decays.
  @Test(arguments: [0.1, 1, 31.4, 1000] as [Double])
  func undampedIsCosine(omega: Double) {
    let spring = DampedSpring(mass: 2, stiffness: 2 * omega * omega, damping: 0)
    let v0 = 3.0
    for step in 0...300 {
      let t = Double(step) * 0.0371 / omega
      let expected = 1 - cos(omega * t) + v0 / omega * sin(omega * t)
      let expectedVelocity = omega * sin(omega * t) + v0 * cos(omega * t)
      #expect(isClose(spring.value(at: t, initialVelocity: v0), expected, absolute: 1e-13))
      #expect(
        isClose(
          spring.velocity(at: t, initialVelocity: v0), expectedVelocity,
          absolute: 1e-13 * max(omega, v0)))
    }
  }

  /// Under-damped with v0 = 0, in the amplitude-phase form of the textbooks:
  /// x(t) = 1 − e^{−ζωt}·cos(ω_d t − φ)/√(1 − ζ²), tan φ = ζ/√(1 − ζ²).
  @Test(arguments: [0.05, 0.3, 0.7, 0.95] as [Double])
  func underdampedMatchesAmplitudePhaseForm(zeta: Double) {
    let omega = 7.0
    let spring = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    let root = (1 - zeta * zeta).squareRoot()
    let phase = atan2(zeta, root)
    for step in 0...300 {
      let t = Double(step) * 0.01
      let expected = 1 - exp(-zeta * omega * t) * cos(omega * root * t - phase) / root
      #expect(isClose(spring.value(at: t), expected, absolute: 1e-13))
    }
  }

  /// Over-damped (moderate ζ, where the naïve roots are accurate):
  /// x(t) = 1 − (r₂·e^{r₁t} − r₁·e^{r₂t}) / (r₂ − r₁), r₁,₂ = ω(−ζ ± √(ζ² − 1)).
  @Test(arguments: [1.5, 2, 5] as [Double])
  func overdampedMatchesTwoExponentials(zeta: Double) {
    let omega = 3.0
    let spring = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    let r1 = omega * (-zeta + (zeta * zeta - 1).squareRoot())
    let r2 = omega * (-zeta - (zeta * zeta - 1).squareRoot())
    for step in 0...300 {
      let t = Double(step) * 0.02
      let expected = 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
      #expect(isClose(spring.value(at: t), expected, absolute: 1e-13))
    }
  }

  /// Strongly over-damped: after the fast mode has died, x ≈ 1 − r₂/(r₂ − r₁)·e^{r₁t} with
  /// the slow root r₁ ≈ −ω/(2ζ) (series of −ω(ζ − √(ζ² − 1)) in 1/ζ).
  @Test func stronglyOverdampedFollowsSlowRoot() {
    let zeta = 1e4
    let omega = 1.0
    let spring = DampedSpring(mass: 1, stiffness: 1, damping: 2 * zeta)
    // r₁ = −ω/(ζ + √(ζ² − 1)) = −ω/(2ζ)·(1 + 1/(4ζ²) + ...)
    let r1 = -omega / (2 * zeta) * (1 + 1 / (4 * zeta * zeta))
    let r2 = -omega * zeta * 2
    for t in [10.0, 1000, 20000, 1e5] {
      let expected = 1 - r2 / (r2 - r1) * exp(r1 * t)
      #expect(isClose(spring.value(at: t), expected, absolute: 1e-15, relative: 1e-12))
    }
  }

  /// Values are continuous across ζ = 1: a spring a hair either side of critical agrees
  /// with the critical one to first order in the offset.
  @Test(arguments: [1e-12, 1e-9, 1e-6] as [Double])
  func continuousAcrossCriticalDamping(offset: Double) {
    let omega = 10.0
    let critical = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    let below = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega * (1 - offset))
    let above = DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega * (1 + offset))
    for step in 0...400 {
      let t = Double(step) * 0.005
      for v0 in [-10.0, 0, 5] {
        let reference = critical.value(at: t, initialVelocity: v0)
        let tolerance = 4 * offset * (1 + abs(v0) / omega) + 1e-15
        #expect(isClose(below.value(at: t, initialVelocity: v0), reference, absolute: tolerance))
        #expect(isClose(above.value(at: t, initialVelocity: v0), reference, absolute: tolerance))
      }
    }
  }

  /// The equation of motion holds: m·x″ + c·x′ + k·(x − 1) ≈ 0 by central differences of
  /// the returned velocity, and x′ matches the central difference of the value.
  @Test(arguments: regimes)
  func satisfiesEquationOfMotion(spring: DampedSpring) {
    let omega = spring.undampedAngularFrequency
    let h = 1e-5 / omega
    for step in 1...60 {
      let t = Double(step) * 0.1 / omega
      for v0 in [-3.0, 0, 2] {
        let x = spring.value(at: t, initialVelocity: v0)
        let v = spring.velocity(at: t, initialVelocity: v0)
        let acceleration =
          (spring.velocity(at: t + h, initialVelocity: v0)
            - spring.velocity(at: t - h, initialVelocity: v0)) / (2 * h)
        let slope =
          (spring.value(at: t + h, initialVelocity: v0)
            - spring.value(at: t - h, initialVelocity: v0)) / (2 * h)
        let scale = spring.stiffness * (1 + abs(v0) / omega) + spring.damping * abs(v)
        let residual =
          spring.mass * acceleration + spring.damping * v + spring.stiffness * (x - 1)
        #expect(abs(residual) <= 1e-6 * scale, "t=\(t) v0=\(v0) residual=\(residual)")
        #expect(isClose(slope, v, absolute: 1e-6 * (omega + abs(v0))))
      }
    }
  }

  /// Mechanical energy E = ½k(x − 1)² + ½m·v² never grows, and is constant when undamped.
  @Test(arguments: regimes)
  func energyNeverGrows(spring: DampedSpring) {
    func energy(_ t: Double) -> Double {
      let x = spring.value(at: t, initialVelocity: 4) - 1
      let v = spring.velocity(at: t, initialVelocity: 4)
      return 0.5 * spring.stiffness * x * x + 0.5 * spring.mass * v * v
    }
    let initial = energy(0)
    var previous = initial
    for step in 1...500 {
      let t = Double(step) * 0.05 / spring.undampedAngularFrequency
      let current = energy(t)
      #expect(current <= previous * (1 + 1e-12) + 1e-300)
      if spring.damping == 0 { #expect(isClose(current, initial, relative: 1e-12)) }
      previous = current
    }
  }

  /// The transfer is linear: any displacement and velocity follow from the coefficients,
  /// and the velocity coefficients are the time derivative of the position ones.
  @Test func velocityFromPositionIsMinusOmegaSquaredTimesPositionFromVelocity() {
    for spring in Self.regimes {
      for t in [0.01, 0.3, 2.0] {
        let transfer = spring.transfer(at: t)
        let omegaSquared = spring.stiffness / spring.mass
        #expect(
          isClose(
            transfer.velocityFromPosition, -omegaSquared * transfer.positionFromVelocity,
            relative: 1e-15))
        let position = transfer.position(displacement: 2, velocity: -1)
        #expect(
          position == transfer.positionFromPosition * 2 - transfer.positionFromVelocity)
      }
    }
  }

  /// Long times never overflow or produce NaN, even for stiff, strongly damped springs.
  @Test func extremeSpringsStayFinite() {
    for stiffness in [1e-2, 1, 1e6] {
      for zeta in [0, 1e-9, 0.999999, 1, 1.000001, 100] {
        let spring = DampedSpring(
          mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
        for t in [1e-12, 1e-3, 1, 1e3, 1e4] {
          let transfer = spring.transfer(at: t)
          #expect(transfer.positionFromPosition.isFinite)
          #expect(transfer.positionFromVelocity.isFinite)
          #expect(transfer.velocityFromPosition.isFinite)
          #expect(transfer.velocityFromVelocity.isFinite)
        }
      }
    }
  }
}
