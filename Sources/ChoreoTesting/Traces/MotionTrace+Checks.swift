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
