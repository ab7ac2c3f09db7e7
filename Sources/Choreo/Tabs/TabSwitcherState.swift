/// One page of a ``TabSwitcher`` at one instant.
public struct TabPageState: Sendable, Hashable {
  /// The tab the page belongs to.
  public var index: Int
  /// How it looks; its z order is its place among the presented pages.
  public var appearance: VisualState
  /// How fast its appearance changes: a visual state whose every component is that
  /// component's rate per second (opacity per second, points per second, radians per
  /// second, curl per second, and so on), ``VisualState/zero`` at rest. The z order's rate
  /// is always 0 (the switcher sets the order apart from the motion).
  public var velocity: VisualState
  /// Whether it is still moving.
  public var isMoving: Bool
}

/// What a ``TabSwitcher`` shows at one instant: the pages in the container, bottom to top.
public struct TabSwitcherState: Sendable, Hashable {
  /// The selected tab.
  public var selectedIndex: Int
  /// The pages in the container, bottom to top.
  public var pages: [TabPageState]
  /// The fraction of the interactive switch under way, or `nil`.
  public var interactiveFraction: Double?

  /// The tabs whose pages are in the container, bottom to top.
  public var presentedPages: [Int] { pages.map(\.index) }

  /// A page's appearance, its z order its place in ``presentedPages``.
  ///
  /// - Parameter index: The tab.
  /// - Returns: The appearance, or `nil` when the page is not in the container.
  public func appearance(ofPage index: Int) -> VisualState? {
    pages.first { $0.index == index }?.appearance
  }
}
