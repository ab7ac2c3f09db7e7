// One item's (or the center button's) motion, on the one retargetable primitive: its
// progress (0 at the center, 1 in place) and its opacity are MotionTracks, so a command
// mid-flight starts new legs from the exact value *and velocity* the old ones reached, and
// a staggered start is a delayed leg. A closing item is removed the instant its progress
// first falls to the closed scale: solved from the spring's closed form by the shared
// bracketed root finder (DampedSpring.firstTime(fallingTo:...)), not by sampling.

/// The motion of one item or of the center button.
struct PopMenuItemMotion: Sendable {
  var progress = MotionTrack(at: 0.0)
  var opacity = MotionTrack(at: 1.0)
  /// When the item appears (its opening leg's start); `nil` while it has never been shown.
  var shownSince: Double?
  /// When the item is taken away (closing); infinite otherwise.
  var removalTime = Double.infinity
  /// Whether the item has been told to close.
  var isClosing = false
  /// Whether the last leg is a reduced-motion fade (opacity moves, progress is held).
  var isFading = false

  /// How the item is at `time`.
  func sample(at time: Double) -> PopMenuSample {
    guard let shown = shownSince, time >= shown, time < removalTime else { return .hidden }
    return PopMenuSample(
      progress: progress.value(at: time), velocity: progress.velocity(at: time),
      opacity: min(1, max(0, opacity.value(at: time))), isPresent: true,
      isClosing: isClosing)
  }

  /// When the item stops changing after the last command: settled in place, or removed.
  var end: Double {
    guard shownSince != nil else { return -.infinity }
    if isClosing { return removalTime }
    return max(progress.settleTime, opacity.settleTime)
  }

  /// How many legs its two tracks (progress and opacity) keep.
  var legCount: Int { progress.legs.count + opacity.legs.count }

  /// Springs out to its place, starting `delay` seconds after `time` (a stagger turn).
  mutating func open(spring: Motion, delay: Double, at time: Double) {
    if sample(at: time).isPresent {
      if isFading { restartProgress(at: time, fromOpacity: false) }
    } else {
      progress = MotionTrack(at: 0, time: time)
      opacity = MotionTrack(at: 1, time: time)
      shownSince = time + delay
    }
    isFading = false
    isClosing = false
    removalTime = .infinity
    progress.retargetChecked(to: 1, motion: delay > 0 ? spring.delay(delay) : spring, at: time)
  }

  /// Springs back to the center, starting `delay` seconds after `time`, and is removed
  /// when its progress first falls to `threshold`.
  mutating func close(spring: Motion, delay: Double, threshold: Double, at time: Double) {
    guard sample(at: time).isPresent else { return }
    if isFading { restartProgress(at: time, fromOpacity: false) }
    isFading = false
    isClosing = true
    progress.retargetChecked(to: 0, motion: delay > 0 ? spring.delay(delay) : spring, at: time)
    let start = time + delay
    // A delayed leg holds its start value with no velocity until it moves.
    let velocity = delay > 0 ? 0 : progress.velocity(at: time)
    guard case .spring(let closing, _) = spring.kind else {
      preconditionFailure("a closing item moves on a spring, got \(spring)")
    }
    let crossing = closing.firstTime(
      fallingTo: threshold, displacement: progress.value(at: start), velocity: velocity)
    removalTime = start + crossing
  }

  /// Reduced motion: fades to `target` opacity as the reduced-motion rule says
  /// (`ReducedMotionRule.crossFade(change:under:)`, in proportion to the change), holding
  /// the progress (in place when opening); a fade out removes the item at its end.
  mutating func fade(
    to target: Double, heldProgress: Double, under policy: ReducedMotionPolicy, at time: Double
  ) {
    let current = sample(at: time)
    if !current.isPresent {
      guard target > 0 else { return }
      opacity = MotionTrack(at: 0, time: time)
      shownSince = time
    } else if !isFading {
      opacity = MotionTrack(at: current.opacity, time: time)
    }
    progress = MotionTrack(at: heldProgress, time: time)
    isFading = true
    let fade = ReducedMotionRule.crossFade(
      change: target - opacity.value(at: time), under: policy)
    opacity.retargetChecked(to: target, motion: fade, at: time)
    isClosing = target == 0
    removalTime = isClosing ? time + fade.totalDuration : .infinity
  }

  /// The center button: springs its progress to `target` (it is never removed).
  mutating func moveCenter(to target: Double, spring: Motion, at time: Double) {
    if isFading { restartProgress(at: time, fromOpacity: true) }
    isFading = false
    progress.retargetChecked(to: target, motion: spring, at: time)
  }

  /// The center button under reduced motion: fades its icon (the opacity stands for its
  /// progress) to `target` as the reduced-motion rule says.
  mutating func fadeCenter(to target: Double, under policy: ReducedMotionPolicy, at time: Double) {
    if !isFading {
      opacity = MotionTrack(at: min(1, max(0, progress.value(at: time))), time: time)
      isFading = true
    }
    progress = MotionTrack(at: target, time: time)
    let fade = ReducedMotionRule.crossFade(
      change: target - opacity.value(at: time), under: policy)
    opacity.retargetChecked(to: target, motion: fade, at: time)
  }

  /// After a fade a spring starts at rest from where the fade left off: the held progress
  /// (an item, whose opacity returns to 1) or the opacity read as a progress (the center).
  private mutating func restartProgress(at time: Double, fromOpacity: Bool) {
    let start = fromOpacity ? opacity.value(at: time) : progress.value(at: time)
    progress = MotionTrack(at: start, time: time)
    opacity = MotionTrack(at: 1, time: time)
  }
}

/// An item motion at one instant.
struct PopMenuSample: Sendable, Hashable {
  var progress: Double
  var velocity: Double
  var opacity: Double
  var isPresent: Bool
  var isClosing: Bool

  static let hidden = PopMenuSample(
    progress: 0, velocity: 0, opacity: 0, isPresent: false, isClosing: false)
}
