/// A clock that moves only when told to: for tests, previews and headless rendering.
///
/// Every ``advance(by:)`` or ``advance(to:)`` delivers exactly one tick, so a test controls
/// both the instants and the frame rate.
///
/// Its time stays within ±``maximumTime`` (2³² s, about 136 years), where a step of a
/// microsecond still moves it: past about 10¹⁷ s a 1/60 s step would round away and time
/// would stand still. Leaving that range is a programmer error and traps, naming the range.
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

  /// The largest magnitude the clock's time may have, in seconds: 2³² (about 136 years).
  ///
  /// Doubles near 2³² are 2⁻²⁰ s (under a microsecond) apart, so every frame step moves
  /// time; ``Animator/advance(to:)`` keeps its time in the same range.
  public static let maximumTime: Double = 0x1p32

  /// Creates a clock reading `start`.
  ///
  /// - Parameter start: The initial time in seconds, within ±``maximumTime``.
  /// - Precondition: `start` is within ±``maximumTime``.
  public init(start: Double = 0) {
    precondition(
      abs(start) <= Self.maximumTime,
      "a manual clock must start within ±\(Self.maximumTime) s (ManualClock.maximumTime), got \(start)"
    )
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
  /// - Parameter seconds: ≥ 0, and no more than ``maximumTime`` − ``now``.
  /// - Precondition: `seconds` is not negative (a clock never runs backwards) and keeps the
  ///   clock within ``maximumTime``.
  public func advance(by seconds: Double) {
    precondition(
      seconds >= 0 && seconds <= Self.maximumTime - now,
      "ManualClock.advance(by:) needs a step in 0...\(Self.maximumTime - now) s (the clock stays within ManualClock.maximumTime, \(Self.maximumTime) s), got \(seconds)"
    )
    advance(to: now + seconds)
  }

  /// Moves the clock to `time` and delivers one tick.
  ///
  /// - Parameter time: In ``now``...``maximumTime``.
  /// - Precondition: `time` is not earlier than ``now`` and not past ``maximumTime``.
  public func advance(to time: Double) {
    precondition(
      time >= now && time <= Self.maximumTime,
      "ManualClock.advance(to:) needs a time in \(now)...\(Self.maximumTime) s (ManualClock.maximumTime), got \(time)"
    )
    now = time
    handlers.fire(time)
  }
}
