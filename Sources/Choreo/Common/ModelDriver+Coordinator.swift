// Policy: a coordinator's driver reads the platform's Reduce Motion setting before each
// command and hands each frame to the coordinator, both on the main actor, where the
// coordinator and its host live (a display link and a ManualClock tick there). The
// coordinator passes closures that hold it and its host weakly: the container owns them.

extension ModelDriver {
  /// A driver for a coordinator: `reducedMotion` is read before each command, and each
  /// frame's state goes to `onFrame`, both on the main actor.
  ///
  /// - Parameters:
  ///   - model: The model at its start.
  ///   - clock: The clock that ticks it (on the main actor).
  ///   - reducedMotion: The platform's setting now.
  ///   - onFrame: Draws a frame.
  /// - Returns: The driver, its first state computed but not yet handed to `onFrame`.
  @MainActor
  static func coordinated(
    _ model: Model, clock: any FrameClock,
    reducedMotion: @escaping @MainActor () -> ReducedMotionPolicy,
    onFrame: @escaping @MainActor (Model.State) -> Void
  ) -> ModelDriver {
    let made = ModelDriver(model, clock: clock)
    made.reducedMotion = { MainActor.assumeIsolated { reducedMotion() } }
    made.onFrame = { state in MainActor.assumeIsolated { onFrame(state) } }
    return made
  }
}
