// Storage: one homogeneous store per value type (a generic final class holding a
// contiguous array of entries), behind a small protocol that the Animator iterates. A
// frame touches each entry once, in place, and allocates nothing: ended entries are
// swap-removed afterwards, and completions are collected into a reused buffer and fired
// after every store has written its values.

/// A command from an ``AnimationHandle``.
enum AnimationCommand {
  case pause
  case resume
  case reverse
  case setFraction(Double)
  case stop
  case finish(AnimationPosition)
}

/// What the animator needs from any store (tracks of one value type, or timelines).
protocol AnimationStore: AnyObject {
  /// Writes every entry's value at `time`; appends the ones that ended to `ended`.
  func advance(to time: Double, ended: inout [(AnimationHandle, AnimationOutcome)])
  /// Applies `command`; returns the outcome if the animation ended because of it.
  func control(_ id: UInt64, _ command: AnimationCommand, at time: Double) -> AnimationOutcome?
  /// Removes an animation without writing (it was retargeted); returns its handle.
  func remove(_ id: UInt64) -> AnimationHandle?
  /// Paused, reversed and fraction complete of a live animation.
  func status(_ id: UInt64, at time: Double) -> (paused: Bool, reversed: Bool, fraction: Double)?
  /// Restarts a live animation toward its same end with a new motion (gesture hand-off).
  func continueAnimation(
    _ id: UInt64, with motion: Motion, velocity: Any?, at time: Double
  ) -> AnimationOutcome?
  /// Removes every animation without writing (the animator is going away); returns their
  /// handles.
  func removeAll() -> [AnimationHandle]
}

/// Vector arithmetic for values that have it (springs with momentum, velocity read-back).
struct VectorOps<V> {
  let add: (V, V) -> V
  let subtract: (V, V) -> V
  let scale: (V, Double) -> V
  let magnitudeSquared: (V) -> Double
  let zero: V

  /// a·b by the polarisation identity: (|a + b|² − |a − b|²)/4.
  func dot(_ a: V, _ b: V) -> Double {
    (magnitudeSquared(add(a, b)) - magnitudeSquared(subtract(a, b))) / 4
  }
}

extension VectorOps where V: VectorSpace {
  init() {
    self.init(
      add: { $0 + $1 }, subtract: { $0 - $1 }, scale: { $0.scaled(by: $1) },
      magnitudeSquared: { $0.magnitudeSquared }, zero: .zero)
  }
}

/// One running animation of a value of type V.
struct TrackEntry<V: Interpolatable> {
  var handle: AnimationHandle
  var from: V
  var to: V
  /// The momentum vector w (value units per second of motion time); see `Drive`.
  var momentum: V
  var drive: Drive
  var anchorTime: Double
  var anchorLocal: Double
  /// +1 forward, −1 reversed, 0 paused.
  var rate: Double
  var reversed: Bool
  var policy: ReducedMotionPolicy
  var isMovement: Bool
  /// Writes a value.
  var write: (V) -> Void
  /// For weakly held targets: whether the target is still there (`nil`: always).
  var isAlive: (() -> Bool)?
  var opacity: ((Double) -> Void)?
  var ending: AnimationOutcome?

  @inline(__always)
  func local(at time: Double) -> Double { anchorLocal + rate * (time - anchorTime) }

  var endValue: V { drive.endsAtStart ? from : to }
}

/// The animations of one value type.
final class TrackStore<V: Interpolatable>: AnimationStore {
  var entries: [TrackEntry<V>] = []
  var slots: [UInt64: Int] = [:]
  var vector: VectorOps<V>?
  /// The entries while `advance` writes them: user code (a write closure reading a
  /// handle's state) reads through this instead of `entries`, which the write loop holds
  /// exclusively.
  private var writing: UnsafeMutableBufferPointer<TrackEntry<V>>?

  /// The entry at `index`, read safely during a write loop too.
  private func entry(at index: Int) -> TrackEntry<V> {
    if let writing { return writing[index] }
    return entries[index]
  }

  init(vector: VectorOps<V>?) { self.vector = vector }

