import ChoreoCore
import ChoreoDemos
import ChoreoRender
import Foundation
import Testing

@testable import choreo

/// The gallery page, built in process: what it says while demos are pending, after a
/// stopped run and when done; its escaping; and the demos' seeds and code excerpts, checked
/// against the demos' own sources.
@Suite struct GalleryPageTests {
  /// A demo whose name and summary hold every character with a meaning in HTML.
  static let awkward = Demo(
    name: "a<b>&\"c'", summary: "x < y & \"z\" isn't <script>", size: Size2D(width: 10, height: 20),
    duration: 1
  ) { _ in RenderLayer(frame: Rect2D(x: 0, y: 0, width: 10, height: 20)) }

  static func entry(_ demo: Demo, bytes: Int = 1000) -> GalleryEntry {
    func file(_ suffix: String, _ kind: String, frames: Int) -> GalleryFile {
      GalleryFile(name: demo.name + suffix, kind: kind, byteCount: bytes, frameCount: frames)
    }
    return GalleryEntry(
      demo: demo, width: demo.size.width, height: demo.size.height, scale: 2, fps: 30,
      renderedFrames: 31, animation: file(".apng", "APNG", frames: 20),
      gif: file(".gif", "GIF", frames: 18), sheet: file("-sheet.png", "Contact sheet", frames: 9),
      lottie: file(".json", "Lottie", frames: 31))
  }

  @Test func aPendingDemoIsListedAndThePageReloadsUntilAllAreIn() {
    let demos = Array(Demo.all.prefix(3))
    let page = galleryPage(demos, [Self.entry(demos[0]), nil, Self.entry(demos[2])])
    #expect(page.contains("<meta http-equiv=\"refresh\""))
    #expect(page.contains("2 of 3 demos done so far"))
    // The table of contents lists all three; only the done ones link to a section.
    #expect(page.contains("<li><a href=\"#\(demos[0].name)\">"))
    #expect(page.contains("<li>\(demos[1].name) &middot; "))
    #expect(page.contains("(rendering)"))
    #expect(page.contains("<section id=\"\(demos[2].name)\">"))
    #expect(!page.contains("<section id=\"\(demos[1].name)\">"))
    #expect(!page.contains("src=\"\(demos[1].name).apng\""))
  }

  @Test func aFinishedPageDoesNotReloadAndAStoppedOneSaysWhy() {
    let demos = Array(Demo.all.prefix(2))
    let done = galleryPage(demos, demos.map { Self.entry($0) })
    #expect(!done.contains("http-equiv"))
    #expect(!done.contains("rendering"))
    #expect(done.contains("2 demos, 8.0 kB in all."))
    let stopped = galleryPage(demos, [Self.entry(demos[0]), nil], stopped: "no <space> left")
    #expect(!stopped.contains("http-equiv"))
    #expect(stopped.contains("The run stopped after 1 of 2 demos: no &lt;space&gt; left"))
    #expect(stopped.contains("(not rendered)"))
  }

  /// Each seed's story is told once, at the head of its group of demos, and every contact
  /// sheet lists the instants it shows.
  @Test func storiesOncePerGroupAndSheetInstantsListed() {
    let demos = Demo.all
    let page = galleryPage(demos, demos.map { Self.entry($0) })
    for seed in DemoSeed.allCases {
      #expect(page.components(separatedBy: htmlEscaped(seed.story)).count == 2, "\(seed)")
    }
    #expect(page.components(separatedBy: "<div class=\"group\">").count == 8)
    #expect(page.contains("<h2>Gestures and momentum</h2>"))
    #expect(page.components(separatedBy: "<h2>Screen transitions</h2>").count == 2)
    // swiftui-rotating's own instants; tab-slide's evenly spaced ninths of 3.6 s.
    let rotating = Demo.swiftUIRotating.sheetTimes!.map {
      shortNumber(($0 * 100).rounded() / 100)
    }
    #expect(page.contains("9 frames at " + rotating.joined(separator: ", ") + " s"))
    #expect(page.contains("at 0, 0.45, 0.9, 1.35, 1.8, 2.25, 2.7, 3.15, 3.6 s"))
    // Light and dark.
    #expect(page.contains("@media (prefers-color-scheme: dark)"))
  }

