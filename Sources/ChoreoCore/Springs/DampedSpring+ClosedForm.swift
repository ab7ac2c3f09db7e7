// Evaluation of the closed form: see SpringSolution.swift for the formulas and their sources.

extension DampedSpring {
  /// The coefficients that carry an initial state (displacement from the target, velocity)
  /// to time `time`: `x(t) = pp·x0 + pv·v0`, `v(t) = vp·x0 + vv·v0`.
  ///
  /// Exact closed form in every regime (under-, critically and over-damped), continuous
  /// across ζ = 1, free of overflow for any finite time; coefficients underflow to 0 once the
  /// motion has died out. `transfer(at: 0)` is ``SpringTransfer/identity``.
  ///
  /// - Parameter time: Seconds since the initial state. Negative times are treated as 0
  ///   (the motion has not started); NaN gives NaN coefficients.
  /// - Returns: The transfer coefficients.
  /// - Complexity: O(1), at most three libm calls, no allocation.
  @inlinable
  public func transfer(at time: Double) -> SpringTransfer {
    solution.transfer(at: time < 0 ? 0 : time)
  }

  /// The value of a unit step from 0 to 1 at `time`: `1 − pp + pv·v0`.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start; negative times are treated as 0.
  ///   - initialVelocity: Velocity at time 0, in units per second.
  /// - Returns: The value; 0 at time 0, tending to 1 for a damped spring.
  @inlinable
  public func value(at time: Double, initialVelocity: Double = 0) -> Double {
    let t = solution.transfer(at: time < 0 ? 0 : time)
    return 1 - t.positionFromPosition + t.positionFromVelocity * initialVelocity
  }

  /// The velocity (units per second) of a unit step from 0 to 1 at `time`: `−vp + vv·v0`.
  ///
  /// - Parameters:
  ///   - time: Seconds since the start; negative times are treated as 0.
  ///   - initialVelocity: Velocity at time 0, in units per second.
  /// - Returns: The velocity.
  @inlinable
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    let t = solution.transfer(at: time < 0 ? 0 : time)
    return -t.velocityFromPosition + t.velocityFromVelocity * initialVelocity
  }
}