  // MARK: Evaluation (pure functions of local time)

  @inline(__always)
  func value(of entry: TrackEntry<V>, at local: Double) -> V {
    if local >= entry.drive.end { return entry.endValue }
    if local <= 0 { return entry.from }
    let (step, momentum) = entry.drive.sample(at: local)
    let value = entry.from.interpolated(to: entry.to, fraction: step)
    guard entry.drive.hasMomentum, let vector else { return value }
    return vector.add(value, vector.scale(entry.momentum, momentum))
  }

  /// d(value)/d(animator time): zero while paused, negated while reversed.
  func velocity(of entry: TrackEntry<V>, at local: Double) -> V? {
    guard let vector else { return nil }
    guard entry.rate != 0 else { return vector.zero }
    let (step, momentum) = entry.drive.rates(at: local)
    var velocity = vector.scale(vector.subtract(entry.to, entry.from), step)
    if entry.drive.hasMomentum {
      velocity = vector.add(velocity, vector.scale(entry.momentum, momentum))
    }
    return vector.scale(velocity, entry.rate)
  }

  /// The current value and velocity of a live animation.
  func state(of id: UInt64, at time: Double) -> (value: V, velocity: V?)? {
    guard let index = slots[id] else { return nil }
    let entry = entry(at: index)
    let local = entry.local(at: time)
    return (value(of: entry, at: local), velocity(of: entry, at: local))
  }

  // MARK: Starting

  /// Sets up the drive, momentum and end instant of `entry` for `motion`, starting now
  /// from `entry.from` with `carried` velocity (value units per second).
  func configure(_ entry: inout TrackEntry<V>, motion: Motion, carried: V?, time: Double) {
    let reduced = entry.policy == .reduced
    let crossFade = reduced && entry.isMovement && entry.opacity != nil
    let effective = reduced ? ReducedMotionRule.reduced(motion) : motion
    var drive = Drive(motion: effective, crossFade: crossFade)
    entry.momentum = entry.from
    entry.anchorTime = time
    entry.anchorLocal = 0
    entry.rate = 1
    entry.reversed = false
    if let vector {
      entry.momentum = drive.handOff(
        from: entry.from, to: entry.to, carried: carried, vector: vector)
    }
    entry.drive = drive
  }

  func insert(_ entry: TrackEntry<V>) {
    slots[entry.handle.id] = entries.count
    entries.append(entry)
  }

  // MARK: AnimationStore

  /// The value of the entry at `entry` at `local`, read in place (no copy of the entry:
  /// copying a generic entry costs retains and value-witness calls per frame).
  @inline(__always)
  static func evaluate(
    _ entry: UnsafeMutablePointer<TrackEntry<V>>, at local: Double, vector: VectorOps<V>?
  ) -> V {
    if local >= entry.pointee.drive.end {
      return entry.pointee.drive.endsAtStart ? entry.pointee.from : entry.pointee.to
    }
    if local <= 0 { return entry.pointee.from }
    let (step, momentum) = entry.pointee.drive.sample(at: local)
    let value = entry.pointee.from.interpolated(to: entry.pointee.to, fraction: step)
    guard entry.pointee.drive.hasMomentum, let vector else { return value }
    return vector.add(value, vector.scale(entry.pointee.momentum, momentum))
  }

