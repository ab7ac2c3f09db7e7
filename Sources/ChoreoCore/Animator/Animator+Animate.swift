// The ways to start an animation: a vector value or any interpolatable value, written through
// a closure, into an `AnimatedValues` slot or into an object's property; each validates its
// input and hands over to `start`, the one path that retargets and inserts (Animator.swift).

extension Animator {
  /// Animates a vector value, writing it through a closure on every tick.
  ///
  /// If an animation with `key` is in flight, this one retargets it: it starts from the
  /// current value and velocity (`from` is ignored) and the old one completes with
  /// ``AnimationOutcome/interrupted``.
  ///
  /// - Parameters:
  ///   - key: What is animated; `nil` for an animation that nothing retargets.
  ///   - from: The start value when nothing is in flight on `key`.
  ///   - to: The target value.
  ///   - motion: How the value travels.
  ///   - options: Reduced-motion override and kind.
  ///   - write: Receives each value (on the ticking thread). It must not start or control
  ///     animations; do that from a completion.
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  /// - Throws: ``AnimationError`` when `from`, `to` or the velocity is not finite; nothing
  ///   changes then (an animation in flight on `key` keeps running).
  @discardableResult
  public func animate<V: VectorSpace>(
    _ key: AnimationKey?, from: V, to: V, motion: Motion,
    options: AnimationOptions = AnimationOptions(), write: @escaping (V) -> Void,
    completion: ((AnimationOutcome) -> Void)? = nil
  ) throws(AnimationError) -> AnimationHandle {
    try animate(
      key, from: from, to: to, motion: motion, initialVelocity: nil, options: options,
      write: write, completion: completion)
  }

  /// Animates a vector value starting with a given velocity (a gesture's), writing it
  /// through a closure on every tick. Otherwise as
  /// the overload without a velocity.
  ///
  /// - Parameters:
  ///   - key: What is animated; `nil` for an animation that nothing retargets.
  ///   - from: The start value when nothing is in flight on `key`.
  ///   - to: The target value.
  ///   - motion: How the value travels.
  ///   - initialVelocity: Value units per second, replacing any velocity carried over from
  ///     an animation in flight; `nil` to carry that velocity over.
  ///   - options: Reduced-motion override and kind.
  ///   - write: Receives each value.
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  /// - Throws: ``AnimationError`` when `from`, `to` or the velocity is not finite.
  @discardableResult
  public func animate<V: VectorSpace>(
    _ key: AnimationKey?, from: V, to: V, motion: Motion, initialVelocity: V?,
    options: AnimationOptions = AnimationOptions(), write: @escaping (V) -> Void,
    completion: ((AnimationOutcome) -> Void)? = nil
  ) throws(AnimationError) -> AnimationHandle {
    try Self.validate(from: from, to: to, velocity: initialVelocity)
    return start(
      key, from: from, to: to, motion: motion, velocity: initialVelocity, options: options,
      vector: VectorOps(),
      write: write, isAlive: nil, completion: completion)
  }

  /// Animates a `Double`, writing it through a closure on every tick; with or without a
  /// starting velocity.
  ///
  /// Behaves exactly as the generic overloads for a ``VectorSpace`` value, which a `Double`
  /// call would take otherwise; it differs in cost alone. Passed to a generic overload, a
  /// `(Double) -> Void` reaches the animator wrapped in a reabstraction thunk, one more object
  /// that every frame reads (and the value goes through memory); this one keeps `write` as
  /// given, so each frame calls it directly.
  ///
  /// ```swift
  /// try animator.animate(
  ///   AnimationKey("offset"), from: 0, to: 120, motion: .spring(.snappy),
  ///   write: { offset in card.offset = offset })
  /// ```
  ///
  /// - Parameters:
  ///   - key: The animation's identity, which a later animation on it retargets; `nil` for
  ///     one that nothing retargets. A retarget starts where the one in flight is, at its
  ///     velocity, and that one completes with ``AnimationOutcome/interrupted``.
  ///   - from: Where the value starts, unless an animation on `key` is in flight.
  ///   - to: Where it comes to rest.
  ///   - motion: The timing curve, spring or other motion it follows.
  ///   - initialVelocity: Units per second at the start (a gesture's), in place of the
  ///     velocity of an animation in flight on `key`; `nil`, the default, keeps that one.
  ///   - options: A reduced-motion override and the kind of change.
  ///   - write: Called with each value, on the thread that ticks the animator; it must not
  ///     start or control animations (a completion may).
  ///   - completion: Called once, with how the animation ended.
  /// - Returns: The animation's handle.
  /// - Throws: ``AnimationError`` when `from`, `to` or `initialVelocity` is not finite;
  ///   then nothing changes, and an animation in flight on `key` runs on.
  @discardableResult
  public func animate(
    _ key: AnimationKey?, from: Double, to: Double, motion: Motion,
    initialVelocity: Double? = nil, options: AnimationOptions = AnimationOptions(),
    write: @escaping (Double) -> Void, completion: ((AnimationOutcome) -> Void)? = nil
  ) throws(AnimationError) -> AnimationHandle {
    try Self.validate(from: from, to: to, velocity: initialVelocity)
    return start(
      key, from: from, to: to, motion: motion, velocity: initialVelocity, options: options,
      vector: VectorOps(),
      target: AnimationTarget(writingDouble: write, opacity: options.opacity),
      completion: completion)
  }

