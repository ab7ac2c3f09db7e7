import Foundation

/// Type-checks Swift sources with one `swiftc -typecheck` run against the modules this
/// build made (the `Modules` folder beside the test binary), for tests that check that
/// code shown to readers (documentation blocks, the gallery's snippets) compiles as
/// written.
public enum SwiftTypeCheck {
  /// Whether this platform can run the compiler as a process (not iOS, tvOS, watchOS).
  public static let canRun: Bool = {
    #if os(macOS) || os(Linux)
      return true
    #else
      return false
    #endif
  }()

  /// The built modules beside the running test binary.
  public static var modules: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Modules")
  }

  /// What one run found: the compiler's exit status and its error lines, each naming the
  /// label of the source it is in.
  public struct Outcome: Sendable {
    /// The compiler's exit status; 0 when every source type-checks.
    public var status: Int32
    /// The `error:` lines, with each temporary file's path replaced by its source's label.
    public var errors: [String]
  }

  /// Writes each source to a temporary file and type-checks them all in one run
  /// (`-parse-as-library`, Swift 6), with `includes` as extra `-I` folders.
  /// - Parameters:
  ///   - sources: A label for the messages (a document and line) and the file's text.
  ///   - includes: Extra module search folders (a C module's headers).
  /// - Returns: The exit status and the errors.
  public static func run(_ sources: [(label: String, code: String)], includes: [String] = [])
    throws -> Outcome
  {
    #if os(macOS) || os(Linux)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "choreo-typecheck-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
      )
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var files: [String] = []
      for (number, source) in sources.enumerated() {
        let file = folder.appendingPathComponent("source\(number).swift")
        try source.code.write(to: file, atomically: true, encoding: .utf8)
        files.append(file.path)
      }
      let run = try ExternalTool.run(
        ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules.path]
          + includes.flatMap { ["-I", $0] } + files)
      let text = run.stdoutText + run.stderrText
      let errors = text.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
        var named = String(line)
        for (number, source) in sources.enumerated().reversed() {
          named = named.replacingOccurrences(
            of: folder.appendingPathComponent("source\(number).swift").path,
            with: "\(source.label) (as compiled)")
        }
        return named
      }
      return Outcome(status: run.status, errors: errors)
    #else
      return Outcome(status: 0, errors: [])
    #endif
  }
}
