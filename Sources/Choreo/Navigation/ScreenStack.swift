// Policy: a navigation stack's screens named for the model. Each screen that arrives on the
// stack gets a new identity, higher than every identity before it, so a push always goes
// forward and a pop back, and a screen popped while it still leaves is never confused with a
// new one pushed in its place. A screen keeps its identity while it stays at its position
// with the same value; the identities of screens gone are remembered until told to forget
// them (a container still draws a screen on its way out).

/// The screens of a navigation stack, root first, each with the identity a
/// ``NavigationTransitionCoordinator`` or a ``TabSwitcher`` names it by.
///
/// ```swift
/// var stack = ScreenStack(root: "inbox")
/// stack.update(to: ["inbox", "thread"])     // (from: 0, to: 1): a push
/// stack.update(to: ["inbox"])               // (from: 1, to: 0): a pop
/// stack.update(to: ["inbox", "thread"])     // (from: 0, to: 2): a new screen, pushed
/// ```
public struct ScreenStack<Screen: Hashable & Sendable>: Sendable {
  /// The screens, root first.
  public private(set) var screens: [Screen]
  /// Their identities, root first, ascending.
  public private(set) var identities: [Int]
  /// Every screen by identity, those gone included until ``forget(allBut:)``.
  public private(set) var known: [Int: Screen]
  private var next: Int

  /// A stack of its root screen alone, whose identity is 0.
  ///
  /// - Parameter root: The root screen.
  public init(root: Screen) {
    screens = [root]
    identities = [0]
    known = [0: root]
    next = 1
  }

  /// The top screen's identity.
  public var top: Int { identities[identities.count - 1] }

  /// Takes the stack as `screens` (root first, at least the root): screens that stay at
  /// their position with the same value keep their identities, the others get new ones.
  ///
  /// - Parameter screens: The new stack; an empty one keeps the root alone.
  /// - Returns: The top's identity before and after, when the top changed; `nil` otherwise.
  @discardableResult
  public mutating func update(to screens: [Screen]) -> (from: Int, to: Int)? {
    let new = screens.isEmpty ? [self.screens[0]] : screens
    let before = top
    var kept = 0
    while kept < min(new.count, self.screens.count), new[kept] == self.screens[kept] {
      kept += 1
    }
    var ids = Array(identities.prefix(kept))
    for screen in new.dropFirst(kept) {
      ids.append(next)
      known[next] = screen
      next += 1
    }
    self.screens = new
    identities = ids
    return before == top ? nil : (before, top)
  }

  /// Forgets the screens gone from the stack, but those in `drawn` (still on their way
  /// out).
  ///
  /// - Parameter drawn: Identities still drawn.
  public mutating func forget(allBut drawn: Set<Int>) {
    let keep = Set(identities).union(drawn)
    known = known.filter { keep.contains($0.key) }
  }
}
