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
