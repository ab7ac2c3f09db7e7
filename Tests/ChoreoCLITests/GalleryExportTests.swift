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
      let (css, compose) = exportedMotions(demo)
      if demo.name.hasPrefix("scroll-") {
        #expect(demo.motions.isEmpty)
        #expect(css.isEmpty && compose.isEmpty)
        continue
      }
      #expect(!demo.motions.isEmpty, "\(demo.name) lists no motion")
      for item in demo.motions {
        for (target, html) in [(MotionExportTarget.css, css), (.compose, compose)] {
          let text = try item.motion.exported(to: target).text
          #expect(html.contains(htmlEscaped(text)), "\(demo.name): \(item.label), \(target)")
          #expect(html.contains("<p class=\"meta\">\(htmlEscaped(item.label)):</p>"))
        }
      }
    }
  }

  /// The code sits in tabs, Swift first and chosen: radio buttons of one group, each with
  /// its label, then as many panels, in the same order; only the tabs there is something
  /// for.
  @Test func theCodeSitsInTabsSwiftFirst() throws {
    let menu = try #require(Demo.named("pop-menu"))
    let tabs = codeTabs(menu, exports: exportedMotions(menu))
    let inputs = tabs.ranges(of: "<input type=\"radio\" name=\"code-pop-menu\"")
    #expect(inputs.count == 3)
    #expect(tabs.ranges(of: "<div class=\"panel\">").count == 3)
    #expect(
      tabs.contains("id=\"code-pop-menu-swift\" checked><label for=\"code-pop-menu-swift\">Swift"))
    let order = ["Swift</label>", "CSS</label>", "Compose</label>", "choreo export"].map {
      tabs.range(of: $0)?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    // A scroll demo follows the offset, not time: its snippet alone.
    let scroll = try #require(Demo.named("scroll-header"))
    let scrollTabs = codeTabs(scroll, exports: exportedMotions(scroll))
    #expect(scrollTabs.ranges(of: "type=\"radio\"").count == (scroll.codeExcerpt.isEmpty ? 0 : 1))
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
