// Storage: one homogeneous store per value type (a generic final class), behind a small
// protocol that the Animator iterates. Each animation is split in two, index for index:
// a compact hot record (`AnimationSample`: the leg's `LegFormula`, the same code a `MotionLeg`
// runs, the local-time mapping, an unretained reference to the target) in one contiguous
// array that a frame streams through, and a cold record (`AnimationEntry`: handle, whole unit
// step, policy, the target's
// owner) that only commands and reads touch. A frame touches each hot record once, in
// place, with no reference counting, and allocates nothing: ended animations are
// swap-removed afterwards, and completions are collected into a reused buffer and fired
// after every store has written its values. What a write costs is memory latency, so the
// common cases chase as few pointers as they can: an animation into `AnimatedValues`
// stores through the slot pointer in its hot record (no call); the momentum term of
// `Double` and `Point2D` values is plain arithmetic, not a call through `VectorOps`.

/// A command from an ``AnimationHandle``.
enum AnimationCommand {
  case pause
  case resume
  case reverse
  case setFraction(Double)
  case stop
  case finish(AnimationPosition)
}

/// What the animator needs from any store (animations of one value type, or timelines).
protocol AnimationStore: AnyObject {
  /// Writes every entry's value at `time`; appends the ones that ended to `ended`.
  func advance(to time: Double, ended: inout [(AnimationHandle, AnimationOutcome)])
  /// Applies `command`; returns the outcome if the animation ended because of it.
  func control(_ id: UInt64, _ command: AnimationCommand, at time: Double) -> AnimationOutcome?
  /// Removes an animation without writing (it was retargeted); returns its handle.
  func remove(_ id: UInt64) -> AnimationHandle?
  /// Paused, reversed and fraction complete of a live animation.
  func status(_ id: UInt64, at time: Double) -> (paused: Bool, reversed: Bool, fraction: Double)?
  /// Restarts a live animation toward its same end with a new motion (gesture hand-off).
  func continueAnimation(
    _ id: UInt64, with motion: Motion, velocity: Any?, at time: Double
  ) -> AnimationOutcome?
  /// Removes every animation without writing (the animator is going away); returns their
  /// handles.
  func removeAll() -> [AnimationHandle]
}
