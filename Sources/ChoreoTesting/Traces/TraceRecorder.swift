// Policy: the animator and timelines hand values to write closures and keep no velocity a
// caller can read, so a recorder keeps the last value written and traces it without one.
// The recorder plays a ManualClock itself: the test says when, the animator writes.
import Choreo

/// Records what an animator or a timeline writes, as a ``MotionTrace`` (values only: the
/// animator and timelines keep no readable velocity).
///
/// ```swift
/// let clock = ManualClock()
/// let animator = Animator(clock: clock)
/// let x = TraceRecorder<Double>(label: "x")
/// try animator.animate("x", from: 0.0, to: 100, motion: .spring(.bouncy), write: x.write)
/// let trace = x.play(clock, at: .rate(60, through: 1.5))
/// try trace.checkOvershoot(from: 0, to: 100, atMost: .amount(12))
/// ```
///
/// A recorder is not `Sendable`: use it on the thread that ticks the clock.
public final class TraceRecorder<Value> {
  /// The last value written, or `nil` before the first.
  public private(set) var lastValue: Value?
  /// What is traced, for messages.
  public let label: String

  /// A recorder with nothing written yet.
  ///
  /// - Parameter label: What is traced, for messages.
  public init(label: String = "value") {
    self.label = label
  }

  /// The write closure to give the animator or the timeline leaf.
  public var write: (Value) -> Void {
    { [weak self] value in self?.lastValue = value }
  }

  /// Advances `clock` to each time (running `actions` due by then, in order, at their own
  /// times first) and samples the last value written.
  ///
  /// - Parameters:
  ///   - clock: The clock the animator listens to.
  ///   - times: When to sample; in time order, not before the clock's time.
  ///   - actions: Things to do at given times (a retarget: another `animate` on the key),
  ///     in time order.
  /// - Returns: The trace; a time before anything was written is skipped.
  /// - Throws: What an action throws.
  public func play(
    _ clock: ManualClock, at times: TraceTimes,
    actions: [(time: Double, action: () throws -> Void)] = []
  ) throws -> MotionTrace<Value> {
    var pending = actions[...]
    var samples: [MotionSample<Value>] = []
    for time in times.times {
      while let next = pending.first, next.time <= time {
        clock.advance(to: next.time)
        try next.action()
        pending = pending.dropFirst()
      }
      clock.advance(to: time)
      if let lastValue { samples.append(MotionSample(time: time, value: lastValue)) }
    }
    return MotionTrace(samples, label: label)
  }

  /// Applies `timeline` at each time and samples the last value written.
  ///
  /// - Parameters:
  ///   - timeline: A timeline whose leaf writes through ``write``.
  ///   - times: When to sample (any order: a timeline is a function of time).
  /// - Returns: The trace.
  public func sample(_ timeline: Timeline, at times: TraceTimes) -> MotionTrace<Value> {
    var samples: [MotionSample<Value>] = []
    for time in times.times {
      timeline.apply(at: time)
      if let lastValue { samples.append(MotionSample(time: time, value: lastValue)) }
    }
    return MotionTrace(samples, label: label)
  }
}
