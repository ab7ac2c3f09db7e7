// Policy: a motion taken apart once for every target: the easing of one iteration (the
// curve itself where CSS has it, else the fewest-stops fit of the exact iteration, ending
// exactly on 1 as the motion does), the
// spring in mass-1 form with the speed folded in, and the timing in wall-clock seconds as
// CSS and Web Animations count it. What each target can play exactly is decided here, in
// one place, so the writers only print.
import CLibM

/// A motion taken apart for export: its easing over one iteration (exact or fitted), the
/// exact spring where it is one, and its timing in wall-clock seconds.
struct ExportPlan: Sendable {
  /// The easing of one iteration.
  enum Easing: Sendable {
    /// A CSS easing function the motion plays exactly.
    case exact(TimingCurve)
    /// The fewest-stops `linear()` fitted to the motion's exact iteration.
    case fitted(LinearFit)
    /// None: the target plays the motion's spring itself (Compose, Android).
    case unused
  }

  /// The easing of one iteration, for targets that take an easing.
  let easing: Easing
  /// The spring, with its initial velocity per second of wall time and the same speed
  /// folded into its constants, when the motion is one (Compose and Android play it
  /// exactly).
  let spring: (spring: DampedSpring, velocity: Double)?
  /// The decay, with its rate constant per second of wall time (speed folded in), when the
  /// motion is one: Compose's `exponentialDecay` and Android's `FlingAnimation` play it
  /// exactly as a fling, beside the fitted easing.
  let decay: (rate: DecayRate, constant: Double)?
  /// What the motion is, in spec syntax, for comments: `spring(duration: 0.5, bounce: 0.3)`.
  let source: String
  /// Seconds of one iteration in wall time (local duration ÷ speed).
  let duration: Double
  /// Seconds before the first iteration.
  let delay: Double
  /// Iterations as CSS counts them (each direction of an autoreversing cycle is one);
  /// `nil` for without end. Unsigned: twice `Int.max` cycles still fits.
  let iterations: UInt64?
  /// Whether iterations alternate direction.
  let alternates: Bool
  /// The motion's speed (folded into `duration` and the constants already; for messages).
  let speed: Double
  /// For Compose, which takes the fitted stops as `Float`: the largest deviation measured
  /// with the stops rounded to `Float`, as Compose holds them; `nil` otherwise.
  let floatDeviation: Double?
  /// For design tokens, whose one easing type is `cubicBezier`: the Bézier nearest a
  /// motion that has no Bézier form, with its deviation; `nil` otherwise.
  let bezier: BezierFit?

