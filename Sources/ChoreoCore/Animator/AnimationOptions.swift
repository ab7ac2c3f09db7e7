/// Per-animation options.
public struct AnimationOptions {
  /// What kind of change an animation makes, for the reduced-motion rule.
  public enum Kind: Sendable, Hashable {
    /// A change that stays in place (colour, opacity, a small nudge): reduced motion
    /// shortens it.
    case standard
    /// A large movement, scaling or rotation: reduced motion may replace it by a cross-fade
    /// when ``AnimationOptions/opacity`` is given.
    case movement
  }

  /// Overrides the animator's ``ReducedMotionPolicy`` for this animation.
  public var reducedMotion: ReducedMotionPolicy?
  /// What kind of change this is.
  public var kind: Kind
  /// Where a reduced-motion cross-fade writes its opacity (0...1); used only for
  /// ``Kind/movement`` under ``ReducedMotionPolicy/reduced``.
  public var opacity: ((Double) -> Void)?

  /// Creates options.
  ///
  /// - Parameters:
  ///   - reducedMotion: A per-animation policy, or `nil` for the animator's.
  ///   - kind: What kind of change this is.
  ///   - opacity: An opacity target for a reduced-motion cross-fade.
  public init(
    reducedMotion: ReducedMotionPolicy? = nil, kind: Kind = .standard,
    opacity: ((Double) -> Void)? = nil
  ) {
    self.reducedMotion = reducedMotion
    self.kind = kind
    self.opacity = opacity
  }
}
