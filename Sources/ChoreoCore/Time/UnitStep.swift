import CLibM

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
//   decay     exponential deceleration at k = −1000·ln r per second: τ = (L − delay)·speed,
//             s = 1 − e^(−kτ), m = τ·e^(−kτ), so m(0) = 0, m′(0) = 1 and both fade with
//             the step. A leg heading to its projection (from + v0/k) has no momentum.
//   crossFade the value jumps from `from` to `to` half-way through D; an opacity target
//             (if any) eases 1 → 0 → 1 (reduced motion).
// At L ≥ end the value snaps to the exact end value; at L ≤ 0 it is exactly `from`. Those
// rules, and the combination of s and m into a value and a velocity, are written once, in
// `LegFormula` (Time/LegFormula.swift), which the kernel below feeds.

/// The motion and timing curve of a unit step, kept behind a reference so that the per-frame
/// array of unit steps stays small (a `Motion` is 144 bytes; memory traffic dominates a frame).
/// Only general unit steps and curves other than cubic Béziers read it while running; springs
/// and cubic Béziers keep what they need in the unit step's ``UnitStepKernel``, so a frame never
/// chases one pointer per animation for them.
final class UnitStepShape: Sendable {
  let motion: Motion
  /// The timing curve of a curve's unit step (linear otherwise).
  let curve: TimingCurve

  init(motion: Motion, curve: TimingCurve) {
    self.motion = motion
    self.curve = curve
  }

  // The kernel's sample inlines into every frame loop; these two stay calls there. Inlined,
  // `Motion.value(at:)` and `TimingCurve.value(at:)` (every easing's formula) grow each loop
  // severalfold, and its springs pay for them in spilled registers.

  /// The motion's unit step at `local` (`Motion.value(at:)`), never inlined.
  @inline(never)
  func motionValue(at local: Double) -> Double { motion.value(at: local) }

  /// The timing curve at `progress` (`TimingCurve.value(at:)`), never inlined.
  @inline(never)
  func curveValue(at progress: Double) -> Double { curve.value(at: progress) }
}

/// What a frame needs to sample a unit step: plain numbers and unowned references into the
/// unit step's `UnitStepShape` (or its cubic Bézier solver), so copying one is a bitwise copy with
/// no reference counting. It is valid while the unit step it came from is alive.
struct UnitStepKernel: Sendable {
  /// The evaluation, by kind; each case carries only what its formula reads.
  enum Form: Sendable {
    /// `Motion.value(at:)` of the shape's motion.
    case general(Unmanaged<UnitStepShape>)
    /// One iteration of a cubic Bézier curve over `duration`.
    case bezier(Unmanaged<CubicBezier>, duration: Double)
    /// One iteration of another timing curve (the shape's) over `duration`.
    case curve(Unmanaged<UnitStepShape>, duration: Double)
    /// The spring's closed form, with its own initial velocity in steps per second.
    case spring(SpringSolution, unitVelocity: Double)
    /// A jump half-way through `duration`.
    case crossFade(duration: Double)
    /// Exponential deceleration with decay constant `k` per second of motion time.
    case decay(k: Double)
  }

  // In this order the record has no padding inside, and the few bytes after `hasMomentum`
  // take the small fields that follow a kernel in `AnimationSample`.
  var delay: Double
  var speed: Double
  var form: Form
  var hasMomentum: Bool
  #if CHOREO_CHECK_INVARIANTS
    /// The shape the form points into, held weakly, so that a kernel used after its unit
    /// step was freed traps instead of reading freed memory (debug builds only: Package.swift
    /// defines the flag there, as swift-collections checks its invariants).
    weak var owner: UnitStepShape?
  #endif

  /// Traps when the kernel outlived the unit step whose objects it points into: the
  /// invariant `LegFormula` and `MotionLeg` rely on. Checks nothing in release builds.
  @inline(__always)
  func checkInvariants() {
    #if CHOREO_CHECK_INVARIANTS
      switch form {
      case .general, .bezier, .curve:
        precondition(owner != nil, "a unit step's kernel was used after its unit step was freed")
      case .spring, .crossFade, .decay:
        break
      }
    #endif
  }