  /// Plans `motion` for `target`.
  ///
  /// A new kind of motion needs one more case below: its source text, its iteration's
  /// length and its exact iteration handed to `fitted(_:)`, which every target can play.
  init(
    _ motion: Motion, for target: MotionExportTarget, tolerance: Double,
    iterationDuration: Double?
  ) throws(MotionExportError) {
    delay = motion.delay
    switch motion.repeatCount {
    case .forever: iterations = nil
    case .times(let count): iterations = UInt64(count) * (motion.autoreverses ? 2 : 1)
    }
    alternates = motion.autoreverses
    speed = motion.speed
    // A fitted spring or decay plays until it is within half the tolerance of its end (at
    // most Motion's 0.001), so that the fit's last stop rises to 1 with no jump.
    let landingBand = min(Motion.settlingEpsilon, tolerance / 2)
    // Checked before any fit, so that a refusal costs nothing.
    if let problem = Self.timingProblem(delay: delay, iterations: iterations, target: target) {
      throw .notRepresentable(target, problem)
    }
    /// The fewest-stops fit of an exact iteration that lands on 1 (the motion snaps to its
    /// end when the iteration ends), or the error that says none exists.
    func fitted(_ source: String, _ iteration: (Double) -> Double) throws(MotionExportError)
      -> Easing
    {
      guard let fit = LinearFit.fit(tolerance: tolerance, landing: 1, iteration) else {
        throw .cannotMeetTolerance(source, tolerance)
      }
      return .fitted(fit)
    }
    /// The Bézier nearest the exact iteration (landing on 1 where the motion does), for
    /// design tokens only.
    func nearestBezier(_ iteration: (Double) -> Double) -> BezierFit? {
      target == .tokens ? BezierFit.fit(iteration) : nil
    }
    switch motion.kind {
    case .timing(let curve, let length):
      bezier = curve.bezierControlPoints == nil ? nearestBezier { curve.value(at: $0) } : nil
      easing = .exact(curve)
      spring = nil
      decay = nil
      source = curve.description
      duration = length / speed
    case .decay(let rate):
      // The unit step 1 − e^(−kt) over its iteration (ln(1/band) / k, where it is within the
      // landing band of 1) rounded up to a whole millisecond, or the given duration.
      source = "decay(rate: \(rate))"
      let k = rate.decayConstant
      let local =
        iterationDuration ?? max((log(1 / landingBand) / k * 1000).rounded(.up), 1) / 1000
      spring = nil
      decay = (rate, k * speed)
      duration = local / speed
      easing = try fitted(source) { x in -expm1(-k * x * local) }
      bezier = nearestBezier { x in x >= 1 ? 1 : -expm1(-k * x * local) }
    case .spring(let dampedSpring, let velocity):
      decay = nil
      source = MotionSpec.spring(dampedSpring, initialVelocity: velocity).description
      let playsSpring =
        target == .android || (target == .compose && delay == 0 && iterations == 1)
      var length = iterationDuration
      if length == nil {
        // A spring played as a spring keeps Motion's own band (its length is not written).
        let settling = dampedSpring.settlingDuration(
          epsilon: playsSpring ? Motion.settlingEpsilon : landingBand, initialVelocity: velocity)
        guard settling.isFinite else { throw .neverSettles(source) }
        // Whole milliseconds, rounded up: the spring is still settled there, and every
        // target can state the length exactly.
        length = max((settling * 1000).rounded(.up), 1) / 1000
      }
      let local = length!
      // Playing at `speed` is the spring with time scaled: x(speed·t) solves
      // x″ + (c/m)·speed·x′ + (k/m)·speed²·x = 0, the same damping ratio.
      let stiffness = dampedSpring.stiffness / dampedSpring.mass * speed * speed
      let damping = dampedSpring.damping / dampedSpring.mass * speed
      guard stiffness > 0 && stiffness.isFinite && damping.isFinite else {
        throw .notRepresentable(
          target, "its stiffness per unit mass at speed \(speed), \(stiffness), is out of range")
      }
      spring = (DampedSpring(mass: 1, stiffness: stiffness, damping: damping), velocity * speed)
      duration = local / speed
      func iteration(_ x: Double) -> Double {
        dampedSpring.value(at: x * local, initialVelocity: velocity)
      }
      easing = playsSpring ? .unused : try fitted(source, iteration)
      bezier = nearestBezier { x in x >= 1 ? 1 : iteration(x) }
      if target == .compose, case .fitted(let fit) = easing {
        floatDeviation = fit.deviation(asFloat: true) { x in x >= 1 ? 1 : iteration(x) }
        return
      }
    }
    floatDeviation = nil
  }

  /// The measured deviation of what `target` plays: 0 where it plays the exact function.
  func deviation(for target: MotionExportTarget) -> Double {
    if target == .android && decay != nil { return 0 }
    if case .fitted(let fit) = easing, !playsSpringExactly(on: target) {
      return target == .compose ? floatDeviation ?? fit.largestDeviation : fit.largestDeviation
    }
    return 0
  }

  /// Whether `target` plays the spring as a spring: Android always (SpringForce), Compose
  /// when there is no delay or repeat (a Compose `spring()` has neither).
  func playsSpringExactly(on target: MotionExportTarget) -> Bool {
    guard spring != nil else { return false }
    switch target {
    case .android: return true
    case .compose: return delay == 0 && iterations == 1
    default: return false
    }
  }

  /// What `target` cannot print of this plan, if anything, beyond the timing problems the
  /// plan refused when it was made: the duration must be a finite number in the target's unit
  /// (seconds for CSS, milliseconds elsewhere), every constant finite, and a steps()
  /// polyline at most ``largestPolyline`` points where the target has no steps() (Android).
  func printProblem(for target: MotionExportTarget) -> String? {
    let unit = target == .css ? 1.0 : 1000
    let unitName = target == .css ? "seconds" : "milliseconds"
    if !duration.isFinite {
      return "its duration at speed \(speed) is longer than a number of seconds holds;"
        + " give a faster speed"
    }
    if !(duration * unit).isFinite {
      return "its duration of \(duration) s is more \(unitName) than a number holds;"
        + " give a shorter duration"
    }
    if target == .tokens {
      var constants: [(String, Double)] = []
      if let (spring, velocity) = spring {
        constants = [
          ("stiffness", spring.stiffness), ("damping", spring.damping),
          ("damping ratio", spring.dampingRatio), ("initial velocity", velocity),
        ]
      }
      if let (_, constant) = decay { constants.append(("decay constant", constant)) }
      for (name, value) in constants where !value.isFinite {
        return "its \(name) at this speed is beyond Double's range; use a slower speed"
      }
    }
    if target == .android, case .exact(let curve) = easing,
      case .steps(let count, _) = curve.storage, count > Self.largestPolyline / 2 - 1
    {
      return "\(curve.description) has no Android form: its pathInterpolator would need"
        + " \(count) steps, two points each, more than the \(Self.largestPolyline) points"
        + " written at most; use fewer steps, or the Easing of --to compose"
    }
    return nil
  }

