// Policy: a driver is the one small class between a model value and a frame source. It
// stamps each command with its clock's time, reads the reduced-motion setting first (so a
// setting changed mid-app takes effect at the next command), and after every frame's state
// is computed tells its observer once. It subscribes to its clock only while the model
// moves, so a display link runs only while something animates.

/// Ticks a ``TimedModel`` from a ``FrameClock``: commands go through it stamped with the
/// clock's time, and its observer hears the state once per frame while the model moves.
///
/// ```swift
/// let clock = ManualClock()
/// let driver = ModelDriver(Blinker(), clock: clock)
/// driver.onFrame = { state in render(state) }
/// try driver.perform { model, now in try model.blink(at: now) }
/// clock.advance(by: 1.0 / 60)   // onFrame runs with the state at 1/60 s
/// ```
///
/// A driver is not `Sendable`: use it on the thread that ticks its clock (the main thread
/// for a display link).
public final class ModelDriver<Model: TimedModel> {
  /// The model, as the commands so far have made it.
  public private(set) var model: Model
  /// The state at the last frame (or command).
  public private(set) var state: Model.State
  /// Called after each frame's state is computed, and after each command.
  public var onFrame: ((Model.State) -> Void)?
  /// Read before each command: the platform's Reduce Motion setting. `nil` leaves the
  /// model's own ``TimedModel/reducedMotion`` alone.
  public var reducedMotion: (() -> ReducedMotionPolicy)?

  private let clock: any FrameClock
  private var subscription: ClockSubscription?

  /// Creates a driver.
  ///
  /// - Parameters:
  ///   - model: The model.
  ///   - clock: Its time source; commands are stamped with `clock.now`.
  public init(_ model: Model, clock: any FrameClock) {
    self.model = model
    self.clock = clock
    state = model.state(at: clock.now)
    if !model.isSettled(at: clock.now) { subscribe() }
  }

  /// Whether the driver is listening to its clock (the model is moving).
  public var isRunning: Bool { subscription != nil }

  /// The clock's current time.
  public var now: Double { clock.now }

  /// Gives the model a command at the clock's current time.
  ///
  /// - Parameter command: Changes the model; receives it and the time to stamp.
  /// - Returns: What the command returns.
  /// - Throws: What the command throws; a command that throws should leave the model
  ///   unchanged (Choreo's models do).
  @discardableResult
  public func perform<Result, Failure: Error>(
    _ command: (inout Model, Double) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let now = clock.now
    if let reducedMotion { model.reducedMotion = reducedMotion() }
    let result = try command(&model, now)
    frame(at: now)
    return result
  }

  /// Replaces the model (a new configuration) and shows its state now.
  ///
  /// - Parameter model: The new model.
  public func replace(with model: Model) {
    self.model = model
    frame(at: clock.now)
  }

  private func frame(at time: Double) {
    state = model.state(at: time)
    if model.isSettled(at: time) {
      subscription = nil
    } else if subscription == nil {
      subscribe()
    }
    onFrame?(state)
  }

  private func subscribe() {
    subscription = clock.subscribe { [weak self] now in self?.frame(at: now) }
  }
}
