/// Why a motion snapshot failed; every problem names the files a person should open.
///
/// A recording run always fails with ``Problem/recorded(_:)`` so that a CI run with the
/// recording variable set can never pass.
public struct SnapshotFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// One thing that went wrong.
  public enum Problem: Sendable, Hashable, CustomStringConvertible {
    /// A frame differs from its golden beyond the tolerance.
    case mismatch(
      frame: String, comparison: PixelComparison, tolerance: PixelTolerance, golden: String,
      actual: String, heatMap: String?)
    /// No golden exists; the actual frame was written for a look.
    case missingGolden(frame: String, golden: String, actual: String)
    /// Goldens were written because recording was requested.
    case recorded([String])
    /// A golden could not be read.
    case unreadableGolden(path: String, reason: String)
    /// The scene could not be rendered or an instant has no time.
    case scene(String)
    /// A file could not be written.
    case cannotWrite(String)
    /// The snapshot's name cannot be a file name inside the goldens folder (empty, or
    /// holding `/`, `..`, NUL, or a leading `.`); nothing was read or written.
    case invalidName(name: String, reason: String)

    /// A sentence with the paths to open.
    public var description: String {
      switch self {
      case .mismatch(let frame, let comparison, let tolerance, let golden, let actual, let map):
        let heat = map.map { " and the heat map \($0)" } ?? ""
        return "\(frame) differs from its golden: \(comparison) (allowed: \(tolerance)); "
          + "golden \(golden); wrote the actual frame \(actual)\(heat)"
      case .missingGolden(let frame, let golden, let actual):
        return "\(frame) has no golden at \(golden) (wrote the actual frame \(actual)); "
          + "record with \(MotionSnapshot.recordingVariable)=1 and run again"
      case .recorded(let paths):
        return "recorded \(paths.count) golden file(s) (\(paths.joined(separator: ", "))); "
          + "a recording run fails on purpose: unset \(MotionSnapshot.recordingVariable) and "
          + "run again to check them"
      case .unreadableGolden(let path, let reason):
        return "cannot read the golden \(path): \(reason)"
      case .scene(let message): return message
      case .cannotWrite(let message): return message
      case .invalidName(let name, let reason):
        return "the snapshot name \(debugQuoted(name)) \(reason); name goldens with letters,"
          + " digits, '-' and '_' (such as \"tab-slide\")"
      }
    }
  }

  /// The snapshot's name.
  public var name: String
  /// Everything that went wrong, frame by frame.
  public var problems: [Problem]
  /// Where the check was called (`MyTests/TabTests.swift:42`), or nil: a test framework
  /// reports a thrown error at the test's own line, so the description names the call.
  public var location: String? = nil

  /// Every file written for a look: actual frames and heat maps.
  public var writtenFiles: [String] {
    problems.flatMap { problem -> [String] in
      switch problem {
      case .mismatch(_, _, _, _, let actual, let map): return [actual] + (map.map { [$0] } ?? [])
      case .missingGolden(_, _, let actual): return [actual]
      default: return []
      }
    }
  }

  /// `snapshot <name> failed at <file>:<line>:` and one line a problem.
  public var description: String {
    let place = location.map { " at \($0)" } ?? ""
    return "snapshot \(name) failed\(place):\n"
      + problems.map { "- \($0)" }.joined(separator: "\n")
  }
}

/// `text` in double quotes, with NUL and other control characters escaped so that a
/// message shows them.
func debugQuoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" {
      result += scalar.escaped(asASCII: true)
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// Seconds for a message: rounded to the microsecond, in the shortest form that reads back
/// (`0.2625`, not `0.26249999999999996`).
func secondsText(_ seconds: Double) -> String {
  guard seconds.isFinite, abs(seconds) < 1e9 else { return "\(seconds)" }
  return "\((seconds * 1e6).rounded() / 1e6)"
}
