import ChoreoTestSupport
import Testing

@testable import ChoreoCore

/// The platforms' velocity units, from their documentation:
/// - `UISpringTimingParameters.initialVelocity` (UIKit): "each component specifies the
///   initial rate of change along the respective x and y axes, normalized to the total
///   distance of the animation": a view 200 points from its target moving at 100 pt/s has
///   an initial velocity of 0.5.
/// - `CASpringAnimation.initialVelocity` and SwiftUI's `interpolatingSpring(...,
///   initialVelocity:)` take the same unit step velocity.
/// The check: the spring the platform plan carries, started from `from`, moves at the
/// velocity handed over (value units per second) at its first instant.
@Suite struct VelocityHandOffTests {
  @Test func aPanVelocityIsDividedByTheDistanceLeft() {
    let motion = Motion.spring(.smooth).handingOff(velocity: 100, from: 0, to: 200)
    guard case .spring(_, let velocity) = motion.kind else {
      Issue.record("a spring stays a spring")
      return
    }
    #expect(velocity == 0.5)
    #expect(
      motion.coreAnimationPlan.kind
        == .spring(DampedSpring.smooth.platformParameters(initialVelocity: 0.5)))
    #expect(
      motion.uiKitPlan?.kind
        == .spring(DampedSpring.smooth.platformParameters(initialVelocity: 0.5)))
    #expect(
      motion.swiftUIPlan.kind
        == .interpolatingSpring(DampedSpring.smooth.platformParameters(initialVelocity: 0.5)))
  }

  @Test(arguments: [(0.0, 200.0, 100.0), (300, 120, -900), (-50, 50, 2400), (10, 10.5, 3)])
  func thePlatformSpringStartsAtTheHandedVelocity(from: Double, to: Double, velocity: Double) {
    for motion in [Motion.spring(.bouncy), .spring(.snappy).speed(2), .spring(.smooth).delay(0.1)] {
      let handed = motion.handingOff(velocity: velocity, from: from, to: to)
      guard case .spring(let spring, let unit) = handed.kind else { continue }
      // The unit step's rate at 0 in steps per second of motion time, times the speed
      // and the distance: value units per second of wall time.
      let start = spring.velocity(at: 0, initialVelocity: unit) * handed.speed * (to - from)
      #expect(isClose(start, velocity, absolute: 1e-9, relative: 1e-12))
      #expect(handed.delay == motion.delay && handed.speed == motion.speed)
    }
  }

  @Test func noDistanceNoVelocityAndCurvesUnchanged() {
    guard
      case .spring(_, let velocity) = Motion.spring(.smooth).handingOff(
        velocity: 500, from: 3, to: 3
      ).kind
    else { return }
    #expect(velocity == 0, "UIKit cannot express a velocity without a distance")
    let curve = Motion.easeOut(duration: 0.3)
    #expect(curve.handingOff(velocity: 500, from: 0, to: 100) == curve)
  }

  @Test func aPlanarVelocityIsNormalisedPerAxis() {
    let normalized = Motion.normalizedVelocity(
      Point2D(x: 100, y: -300), from: Point2D(x: 0, y: 400), to: Point2D(x: 200, y: 100))
    #expect(normalized == Point2D(x: 0.5, y: 1))
    #expect(
      Motion.normalizedVelocity(Point2D(x: 100, y: 100), from: .zero, to: Point2D(x: 0, y: 50))
        == Point2D(x: 0, y: 2))
  }

  /// Issue 50, finding 2: a velocity from outside never traps. A NaN or infinite velocity
  /// is no measurement: the spring starts from rest. A velocity whose quotient by the
  /// distance (or by the speed) overflows is held at ``Motion/largestHandedVelocity``
  /// steps a second, with its sign; the motion it gives is finite everywhere and settles.
  @Test func outsideVelocitiesNeverTrap() {
    let cases: [(motion: Motion, velocity: Double, from: Double, to: Double, expected: Double)] =
      [
        (.spring(.smooth), .nan, 0, 100, 0),
        (.spring(.smooth), .infinity, 0, 100, 0),
        (.spring(.smooth), -.infinity, 0, 100, 0),
        (.spring(.smooth), 100, 0, 0x1p-1063, Motion.largestHandedVelocity),
        (.spring(.smooth), 100, 0x1p-1063, 0, -Motion.largestHandedVelocity),
        (.spring(.smooth).speed(1e-300), 1e10, 0, 1, Motion.largestHandedVelocity),
        (.spring(.bouncy), -1.7e308, 0, 1e-300, -Motion.largestHandedVelocity),
        (.spring(.smooth), 100, -1e308, 1e308, 0),
      ]
    for item in cases {
      let handed = item.motion.handingOff(velocity: item.velocity, from: item.from, to: item.to)
      guard case .spring(_, let velocity) = handed.kind else {
        Issue.record("a spring stays a spring")
        continue
      }
      #expect(velocity == item.expected, "\(item.velocity) over \(item.from)...\(item.to)")
      let end = handed.delay + handed.iterationDuration / handed.speed
      #expect(end.isFinite, "\(item.velocity): settles at \(end)")
      for step in 0...16 {
        let t = end * Double(step) / 16
        #expect(handed.value(at: t).isFinite && handed.velocity(at: t).isFinite, "at \(t)")
      }
    }
  }
}
