// Progress on standard error while demos render. On a terminal the demos in flight share
// one status line (`easings: rendering, frame 12/64, 30.1 fps · tab-flip: encoding`),
// rewritten in place with '\r' (and cleared to its end with ESC [K) at most ten times a
// second; a demo that is done gets a line of its own above it. The rate appears once a demo
// has rendered for a quarter of a second (before that, a frame or two over a few
// milliseconds would claim thousands of frames a second). Elsewhere (a pipe, a CI log) a
// demo gets one line, when it is done: lines about demos in flight would interleave and
// say nothing a person waits for. Frames are counted as they are handed to the renderer's
// workers, from any thread (the counts sit behind ChoreoRender's Locked, not
// Synchronization's Mutex: see Locked.swift there).
import ChoreoRender

/// The status line shared by the demos in flight (one per command run).
final class ProgressBoard: Sendable {
  private struct State {
    /// The text of each demo in flight, in the order they started.
    var lines: [(label: String, text: String)] = []
    var lastPrint: ContinuousClock.Instant?
  }

  private let console: Console
  private let state = Locked(State())

  /// A board writing to `console`'s standard error.
  init(console: Console) {
    self.console = console
  }

  /// Sets the text of `label`'s part; prints when `force` or when the throttle allows.
  fileprivate func update(_ label: String, _ text: String, force: Bool) {
    state.withLock { state in
      if let index = state.lines.firstIndex(where: { $0.label == label }) {
        state.lines[index].text = text
      } else {
        state.lines.append((label, text))
      }
      guard console.errorIsTerminal else { return }
      let now = ContinuousClock.now
      if !force, let last = state.lastPrint, now - last < .milliseconds(100) { return }
      state.lastPrint = now
      console.writeError("\r" + state.lines.map(\.text).joined(separator: " · ") + "\u{1B}[K")
    }
  }

  /// Ends `label`'s part with `line` printed on its own, then redraws the others.
  fileprivate func finish(_ label: String, _ line: String) {
    state.withLock { state in
      state.lines.removeAll { $0.label == label }
      if console.errorIsTerminal {
        let rest = state.lines.map(\.text).joined(separator: " · ")
        console.writeError("\r\(line)\u{1B}[K\n" + (rest.isEmpty ? "" : rest + "\u{1B}[K"))
      } else {
        console.writeError(line + "\n")
      }
    }
  }
}

/// The progress of one demo.
final class Progress: Sendable {
  private struct State {
    var started = 0
    var phase = "rendering"
  }

  private let board: ProgressBoard
  private let label: String
  private let total: Int
  private let start: ContinuousClock.Instant
  private let state: Locked<State>

  /// Starts the progress of `label` (a demo name) with `total` frames to render, on `board`
  /// (one of its own when nil).
  init(label: String, total: Int, console: Console, board: ProgressBoard? = nil) {
    self.board = board ?? ProgressBoard(console: console)
    self.label = label
    self.total = total
    start = ContinuousClock.now
    state = Locked(State())
  }

  /// Counts one frame handed to the renderer; prints when the throttle allows.
  func frameStarted() {
    let line = state.withLock { state in
      state.started += 1
      return text(state)
    }
    board.update(label, line, force: false)
  }

  /// Shows what the demo is doing now, for example `encoding apng` (on a terminal only).
  func phase(_ name: String) {
    let line = state.withLock { state in
      state.phase = name
      return text(state)
    }
    board.update(label, line, force: true)
  }

  /// Ends the demo's progress with a closing summary.
  func finish(_ summary: String) {
    board.finish(label, "\(label): \(summary)")
  }

  /// Seconds of rendering before a rate is shown.
  static let rateAfter = 0.25

  /// Seconds since the progress started.
  var elapsed: Double { seconds(.now - start) }

  private func text(_ state: State) -> String {
    let done = min(state.started, total)
    let seconds = elapsed
    let line = "\(label): \(state.phase), frame \(done)/\(total)"
    guard seconds >= Self.rateAfter else { return line }
    return line + ", \(fixed(Double(done) / seconds, decimals: 1)) fps"
  }
}
