// Policy: a clock is a source of "now" (seconds, monotonic, any origin) and of ticks. The
// animator never reads the wall clock itself; it asks its clock, or is advanced directly.
// Clocks are non-Sendable classes used from one thread (or one actor): handlers run on
// the thread that advances or pumps the clock. An Apple display-link clock plugs in later
// through the same protocol.

/// A source of time and frame ticks for an ``Animator``.
///
/// Conform a type to `FrameClock` to drive animators from your own frame source (a display
/// link, a render loop, a test). Two clocks come with ChoreoCore: ``ManualClock`` for tests
/// and headless rendering, and ``LiveClock`` for programs that run on a monotonic clock.
///
/// ```swift
/// let clock = ManualClock()
/// let subscription = clock.subscribe { now in print("tick at", now) }
/// clock.advance(by: 1.0 / 60)  // prints "tick at 0.016666..."
/// _ = subscription
/// ```
public protocol FrameClock: AnyObject {
  /// The current time in seconds. It never decreases.
  var now: Double { get }

  /// Registers `handler` to be called with the clock's time on every tick.
  ///
  /// - Parameter handler: Called on the thread that ticks the clock.
  /// - Returns: A subscription; the handler stays registered while it lives (or until it is
  ///   cancelled).
  func subscribe(_ handler: @escaping (Double) -> Void) -> ClockSubscription
}

/// A registration of a tick handler; dropping it (or calling ``cancel()``) unregisters.
public final class ClockSubscription {
  private var onCancel: (() -> Void)?

  /// Creates a subscription that runs `onCancel` once, when cancelled or released.
  ///
  /// - Parameter onCancel: Unregisters the handler from its clock.
  public init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Unregisters the handler; later calls do nothing.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  deinit { cancel() }
}

/// The handler list that both built-in clocks share. Handlers added or removed while a
/// tick is being delivered take effect from the next tick.
final class TickHandlers {
  private var handlers: [(id: UInt64, handler: (Double) -> Void)] = []
  private var nextID: UInt64 = 0

  var isEmpty: Bool { handlers.isEmpty }

  func add(_ handler: @escaping (Double) -> Void) -> ClockSubscription {
    nextID += 1
    let id = nextID
    handlers.append((id, handler))
    return ClockSubscription { [weak self] in self?.handlers.removeAll { $0.id == id } }
  }

  func fire(_ time: Double) {
    // Iterate over a snapshot so that handlers may subscribe or cancel while they run.
    let snapshot = handlers
    for entry in snapshot { entry.handler(time) }
  }
}
