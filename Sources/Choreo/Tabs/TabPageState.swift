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
