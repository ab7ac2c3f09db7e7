/// A timeline being played by an animator.
struct TimelineEntry {
  var handle: AnimationHandle
  var timeline: Timeline
  var anchorTime: Double
  var anchorLocal: Double
  var rate: Double
  var reversed: Bool
  var ending: AnimationOutcome?

  func local(at time: Double) -> Double { anchorLocal + rate * (time - anchorTime) }
}

/// The timelines an animator plays; the same clock model as `ValueAnimationStore`.
final class TimelineStore: AnimationStore {
  var entries: [TimelineEntry] = []

  private func index(of id: UInt64) -> Int? { entries.firstIndex { $0.handle.id == id } }

  func insert(_ entry: TimelineEntry) { entries.append(entry) }

  func advance(to time: Double, ended: inout [(AnimationHandle, AnimationOutcome)]) {
    guard !entries.isEmpty else { return }
    var any = false
    for index in entries.indices {
      let local = entries[index].local(at: time)
      let total = entries[index].timeline.totalDuration
      if entries[index].rate > 0 && local >= total {
        entries[index].timeline.apply(at: total)
        entries[index].ending = .finished(.end)
        any = true
      } else if entries[index].rate < 0 && local <= 0 {
        entries[index].timeline.apply(at: 0)
        entries[index].ending = .finished(.start)
        any = true
      } else {
        entries[index].timeline.apply(at: local)
      }
    }
    guard any else { return }
    for entry in entries {
      if let outcome = entry.ending { ended.append((entry.handle, outcome)) }
    }
    entries.removeAll { $0.ending != nil }
  }

  func control(_ id: UInt64, _ command: AnimationCommand, at time: Double) -> AnimationOutcome? {
    guard let index = index(of: id) else { return nil }
    var entry = entries[index]
    let local = entry.local(at: time)
    entry.anchorLocal = local
    entry.anchorTime = time
    let total = entry.timeline.totalDuration
    var outcome: AnimationOutcome?
    switch command {
    case .pause: entry.rate = 0
    case .resume: entry.rate = entry.reversed ? -1 : 1
    case .reverse:
      entry.reversed.toggle()
      if entry.rate != 0 { entry.rate = entry.reversed ? -1 : 1 }
    case .setFraction(let fraction):
      if total.isFinite { entry.anchorLocal = min(1, max(0, fraction)) * total }
      entry.rate = 0
      entry.timeline.apply(at: entry.anchorLocal)
    case .stop: outcome = .stopped
    case .finish(let position):
      switch position {
      case .start: entry.timeline.apply(at: 0)
      case .end: entry.timeline.apply(at: total.isFinite ? total : local)
      case .current: entry.timeline.apply(at: local)
      }
      outcome = .finished(position)
    }
    entries[index] = entry
    if outcome != nil { entries.remove(at: index) }
    return outcome
  }

  func removeAll() -> [AnimationHandle] {
    let handles = entries.map(\.handle)
    entries.removeAll()
    return handles
  }

  func remove(_ id: UInt64) -> AnimationHandle? {
    guard let index = index(of: id) else { return nil }
    return entries.remove(at: index).handle
  }

  func status(_ id: UInt64, at time: Double) -> (paused: Bool, reversed: Bool, fraction: Double)? {
    guard let index = index(of: id) else { return nil }
    let entry = entries[index]
    return (
      entry.rate == 0, entry.reversed,
      ValueAnimationStore<Double>.fraction(entry.local(at: time), entry.timeline.totalDuration)
    )
  }

  func continueAnimation(
    _ id: UInt64, with motion: Motion, velocity: Any?, at time: Double
  ) -> AnimationOutcome? {
    // A timeline has no single value to hand over; continuing it simply resumes it.
    control(id, .resume, at: time)
  }
}

extension Animator {
  /// Plays a timeline from its start, writing its leaves on every tick.
  ///
  /// Under ``ReducedMotionPolicy/reduced`` every leaf's motion follows the reduced-motion
  /// rule and node repeats, autoreverse and speed are dropped (stagger intervals shrink to
  /// at most 0.02 s); under ``ReducedMotionPolicy/instant`` the timeline jumps to its end and
  /// finishes at once.
  ///
  /// - Parameters:
  ///   - timeline: The timeline.
  ///   - reducedMotion: Overrides the animator's policy for this timeline.
  ///   - completion: Called exactly once with how it ended.
  /// - Returns: A handle: pause, resume, scrub (``AnimationHandle/fractionComplete``),
  ///   reverse, stop and finish work as for single animations.
  @discardableResult
  public func play(
    _ timeline: Timeline, reducedMotion: ReducedMotionPolicy? = nil,
    completion: ((AnimationOutcome) -> Void)? = nil
  ) -> AnimationHandle {
    precondition(!isWriting, "timelines cannot be played from inside a value target")
    let handle = makeHandle(key: nil, completion: completion)
    let policy = reducedMotion ?? self.reducedMotion
    if ReducedMotionRule.landsAtOnce(under: policy) {
      timeline.apply(at: timeline.totalDuration.isFinite ? timeline.totalDuration : 0)
      completeAtOnce(handle, .finished(.end))
      return handle
    }
    let played = policy == .reduced ? timeline.reducedMotion() : timeline
    played.apply(at: 0)
    timelineStore.insert(
      TimelineEntry(
        handle: handle, timeline: played, anchorTime: time, anchorLocal: 0, rate: 1,
        reversed: false, ending: nil))
    register(handle, in: timelineStore)
    return handle
  }
}