  /// Animates a vector value, writing it into a slot of an ``AnimatedValues`` block on
  /// every tick: for many values read together each frame, with no call per value.
  ///
  /// Otherwise as the closure overloads: a key in flight is retargeted (from its current
  /// value and velocity; `from` is ignored), and the old animation completes with
  /// ``AnimationOutcome/interrupted``. The animation holds `values` alive until it ends.
  /// Under reduced motion, a movement's cross-fade writes the slot and the opacity target
  /// as the closure form does.
  ///
  /// ```swift
  /// let offsets = AnimatedValues(repeating: 0.0, count: 100)
  /// for index in offsets.indices {
  ///   try animator.animate(
  ///     AnimationKey("row \(index)"), from: 0.0, to: 44, motion: .spring(.snappy),
  ///     into: offsets, at: index)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: What is animated; `nil` for an animation that nothing retargets.
  ///   - from: The start value when nothing is in flight on `key`.
  ///   - to: The target value.
  ///   - motion: How the value travels.
  ///   - initialVelocity: Value units per second, replacing any velocity carried over from
  ///     an animation in flight; `nil` (the default) to carry that velocity over.
  ///   - options: Reduced-motion override and kind.
  ///   - values: The block written into.
  ///   - index: The slot in `values` that receives each value.
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  /// - Throws: ``AnimationError`` when `from`, `to` or the velocity is not finite; nothing
  ///   changes then.
  /// - Precondition: `index` is in `values.indices`.
  /// - Complexity: Each frame writes the slot with one store.
  @discardableResult
  public func animate<V: VectorSpace>(
    _ key: AnimationKey?, from: V, to: V, motion: Motion, initialVelocity: V? = nil,
    options: AnimationOptions = AnimationOptions(), into values: AnimatedValues<V>,
    at index: Int, completion: ((AnimationOutcome) -> Void)? = nil
  ) throws(AnimationError) -> AnimationHandle {
    let slot = values.slot(at: index)
    try Self.validate(from: from, to: to, velocity: initialVelocity)
    return start(
      key, from: from, to: to, motion: motion, velocity: initialVelocity, options: options,
      vector: VectorOps(), write: { [values] value in values.storage[index] = value },
      isAlive: nil, slot: slot, completion: completion)
  }

  /// Animates any interpolatable value (colours, transforms), writing it through a closure.
  ///
  /// Values that are not ``VectorSpace`` have no velocity: a retarget continues from the
  /// current value with no jump, but velocity is not carried over. Their finiteness is not
  /// checked (the type has no general measure); validate them before animating.
  ///
  /// - Parameters:
  ///   - key: What is animated; `nil` for an animation that nothing retargets.
  ///   - from: The start value when nothing is in flight on `key`.
  ///   - to: The target value.
  ///   - motion: How the value travels.
  ///   - options: Reduced-motion override and kind.
  ///   - write: Receives each value.
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  @discardableResult
  public func animate<V: Interpolatable>(
    _ key: AnimationKey?, from: V, to: V, motion: Motion,
    options: AnimationOptions = AnimationOptions(), write: @escaping (V) -> Void,
    completion: ((AnimationOutcome) -> Void)? = nil
  ) -> AnimationHandle {
    start(
      key, from: from, to: to, motion: motion, velocity: nil, options: options, vector: nil,
      write: write, isAlive: nil, completion: completion)
  }

