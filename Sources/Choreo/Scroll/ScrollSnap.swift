// Policy: snapping chooses the snap point nearest to where the content *would* come to
// rest if it kept decelerating from the release velocity, then springs to it carrying the
// release velocity over. The projection is ChoreoCore's `DecayRate.projection`:
// UIScrollView's deceleration model (WWDC 2018 session 803, "Designing Fluid Interfaces";
// the velocity keeps `rate` of itself every millisecond) in continuous time, so the
// distance still to travel is v / (−1000·ln rate), 0.4995·v for `.normal` (0.998) and
// 0.0995·v for `.fast` (0.99); Apple's sample sums whole milliseconds, 0.1 % less. A slow release picks
// the point nearest where the finger let go; a fast fling carries past the middle to the
// next point. The spring motion is the damped oscillator's closed form in state form
// (ChoreoCore's SpringTransfer): offset(t) = target + pp(t)·(release − target) + pv(t)·v0.

/// Snap points along a scroll axis, and the spring that settles on them after release.
///
/// ```swift
/// // A header that is either open (offset 0) or closed (offset 400).
/// let snap = try ScrollSnap(points: [0, 400])
/// try snap.target(releasedAt: 150, velocity: 0)      // 0: nearer to open
/// try snap.target(releasedAt: 150, velocity: 1200)   // 400: the fling carries past 200
/// let motion = try snap.motion(releasedAt: 150, velocity: 1200)
/// motion.offset(at: 0.1)                             // on its way, velocity handed over
/// ```
public struct ScrollSnap: Sendable, Hashable {
  /// UIScrollView's normal deceleration rate: the velocity keeps 99.8 % each millisecond.
  public static let normalDeceleration = 0.998
  /// UIScrollView's fast deceleration rate: 99 % each millisecond.
  public static let fastDeceleration = 0.99

  /// The snap points, sorted ascending.
  public let points: [Double]
  /// The spring that settles on the chosen point.
  public var spring: DampedSpring
  /// The fraction of velocity kept every millisecond when projecting the release.
  public let decelerationRate: Double

  /// Creates snap points.
  ///
  /// - Parameters:
  ///   - points: At least one finite offset, in any order (duplicates are merged).
  ///   - spring: The settling spring; `.smooth` (no bounce) by default.
  ///   - decelerationRate: In 0..<1; ``normalDeceleration`` by default.
  /// - Throws: ``ScrollError/noSnapPoints``, ``ScrollError/notFinite(what:value:)`` for a
  ///   non-finite point, or ``ScrollError/outOfRange(what:value:expected:)`` for a rate outside
  /// 0..<1.
  public init(
    points: [Double], spring: DampedSpring = .smooth,
    decelerationRate: Double = ScrollSnap.normalDeceleration
  ) throws(ScrollError) {
    guard !points.isEmpty else { throw .noSnapPoints }
    for point in points where !point.isFinite {
      throw .notFinite(what: "a snap point", value: point)
    }
    guard decelerationRate >= 0, decelerationRate < 1 else {
      throw .outOfRange(
        what: "the deceleration rate", value: decelerationRate, expected: "0..<1 (0.998 is normal)")
    }
    self.points = Array(Set(points)).sorted()
    self.spring = spring
    self.decelerationRate = decelerationRate
  }

  /// Where the content would come to rest decelerating freely from a release.
  ///
  /// - Parameters:
  ///   - offset: The offset at release.
  ///   - velocity: The velocity at release, points per second (positive scrolls toward
  ///     larger offsets).
  /// - Returns: ``/ChoreoCore/DecayRate/projection(of:velocity:)``: `offset + velocity / k`,
  ///   k = −1000·ln(rate), where a decay from the release comes to rest.
  public func projectedOffset(releasedAt offset: Double, velocity: Double) -> Double {
    guard let rate = try? DecayRate(perMillisecond: decelerationRate) else { return offset }
    return rate.projection(of: offset, velocity: velocity)
  }

  /// The snap point a release settles on: the one nearest the projected rest offset (the
  /// lower one on an exact tie).
  ///
  /// - Parameters:
  ///   - offset: The offset at release.
  ///   - velocity: The velocity at release, points per second.
  /// - Returns: A snap point.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite offset or
  ///   velocity.
  public func target(releasedAt offset: Double, velocity: Double) throws(ScrollError) -> Double {
    guard offset.isFinite else { throw .notFinite(what: "the release offset", value: offset) }
    guard velocity.isFinite else {
      throw .notFinite(what: "the release velocity", value: velocity)
    }
    // DecayRate's comparison, which keeps its answer where the projection or a distance
    // overflows; a rate of 0 stops at once, at the point nearest the release.
    guard let rate = try? DecayRate(perMillisecond: decelerationRate) else {
      return points[DecayRate.normal.nearestIndex(among: points, toRestOf: offset, velocity: 0)]
    }
    return points[rate.nearestIndex(among: points, toRestOf: offset, velocity: velocity)]
  }

