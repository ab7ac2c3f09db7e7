// Policy: a scripted scroll is the finger, written down: each command moves the offset to a
// value at a time, at once or at constant speed over a duration, as a drag would. The raw
// offset is one MotionTrack (linear legs: its velocity is each leg's exact slope); with a
// smoother the offset the scene sees is ScrollSmoother following each scripted offset from
// its time on, the project's one smoothing mechanism.
import Choreo

/// The scroll offset and its exact velocity at one instant of a ``ScriptedScroll``.
public struct ScrollPosition: Sendable, Hashable {
  /// The offset, points.
  public var offset: Double
  /// Its velocity, points a second.
  public var velocity: Double
}

/// A scroll offset moved by scripted commands, as a finger would: a timed model, so a
/// ``/ChoreoCore/CommandScript`` of it drives a ``/Choreo/ScrollScene`` in a test.
///
/// ```swift
/// var scroll = CommandScript(ScriptedScroll())
/// scroll.scroll(to: 120, at: 0.1, over: 0.3)   // a drag from 0 to 120 points
/// scroll.scroll(to: 0, at: 1)                   // a jump back to the top
/// let offset = try scroll.state(at: 0.25).offset  // 60
/// ```
public struct ScriptedScroll: TimedModel, Sendable {
  /// How much motion the smoother may use (the raw scroll is the finger's and ignores it).
  public var reducedMotion: ReducedMotionPolicy {
    get { smoother?.reducedMotion ?? .full }
    set { smoother?.reducedMotion = newValue }
  }
  private var raw: MotionTrack<Double>
  private var smoother: ScrollSmoother?
  private var lastCommandTime: Double?

  /// A scroll at rest at `offset`.
  ///
  /// - Parameters:
  ///   - offset: The starting offset, points.
  ///   - smoother: Smooths what the scene sees (it follows each scripted offset from the
  ///     command's time); `nil` for the raw offset.
  public init(offset: Double = 0, smoother: ScrollSmoother? = nil) {
    raw = MotionTrack(at: offset)
    if var smoother {
      smoother.reset(to: offset)
      self.smoother = smoother
    }
  }

  /// Moves the offset to `offset` from `time` on, at constant speed over `duration`.
  ///
  /// - Parameters:
  ///   - offset: Where to, points.
  ///   - time: When the move starts, seconds; not before the previous command.
  ///   - duration: How long the move takes; 0 jumps.
  /// - Throws: ``/Choreo/ScrollError`` for a non-finite offset or duration, a negative duration,
  ///   or a time out of order; nothing changes then.
  public mutating func scroll(to offset: Double, at time: Double, over duration: Double = 0)
    throws(ScrollError)
  {
    guard offset.isFinite else { throw .notFinite(what: "the scripted offset", value: offset) }
    guard duration.isFinite else {
      throw .notFinite(what: "the scripted duration", value: duration)
    }
    guard duration >= 0 else { throw .negative(what: "the scripted duration", value: duration) }
    do { try CommandTimeError.check(time, after: lastCommandTime) } catch { throw .time(error) }
    var smoothed = smoother
    try smoothed?.follow(offset, at: time)
    do {
      // A constant-speed move ignores the velocity it starts with.
      try raw.retarget(to: offset, motion: .linear(duration: duration), at: time, velocity: 0)
    } catch {
      throw .notFinite(what: "the scripted offset", value: offset)
    }
    smoother = smoothed
    lastCommandTime = time
  }

  /// The offset the scene sees at `time`, with its exact velocity.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The smoothed offset when there is a smoother, else the raw one.
  public func state(at time: Double) -> ScrollPosition {
    if let smoother {
      return ScrollPosition(offset: smoother.value(at: time), velocity: smoother.velocity(at: time))
    }
    return ScrollPosition(offset: raw.value(at: time), velocity: raw.velocity(at: time))
  }

  /// Whether the offset stays where it is from `time` on.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when neither the raw offset nor the smoother moves.
  public func isSettled(at time: Double) -> Bool {
    raw.isSettled(at: time) && (smoother?.isSettled(at: time) ?? true)
  }
}
