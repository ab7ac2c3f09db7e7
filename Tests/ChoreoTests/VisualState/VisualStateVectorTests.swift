import Choreo
import ChoreoTestSupport
import Foundation
import Testing

/// The visual state is the one animatable value: a vector space whose arithmetic is
/// component-wise, so the animator springs every component on its own and a retarget keeps
/// each component's velocity.
@Suite struct VisualStateVectorTests {
  /// Critically damped closed form (ζ = 1): displacement and velocity at `t` from `x0`,
  /// `v0` (x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt)).
  func critical(_ spring: DampedSpring, x0: Double, v0: Double, at t: Double)
    -> (x: Double, v: Double)
  {
    let omega = (spring.stiffness / spring.mass).squareRoot()
    let decay = exp(-omega * t)
    return ((x0 + (v0 + omega * x0) * t) * decay, (v0 - omega * (v0 + omega * x0) * t) * decay)
  }

  @Test func arithmeticIsComponentWise() {
    let a = VisualState(
      opacity: 0.5, translation: Point2D(x: 1, y: 2), rotation: 3, perspective: 400,
      zIndex: 1, curl: 0.25)
    let b = VisualState(opacity: 0.25, translation: Point2D(x: 10, y: -2), perspective: 200)
    let sum = a + b
    #expect(sum.opacity == 0.75)
    #expect(sum.translation == Point2D(x: 11, y: 0))
    #expect(sum.scale == Size2D(width: 2, height: 2))
    #expect(sum.inversePerspective == 1.0 / 400 + 1.0 / 200)
    #expect(sum.anchor == Point2D(x: 1, y: 1))
    #expect(sum.zIndex == 1)
    #expect(sum.curl == 0.25)
    #expect(a - a == .zero)
    #expect(a + .zero == a)
    #expect(a.scaled(by: 2).rotation == 6)
    #expect(a.scaled(by: 2).curl == 0.5)
    // 0.25 + 1 + 4 + 1 + 1 + 9 + (1/400)² + 0.25 + 0.25 + 1 + 0.0625, summed by hand.
    #expect(isClose(a.magnitudeSquared, 17.8125 + 1.0 / 160_000, absolute: 1e-12))
    // The perspective is stored as its reciprocal: none is 0.
    #expect(VisualState.identity.inversePerspective == 0)
    #expect(VisualState.zero.perspective == .infinity)
  }

  /// The z order blends like any other component (the documented rule).
  @Test func zOrderBlendsLinearly() {
    let low = VisualState(zIndex: 0)
    let high = VisualState(zIndex: 2)
    #expect(low.interpolated(to: high, fraction: 0.25).zIndex == 0.5)
    #expect(low.interpolated(to: high, fraction: 1.5).zIndex == 3)
  }

  /// A visual state animated by the `Animator` with a gesture's velocity, retargeted
  /// mid-flight, keeps every component's velocity: each component follows the closed-form
  /// spring from where it was with the velocity it had.
  @Test func aRetargetedVisualStateAnimationKeepsItsVelocity() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var last = VisualState.identity
    let spring = DampedSpring.smooth
    let start = VisualState.identity
    let first = VisualState(
      opacity: 0.2, translation: Point2D(x: 300, y: -40), rotation: 1, perspective: 500,
      curl: 0.5)
    var fling = VisualState.zero
    fling.translation = Point2D(x: 1500, y: 0)
    fling.rotation = 4
    try animator.animate(
      "page", from: start, to: first, motion: .spring(spring), initialVelocity: fling,
      write: { last = $0 })
    clock.advance(by: 0.1)

    typealias Component = (name: String, get: (VisualState) -> Double)
    let components: [Component] = [
      ("opacity", \.opacity), ("x", \.translation.x), ("y", \.translation.y),
      ("rotation", \.rotation), ("1/perspective", \.inversePerspective), ("curl", \.curl),
    ]
    var atRetarget: [(x: Double, v: Double)] = []
    for c in components {
      let target = c.get(first)
      let motion = critical(
        spring, x0: c.get(start) - target, v0: c.get(fling), at: 0.1)
      #expect(isClose(c.get(last), target + motion.x, absolute: 1e-9), "\(c.name)")
      atRetarget.append((c.get(last), motion.v))
    }

    let second = VisualState(
      opacity: 1, translation: Point2D(x: -100, y: 20), rotation: -1, perspective: 250)
    try animator.animate(
      "page", from: start, to: second, motion: .spring(spring), write: { last = $0 })
    clock.advance(by: 0.05)
    for (c, state) in zip(components, atRetarget) {
      let target = c.get(second)
      let motion = critical(spring, x0: state.x - target, v0: state.v, at: 0.05)
      #expect(isClose(c.get(last), target + motion.x, absolute: 1e-9), "\(c.name)")
    }
    // Without the carried velocity x would be far from where it is.
    let x = components[1]
    let still = critical(spring, x0: atRetarget[1].x - x.get(second), v0: 0, at: 0.05)
    #expect(abs(last.translation.x - (x.get(second) + still.x)) > 10)
  }
}
