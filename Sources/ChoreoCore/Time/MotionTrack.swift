// Policy: a track is the whole history of one value as legs. A retarget at time t starts a
// new leg from the value *and velocity* the track has at t (so nothing jumps, nothing stops
// dead), and legs are only ever appended in time order: the track at any time is a pure
// function of the retargets given up to that time.
//
// Memory stays bounded however long an app runs: when a leg starts while the track is at
// rest, every earlier leg is dropped (the value at rest is all that is left of them), and
// at most `historyLimit` legs are kept when retargets keep coming mid-flight. The track
// answers exactly from `historyStart` on; earlier times read the value at `historyStart`.

/// The history of one value as ``MotionLeg``s: retargeting keeps value and velocity
/// continuous, and the value at any time since ``historyStart`` is exact.
///
/// ```swift
/// var x = MotionTrack(at: 0.0)
/// try x.retarget(to: 100, motion: .spring(.bouncy), at: 0)
/// try x.retarget(to: -50, motion: .spring(.snappy), at: 0.1)  // bends, no jump
/// x.value(at: 0.1)        // continuous across the retarget ...
/// x.velocity(at: 0.1)     // ... in velocity too
/// x.settleTime            // when it is exactly at −50 for good
/// ```
public struct MotionTrack<Value: VectorSpace> {
  /// The legs kept, in start order; empty while the value has never moved.
  package private(set) var legs: [MotionLeg<Value>] = []
  /// The value before the first kept leg.
  package private(set) var restingValue: Value
  /// The earliest time the track answers exactly; earlier times read the value then.
  public private(set) var historyStart: Double
  /// The time of the last command (a retarget or a decay), or `nil` before the first. A
  /// decay into bounds may have planned a leg that starts later (its hand-over to a
  /// spring).
  public private(set) var lastCommandTime: Double?

  /// The most legs kept; older ones are dropped (moving ``historyStart`` on).
  public static var historyLimit: Int { 32 }

  /// A track at rest at `value`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - time: From when it is known; `-infinity` by default (always).
  public init(at value: Value, time: Double = -.infinity) {
    restingValue = value
    historyStart = time
  }

  /// Where the value is heading: the last leg's end value, or the resting value.
  public var target: Value { legs.last?.endValue ?? restingValue }

  /// When the value is exactly at ``target`` for good: the last leg's end (`-infinity`
  /// when it never moved).
  public var settleTime: Double { legs.last?.endTime ?? -.infinity }

  /// Whether the value is at rest at `time` (no later retarget considered).
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `time >= settleTime`.
  public func isSettled(at time: Double) -> Bool { time >= settleTime }

  /// The leg in force at `time`, or `nil` before the first kept leg.
  ///
  /// - Complexity: O(log n) in the number of kept legs.
  func leg(at time: Double) -> MotionLeg<Value>? {
    let count = legCount(startingBefore: time, orAt: true)
    return count == 0 ? nil : legs[count - 1]
  }

