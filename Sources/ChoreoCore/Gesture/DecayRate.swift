import CLibM

// Policy: decay is exponential deceleration, UIScrollView's model: the velocity keeps a
// fraction r of itself every millisecond (`UIScrollView.DecelerationRate`: `.normal` 0.998,
// `.fast` 0.99). In continuous time, with k = −1000·ln r (per second):
//
//   v(t) = v0·r^(1000t) = v0·e^(−kt)
//   x(t) = x0 + v0·(r^(1000t) − 1)/(1000·ln r) = x0 + v0·(1 − e^(−kt))/k
//   rest = x0 + v0/k                   (the projection: where it comes to rest)
//
// Apple's sample code for "Designing Fluid Interfaces" (WWDC 2018, session 803) projects
// with (v0/1000)·r/(1 − r): the sum over whole milliseconds of a velocity multiplied by r
// at the end of each. It is the same model stepped once a millisecond; the continuous
// v0/k is the integral of v(t). They differ by the factor (1 − r)/(−r·ln r), 1 + 0.1 % at
// 0.998 (0.4990·v0 against 0.4995·v0 points), 1 + 0.5 % at 0.99. Choreo gives the
// continuous projection everywhere, because it is exactly where a decay leg (the same
// closed form) comes to rest.
//
// A decay never stops by itself. It counts as at rest once its speed falls under
// `restingSpeed` (0.5 value units a second, half a point on screen); a decay leg also waits
// until it is within 0.001 of its distance, as a spring leg does (see UnitStep).

/// How fast a decay loses speed: the fraction of its velocity kept every millisecond, as
/// `UIScrollView.DecelerationRate` gives it.
///
/// A value decaying from `x0` at velocity `v0` follows `x(t) = x0 + v0·(1 − e^(−kt))/k`
/// with `k = −1000·ln(rate)` (``decayConstant``), and comes to rest at `x0 + v0/k`
/// (``projection(of:velocity:)``).
///
/// ```swift
/// let rate = DecayRate.normal                         // 0.998 a millisecond
/// rate.projection(of: 100.0, velocity: 1000)          // ≈ 599.5: where a flick rests
/// rate.displacement(velocity: 1000.0, after: 0.25)    // ≈ 197.1 points in a quarter second
/// rate.settlingDuration(velocity: 1000)               // ≈ 3.797 s until under 0.5 pt/s
/// ```
public struct DecayRate: Sendable, Hashable, CustomStringConvertible {
  /// The fraction of the velocity kept each millisecond, 0 < r < 1.
  public let perMillisecond: Double
  /// k = −1000·ln r, per second: v(t) = v0·e^(−kt).
  public let decayConstant: Double

  /// UIScrollView's normal deceleration: 0.998 kept per millisecond.
  public static let normal = DecayRate(checked: 0.998)
  /// UIScrollView's fast deceleration: 0.99 kept per millisecond.
  public static let fast = DecayRate(checked: 0.99)

  /// The speed, value units a second, under which a decay counts as at rest: half a point
  /// a second on screen.
  public static let restingSpeed = 0.5

  /// A rate.
  ///
  /// - Parameter perMillisecond: The fraction of the velocity kept each millisecond, in
  ///   0 < r < 1 (0.998 is UIScrollView's normal, 0.99 its fast).
  /// - Throws: ``DecayError/rateOutOfRange(_:)`` for a rate outside (0, 1) or NaN, or one
  ///   so close to 0 or 1 that its decay constant is not a finite positive number.
  public init(perMillisecond: Double) throws(DecayError) {
    guard perMillisecond > 0, perMillisecond < 1 else { throw .rateOutOfRange(perMillisecond) }
    let k = -1000 * log(perMillisecond)
    guard k.isFinite, k > 0 else { throw .rateOutOfRange(perMillisecond) }
    self.perMillisecond = perMillisecond
    decayConstant = k
  }

  /// A rate known to be valid.
  package init(checked perMillisecond: Double) {
    self.perMillisecond = perMillisecond
    decayConstant = -1000 * log(perMillisecond)
  }

  /// The rate as a spec writes it: `normal`, `fast`, or the number.
  public var description: String {
    switch perMillisecond {
    case 0.998: return "normal"
    case 0.99: return "fast"
    default: return "\(perMillisecond)"
    }
  }

  // MARK: - The closed form

  /// The velocity `time` seconds into a decay that started at `velocity`: v0·e^(−kt).
  ///
  /// - Parameters:
  ///   - velocity: The velocity at the start, value units a second.
  ///   - time: Seconds since the start; negative times give `velocity`.
  /// - Returns: The velocity then.
  public func velocity<V: VectorSpace>(_ velocity: V, after time: Double) -> V {
    velocity.scaled(by: exp(-decayConstant * max(0, time)))
  }

