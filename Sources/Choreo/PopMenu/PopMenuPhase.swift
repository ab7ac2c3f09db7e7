/// Where a ``PopMenu`` is in its cycle at one instant.
public enum PopMenuPhase: Sendable, Hashable {
  /// No item is shown; the center button shows +.
  case closed
  /// Items are travelling out (or waiting for their stagger turn).
  case opening
  /// Every item is at rest in its place; the center button shows ×.
  case open
  /// Items are travelling back and shrinking away.
  case closing
}