  @Test func eachDemoShowsItsAPNGOnceAndLinksItsOtherFiles() {
    let demo = Demo.tabFlip
    let page = galleryPage([demo], [Self.entry(demo, bytes: 1500)])
    #expect(page.components(separatedBy: "<img ").count == 2)
    #expect(page.contains("<img src=\"tab-flip.apng\" width=\"240\" height=\"420\""))
    for file in ["tab-flip.apng", "tab-flip.gif", "tab-flip-sheet.png", "tab-flip.json"] {
      #expect(page.contains("<a href=\"\(file)\">"), "\(file)")
    }
    #expect(
      page.contains("GIF</a> &middot; <code>tab-flip.gif</code> &middot; 1.5 kB &middot; 18 frames")
    )
    // The size on disk is the four files together.
    #expect(page.contains("6.0 kB on disk"))
    // Where it comes from, in a sentence a visitor understands: no seed number or file.
    #expect(page.contains("Where it comes from: A UIKit blog post animated tab switches"))
    #expect(!page.contains("seed 000") && !page.contains(DemoSeed.tabBar.fileName))
    #expect(page.contains("<pre><code>"))
    #expect(page.contains("tabCount: 5, transition: .flip(from: .left), context: context,"))
  }

  /// Every mark a demo draws beyond its screen is explained beside its picture; the demos
  /// that draw gauges, fingers, rulers or plots have such marks.
  @Test func everyMarkIsExplainedBesideThePicture() {
    for demo in Demo.all {
      let page = galleryPage([demo], [Self.entry(demo)])
      for mark in demo.marks {
        #expect(
          page.contains(
            "<li><strong>\(htmlEscaped(mark.mark))</strong>: \(htmlEscaped(mark.meaning))</li>"),
          "\(demo.name): \(mark.mark)")
      }
      #expect(page.contains("<ul class=\"marks\"") == !demo.marks.isEmpty, "\(demo.name)")
    }
    for name in ["easings", "tab-swipe", "pop-menu", "scroll-header", "scroll-cards", "fling"] {
      #expect(Demo.named(name)?.marks.isEmpty == false, "\(name)")
    }
    #expect(Demo.named("scroll-header")?.marks.contains { $0.mark.hasPrefix("Gauge") } == true)
  }

  /// One bar drives every live demo: play, pause, slow motion, Reduce Motion and the arrow
  /// keys; each frame names its full page and, where there is one, its Reduce Motion page.
  @Test func oneBarDrivesEveryDemoAndFramesNameTheirReducedPages() {
    let demo = Demo.tabSlide
    var entry = Self.entry(demo)
    entry.live = GalleryFile(
      name: "tab-slide.html", kind: "Live page", byteCount: 10, frameCount: 1)
    entry.reduced = GalleryFile(
      name: "tab-slide-reduced.html", kind: "Live page, Reduce Motion", byteCount: 10,
      frameCount: 1)
    let page = galleryPage([demo], [entry])
    for id in ["all-play", "all-pause", "all-slow", "all-reduce"] {
      #expect(page.contains("id=\"\(id)\""), "\(id)")
    }
    #expect(
      page.contains(
        "<iframe class=\"live\" src=\"tab-slide.html#embed\" data-full=\"tab-slide.html\""
          + " data-reduced=\"tab-slide-reduced.html\""))
    #expect(page.contains("<a href=\"tab-slide-reduced.html\">Live page, Reduce Motion</a>"))
    #expect(page.contains("prefers-reduced-motion: reduce"))
    entry.reduced = nil
    #expect(!galleryPage([demo], [entry]).contains("data-reduced"))
  }

  /// Demos are taken most work first, but with the least work second, so the first demo
  /// is on the page quickly; every demo is taken once.
  @Test func theLongestDemoStartsFirstAndTheShortestNext() {
    let settings = Demo.all.map { RenderSettings(demo: $0, size: nil, scale: 1, fps: 15) }
    let schedule = GallerySchedule(settings)
    let order = schedule.order
    #expect(order.sorted() == Array(settings.indices))
    let work = settings.map { Double($0.frameCount) * $0.size.width * $0.size.height }
    #expect(work[order[0]] == work.max())
    #expect(work[order[1]] == work.min())
    let rest = order.dropFirst(2).map { work[$0] }
    #expect(rest == rest.sorted(by: >))
  }

  /// Workers take demos in the schedule's order, each once, until the schedule runs out or
  /// is stopped (a demo failed).
  @Test func demosAreTakenInOrderUntilStopped() {
    let schedule = GallerySchedule(work: [1, 50, 3, 40, 2])
    #expect(schedule.order == [1, 0, 3, 2, 4])
    #expect((0..<5).map { _ in schedule.take() } == [1, 0, 3, 2, 4])
    #expect(schedule.take() == nil)
    let stopped = GallerySchedule(work: [1, 50, 3, 40, 2])
    #expect(stopped.take() == 1)
    stopped.stop()
    #expect(stopped.take() == nil)
  }

  @Test func textFromOutsideThePageIsEscaped() {
    let demo = Self.awkward
    let page = galleryPage([demo], [Self.entry(demo)])
    let name = "a&lt;b&gt;&amp;&quot;c&#39;"
    #expect(page.contains("<section id=\"\(name)\">"))
    #expect(page.contains("<h3>\(name)</h3>"))
    #expect(page.contains("<img src=\"\(name).apng\""))
    #expect(page.contains("x &lt; y &amp; &quot;z&quot; isn&#39;t &lt;script&gt;"))
    // The one script is the page's own bar's.
    #expect(page.components(separatedBy: "<script>").count == 2)
    #expect(page.contains("<script>\n\(allDemosScript)</script>"))
    #expect(!page.contains("a<b>"))
    // The code of a real demo holds quotes and ampersands too.
    let easings = galleryPage([Demo.easings], [Self.entry(Demo.easings)])
    #expect(easings.contains("&quot;spring(duration: 0.5, bounce: 0.3)&quot;"))
  }

  @Test func everyDemoHasItsSeedAndAnExcerptOfItsOwnCode() throws {
    let expected: [String: DemoSeed?] = [
      "easings": nil, "tab-slide": .tabBar, "tab-slide-before-after": .tabBar,
      "tab-slide-rtl": .tabBar, "tab-dissolve": .tabBar,
      "tab-flip": .tabBar, "tab-curl": .tabBar, "tab-spin": .tabBar, "tab-swipe": .tabBar,
      "swiftui-rotating": .swiftUITransitions, "pop-menu": .popMenu,
      "pop-menu-before-after": .popMenu, "pop-menu-corner": .popMenu,
      "scroll-header": .scrollLayout, "scroll-header-before-after": .scrollLayout,
      "scroll-cards": .scrollLayout, "fling": nil, "nav-push-pop": nil, "card-sheet": nil,
      "photo-zoom": nil, "card-expand": nil, "list-reorder": nil,
    ]
    #expect(Set(Demo.all.map(\.name)) == Set(expected.keys))
    // The summaries that name a seed name the same one.
    for demo in Demo.all {
      #expect(demo.seed == expected[demo.name] ?? nil, "\(demo.name)")
      if let seed = demo.seed, demo.summary.hasPrefix("Seed ") {
        #expect(demo.summary.hasPrefix("Seed \(seed.rawValue)"), "\(demo.name)")
      }
    }
    // The seed files exist where the project keeps them, when that folder is beside it.
    let seeds = Self.repository.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    if FileManager.default.fileExists(atPath: seeds.path) {
      for seed in DemoSeed.allCases {
        #expect(
          FileManager.default.fileExists(atPath: seeds.appendingPathComponent(seed.fileName).path))
      }
    }
    // Every demo has a snippet (SnippetCompileTests type-checks them all).
    for demo in Demo.all {
      #expect(demo.codeExcerpt.split(separator: "\n").count >= 3, "\(demo.name)")
    }
  }

  /// The repository this test file is in.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
}
