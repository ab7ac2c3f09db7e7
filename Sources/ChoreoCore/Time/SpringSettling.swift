import CLibM

// Settling of a spring in state form, for the end instant of a spring animation.
//
// The error from the target is e(τ) = pp(τ)·x0 + pv(τ)·v0 (DampedSpring.transfer). Split v0
// along the line of travel d̂ = x0/|x0| and across it: v0 = v∥·d̂ + v⊥. Along the line the
// problem is a unit step scaled by |x0| with initial velocity v∥/|x0| steps per second, so
// its exact settling time is DampedSpring.settlingDuration (tolerance ε·|x0|). Across the
// line only pv(τ)·v⊥ remains; for it we use an analytic upper bound on |pv| (below), so
// the end instant is late rather than early. A zero displacement has no line: all of the
// velocity is "across", and the tolerance is ε·|v0|/ω₀ (the distance the velocity alone
// would carry in 1/ω₀ seconds). Nothing to move and no velocity: the end is at once.
enum SpringSettling {
  /// Seconds of motion time after which |pv(τ)|·speedAcross ≤ tolerance for ever: an upper
  /// bound from the envelope of pv, given ln(speedAcross / tolerance) (so that neither
  /// number need be representable: the bound is scale-free).
  ///
  /// For the damped oscillator x″ + 2ζω₀x′ + ω₀²x = 0 (closed form: e.g. Thomson & Dahleh,
  /// Theory of Vibration, §2.4), pv(τ) is
  ///   underdamped  e^(−ζω₀τ) sin(ω_d τ)/ω_d,  ω_d = ω₀√(1 − ζ²)
  ///   critical     τ e^(−ω₀τ)
  ///   overdamped   (e^(r₁τ) − e^(r₂τ))/(r₁ − r₂),  r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1))
  /// so |pv| ≤ e^(−ατ)·min(1/β, τ) with α the slowest decay rate (ζω₀, or −r₁) and β the
  /// gap (ω_d, or r₁ − r₂; 0 when critical). With δ = tolerance/speedAcross and
  /// λ = ln(1/δ), each bound gives a time:
  ///   e^(−ατ)/β ≤ δ  ⇐  τ ≥ (λ − ln β)/α
  ///   τe^(−ατ) ≤ δ   ⇐  τ ≥ (2/α)·(ln(2/(e·α)) + λ)   (as τe^(−ατ/2) ≤ 2/(eα))
  /// and the smaller of the two suffices.
  static func acrossBound(spring: DampedSpring, logOfSpeedOverTolerance lambda: Double)
    -> Double
  {
    guard lambda > -.infinity else { return 0 }
    guard lambda < .infinity else { return .infinity }
    let omega = (spring.stiffness / spring.mass).squareRoot()
    let zeta = spring.dampingRatio
    let alpha: Double
    let beta: Double
    if zeta < 1 {
      alpha = zeta * omega
      beta = omega * (1 - zeta * zeta).squareRoot()
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      alpha = omega * (zeta - root)
      beta = 2 * omega * root
    }
    guard alpha > 0 else { return .infinity }
    var best = Double.infinity
    if beta > 0 { best = (lambda - log(beta)) / alpha }
    best = min(best, 2 / alpha * (log(2 / (2.718281828459045 * alpha)) + lambda))
    return max(0, best)
  }
}
