// Policy: this is the one place that turns a leg's local time into its value and velocity.
// `MotionLeg` (and so `MotionTrack` and every model) and the animator's `ValueAnimationStore`
// both hold a `LegFormula` and ask it; neither has a formula of its own. The rules:
//
//   value(L)    = from                                         for L ≤ 0
//               = from.interpolated(to: to, fraction: s(L)) + w·m(L)   for 0 < L < end
//               = the end value (exactly)                      for L ≥ end
//   velocity(L) = (to − from)·s′(L) + w·m′(L)                  for 0 < L < end
//               = the same at L = 0, where the motion carries a velocity (no delay, a
//                 spring or a single curve, a positive length): the carried velocity
//               = zero otherwise (before the start, from the end on)
//
// s and m (the unit step and the momentum term) and their rates come from the unit step's
// kernel (Time/UnitStep.swift). The arithmetic on values comes in as closures, so that the
// same code serves `VectorSpace` values (`MotionLeg`) and the store's values, whose vector
// operations are known only at run time; the closures are non-escaping and the functions
// inline, so a specialised frame makes no call through them.

/// A leg in its own local time L (seconds since it started): the values, the momentum
/// vector and the unit step's kernel, and the one formula for its value and velocity.
///
/// Valid while the `UnitStep` its kernel came from is alive (the kernel points into it);
/// debug builds check it at every sample (`UnitStepKernel.checkInvariants()`).
struct LegFormula<V> {
  /// The value at the start.
  var from: V
  /// The target.
  var to: V
  /// The momentum vector w, value units per second of motion time (see `UnitStep`).
  var momentum: V
  /// Local time at which the leg ends (may be infinite).
  var end: Double
  /// The unit step's kernel: the step, the momentum term and their rates.
  var kernel: UnitStepKernel
  /// Whether the end value is the start value (a general motion that autoreverses).
  var endsAtStart: Bool

  /// The value the leg ends at: `to`, or `from` for a motion that autoreverses.
  var endValue: V { endsAtStart ? from : to }

  /// The value at local time `local`.
  ///
  /// - Parameters:
  ///   - local: Seconds since the start.
  ///   - interpolate: `a.interpolated(to: b, fraction: f)`.
  ///   - addScaled: `a + b·s`, for the momentum term (called only when there is one).
  /// - Returns: `from` up to the start, the exact end value from `end` on.
  @inline(__always)
  func value(
    at local: Double, interpolate: (V, V, Double) -> V, addScaled: (V, V, Double) -> V
  ) -> V {
    if local >= end { return endValue }
    if local <= 0 { return from }
    let (step, factor) = kernel.sample(at: local)
    let value = interpolate(from, to, step)
    return kernel.hasMomentum ? addScaled(value, momentum, factor) : value
  }

  /// The rates (ds/dL, dm/dL) at local time `local`, or `nil` where the velocity is zero:
  /// before the start, from the end on, and at the start itself unless the motion carries
  /// a velocity there (see the policy above).
  @inline(__always)
  func rates(at local: Double) -> (step: Double, momentum: Double)? {
    guard local < end else { return nil }
    if local > 0 || (local == 0 && kernel.carriesStartVelocity && end > 0) {
      return kernel.rates(atInterior: local)
    }
    return nil
  }

  /// The rates just before local time `local` (the left limit): the closed form for
  /// 0 < local ≤ end, so a leg that has just ended still reports the speed it ended at;
  /// `nil` up to the start and after the end.
  @inline(__always)
  func rates(approaching local: Double) -> (step: Double, momentum: Double)? {
    guard local > 0, local <= end else { return nil }
    return kernel.rates(atInterior: local)
  }

  /// The velocity at local time `local`, value units per second of local time.
  ///
  /// - Parameters:
  ///   - local: Seconds since the start.
  ///   - zero: The zero vector.
  ///   - differenceScaled: `(a − b)·s`.
  ///   - addScaled: `a + b·s`.
  /// - Returns: The velocity; `zero` where ``rates(at:)`` is `nil`.
  @inline(__always)
  func velocity(
    at local: Double, zero: V, differenceScaled: (V, V, Double) -> V,
    addScaled: (V, V, Double) -> V
  ) -> V {
    guard let rates = rates(at: local) else { return zero }
    return velocity(rates, differenceScaled: differenceScaled, addScaled: addScaled)
  }

  /// (to − from)·s′ + w·m′ for the rates `rates`.
  ///
  /// A step rate past Double's range (a curve over a duration whose reciprocal overflows,
  /// such as 5e-324 s) is taken as the largest finite rate, so that a leg that moves
  /// nowhere has velocity 0 rather than 0·∞ = NaN; any real distance still overflows to ∞.
  @inline(__always)
  func velocity(
    _ rates: (step: Double, momentum: Double), differenceScaled: (V, V, Double) -> V,
    addScaled: (V, V, Double) -> V
  ) -> V {
    let step =
      rates.step.isFinite
      ? rates.step : Double(signOf: rates.step, magnitudeOf: .greatestFiniteMagnitude)
    let along = differenceScaled(to, from, step)
    return kernel.hasMomentum ? addScaled(along, momentum, rates.momentum) : along
  }
}

extension LegFormula: Sendable where V: Sendable {}

extension LegFormula where V: VectorSpace {
  /// The value at local time `local`, with `VectorSpace` arithmetic.
  @inline(__always)
  func value(at local: Double) -> V {
    value(
      at: local, interpolate: { $0.interpolated(to: $1, fraction: $2) },
      addScaled: { $0 + $1.scaled(by: $2) })
  }

  /// The velocity at local time `local`, with `VectorSpace` arithmetic.
  @inline(__always)
  func velocity(at local: Double) -> V {
    velocity(
      at: local, zero: .zero, differenceScaled: { ($0 - $1).scaled(by: $2) },
      addScaled: { $0 + $1.scaled(by: $2) })
  }

  /// The velocity just before local time `local` (see ``rates(approaching:)``).
  func velocity(approaching local: Double) -> V {
    guard let rates = rates(approaching: local) else { return .zero }
    return velocity(
      rates, differenceScaled: { ($0 - $1).scaled(by: $2) }, addScaled: { $0 + $1.scaled(by: $2) })
  }
}

extension LegFormula where V: Interpolatable {
  /// The velocity at local time `local`, with the store's run-time vector operations.
  func velocity(at local: Double, vector: VectorOps<V>) -> V {
    velocity(
      at: local, zero: vector.zero,
      differenceScaled: { vector.scale(vector.subtract($0, $1), $2) },
      addScaled: vector.addScaled)
  }
}
