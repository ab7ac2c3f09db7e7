import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct MotionTests {
  @Test func linearMotionMapsTimeToProgress() {
    let motion = Motion.linear(duration: 2)
    #expect(motion.value(at: -1) == 0)
    #expect(motion.value(at: 0) == 0)
    #expect(motion.value(at: 0.5) == 0.25)
    #expect(motion.velocity(at: 0.5) == 0.5)
    #expect(motion.value(at: 2) == 1)
    #expect(motion.isFinished(at: 2))
    #expect(!motion.isFinished(at: 1.999))
    #expect(motion.totalDuration == 2)
    #expect(motion.value(at: .nan).isNaN)
  }

  @Test func delayAndSpeed() {
    let motion = Motion.linear(duration: 1).delay(0.5).speed(2)
    #expect(motion.value(at: 0.4) == 0)
    #expect(motion.value(at: 0.75) == 0.5)
    #expect(motion.velocity(at: 0.75) == 2)
    #expect(motion.totalDuration == 1)
  }

  @Test func repeatAndAutoreverse() {
    let motion = Motion.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(motion.totalDuration == 4)
    let expected: [(Double, Double, Double)] = [
      (0.25, 0.25, 1), (1.25, 0.75, -1), (2.5, 0.5, 1), (3.75, 0.25, -1), (4, 0, 0), (9, 0, 0),
    ]
    for (time, value, velocity) in expected {
      #expect(isClose(motion.value(at: time), value, absolute: 1e-15), "t = \(time)")
      #expect(motion.velocity(at: time) == velocity, "t = \(time)")
    }
    let repeated = Motion.linear(duration: 1).repeatCount(3)
    #expect(isClose(repeated.value(at: 2.5), 0.5, absolute: 1e-15))
    #expect(repeated.value(at: 3) == 1)
  }

  @Test func foreverNeverFinishes() {
    let motion = Motion.linear(duration: 1).repeatForever(autoreverses: true)
    #expect(motion.totalDuration == .infinity)
    #expect(!motion.isFinished(at: 1e9))
    #expect(isClose(motion.value(at: 1001.25), 0.75, absolute: 1e-9))
  }

  @Test func betweenTwoValues() {
    let motion = Motion.linear(duration: 1)
    #expect(motion.value(from: 10.0, to: 20, at: 0.3) == 13)
    #expect(motion.velocity(from: 10.0, to: 20, at: 0.3) == 10)
    let p = motion.value(from: Point2D.zero, to: Point2D(x: 100, y: -50), at: 0.5)
    #expect(p == Point2D(x: 50, y: -25))
  }

  @Test func zeroDurationJumpsToTheEnd() {
    let motion = Motion.linear(duration: 0)
    #expect(motion.value(at: 0) == 1)
    #expect(motion.isFinished(at: 0))
  }

  @Test func springMotionIteratesForItsSettlingDuration() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    let motion = Motion.spring(spring)
    let settle = spring.settlingDuration(epsilon: 0.001)
    #expect(motion.iterationDuration == settle)
    #expect(motion.totalDuration == settle)
    // Inside the iteration the motion is the spring's own unit step.
    #expect(motion.value(at: settle / 3) == spring.value(at: settle / 3))
    // Finished means exactly at the target.
    #expect(motion.value(at: settle) == 1)
    #expect(motion.velocity(at: settle) == 0)
  }

  #if compiler(>=6.2)
    @Test func motionAndTimelineModifiersTrapOnTheSameBadValues() async {
      await #expect(processExitsWith: .failure) { _ = Motion.linear(duration: 1).delay(-1) }
      await #expect(processExitsWith: .failure) { _ = Motion.linear(duration: 1).delay(.infinity) }
      await #expect(processExitsWith: .failure) { _ = Motion.linear(duration: 1).speed(0) }
      await #expect(processExitsWith: .failure) { _ = Motion.linear(duration: 1).repeatCount(0) }
      await #expect(processExitsWith: .failure) { _ = Timeline.group([]).delay(.nan) }
      await #expect(processExitsWith: .failure) { _ = Timeline.group([]).speed(-.infinity) }
      await #expect(processExitsWith: .failure) { _ = Timeline.group([]).repeatCount(-2) }
      // The edge values allowed.
      #expect(Motion.linear(duration: 1).delay(0).repeatCount(1).totalDuration == 1)
      #expect(Timeline.group([]).delay(0).speed(.leastNonzeroMagnitude).repeatCount(1).delay == 0)
    }
  #endif
}