  /// How many kept legs start before `time` (or at it, when `orAt`): legs are in start
  /// order, so the last of them is the leg in force there (just before it, without `orAt`).
  ///
  /// - Complexity: O(log n) in the number of kept legs.
  private func legCount(startingBefore time: Double, orAt: Bool) -> Int {
    var low = 0
    var high = legs.count
    while low < high {
      let middle = (low + high) / 2
      let start = legs[middle].startTime
      if start < time || (orAt && start == time) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The value at `time`.
  ///
  /// - Parameter time: Seconds; before ``historyStart`` the value then.
  /// - Returns: The value.
  public func value(at time: Double) -> Value {
    let time = max(time, historyStart)
    return leg(at: time)?.value(at: time) ?? legs.first?.from ?? restingValue
  }

  /// The velocity at `time`, value units per second.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The velocity; zero at rest and before ``historyStart``.
  public func velocity(at time: Double) -> Value {
    guard time >= historyStart, let leg = leg(at: time) else { return .zero }
    return leg.velocity(at: time)
  }

  /// The velocity just before `time` (its left limit), value units per second: where a
  /// leg ends at `time`, the speed it ended at rather than zero. This is what a finger
  /// lifted at the end of a drag hands over.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The velocity of the leg in force just before `time`; zero at rest, at and
  ///   before ``historyStart``.
  package func velocity(approaching time: Double) -> Value {
    guard time > historyStart else { return .zero }
    let count = legCount(startingBefore: time, orAt: false)
    guard count > 0 else { return .zero }
    let leg = legs[count - 1]
    // At the leg's end instant itself, `time − startTime` may round past `end` (5.2 − 5.12
    // is 0.0800000000000000071): read the end, not past it.
    let local = time == leg.endTime ? leg.step.end : time - leg.startTime
    return leg.formula.velocity(approaching: local)
  }

  /// Starts a new leg at `time` from the current value and velocity toward `target`.
  ///
  /// - Parameters:
  ///   - target: Where to go.
  ///   - motion: How.
  ///   - time: When; not earlier than the last retarget.
  ///   - velocity: The velocity to start with instead of the current one (a gesture's),
  ///     value units per second; `nil` to carry the current one over.
  /// - Throws: ``CommandTimeError`` for a bad time, or ``AnimationError`` for a
  ///   non-finite target or velocity; nothing changes then.
  public mutating func retarget(
    to target: Value, motion: Motion, at time: Double, velocity: Value? = nil
  ) throws {
    try CommandTimeError.check(time, after: lastCommandTime)
    try Animator.validate(from: target, to: target, velocity: velocity)
    retargetChecked(to: target, motion: motion, at: time, velocity: velocity)
  }

  /// ``retarget(to:motion:at:velocity:)`` with inputs the caller has checked.
  package mutating func retargetChecked(
    to target: Value, motion: Motion, at time: Double, velocity: Value? = nil
  ) {
    let start = value(at: time)
    let carried = velocity ?? self.velocity(at: time)
    // A hand-over planned for later (a decay into bounds) gives way to this command.
    while let last = legs.last, last.startTime > time { legs.removeLast() }
    lastCommandTime = time
    let leg = MotionLeg(
      checkedFrom: start, to: target, motion: motion, initialVelocity: carried,
      startTime: time)
    if isSettled(at: time) {
      // At rest: nothing before this instant is needed to answer from here on.
      restingValue = start
      historyStart = max(historyStart, min(settleTime, time))
      legs.removeAll(keepingCapacity: true)
    } else if legs.count >= Self.historyLimit {
      let dropped = legs.count - Self.historyLimit + 1
      restingValue = legs[dropped].from
      historyStart = legs[dropped].startTime
      legs.removeFirst(dropped)
    }
    legs.append(leg)
  }

  // MARK: - Decay

  /// Lets the value coast from `time` on: it decays from its current value and velocity (or
  /// `velocity`, a gesture's) at `rate` and comes to rest at its projection,
  /// ``DecayRate/projection(of:velocity:)``.
  ///
  /// ```swift
  /// var card = MotionTrack(at: 0.0)
  /// try card.decay(at: 0, velocity: 1000)     // a flick at 1000 points a second
  /// card.target                                // ≈ 499.5: where it comes to rest
  /// card.velocity(at: 0.5)                     // 1000 · 0.998^500 ≈ 367.5
  /// ```
  ///
  /// - Parameters:
  ///   - time: When; not earlier than the last command.
  ///   - rate: The deceleration; ``DecayRate/normal`` by default.
  ///   - velocity: The velocity to start with, value units per second; `nil` to carry the
  ///     current one over.
  /// - Throws: ``CommandTimeError`` for a bad time, or ``AnimationError`` for a non-finite
  ///   velocity or a projection past Double's range; nothing changes then.
  public mutating func decay(at time: Double, rate: DecayRate = .normal, velocity: Value? = nil)
    throws
  {
    try CommandTimeError.check(time, after: lastCommandTime)
    try Animator.validate(from: .zero, to: .zero, velocity: velocity)
    let start = value(at: time)
    let carried = velocity ?? self.velocity(at: time)
    let rest = rate.projection(of: start, velocity: carried)
    try Animator.validate(from: start, to: rest, velocity: carried)
    retargetChecked(to: rest, motion: .decay(rate), at: time, velocity: carried)
  }
}

extension MotionTrack where Value == Double {
  /// Lets the value coast from `time` on inside `bounds`, as a scroll view at its edges: it
  /// decays at `rate`, and if its projection lies past a bound, then at the instant it
  /// reaches that bound it hands its velocity there to `spring`, which settles on the
  /// bound. Both legs are planned now, so the track is one closed form in time: a value
  /// read at any instant (seek) equals what playing to it gives. A later command before the
  /// hand-over replaces the plan.
  ///
  /// ```swift
  /// var offset = MotionTrack(at: 300.0)
  /// try offset.decay(at: 0, velocity: 2000, bounds: 0...400, spring: .smooth)
  /// offset.target            // 400: the flick would rest at ≈ 1299, past the end
  /// offset.value(at: 3)      // 400 once the spring has settled
  /// ```
  ///
  /// - Parameters:
  ///   - time: When; not earlier than the last command.
  ///   - rate: The deceleration; ``DecayRate/normal`` by default.
  ///   - velocity: The velocity to start with, value units per second; `nil` to carry the
  ///     current one over.
  ///   - bounds: The values the decay stays in; the value at `time` must lie inside them.
  ///   - spring: The spring that settles on a bound the decay reaches; `.smooth` by
  ///     default.
  /// - Throws: ``CommandTimeError`` for a bad time, ``AnimationError`` for a non-finite
  ///   velocity, or ``DecayError/pastBound(value:bounds:)`` for a value that already lies
  ///   past the bounds; nothing changes then.
  public mutating func decay(
    at time: Double, rate: DecayRate = .normal, velocity: Double? = nil,
    bounds: ClosedRange<Double>, spring: DampedSpring = .smooth
  ) throws {
    try CommandTimeError.check(time, after: lastCommandTime)
    try Animator.validate(from: 0, to: 0, velocity: velocity)
    let start = value(at: time)
    guard bounds.contains(start) else { throw DecayError.pastBound(value: start, bounds: bounds) }
    let carried = velocity ?? self.velocity(at: time)
    let rest = rate.projection(of: start, velocity: carried)
    try Animator.validate(from: start, to: rest, velocity: carried)
    retargetChecked(to: rest, motion: .decay(rate), at: time, velocity: carried)
    guard !bounds.contains(rest) else { return }
    let bound = rest > bounds.upperBound ? bounds.upperBound : bounds.lowerBound
    let decayLeg = legs[legs.count - 1]
    guard let reach = rate.time(toTravel: bound - start, velocity: carried),
      time + reach < decayLeg.endTime
    else {
      // The bound lies within the decay's last stretch (under 0.5 units a second, or the
      // last 0.001 of the way): decay onto the bound instead.
      legs.removeLast()
      retargetChecked(to: bound, motion: .decay(rate), at: time, velocity: carried)
      return
    }
    let handOver = time + reach
    legs.append(
      MotionLeg(
        checkedFrom: bound, to: bound, motion: .spring(spring),
        initialVelocity: decayLeg.velocity(at: handOver), startTime: handOver))
  }
}

extension MotionTrack: Sendable where Value: Sendable {}
