/// Where an animation's value was left when it finished.
public enum AnimationPosition: Sendable, Hashable {
  /// At the start value (a reversed animation ran back to its start).
  case start
  /// At the end value.
  case end
  /// Wherever it was when ``AnimationHandle/finish(at:)`` was called with `.current`.
  case current
}

/// How an animation ended. Every animation reports exactly one outcome, once.
public enum AnimationOutcome: Sendable, Hashable {
  /// It ran to an end: `.end`, or `.start` after being reversed, or `.current` when finished
  /// early at its current value.
  case finished(AnimationPosition)
  /// A newer animation on the same ``AnimationKey`` took over (retargeted) from its
  /// current value and velocity.
  case interrupted
  /// It was stopped (or cancelled) and left at its current value.
  case stopped
  /// The object it wrote to was released; nothing more was written.
  case targetReleased
}

/// The life-cycle state of an animation, as seen through its ``AnimationHandle``.
public enum AnimationState: Sendable, Hashable {
  /// Time is flowing (forward or, after ``AnimationHandle/reverse()``, backward).
  case running
  /// Time is held; the value stays where it is.
  case paused
  /// It has ended, with this outcome.
  case ended(AnimationOutcome)
}
