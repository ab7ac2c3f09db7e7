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

  /// The process's standard output (descriptor 1) and standard error (descriptor 2),
  /// written unbuffered with write(2).
  static let standard = Console(
    writeOutput: { writeAll($0, to: 1) },
    writeError: { writeAll($0, to: 2) })
}

/// Writes all of `text` to `descriptor`, retrying short and interrupted writes. A failed
/// write (a closed pipe) ends the output silently: there is nowhere left to report it.
private func writeAll(_ text: String, to descriptor: Int32) {
  var text = text
  text.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
