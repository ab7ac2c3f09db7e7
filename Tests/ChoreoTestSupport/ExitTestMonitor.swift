import CLibC
// Policy: Swift Testing's exit-test monitor may spin; the tests that start programs lower its
// priority so that the spin uses only a core nothing else wants.
//
// On Linux, Swift Testing (6.3, Sources/Testing/ExitTests/WaitFor.swift) waits for every exit
// test's child on one thread, "SWT ExT monitor", created at the first exit test. It loops on
// `waitid(P_ALL, …, WEXITED | WNOWAIT)`, which returns at once, without reaping, while any
// child of the test process has exited and not been reaped. When that child is one it has no
// waiter for yet, it loops again straight away. Two such children are common:
// - an exit test's own child, whose waiting task has not started because the cooperative
//   pool's threads are all busy, here with CLI tests waiting for `choreo` and checking
//   scripts;
// - a `Process` of Foundation's, until Foundation's thread reaps it.
// In a full `swift test --skip-build` on two cores the thread spun for about 25 CPU s of the
// run's 141, and the run took 84 s; with the thread at nice 19 it took 69-72 s and 116-119
// CPU s.
// The exit tests still pass as before: the thread only waits longer for a core when both are
// busy. Darwin's monitor waits on a dispatch source and does not spin, so this is Linux's.
import Foundation

/// Swift Testing's exit-test monitor thread, given the lowest priority (nice 19) once it
/// exists.
///
/// ```swift
/// ExitTestMonitor.yieldToOtherWork()   // once per process; later calls do nothing
/// ```
public enum ExitTestMonitor {
  /// The name Swift Testing gives the thread on Linux (15 characters, the most `comm` holds).
  public static let threadName = "SWT ExT monitor"

  /// Starts, once per process, a thread that looks for the monitor thread (five times a
  /// second at first, then less often, down to once a second, for a run that has no exit
  /// test) and lowers its priority when it finds it, then ends. Nothing a test checks
  /// waits for it. The tests that start programs call this: they are what keeps the
  /// cooperative pool busy.
  public static func yieldToOtherWork() {
    _ = watcher
  }

  /// Lowers the monitor thread's priority now, if it exists.
  ///
  /// - Returns: Its thread id, or nil when there is no such thread (no exit test has run in
  ///   this process, or the platform is not Linux).
  @discardableResult
  public static func lowerNow() -> Int32? {
    #if os(Linux) && canImport(Glibc)
      guard let tid = threadID() else { return nil }
      guard setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(tid), 19) == 0 else {
        return nil
      }
      // SCHED_IDLE (5 in <sched.h>, behind _GNU_SOURCE there): a weight of 3 against nice
      // 19's 15, so a busy core gives the spin a fifth of what nice 19 left it.
      var parameters = sched_param()
      parameters.sched_priority = 0
      guard sched_setscheduler(tid, schedIdle, &parameters) == 0 else { return nil }
      return tid
    #else
      return nil
    #endif
  }

  /// Linux's SCHED_IDLE scheduling policy: the thread runs when nothing else at a normal
  /// policy wants the core.
  public static let schedIdle: Int32 = 5

  /// The scheduling policy of thread `tid` of this process (Linux; nil elsewhere).
  public static func policy(ofThread tid: Int32) -> Int32? {
    #if os(Linux) && canImport(Glibc)
      let policy = sched_getscheduler(tid)
      return policy >= 0 ? policy : nil
    #else
      return nil
    #endif
  }

  /// The nice value of thread `tid` of this process, read from `/proc` (nil elsewhere).
  public static func niceness(ofThread tid: Int32) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/self/task/\(tid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the name: state, ppid, … ; nice is field 19 of the line, the 17th after ")".
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 16 ? Int(fields[16]) : nil
  }

  /// The monitor thread's id, found by its name among this process's threads.
  static func threadID() -> Int32? {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.lazy.compactMap { name -> Int32? in
      let comm = try? String(contentsOfFile: "/proc/self/task/\(name)/comm", encoding: .utf8)
      return comm?.trimmingCharacters(in: .newlines) == threadName ? Int32(name) : nil
    }.first
  }

  /// Whether the watching thread was started: once, on first use. It is a thread of its own,
  /// not a dispatch timer: with the cooperative pool and both cores busy, a timer on a global
  /// queue fired too late to help (a full run took 84 s with one, 72 s with the thread).
  private static let watcher: Bool = {
    #if os(Linux) && canImport(Glibc)
      let thread = Thread {
        var pause = 0.2
        while lowerNow() == nil {
          Thread.sleep(forTimeInterval: pause)
          pause = min(pause * 1.25, 1)
        }
      }
      thread.name = "Choreo ExT nice"
      thread.start()
      return true
    #else
      return false
    #endif
  }()
}
