import Foundation
import Testing

/// What a user reads names each component by what it does, and the blog post it re-creates
/// by its title (the README's "Where the components come from"): never by the project's
/// internal word for those posts, "seed" ("seed 000", "the seed systems"), which no reader
/// is told. Checked in the README, every DocC catalog, the documentation site's landing
/// page, and every `///` comment of the library modules (a superset of the public ones).
@Suite struct InternalWordsTests {
  /// The word, in any case.
  static let word = "seed"

  /// The library modules whose doc comments become the documentation.
  static let libraries = [
    "ChoreoCore", "Choreo", "ChoreoRender", "ChoreoTesting", "ChoreoUIKit", "ChoreoSwiftUI",
  ]

  /// Every file a user reads as documentation, with whether only its `///` lines count.
  static func documents() throws -> [(url: URL, docCommentsOnly: Bool)] {
    let root = AppSnippetTests.root
    var found: [(URL, Bool)] = [
      (root.appendingPathComponent("README.md"), false),
      (root.appendingPathComponent("Scripts/build-docs"), false),
    ]
    for module in libraries {
      let folder = root.appendingPathComponent("Sources/\(module)")
      guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let path as String in walk {
        let url = folder.appendingPathComponent(path)
        if path.contains(".docc/"), path.hasSuffix(".md") {
          found.append((url, false))
        } else if path.hasSuffix(".swift") {
          found.append((url, true))
        }
      }
    }
    return found
  }

  @Test func noDocumentationSaysSeed() throws {
    let root = AppSnippetTests.root.path + "/"
    var checked = 0
    for (url, docCommentsOnly) in try Self.documents() {
      let text = try String(contentsOf: url, encoding: .utf8)
      checked += 1
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where line.range(of: Self.word, options: .caseInsensitive) != nil {
        if docCommentsOnly, !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
          continue
        }
        let place = url.path.replacingOccurrences(of: root, with: "")
        let message =
          "\(place):\(number + 1) says '\(Self.word)': describe the component by what it does "
          + "and name the blog post by its title (README, 'Where the components come "
          + "from'):\n\(line)"
        Issue.record(Comment(rawValue: message))
      }
    }
    // The README, the landing page, the catalogs' articles and the sources: a test that read
    // nothing would pass having checked nothing.
    #expect(checked > 100)
  }
}