  /// (s, m) at local time `local`, for 0 < local < end (see the policy above).
  @inline(__always)
  func sample(at local: Double) -> (step: Double, momentum: Double) {
    checkInvariants()
    switch form {
    case .general(let shape):
      return (shape._withUnsafeGuaranteedRef { $0.motionValue(at: local) }, 0)
    case .bezier(let bezier, let duration):
      return curveSample(at: local, duration: duration) { progress in
        bezier._withUnsafeGuaranteedRef { $0.value(at: progress) }
      }
    case .curve(let shape, let duration):
      return curveSample(at: local, duration: duration) { progress in
        shape._withUnsafeGuaranteedRef { $0.curveValue(at: progress) }
      }
    case .spring(let solution, let unitVelocity):
      if local < delay { return (0, 0) }
      let time = LocalTimeMap.activeTime(local, delay: delay, speed: speed)
      // As `DampedSpring.transfer(at:)`: negative times are 0.
      let transfer = solution.transfer(at: time < 0 ? 0 : time)
      let pv = transfer.positionFromVelocity
      return (1 - transfer.positionFromPosition + pv * unitVelocity, pv)
    case .crossFade(let duration):
      return (local < delay + duration / 2 ? 0 : 1, 0)
    case .decay(let k):
      if local < delay { return (0, 0) }
      let tau = max(0, LocalTimeMap.activeTime(local, delay: delay, speed: speed))
      return (-expm1(-k * tau), tau * exp(-k * tau))
    }
  }

  /// One iteration of a curve `value` over `duration`, with the momentum term h(τ).
  @inline(__always)
  private func curveSample(
    at local: Double, duration: Double, _ value: (Double) -> Double
  ) -> (step: Double, momentum: Double) {
    if local < delay { return (0, 0) }
    let tau = LocalTimeMap.activeTime(local, delay: delay, speed: speed)
    guard duration > 0 else { return (1, 0) }
    let step = value(tau / duration)
    guard hasMomentum else { return (step, 0) }
    let rest = 1 - tau / duration
    return (step, tau * rest * rest)
  }

  /// (ds/dL, dm/dL) at local time `local` by the closed form, per second of local time,
  /// with no end checks: at `local == 0` this is the starting rate (the carried
  /// velocity's). `LegFormula` decides where it applies.
  func rates(atInterior local: Double) -> (step: Double, momentum: Double) {
    checkInvariants()
    switch form {
    case .general(let shape):
      return (shape._withUnsafeGuaranteedRef { $0.motion.velocity(at: local) }, 0)
    case .bezier(let bezier, let duration):
      return curveRates(at: local, duration: duration) { progress in
        bezier._withUnsafeGuaranteedRef { $0.slope(at: progress) }
      }
    case .curve(let shape, let duration):
      return curveRates(at: local, duration: duration) { progress in
        shape._withUnsafeGuaranteedRef { $0.curve.slope(at: progress) }
      }
    case .spring(let solution, let unitVelocity):
      if local < delay { return (0, 0) }
      let time = LocalTimeMap.activeTime(local, delay: delay, speed: speed)
      let transfer = solution.transfer(at: time < 0 ? 0 : time)
      let vv = transfer.velocityFromVelocity
      return ((-transfer.velocityFromPosition + vv * unitVelocity) * speed, vv * speed)
    case .crossFade:
      return (0, 0)
    case .decay(let k):
      if local < delay { return (0, 0) }
      let tau = max(0, LocalTimeMap.activeTime(local, delay: delay, speed: speed))
      let fade = exp(-k * tau)
      return (k * fade * speed, (1 - k * tau) * fade * speed)
    }
  }

  /// The rates of one iteration of a curve with slope `slope` over `duration`: c′(τ/D)/D
  /// and h′(τ) = (1 − τ/D)(1 − 3τ/D), each times the speed.
  private func curveRates(
    at local: Double, duration: Double, _ slope: (Double) -> Double
  ) -> (step: Double, momentum: Double) {
    if local < delay || duration <= 0 { return (0, 0) }
    let tau = LocalTimeMap.activeTime(local, delay: delay, speed: speed)
    let step = slope(tau / duration) / duration * speed
    guard hasMomentum else { return (step, 0) }
    let rest = 1 - tau / duration
    return (step, rest * (1 - 3 * tau / duration) * speed)
  }

