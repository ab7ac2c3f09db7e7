import ChoreoCore
import ChoreoTestSupport
import Testing

/// The one local-time mapping (delay, speed, repeats, autoreverse), at hand-computed
/// instants.
@Suite struct LocalTimeMapTests {
  /// Delay 1 s, speed 2, iterations of 3 s, 2 cycles, autoreversing: a cycle is 6 local
  /// seconds = 3 parent seconds, so the total is 1 + 2·3 = 7 s.
  let map = LocalTimeMap(
    delay: 1, speed: 2, iterationDuration: 3, repeatCount: .times(2), autoreverses: true)

  @Test func theTotalCountsTheDelayAndEveryCycleAtSpeed() {
    #expect(map.totalDuration == 7)
    #expect(!map.isFinished(at: 6.999) && map.isFinished(at: 7))
    var forever = map
    forever.repeatCount = .forever
    #expect(forever.totalDuration == .infinity)
  }

  @Test(arguments: [
    // (parent time, iteration time, direction), by hand: active = (t − 1)·2.
    (0.5, -1.0, 1.0),  // before the delay: negative active time
    (1.0, 0.0, 1.0),  // the first iteration starts
    (2.0, 2.0, 1.0),  // active 2: forward
    (2.75, 2.5, -1.0),  // active 3.5: backward half, 6 − 3.5
    (4.5, 1.0, 1.0),  // active 7: second cycle, 7 − 6 = 1 forward
    (6.5, 1.0, -1.0),  // active 11: 11 − 6 = 5, backward: 6 − 5
    (7.0, 0.0, 1.0),  // the end: autoreversing ends at the iteration's start
    (100.0, 0.0, 1.0),
  ])
  func iterationTimesAtChosenInstants(time: Double, expected: Double, direction: Double) {
    let (local, sign) = map.iteration(at: time)
    #expect(isClose(local, expected, absolute: 1e-12), "t = \(time)")
    #expect(sign == direction, "t = \(time)")
  }

  @Test func withoutAutoreverseTheEndIsTheIterationsEnd() {
    let plain = LocalTimeMap(
      delay: 0, speed: 1, iterationDuration: 2, repeatCount: .times(3), autoreverses: false)
    #expect(plain.iteration(at: 5).time == 1)
    #expect(plain.iteration(at: 6).time == 2)
    #expect(plain.iteration(at: 60).time == 2)
  }

  /// An undamped spring's iteration never ends: its first iteration plays for ever.
  @Test func anEndlessIterationPlaysOnce() {
    let endless = LocalTimeMap(
      delay: 0.5, speed: 1, iterationDuration: .infinity, repeatCount: .times(1),
      autoreverses: false)
    #expect(endless.iteration(at: 1000.5).time == 1000)
    #expect(!endless.isFinished(at: 1e9))
  }

  /// Motion, Timeline and the animator's drives all map through it: a motion's value at a
  /// chosen instant matches the curve at the mapped iteration time.
  @Test func motionUsesTheMapping() {
    let motion = Motion.linear(duration: 3).delay(1).speed(2).repeatCount(2, autoreverses: true)
    #expect(isClose(motion.value(at: 2.75), 2.5 / 3, absolute: 1e-12))
    #expect(isClose(motion.velocity(at: 2.75), -2.0 / 3, absolute: 1e-12))
    #expect(motion.totalDuration == 7)
  }

  /// Past 2^53 cycles the remainder must still be exact. 2^55 s over 0.75 s cycles: as
  /// 2^57 = 3q + 2 (2^odd ≡ 2 mod 3), 2^55 = 0.75q + 0.5, so the linear motion is at
  /// 0.5/0.75 = 2/3; autoreversing (cycle 1.5 s: 2^56 = 3q′ + 1, 2^55 = 1.5q′ + 0.5) it is
  /// in the forward half at 0.5/0.75 as well.
  @Test func aRemainderPast2To53CyclesIsExact() {
    let time = 0x1p55
    let forward = Motion.linear(duration: 0.75).repeatForever()
    #expect(isClose(forward.value(at: time), 2.0 / 3, absolute: 1e-15))
    let reversing = Motion.linear(duration: 0.75).repeatForever(autoreverses: true)
    #expect(isClose(reversing.value(at: time), 2.0 / 3, absolute: 1e-15))
  }

  /// The three cases: a repeating motion's value stays within its keyframes'
  /// range (0...1 for a linear motion) at any time inside the clock's range.
  @Test(arguments: [(1e-9, 4e9), (0.3, 1e17), (1e-300, 1e9), (0.3, 0x1p32)])
  func aRepeatingValueStaysInItsRange(duration: Double, time: Double) {
    for autoreverses in [false, true] {
      let motion = Motion.linear(duration: duration).repeatForever(autoreverses: autoreverses)
      let value = motion.value(at: time)
      #expect(value >= 0 && value <= 1, "duration \(duration) at \(time): \(value)")
    }
  }
}
