import CLibM

// Policy: how a `Motion` plays as one Core Animation animation, decided here so the UIKit
// adapter only copies numbers into `CABasicAnimation` / `CASpringAnimation` /
// `CAKeyframeAnimation`.
//
//   cubic Bézier, linear -> basic animation with `CAMediaTimingFunction(controlPoints:)`
//   spring               -> spring animation (mass, stiffness, damping, initialVelocity),
//                           `duration` = Choreo's settling time of that spring
//   steps(), linear(...) -> keyframe animation (exact; see SampledKeyframes)
//   zero duration        -> no animation: set the model value at once (a Core Animation
//                           duration of 0 means the default 0.25 s, CAMediaTiming.duration)
//
// Timing maps onto CAMediaTiming one to one, because `Motion`'s timing model is Core
// Animation's: `speed` is the animation's speed; the delay is wall time, so it goes into
// `beginTime` (the parent's time, unscaled by the animation's own speed); a cycle with
// autoreverse is forward then back, as CAMediaTiming.autoreverses plays it; and a motion
// that repeats forever gets `Float.greatestFiniteMagnitude`, which CAMediaTiming.repeatCount
// documents as "repeat forever". An undamped spring never settles: its duration is the
// largest finite time instead of infinity.

/// How a ``Motion`` plays as one Core Animation animation.
///
/// ```swift
/// let plan = Motion.spring(duration: 0.5, bounce: 0.3).coreAnimationPlan
/// if case .spring(let spring) = plan.kind { spring.stiffness }  // 16π²
/// plan.duration  // the spring's settling time
/// ```
package struct CoreAnimationPlan: Sendable, Hashable {
  /// Which animation class plays the motion, with its own parameters.
  package enum Kind: Sendable, Hashable {
    /// No animation: the value is set at once.
    case immediate
    /// A `CABasicAnimation` paced by this timing function.
    case basic(BezierControlPoints)
    /// A `CASpringAnimation` with these constants.
    case spring(PlatformSpringParameters)
    /// A `CAKeyframeAnimation` of the unit step (values between 0 and 1, to be mapped
    /// onto the animated property's from and to values).
    case keyframes(SampledKeyframes<Double>)
  }

  /// Which animation class plays the motion.
  package var kind: Kind
  /// `CAMediaTiming.duration`: one iteration, in the animation's local time.
  package var duration: Double
  /// Seconds from now to add to `beginTime`.
  package var delay: Double
  /// `CAMediaTiming.speed`.
  package var speed: Double
  /// `CAMediaTiming.repeatCount`: cycles, or `Float.greatestFiniteMagnitude` for ever.
  package var repeatCount: Float
  /// `CAMediaTiming.autoreverses`.
  package var autoreverses: Bool
}

extension Motion {
  /// How this motion plays as one Core Animation animation.
  package var coreAnimationPlan: CoreAnimationPlan {
    let kind: CoreAnimationPlan.Kind
    switch self.kind {
    case .timing(let curve, let duration):
      if duration == 0 {
        kind = .immediate
      } else if let points = curve.bezierControlPoints {
        kind = .basic(points)
      } else {
        kind = .keyframes(curve.sampledKeyframes())
      }
    case .spring(let spring, let velocity):
      kind = .spring(spring.platformParameters(initialVelocity: velocity))
    case .decay(let rate):
      kind = .keyframes(rate.unitStepKeyframes(over: iterationDuration))
    }
    let count: Float
    switch repeatCount {
    case .times(let times): count = Float(times)
    case .forever: count = .greatestFiniteMagnitude
    }
    return CoreAnimationPlan(
      kind: kind,
      duration: iterationDuration.isFinite ? iterationDuration : .greatestFiniteMagnitude,
      delay: delay, speed: speed, repeatCount: count, autoreverses: autoreverses)
  }
}

extension DecayRate {
  /// How many keyframe segments a decay's unit step is played in: with cubic Hermite pieces
  /// the largest error over one iteration (ln 1000 / k) is (ln 1000 / n)⁴/384 ≈ 9e-5 of
  /// the distance for 16.
  static let keyframeSegments = 16

  /// The unit step 1 − e^(−kt) over `duration` as keyframes: each segment a cubic Bézier
  /// timing function with its x controls at 1/3 and 2/3 (so time runs linearly) and its y
  /// controls on the exact end slopes (a cubic Hermite piece). The last value is 1, where
  /// the motion snaps at the end of its iteration.
  package func unitStepKeyframes(over duration: Double) -> SampledKeyframes<Double> {
    let count = Self.keyframeSegments
    let k = decayConstant
    let times = (0...count).map { $0 == count ? 1 : Double($0) / Double(count) }
    var values = times.map { -expm1(-k * $0 * duration) }
    values[count] = 1
    var functions: [BezierControlPoints] = []
    for index in 0..<count {
      let span = (times[index + 1] - times[index]) * duration
      let rise = values[index + 1] - values[index]
      let slope0 = k * exp(-k * times[index] * duration)
      let slope1 = k * exp(-k * times[index + 1] * duration)
      let y1 = rise > 0 ? slope0 * span / (3 * rise) : 1.0 / 3
      let y2 = rise > 0 ? 1 - slope1 * span / (3 * rise) : 2.0 / 3
      functions.append(BezierControlPoints(1.0 / 3, y1, 2.0 / 3, y2))
    }
    return SampledKeyframes(
      interpolation: .linear, keyTimes: times, values: values, timingFunctions: functions)
  }
}
