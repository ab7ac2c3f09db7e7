/// Why a ``CardSheet`` refused a configuration or a command.
public enum CardSheetError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The container has a side that is not finite or is under 1 point.
  case containerTooSmall(Size2D)
  /// A parameter outside its range.
  case outOfRange(name: String, value: Double, expected: String)
  /// A number that must be finite was not.
  case nonFinite(name: String, value: Double)
  /// The motion repeats for ever, so the card would never come to rest.
  case motionNeverEnds(Motion)
  /// A drag command came with no finger on the card.
  case noDrag
  /// A command stamped before the previous one, or at a time that is not finite.
  case time(CommandTimeError)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .containerTooSmall(let size):
      return
        "a card sheet needs a container at least 1 × 1 point with finite sides, not "
        + "\(size.width) × \(size.height); present it once the container is laid out"
    case .outOfRange(let name, let value, let expected):
      return "the card sheet's \(name) is \(value); it must be \(expected)"
    case .nonFinite(let name, let value):
      return "the card sheet's \(name) is \(value); pass a finite number"
    case .motionNeverEnds(let motion):
      return
        "the card sheet's motion \(motion) repeats for ever, so the card would never rest; "
        + "use a motion that ends"
    case .noDrag:
      return "no finger holds the card: call beginDrag(at:) before drag or release"
    case .time(let error):
      return "\(error)"
    }
  }
}