  @_specialize(where V == Double)
  @_specialize(where V == Point2D)
  func advance(to time: Double, ended: inout [(AnimationHandle, AnimationOutcome)]) {
    var endedCount = 0
    let vector = self.vector
    entries.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      writing = buffer
      defer { writing = nil }
      for index in 0..<buffer.count {
        let entry = base + index
        let rate = entry.pointee.rate
        let local = entry.pointee.anchorLocal + rate * (time - entry.pointee.anchorTime)
        let value: V
        if rate > 0 && local >= entry.pointee.drive.end {
          value = entry.pointee.endValue
          entry.pointee.ending = .finished(.end)
        } else if rate < 0 && local <= 0 {
          value = entry.pointee.from
          entry.pointee.ending = .finished(.start)
        } else {
          value = Self.evaluate(entry, at: local, vector: vector)
        }
        if let isAlive = entry.pointee.isAlive, !isAlive() {
          entry.pointee.ending = .targetReleased
        } else {
          entry.pointee.write(value)
          if entry.pointee.drive.kind == .crossFade, let opacity = entry.pointee.opacity {
            opacity(entry.pointee.ending == nil ? entry.pointee.drive.opacity(at: local) : 1)
          }
        }
        if entry.pointee.ending != nil { endedCount += 1 }
      }
    }
    guard endedCount > 0 else { return }
    var index = entries.count - 1
    while index >= 0 {
      if let outcome = entries[index].ending {
        ended.append((entries[index].handle, outcome))
        removeEntry(at: index)
      }
      index -= 1
    }
  }

  /// Swap-removes an entry, keeping `slots` right.
  private func removeEntry(at index: Int) {
    slots[entries[index].handle.id] = nil
    let last = entries.count - 1
    if index != last {
      entries.swapAt(index, last)
      slots[entries[index].handle.id] = index
    }
    entries.removeLast()
  }

  func removeAll() -> [AnimationHandle] {
    let handles = entries.map(\.handle)
    entries.removeAll()
    slots.removeAll()
    return handles
  }

  func remove(_ id: UInt64) -> AnimationHandle? {
    guard let index = slots[id] else { return nil }
    let handle = entries[index].handle
    removeEntry(at: index)
    return handle
  }

  func status(_ id: UInt64, at time: Double) -> (paused: Bool, reversed: Bool, fraction: Double)? {
    guard let index = slots[id] else { return nil }
    let entry = entry(at: index)
    return (entry.rate == 0, entry.reversed, Self.fraction(entry.local(at: time), entry.drive.end))
  }

  static func fraction(_ local: Double, _ end: Double) -> Double {
    guard end.isFinite else { return 0 }
    guard end > 0 else { return local > 0 ? 1 : 0 }
    return min(1, max(0, local / end))
  }

  func control(_ id: UInt64, _ command: AnimationCommand, at time: Double) -> AnimationOutcome? {
    guard let index = slots[id] else { return nil }
    var entry = entries[index]
    let local = entry.local(at: time)
    entry.anchorLocal = local
    entry.anchorTime = time
    var outcome: AnimationOutcome?
    switch command {
    case .pause:
      entry.rate = 0
    case .resume:
      entry.rate = entry.reversed ? -1 : 1
    case .reverse:
      entry.reversed.toggle()
      if entry.rate != 0 { entry.rate = entry.reversed ? -1 : 1 }
    case .setFraction(let fraction):
      let end = entry.drive.end
      let clamped = min(1, max(0, fraction))
      entry.anchorLocal = end.isFinite ? clamped * end : entry.anchorLocal
      entry.rate = 0
      entry.write(value(of: entry, at: entry.anchorLocal))
    case .stop:
      outcome = .stopped
    case .finish(let position):
      switch position {
      case .start: entry.write(entry.from)
      case .end: entry.write(entry.endValue)
      case .current: entry.write(value(of: entry, at: local))
      }
      outcome = .finished(position)
    }
    entries[index] = entry
    if outcome != nil { removeEntry(at: index) }
    return outcome
  }

  func continueAnimation(
    _ id: UInt64, with motion: Motion, velocity: Any?, at time: Double
  ) -> AnimationOutcome? {
    guard let index = slots[id] else { return nil }
    var entry = entries[index]
    let local = entry.local(at: time)
    let current = value(of: entry, at: local)
    var carried: V?
    if let velocity {
      guard let typed = velocity as? V else {
        preconditionFailure(
          "continue(with:initialVelocity:): velocity of type \(type(of: velocity)) for an "
            + "animation of \(V.self)")
      }
      carried = typed
    } else {
      carried = self.velocity(of: entry, at: local)
    }
    entry.from = current
    if entry.policy == .none {
      entry.write(entry.to)
      removeEntry(at: index)
      return .finished(.end)
    }
    configure(&entry, motion: motion, carried: carried, time: time)
    entries[index] = entry
    return nil
  }
}
