import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct ClockTests {
  @Test func manualClockDeliversOneTickPerAdvance() {
    let clock = ManualClock(start: 2)
    var ticks: [Double] = []
    let subscription = clock.subscribe { ticks.append($0) }
    clock.advance(by: 0.5)
    clock.advance(to: 3)
    clock.advance(by: 0)
    #expect(ticks == [2.5, 3, 3])
    #expect(clock.now == 3)
    subscription.cancel()
    clock.advance(by: 1)
    #expect(ticks == [2.5, 3, 3])
  }

  @Test func droppingTheSubscriptionUnsubscribes() {
    let clock = ManualClock()
    var count = 0
    var subscription: ClockSubscription? = clock.subscribe { _ in count += 1 }
    clock.advance(by: 1)
    _ = subscription
    subscription = nil
    clock.advance(by: 1)
    #expect(count == 1)
  }

  @Test func handlersMayUnsubscribeWhileTicking() {
    let clock = ManualClock()
    var subscription: ClockSubscription?
    var count = 0
    subscription = clock.subscribe { _ in
      count += 1
      subscription?.cancel()
    }
    clock.advance(by: 1)
    clock.advance(by: 1)
    #expect(count == 1)
  }

  @Test func animatorFollowsItsClockAndDoesNotKeepItAlive() {
    let clock = ManualClock(start: 10)
    var animator: Animator? = Animator(clock: clock)
    #expect(animator?.time == 10)
    clock.advance(by: 0.25)
    #expect(animator?.time == 10.25)
    // Declared, then assigned: `weak let` needs Swift 6.2, an unassigned `weak var` warns.
    weak var weakAnimator: Animator?
    weakAnimator = animator
    animator = nil
    #expect(weakAnimator == nil)
    clock.advance(by: 1)  // the dead animator's handler is a no-op
  }

  #if compiler(>=6.2)
    @Test func manualClockRunningBackwardsIsAProgrammerError() async {
      await #expect(processExitsWith: .failure) {
        let clock = ManualClock(start: 1)
        clock.advance(to: 0.5)
      }
      await #expect(processExitsWith: .failure) {
        ManualClock().advance(by: .nan)
      }
      await #expect(processExitsWith: .failure) {
        ManualClock().advance(by: .infinity)
      }
    }
  #endif
}
