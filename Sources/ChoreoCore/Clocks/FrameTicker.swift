// Policy: the bookkeeping every platform frame clock needs, kept out of the Apple-only
// files so it is tested: the handler list (the one `TickHandlers` the built-in clocks
// share), a time that never decreases (a frame source's timestamps and the system clock
// read between frames are merged with `max`), and a signal when the first handler arrives
// and when the last one leaves, so the frame source (a display link) runs only while
// something listens.

/// The state of a ``FrameClock`` driven by a platform frame source: handlers, a time that
/// never decreases, and whether the source should run.
///
/// ```swift
/// let ticker = FrameTicker { running in displayLink.isPaused = !running }
/// let subscription = ticker.subscribe { now in print(now) }   // the source starts
/// ticker.tick(at: 10.016)                                     // prints 10.016
/// subscription.cancel()                                       // the source stops
/// ```
///
/// A ticker is not `Sendable`: use it on the thread (or actor) its frame source calls.
package final class FrameTicker {
  private let handlers = TickHandlers()
  private let runningChanged: (Bool) -> Void
  /// The latest time seen, seconds; it never decreases.
  package private(set) var now: Double

  /// Creates a ticker with no handlers (not running).
  ///
  /// - Parameters:
  ///   - start: The initial time; 0 by default.
  ///   - runningChanged: Called with `true` when the first handler subscribes and with
  ///     `false` when the last one is cancelled or released.
  package init(start: Double = 0, runningChanged: @escaping (Bool) -> Void) {
    now = start
    self.runningChanged = runningChanged
  }

  /// Whether any handler is subscribed (the frame source should run).
  package var isRunning: Bool { !handlers.isEmpty }

  /// Moves the time to `time` if that is later, without ticking (a read of the system
  /// clock between frames).
  ///
  /// - Parameter time: Seconds; earlier or NaN times are ignored.
  /// - Returns: The time now.
  @discardableResult
  package func advance(to time: Double) -> Double {
    if time > now { now = time }
    return now
  }

  /// Delivers a frame: advances the time to `time` (if later) and calls every handler
  /// with the time now. Handlers added or removed meanwhile take effect from the next
  /// frame.
  ///
  /// - Parameter time: The frame's time, seconds.
  package func tick(at time: Double) {
    handlers.fire(advance(to: time))
  }

  /// Registers a handler for every frame.
  ///
  /// - Parameter handler: Called with each frame's time.
  /// - Returns: The registration; cancel or release it to unregister.
  package func subscribe(_ handler: @escaping (Double) -> Void) -> ClockSubscription {
    let wasRunning = isRunning
    let inner = handlers.add(handler)
    if !wasRunning { runningChanged(true) }
    return ClockSubscription { [weak self] in
      let wasRunning = self?.isRunning ?? false
      inner.cancel()
      if let self, wasRunning, !self.isRunning { self.runningChanged(false) }
    }
  }
}
