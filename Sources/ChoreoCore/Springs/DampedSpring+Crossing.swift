// When a spring heading for 0 first falls to a level: the instant a closing menu item
// reaches its removal scale. As for settling (DampedSpring+Settling.swift), the bracket
// comes from the extrema of the closed form x(t) = pp(t)·x0 + pv(t)·v0 (SpringSolution.swift),
// between which x is monotone:
// - under-damped: x = e^{−at}·(x0·cos ω_d t + ((v0 + a·x0)/ω_d)·sin ω_d t), so
//   v = e^{−at}·(v0·cos ω_d t − ((ω₀²·x0 + a·v0)/ω_d)·sin ω_d t) and the extrema sit at
//   θ = ω_d t with tan θ = v0·ω_d/(ω₀²·x0 + a·v0), π/ω_d apart;
// - critical: x = (x0 + (v0 + a·x0)·t)·e^{−at}, one extremum at t = v0/(a·(v0 + a·x0));
// - over-damped: x = α·e^{r₁t} + β·e^{r₂t} with α = (v0 − r₂x0)/(r₁ − r₂),
//   β = (r₁x0 − v0)/(r₁ − r₂), one extremum where e^{(r₁−r₂)t} = −β·r₂/(α·r₁).
// After the last extremum x decays monotonically to 0, and a doubling step brackets the
// level. The root itself comes from the one shared solver (monotoneRoot).
import CLibM

extension DampedSpring {
  /// The first time at which a spring released at displacement `x0` (from its target) with
  /// velocity `v0` falls to `level` or below.
  ///
  /// - Parameters:
  ///   - level: The level, `0 < level` (the target is 0).
  ///   - x0: Displacement from the target at time 0.
  ///   - v0: Velocity at time 0.
  /// - Returns: Seconds, to a few ulps; 0 when `x0 <= level`; `.infinity` when an undamped
  ///   spring never gets there.
  public func firstTime(fallingTo level: Double, displacement x0: Double, velocity v0: Double)
    -> Double
  {
    precondition(level > 0, "the level must be above the target (0), got \(level)")
    if x0 <= level { return 0 }
    let s = solution
    func state(_ t: Double) -> (value: Double, slope: Double) {
      let transfer = s.transfer(at: t)
      return (
        transfer.position(displacement: x0, velocity: v0) - level,
        transfer.velocity(displacement: x0, velocity: v0)
      )
    }
    switch s.regime {
    case .underdamped:
      var theta = atan2(v0 * s.frequency, s.omegaSquared * x0 + s.decay * v0)
      if theta < 0 { theta += Double.pi }
      let halfPeriod = Double.pi / s.frequency
      var previous = 0.0
      var extremum = theta / s.frequency
      // The first minimum lies below 0 < level unless the spring is undamped and too slow;
      // a handful of extrema always decide it.
      for _ in 0..<64 {
        if extremum > previous && state(extremum).value <= 0 {
          return monotoneRoot(lower: previous, upper: extremum, state)
        }
        previous = max(previous, extremum)
        extremum += halfPeriod
      }
      return .infinity
    case .critical, .overdamped:
      var extremum: Double
      if s.regime == .critical {
        extremum = v0 / (s.decay * (v0 + s.decay * x0))
      } else {
        let (r1, r2) = (s.slowRoot, s.fastRoot)
        let alpha = (v0 - r2 * x0) / (r1 - r2)
        let beta = (r1 * x0 - v0) / (r1 - r2)
        extremum = log(-beta * r2 / (alpha * r1)) / (r1 - r2)
      }
      if !(extremum > 0 && extremum.isFinite) { extremum = 0 }
      if extremum > 0 && state(extremum).value <= 0 {
        return monotoneRoot(lower: 0, upper: extremum, state)
      }
      var lower = extremum
      var step = -1 / s.slowRoot
      var upper = lower + step
      var doublings = 0
      while state(upper).value > 0 && doublings < 4096 {
        lower = upper
        step *= 2
        upper = lower + step
        doublings += 1
      }
      return monotoneRoot(lower: lower, upper: upper, state)
    }
  }
}
