// Settling time of the unit step 0 → 1: the supremum of the times at which the deviation
// d(t) = value − 1 has |d| > ε. No grid search: the structure of the closed form says where
// |d| can last exceed ε, and a bracketed Newton iteration finds the crossing to a few ulps.
//
// - Under-damped (source: the closed form in SpringSolution.swift): the velocity is
//   e^{−at}·(v0·cos ω_d t + Q·sin ω_d t), so its zeros (the extrema of d) are evenly spaced,
//   π/ω_d apart, and |d| at consecutive extrema shrinks by exactly e^{−aπ/ω_d} (the
//   logarithmic decrement). Between two extrema d is monotone. So the last time |d| > ε
//   lies between the last extremum outside the band and the next one.
// - Critically and over-damped: d = α·e^{r₁t} + β·e^{r₂t} has at most one extremum, found
//   in closed form; after it, |d| decreases monotonically to 0.
import CLibM

extension DampedSpring {
  /// The first time after which |value − 1| ≤ `epsilon` for ever, for the unit step from 0
  /// to 1 with the given initial velocity.
  ///
  /// The result is exact up to floating-point rounding (a few ulps of the answer, far below
  /// a nanosecond for settling times under a few hours): it is found from the extrema of the
  /// closed form and a bracketed Newton iteration, not by sampling.
  ///
  /// ```swift
  /// DampedSpring(mass: 1, stiffness: 100, damping: 10).settlingDuration()  // 1.2701651956539863 s
  /// ```
  ///
  /// - Parameters:
  ///   - epsilon: The half-width of the band around the target; ``Motion/settlingEpsilon``
  ///     (0.001) by default.
  ///   - initialVelocity: Velocity at time 0, in units per second.
  /// - Returns: Seconds; 0 when the motion never leaves the band (only possible for
  ///   `epsilon >= 1`). `.infinity` in exactly two cases:
  ///   - the spring never settles: its decay rate c/(2m) is 0 (`damping == 0`, or damping so
  ///     small beside the mass that c/(2m) rounds to 0), so it oscillates for ever with
  ///     amplitude √(1 + (v0/ω₀)²), unless that amplitude is within `epsilon` (then 0);
  ///   - it settles, but later than `Double.greatestFiniteMagnitude` seconds (a decay rate
  ///     below about ln(1/ε)/1.8e308 per second, or an over-damped slow root that small).
  ///   Springs parsed from a ``MotionSpec`` never meet either case unless undamped: the
  ///   parser requires a decay rate of at least 1e-100 per second.
  /// - Precondition: `epsilon > 0`; `initialVelocity` is finite.
  /// - Complexity: O(1) evaluations of the closed form (a few dozen at most), except for a
  ///   logarithmic search on the tail of very slow over-damped springs.
  public func settlingDuration(
    epsilon: Double = Motion.settlingEpsilon, initialVelocity: Double = 0
  ) -> Double {
    precondition(epsilon > 0, "epsilon must be positive, got \(epsilon)")
    precondition(
      initialVelocity.isFinite, "initialVelocity must be finite, got \(initialVelocity)")
    let problem = SettlingProblem(
      solution: solution, initialVelocity: initialVelocity, epsilon: epsilon)
    switch solution.regime {
    case .underdamped: return problem.underdampedSettling()
    case .critical, .overdamped: return problem.nonOscillatingSettling()
    }
  }
}

/// The unit step's deviation from its target and the search for its last exit from the band.
private struct SettlingProblem {
  let solution: SpringSolution
  let initialVelocity: Double
  let epsilon: Double

  /// Deviation d = value − 1 and its velocity at `time` (x0 = −1).
  func deviation(at time: Double) -> (position: Double, velocity: Double) {
    let t = solution.transfer(at: time)
    return (
      -t.positionFromPosition + t.positionFromVelocity * initialVelocity,
      -t.velocityFromPosition + t.velocityFromVelocity * initialVelocity
    )
  }

