// Progress on standard error while demos render. On a terminal one line per demo is
// rewritten in place with '\r' (and cleared to its end with ESC [K) at most ten times a
// second, then ended with a newline when the demo is done. Elsewhere (a pipe, a CI log)
// plain lines are written: at most one a second while frames render, and one when the demo
// is done. Frames are counted as they are handed to the renderer's workers, from any thread
// (the count sits behind a Locked, not Synchronization's Mutex: see Locked.swift).

/// The progress line of one demo.
final class Progress: Sendable {
  private struct State {
    var started = 0
    var lastPrint: ContinuousClock.Instant
    var phase = "rendering"
  }

  private let console: Console
  private let label: String
  private let total: Int
  private let start: ContinuousClock.Instant
  private let state: Locked<State>

  /// Starts the line for `label` (a demo name) with `total` frames to render.
  init(label: String, total: Int, console: Console) {
    self.console = console
    self.label = label
    self.total = total
    let now = ContinuousClock.now
    start = now
    state = Locked(State(lastPrint: now))
  }

  /// Counts one frame handed to the renderer; prints when the throttle allows.
  func frameStarted() {
    let line: String? = state.withLock { state in
      state.started += 1
      let now = ContinuousClock.now
      let interval: Duration = console.errorIsTerminal ? .milliseconds(100) : .seconds(1)
      guard now - state.lastPrint >= interval else { return nil }
      state.lastPrint = now
      return text(state, now: now)
    }
    if let line { show(line) }
  }

  /// Shows what the demo is doing now, for example `encoding apng`.
  func phase(_ name: String) {
    let line = state.withLock { state in
      state.phase = name
      return text(state, now: .now)
    }
    if console.errorIsTerminal { show(line) }
  }

  /// Ends the line with a closing summary.
  func finish(_ summary: String) {
    let line = "\(label): \(summary)"
    if console.errorIsTerminal {
      console.writeError("\r\(line)\u{1B}[K\n")
    } else {
      console.writeError(line + "\n")
    }
  }

  /// Seconds since the line started.
  var elapsed: Double { seconds(.now - start) }

  private func text(_ state: State, now: ContinuousClock.Instant) -> String {
    let done = min(state.started, total)
    let rate = Double(done) / max(seconds(now - start), 1e-9)
    return "\(label): \(state.phase), frame \(done)/\(total), \(fixed(rate, decimals: 1)) fps"
  }

  private func show(_ line: String) {
    console.writeError(console.errorIsTerminal ? "\r\(line)\u{1B}[K" : line + "\n")
  }
}