  /// The spring motion from a release to its snap point, carrying the release velocity.
  ///
  /// - Parameters:
  ///   - offset: The offset at release.
  ///   - velocity: The velocity at release, points per second.
  ///   - reducedMotion: ``/ChoreoCore/ReducedMotionPolicy/full`` springs as configured,
  ///     ``/ChoreoCore/ReducedMotionPolicy/reduced`` on the spring's reduced form (no bounce, at
  /// most
  ///     0.2 s), ``/ChoreoCore/ReducedMotionPolicy/instant`` jumps to the snap point.
  /// - Returns: The motion; its offset at time 0 is `offset` and its velocity `velocity`.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite offset or
  ///   velocity.
  public func motion(
    releasedAt offset: Double, velocity: Double, reducedMotion: ReducedMotionPolicy = .full
  ) throws(ScrollError) -> ScrollSnapMotion {
    let target = try target(releasedAt: offset, velocity: velocity)
    return ScrollSnapMotion(
      from: offset, to: target, velocity: velocity, spring: spring, reducedMotion: reducedMotion)
  }
}

/// The settling motion after a release: a spring from the release offset to a snap point
/// that starts with the release velocity (one ``/ChoreoCore/MotionLeg``).
public struct ScrollSnapMotion: Sendable, Hashable {
  /// The offset at release.
  public let from: Double
  /// The snap point.
  public let to: Double
  /// The velocity at release, points per second.
  public let initialVelocity: Double
  /// The spring.
  public let spring: DampedSpring
  /// How much motion the snap uses.
  public let reducedMotion: ReducedMotionPolicy
  private let leg: MotionLeg<Double>

  /// Creates a motion.
  ///
  /// - Parameters:
  ///   - from: The offset at release.
  ///   - to: The snap point.
  ///   - velocity: The release velocity, points per second.
  ///   - spring: The spring.
  ///   - reducedMotion: The reduced-motion policy; full by default.
  /// - Precondition: the offsets and velocity are finite.
  public init(
    from: Double, to: Double, velocity: Double, spring: DampedSpring,
    reducedMotion: ReducedMotionPolicy = .full
  ) {
    precondition(
      from.isFinite && to.isFinite && velocity.isFinite,
      "a snap motion needs finite offsets and velocity, got \(from) → \(to) at \(velocity)")
    self.from = from
    self.to = to
    self.initialVelocity = velocity
    self.spring = spring
    self.reducedMotion = reducedMotion
    let motion = Motion.spring(spring).allowed(by: reducedMotion)
    var track = MotionTrack(at: from, time: 0)
    track.retargetChecked(to: to, motion: motion, at: 0, velocity: velocity)
    leg = track.legs[0]
  }

  /// The offset `time` seconds after release (negative times give the release offset),
  /// exactly the snap point once settled.
  ///
  /// - Parameter time: Seconds since release.
  /// - Returns: `to + pp·(from − to) + pv·v0` while moving.
  public func offset(at time: Double) -> Double { leg.value(at: time) }

  /// The velocity `time` seconds after release, points per second.
  ///
  /// - Parameter time: Seconds since release.
  /// - Returns: `vp·(from − to) + vv·v0` while moving; 0 once settled.
  public func velocity(at time: Double) -> Double { leg.velocity(at: time) }

  /// When the motion is exactly at the snap point for good, seconds since release.
  public var settleTime: Double { leg.endTime }

  /// Equal when made from the same release, snap point, spring and policy.
  public static func == (lhs: ScrollSnapMotion, rhs: ScrollSnapMotion) -> Bool {
    lhs.from == rhs.from && lhs.to == rhs.to && lhs.initialVelocity == rhs.initialVelocity
      && lhs.spring == rhs.spring && lhs.reducedMotion == rhs.reducedMotion
  }

  /// Hashes what equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(from)
    hasher.combine(to)
    hasher.combine(initialVelocity)
    hasher.combine(spring)
    hasher.combine(reducedMotion)
  }
}
