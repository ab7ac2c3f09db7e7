// Policy: every failure the tool reports is one of these values, mapped to a sysexits(3)
// code. A usage error means the command line has the wrong shape (unknown command or
// option, missing or repeated option, options that do not go together, an unsupported
// --format); bad input data means a value has the right shape but cannot be used (a bad
// SPEC, a number out of range). Messages say what was wrong and what would be right.
//
// The demo commands follow the same split: an unknown demo or --format, an option that does
// not apply to the chosen format (--at with apng, --fps with png, --out - with frames) are
// usage errors (64); a --size, --scale, --fps or --at value that is malformed, out of range
// or over a cap (64 megapixels a frame, 10 000 frames, 1 gigapixel an animation) is bad
// input data (65). An output that cannot be written is 73, a standard output that does not
// take the data 74; a demo whose layer tree holds a
// non-finite number is a bug in the demo, so 70.
import ChoreoRender

/// A failure of the `choreo` tool, with the exit code it maps to.
enum CLIError: Error, Equatable {
  /// The command line has the wrong shape. `help` names the text to print after it.
  case usage(String, help: HelpTopic)
  /// A value on the command line cannot be used.
  case badInput(String)
  /// The output file could not be created or written.
  case cannotCreateOutput(path: String, reason: String)
  /// Standard output did not take the data (a full device, an I/O error).
  case cannotWriteStandardOutput(reason: String)
  /// Something that should not happen did.
  case internalError(String)

  /// A failure to write an output file or folder (exit 73), with the writer's reason.
  init(_ error: OutputError) {
    self = .cannotCreateOutput(path: error.path, reason: Self.reason(of: error))
  }

  /// The reason part of an output error's description (after "cannot write 'PATH': ").
  static func reason(of error: OutputError) -> String {
    let prefix = "cannot write '\(error.path)': "
    let text = error.description
    return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }

  /// A renderer failure: a size the renderer refuses is bad input (65); anything else is a
  /// bug in a demo or in this tool (70).
  init(_ error: RenderError) {
    switch error {
    case .invalidSize, .tooLarge: self = .badInput(error.description)
    case .nonFinite, .invalidFrameCount, .tooDeep, .tooLong:
      self = .internalError(error.description)
    }
  }

  /// The sysexits(3) code: 64 EX_USAGE, 65 EX_DATAERR, 73 EX_CANTCREAT, 74 EX_IOERR,
  /// 70 EX_SOFTWARE.
  var exitCode: Int32 {
    switch self {
    case .usage: return 64
    case .badInput: return 65
    case .cannotCreateOutput: return 73
    case .cannotWriteStandardOutput: return 74
    case .internalError: return 70
    }
  }

  /// The text printed to standard error.
  var message: String {
    switch self {
    case .usage(let message, let help):
      return "choreo: error: \(message)\n\n\(help.shortUsage)"
    case .badInput(let message):
      return "choreo: error: \(message)"
    case .cannotCreateOutput(let path, let reason):
      return "choreo: error: cannot create '\(path)': \(reason)"
    case .cannotWriteStandardOutput(let reason):
      return "choreo: error: cannot write standard output: \(reason)"
    case .internalError(let message):
      return "choreo: internal error: \(message)"
    }
  }
}

/// Runs `body`, whose output errors become the CLI's (`CLIError.init(_:)` of an `OutputError`):
/// one wrapper instead of a `do { … } catch { throw CLIError(error) }` at every write.
///
/// - Parameter body: Opens, writes or commits an output.
/// - Returns: What `body` returns.
/// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` for an output error.
func writingOutput<Result>(_ body: () throws(OutputError) -> Result) throws(CLIError) -> Result {
  do {
    return try body()
  } catch {
    throw CLIError(error)
  }
}
