// One leg of an item's (or the center button's) motion, evaluated in closed form.
//
// A spring leg is the damped oscillator in state form (DampedSpring.transfer: x(τ) =
// target + pp(τ)·x0 + pv(τ)·v0, v(τ) = vp(τ)·x0 + vv(τ)·v0 with x0 = start − target and v0
// the velocity at the start; see SpringSolution.swift for the closed form and its source).
// A new leg starts from the old one's value AND velocity at that instant, which is what
// makes a mid-flight reversal continuous in both. A fade leg changes only opacity,
// linearly, holding progress still (reduced motion).

/// How a leg moves.
enum PopMenuLegKind: Sendable, Hashable {
  /// Progress follows the spring toward the target.
  case spring(DampedSpring)
  /// Opacity moves linearly to the target over the duration; progress is held.
  case fade(duration: Double)
}

/// A value of a leg at one instant.
struct PopMenuSample: Sendable, Hashable {
  var progress: Double
  var velocity: Double
  var opacity: Double
  var isPresent: Bool
  var isClosing: Bool

  static let hidden = PopMenuSample(
    progress: 0, velocity: 0, opacity: 0, isPresent: false, isClosing: false)
}

/// One leg: from a start state toward a target, until `end`.
struct PopMenuLeg: Sendable, Hashable {
  var start: Double
  var kind: PopMenuLegKind
  /// Progress at the start (spring), or opacity at the start (fade).
  var from: Double
  /// Progress velocity at the start, per second (spring only).
  var velocity: Double
  /// Target progress (spring) or opacity (fade).
  var target: Double
  /// Progress held during a fade.
  var heldProgress: Double
  /// Whether the item is removed at `end` (closing).
  var removesAtEnd: Bool
  /// When the leg settles (opening) or the item is removed (closing).
  var end: Double

  func sample(at time: Double) -> PopMenuSample {
    if time >= end {
      if removesAtEnd { return .hidden }
      switch kind {
      case .spring:
        return PopMenuSample(
          progress: target, velocity: 0, opacity: 1, isPresent: true, isClosing: false)
      case .fade:
        return PopMenuSample(
          progress: heldProgress, velocity: 0, opacity: target, isPresent: true,
          isClosing: false)
      }
    }
    let tau = max(0, time - start)
    switch kind {
    case .spring(let spring):
      let transfer = spring.transfer(at: tau)
      let x0 = from - target
      return PopMenuSample(
        progress: target + transfer.position(displacement: x0, velocity: velocity),
        velocity: transfer.velocity(displacement: x0, velocity: velocity), opacity: 1,
        isPresent: true, isClosing: removesAtEnd)
    case .fade(let duration):
      let fraction = duration > 0 ? min(1, tau / duration) : 1
      return PopMenuSample(
        progress: heldProgress, velocity: 0, opacity: from + (target - from) * fraction,
        isPresent: true, isClosing: removesAtEnd)
    }
  }

  /// A spring leg toward `target` that settles within `epsilon` (progress units).
  static func settling(
    spring: DampedSpring, start: Double, from: PopMenuSample, target: Double, epsilon: Double
  ) -> PopMenuLeg {
    let distance = target - from.progress
    var duration = 0.0
    if abs(distance) > 1e-12 || abs(from.velocity) > 1e-12 {
      // The leg is target − distance·(1 − u(τ)) for the unit step u with initial velocity
      // v0 / distance, so it is within ε of the target when |u − 1| ≤ ε / |distance|.
      let scale = abs(distance) < 1e-9 ? (distance < 0 ? -1e-9 : 1e-9) : distance
      duration = spring.settlingDuration(
        epsilon: epsilon / abs(scale), initialVelocity: from.velocity / scale)
    }
    return PopMenuLeg(
      start: start, kind: .spring(spring), from: from.progress, velocity: from.velocity,
      target: target, heldProgress: target, removesAtEnd: false, end: start + duration)
  }

  /// A spring leg toward 0 that removes the item when its progress first falls to
  /// `threshold` (at once if it is already there).
  static func closing(
    spring: DampedSpring, start: Double, from: PopMenuSample, threshold: Double
  ) -> PopMenuLeg {
    var leg = PopMenuLeg(
      start: start, kind: .spring(spring), from: from.progress, velocity: from.velocity,
      target: 0, heldProgress: 0, removesAtEnd: true, end: .infinity)
    leg.end = start + leg.firstCrossing(below: threshold, spring: spring)
    return leg
  }

  /// Seconds after the start at which progress first reaches `threshold` going down.
  /// A damped spring toward 0 < threshold always gets there; found by stepping 1/240 s
  /// and bisecting the bracket to 1e-12 s.
  private func firstCrossing(below threshold: Double, spring: DampedSpring) -> Double {
    func value(_ tau: Double) -> Double {
      spring.transfer(at: tau).position(displacement: from, velocity: velocity)
    }
    if from <= threshold { return 0 }
    let step = 1.0 / 240
    let limit = 60 * spring.response + 10
    var low = 0.0
    var high = step
    while value(high) > threshold {
      low = high
      high += step
      if high > limit { return limit }
    }
    for _ in 0..<60 where high - low > 1e-12 {
      let middle = (low + high) / 2
      if value(middle) > threshold { low = middle } else { high = middle }
    }
    return high
  }

  /// A fade leg from the current opacity to `target` over `fullDuration` · |change|.
  static func fade(
    start: Double, from: PopMenuSample, target: Double, heldProgress: Double,
    fullDuration: Double, removesAtEnd: Bool
  ) -> PopMenuLeg {
    let opacity = from.isPresent ? from.opacity : 0
    let duration = fullDuration * abs(target - opacity)
    return PopMenuLeg(
      start: start, kind: .fade(duration: duration), from: opacity, velocity: 0,
      target: target, heldProgress: heldProgress, removesAtEnd: removesAtEnd,
      end: start + duration)
  }
}

/// The legs of one item (or of the center button), in start order.
struct PopMenuTrack: Sendable, Hashable {
  private(set) var legs: [PopMenuLeg] = []

  /// The sample of the last leg started at or before `time`; hidden before any leg.
  func sample(at time: Double) -> PopMenuSample {
    guard let leg = legs.last(where: { $0.start <= time }) else { return .hidden }
    return leg.sample(at: time)
  }

  /// Drops the legs that would start after `time` (scheduled but superseded).
  mutating func dropLegs(after time: Double) {
    legs.removeAll { $0.start > time }
  }

  /// Appends a leg; legs must be appended in start order.
  mutating func append(_ leg: PopMenuLeg) {
    legs.append(leg)
  }
}
