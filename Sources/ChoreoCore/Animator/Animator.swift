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
  private(set) var locations: [UInt64: any AnimationStore] = [:]
  private(set) var keyed: [AnimationKey: UInt64] = [:]
  private var nextID: UInt64 = 0
  /// The outcomes waiting for `fireEnded()`, in the order the animations ended.
  var ended: [(AnimationHandle, AnimationOutcome)] = []
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

  /// Starts an animation written through `write` (see `start(_:from:to:motion:velocity:
  /// options:vector:target:slot:completion:)`).
  func start<V: Interpolatable>(
    _ key: AnimationKey?, from: V, to: V, motion: Motion, velocity: V?,
    options: AnimationOptions, vector: VectorOps<V>?, write: @escaping (V) -> Void,
    isAlive: (() -> Bool)?, slot: UnsafeMutablePointer<V>? = nil,
    completion: ((AnimationOutcome) -> Void)?
  ) -> AnimationHandle {
    start(
      key, from: from, to: to, motion: motion, velocity: velocity, options: options,
      vector: vector,
      target: AnimationTarget(write: write, isAlive: isAlive, opacity: options.opacity),
      slot: slot, completion: completion)
  }

  /// Starts an animation, retargeting the one in flight on `key` (from its value and, unless
  /// `velocity` is given, its velocity): the one path of every `animate` and `decay`.
  func start<V: Interpolatable>(
    _ key: AnimationKey?, from: V, to: V, motion: Motion, velocity: V?,
    options: AnimationOptions, vector: VectorOps<V>?, target: AnimationTarget<V>,
    slot: UnsafeMutablePointer<V>? = nil, completion: ((AnimationOutcome) -> Void)?
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
      target.write(to)
      completeAtOnce(handle, .finished(.end))
      return handle
    }
    store.insert(
      handle: handle, from: from, to: to, motion: motion, carried: carried, time: time,
      policy: policy, isMovement: options.kind == .movement,
      target: target, slot: slot)
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
  func fireEnded() {
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
}
