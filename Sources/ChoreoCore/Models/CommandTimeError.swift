/// Why a command stamped with a time was refused: the times of commands come from outside
/// (gesture and event timestamps), so a bad one is an error, never a trap. Nothing changes
/// when it is thrown.
public enum CommandTimeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The time is NaN or infinite.
  case nonFinite(Double)
  /// The time is earlier than the previous command's.
  case outOfOrder(time: Double, previous: Double)

  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .nonFinite(let time):
      return "command time \(time) is not finite; stamp commands with a finite time"
    case .outOfOrder(let time, let previous):
      return "command time \(time) is earlier than the previous command's \(previous); "
        + "give commands in time order"
    }
  }

  /// Checks that `time` may follow a command at `previous`.
  ///
  /// - Parameters:
  ///   - time: The new command's time.
  ///   - previous: The previous command's time, or `nil` for the first.
  /// - Throws: ``nonFinite(_:)`` or ``outOfOrder(time:previous:)``.
  public static func check(_ time: Double, after previous: Double?) throws(CommandTimeError) {
    guard time.isFinite else { throw .nonFinite(time) }
    if let previous, time < previous { throw .outOfOrder(time: time, previous: previous) }
  }
}
