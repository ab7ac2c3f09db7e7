// Monotonic time without Foundation: clock_gettime(CLOCK_MONOTONIC) (POSIX.1-2008), and
// sleeps to absolute deadlines (clock_nanosleep with TIMER_ABSTIME on Linux) so that a
// ticking loop does not drift: deadline k is start + k / rate, whatever each frame costs.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A clock on the system's monotonic time that ticks at a chosen rate.
///
/// Pump it from any run loop with ``tick()``, or let it run its own loop with
/// ``run(for:)`` or ``run(while:)``, which sleep to absolute deadlines so that frames do not
/// drift. Handlers run on the calling thread.
///
/// ```swift
/// let clock = LiveClock(framesPerSecond: 60)
/// let animator = Animator(clock: clock)
/// try animator.animate("x", from: 0.0, to: 1, motion: .easeOut(duration: 0.3)) { print($0) }
/// clock.run(while: { animator.runningCount > 0 })
/// ```
public final class LiveClock: FrameClock {
  /// Ticks per second delivered by ``run(for:)`` and ``run(while:)``.
  public let framesPerSecond: Double
  private let handlers = TickHandlers()
  private let origin: Double

  /// Creates a clock reading 0 now.
  ///
  /// - Parameter framesPerSecond: The tick rate of the run loops; finite and > 0.
  /// - Precondition: `framesPerSecond` is finite and > 0.
  public init(framesPerSecond: Double = 60) {
    precondition(
      framesPerSecond.isFinite && framesPerSecond > 0,
      "LiveClock needs a finite, positive frame rate, got \(framesPerSecond)")
    self.framesPerSecond = framesPerSecond
    origin = LiveClock.monotonicSeconds()
  }

  /// Seconds since the clock was created, from the system's monotonic clock.
  public var now: Double { LiveClock.monotonicSeconds() - origin }

  /// Registers a tick handler.
  ///
  /// - Parameter handler: Called with ``now`` on every tick, on the ticking thread.
  /// - Returns: The subscription that keeps the handler registered.
  public func subscribe(_ handler: @escaping (Double) -> Void) -> ClockSubscription {
    handlers.add(handler)
  }

  /// Delivers one tick at the current time: call it from your own run loop.
  public func tick() { handlers.fire(now) }

  /// Ticks at ``framesPerSecond`` for `seconds`, sleeping between frames, then returns.
  ///
  /// - Parameter seconds: How long to run; finite and ≥ 0.
  /// - Precondition: `seconds` is finite and ≥ 0.
  public func run(for seconds: Double) {
    precondition(
      seconds.isFinite && seconds >= 0, "LiveClock.run(for:) needs finite seconds, got \(seconds)")
    let end = now + seconds
    run(while: { self.now < end })
  }

  /// Ticks at ``framesPerSecond`` while `condition` holds (checked before each frame).
  ///
  /// - Parameter condition: Returns `false` to stop the loop.
  public func run(while condition: () -> Bool) {
    let start = LiveClock.monotonicSeconds()
    var frame = 0.0
    while condition() {
      frame += 1
      LiveClock.sleep(untilMonotonic: start + frame / framesPerSecond)
      tick()
    }
  }

  static func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  private static func sleep(untilMonotonic deadline: Double) {
    #if canImport(Glibc) || canImport(Musl)
      var spec = timespec()
      spec.tv_sec = Int(deadline.rounded(.down))
      spec.tv_nsec = Int((deadline - deadline.rounded(.down)) * 1e9)
      // Retry when a signal interrupts the sleep (EINTR); the deadline stays absolute.
      while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    #else
      let remaining = deadline - monotonicSeconds()
      guard remaining > 0 else { return }
      var spec = timespec(
        tv_sec: Int(remaining.rounded(.down)),
        tv_nsec: Int((remaining - remaining.rounded(.down)) * 1e9))
      var left = timespec()
      while nanosleep(&spec, &left) == -1 && errno == EINTR { spec = left }
    #endif
  }
}
