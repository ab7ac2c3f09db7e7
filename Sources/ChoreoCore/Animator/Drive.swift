// Policy: an animation's value is a pure function of its local time L (seconds since it
// started, paused/reversed time excluded):
//
//   value(L) = from.interpolated(to: to, fraction: s(L)) + w · m(L)
//
// s is a unit step (0 → 1) and m a momentum term that carries a velocity handed over by a
// retarget; w is a vector in value units per second of motion time (VectorSpace values
// only). Drives:
//   general   s = Motion.value(at: L) (delay, speed, repeats, autoreverse); no momentum.
//   curve     one iteration of a timing curve c over D: τ = (L − delay)·speed,
//             s = c(τ/D), m = h(τ) = τ(1 − τ/D)², so h(0) = 0, h′(0) = 1, h(D) = h′(D) = 0:
//             a velocity correction that vanishes, with its slope, at both ends.
//   spring    the damped oscillator in state form (DampedSpring.transfer):
//             x(τ) − to = pp(τ)·(from − to) + pv(τ)·v0, so s = 1 − pp + pv·u (u: the
//             motion's own initial velocity in steps per second) and m = pv.
//   crossFade the value jumps from `from` to `to` half-way through D; an opacity target
//             (if any) eases 1 → 0 → 1 (reduced motion).
// At L ≥ end the value snaps to the exact end value; at L ≤ 0 it is exactly `from`.

/// The motion of a drive, kept behind a reference so that the per-frame array of drives
/// stays small (a `Motion` is 144 bytes; memory traffic dominates a frame). Only general
/// drives read it while running; curve and spring drives keep what they need inline, so a
/// frame never chases one pointer per animation.
final class DriveShape: Sendable {
  let motion: Motion

  init(motion: Motion) {
    self.motion = motion
  }
}

/// The scalar part of an animation: everything except the values themselves.
struct Drive: Sendable {
  enum Kind: UInt8, Sendable {
    case general, curve, spring, crossFade
  }

  var kind: Kind
  let shape: DriveShape
  var motion: Motion { shape.motion }
  /// The timing curve of a curve drive (linear otherwise). A small value whose solver is
  /// shared by every animation using the same curve.
  var curve: TimingCurve
  var spring: DampedSpring
  var delay: Double
  var speed: Double
  /// One iteration in motion time: the curve's duration, or the cross-fade's.
  var duration: Double
  /// The spring's own initial velocity, in steps per second of motion time.
  var unitVelocity: Double
  /// Local time at which the animation ends (may be infinite).
  var end: Double
  /// Whether the end value is the start value (a general motion that autoreverses).
  var endsAtStart: Bool
  var hasMomentum: Bool

  /// A drive for `motion`, with reduced motion already applied.
  init(motion: Motion, crossFade: Bool) {
    curve = TimingCurve.linear
    spring = .smooth
    delay = motion.delay
    speed = motion.speed
    duration = 0
    unitVelocity = 0
    hasMomentum = false
    endsAtStart = false
    if crossFade {
      kind = .crossFade
      duration = ReducedMotionRule.crossFadeDuration
      speed = 1
      end = delay + duration
      shape = DriveShape(motion: motion)
      return
    }
    let simple = motion.repeatCount == .times(1) && !motion.autoreverses
    switch (motion.driver, simple) {
    case (.curve(let shapeCurve, let duration), true):
      kind = .curve
      curve = shapeCurve
      self.duration = duration
      end = delay + duration / speed
    case (.spring(let spring, let velocity), true):
      kind = .spring
      self.spring = spring
      unitVelocity = velocity
      end = motion.totalDuration
    default:
      kind = .general
      end = motion.totalDuration
      endsAtStart = motion.autoreverses
    }
    shape = DriveShape(motion: motion)
  }

  /// (s, m) at local time `local`, for 0 < local < end.
  @inline(__always)
  func sample(at local: Double) -> (step: Double, momentum: Double) {
    switch kind {
    case .general:
      return (motion.value(at: local), 0)
    case .curve:
      if local < delay { return (0, 0) }
      let tau = (local - delay) * speed
      guard duration > 0 else { return (1, 0) }
      let step = curve.value(at: tau / duration)
      guard hasMomentum else { return (step, 0) }
      let rest = 1 - tau / duration
      return (step, tau * rest * rest)
    case .spring:
      if local < delay { return (0, 0) }
      let transfer = spring.transfer(at: (local - delay) * speed)
      let pv = transfer.positionFromVelocity
      return (1 - transfer.positionFromPosition + pv * unitVelocity, pv)
    case .crossFade:
      return (local < delay + duration / 2 ? 0 : 1, 0)
    }
  }

