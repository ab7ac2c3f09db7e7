/// One target as resolved in a ``ScrollSceneState``.
public struct ScrollTargetState: Sendable, Hashable {
  /// The resolved frame.
  public var frame: Rect2D
  /// The resolved visual state.
  public var appearance: VisualState
  /// The resolved corner radius.
  public var cornerRadius: Double

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - appearance: The visual state.
  ///   - cornerRadius: The corner radius.
  public init(frame: Rect2D, appearance: VisualState, cornerRadius: Double) {
    self.frame = frame
    self.appearance = appearance
    self.cornerRadius = cornerRadius
  }
}