  /// How far a decay that started at `velocity` has moved after `time` seconds:
  /// v0·(1 − e^(−kt))/k, written with `expm1` so that it keeps its digits at small times.
  ///
  /// - Parameters:
  ///   - velocity: The velocity at the start, value units a second.
  ///   - time: Seconds since the start; negative times give zero.
  /// - Returns: The displacement.
  public func displacement<V: VectorSpace>(velocity: V, after time: Double) -> V {
    velocity.scaled(by: -expm1(-decayConstant * max(0, time)) / decayConstant)
  }

  /// How far a decay from `velocity` travels before it comes to rest: v0/k.
  ///
  /// Apple's sample formula `(v/1000)·r/(1 − r)` is this model summed over whole
  /// milliseconds; it is 0.1 % shorter at the normal rate (see the policy in the source).
  ///
  /// - Parameter velocity: The velocity at the start, value units a second.
  /// - Returns: The distance to the resting point, in the velocity's direction.
  public func restingDisplacement<V: VectorSpace>(velocity: V) -> V {
    velocity.scaled(by: 1 / decayConstant)
  }

  /// Where a value moving at `velocity` comes to rest when it decays from here: its
  /// projection, x0 + v0/k.
  ///
  /// - Parameters:
  ///   - value: Where the value is now.
  ///   - velocity: Its velocity now, value units a second.
  /// - Returns: The resting value.
  public func projection<V: VectorSpace>(of value: V, velocity: V) -> V {
    value + restingDisplacement(velocity: velocity)
  }

  /// How long a decay from `velocity` takes to settle, falling under ``restingSpeed``:
  /// ln(|v0| / 0.5)/k, or 0 when it starts slower than that. The same word as a spring's
  /// ``DampedSpring/settlingDuration(epsilon:initialVelocity:)``: a duration from the
  /// start; the instant a track settles is its ``MotionTrack/settleTime``.
  ///
  /// - Parameter velocity: The velocity at the start (its magnitude), value units a second.
  /// - Returns: Seconds.
  public func settlingDuration(velocity: Double) -> Double {
    let speed = abs(velocity)
    guard speed > Self.restingSpeed else { return 0 }
    // Past about 9e307 the quotient overflows: the logarithms are taken apart there.
    let ratio = speed / Self.restingSpeed
    let logarithm = ratio.isFinite ? log(ratio) : log(speed) - log(Self.restingSpeed)
    return logarithm / decayConstant
  }

  /// When a decay from `velocity` has travelled `distance` (same sign), or `nil` when it
  /// comes to rest first: t = −ln(1 − distance·k/v0)/k.
  ///
  /// - Parameters:
  ///   - distance: How far, value units, in the direction of `velocity`.
  ///   - velocity: The velocity at the start, value units a second.
  /// - Returns: Seconds, or `nil` when the decay never gets that far.
  public func time(toTravel distance: Double, velocity: Double) -> Double? {
    if distance == 0 { return 0 }
    guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
    let remaining = 1 - distance * decayConstant / velocity
    guard remaining > 0 else { return nil }
    return -log(remaining) / decayConstant
  }

  // MARK: - Snapping

  /// The point of `points` nearest where a value moving at `velocity` comes to rest (the
  /// first of two at the same distance): the snap point a flick picks.
  ///
  /// ```swift
  /// // A card at 0 flung at 1000 pt/s toward snap points every 300 points (rests at 499.5):
  /// try DecayRate.normal.snapPoint(among: [0, 300, 600], from: 0, velocity: 1000)  // 600
  /// ```
  ///
  /// - Parameters:
  ///   - points: The snap points, finite, in any order.
  ///   - value: Where the value is now.
  ///   - velocity: Its velocity, value units a second.
  /// - Returns: The nearest point to ``projection(of:velocity:)``.
  /// - Throws: ``DecayError`` for no points, or a value, velocity or point that is not
  ///   finite.
  public func snapPoint(among points: [Double], from value: Double, velocity: Double)
    throws(DecayError) -> Double
  {
    guard value.isFinite else { throw .nonFinite(what: "the value", value: "\(value)") }
    guard velocity.isFinite else { throw .nonFiniteVelocity("\(velocity)") }
    guard !points.isEmpty else { throw .noSnapPoints }
    for point in points where !point.isFinite {
      throw .nonFinite(what: "a snap point", value: "\(point)")
    }
    return points[nearestIndex(among: points, toRestOf: value, velocity: velocity)]
  }

