/// Why the tab switcher refused a call. The switcher's state is unchanged after a refusal.
public enum TabSwitcherError: Error, Hashable, CustomStringConvertible {
  /// A switcher needs at least one tab.
  case noTabs(count: Int)
  /// The index is negative or not below the tab count.
  case indexOutOfRange(index: Int, count: Int)
  /// Interactive switching goes only to a tab next to the selected one.
  case notNeighbour(index: Int, selected: Int)
  /// An interactive switch is already under way.
  case interactionInProgress
  /// There is no interactive switch to update, finish or cancel.
  case noInteraction
  /// An interactive switch can only begin when no transition is running.
  case transitionInProgress
  /// A fraction or velocity is NaN or infinite.
  case nonFinite(name: String, value: Double)
  /// The transition's incoming page is visible on top from the first instant, so a
  /// cancelled interactive switch could not take it away without it vanishing in view.
  case insertionStartsVisible
  /// A motion repeats for ever, so a switch would never end.
  case motionNeverEnds(Motion)
  /// A command's time is not finite or earlier than the previous command's.
  case time(CommandTimeError)

  /// A message saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .noTabs(let count):
      return "a tab switcher needs at least 1 tab, got \(count)"
    case .indexOutOfRange(let index, let count):
      return "tab index \(index) is out of range: valid indices are 0...\(count - 1)"
    case .notNeighbour(let index, let selected):
      return
        "an interactive switch goes to a neighbouring tab: from tab \(selected) that is "
        + "\(selected - 1) or \(selected + 1), not \(index)"
    case .interactionInProgress:
      return "an interactive switch is already under way: finish or cancel it first"
    case .noInteraction:
      return "there is no interactive switch: call beginInteractive(toward:at:) first"
    case .transitionInProgress:
      return "a transition is still running: begin an interactive switch once it has settled"
    case .nonFinite(let name, let value):
      return "the \(name) is \(value); it must be a finite number"
    case .insertionStartsVisible:
      return
        "this transition shows the incoming page on top from the start, so an interactive "
        + "switch could not be cancelled cleanly: use a transition whose insertion starts "
        + "hidden (opacity, slide, move, push, flip, curl, scale to 0)"
    case .motionNeverEnds(let motion):
      return "the motion \(motion) repeats for ever: a tab switch must end"
    case .time(let error):
      return error.description
    }
  }
}
