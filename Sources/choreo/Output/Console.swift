#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the tool writes: data to standard output, messages to standard error.
struct Console: Sendable {
  /// Writes data (CSV, SVG, help that was asked for) to standard output.
  var writeOutput: @Sendable (String) -> Void
  /// Writes a message to standard error.
  var writeError: @Sendable (String) -> Void
  /// Writes binary data (a PNG, a GIF) to standard output.
  var writeOutputBytes: @Sendable ([UInt8]) -> Void
  /// Whether standard error is a terminal (progress lines are then rewritten in place).
  var errorIsTerminal: Bool

  /// The process's standard output (descriptor 1) and standard error (descriptor 2),
  /// written unbuffered with write(2).
  static let standard = Console(
    writeOutput: { writeAll(Array($0.utf8), to: 1) },
    writeError: { writeAll(Array($0.utf8), to: 2) },
    writeOutputBytes: { writeAll($0, to: 1) },
    errorIsTerminal: isatty(2) == 1)
}

/// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes. A failed
/// write (a closed pipe) ends the output silently: there is nowhere left to report it.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
  bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
