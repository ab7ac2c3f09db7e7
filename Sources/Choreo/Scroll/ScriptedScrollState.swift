/// The scroll offset and its exact velocity at one instant of a ``ScriptedScroll``.
public struct ScriptedScrollState: Sendable, Hashable {
  /// The offset, points.
  public var offset: Double
  /// Its velocity, points a second.
  public var velocity: Double
}
