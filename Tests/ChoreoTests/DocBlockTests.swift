import ChoreoTestSupport
import Foundation
import Testing

/// Every platform-independent ```swift block of the README and the DocC articles, extracted
/// and type-checked as written against the modules this build made: a block whose API
/// changed fails here. App blocks (UIKit, SwiftUI) are `AppSnippetTests`' (they compile in
/// `Examples/ChoreoSnippets`). A block that is only an illustration (a manifest fragment, a
/// sketch) is marked by the line `<!-- illustration -->` just before its fence; a block
/// that names values it does not make gets them from a `<!-- context: ... -->` comment
/// just before its fence (both render as nothing on GitHub and in DocC).
@Suite struct DocBlockTests {
  /// One extracted block.
  struct Block {
    var document: String
    var line: Int
    var code: String
    var context: String
    var isIllustration: Bool
  }

  /// The ```swift blocks of a document, each with the marker or context before its fence.
  static func blocks(in text: String, document: String) -> [Block] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [Block] = []
    var index = 0
    while index < lines.count {
      guard lines[index] == "```swift" else {
        index += 1
        continue
      }
      let fence = index
      var end = fence + 1
      while end < lines.count, lines[end] != "```" { end += 1 }
      var isIllustration = false
      var context = ""
      var before = fence - 1
      if before >= 0, lines[before] == "<!-- illustration -->" {
        isIllustration = true
      } else if before >= 0, lines[before].hasSuffix("-->") {
        var comment: [String] = []
        while before >= 0, !lines[before].hasPrefix("<!-- context:") {
          comment.insert(lines[before], at: 0)
          before -= 1
        }
        if before >= 0 {
          comment.insert(String(lines[before].dropFirst("<!-- context:".count)), at: 0)
          comment[comment.count - 1] = String(comment[comment.count - 1].dropLast(3))
          context = comment.joined(separator: "\n")
        }
      }
      found.append(
        Block(
          document: document, line: fence + 1,
          code: lines[(fence + 1)..<min(end, lines.count)].joined(separator: "\n"),
          context: context, isIllustration: isIllustration))
      index = end + 1
    }
    return found
  }

  /// The unmarked platform-independent blocks of the README and the articles.
  static func checkedBlocks() throws -> [Block] {
    var result: [Block] = []
    for document in try AppSnippetTests.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      let name = document.path.replacingOccurrences(of: AppSnippetTests.root.path + "/", with: "")
      for block in blocks(in: text, document: name) where !block.isIllustration {
        if AppSnippetTests.appWords.contains(where: { block.code.contains($0) }) { continue }
        result.append(block)
      }
    }
    return result
  }

  /// A Swift file for a block: declarations at file scope as written; statements inside a
  /// throwing function on the main actor, after their context.
  static func source(for block: Block, number: Int) -> String {
    let imports =
      "import Foundation\nimport Choreo\nimport ChoreoRender\nimport ChoreoTesting\nimport Testing\n"
    let origin = "// \(block.document):\(block.line)\n"
    let body = block.code.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    let declarations = ["@Test", "enum ", "struct ", "extension ", "func "]
    let topLevel = body.split(separator: "\n").allSatisfy { line in
      line.first?.isWhitespace != false || line.hasPrefix("}") || line.hasPrefix(")")
        || declarations.contains { line.hasPrefix($0) }
    }
    if topLevel, block.context.isEmpty { return imports + origin + body + "\n" }
    // On the main actor, as app code that drives coordinators and animators runs.
    return imports + origin + "@MainActor func docBlock\(number)() throws {\n" + block.context
      + "\n" + body
      + "\n}\n"
  }

  @Test(.enabled(if: SwiftTypeCheck.canRun, "no processes on this platform to run swiftc in"))
  func everyUnmarkedBlockTypeChecks() throws {
    let blocks = try Self.checkedBlocks()
    // The README's two and the articles' seventeen today: a test that found
    // none would pass having checked nothing.
    #expect(blocks.count >= 19)
    try #require(
      FileManager.default.fileExists(
        atPath: SwiftTypeCheck.modules.appendingPathComponent("ChoreoTesting.swiftmodule").path),
      "no built modules beside the test binary at \(SwiftTypeCheck.modules.path)")
    let outcome = try SwiftTypeCheck.run(
      blocks.enumerated().map { number, block in
        ("\(block.document):\(block.line) (its block)", Self.source(for: block, number: number))
      },
      includes: ["Sources/CZlib", "Sources/CLibM"].map {
        AppSnippetTests.root.appendingPathComponent($0).path
      })
    #expect(
      outcome.status == 0 && outcome.errors.isEmpty,
      "documented blocks that do not compile (a line number counts from the wrapper's imports):\n\(outcome.errors.joined(separator: "\n"))"
    )
  }
}
