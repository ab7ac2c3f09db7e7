/// What a tap did, from ``PopMenu/tap(at:time:)``.
public enum PopMenuTapResult<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The tap landed on a visible item: it was selected and the menu is closing.
  case selected(PopMenuItem<ID>)
  /// The tap landed on the center button: the menu was toggled (`opening` says which way).
  case toggled(opening: Bool)
  /// The tap landed on the dimming backdrop: the menu is closing.
  case dismissed
  /// The tap touched nothing of the menu; the views underneath should receive it.
  case passedThrough
}