  /// Whether the velocity at local time 0 is the carried one: the motion starts at once
  /// (no delay) and is a spring or a single curve (a general motion takes no hand-off; a
  /// cross-fade has no velocity).
  var carriesStartVelocity: Bool {
    guard delay == 0 else { return false }
    switch form {
    case .bezier, .curve, .spring, .decay: return true
    case .general, .crossFade: return false
    }
  }

  /// Whether this is a cross-fade (whose opacity target, if any, is written too).
  var isCrossFade: Bool {
    if case .crossFade = form { return true }
    return false
  }

  /// The cross-fade's opacity at `local`: eases 1 → 0 over the first half, 0 → 1 over the
  /// second (CSS `ease-in-out` on each half); 1 for other kinds.
  func opacity(at local: Double) -> Double {
    guard case .crossFade(let duration) = form, duration > 0 else { return 1 }
    return Self.crossFadeOpacity(at: local - delay, duration: duration)
  }

  /// The cross-fade's opacity `t` seconds into a fade of `duration` (> 0). Never inlined:
  /// the frame loops inline `opacity(at:)`, and `TimingCurve.value(at:)` with it would grow
  /// each of them by every easing's formula.
  @inline(never)
  private static func crossFadeOpacity(at t: Double, duration: Double) -> Double {
    let half = duration / 2
    if t <= 0 || t >= duration { return 1 }
    if t < half { return 1 - TimingCurve.easeInOut.value(at: t / half) }
    return TimingCurve.easeInOut.value(at: (t - half) / half)
  }
}

/// A unit step: how a motion moves a number from 0 to 1 over local time (curve, spring,
/// cross-fade or a general motion), with its delay and speed. It is the scalar part of
/// every animation, leg and track: the values themselves are scaled from it by
/// ``LegFormula``.
struct UnitStep: Sendable {
  enum Kind: UInt8, Sendable {
    case general, curve, spring, crossFade, decay
  }

  var kind: Kind
  let shape: UnitStepShape
  var motion: Motion { shape.motion }
  /// The timing curve of a curve's unit step (linear otherwise). A small value whose solver
  /// is shared by every animation using the same curve.
  var curve: TimingCurve { shape.curve }
  /// What a frame reads: the sampling form, delay, speed and whether there is momentum.
  private(set) var kernel: UnitStepKernel
  var spring: DampedSpring
  var delay: Double { kernel.delay }
  var speed: Double { kernel.speed }
  /// One iteration in motion time: the curve's duration, or the cross-fade's.
  var duration: Double
  /// The spring's own initial velocity, in steps per second of motion time.
  var unitVelocity: Double
  /// The decay's rate (normal otherwise).
  var decayRate: DecayRate = .normal
  /// Local time at which the animation ends (may be infinite).
  var end: Double
  /// Whether the end value is the start value (a general motion that autoreverses).
  var endsAtStart: Bool
  var hasMomentum: Bool {
    get { kernel.hasMomentum }
    set { kernel.hasMomentum = newValue }
  }

