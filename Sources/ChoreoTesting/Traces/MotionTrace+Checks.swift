// Each check looks at every sample and reports the worst one: a failure names the time, the
// value there, the limit and the excess, so a person can find the frame, and the line of the
// check that failed (a test framework reports a thrown error at the test's own line).

/// Which way a monotone trace goes.
public enum TraceDirection: String, Sendable, Hashable {
  /// Never decreases.
  case increasing
  /// Never increases.
  case decreasing
}

extension MotionTrace where Value == Double {
  /// Checks that value and velocity do not jump across each command instant in the trace
  /// (its "before" samples against the samples after them at the same time).
  ///
  /// - Parameters:
  ///   - valueTolerance: The largest jump in value allowed.
  ///   - velocityTolerance: The largest jump in velocity allowed (checked where both sides
  ///     have a velocity).
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``TraceCheckFailure`` at the worst jump; also when the trace holds no
  ///   command instant (nothing would be checked).
  public func checkContinuous(
    valueTolerance: Double = 1e-9, velocityTolerance: Double = 1e-9,
    fileID: String = #fileID, line: Int = #line
  ) throws(TraceCheckFailure) {
    try TraceCheckFailure.located(fileID, line) { () throws(TraceCheckFailure) in
      try continuous(valueTolerance: valueTolerance, velocityTolerance: velocityTolerance)
    }
  }

  private func continuous(valueTolerance: Double, velocityTolerance: Double)
    throws(TraceCheckFailure)
  {
    var pairs = 0
    var worst: TraceCheckFailure?
    for (index, before) in samples.enumerated() where before.isBeforeCommand {
      guard index + 1 < samples.count, samples[index + 1].time == before.time else { continue }
      let after = samples[index + 1]
      pairs += 1
      let jump = abs(after.value - before.value)
      if jump > valueTolerance, jump - valueTolerance > (worst?.excess ?? 0) {
        worst = TraceCheckFailure(
          check: .continuous, label: label, time: before.time, excess: jump - valueTolerance,
          message: "the value jumps by \(jump) (from \(before.value) to \(after.value)), "
            + "more than the tolerance \(valueTolerance)")
      }
      if let v0 = before.velocity, let v1 = after.velocity {
        let kick = abs(v1 - v0)
        if kick > velocityTolerance, kick - velocityTolerance > (worst?.excess ?? 0) {
          worst = TraceCheckFailure(
            check: .continuous, label: label, time: before.time,
            excess: kick - velocityTolerance,
            message: "the velocity jumps by \(kick) (from \(v0) to \(v1) per second), "
              + "more than the tolerance \(velocityTolerance)")
        }
      }
    }
    if let worst { throw worst }
    guard pairs > 0 else {
      throw TraceCheckFailure(
        check: .continuous, label: label, time: nil, excess: 0,
        message: "the trace holds no command instant; sample a CommandScript over a span "
          + "that contains its commands")
    }
  }

  /// Checks that from `time` on every sample is within `tolerance` of `target`.
  ///
  /// - Parameters:
  ///   - target: Where the value comes to rest.
  ///   - time: By when, in seconds.
  ///   - tolerance: How close counts as there.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``TraceCheckFailure`` at the sample furthest away; also when no sample is at
  ///   or after `time`.
  public func checkSettles(
    to target: Double, by time: Double, within tolerance: Double,
    fileID: String = #fileID, line: Int = #line
  ) throws(TraceCheckFailure) {
    try TraceCheckFailure.located(fileID, line) { () throws(TraceCheckFailure) in
      try settles(to: target, by: time, within: tolerance)
    }
  }

  private func settles(to target: Double, by time: Double, within tolerance: Double)
    throws(TraceCheckFailure)
  {
    let late = samples.filter { $0.time >= time }
    guard !late.isEmpty else {
      throw TraceCheckFailure(
        check: .settles, label: label, time: nil, excess: 0,
        message: "no sample at or after \(time) s; sample through a later time")
    }
    guard
      let far = late.max(by: { abs($0.value - target) < abs($1.value - target) }),
      abs(far.value - target) > tolerance
    else { return }
    let distance = abs(far.value - target)
    throw TraceCheckFailure(
      check: .settles, label: label, time: far.time, excess: distance - tolerance,
      message: "the value is \(far.value), \(distance) from the target \(target) "
        + "(tolerance \(tolerance)); it should have settled by \(time) s")
  }

  /// Checks that every sample lies in `range`.
  ///
  /// - Parameters:
  ///   - range: The allowed values.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``TraceCheckFailure`` at the sample furthest outside.
  public func checkBounds(
    _ range: ClosedRange<Double>, fileID: String = #fileID, line: Int = #line
  ) throws(TraceCheckFailure) {
    try TraceCheckFailure.located(fileID, line) { () throws(TraceCheckFailure) in
      try bounds(range)
    }
  }

