// Policy: the one mapping from a parent's time to a node's local time, for every node that
// has a delay, a speed, repeats and autoreverse (a Motion, a Timeline node, the animator's
// unit steps), as Core Animation's CAMediaTiming and the Web Animations model define it:
//
//   active time  = (time − delay) · speed        (negative before the delay)
//   cycle        = iterationDuration · (2 when autoreversing, else 1)
//   in cycle     = active time modulo the cycle; in the backward half of an autoreversing
//                  cycle, cycle − that, played backward (direction −1)
//   total        = delay + cycles · cycle / speed (∞ when repeating for ever)
//   at or after the total: the last iteration's end (its start when autoreversing)
//
// An iteration that never ends (an undamped spring's) plays its first iteration for ever.
//
// It is also the stored timing of every node that has one: a `Motion` and a `Timeline`
// each keep one and change it only through the checked setters below, so both take the
// same values and trap with the same messages (programmer constants: STYLE 13).

/// Delay, speed, repeats and autoreverse mapped to local time, in one place.
package struct LocalTimeMap: Sendable, Hashable {
  /// Seconds of parent time before the first iteration starts.
  package var delay: Double
  /// Local seconds per parent second (> 0).
  package var speed: Double
  /// Local seconds of one forward iteration.
  package var iterationDuration: Double
  /// How many cycles play.
  package var repeatCount: Motion.RepeatCount
  /// Whether each cycle plays forward then backward.
  package var autoreverses: Bool

  /// The timing of a node that plays its iteration once, at once, at speed 1.
  ///
  /// - Parameter iterationDuration: Local seconds of one iteration.
  package init(iterationDuration: Double) {
    self.init(
      delay: 0, speed: 1, iterationDuration: iterationDuration, repeatCount: .times(1),
      autoreverses: false)
  }

  /// Creates a mapping.
  package init(
    delay: Double, speed: Double, iterationDuration: Double, repeatCount: Motion.RepeatCount,
    autoreverses: Bool
  ) {
    self.delay = delay
    self.speed = speed
    self.iterationDuration = iterationDuration
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
  }

  // MARK: - Checked changes

  /// Sets the delay.
  ///
  /// - Precondition: `seconds` is finite and ≥ 0.
  package mutating func setDelay(_ seconds: Double) {
    precondition(seconds >= 0 && seconds.isFinite, "delay must be finite and ≥ 0, got \(seconds)")
    delay = seconds
  }

  /// Sets the speed.
  ///
  /// - Precondition: `factor` is finite and > 0.
  package mutating func setSpeed(_ factor: Double) {
    precondition(factor > 0 && factor.isFinite, "speed must be finite and > 0, got \(factor)")
    speed = factor
  }

  /// Sets how many cycles play, and whether each plays forward then back.
  ///
  /// - Parameters:
  ///   - count: `.times(n)` with n ≥ 1, or `.forever`.
  ///   - autoreverses: Whether each cycle plays forward then back.
  /// - Precondition: a count of cycles is at least 1.
  package mutating func setRepeat(_ count: Motion.RepeatCount, autoreverses: Bool) {
    if case .times(let cycles) = count {
      precondition(cycles >= 1, "repeat count must be at least 1, got \(cycles)")
    }
    repeatCount = count
    self.autoreverses = autoreverses
  }

  // MARK: - Mapping

  /// Local time since the first iteration began: `(time − delay) · speed`, negative before
  /// the delay. The animator's unit steps, which hold only a delay and a speed, call this.
  @inline(__always)
  package static func activeTime(_ time: Double, delay: Double, speed: Double) -> Double {
    (time - delay) * speed
  }

  /// Parent seconds from 0 to the end of the last cycle, the delay included; `.infinity`
  /// when repeating for ever.
  package var totalDuration: Double {
    switch repeatCount {
    case .forever: return .infinity
    case .times(let count):
      return delay + Double(count) * iterationDuration * (autoreverses ? 2 : 1) / speed
    }
  }

  /// Whether the last cycle has ended at parent time `time`.
  package func isFinished(at time: Double) -> Bool { time >= totalDuration }

  /// The time inside the current forward iteration at parent time `time`, and the
  /// direction it plays in (1 forward, −1 in the backward half of an autoreversing cycle).
  ///
  /// Before the delay: the (negative) active time, forward. At or after the end, or for an
  /// iteration of no length: the last iteration's end (its start when autoreversing).
  package func iteration(at time: Double) -> (time: Double, direction: Double) {
    if time < delay { return (Self.activeTime(time, delay: delay, speed: speed), 1) }
    if isFinished(at: time) || !(iterationDuration > 0) {
      return (autoreverses ? 0 : iterationDuration, 1)
    }
    return activeIteration(at: time)
  }

  /// ``iteration(at:)`` for a time its caller knows to be inside the active period (from
  /// the delay to before the end, with an iteration of some length): the cycle arithmetic
  /// alone, so a caller that has made those checks does not make them twice.
  package func activeIteration(at time: Double) -> (time: Double, direction: Double) {
    let active = Self.activeTime(time, delay: delay, speed: speed)
    let cycle = iterationDuration * (autoreverses ? 2 : 1)
    // An iteration that never ends plays its first iteration for ever. The remainder is
    // exact in IEEE arithmetic (fmod), so it stays in [0, cycle) whatever the cycle count;
    // active − ⌊active/cycle⌋·cycle went wrong once the count passed 2^53.
    let inCycle = cycle.isFinite ? active.truncatingRemainder(dividingBy: cycle) : active
    if autoreverses && inCycle >= iterationDuration { return (cycle - inCycle, -1) }
    return (inCycle, 1)
  }
}
