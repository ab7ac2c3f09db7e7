import CLibC
import ChoreoCore
import ChoreoTestSupport
import Testing

/// LiveClock's deadline and interruption logic, on a fake monotonic clock whose sleeps move
/// it forward instantly: no test sleeps.
@Suite struct LiveClockTests {
  /// A fake monotonic clock: `sleepUntil` records the deadline and jumps to it (plus a
  /// chosen lateness, as a busy machine would wake late).
  final class FakeTime {
    var seconds = 1000.0
    var deadlines: [Double] = []
    var lateness: [Double] = []

    var time: LiveClock.Time {
      LiveClock.Time(
        monotonicSeconds: { self.seconds },
        sleepUntil: { deadline in
          self.deadlines.append(deadline)
          let late = self.lateness.isEmpty ? 0 : self.lateness.removeFirst()
          self.seconds = max(self.seconds, deadline) + late
        })
    }
  }

  @Test func deadlinesAreAbsoluteSoLateFramesDoNotDrift() {
    let fake = FakeTime()
    let clock = LiveClock(framesPerSecond: 50, time: fake.time)
    // Frame 2 wakes 30 ms late (past frame 3's deadline); later deadlines do not move.
    fake.lateness = [0, 0.03, 0, 0, 0]
    var ticks: [Double] = []
    let subscription = clock.subscribe { ticks.append($0) }
    var remaining = 5
    clock.run(while: {
      remaining -= 1
      return remaining >= 0
    })
    _ = subscription
    #expect(fake.deadlines == (1...5).map { 1000 + Double($0) / 50 })
    // Each tick reads the clock when it fires: on time, except the late frame and the one
    // whose deadline had already passed when it was asked for.
    let expected = [0.02, 0.07, 0.07, 0.08, 0.1]
    #expect(zip(ticks, expected).allSatisfy { isClose($0, $1, absolute: 1e-9) }, "\(ticks)")
    #expect(ticks.count == 5)
  }

  @Test func runForStopsAtTheEndOfItsSpan() {
    let fake = FakeTime()
    let clock = LiveClock(framesPerSecond: 10, time: fake.time)
    fake.seconds += 0.05  // the clock reads 0.05 when run starts
    var ticks: [Double] = []
    let subscription = clock.subscribe { ticks.append($0) }
    clock.run(for: 0.28)
    _ = subscription
    // The loop checks now < 0.33 before each frame: frames at 0.15, 0.25 and 0.35 s
    // (start + k/10), then it stops.
    #expect(ticks.count == 3)
    #expect(zip(ticks, [0.15, 0.25, 0.35]).allSatisfy { isClose($0, $1, absolute: 1e-9) })
    #expect(isClose(clock.now, 0.35, absolute: 1e-9))
  }

  @Test func nowCountsFromCreation() {
    let fake = FakeTime()
    let clock = LiveClock(framesPerSecond: 60, time: fake.time)
    #expect(clock.now == 0)
    fake.seconds += 2.5
    #expect(clock.now == 2.5)
  }

  #if canImport(Glibc)
    /// A signal interrupting the sleep (EINTR) restarts it to the same absolute deadline;
    /// any other result ends it.
    @Test func interruptedSleepRestartsToTheSameDeadline() {
      var calls: [(Int, Int)] = []
      var results: [Int32] = [EINTR, EINTR, EINTR, 0]
      LiveClock.sleepForTesting(untilMonotonic: 12.75) { spec in
        calls.append((spec.tv_sec, spec.tv_nsec))
        return results.removeFirst()
      }
      #expect(calls.count == 4)
      #expect(calls.allSatisfy { $0 == (12, 750_000_000) })
      var once = 0
      LiveClock.sleepForTesting(untilMonotonic: 1) { _ in
        once += 1
        return EINVAL
      }
      #expect(once == 1)
    }
  #endif

  @Test func systemClockIsMonotonic() {
    // The real clock, read (never slept on): it never goes back.
    let clock = LiveClock(framesPerSecond: 60)
    var previous = clock.now
    for _ in 0..<1000 {
      let next = clock.now
      #expect(next >= previous)
      previous = next
    }
  }
}
