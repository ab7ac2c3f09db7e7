// Policy: the animator owns the running animations and nothing else. Time comes from an
// injected FrameClock (or from advance(to:) directly); every value written is a pure
// function of the animation's start time and the query time, so sampling at 30, 60 or
// 120 Hz gives the same value at the same instant. Completions fire exactly once, after
// all values of the frame are written, from one queue drained in a loop (see
// `fireEnded()`): a completion that starts or ends animations never runs theirs inside
// itself, so a chain of any length (a ping-pong on `.finished`, under the `.instant` policy
// where every animation ends as it starts) takes no stack. The animator holds its clock weakly
// through the
// subscription, and targets weakly (key paths) or through the caller's closure.

/// Runs animations of interpolatable values and writes them to their targets on every tick.
///
/// Start an animation with one of the `animate` methods; it returns an
/// ``AnimationHandle`` for pausing, scrubbing, reversing, stopping and gesture hand-off.
/// Animations are keyed: a new animation on a key that is in flight *retargets* it,
/// continuing from the current value and (for ``VectorSpace`` values) the current velocity,
/// and the old one completes with ``AnimationOutcome/interrupted``.
///
/// ```swift
/// let clock = ManualClock()
/// let animator = Animator(clock: clock)
/// var x = 0.0
/// try animator.animate("x", from: 0.0, to: 100, motion: .spring(.bouncy)) { x = $0 }
/// clock.advance(by: 0.1)
/// // a tap: retarget with momentum
/// try animator.animate("x", from: x, to: -50, motion: .spring(.bouncy)) { x = $0 }
/// ```
///
/// An animator is not `Sendable`: use it from one thread or actor (the one that ticks its
/// clock).
public final class Animator {
  /// The animator's current time, in seconds of its clock.
  public private(set) var time: Double
  /// The default reduced-motion policy; each animation may override it in its options.
  public var reducedMotion: ReducedMotionPolicy

  private var subscription: ClockSubscription?
  private var storesByType: [ObjectIdentifier: any AnimationStore] = [:]
  private var stores: [any AnimationStore] = []
  private var locations: [UInt64: any AnimationStore] = [:]
  private var keyed: [AnimationKey: UInt64] = [:]
  private var nextID: UInt64 = 0
  private var ended: [(AnimationHandle, AnimationOutcome)] = []
  private var firing: [(AnimationHandle, AnimationOutcome)] = []
  /// Whether `fireEnded()` is draining the queue (a completion is running).
  private var isFiring = false
  private(set) var isWriting = false
  let timelineStore = TimelineStore()

  /// Creates an animator.
  ///
  /// - Parameters:
  ///   - clock: Ticks the animator (held through a subscription; the clock does not keep
  ///     the animator alive). `nil` to advance it yourself with ``advance(to:)``.
  ///   - reducedMotion: The default policy for its animations.
  public init(clock: (any FrameClock)? = nil, reducedMotion: ReducedMotionPolicy = .full) {
    self.reducedMotion = reducedMotion
    time = clock?.now ?? 0
    stores.append(timelineStore)
    subscription = clock?.subscribe { [weak self] now in self?.advance(to: now) }
  }

  /// Ends every live animation once with ``AnimationOutcome/stopped``: an animator that goes
  /// away mid-flight (its view controller closed) still lets each completion clean up.
  deinit {
    var handles: [AnimationHandle] = []
    for store in stores { handles += store.removeAll() }
    for handle in handles { handle.complete(.stopped) }
  }

  /// How many animations (and timelines) are running or paused.
  public var runningCount: Int { locations.count }

  /// Whether an animation with this key is in flight.
  ///
  /// - Parameter key: The key.
  /// - Returns: `true` while an animation started with `key` has not ended.
  public func isAnimating(_ key: AnimationKey) -> Bool { keyed[key] != nil }

  /// Moves the animator to `time`: writes every animation's value at that instant, then
  /// fires the completions of the ones that ended.
  ///
  /// - Parameter time: Seconds on the animator's clock.
  /// - Precondition: `time` is not earlier than ``time`` (time never runs backwards;
  ///   reverse an animation with its handle instead) and within ±``ManualClock/maximumTime``
  ///   (2³² s, where a frame step still moves time). Not called from inside a value target.
  ///
  /// Inside a value target (a write closure, a timeline leaf) every handle's state can be
  /// read (``AnimationHandle/state``, ``AnimationHandle/fractionComplete``,
  /// ``AnimationHandle/isReversed``, values): it reads the frame being written. Starting,
  /// controlling or advancing animations there is refused with a precondition failure; do
  /// it from a completion, which runs after the frame's values are all written.
  /// - Complexity: O(number of running animations); no allocation in steady state.
  public func advance(to time: Double) {
    precondition(
      time >= self.time && abs(time) <= ManualClock.maximumTime,
      "Animator.advance(to:) needs a time not before \(self.time) and within ±\(ManualClock.maximumTime) s (ManualClock.maximumTime), got \(time)"
    )
    precondition(!isWriting, "Animator.advance(to:) called from inside a value target")
    self.time = time
    isWriting = true
    for store in stores { store.advance(to: time, ended: &ended) }
    isWriting = false
    fireEnded()
  }

  // MARK: - Starting animations

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

  // MARK: - Decay and velocity

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

  // MARK: - Internals

