// Policy: "seeking equals playing" is checked the way an app plays: a ModelDriver on a
// ManualClock ticked at a frame rate, each scripted command given through the driver when
// the clock reaches its time (the driver stamps it with the clock's time, as a display link
// would). At every frame the driver's state must equal the script's state sampled directly
// at that instant.
import Choreo

/// Where playing a model frame by frame and sampling it directly disagreed.
public struct SeekPlayMismatch: Error, Sendable, Hashable, CustomStringConvertible {
  /// The frame rate played, frames a second.
  public var rate: Double
  /// The frame's number from the start (0 is the start).
  public var frame: Int
  /// The frame's time in seconds.
  public var time: Double
  /// The played state, described.
  public var played: String
  /// The directly sampled state, described.
  public var seeked: String
  /// Where the check was called (`MyAppTests/TabTests.swift:42`): a test framework reports
  /// a thrown error at the test's own line, so the description names the check's.
  public var location: String? = nil

  /// A sentence naming the check's line, the rate, the frame and both states.
  public var description: String {
    let call = location.map { " (\($0))" } ?? ""
    return "seek differs from play\(call) at \(rate) Hz, frame \(frame) (t = \(time) s): "
      + "played \(played), sampled directly \(seeked)"
  }
}

/// Checks that sampling a model directly at a time gives the state that playing it frame by
/// frame to that time gives.
///
/// ```swift
/// var script = CommandScript(menu)
/// script.toggle(at: 0)
/// script.toggle(at: 0.13)
/// try SeekEqualsPlay.check(script, through: 1)   // at 30, 60 and 120 Hz
/// ```
public enum SeekEqualsPlay {
  /// The frame rates checked when none are given: 30, 60 and 120 Hz.
  public static let standardRates: [Double] = [30, 60, 120]

  /// Plays `script` through a ``/ChoreoCore/ModelDriver`` on a ``/ChoreoCore/ManualClock`` at each
  /// rate and
  /// compares every frame with ``/ChoreoCore/CommandScript/state(at:)``.
  ///
  /// - Parameters:
  ///   - script: The model and its commands.
  ///   - end: The last instant, seconds.
  ///   - rates: Frame rates, frames a second.
  ///   - start: The first instant; not after the first command. 0 by default.
  ///   - matches: Whether a played state equals a sampled one.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``SeekPlayMismatch`` at the first frame that differs, naming the line of
  ///   this call, or what a command throws.
  /// - Complexity: O(frames × commands) per rate.
  public static func check<Model: TimedModel & Sendable>(
    _ script: CommandScript<Model>, through end: Double, rates: [Double] = standardRates,
    from start: Double = 0, matches: (Model.State, Model.State) -> Bool,
    fileID: String = #fileID, line: Int = #line
  ) throws {
    precondition(start.isFinite && end.isFinite && start <= end, "bad span \(start)...\(end)")
    if let first = script.commands.first {
      precondition(
        first.time >= start, "the first command (at \(first.time) s) is before \(start) s")
    }
    for rate in rates {
      precondition(rate > 0 && rate.isFinite, "a frame rate must be finite and > 0, got \(rate)")
      let clock = ManualClock(start: start)
      let driver = ModelDriver(script.initial, clock: clock)
      var pending = script.commands[...]
      var frame = 0
      while true {
        let time = min(start + Double(frame) / rate, end)
        while let next = pending.first, next.time <= time {
          clock.advance(to: next.time)
          try driver.perform { model, now in try next.command(&model, now) }
          pending = pending.dropFirst()
        }
        clock.advance(to: time)
        let seeked = try script.state(at: time)
        guard matches(driver.state, seeked) else {
          throw SeekPlayMismatch(
            rate: rate, frame: frame, time: time, played: "\(driver.state)",
            seeked: "\(seeked)", location: "\(fileID):\(line)")
        }
        if time >= end { break }
        frame += 1
      }
    }
  }

  /// ``check(_:through:rates:from:matches:fileID:line:)`` with equality as the match.
  ///
  /// - Parameters:
  ///   - script: The model and its commands.
  ///   - end: The last instant, seconds.
  ///   - rates: Frame rates, frames a second.
  ///   - start: The first instant; 0 by default.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Throws: ``SeekPlayMismatch`` at the first frame that differs, naming the line of
  ///   this call, or what a command throws.
  public static func check<Model: TimedModel & Sendable>(
    _ script: CommandScript<Model>, through end: Double, rates: [Double] = standardRates,
    from start: Double = 0, fileID: String = #fileID, line: Int = #line
  ) throws where Model.State: Equatable {
    try check(
      script, through: end, rates: rates, from: start, matches: ==, fileID: fileID, line: line)
  }
}
