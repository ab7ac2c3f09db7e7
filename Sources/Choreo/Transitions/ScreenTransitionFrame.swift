/// One frame of a screen transition: how each screen looks, or `nil` for a screen not
/// shown (gone, or not yet in). Drawing order follows each appearance's `zIndex`.
public struct ScreenTransitionFrame: Sendable, Hashable {
  /// The leaving screen's appearance, relative to its final frame.
  public var leaving: VisualState?
  /// The arriving screen's appearance, relative to its final frame.
  public var arriving: VisualState?

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - leaving: The leaving screen's appearance, or `nil` when it is not shown.
  ///   - arriving: The arriving screen's appearance, or `nil` when it is not shown.
  public init(leaving: VisualState?, arriving: VisualState?) {
    self.leaving = leaving
    self.arriving = arriving
  }

  /// The appearance of the screen in `role`, or `nil` when it is not shown.
  ///
  /// - Parameter role: The screen.
  /// - Returns: Its appearance.
  public subscript(role: ScreenRole) -> VisualState? {
    role == .leaving ? leaving : arriving
  }
}
