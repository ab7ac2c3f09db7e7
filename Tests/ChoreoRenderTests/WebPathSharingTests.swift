import ChoreoCore
import Foundation
import Testing

@testable import ChoreoRender

/// A page's repeated path data is written once and drawn by `<use>`, which keeps the id,
/// class and place of the `<path>` it replaces; data that is shorter inline stays inline.
@Suite struct WebPathSharingTests {
  /// `canvas` with every `<use href="#gK"/>` written back as the `<path>` it stands for, and
  /// the definitions removed.
  static func expanded(_ canvas: String) throws -> String {
    guard canvas.hasPrefix("<svg width=\"0\"") else { return canvas }
    let end = try #require(canvas.range(of: "</defs></svg>\n"))
    let defs = String(canvas[..<end.lowerBound])
    var data: [String: String] = [:]
    let definition = try NSRegularExpression(pattern: "<path id=\"(g[0-9]+)\" d=\"([^\"]*)\"/>")
    for match in definition.matches(in: defs, range: NSRange(defs.startIndex..., in: defs)) {
      data[String(defs[Range(match.range(at: 1), in: defs)!])] = String(
        defs[Range(match.range(at: 2), in: defs)!])
    }
    var rest = String(canvas[end.upperBound...])
    let use = try NSRegularExpression(pattern: "<use([^>]*) href=\"#(g[0-9]+)\"/>")
    while let match = use.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)) {
      let attributes = String(rest[Range(match.range(at: 1), in: rest)!])
      let name = String(rest[Range(match.range(at: 2), in: rest)!])
      let path = "<path\(attributes) d=\"\(try #require(data[name]))\"/>"
      rest.replaceSubrange(Range(match.range, in: rest)!, with: path)
    }
    return rest
  }

  @Test func repeatedDataIsDefinedOnceAndUsed() throws {
    let glyph = "M9.5 9.5c0-2.209-1.791-4-4-4-2.209 0-4 1.791-4 4 0 2.209 1.791 4 4 4"
    let canvas = """
        <div class="l" id="r1">
         <svg width="1" height="1"><path class="p0" d="\(glyph)"/><path class="p0" d="M1 1l0 12"/></svg>
        </div>
        <div class="l" id="r2">
         <svg width="1" height="1"><path id="r2v0" class="p1 h" d="\(glyph)"/><g id="r2v1"><path class="p0" d="\(glyph)"/><path class="p0" d="M1 1l0 12"/></g></svg>
        </div>

      """
    let shared = WebPathSharing.shared(canvas)
    #expect(shared.components(separatedBy: glyph).count - 1 == 1)
    #expect(shared.contains("<defs><path id=\"g0\" d=\"\(glyph)\"/></defs>"))
    #expect(shared.contains("<use class=\"p0\" href=\"#g0\"/>"))
    #expect(shared.contains("<use id=\"r2v0\" class=\"p1 h\" href=\"#g0\"/>"))
    // The short stroke is cheaper written twice than defined once and used twice.
    #expect(shared.components(separatedBy: "d=\"M1 1l0 12\"").count - 1 == 2)
    #expect(shared.count < canvas.count)
    #expect(try Self.expanded(shared) == canvas)
  }

  @Test func markupWithoutRepeatsIsKeptAsItIs() {
    let canvas = "<div><svg><path class=\"p0\" d=\"M0 0L390 0l0 400L0 400Z\"/></svg></div>\n"
    #expect(WebPathSharing.shared(canvas) == canvas)
    #expect(WebPathSharing.shared("") == "")
  }

  @Test func aDemoPageSharesAndExpandsBackToItsPaths() throws {
    // A label shown in two layers: the glyphs of the second are the first's.
    let font = StrokeFont.standard
    let page = try WebExporter().page(duration: 1, size: Size2D(width: 300, height: 120)) { t in
      var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 300, height: 120))
      let text = "offset \(Int(t * 10))"
      root.sublayers = [
        font.layer(text, at: Point2D(x: 10, y: 40), size: 20, color: RGBA(hex: 0x1C1C1E)),
        font.layer(text, at: Point2D(x: 10, y: 40), size: 20, color: RGBA(hex: 0x8E8E93)),
      ]
      return root
    }
    let start = try #require(page.html.range(of: "<div id=\"canvas\"")).upperBound
    let canvas = page.html[start...]
    #expect(canvas.contains("<defs><path id=\"g0\""))
    #expect(canvas.contains(" href=\"#g0\"/>"))
  }
}