  func underdampedSettling() -> Double {
    let v0 = initialVelocity
    let omegaD = solution.frequency
    let decay = solution.decay
    if decay == 0 {
      // Undamped: d = −cos ω₀t + (v0/ω₀)·sin ω₀t, amplitude √(1 + (v0/ω₀)²), for ever.
      let amplitude = (1 + v0 * v0 / solution.omegaSquared).squareRoot()
      return amplitude <= epsilon ? 0 : .infinity
    }
    // Velocity of d: e^{−at}·(v0·cos θ + Q·sin θ) with θ = ω_d t and Q = (ω₀² − a·v0)/ω_d, so
    // its zeros satisfy tan θ = v0·ω_d / (a·v0 − ω₀²). Take the first θ in [0, π).
    let numerator = v0 * omegaD
    let denominator = decay * v0 - solution.omegaSquared
    var theta = denominator == 0 ? Double.pi / 2 : atan(numerator / denominator)
    if theta < 0 { theta += Double.pi }
    let halfPeriod = Double.pi / omegaD
    let firstExtremum = max(0, theta / omegaD)
    let firstMagnitude = abs(deviation(at: firstExtremum).position)
    if firstMagnitude > epsilon {
      // |d| at the n-th extremum is firstMagnitude·e^{−n·decrement}: find the last one > ε.
      let decrement = decay * halfPeriod
      func magnitude(_ n: Double) -> Double { firstMagnitude * exp(-decrement * n) }
      var n = (log(firstMagnitude / epsilon) / decrement).rounded(.down)
      // The last extremum outside the band lies beyond Double's range of times: the spring
      // settles, but not at any time a Double can hold.
      if n == .infinity || !(firstExtremum + n * halfPeriod).isFinite { return .infinity }
      if !n.isFinite || n < 0 { n = 0 }
      var guardCount = 0
      while magnitude(n + 1) > epsilon && guardCount < 64 {
        n += 1
        guardCount += 1
      }
      while n > 0 && magnitude(n) <= epsilon && guardCount < 128 {
        n -= 1
        guardCount += 1
      }
      let start = firstExtremum + n * halfPeriod
      return crossing(from: start, to: start + halfPeriod)
    }
    // No extremum leaves the band; d is monotone on [0, firstExtremum].
    return 1 > epsilon ? crossing(from: 0, to: firstExtremum) : 0
  }

  func nonOscillatingSettling() -> Double {
    let v0 = initialVelocity
    let decay = solution.decay
    // The one zero of the velocity, if any. Critical: d = (−1 + (v0 − a)t)·e^{−at}, so
    // t = v0 / (a·(v0 − a)). Over-damped: α·r₁·e^{r₁t} + β·r₂·e^{r₂t} = 0 rearranges to
    // t = log1p(−2γ·v0 / (r₁·(v0 + r₂))) / (2γ), which stays accurate as γ → 0.
    var extremum: Double
    switch solution.regime {
    case .critical:
      extremum = v0 / (decay * (v0 - decay))
    default:
      let twoGamma = solution.frequency
      let argument = -twoGamma * v0 / (solution.slowRoot * (v0 + solution.fastRoot))
      extremum = log1p(argument) / twoGamma
    }
    if !(extremum > 0 && extremum.isFinite) { extremum = 0 }
    let extremeDeviation = deviation(at: extremum).position
    if abs(extremeDeviation) > epsilon {
      // Monotone tail: double the step until inside the band, then solve.
      var lower = extremum
      var step = -1 / solution.slowRoot
      let sign: Double = extremeDeviation < 0 ? -1 : 1
      var upper = lower + step
      var guardCount = 0
      while sign * deviation(at: upper).position > epsilon && guardCount < 4096 {
        lower = upper
        step *= 2
        upper = lower + step
        guardCount += 1
      }
      return crossing(from: lower, to: upper)
    }
    // d is monotone on [0, extremum] and ends inside the band.
    return 1 > epsilon && extremum > 0 ? crossing(from: 0, to: extremum) : 0
  }

  /// The time in `[lower, upper]` where |d| falls to ε, given that d is monotone there,
  /// |d(lower)| > ε and |d(upper)| ≤ ε (or d(upper) has the other sign).
  func crossing(from lower: Double, to upper: Double) -> Double {
    let sign: Double = deviation(at: lower).position < 0 ? -1 : 1
    return monotoneRoot(lower: lower, upper: upper) { t in
      let (position, velocity) = deviation(at: t)
      return (sign * position - epsilon, sign * velocity)
    }
  }
}
