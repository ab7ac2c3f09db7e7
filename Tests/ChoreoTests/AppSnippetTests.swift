import Foundation
import Testing

/// Every app snippet (code that needs UIKit or SwiftUI) in the README and the DocC articles
/// stands line for line in `Examples/ChoreoSnippets`, the target the Apple SDK check
/// compiles for iOS: a snippet changed in a document and not there fails here. Each
/// paragraph of a block (lines between blank lines) must stand there as one run of lines,
/// indentation and runs of spaces aside: a paragraph may need a context of its own (an
/// extension at file scope, statements in a view's body). The README's
/// platform-independent tour (the block that starts `import Choreo`) is run by
/// `ReadmeTourTests` instead.
@Suite struct AppSnippetTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Words that only app code uses.
  static let appWords = [
    "UIView", "UIImage", "UIScrollView", "UITapGesture", "UITabBarController", "Image(",
    "some View", "swiftUITransition", "withAnimation", "PopMenuView", "RadialMenu(",
    "ScrollSceneBinding", "ScrollSceneView", "TabBarTransitions", "DisplayLinkClock",
    "buttonStyle", "layer.", "propertyAnimator", ".coreAnimation(", "Text(", "sceneTransition(",
    "NavigationTransitions", "CardSheetTransitions", "PillTabs", "PushStack(",
    "SharedElementScreen", "sharedElement(",
  ]

  /// The documents: the README and every DocC article.
  static func documents() throws -> [URL] {
    var found = [root.appendingPathComponent("README.md")]
    let sources = root.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = sources.appendingPathComponent(module).appendingPathComponent(
        "\(module).docc")
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: catalog.path)
      else { continue }
      found += names.sorted().filter { $0.hasSuffix(".md") }.map {
        catalog.appendingPathComponent($0)
      }
    }
    return found
  }

  /// The ```swift blocks of a Markdown text.
  static func swiftBlocks(_ text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// Lines without indentation, trailing space or runs of spaces; blank lines dropped.
  static func normalized(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { line in
      line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }.filter { !$0.isEmpty }
  }

  /// The paragraphs of a block: runs of lines between blank lines.
  static func paragraphs(_ block: String) -> [[String]] {
    var result: [[String]] = [[]]
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy(\.isWhitespace) {
        if !result[result.count - 1].isEmpty { result.append([]) }
      } else {
        result[result.count - 1] += normalized(line)
      }
    }
    return result.filter { !$0.isEmpty }
  }

  /// Whether `lines` stand in `text` as one run.
  static func contains(_ text: [String], _ lines: [String]) -> Bool {
    guard lines.count <= text.count else { return false }
    for start in 0...(text.count - lines.count) where text[start] == lines[0] {
      if Array(text[start..<(start + lines.count)]) == lines { return true }
    }
    return false
  }

  @Test func everyAppSnippetIsCompiledInTheSnippetsTarget() throws {
    let snippets = Self.normalized(
      try String(
        contentsOf: Self.root.appendingPathComponent("Examples/ChoreoSnippets/AppSnippets.swift"),
        encoding: .utf8))
    var checked = 0
    for document in try Self.documents() {
      let text = try String(contentsOf: document, encoding: .utf8)
      for block in Self.swiftBlocks(text) where !block.hasPrefix("import Choreo") {
        guard Self.appWords.contains(where: { block.contains($0) }) else { continue }
        for lines in Self.paragraphs(block) {
          let found = Self.contains(snippets, lines)
          #expect(
            found,
            "\(document.lastPathComponent): not in Examples/ChoreoSnippets:\n\(lines.joined(separator: "\n"))"
          )
        }
        checked += 1
      }
    }
    // The README's seven app snippets and the adapters' articles' three: a test that found
    // none would pass having checked nothing.
    #expect(checked >= 10)
  }
}
