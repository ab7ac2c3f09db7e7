import ChoreoCore
import Testing

/// The display-link clock's bookkeeping: run only while subscribed, time never back.
@Suite struct FrameTickerTests {
  final class Log {
    var running: [Bool] = []
    var ticks: [Double] = []
  }

  @Test func runsOnlyWhileSomethingIsSubscribed() {
    let log = Log()
    let ticker = FrameTicker { log.running.append($0) }
    #expect(!ticker.isRunning && log.running.isEmpty)
    let first = ticker.subscribe { log.ticks.append($0) }
    var second: ClockSubscription? = ticker.subscribe { _ in }
    #expect(log.running == [true])
    first.cancel()
    #expect(log.running == [true] && ticker.isRunning)
    second = nil  // released, not cancelled: it unregisters too
    #expect(log.running == [true, false] && !ticker.isRunning)
    first.cancel()  // a second cancel changes nothing
    #expect(log.running == [true, false])
    _ = second
    let again = ticker.subscribe { _ in }
    #expect(log.running == [true, false, true])
    _ = again
  }

  @Test func timeNeverGoesBack() {
    let log = Log()
    let ticker = FrameTicker(start: 5) { _ in }
    let subscription = ticker.subscribe { log.ticks.append($0) }
    ticker.tick(at: 6)
    ticker.tick(at: 5.5)  // an earlier timestamp (a system clock read came first)
    #expect(ticker.advance(to: 7) == 7)
    #expect(ticker.advance(to: .nan) == 7)
    ticker.tick(at: 6.5)
    #expect(log.ticks == [6, 6, 7])
    _ = subscription
  }

  @Test func handlersAddedDuringAFrameStartNextFrame() {
    let log = Log()
    let ticker = FrameTicker { _ in }
    var late: ClockSubscription?
    let first = ticker.subscribe { time in
      log.ticks.append(time)
      if late == nil { late = ticker.subscribe { log.ticks.append(-$0) } }
    }
    ticker.tick(at: 1)
    ticker.tick(at: 2)
    #expect(log.ticks == [1, 2, -2])
    _ = first
  }
}
