import CLibC
import ChoreoRender

/// Where the tool writes: data to standard output, messages to standard error.
struct Console: Sendable {
  /// Writes data (CSV, SVG, help that was asked for) to standard output.
  var writeOutput: @Sendable (String) -> Void
  /// Writes a message to standard error.
  var writeError: @Sendable (String) -> Void
  /// Writes binary data (a PNG, a GIF) to standard output, or says why it could not.
  var writeOutputBytes: @Sendable ([UInt8]) throws(OutputError) -> Void
  /// Whether standard error is a terminal (progress lines are then rewritten in place).
  var errorIsTerminal: Bool

  /// The process's standard output (descriptor 1) and standard error (descriptor 2),
  /// written unbuffered with write(2).
  static let standard = Console(
    // A failed message or help text (a closed pipe) ends silently: there is nowhere left
    // to report it.
    writeOutput: { AtomicFile.writeAll(1, Array($0.utf8)) },
    writeError: { AtomicFile.writeAll(2, Array($0.utf8)) },
    // An output's bytes are checked: a full disk (/dev/full) or a closed pipe, when
    // SIGPIPE is ignored, is an error the tool reports rather than a file it claims.
    writeOutputBytes: { bytes throws(OutputError) in
      guard AtomicFile.writeAll(1, bytes) else {
        throw OutputError.from(errno: errno, path: "standard output", directory: ".")
      }
    },
    errorIsTerminal: isatty(2) == 1)
}
