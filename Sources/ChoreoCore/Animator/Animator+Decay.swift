// A decay, and the value and velocity of the animation in flight on a key: what a gesture
// hands over and reads back. A decay is one more leg kind, started through `start` as every
// animation is (Animator.swift).

extension Animator {
  /// Lets a vector value coast: it decays from its current value and velocity at `rate`
  /// and comes to rest at its projection (``DecayRate/projection(of:velocity:)``), as a
  /// flicked scroll view does.
  ///
  /// If an animation with `key` is in flight, the decay starts from its value and velocity
  /// (`from` is ignored, and `velocity`, when given, replaces the velocity) and the old one
  /// completes with ``AnimationOutcome/interrupted``. The decay is one leg of the same
  /// engine as every animation, so it can be retargeted to a spring, keeping its velocity.
  ///
  /// ```swift
  /// // The finger lifts at 1200 points a second: the card coasts.
  /// try animator.decay("card", from: cardX, velocity: 1200.0) { cardX = $0 }
  /// animator.velocity(of: "card", as: Double.self)   // 1200, falling by 0.998 a millisecond
  /// ```
  ///
  /// - Parameters:
  ///   - key: What is animated; `nil` for an animation that nothing retargets.
  ///   - from: The start value when nothing is in flight on `key`.
  ///   - velocity: The velocity to start with, value units per second (a gesture's); `nil`
  ///     to carry the current one (zero when nothing is in flight).
  ///   - rate: The deceleration; ``DecayRate/normal`` by default.
  ///   - options: Reduced-motion override and kind. A decay carries the user's own gesture
  ///     on, so reduced motion plays it unchanged.
  ///   - write: Receives each value (on the ticking thread).
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  /// - Throws: ``AnimationError`` when `from` or the velocity is not finite, or the
  ///   projection overflows; nothing changes then.
  @discardableResult
  public func decay<V: VectorSpace>(
    _ key: AnimationKey?, from: V, velocity: V? = nil, rate: DecayRate = .normal,
    options: AnimationOptions = AnimationOptions(), write: @escaping (V) -> Void,
    completion: ((AnimationOutcome) -> Void)? = nil
  ) throws(AnimationError) -> AnimationHandle {
    try Self.validate(from: from, to: from, velocity: velocity)
    var start = from
    var carried = velocity ?? .zero
    if let key, let id = keyed[key], let store = locations[id] as? ValueAnimationStore<V>,
      store.isTargetAlive(id) == true, let state = store.state(of: id, at: time)
    {
      start = state.value
      if velocity == nil, let current = state.velocity { carried = current }
    }
    let rest = rate.projection(of: start, velocity: carried)
    try Self.validate(from: start, to: rest, velocity: carried)
    return self.start(
      key, from: start, to: rest, motion: .decay(rate), velocity: carried, options: options,
      vector: VectorOps(), write: write, isAlive: nil, completion: completion)
  }

  /// The current value of the animation in flight on `key`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - type: The animated value's type.
  /// - Returns: The value at the animator's current time, or `nil` when nothing of type `V`
  ///   is in flight on `key`.
  public func value<V: Interpolatable>(of key: AnimationKey, as type: V.Type = V.self) -> V? {
    guard let id = keyed[key], let store = locations[id] as? ValueAnimationStore<V> else {
      return nil
    }
    return store.state(of: id, at: time)?.value
  }

  /// The current velocity of the animation in flight on `key`, value units per second of
  /// the animator's clock: what to hand to a gesture, to Core Animation or to SwiftUI.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - type: The animated value's type.
  /// - Returns: The velocity at the animator's current time (zero while paused), or `nil`
  ///   when nothing of type `V` is in flight on `key`.
  public func velocity<V: VectorSpace>(of key: AnimationKey, as type: V.Type = V.self) -> V? {
    guard let id = keyed[key], let store = locations[id] as? ValueAnimationStore<V> else {
      return nil
    }
    return store.state(of: id, at: time)?.velocity
  }
}
