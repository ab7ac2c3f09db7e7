import ChoreoCore
import ChoreoDemos
import ChoreoRender
import Testing

@testable import choreo

/// The gallery page shows each demo's motions exported to CSS and Compose beside its Swift
/// snippet: the very texts `Motion.exported(to:)` gives, escaped, for every motion a demo
/// lists; nothing for the scroll demos, which follow the offset rather than time.
@Suite struct GalleryExportTests {
  @Test func eachDemoShowsItsMotionsExported() throws {
    for demo in Demo.all {
      let html = exportedMotions(demo)
      if demo.name.hasPrefix("scroll-") {
        #expect(demo.motions.isEmpty)
        #expect(html.isEmpty)
        continue
      }
      #expect(!demo.motions.isEmpty, "\(demo.name) lists no motion")
      for item in demo.motions {
        for target in [MotionExportTarget.css, .compose] {
          let text = try item.motion.exported(to: target).text
          #expect(html.contains(htmlEscaped(text)), "\(demo.name): \(item.label), \(target)")
        }
        #expect(html.contains("<summary>\(htmlEscaped(item.label)): CSS and Compose</summary>"))
      }
    }
  }

  /// The section puts the exports after the snippet, inside the demo's section.
  @Test func theExportsFollowTheSnippet() throws {
    let demo = try #require(Demo.named("pop-menu"))
    let section = galleryPage([demo], [GalleryPageTests.entry(demo)])
    let snippet = try #require(section.range(of: "<pre><code>"))
    let exports = try #require(section.range(of: "choreo export"))
    #expect(snippet.lowerBound < exports.lowerBound)
    // The opening spring, response 0.45 and damping ratio 0.6: stiffness (2π/0.45)².
    #expect(section.contains("spring(dampingRatio = 0.6f, stiffness = 194.95515f)"))
  }
}