  /// What `target` cannot print of a motion's delay and repeats, known before any fit: a
  /// delay that is not finite in the target's unit, a repeat count past 2⁵³ in JSON, or
  /// past Kotlin's `Int` as Compose (iterations) and Android (repeats after the first)
  /// write it.
  static func timingProblem(delay: Double, iterations: UInt64?, target: MotionExportTarget)
    -> String?
  {
    let unit = target == .css ? 1.0 : 1000
    if !(delay * unit).isFinite {
      return "its delay of \(delay) s is more \(target == .css ? "seconds" : "milliseconds")"
        + " than a number holds; give a shorter delay"
    }
    guard let count = iterations else { return nil }
    if (target == .waapi || target == .tokens) && count > 1 << 53 {
      return "its \(count) iterations are more than 2^53, the largest whole number a JSON"
        + " reader holds exactly; repeat it fewer times, or use repeatForever()"
    }
    // Compose counts iterations; Android's repeatCount is the repeats after the first.
    if (target == .compose || target == .android)
      && count - (target == .android ? 1 : 0) > UInt64(Int32.max)
    {
      return "its \(count) iterations are more than an Int holds (2147483647"
        + "\(target == .android ? " repeats" : "")); repeat it fewer times, or use"
        + " repeatForever()"
    }
    return nil
  }

  /// The most points an exported polyline holds (a steps() curve written as a path): a
  /// steps(4999) at most.
  static let largestPolyline = 10_000

  /// What Compose or Android cannot hold of this plan, if anything: each constant they
  /// take as a `Float` must stay finite and non-zero when it is not zero, each duration
  /// must be at most 2³¹ − 1 whole milliseconds (Kotlin's `Int`).
  func kotlinProblem(for target: MotionExportTarget) -> String? {
    guard target == .compose || target == .android else { return nil }
    var floats: [(String, Double)] = []
    if playsSpringExactly(on: target), let (spring, velocity) = spring {
      floats = [
        ("stiffness", spring.stiffness), ("damping ratio", spring.dampingRatio),
        ("velocity", velocity),
      ]
    } else {
      switch easing {
      case .exact(let curve):
        if let p = curve.bezierControlPoints {
          floats = [("x1", p.x1), ("y1", p.y1), ("x2", p.x2), ("y2", p.y2)]
        } else if case .piecewiseLinear(let points) = curve.storage {
          floats = (points.inputs + points.outputs).map { ("linear() stop", $0) }
        }
      case .fitted(let fit):
        floats = (fit.inputs + fit.outputs).map { ("linear() stop", $0) }
      case .unused:
        break
      }
      for (name, seconds) in [("duration", duration), ("delay", delay)]
      where (seconds * 1000).rounded() > Double(Int32.max) {
        return "its \(name) of \(seconds) s is more than 2147483647 ms, the most an Int holds"
      }
    }
    if let (_, constant) = decay {
      floats.append(("friction", constant / 4.2))
    }
    for (name, value) in floats {
      let float = Float(value)
      if !float.isFinite || (float == 0 && value != 0) {
        return "its \(name) \(value) is beyond Float's range (about 1.2e-38...3.4e38)"
      }
    }
    return nil
  }

  /// Whether anything beyond one plain iteration must be said (delay, repeat, reverse).
  var hasTiming: Bool { delay > 0 || iterations != 1 || alternates }

  /// The CSS easing text.
  var cssEasing: String {
    switch easing {
    case .exact(let curve): return curve.description
    case .fitted(let fit): return fit.css
    case .unused: preconditionFailure("a CSS easing was asked of a plan for \(source) without one")
    }
  }
}