  /// Animates a vector property of an object, from its current value.
  ///
  /// The object is held weakly: if it is released, the animation completes with
  /// ``AnimationOutcome/targetReleased`` and others are unaffected. The key is the object and
  /// the key path, so animating the same property again retargets.
  ///
  /// - Parameters:
  ///   - object: The object that owns the property.
  ///   - keyPath: The property.
  ///   - to: The target value.
  ///   - motion: How the value travels.
  ///   - options: Reduced-motion override and kind.
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  /// - Throws: ``AnimationError`` when the current value or `to` is not finite.
  @discardableResult
  public func animate<Root: AnyObject, V: VectorSpace>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, V>, to: V, motion: Motion,
    options: AnimationOptions = AnimationOptions(),
    completion: ((AnimationOutcome) -> Void)? = nil
  ) throws(AnimationError) -> AnimationHandle {
    try animate(
      object, keyPath, to: to, motion: motion, initialVelocity: nil, options: options,
      completion: completion)
  }

  /// Animates a vector property of an object from its current value, starting with a given
  /// velocity. The object is held weakly.
  ///
  /// - Parameters:
  ///   - object: The object that owns the property.
  ///   - keyPath: The property.
  ///   - to: The target value.
  ///   - motion: How the value travels.
  ///   - initialVelocity: Value units per second; `nil` to carry over the velocity of an
  ///     animation in flight.
  ///   - options: Reduced-motion override and kind.
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  /// - Throws: ``AnimationError`` when the current value, `to` or the velocity is not finite.
  @discardableResult
  public func animate<Root: AnyObject, V: VectorSpace>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, V>, to: V, motion: Motion,
    initialVelocity: V?, options: AnimationOptions = AnimationOptions(),
    completion: ((AnimationOutcome) -> Void)? = nil
  ) throws(AnimationError) -> AnimationHandle {
    let from = object[keyPath: keyPath]
    try Self.validate(from: from, to: to, velocity: initialVelocity)
    return start(
      .property(of: object, keyPath), from: from, to: to, motion: motion,
      velocity: initialVelocity, options: options, vector: VectorOps(),
      write: Self.writer(object, keyPath), isAlive: Self.alive(object),
      completion: completion)
  }

  /// Animates an interpolatable property of an object (no velocity carry-over), from its
  /// current value. The object is held weakly.
  ///
  /// - Parameters:
  ///   - object: The object that owns the property.
  ///   - keyPath: The property.
  ///   - to: The target value.
  ///   - motion: How the value travels.
  ///   - options: Reduced-motion override and kind.
  ///   - completion: Called exactly once with how the animation ended.
  /// - Returns: The handle that controls the animation.
  @discardableResult
  public func animate<Root: AnyObject, V: Interpolatable>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, V>, to: V, motion: Motion,
    options: AnimationOptions = AnimationOptions(),
    completion: ((AnimationOutcome) -> Void)? = nil
  ) -> AnimationHandle {
    start(
      .property(of: object, keyPath), from: object[keyPath: keyPath], to: to, motion: motion,
      velocity: nil, options: options, vector: nil, write: Self.writer(object, keyPath),
      isAlive: Self.alive(object), completion: completion)
  }

  private static func writer<Root: AnyObject, V>(
    _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, V>
  ) -> (V) -> Void {
    { [weak object] value in object?[keyPath: keyPath] = value }
  }

  private static func alive(_ object: AnyObject) -> () -> Bool {
    { [weak object] in object != nil }
  }

  static func validate<V: VectorSpace>(from: V, to: V, velocity: V?) throws(AnimationError) {
    guard from.hasFiniteComponents else { throw .nonFiniteValue("from: \(from)") }
    guard to.hasFiniteComponents else { throw .nonFiniteValue("to: \(to)") }
    // Every value on the way is from + (to − from)·s: the distance must be finite too.
    guard (to - from).hasFiniteComponents else {
      throw .nonFiniteValue("the distance from \(from) to \(to) overflows")
    }
    if let velocity, !velocity.hasFiniteComponents {
      throw .nonFiniteVelocity("\(velocity)")
    }
  }

  /// Converts a velocity in value units per second into UIKit's normalised initial
  /// velocity (fractions of the distance per second), as `UISpringTimingParameters` and
  /// `UIView.animate(...initialSpringVelocity:)` take it.
  ///
  /// - Parameters:
  ///   - velocity: Units per second (a pan gesture's velocity).
  ///   - from: The current value.
  ///   - to: The target value.
  /// - Returns: `velocity / (to − from)`, or 0 when the distance is 0 (UIKit cannot express
  ///   a velocity without a distance).
  public static func normalizedVelocity(_ velocity: Double, from: Double, to: Double)
    -> Double
  {
    let distance = to - from
    guard distance != 0 else { return 0 }
    return velocity / distance
  }
}
