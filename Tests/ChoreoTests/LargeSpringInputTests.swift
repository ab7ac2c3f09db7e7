import Choreo
import ChoreoTesting
import Testing

/// Springs driven by large finite inputs (distances and velocities whose squares or
/// products pass Double's range) animate to a finite end, or throw: they never trap.
@Suite struct LargeSpringInputTests {
  /// Every sample of a track from its start to past its settle time is finite, and the
  /// settle time itself is finite.
  private func expectFinite(
    _ track: MotionTrack<Double>, from start: Double, _ label: String
  ) {
    let end = track.settleTime
    #expect(end.isFinite && end >= start, "\(label): settle time \(end)")
    guard end.isFinite else { return }
    for step in 0...8 {
      let time = start + (end - start) * Double(step) / 8
      let value = track.value(at: time)
      let velocity = track.velocity(at: time)
      #expect(value.isFinite && velocity.isFinite, "\(label) at \(time): \(value) \(velocity)")
    }
  }

  /// The first reproduction: an animator spring thrown at 1e155 units a second.
  @Test func animatorSpringWithAHugeVelocity() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var last = Double.nan
    _ = try animator.animate(
      "x", from: 0.0, to: 1, motion: .spring(.bouncy), initialVelocity: 1e155,
      write: { last = $0 })
    clock.advance(by: 0.5)
    #expect(last.isFinite, "value at 0.5 s: \(last)")
  }

  /// The third reproduction, and its mirror images: a distance and a velocity
  /// each near the top of Double's range, in every combination of signs.
  @Test(arguments: [1e155, -1e155, 1e300, -1e300])
  func trackRetargetsFarAndFast(target: Double) throws {
    for velocity in [target, -target, 1e155, 0] {
      var track = MotionTrack(at: 0.0)
      try track.retarget(to: target, motion: .spring(.bouncy), at: 0, velocity: velocity)
      expectFinite(track, from: 0, "target \(target) velocity \(velocity)")
    }
  }

  /// A velocity so large beside the distance that their ratio passes Double's range
  /// (1e300 units a second to travel 1e-300): the spring still ends.
  @Test func velocityBesideATinyDistance() throws {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 1e-300, motion: .spring(.smooth), at: 0, velocity: 1e300)
    expectFinite(track, from: 0, "1e-300 at 1e300")
    var still = MotionTrack(at: 5.0)
    try still.retarget(to: 5, motion: .spring(.smooth), at: 0, velocity: 1.7e308)
    expectFinite(still, from: 0, "no distance at 1.7e308")
  }

  /// The second reproduction: a smoother asked to follow a target 1e155 away.
  @Test func smootherFollowsAFarTarget() throws {
    var smoother = ScrollSmoother(spring: .smooth)
    try smoother.follow(1e155, at: 0)
    for time in [0.0, 0.1, 1, 10] {
      #expect(smoother.value(at: time).isFinite && smoother.velocity(at: time).isFinite)
    }
  }

  /// The fourth reproduction: a drag of one point in 1e-160 s, released to snap.
  @Test func snapAfterAnInstantDrag() throws {
    var scroll = ScriptedScroll()
    try scroll.scroll(to: 1, at: 0, over: 1e-160)
    try scroll.release(at: 1e-160, snap: ScrollSnap(points: [0, 400]))
    for time in [1e-160, 0.1, 1, 10, 100] {
      let state = scroll.state(at: time)
      #expect(state.offset.isFinite && state.velocity.isFinite, "at \(time): \(state)")
    }
  }
}
