import CLibM

// Settling of a decay leg, for its end instant.
//
// In motion time τ a decay leg from `from` toward `to` (distance D) with momentum w is
// (UnitStep): value = to − (D − w·τ)·e^(−kτ), velocity = (D·k + w·(1 − kτ))·e^(−kτ). With
// |D| and |w| as magnitudes, the remaining distance and the speed are at most
//
//   r(τ) = (|D| + |w|·τ)·e^(−kτ)            v(τ) = (|D|·k + |w|·(1 + kτ))·e^(−kτ)
//
// (exactly so with no momentum). The leg ends once both are small for ever: r ≤ 0.001·S
// with S = max(|D|, |w|/k) (the distance, or the way the momentum alone would carry the
// value), as a spring leg's 0.001 band; and the speed in wall time (v·speed) ≤
// DecayRate.restingSpeed. v falls from τ = 0 on; r rises until 1/k − |D|/|w| and falls after.
// With no momentum both have closed forms (ln(1000)/k and ln(|D|·k·speed/0.5)/k); with
// momentum each is found by bisection on its falling side, keeping the later end of the
// bracket (late, never early). Everything is computed on S-scaled numbers or logarithms,
// so no product of large inputs overflows.
enum DecaySettling {
  /// Seconds of motion time after which the leg stays within its band for ever.
  ///
  /// - Parameters:
  ///   - k: The decay constant, per second of motion time.
  ///   - distance: |D|, value units.
  ///   - momentum: |w|, value units per second of motion time.
  ///   - speed: The motion's speed (wall seconds are motion seconds / speed).
  static func time(k: Double, distance: Double, momentum: Double, speed: Double) -> Double {
    let scale = max(distance, momentum / k)
    guard scale > 0, scale.isFinite else { return 0 }
    let a = distance / scale
    let b = momentum / scale
    let logScale = log(scale)
    // ln of r/(0.001·S) and of v·speed/restingSpeed.
    let logLimit = log(1 / Motion.settlingEpsilon)
    let logSpeed = log(speed) + logScale - log(DecayRate.restingSpeed)
    if b == 0 {
      let positionTime = logLimit / k
      let speedTime = max(0, (logSpeed + log(a * k)) / k)
      return max(positionTime, speedTime)
    }
    let position = { (tau: Double) in logLimit + log(a + b * tau) - k * tau }
    let velocity = { (tau: Double) in logSpeed + log(a * k + b * (1 + k * tau)) - k * tau }
    let peak = max(0, 1 / k - a / b)
    return max(lastCrossing(position, from: peak, k: k), lastCrossing(velocity, from: 0, k: k))
  }

  /// The time at which `logRatio`, falling from `start` on, crosses 0; `start` when it is
  /// not above 0 there. The upper end of the final bracket, so never early.
  private static func lastCrossing(_ logRatio: (Double) -> Double, from start: Double, k: Double)
    -> Double
  {
    guard logRatio(start) > 0 else { return start }
    var low = start
    var step = 1 / k
    var high = start + step
    while logRatio(high) > 0 {
      low = high
      step *= 2
      high = start + step
      if !high.isFinite { return .infinity }
    }
    for _ in 0..<200 {
      let middle = (low + high) / 2
      guard middle > low, middle < high else { break }
      if logRatio(middle) > 0 { low = middle } else { high = middle }
    }
    return high
  }
}
