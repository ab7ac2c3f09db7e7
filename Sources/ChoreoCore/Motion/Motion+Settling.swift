// Policy: one band for "settled", everywhere. A spring, a decay and a motion's iteration
// count as settled once the value stays within 0.001 of the distance travelled of its
// target for ever after: a thousandth of a 1,000-point move is a point, under what a
// screen shows moving. Settling durations (`DampedSpring.settlingDuration`,
// `DecayRate.settlingDuration`), a spring or decay motion's iteration, the export's plans
// and `choreo curve --settling` all read this one constant.

extension Motion {
  /// The half-width of the band around the target inside which a motion counts as settled,
  /// as a fraction of the distance travelled: 0.001.
  ///
  /// A spring's ``DampedSpring/settlingDuration(epsilon:initialVelocity:)`` uses it by
  /// default, and a spring or decay motion's iteration lasts until its value stays inside
  /// it (``Motion/Kind/spring(_:initialVelocity:)``, ``Motion/Kind/decay(_:)``).
  ///
  /// ```swift
  /// Motion.settlingEpsilon                                   // 0.001
  /// DampedSpring.smooth.settlingDuration(epsilon: Motion.settlingEpsilon)
  /// ```
  public static let settlingEpsilon = 0.001
}
