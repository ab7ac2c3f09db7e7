/// A clock that moves only when told to: for tests, previews and headless rendering.
///
/// Every ``advance(by:)`` or ``advance(to:)`` delivers exactly one tick, so a test controls
/// both the instants and the frame rate.
///
/// ```swift
/// let clock = ManualClock()
/// let animator = Animator(clock: clock)
/// clock.advance(by: 0.25)   // the animator is now at t = 0.25
/// ```
public final class ManualClock: FrameClock {
  /// The current time in seconds.
  public private(set) var now: Double
  private let handlers = TickHandlers()

  /// Creates a clock reading `start`.
  ///
  /// - Parameter start: The initial time in seconds; finite.
  /// - Precondition: `start` is finite.
  public init(start: Double = 0) {
    precondition(start.isFinite, "a manual clock must start at a finite time, got \(start)")
    now = start
  }

  /// Registers a tick handler.
  ///
  /// - Parameter handler: Called with the new time on every advance.
  /// - Returns: The subscription that keeps the handler registered.
  public func subscribe(_ handler: @escaping (Double) -> Void) -> ClockSubscription {
    handlers.add(handler)
  }

  /// Moves the clock forward by `seconds` and delivers one tick.
  ///
  /// - Parameter seconds: Finite and ≥ 0.
  /// - Precondition: `seconds` is finite and not negative: a clock never runs backwards.
  public func advance(by seconds: Double) {
    precondition(
      seconds.isFinite && seconds >= 0,
      "ManualClock.advance(by:) needs a finite, non-negative step, got \(seconds)")
    advance(to: now + seconds)
  }

  /// Moves the clock to `time` and delivers one tick.
  ///
  /// - Parameter time: Finite and ≥ ``now``.
  /// - Precondition: `time` is finite and not earlier than ``now``.
  public func advance(to time: Double) {
    precondition(
      time.isFinite && time >= now,
      "ManualClock.advance(to:) needs a finite time not before \(now), got \(time)")
    now = time
    handlers.fire(time)
  }
}