  /// (ds/dL, dm/dL) at local time `local`: rates per second of local time.
  func rates(at local: Double) -> (step: Double, momentum: Double) {
    if local <= 0 || local >= end { return (0, 0) }
    return rates(atInterior: local)
  }

  /// The rates by the closed form at `local`, with no end checks: at `local == 0` this is
  /// the starting rate (the carried velocity's).
  func rates(atInterior local: Double) -> (step: Double, momentum: Double) {
    switch kind {
    case .general:
      return (motion.velocity(at: local), 0)
    case .curve:
      if local < delay || duration <= 0 { return (0, 0) }
      let tau = (local - delay) * speed
      let slope = curve.slope(at: tau / duration) / duration * speed
      let rest = 1 - tau / duration
      // h′(τ) = (1 − τ/D)(1 − 3τ/D)
      return (slope, hasMomentum ? rest * (1 - 3 * tau / duration) * speed : 0)
    case .spring:
      if local < delay { return (0, 0) }
      let transfer = spring.transfer(at: (local - delay) * speed)
      let vv = transfer.velocityFromVelocity
      return ((-transfer.velocityFromPosition + vv * unitVelocity) * speed, vv * speed)
    case .crossFade:
      return (0, 0)
    }
  }

  /// The cross-fade's opacity at `local`: eases 1 → 0 over the first half, 0 → 1 over the
  /// second (CSS `ease-in-out` on each half).
  func opacity(at local: Double) -> Double {
    guard kind == .crossFade, duration > 0 else { return 1 }
    let half = duration / 2
    let t = local - delay
    if t <= 0 || t >= duration { return 1 }
    if t < half { return 1 - TimingCurve.easeInOut.value(at: t / half) }
    return TimingCurve.easeInOut.value(at: (t - half) / half)
  }

  /// The curve's starting rate c′(0)/D per second of motion time, or 0 when the curve
  /// starts with an infinite or undefined slope (its velocity cannot be matched then).
  var curveStartRate: Double {
    guard kind == .curve, duration > 0 else { return 0 }
    let slope = curve.slope(at: 0) / duration
    return slope.isFinite ? slope : 0
  }
}

extension Drive {
  /// The band (in units of the distance travelled) inside which a spring leg counts as
  /// settled: the same 0.001 as ``Motion``'s iteration of a unit step.
  static let settlingEpsilon = 0.001

  /// Hands a carried velocity (value units per second) over to this drive, which starts
  /// now from `from` toward `to`; returns the momentum vector w (see the policy above) and
  /// sets `hasMomentum` and, for springs, the end instant from the exact settling time.
  mutating func handOff<V>(from: V, to: V, carried: V?, vector: VectorOps<V>) -> V {
    // A carried velocity is handed over only when the new motion starts at once.
    let velocity = delay == 0 ? (carried ?? vector.zero) : vector.zero
    let local = vector.scale(velocity, 1 / speed)
    let distance = vector.subtract(to, from)
    var momentum = vector.zero
    switch kind {
    case .curve:
      let w = vector.subtract(local, vector.scale(distance, curveStartRate))
      if vector.magnitudeSquared(velocity) > 0 && vector.magnitudeSquared(w) > 0 {
        momentum = w
        hasMomentum = true
      }
    case .spring:
      if vector.magnitudeSquared(local) > 0 {
        momentum = local
        hasMomentum = true
      }
      let total = vector.add(vector.scale(distance, unitVelocity), local)
      let settle = Self.springSettling(
        spring, distance: distance, velocity: total, epsilon: Self.settlingEpsilon,
        vector: vector)
      end = delay + settle / speed
    case .general, .crossFade:
      break
    }
    return momentum
  }

  /// Settling time (motion time) of x0 = −distance, v0 = velocity; see `SpringSettling`.
  static func springSettling<V>(
    _ spring: DampedSpring, distance: V, velocity: V, epsilon: Double, vector: VectorOps<V>
  ) -> Double {
    let lengthSquared = vector.magnitudeSquared(distance)
    let speedSquared = vector.magnitudeSquared(velocity)
    if lengthSquared == 0 {
      guard speedSquared > 0 else { return 0 }
      let speed = speedSquared.squareRoot()
      let omega = (spring.stiffness / spring.mass).squareRoot()
      return SpringSettling.acrossBound(
        spring: spring, speedAcross: speed, tolerance: epsilon * speed / omega)
    }
    let length = lengthSquared.squareRoot()
    let along = vector.dot(velocity, distance) / length
    let across = max(0, speedSquared - along * along).squareRoot()
    let alongTime = spring.settlingDuration(epsilon: epsilon, initialVelocity: along / length)
    let acrossTime = SpringSettling.acrossBound(
      spring: spring, speedAcross: across, tolerance: epsilon * length)
    return max(alongTime, acrossTime)
  }
}
