import Testing

@testable import choreo

/// The "did you mean" guess: the optimal string alignment distance against hand-counted
/// edits, and the reach that keeps short words from being "corrected".
@Suite struct SuggestionTests {
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3),
    ("flaw", "lawn", 2), ("apgn", "apng", 1), ("pop-manu", "pop-menu", 1),
    ("ca", "abc", 3), ("abcd", "abcd", 0), ("sacle", "scale", 1),
  ])
  func editDistanceCountsEdits(a: String, b: String, distance: Int) {
    #expect(editDistance(Array(a), Array(b)) == distance)
    #expect(editDistance(Array(b), Array(a)) == distance)
  }

  @Test func theClosestNameWithinReachIsSuggested() {
    let formats = ["apng", "gif", "png", "svg", "frames", "sheet", "lottie", "html"]
    #expect(suggestion(for: "apgn", among: formats) == "apng")
    #expect(suggestion(for: "LOTIE", among: formats) == "lottie")
    #expect(suggestion(for: "frame", among: formats) == "frames")
    // An exact name (in any case) is not a typo.
    #expect(suggestion(for: "PNG", among: formats) == nil)
    // Three letters reach one edit: "jpg" is two from "png".
    #expect(suggestion(for: "jpg", among: formats) == nil)
    #expect(suggestion(for: "tiff", among: formats) == nil)
    // A tie goes to the earlier name: "sng" is one edit from both png and svg.
    #expect(suggestion(for: "sng", among: formats) == "png")
    #expect(
      withSuggestion("bad", for: "gfi", among: formats) == "bad; did you mean 'gif'?")
    #expect(withSuggestion("bad", for: "webp", among: formats) == "bad")
  }
}
