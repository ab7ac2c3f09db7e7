// The closed form of m·x″ + c·x′ + k·x = 0, with everything that depends only on the spring
// computed once.
//
// Source: the damped harmonic oscillator, e.g. A. P. French, "Vibrations and Waves" (1971),
// ch. 3, or any ODE text: with ω₀² = k/m and decay rate a = ζ·ω₀ = c/(2m) the
// characteristic roots are −a ± √(a² − ω₀²). Writing q = ω₀² − a²:
//
//   q > 0 (under-damped), ω_d = √q:
//     pv = e^{−at}·sin(ω_d t)/ω_d,  pp = e^{−at}·cos(ω_d t) + a·pv,  vv = e^{−at}·cos(ω_d t) − a·pv
//   q = 0 (critically damped):
//     pv = t·e^{−at},               pp = e^{−at} + a·pv,             vv = e^{−at} − a·pv
//   q < 0 (over-damped), γ = √(−q), slow root r₁ = −ω₀²/(a + γ), fast root r₂ = −(a + γ):
//     pv = (e^{r₁t} − e^{r₂t})/(2γ) = e^{r₁t}·(1 − e^{−2γt})/(2γ)
//     pp = e^{r₁t} − r₁·pv,  vv = e^{r₁t} + r₂·pv = (r₁e^{r₁t} − r₂e^{r₂t})/(2γ)
//   and in every regime vp = −ω₀²·pv (differentiate pp; the ODE gives pp″ = −ω₀² pv ...).
//
// Numerical choices:
// - r₁ = −ω₀²/(a + γ) rather than −a + γ, which cancels catastrophically when ζ ≫ 1.
// - 1 − e^{−2γt} via expm1 while 2γt is small, so that pv → t·e^{−at} smoothly as ζ → 1⁺
//   (no division of two tiny differences); sin(ω_d t)/ω_d is already accurate as ζ → 1⁻.
//   Both sides tend to the critical formula, so values are continuous across ζ = 1.
// - Only decaying exponentials are evaluated (no cosh/sinh), so nothing overflows for large
//   t; results underflow quietly to 0.
// - pp = e^{r₁t} − r₁·pv is a sum of two non-negative terms (r₁ < 0, pv ≥ 0): no
//   cancellation. For vv, the two-exponential form is used once 2γt is large, because
//   e^{r₁t}·(1 + r₂·pv/e^{r₁t}) would cancel when ζ ≫ 1.
import CLibM

/// The regime of a damped oscillator.
@usableFromInline
enum SpringRegime: Sendable {
  /// ζ < 1: decaying oscillation (ζ = 0 is the undamped oscillator).
  case underdamped
  /// ζ = 1, up to a few roundings (|ω₀² − a²| ≤ 8 ulps of ω₀²).
  case critical
  /// ζ > 1: sum of two decaying exponentials.
  case overdamped
}

/// Constants of the closed form, computed once per spring.
@usableFromInline
struct SpringSolution: Sendable {
  /// Underdamped, critical or overdamped.
  @usableFromInline let regime: SpringRegime
  /// ω₀² = k/m.
  @usableFromInline let omegaSquared: Double
  /// Decay rate a = c/(2m) = ζ·ω₀.
  @usableFromInline let decay: Double
  /// Under-damped: ω_d. Over-damped: 2γ. Critical: 0.
  @usableFromInline let frequency: Double
  /// 1 / `frequency` (0 when critical).
  @usableFromInline let inverseFrequency: Double
  /// Over-damped: the slow root r₁ = −ω₀²/(a + γ). Otherwise −a.
  @usableFromInline let slowRoot: Double
  /// Over-damped: the fast root r₂ = −(a + γ). Otherwise −a.
  @usableFromInline let fastRoot: Double

  @usableFromInline
  init(mass: Double, stiffness: Double, damping: Double) {
    let omegaSquared = stiffness / mass
    let decay = damping / (2 * mass)
    self.omegaSquared = omegaSquared
    self.decay = decay
    // q = ω₀² − a² with a single rounding (fused multiply-add).
    let discriminant = omegaSquared.addingProduct(-decay, decay)
    // Springs built as critical from (duration, bounce 0) or (response, ζ = 1) land a few
    // roundings away from q = 0; treat |q| ≤ 8 ulps of ω₀² as exactly critical. The
    // difference between the formulas is O(q·t²·e^{−at}) ≤ 8ε·(ω₀t)²·e^{−ω₀t} < 1e-14, the
    // same order as the rounding of the inputs themselves.
    if abs(discriminant) <= 8 * Double.ulpOfOne * omegaSquared {
      regime = .critical
      frequency = 0
      inverseFrequency = 0
      slowRoot = -decay
      fastRoot = -decay
    } else if discriminant > 0 {
      regime = .underdamped
      frequency = discriminant.squareRoot()
      inverseFrequency = 1 / frequency
      slowRoot = -decay
      fastRoot = -decay
    } else {
      regime = .overdamped
      let gamma = (-discriminant).squareRoot()
      frequency = 2 * gamma
      inverseFrequency = 1 / frequency
      fastRoot = -(decay + gamma)
      slowRoot = -omegaSquared / (decay + gamma)
    }
  }

  /// The transfer coefficients at time `t` (t ≥ 0, or +∞).
  @inlinable @inline(__always)
  func transfer(at t: Double) -> SpringTransfer {
    let pp: Double
    let pv: Double
    let vv: Double
    switch regime {
    case .underdamped:
      // exp(−0·∞) would be NaN: an undamped spring's envelope is exactly 1.
      let envelope = decay == 0 ? 1 : exp(-decay * t)
      if envelope == 0 { return .zero }
      var angle = frequency * t
      if !angle.isFinite {
        // ω·t overflowed (a spring that has not died out yet at an enormous time, or an
        // undamped one at +∞): the phase is taken modulo one period, +∞ as a whole number
        // of periods, so every coefficient stays finite.
        let period = 2 * Double.pi / frequency
        angle = frequency * (t.isFinite ? t.truncatingRemainder(dividingBy: period) : 0)
      }
      let (sine, cosine) = sineCosine(angle)
      pv = envelope * (sine * inverseFrequency)
      pp = envelope * cosine + decay * pv
      vv = envelope * cosine - decay * pv
    case .critical:
      let envelope = exp(-decay * t)
      if envelope == 0 { return .zero }
      pv = t * envelope
      pp = envelope + decay * pv
      vv = envelope - decay * pv
    case .overdamped:
      let slow = exp(slowRoot * t)
      if slow == 0 { return .zero }
      let y = frequency * t
      if y < 0.75 {
        pv = slow * (-expm1(-y) * inverseFrequency)
        pp = slow - slowRoot * pv
        vv = slow + fastRoot * pv
      } else {
        let ratio = exp(-y)  // e^{(r₂ − r₁)t}
        pv = slow * ((1 - ratio) * inverseFrequency)
        pp = slow - slowRoot * pv
        vv = slow * ((slowRoot - fastRoot * ratio) * inverseFrequency)
      }
    }
    return SpringTransfer(
      positionFromPosition: pp, positionFromVelocity: pv,
      velocityFromPosition: -omegaSquared * pv, velocityFromVelocity: vv)
  }
}
