import ChoreoRender

/// Where `curve`, `export` and `render` send their bytes (the `--out` file, or standard
/// output), and the line on standard error that says what was written:
/// `wrote PATH (WHAT, SIZE NOTE)`.
///
/// A file is opened when the target is made, so that a path that cannot be written fails
/// before the work that fills it, and written whole (a temporary beside it, then a
/// rename; see ``OutputFile``). Standard output, `-`, is named "standard output" in the
/// line; without `--out` (`curve` and `export` print by default) nothing is said.
struct OutputTarget {
  /// `--out` as given: `nil` without it, `-` for standard output.
  let path: String?
  /// The file being written; `nil` for standard output.
  private let file: OutputFile?

  /// Opens `path` for writing.
  ///
  /// - Parameter path: `--out` as given: `nil` without it, `-` for standard output.
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` for a path that cannot be
  ///   written.
  init(_ path: String?) throws(CLIError) {
    self.path = path
    guard let path, path != "-" else {
      file = nil
      return
    }
    file = try writingOutput { () throws(OutputError) in try OutputFile(path: path) }
  }

  /// Writes `bytes` and finishes the file (or prints them), then says so, unless they went
  /// to standard output without `--out`.
  ///
  /// - Parameters:
  ///   - bytes: Everything the target holds.
  ///   - console: Where standard output and standard error go.
  ///   - what: What the bytes hold, said before their size: `csv, 101 samples`.
  ///   - note: What is said after the size, from its comma: `, under Reduce Motion`.
  /// - Throws: ``CLIError/cannotCreateOutput(path:reason:)`` when the file cannot be
  ///   written; it is then discarded, and what was at the path stays.
  ///   ``CLIError/cannotWriteStandardOutput(reason:)`` when standard output does not take
  ///   the bytes (a full device); nothing then says they were written.
  func deliver(_ bytes: [UInt8], console: Console, what: String, note: String = "")
    throws(CLIError)
  {
    if let file {
      try writingOutput { () throws(OutputError) in try file.finish(with: bytes) }
    } else {
      do {
        try console.writeOutputBytes(bytes)
      } catch {
        throw .cannotWriteStandardOutput(reason: CLIError.reason(of: error))
      }
    }
    guard let path else { return }
    let name = path == "-" ? "standard output" : path
    console.writeError("wrote \(name) (\(what), \(byteCountText(bytes.count))\(note))\n")
  }

  /// Abandons the file, when the work that was to fill it fails: what was at the path
  /// stays.
  func discard() {
    file?.discard()
  }
}
