/// Why a motion could not be exported.
public enum MotionExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The tolerance was not a number from ``MotionExport/toleranceRange``.
  case toleranceOutOfRange(Double)
  /// The iteration duration was not a finite number greater than 0.
  case durationNotPositive(Double)
  /// A spring without damping never settles, so its iteration has no end: give an
  /// iteration duration.
  case neverSettles(String)
  /// No printable `linear()` follows the motion within the tolerance: it moves too far
  /// (beyond a million times the distance) or too fast for the printed precision.
  case cannotMeetTolerance(String, Double)
  /// The target cannot hold a number the motion needs: Compose and Android take `Float`
  /// constants and whole milliseconds that fit a 32-bit `Int`.
  case notRepresentable(MotionExportTarget, String)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .toleranceOutOfRange(let value):
      return "the tolerance must be a fraction of the distance from 1e-7 to 1 (such as 0.001),"
        + " got \(value)"
    case .durationNotPositive(let value):
      return "the duration must be a finite number of seconds greater than 0, got \(value)"
    case .neverSettles(let spec):
      return "\(spec) never settles (it has no damping), so its length is unknown;"
        + " give a duration (seconds to play before it lands), or add damping"
    case .cannotMeetTolerance(let spec, let tolerance):
      return "\(spec) moves too far or too fast for a linear() within \(tolerance) of the"
        + " distance; give a larger tolerance or a longer duration"
    case .notRepresentable(let target, let problem):
      return "\(target.rawValue) cannot hold this motion: \(problem)"
    }
  }
}
