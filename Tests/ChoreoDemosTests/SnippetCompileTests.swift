import ChoreoDemos
import Foundation
import Testing

/// Every snippet on the gallery page is copyable public API: each is type-checked as the
/// body of a throwing function in a file that imports only Choreo and ChoreoRender (the
/// public modules), in one `swiftc -typecheck` against the modules this build made.
@Suite struct SnippetCompileTests {
  static let canRunCompiler: Bool = {
    #if os(macOS) || os(Linux)
      return true
    #else
      return false
    #endif
  }()

  @Test(.enabled(if: canRunCompiler, "no processes on this platform to run swiftc in"))
  func everyGallerySnippetTypeChecksAgainstThePublicAPI() throws {
    #if os(macOS) || os(Linux)
      let demos = Demo.all.filter { !$0.codeExcerpt.isEmpty }
      #expect(demos.count == Demo.all.count)
      let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("Modules")
      try #require(
        FileManager.default.fileExists(
          atPath: modules.appendingPathComponent("ChoreoRender.swiftmodule").path),
        "no built modules beside the test binary at \(modules.path)")
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "choreo-snippets-\(ProcessInfo.processInfo.processIdentifier)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var files: [String] = []
      for (number, demo) in demos.enumerated() {
        let file = folder.appendingPathComponent("\(demo.name).swift")
        let source =
          "import Choreo\nimport ChoreoRender\n\nfunc snippet\(number)() throws {\n"
          + demo.codeExcerpt + "\n}\n"
        try source.write(to: file, atomically: true, encoding: .utf8)
        files.append(file.path)
      }
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let compiler = Process()
      compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      compiler.arguments =
        [
          "swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
          "-I", modules.path, "-I", root.appendingPathComponent("Sources/CZlib").path,
        ] + files
      let output = Pipe()
      compiler.standardOutput = output
      compiler.standardError = output
      try compiler.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      compiler.waitUntilExit()
      let errors = text.split(separator: "\n").filter { $0.contains(": error: ") }
      #expect(
        compiler.terminationStatus == 0 && errors.isEmpty,
        "gallery snippets that do not compile (named by demo):\n\(errors.joined(separator: "\n"))")
    #endif
  }
}
