/// Why a ``PopMenu`` cannot be built, or refused a command.
public enum PopMenuError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The layout is unusable (radius, item size or angles).
  case invalidLayout(RadialLayoutError)
  /// The center is not a finite point.
  case invalidCenter(Point2D)
  /// Two items share an identifier (its description).
  case duplicateItemID(String)
  /// A configuration field has an unusable value.
  case invalidConfiguration(String, Double)
  /// A custom stagger order is not a permutation of the item indices.
  case invalidStaggerOrder([Int])
  /// A command's time is not finite or earlier than the previous command's.
  case time(CommandTimeError)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .invalidLayout(let error): return "invalid layout: \(error)"
    case .invalidCenter(let center): return "the center must be a finite point, got \(center)"
    case .duplicateItemID(let id): return "item identifiers must be unique; \(id) appears twice"
    case .invalidConfiguration(let field, let value):
      return "configuration \(field) has an unusable value \(value)"
    case .invalidStaggerOrder(let order):
      return "a custom stagger order must list every item index once, got \(order)"
    case .time(let error): return error.description
    }
  }
}
