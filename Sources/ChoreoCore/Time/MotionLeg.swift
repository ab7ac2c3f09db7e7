// Policy: one leg of travel is the primitive every retargetable value stands on (the
// animator's entries, the tab switcher's pages, the pop menu's items). A leg starts at an
// instant from a value *and a velocity* toward a target with a Motion, and answers value,
// velocity and "settled" at any instant exactly: the spring's closed form in state form,
// or the curve's own slope plus a velocity-correction term that vanishes with its slope
// at both ends. The formula is written once, in `LegFormula` (fed by the unit step's kernel in
// Time/UnitStep.swift), and the Animator's store asks the same code. Before its start a
// leg is at its start value; from its end instant on it is exactly at its target.

/// One leg of a value's travel: from a start value and velocity, at a start time, toward a
/// target, moved by a ``Motion``.
///
/// A leg answers its value and velocity at any time in closed form. A *retarget* ends one
/// leg and starts the next from the old one's value and velocity at that instant (see
/// ``MotionTrack``), so the value never jumps and never stops dead.
///
/// ```swift
/// let leg = try MotionLeg(from: 0.0, to: 100, motion: .spring(.bouncy), startTime: 1)
/// leg.value(at: 1.2)       // on its way
/// leg.velocity(at: 1.2)    // exact, from the closed form
/// leg.isSettled(at: 3)     // true: exactly 100 from `endTime` on
/// ```
public struct MotionLeg<Value: VectorSpace> {
  /// When the leg starts, seconds.
  public let startTime: Double
  /// The value at the start.
  public var from: Value { formula.from }
  /// The target.
  public var target: Value { formula.to }
  /// The velocity at the start, value units per second (carried over from a retarget, or
  /// a gesture's).
  public let initialVelocity: Value
  /// How the value travels.
  public let motion: Motion
  /// Owns what the formula's kernel points into.
  let step: UnitStep
  /// The value and velocity at any local time: the code the Animator's store runs too.
  let formula: LegFormula<Value>

  /// Creates a leg.
  ///
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The target.
  ///   - motion: How the value travels. Delay, speed and (for a single forward iteration)
  ///     the velocity hand-off behave as in ``Animator``; a motion that repeats or
  ///     autoreverses plays without a hand-off.
  ///   - initialVelocity: Value units per second at the start; zero by default.
  ///   - startTime: When the leg starts, seconds.
  /// - Throws: ``AnimationError`` when a value, the velocity or the start time is not
  ///   finite.
  public init(
    from: Value, to: Value, motion: Motion, initialVelocity: Value = .zero,
    startTime: Double = 0
  ) throws(AnimationError) {
    try Animator.validate(from: from, to: to, velocity: initialVelocity)
    guard startTime.isFinite else { throw .nonFiniteValue("start time: \(startTime)") }
    self.init(
      checkedFrom: from, to: to, motion: motion, initialVelocity: initialVelocity,
      startTime: startTime)
  }

  /// A leg from values already known to be finite.
  init(
    checkedFrom from: Value, to: Value, motion: Motion, initialVelocity: Value, startTime: Double
  ) {
    self.startTime = startTime
    self.initialVelocity = initialVelocity
    self.motion = motion
    var step = UnitStep(motion: motion, crossFade: false)
    formula = step.leg(from: from, to: to, carried: initialVelocity, vector: VectorOps())
    self.step = step
  }

  /// When the leg is exactly at its target and stays there: its start plus the motion's
  /// length (for a spring, its exact settling time for this start value and velocity, to
  /// 0.001 of the distance). `.infinity` for a motion that never ends.
  public var endTime: Double { startTime + step.end }

  /// Whether the leg has ended by `time`.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `time >= endTime`.
  public func isSettled(at time: Double) -> Bool { time >= endTime }

  /// The value the leg ends at: ``target``, or ``from`` for a motion that autoreverses.
  public var endValue: Value { formula.endValue }

  /// The value at `time`: ``from`` up to the start, exactly ``endValue`` from ``endTime`` on.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The value.
  public func value(at time: Double) -> Value {
    // `startTime + end − startTime` may round below `end`: the end instant itself is exact.
    time >= endTime ? endValue : formula.value(at: time - startTime)
  }

  /// The velocity at `time`, value units per second: zero before the start and from the
  /// end on, except that at the very start it is ``initialVelocity`` where the motion
  /// carries it.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The velocity.
  public func velocity(at time: Double) -> Value {
    time >= endTime ? .zero : formula.velocity(at: time - startTime)
  }
}

extension MotionLeg: Sendable where Value: Sendable {}
