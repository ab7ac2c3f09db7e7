/// Why the animator refused an animation. Thrown where values come from outside (a
/// gesture, a file): nothing is started or changed when it is thrown.
public enum AnimationError: Error, Hashable, CustomStringConvertible {
  /// A start or target value has a NaN or infinite component, or the distance between them
  /// overflows.
  case nonFiniteValue(String)
  /// An initial velocity has a NaN or infinite component.
  case nonFiniteVelocity(String)
  /// The motion never ends where an end is needed (a timeline leaf that repeats forever or
  /// an undamped spring).
  case endlessMotion(String)

  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .nonFiniteValue(let what):
      return "animation value is not finite (\(what)); pass finite numbers"
    case .nonFiniteVelocity(let what):
      return "initial velocity is not finite (\(what)); pass a finite velocity or zero"
    case .endlessMotion(let what):
      return "motion never ends (\(what)); give it a finite repeat count and a damped spring"
    }
  }
}
