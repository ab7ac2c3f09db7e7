// Policy: one leg of travel is the primitive every retargetable value stands on (the
// animator's entries, the tab switcher's pages, the pop menu's items). A leg starts at an
// instant from a value *and a velocity* toward a target with a Motion, and answers value,
// velocity and "settled" at any instant exactly: the spring's closed form in state form,
// or the curve's own slope plus a velocity-correction term that vanishes with its slope
// at both ends (the rules are written once, in Animator/Drive.swift, and shared with the
// Animator). Before its start a leg is at its start value; from its end instant on it is
// exactly at its target.

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
  public let from: Value
  /// The target.
  public let target: Value
  /// The velocity at the start, value units per second (carried over from a retarget, or
  /// a gesture's).
  public let initialVelocity: Value
  /// How the value travels.
  public let motion: Motion
  let drive: Drive
  let momentum: Value

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
    self.from = from
    self.target = to
    self.initialVelocity = initialVelocity
    self.motion = motion
    var drive = Drive(motion: motion, crossFade: false)
    momentum = drive.handOff(from: from, to: to, carried: initialVelocity, vector: VectorOps())
    self.drive = drive
  }

  /// When the leg is exactly at its target and stays there: its start plus the motion's
  /// length (for a spring, its exact settling time for this start value and velocity, to
  /// 0.001 of the distance). `.infinity` for a motion that never ends.
  public var endTime: Double { startTime + drive.end }

  /// Whether the leg has ended by `time`.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `time >= endTime`.
  public func isSettled(at time: Double) -> Bool { time >= endTime }

  /// The value the leg ends at: ``target``, or ``from`` for a motion that autoreverses.
  public var endValue: Value { drive.endsAtStart ? from : target }

  /// The value at `time`: ``from`` up to the start, exactly ``endValue`` from ``endTime`` on.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The value.
  public func value(at time: Double) -> Value {
    let local = time - startTime
    if local >= drive.end { return endValue }
    if local <= 0 { return from }
    let (step, factor) = drive.sample(at: local)
    let value = from.interpolated(to: target, fraction: step)
    return drive.hasMomentum ? value + momentum.scaled(by: factor) : value
  }

  /// The velocity at `time`, value units per second: zero before the start and from the
  /// end on, except that at the very start it is ``initialVelocity`` where the motion
  /// carries it.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The velocity.
  public func velocity(at time: Double) -> Value {
    let local = time - startTime
    if local == 0 && drive.delay == 0 && drive.end > 0 && drive.kind != .general {
      return velocityInside(local: 0)
    }
    guard local > 0 && local < drive.end else { return .zero }
    return velocityInside(local: local)
  }

  private func velocityInside(local: Double) -> Value {
    let (step, factor) = drive.rates(atInterior: local)
    let along = (target - from).scaled(by: step)
    return drive.hasMomentum ? along + momentum.scaled(by: factor) : along
  }
}

extension MotionLeg: Sendable where Value: Sendable {}
