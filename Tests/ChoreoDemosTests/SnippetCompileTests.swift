import ChoreoDemos
import ChoreoTestSupport
import Foundation
import Testing

/// Every snippet on the gallery page is copyable public API: each is type-checked as the
/// body of a throwing function in a file that imports only Choreo and ChoreoRender (the
/// public modules), in one `swiftc -typecheck` against the modules this build made (the
/// compile step DocBlockTests uses, `SwiftTypeCheck`).
@Suite struct SnippetCompileTests {
  @Test(.enabled(if: SwiftTypeCheck.canRun, "no processes on this platform to run swiftc in"))
  func everyGallerySnippetTypeChecksAgainstThePublicAPI() throws {
    let demos = Demo.all.filter { !$0.codeExcerpt.isEmpty }
    #expect(demos.count == Demo.all.count)
    try #require(
      FileManager.default.fileExists(
        atPath: SwiftTypeCheck.modules.appendingPathComponent("ChoreoRender.swiftmodule").path),
      "no built modules beside the test binary at \(SwiftTypeCheck.modules.path)")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let outcome = try SwiftTypeCheck.run(
      demos.enumerated().map { number, demo in
        (
          "\(demo.name)'s snippet",
          "import Choreo\nimport ChoreoRender\n\nfunc snippet\(number)() throws {\n"
            + demo.codeExcerpt + "\n}\n"
        )
      },
      includes: ["Sources/CZlib", "Sources/CLibM"].map { root.appendingPathComponent($0).path })
    #expect(
      outcome.status == 0 && outcome.errors.isEmpty,
      "gallery snippets that do not compile (named by demo; lines count from the wrapper's 4):\n\(outcome.errors.joined(separator: "\n"))"
    )
  }
}
