import CLibC
// Policy: SIGINT, SIGTERM and SIGHUP end the tool with 128 + the signal number (130, 143,
// 129) after removing every temporary file and folder it has made (TemporaryFiles in
// ChoreoRender); the output paths are left as they were. The signals are blocked in every
// thread from the start of main (threads made later inherit the mask) and received by one
// thread with sigwait, so the cleanup runs as ordinary code, not in a signal handler, and may
// read directories and take locks; a command may leave last words to run first (the gallery
// rewrites its page to say it stopped). SIGKILL cannot be caught: a later run writing the same
// target removes the temporaries of runs that are no longer alive (see TemporaryFiles).
import ChoreoRender

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
    let started = SystemShim.startThread {
      var set = SignalCleanup.signalSet()
      var received: Int32 = 0
      while sigwait(&set, &received) != 0 {}
      let name = SignalCleanup.signals.first { $0.number == received }?.name ?? "a signal"
      // Before the temporaries go (that takes their lock for good): the command's last
      // words, such as the gallery page saying the run stopped.
      SignalCleanup.lastWords.withLock { $0 }?(name)
      TemporaryFiles.removeAllAndExit(status: 128 + received) { leftovers in
        AtomicFile.writeAll(2, Array(SignalCleanup.message(signal: name, leftovers).utf8))
      }
    }
    if !started {
      // No waiting thread: let the signals act as before rather than be ignored.
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
  }

  /// Run on the signal thread before the temporaries are removed, with the signal's name:
  /// what a command has to say about its output when it is stopped (the gallery rewrites
  /// its page). It may write files (through AtomicFile, whose temporary is then removed or
  /// renamed like any other) and must not wait for the command's own threads.
  static let lastWords = Locked<(@Sendable (_ signal: String) -> Void)?>(nil)

  /// The line printed after the cleanup: that the temporaries are gone, or which are not
  /// (so the message is true whatever happened).
  static func message(signal: String, _ leftovers: [String]) -> String {
    guard !leftovers.isEmpty else {
      return "\nchoreo: stopped by \(signal); temporary files removed\n"
    }
    return "\nchoreo: stopped by \(signal); could not remove "
      + leftovers.joined(separator: ", ") + "; delete them by hand\n"
  }

  /// The set of handled signals.
  static func signalSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal.number) }
    return set
  }
}
