/// Where an animation's values go: its write closure and, if any, the liveness check of a
/// weakly held target and the opacity target of a reduced-motion cross-fade. Immutable and
/// held strongly by the animation's `AnimationEntry`; a frame reaches it through an unretained
/// reference in the `AnimationSample`, so calling the closures costs no reference counting.
final class AnimationTarget<V> {
  /// Writes a value.
  let write: (V) -> Void
  /// For weakly held targets: whether the target is still there (`nil`: always).
  let isAlive: (() -> Bool)?
  let opacity: ((Double) -> Void)?

  init(write: @escaping (V) -> Void, isAlive: (() -> Bool)?, opacity: ((Double) -> Void)?) {
    self.write = write
    self.isAlive = isAlive
    self.opacity = opacity
  }
}