  private func store<V>(for type: V.Type, vector: VectorOps<V>?) -> ValueAnimationStore<V> {
    let id = ObjectIdentifier(type)
    if let existing = storesByType[id] {
      let typed = existing as! ValueAnimationStore<V>
      if typed.vector == nil, let vector { typed.vector = vector }
      return typed
    }
    let created = ValueAnimationStore<V>(vector: vector)
    storesByType[id] = created
    stores.append(created)
    return created
  }

  func makeHandle(key: AnimationKey?, completion: ((AnimationOutcome) -> Void)?)
    -> AnimationHandle
  {
    nextID += 1
    return AnimationHandle(id: nextID, key: key, animator: self, completion: completion)
  }

  /// Ends the animation in flight on `key` as interrupted; returns the store and id it had.
  private func interrupt(_ key: AnimationKey?) -> (any AnimationStore, UInt64)? {
    guard let key, let id = keyed[key], let store = locations[id] else { return nil }
    return (store, id)
  }

  private func start<V: Interpolatable>(
    _ key: AnimationKey?, from: V, to: V, motion: Motion, velocity: V?,
    options: AnimationOptions, vector: VectorOps<V>?, write: @escaping (V) -> Void,
    isAlive: (() -> Bool)?, slot: UnsafeMutablePointer<V>? = nil,
    completion: ((AnimationOutcome) -> Void)?
  ) -> AnimationHandle {
    precondition(!isWriting, "animations cannot be started from inside a value target")
    let store = store(for: V.self, vector: vector)
    var from = from
    var carried = velocity
    if let (oldStore, oldID) = interrupt(key) {
      if let typed = oldStore as? ValueAnimationStore<V>,
        let state = typed.state(of: oldID, at: time),
        let alive = typed.isTargetAlive(oldID)
      {
        // A released target is not "in flight": its animation ends as released.
        if alive {
          from = state.value
          if carried == nil { carried = state.velocity }
          end(oldID, in: oldStore, outcome: .interrupted)
        } else {
          end(oldID, in: oldStore, outcome: .targetReleased)
        }
      } else {
        end(oldID, in: oldStore, outcome: .interrupted)
      }
    }
    let handle = makeHandle(key: key, completion: completion)
    let policy = options.reducedMotion ?? reducedMotion
    if ReducedMotionRule.landsAtOnce(under: policy) {
      write(to)
      completeAtOnce(handle, .finished(.end))
      return handle
    }
    store.insert(
      handle: handle, from: from, to: to, motion: motion, carried: carried, time: time,
      policy: policy, isMovement: options.kind == .movement,
      target: AnimationTarget(
        write: write, isAlive: isAlive, opacity: options.opacity),
      slot: slot)
    register(handle, in: store)
    fireEnded()
    return handle
  }

  func register(_ handle: AnimationHandle, in store: any AnimationStore) {
    locations[handle.id] = store
    if let key = handle.key { keyed[key] = handle.id }
  }

  private func end(_ id: UInt64, in store: any AnimationStore, outcome: AnimationOutcome) {
    guard let handle = store.remove(id) else { return }
    ended.append((handle, outcome))
  }

  private func unregister(_ handle: AnimationHandle) {
    locations[handle.id] = nil
    if let key = handle.key, keyed[key] == handle.id { keyed[key] = nil }
  }

  /// Fires the completions collected so far, outside any store iteration, in the order
  /// the animations ended, before the call that ended them (`advance`, `animate`, `play`,
  /// a control) returns.
  ///
  /// Called again while a completion runs (it started, stopped or finished an animation),
  /// it only leaves the new outcomes queued: the loop already running fires them once the
  /// current batch is done, so completions never nest, however long the chain.
  private func fireEnded() {
    guard !isFiring else { return }
    isFiring = true
    defer { isFiring = false }
    while !ended.isEmpty {
      swap(&ended, &firing)
      for (handle, _) in firing { unregister(handle) }
      for (handle, outcome) in firing { handle.complete(outcome) }
      firing.removeAll(keepingCapacity: true)
    }
  }

  /// Ends `handle` (never registered: it ended as it started) through the completion
  /// queue.
  func completeAtOnce(_ handle: AnimationHandle, _ outcome: AnimationOutcome) {
    ended.append((handle, outcome))
    fireEnded()
  }

  // MARK: - Handle support

  func control(_ handle: AnimationHandle, _ command: AnimationCommand) {
    precondition(!isWriting, "animations cannot be controlled from inside a value target")
    guard let store = locations[handle.id] else { return }
    if let outcome = store.control(handle.id, command, at: time) {
      ended.append((handle, outcome))
      fireEnded()
    }
  }

  /// The value and velocity (`nil` for values without vector operations) of the live
  /// animation behind `handle` now, read as the next retarget reads them; `nil` once it has
  /// ended or when it animates another type.
  func state<V: Interpolatable>(of handle: AnimationHandle, as type: V.Type)
    -> (value: V, velocity: V?)?
  {
    guard let store = locations[handle.id] as? ValueAnimationStore<V> else { return nil }
    return store.state(of: handle.id, at: time)
  }

  func status(_ handle: AnimationHandle) -> (paused: Bool, reversed: Bool, fraction: Double)? {
    locations[handle.id]?.status(handle.id, at: time)
  }

  func continueAnimation(_ handle: AnimationHandle, with motion: Motion, velocity: Any?) {
    precondition(!isWriting, "animations cannot be controlled from inside a value target")
    guard let store = locations[handle.id] else { return }
    if let outcome = store.continueAnimation(handle.id, with: motion, velocity: velocity, at: time)
    {
      ended.append((handle, outcome))
      fireEnded()
    }
  }
}
