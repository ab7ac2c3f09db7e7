// Monotonic time without Foundation: clock_gettime(CLOCK_MONOTONIC) (POSIX.1-2008), and
// sleeps to absolute deadlines (clock_nanosleep with TIMER_ABSTIME on Linux) so that a
// ticking loop does not drift: deadline k is start + k / rate, whatever each frame costs.
import CLibC

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
  private let time: Time

  /// Where a clock reads monotonic time and how it waits for a deadline: the system's
  /// clock, or a fake one in tests (so the deadline logic is tested without sleeping).
  package struct Time {
    /// Seconds on a monotonic clock (any origin).
    package var monotonicSeconds: () -> Double
    /// Returns once `monotonicSeconds()` has reached the given absolute deadline.
    package var sleepUntil: (Double) -> Void

    /// Creates a time source.
    ///
    /// - Parameters:
    ///   - monotonicSeconds: Reads the monotonic clock.
    ///   - sleepUntil: Waits until an absolute deadline on that clock.
    package init(monotonicSeconds: @escaping () -> Double, sleepUntil: @escaping (Double) -> Void) {
      self.monotonicSeconds = monotonicSeconds
      self.sleepUntil = sleepUntil
    }

    /// CLOCK_MONOTONIC and clock_nanosleep (nanosleep where there is no absolute sleep).
    package static var system: Time {
      Time(
        monotonicSeconds: LiveClock.monotonicSeconds,
        sleepUntil: { LiveClock.sleep(untilMonotonic: $0) })
    }
  }

  /// Creates a clock reading 0 now.
  ///
  /// - Parameter framesPerSecond: The tick rate of the run loops; finite and > 0.
  /// - Precondition: `framesPerSecond` is finite and > 0.
  public convenience init(framesPerSecond: Double = 60) {
    self.init(framesPerSecond: framesPerSecond, time: .system)
  }

  /// Creates a clock reading 0 now on the given time source.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The tick rate of the run loops; finite and > 0.
  ///   - time: Where the clock reads time and how it sleeps.
  /// - Precondition: `framesPerSecond` is finite and > 0.
  package init(framesPerSecond: Double, time: Time) {
    precondition(
      framesPerSecond.isFinite && framesPerSecond > 0,
      "LiveClock needs a finite, positive frame rate, got \(framesPerSecond)")
    self.framesPerSecond = framesPerSecond
    self.time = time
    origin = time.monotonicSeconds()
  }

  /// Seconds since the clock was created, from the system's monotonic clock.
  public var now: Double { time.monotonicSeconds() - origin }

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
    let start = time.monotonicSeconds()
    var frame = 0.0
    while condition() {
      frame += 1
      time.sleepUntil(start + frame / framesPerSecond)
      tick()
    }
  }

  static func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// Sleeps until `deadline` on CLOCK_MONOTONIC.
  static func sleep(untilMonotonic deadline: Double) {
    #if canImport(Glibc) || canImport(Musl)
      sleep(untilMonotonic: deadline) { spec in
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil)
      }
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

  /// The absolute deadline as a timespec (whole seconds, and nanoseconds below 10⁹).
  static func deadlineSpec(_ deadline: Double) -> timespec {
    var spec = timespec()
    spec.tv_sec = Int(deadline.rounded(.down))
    spec.tv_nsec = min(999_999_999, Int((deadline - deadline.rounded(.down)) * 1e9))
    return spec
  }

  /// ``sleep(untilMonotonic:_:)`` for tests in this package.
  package static func sleepForTesting(
    untilMonotonic deadline: Double, _ absoluteSleep: (inout timespec) -> Int32
  ) {
    sleep(untilMonotonic: deadline, absoluteSleep)
  }

  /// Calls `absoluteSleep` (clock_nanosleep with TIMER_ABSTIME, returning 0 or an error
  /// number) with the deadline until it returns anything but EINTR: an interrupting signal
  /// restarts the sleep to the same absolute deadline, so the frame is not cut short.
  static func sleep(untilMonotonic deadline: Double, _ absoluteSleep: (inout timespec) -> Int32) {
    var spec = deadlineSpec(deadline)
    while absoluteSleep(&spec) == EINTR {}
  }
}
