/// Where VoiceOver's focus goes when a pop menu's screen changes.
public enum PopMenuFocus<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The first item in reading order (the menu opened).
  case item(PopMenuItem<ID>)
  /// The center button (the menu closed).
  case centerButton
}