  /// The unit step of `motion`, with reduced motion already applied.
  init(motion: Motion, crossFade: Bool) {
    var curve = TimingCurve.linear
    spring = .smooth
    var speed = motion.speed
    duration = 0
    unitVelocity = 0
    endsAtStart = false
    let delay = motion.delay
    let simple = motion.repeatCount == .times(1) && !motion.autoreverses
    if crossFade {
      kind = .crossFade
      duration = ReducedMotionRule.crossFadeDuration
      speed = 1
      end = delay + duration
    } else {
      switch (motion.kind, simple) {
      case (.timing(let shapeCurve, let duration), true):
        kind = .curve
        curve = shapeCurve
        self.duration = duration
        end = delay + duration / speed
      case (.spring(let spring, let velocity), true):
        kind = .spring
        self.spring = spring
        unitVelocity = velocity
        end = motion.totalDuration
      case (.decay(let rate), true):
        kind = .decay
        decayRate = rate
        end = motion.totalDuration
      default:
        kind = .general
        end = motion.totalDuration
        endsAtStart = motion.autoreverses
      }
    }
    shape = UnitStepShape(motion: motion, curve: curve)
    let form: UnitStepKernel.Form
    switch kind {
    case .general:
      form = .general(Unmanaged.passUnretained(shape))
    case .curve:
      if case .cubicBezier(let bezier) = curve.storage {
        form = .bezier(Unmanaged.passUnretained(bezier), duration: duration)
      } else {
        form = .curve(Unmanaged.passUnretained(shape), duration: duration)
      }
    case .spring:
      form = .spring(spring.solution, unitVelocity: unitVelocity)
    case .crossFade:
      form = .crossFade(duration: duration)
    case .decay:
      form = .decay(k: decayRate.decayConstant)
    }
    kernel = UnitStepKernel(delay: delay, speed: speed, form: form, hasMomentum: false)
    #if CHOREO_CHECK_INVARIANTS
      kernel.owner = shape
    #endif
  }

  /// The curve's starting rate c′(0)/D per second of motion time, or 0 when the curve
  /// starts with an infinite or undefined slope (its velocity cannot be matched then).
  var curveStartRate: Double {
    guard kind == .curve, duration > 0 else { return 0 }
    let slope = curve.slope(at: 0) / duration
    return slope.isFinite ? slope : 0
  }
}

extension UnitStep {
  /// The band (in units of the distance travelled) inside which a spring leg counts as
  /// settled: ``Motion/settlingEpsilon``, as a motion's iteration of a unit step.
  static var settlingEpsilon: Double { Motion.settlingEpsilon }

