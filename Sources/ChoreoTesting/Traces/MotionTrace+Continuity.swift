// Policy: continuity is checked on any trace, in two ways.
//
// - At an instant the trace holds from both sides (two samples at one time: a trace of a
//   CommandScript adds the state just before each command), value and velocity are
//   compared exactly, against the tolerances.
// - Between neighbouring samples at different times, a jump can only be told from motion
//   by its size. A step counts as a jump when it is larger than twice what the motion
//   around it covers in that time (the faster of the steps beside it, or of the two
//   samples' own velocities), plus twice the settling band (Motion.settlingEpsilon of the
//   range the trace covers: every Choreo motion, once that close to its target, rests on
//   it exactly, a step no one can see), plus the value tolerance. A steady motion's steps
//   change little from one to the next, so a real motion passes with room to spare, and a
//   jump larger than the motion's own step shows. A motion faster than the samples (a
//   whole move between two samples) reads as a jump: sample more often. A velocity jump
//   between samples cannot be told from acceleration, so velocities are compared only at
//   an instant held from both sides.
import Choreo

extension MotionTrace where Value == Double {
  /// Checks that the value does not jump anywhere in the trace, and that value and velocity
  /// do not jump across each instant the trace holds from both sides.
  ///
  /// Any trace can be checked: one sampled from a closure, a track or a recorder as well as
  /// one sampled from a ``/ChoreoCore/CommandScript``, which adds the state just before
  /// each command so that both sides of a retarget are compared exactly. Between
  /// neighbouring samples a step is a jump when it is more than twice what the motion
  /// covers around it in that time (the faster of the neighbouring steps, or of the two
  /// samples' velocities), plus twice the settling band (``/ChoreoCore/Motion/settlingEpsilon``
  /// of the range the trace covers, as a motion rests on its target once that close), plus
  /// `valueTolerance`. A motion that finishes between two samples reads as a jump, so
  /// sample it more often.
  ///
  /// ```swift
  /// let x = MotionTrace(at: .rate(60, through: 1), label: "x") { time in
  ///   (track.value(at: time), track.velocity(at: time))
  /// }
  /// try x.checkContinuous()
  /// ```
  ///
  /// - Parameters:
  ///   - valueTolerance: The largest jump in value allowed at an instant held from both
  ///     sides, and the allowance added to each step between samples.
  ///   - velocityTolerance: The largest jump in velocity allowed at an instant held from
  ///     both sides (checked where both sides have a velocity).
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``TraceCheckFailure`` at the worst jump; also when the samples are out of
  ///   time order, or when nothing can be judged (fewer than three samples, no velocities
  ///   and no instant held from both sides).
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
    var judged = 0
    var worst: TraceCheckFailure?
    func consider(_ failure: TraceCheckFailure) {
      if failure.excess > (worst?.excess ?? 0) { worst = failure }
    }
    // Steps between neighbouring samples at different times: (index of the later one,
    // its interval, the value's rate over it).
    var steps: [(index: Int, interval: Double, rate: Double)] = []
    let finite = samples.lazy.map(\.value).filter(\.isFinite)
    let range = (finite.max() ?? 0) - (finite.min() ?? 0)
    let settlingBand = 2 * Motion.settlingEpsilon * range
    for index in samples.indices.dropFirst() {
      let before = samples[index - 1]
      let after = samples[index]
      let interval = after.time - before.time
      guard interval >= 0 else {
        throw TraceCheckFailure(
          check: .continuous, label: label, time: after.time, excess: 0,
          message: "the samples are out of time order (\(secondsText(after.time)) s comes "
            + "after \(secondsText(before.time)) s); give a trace its samples in time order")
      }
      if interval > 0 {
        steps.append((index, interval, abs(after.value - before.value) / interval))
        continue
      }
      // Two samples at one instant: its two sides.
      judged += 1
      let jump = abs(after.value - before.value)
      if jump > valueTolerance {
        consider(
          TraceCheckFailure(
            check: .continuous, label: label, time: after.time, excess: jump - valueTolerance,
            message: "the value jumps by \(jump) (from \(before.value) to \(after.value)), "
              + "more than the tolerance \(valueTolerance)"))
      }
      if let v0 = before.velocity, let v1 = after.velocity {
        let kick = abs(v1 - v0)
        if kick > velocityTolerance {
          consider(
            TraceCheckFailure(
              check: .continuous, label: label, time: after.time,
              excess: kick - velocityTolerance,
              message: "the velocity jumps by \(kick) (from \(v0) to \(v1) per second), "
                + "more than the tolerance \(velocityTolerance)"))
        }
      }
    }
    for (position, step) in steps.enumerated() {
      let before = samples[step.index - 1]
      let after = samples[step.index]
      var speeds: [Double] = []
      if position > 0 { speeds.append(steps[position - 1].rate) }
      if position + 1 < steps.count { speeds.append(steps[position + 1].rate) }
      if let v0 = before.velocity, let v1 = after.velocity { speeds += [abs(v0), abs(v1)] }
      guard let speed = speeds.max() else { continue }
      judged += 1
      let change = abs(after.value - before.value)
      let allowed = valueTolerance + 2 * speed * step.interval + settlingBand
      if change > allowed {
        consider(
          TraceCheckFailure(
            check: .continuous, label: label, time: after.time, excess: change - allowed,
            message: "the value jumps by \(change) between \(secondsText(before.time)) s and "
              + "\(secondsText(after.time)) s (from \(before.value) to \(after.value)), more "
              + "than the \(allowed) the motion around it explains (twice its fastest rate "
              + "there, \(speed) per second, plus twice the settling band, \(settlingBand), "
              + "plus the tolerance \(valueTolerance)); if the motion is that fast, sample "
              + "more often"))
      }
    }
    if let worst { throw worst }
    guard judged > 0 else {
      throw TraceCheckFailure(
        check: .continuous, label: label, time: nil, excess: 0,
        message: "nothing to judge: \(samples.count) sample(s) without velocities and no "
          + "instant held from both sides; sample at least three times (or sample a "
          + "CommandScript over a span that contains its commands)")
    }
  }
}
