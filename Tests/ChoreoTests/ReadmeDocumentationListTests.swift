import Foundation
import Testing

/// The README's "Documentation" list links every DocC article, so an article the prose
/// mentions is one click away ("Gestures and momentum" and "Motion on every platform" were
/// missing once).
@Suite struct ReadmeDocumentationListTests {
  /// The README's lines from "## Documentation" up to the next section.
  static func documentationSection() throws -> String {
    let readme = try String(
      contentsOf: AppSnippetTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "## Documentation") else { return "" }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix("## ") } ?? rest.endIndex
    return rest[..<end].joined(separator: "\n")
  }

  @Test func everyArticleIsListedByItsTitle() throws {
    let section = try Self.documentationSection()
    #expect(!section.isEmpty, "README.md has no '## Documentation' section")
    let root = AppSnippetTests.root.path + "/"
    for article in try AppSnippetTests.documents() where article.pathExtension == "md" {
      let path = article.path.replacingOccurrences(of: root, with: "")
      guard path.hasPrefix("Sources/") else { continue }  // the README itself
      let text = try String(contentsOf: article, encoding: .utf8)
      guard let heading = text.split(separator: "\n").first, heading.hasPrefix("# "),
        !heading.contains("``")
      else { continue }  // a module's landing page, reached from the site's front page
      let title = heading.dropFirst(2)
      #expect(
        section.contains("[\(title)](\(path))"),
        "README's documentation list lacks [\(title)](\(path))")
    }
  }
}
