import ChoreoTestSupport
import Foundation
import Testing

/// Swift Testing's exit-test monitor is found by its name and given nice 19 and the
/// SCHED_IDLE policy (`ExitTestMonitor`): were the thread renamed, this fails, and the spin
/// it works around would cost the test phase its 25 CPU s again.
@Suite struct ExitTestMonitorTests {
  @Test(.enabled(if: TestSystem.hasProc, "the thread is found through /proc"))
  func theMonitorIsFoundAndLowered() async throws {
    // An exit test makes the monitor thread exist (it is made once, at the first one).
    await #expect(processExitsWith: .success) {}
    let mainThread = ExitTestMonitor.niceness(ofThread: getpid())
    let tid = try #require(
      ExitTestMonitor.lowerNow(), "no thread named \(ExitTestMonitor.threadName)")
    #expect(ExitTestMonitor.niceness(ofThread: tid) == 19)
    #expect(ExitTestMonitor.policy(ofThread: tid) == ExitTestMonitor.schedIdle)
    // Only that thread: the main thread keeps its priority.
    #expect(mainThread != nil && ExitTestMonitor.niceness(ofThread: getpid()) == mainThread)
    #expect(ExitTestMonitor.policy(ofThread: getpid()) == 0)  // SCHED_OTHER
  }
}
