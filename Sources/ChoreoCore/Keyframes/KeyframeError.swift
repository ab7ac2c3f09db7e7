/// Why a list of keys cannot make a ``KeyframeCurve``.
public enum KeyframeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The list was empty.
  case noKeys
  /// A key's time was NaN or infinite.
  case nonFiniteTime(index: Int, time: Double)
  /// A key's time was not after the previous key's.
  case outOfOrder(index: Int, time: Double, previous: Double)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .noKeys:
      return "a keyframe curve needs at least one key; got none"
    case .nonFiniteTime(let index, let time):
      return "key \(index) has time \(time); key times must be finite numbers"
    case .outOfOrder(let index, let time, let previous):
      return
        "key \(index) at time \(time) is not after key \(index - 1) at \(previous); "
        + "give keys in strictly increasing time"
    }
  }
}