  /// The index of the point of `points` nearest where a value moving at `velocity` comes
  /// to rest: ``snapPoint(among:from:velocity:)`` for positions of any vector type (a
  /// radial layout's item centres, a tab switcher's pages).
  ///
  /// - Parameters:
  ///   - points: The positions, finite.
  ///   - value: Where the value is now.
  ///   - velocity: Its velocity, value units a second.
  /// - Returns: The index of the nearest position (the first of two at the same distance).
  /// - Throws: ``DecayError`` for no points, or a value, velocity or point that is not
  ///   finite.
  public func snapIndex<V: VectorSpace>(among points: [V], from value: V, velocity: V)
    throws(DecayError) -> Int
  {
    guard value.hasFiniteComponents else {
      throw .nonFinite(what: "the value", value: "\(value)")
    }
    guard velocity.hasFiniteComponents else { throw .nonFiniteVelocity("\(velocity)") }
    guard !points.isEmpty else { throw .noSnapPoints }
    for point in points where !point.hasFiniteComponents {
      throw .nonFinite(what: "a snap point", value: "\(point)")
    }
    return nearestIndex(among: points, toRestOf: value, velocity: velocity)
  }

  /// The index of the point of `points` nearest where `value` moving at `velocity` comes to
  /// rest, the first of two at the same distance: the one comparison behind
  /// ``snapPoint(among:from:velocity:)``, ``snapIndex(among:from:velocity:)`` and a scroll
  /// snap's target.
  ///
  /// The distances are compared as |p − rest|² while that is finite (magnified by 2⁶⁰⁰ when
  /// the nearest is so close that its square may underflow). Where the projection or a
  /// squared distance overflows, they are compared through lengths and directions, which
  /// stay in range: |q|² − 2⟨q, w⟩ with q = p − value and w = v/k the resting
  /// displacement, scaled by a positive factor, so a projection far beyond every point
  /// picks the one furthest along the velocity.
  ///
  /// - Parameters:
  ///   - points: The positions, not empty, every component finite.
  ///   - value: Where the value is now, finite.
  ///   - velocity: Its velocity, finite.
  /// - Returns: The index of the nearest position.
  /// - Complexity: O(n) for n points.
  package func nearestIndex<V: VectorSpace>(among points: [V], toRestOf value: V, velocity: V)
    -> Int
  {
    precondition(!points.isEmpty, "snapping needs at least one point")
    let rest = projection(of: value, velocity: velocity)
    var best = 0
    var bestDistance = Double.infinity
    var overflowed = !rest.hasFiniteComponents
    for (index, point) in points.enumerated() where !overflowed {
      let distance = (point - rest).magnitudeSquared
      if !distance.isFinite { overflowed = true }
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    if !overflowed && bestDistance < 0x1p-900 {
      // The nearest squares may have underflowed to 0: compare them magnified by 2⁶⁰⁰.
      bestDistance = .infinity
      for (index, point) in points.enumerated() {
        let distance = (point - rest).scaled(by: 0x1p600).magnitudeSquared
        if distance < bestDistance {
          best = index
          bestDistance = distance
        }
      }
    }
    guard overflowed else { return best }
    // Where the projection or a square overflows: with q = p − value (halved, so that the
    // difference cannot overflow), m = |q/2|, û its direction and c = ⟨û, v̂⟩, the squared
    // distance to the rest is |q|² − 2⟨q, w⟩ + |w|², w = v/k; less |w|² and divided by
    // 4|w| = 4|v|/k it is m·(m·k/|v| − c), which no finite input overflows.
    let (speed, heading) = Self.lengthAndDirection(velocity)
    var bestKey = Double.infinity
    best = 0
    for (index, point) in points.enumerated() {
      let (m, direction) = Self.lengthAndDirection(point.scaled(by: 0.5) - value.scaled(by: 0.5))
      let key: Double
      if m == 0 {
        key = 0
      } else if speed == 0 {
        key = m
      } else {
        // c by the polarisation identity on the two unit vectors.
        let c =
          ((direction + heading).magnitudeSquared - (direction - heading).magnitudeSquared) / 4
        key = m * (m / speed * decayConstant - c)
      }
      if key < bestKey {
        best = index
        bestKey = key
      }
    }
    return best
  }

  /// The length of `vector` and `vector` scaled to length 1 (zero stays zero), with its
  /// square taken at a scale where it neither overflows nor underflows.
  private static func lengthAndDirection<V: VectorSpace>(_ vector: V) -> (length: Double, unit: V) {
    let squared = vector.magnitudeSquared
    let scale: Double = !squared.isFinite ? 0x1p-600 : squared < 0x1p-900 ? 0x1p600 : 1
    let scaled = vector.scaled(by: scale)
    let root = scaled.magnitude
    guard root > 0 else { return (0, vector) }
    return (root / scale, scaled.scaled(by: 1 / root))
  }
}
