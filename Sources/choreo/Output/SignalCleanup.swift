// Policy: SIGINT, SIGTERM and SIGHUP end the tool with 128 + the signal number (130, 143,
// 129) after removing every temporary file and folder it has made (TemporaryFiles in
// ChoreoRender); the output paths are left as they were. The signals are blocked in every
// thread from the start of main (threads made later inherit the mask) and received by one
// thread with sigwait, so the cleanup runs as ordinary code, not in a signal handler, and may
// read directories and take locks. SIGKILL cannot be caught: a later run writing the same
// target removes the temporaries of runs that are no longer alive (see TemporaryFiles).
import ChoreoRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes temporaries and exits when the tool is interrupted or terminated.
enum SignalCleanup {
  /// The signals handled, with the names the message uses.
  static let signals: [(number: Int32, name: String)] = [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"),
  ]

  /// Blocks the signals in this thread (and so in every thread made after it) and starts
  /// the thread that waits for them. Call first thing in main.
  static func install() {
    var set = signalSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { _ in
        var set = SignalCleanup.signalSet()
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        let name = SignalCleanup.signals.first { $0.number == received }?.name ?? "a signal"
        AtomicFile.writeAll(
          2, Array("\nchoreo: stopped by \(name); temporary files removed\n".utf8))
        TemporaryFiles.removeAllAndExit(status: 128 + received)
      }, nil)
    if started != 0 {
      // No waiting thread: let the signals act as before rather than be ignored.
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
  }

  /// The set of handled signals.
  static func signalSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal.number) }
    return set
  }
}
