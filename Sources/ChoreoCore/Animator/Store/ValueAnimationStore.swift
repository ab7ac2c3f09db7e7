/// The animations of one value type.
final class ValueAnimationStore<V: Interpolatable>: AnimationStore {
  /// The cold parts, index for index with `samples`.
  var entries: [AnimationEntry<V>] = []
  /// The hot parts.
  private var samples: [AnimationSample<V>] = []
  var slots: [UInt64: Int] = [:]
  var vector: VectorOps<V>?
  /// The samples while `advance` writes them: user code (a write closure reading a
  /// handle's state) reads through this instead of `samples`, which the write loop holds
  /// exclusively.
  private var writing: UnsafeMutableBufferPointer<AnimationSample<V>>?

  /// The sample at `index`, read safely during a write loop too.
  private func sample(at index: Int) -> AnimationSample<V> {
    if let writing { return writing[index] }
    return samples[index]
  }

  init(vector: VectorOps<V>?) { self.vector = vector }

  // MARK: Evaluation (the leg's formula, at the mapped local time)

  /// value + w·m. For `Double` and `Point2D` the arithmetic is written out, so that the
  /// frames specialised for them (`advance`) make no call through `vector`'s closures (the
  /// checks and casts fold away there); other types pay one type comparison each and go
  /// through `vector.addScaled`.
  @inline(__always)
  static func adding(_ w: V, times m: Double, to value: V, vector: VectorOps<V>?) -> V {
    guard let vector else { return value }
    if V.self == Double.self, let value = value as? Double, let w = w as? Double {
      return value + w.scaled(by: m) as! V
    }
    if V.self == Point2D.self, let value = value as? Point2D, let w = w as? Point2D {
      return value + w.scaled(by: m) as! V
    }
    return vector.addScaled(value, w, m)
  }

  /// The value of `sample`'s leg at `local`, read in place (no copy of the record: copying
  /// a generic record costs value-witness calls per frame).
  @inline(__always)
  static func value(
    of sample: UnsafePointer<AnimationSample<V>>, at local: Double, vector: VectorOps<V>?
  ) -> V {
    sample.pointee.leg.value(
      at: local, interpolate: { $0.interpolated(to: $1, fraction: $2) },
      addScaled: { value, w, m in adding(w, times: m, to: value, vector: vector) })
  }

  func value(of sample: AnimationSample<V>, at local: Double) -> V {
    withUnsafePointer(to: sample) { Self.value(of: $0, at: local, vector: vector) }
  }

  /// d(value)/d(animator time): the leg's velocity, zero while paused, negated while
  /// reversed.
  func velocity(of sample: AnimationSample<V>, at local: Double) -> V? {
    guard let vector else { return nil }
    guard sample.rate != 0 else { return vector.zero }
    return vector.scale(sample.leg.velocity(at: local, vector: vector), sample.rate)
  }

  /// The current value and velocity of a live animation.
  func state(of id: UInt64, at time: Double) -> (value: V, velocity: V?)? {
    guard let index = slots[id] else { return nil }
    let sample = sample(at: index)
    let local = sample.local(at: time)
    return (value(of: sample, at: local), velocity(of: sample, at: local))
  }

  /// Whether the target of a live animation is still there.
  func isTargetAlive(_ id: UInt64) -> Bool? {
    guard let index = slots[id] else { return nil }
    return entries[index].target.isAlive?() ?? true
  }

  // MARK: Starting

  /// Sets up the unit step, momentum and end instant of an animation for `motion`, starting
  /// now from `sample.leg.from` with `carried` velocity (value units per second).
  func configure(
    _ entry: inout AnimationEntry<V>, _ sample: inout AnimationSample<V>, motion: Motion,
    carried: V?,
    time: Double
  ) {
    let reduced = entry.policy == .reduced
    let crossFade = ReducedMotionRule.crossFades(
      under: entry.policy, isMovement: entry.isMovement, hasOpacity: entry.target.opacity != nil)
    let effective = reduced ? ReducedMotionRule.reduced(motion) : motion
    var step = UnitStep(motion: effective, crossFade: crossFade)
    sample.anchorTime = time
    sample.anchorLocal = 0
    sample.rate = 1
    sample.reversed = false
    let (from, to) = (sample.leg.from, sample.leg.to)
    if let vector {
      sample.leg = step.leg(from: from, to: to, carried: carried, vector: vector)
    } else {
      sample.leg = step.leg(from: from, to: to)
    }
    entry.step = step
  }

  /// Adds an animation from `from` to `to` and configures it for `motion`.
  func insert(
    handle: AnimationHandle, from: V, to: V, motion: Motion, carried: V?, time: Double,
    policy: ReducedMotionPolicy, isMovement: Bool, target: AnimationTarget<V>,
    slot: UnsafeMutablePointer<V>?
  ) {
    let step = UnitStep(motion: motion, crossFade: false)
    var entry = AnimationEntry(
      handle: handle, step: step, policy: policy, isMovement: isMovement, target: target)
    var sample = AnimationSample(
      anchorTime: time, anchorLocal: 0, rate: 1, target: Unmanaged.passUnretained(target),
      slot: slot, leg: step.leg(from: from, to: to), reversed: false,
      writesOnly: target.isAlive == nil && target.opacity == nil, ending: nil)
    configure(&entry, &sample, motion: motion, carried: carried, time: time)
    slots[handle.id] = entries.count
    entries.append(entry)
    samples.append(sample)
  }