  private func bounds(_ range: ClosedRange<Double>) throws(TraceCheckFailure) {
    var worst: (sample: MotionSample<Double>, excess: Double)?
    for sample in samples {
      let excess = max(range.lowerBound - sample.value, sample.value - range.upperBound)
      if excess > 0, excess > (worst?.excess ?? 0) { worst = (sample, excess) }
    }
    guard let worst else { return }
    let side = worst.sample.value > range.upperBound ? "above the upper" : "below the lower"
    let bound = worst.sample.value > range.upperBound ? range.upperBound : range.lowerBound
    throw TraceCheckFailure(
      check: .bounds, label: label, time: worst.sample.time, excess: worst.excess,
      message: "the value \(worst.sample.value) is \(worst.excess) \(side) bound \(bound)")
  }

  /// Checks that the value never passes `target` (seen from `start`) by more than `limit`:
  /// a fraction of the distance from `start` to `target`, or an amount in value units.
  ///
  /// ```swift
  /// try scale.checkOvershoot(from: 0, to: 1, atMost: .fractionOfDistance(0.1))   // 10 %
  /// try x.checkOvershoot(from: -200, to: 100, atMost: .amount(12))               // 12 points
  /// ```
  ///
  /// - Parameters:
  ///   - start: Where the motion starts; it fixes which side of `target` is beyond, and the
  ///     distance a fraction is of.
  ///   - target: Where it ends.
  ///   - limit: The largest overshoot allowed (`.amount(0)`: none). A negative or
  ///     non-finite limit traps.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Returns: The largest overshoot seen, in value units (0 when the value never passes
  ///   `target`).
  /// - Throws: ``TraceCheckFailure`` at the largest overshoot when it exceeds `limit`.
  @discardableResult
  public func checkOvershoot(
    from start: Double, to target: Double, atMost limit: OvershootLimit,
    fileID: String = #fileID, line: Int = #line
  ) throws(TraceCheckFailure) -> Double {
    limit.validate()
    return try TraceCheckFailure.located(fileID, line) { () throws(TraceCheckFailure) in
      try overshoot(from: start, to: target, atMost: limit)
    }
  }

  private func overshoot(from start: Double, to target: Double, atMost limit: OvershootLimit)
    throws(TraceCheckFailure) -> Double
  {
    let direction: Double = target >= start ? 1 : -1
    var peak: (sample: MotionSample<Double>, beyond: Double)?
    for sample in samples {
      let beyond = (sample.value - target) * direction
      if beyond > (peak?.beyond ?? 0) { peak = (sample, beyond) }
    }
    guard let peak else { return 0 }
    let allowance = limit.allowance(from: start, to: target)
    if peak.beyond > allowance {
      let distance = abs(target - start)
      let share = distance > 0 ? " (\(percentText(peak.beyond / distance)) of the distance)" : ""
      throw TraceCheckFailure(
        check: .overshoot, label: label, time: peak.sample.time,
        excess: peak.beyond - allowance,
        message: "the value \(peak.sample.value) passes the target \(target) by "
          + "\(peak.beyond)\(share), more than the \(limit.text(from: start, to: target)) "
          + "allowed")
    }
    return peak.beyond
  }

  /// Checks that the value only moves one way: each sample against the one before it.
  ///
  /// - Parameters:
  ///   - direction: ``TraceDirection/increasing`` or ``TraceDirection/decreasing``.
  ///   - tolerance: The largest step the wrong way allowed (rounding).
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``TraceCheckFailure`` at the largest step the wrong way.
  public func checkMonotone(
    _ direction: TraceDirection, tolerance: Double = 0,
    fileID: String = #fileID, line: Int = #line
  ) throws(TraceCheckFailure) {
    try TraceCheckFailure.located(fileID, line) { () throws(TraceCheckFailure) in
      try monotone(direction, tolerance: tolerance)
    }
  }

  private func monotone(_ direction: TraceDirection, tolerance: Double)
    throws(TraceCheckFailure)
  {
    let sign: Double = direction == .increasing ? 1 : -1
    var worst: (index: Int, back: Double)?
    for index in samples.indices.dropFirst() {
      let back = (samples[index - 1].value - samples[index].value) * sign
      if back > tolerance, back > (worst?.back ?? 0) { worst = (index, back) }
    }
    guard let worst else { return }
    let a = samples[worst.index - 1]
    let b = samples[worst.index]
    let verb = direction == .increasing ? "falls" : "rises"
    throw TraceCheckFailure(
      check: .monotone, label: label, time: b.time, excess: worst.back - tolerance,
      message: "the value \(verb) by \(worst.back) (from \(a.value) at \(a.time) s to "
        + "\(b.value)); it should be \(direction.rawValue)")
  }
}