  /// Hands a carried velocity (value units per second) over to this unit step, which starts
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
    case .decay:
      let k = decayRate.decayConstant
      let w = vector.subtract(local, vector.scale(distance, k))
      if vector.magnitudeSquared(velocity) > 0 && vector.magnitudeSquared(w) > 0 {
        momentum = w
        hasMomentum = true
      }
      let settle = DecaySettling.time(
        k: k, distance: vector.magnitudeSquared(distance).squareRoot(),
        momentum: vector.magnitudeSquared(momentum).squareRoot(), speed: speed)
      end = delay + settle / speed
    case .general, .crossFade:
      break
    }
    return momentum
  }

  /// Starts a leg of this unit step now from `from` toward `to` with a carried velocity (value
  /// units per second; see ``handOff(from:to:carried:vector:)``): its formula.
  mutating func leg<V>(from: V, to: V, carried: V?, vector: VectorOps<V>) -> LegFormula<V> {
    let momentum = handOff(from: from, to: to, carried: carried, vector: vector)
    return LegFormula(
      from: from, to: to, momentum: momentum, end: end, kernel: kernel,
      endsAtStart: endsAtStart)
  }

  /// A leg with no momentum (values without vector operations), from `from` toward `to`.
  func leg<V>(from: V, to: V) -> LegFormula<V> {
    LegFormula(
      from: from, to: to, momentum: from, end: end, kernel: kernel, endsAtStart: endsAtStart)
  }

  /// Settling time (motion time) of x0 = −distance, v0 = velocity; see `SpringSettling`.
  ///
  /// Scale-free: the answer depends only on velocity / distance (steps per second), so
  /// both vectors are first scaled by one power of two that brings |distance| near 1 (exact
  /// in binary floating point); no square or product of a large finite input can overflow.
  /// When the velocity is more than 2^500 times the distance, the error is bounded by
  /// |pp|·|x0| + |pv|·|v0| and each term is brought under half the band (late, never early).
  ///
  /// Infinite components (which checked inputs never have) keep to the same ratio rule: an
  /// infinite velocity never settles (`.infinity`, also over an infinite distance: late,
  /// never early); a finite velocity over an infinite distance is the unit step alone.
  static func springSettling<V>(
    _ spring: DampedSpring, distance: V, velocity: V, epsilon: Double, vector: VectorOps<V>
  ) -> Double {
    guard let speedExponent = binaryExponent(of: velocity, vector: vector) else {
      // No velocity: the unit step alone (0 when there is no distance either).
      guard binaryExponent(of: distance, vector: vector) != nil else { return 0 }
      return spring.settlingDuration(epsilon: epsilon)
    }
    if speedExponent >= infiniteExponent { return .infinity }
    guard let lengthExponent = binaryExponent(of: distance, vector: vector) else {
      // No line of travel: all of the velocity is across it, tolerance ε·|v0|/ω₀, so
      // ln(|v0|/tolerance) = ln ω₀ − ln ε, with ln ω₀ = (ln k − ln m)/2 (k/m may overflow).
      let logOmega = (log(spring.stiffness) - log(spring.mass)) / 2
      return SpringSettling.acrossBound(
        spring: spring, logOfSpeedOverTolerance: logOmega - log(epsilon))
    }
    // A finite velocity over an infinite distance: no velocity at all, relatively.
    if lengthExponent >= infiniteExponent { return spring.settlingDuration(epsilon: epsilon) }
    if speedExponent - lengthExponent > 500 {
      let unitVelocity = scaled(velocity, byPowerOfTwo: -speedExponent, vector: vector)
      let unitDistance = scaled(distance, byPowerOfTwo: -lengthExponent, vector: vector)
      let logRatio =
        Double(speedExponent - lengthExponent) * log(2.0)
        + log(vector.magnitudeSquared(unitVelocity).squareRoot())
        - log(vector.magnitudeSquared(unitDistance).squareRoot())
      let positionTime = spring.settlingDuration(epsilon: epsilon / 2)
      let velocityTime = SpringSettling.acrossBound(
        spring: spring, logOfSpeedOverTolerance: logRatio - log(epsilon / 2))
      return max(positionTime, velocityTime)
    }
    let distance = scaled(distance, byPowerOfTwo: -lengthExponent, vector: vector)
    let velocity = scaled(velocity, byPowerOfTwo: -lengthExponent, vector: vector)
    let lengthSquared = vector.magnitudeSquared(distance)
    let speedSquared = vector.magnitudeSquared(velocity)
    let length = lengthSquared.squareRoot()
    let along = vector.dot(velocity, distance) / length
    let across = max(0, speedSquared - along * along).squareRoot()
    let alongTime = spring.settlingDuration(epsilon: epsilon, initialVelocity: along / length)
    guard across > 0 else { return alongTime }
    let acrossTime = SpringSettling.acrossBound(
      spring: spring, logOfSpeedOverTolerance: log(across / (epsilon * length)))
    return max(alongTime, acrossTime)
  }

  /// What ``binaryExponent(of:vector:)`` answers for a vector with an infinite component:
  /// one past the largest finite binary exponent (1023), so that sums and differences of
  /// exponents stay far from `Int`'s range.
  static let infiniteExponent = Double.greatestFiniteMagnitude.exponent + 1

  /// The binary exponent of |x| (|x| lies in [2^e, 2^(e+1)·√n) for n components), or nil
  /// for the zero vector (and for NaN); found without squaring a component past Double's
  /// range. A vector with an infinite component answers ``infiniteExponent``.
  static func binaryExponent<V>(of x: V, vector: VectorOps<V>) -> Int? {
    let squared = vector.magnitudeSquared(x)
    if squared.isFinite && squared >= 0x1p-800 { return squared.squareRoot().exponent }
    // Out of range when squared: bring it to the middle and look again.
    let shift = squared.isFinite ? 600 : -600
    let middle = vector.magnitudeSquared(scaled(x, byPowerOfTwo: shift, vector: vector))
    guard middle > 0 else { return nil }
    // Still infinite 2^600 times smaller: a component is infinite (`exponent` is Int.max).
    guard middle.isFinite else { return infiniteExponent }
    return middle.squareRoot().exponent - shift
  }

  /// x·2^power, in steps that each stay inside Double's range of powers of two.
  static func scaled<V>(_ x: V, byPowerOfTwo power: Int, vector: VectorOps<V>) -> V {
    var result = x
    var remaining = power
    while remaining != 0 {
      let step = max(-1000, min(1000, remaining))
      result = vector.scale(result, Double(sign: .plus, exponent: step, significand: 1))
      remaining -= step
    }
    return result
  }
}