  // MARK: AnimationStore

  @_specialize(where V == Double)
  @_specialize(where V == Point2D)
  func advance(to time: Double, ended: inout [(AnimationHandle, AnimationOutcome)]) {
    var endedCount = 0
    let vector = self.vector
    samples.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      writing = buffer
      defer { writing = nil }
      for index in 0..<buffer.count {
        let sample = base + index
        let rate = sample.pointee.rate
        let local = sample.pointee.anchorLocal + rate * (time - sample.pointee.anchorTime)
        let value: V
        if rate > 0 && local >= sample.pointee.leg.end {
          value = sample.pointee.leg.endValue
          sample.pointee.ending = .finished(.end)
        } else if rate < 0 && local <= 0 {
          value = sample.pointee.leg.from
          sample.pointee.ending = .finished(.start)
        } else {
          value = Self.value(of: sample, at: local, vector: vector)
        }
        if let slot = sample.pointee.slot, !sample.pointee.leg.kernel.isCrossFade {
          // Into AnimatedValues: one store (the block is held by the entry, never released
          // mid-flight; a cross-fade goes through the target for its opacity).
          slot.pointee = value
          if sample.pointee.ending != nil { endedCount += 1 }
          continue
        }
        if sample.pointee.writesOnly {
          sample.pointee.target._withUnsafeGuaranteedRef { $0.write(value) }
          if sample.pointee.ending != nil { endedCount += 1 }
          continue
        }
        sample.pointee.target._withUnsafeGuaranteedRef { target in
          if let isAlive = target.isAlive, !isAlive() {
            sample.pointee.ending = .targetReleased
          } else {
            target.write(value)
            if let opacity = target.opacity, sample.pointee.leg.kernel.isCrossFade {
              opacity(
                sample.pointee.ending == nil ? sample.pointee.leg.kernel.opacity(at: local) : 1)
            }
          }
        }
        if sample.pointee.ending != nil { endedCount += 1 }
      }
    }
    guard endedCount > 0 else { return }
    var index = samples.count - 1
    while index >= 0 {
      if let outcome = samples[index].ending {
        ended.append((entries[index].handle, outcome))
        removeEntry(at: index)
      }
      index -= 1
    }
  }

  /// Swap-removes an animation (both parts), keeping `slots` right.
  private func removeEntry(at index: Int) {
    slots[entries[index].handle.id] = nil
    let last = entries.count - 1
    if index != last {
      entries.swapAt(index, last)
      samples.swapAt(index, last)
      slots[entries[index].handle.id] = index
    }
    samples.removeLast()
    entries.removeLast()
  }

  func removeAll() -> [AnimationHandle] {
    let handles = entries.map(\.handle)
    samples.removeAll()
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
    let sample = sample(at: index)
    return (
      sample.rate == 0, sample.reversed, Self.fraction(sample.local(at: time), sample.leg.end)
    )
  }

  static func fraction(_ local: Double, _ end: Double) -> Double {
    guard end.isFinite else { return 0 }
    guard end > 0 else { return local > 0 ? 1 : 0 }
    return min(1, max(0, local / end))
  }

  func control(_ id: UInt64, _ command: AnimationCommand, at time: Double) -> AnimationOutcome? {
    guard let index = slots[id] else { return nil }
    var sample = samples[index]
    let target = entries[index].target
    let local = sample.local(at: time)
    sample.anchorLocal = local
    sample.anchorTime = time
    var outcome: AnimationOutcome?
    switch command {
    case .pause:
      sample.rate = 0
    case .resume:
      sample.rate = sample.reversed ? -1 : 1
    case .reverse:
      sample.reversed.toggle()
      if sample.rate != 0 { sample.rate = sample.reversed ? -1 : 1 }
    case .setFraction(let fraction):
      let end = sample.leg.end
      let clamped = min(1, max(0, fraction))
      sample.anchorLocal = end.isFinite ? clamped * end : sample.anchorLocal
      sample.rate = 0
      target.write(value(of: sample, at: sample.anchorLocal))
    case .stop:
      outcome = .stopped
    case .finish(let position):
      switch position {
      case .start: target.write(sample.leg.from)
      case .end: target.write(sample.leg.endValue)
      case .current: target.write(value(of: sample, at: local))
      }
      outcome = .finished(position)
    }
    samples[index] = sample
    if outcome != nil { removeEntry(at: index) }
    return outcome
  }

  func continueAnimation(
    _ id: UInt64, with motion: Motion, velocity: Any?, at time: Double
  ) -> AnimationOutcome? {
    guard let index = slots[id] else { return nil }
    var entry = entries[index]
    var sample = samples[index]
    let local = sample.local(at: time)
    let current = value(of: sample, at: local)
    var carried: V?
    if let velocity {
      guard let typed = velocity as? V else {
        preconditionFailure(
          "continue(with:initialVelocity:): velocity of type \(type(of: velocity)) for an "
            + "animation of \(V.self)")
      }
      carried = typed
    } else {
      carried = self.velocity(of: sample, at: local)
    }
    sample.leg.from = current
    if ReducedMotionRule.landsAtOnce(under: entry.policy) {
      entry.target.write(sample.leg.to)
      removeEntry(at: index)
      return .finished(.end)
    }
    configure(&entry, &sample, motion: motion, carried: carried, time: time)
    entries[index] = entry
    samples[index] = sample
    return nil
  }
}
