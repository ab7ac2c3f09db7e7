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
