import ChoreoDemos
import ChoreoRender
import ChoreoTestSupport
import Foundation
import Testing

@testable import choreo

/// The gallery page as a reader sees it in headless Chromium (Peers/blink_gallery_layout.py),
/// on a phone (390 × 844) and a laptop (1280 × 800), light and dark: a demo plays above the
/// fold; following each contents link leaves the demo's title below the sticky bar; nothing
/// overflows sideways; every demo is shown large enough that its smallest label is 11 CSS
/// pixels of type or more; a playing demo's time readout keeps clear of its frame's edge.
/// The page lists every demo; the demos it opens on have real live pages (at a low frame
/// rate, the debug binary's export being slow), the others' frames are never loaded.
@Suite struct GalleryLayoutTests {
  static var script: String {
    ChoreoRunner.peerScript("blink_gallery_layout.py")
  }

  /// The screens looked at.
  static let screens: [(width: Int, height: Int, scheme: String)] = [
    (390, 844, "light"), (390, 844, "dark"), (1280, 800, "light"), (1280, 800, "dark"),
  ]

  /// The type size, in CSS pixels, of the smallest label a frame shows at `zoom`: labels
  /// are drawn by the stroke font, whose size is a cap height, about 0.7 of a font's size.
  static func smallestType(zoom: Double) -> Double {
    DemoLabelTests.smallestCapHeight / 0.7 * zoom
  }

  @Test(.enabled(if: ExternalTool.chromium.isInstalled, "Chromium or Selenium is missing"))
  func theGalleryOpensOnMotionAndReadsOnAPhone() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let shots = ProcessInfo.processInfo.environment["CHOREO_GALLERY_SHOTS"]
    var entries: [GalleryEntry?] = []
    for demo in Demo.all {
      var entry = GalleryPageTests.entry(demo)
      entry.live = GalleryFile(
        name: "\(demo.name).html", kind: "Live page", byteCount: 1, frameCount: 1)
      entries.append(entry)
    }
    for name in heroDemoNames {
      let demo = try #require(Demo.named(name))
      let page = try DemoOutput.webPage(RenderSettings(demo: demo, size: nil, scale: 1, fps: 5))
      try Data(page.html.utf8).write(to: directory.appendingPathComponent("\(name).html"))
    }
    let index = directory.appendingPathComponent("index.html")
    try Data(galleryPage(Demo.all, entries).utf8).write(to: index)
    var request: [String: Any] = [
      "page": index.path,
      "screens": Self.screens.map {
        ["width": $0.width, "height": $0.height, "scheme": $0.scheme]
      },
    ]
    if let shots { request["shots"] = shots }
    let run = try ExternalTool.run(
      ["python3", Self.script], input: try JSONSerialization.data(withJSONObject: request))
    #expect(run.status == 0, "\(run.stderrText)")
    let reply = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
    let readings = try #require(reply["screens"] as? [[String: Any]])
    try #require(readings.count == Self.screens.count)
    var backgrounds: [String: String] = [:]
    for (screen, reading) in zip(Self.screens, readings) {
      let name = "\(screen.width)×\(screen.height) \(screen.scheme)"
      // A demo plays above the fold as the page opens.
      let moving = reading["moving"] as? [[String: Any]] ?? []
      #expect(
        moving.contains {
          ($0["moved"] as? Bool) == true && ($0["top"] as? Double ?? .nan) < Double(screen.height)
        },
        "\(name): no demo moves above the fold: \(moving)")
      // Nothing overflows sideways.
      let (scroll, inner) = (
        reading["scrollWidth"] as? Int ?? -1, reading["innerWidth"] as? Int ?? 0
      )
      #expect(scroll <= inner, "\(name): the page is \(scroll) px wide in \(inner)")
      // Every demo's labels are large enough to read.
      let zooms = reading["zooms"] as? [[String: Any]] ?? []
      #expect(zooms.count >= Demo.all.count, "\(name): \(zooms.count) frames")
      for frame in zooms {
        let type = Self.smallestType(zoom: frame["zoom"] as? Double ?? 0)
        #expect(type >= 11 - 1e-9, "\(name): \(frame["src"] ?? "?")'s labels are \(type) px")
      }
      // A playing demo's time readout keeps clear of its frame's right edge.
      let readouts = reading["readouts"] as? [Double] ?? []
      #expect(!readouts.isEmpty, "\(name): no readout seen")
      for room in readouts {
        #expect(room >= 4, "\(name): the readout is \(room) px from the edge")
      }
      // Each contents link leaves its demo's title in view below the bar.
      let links = reading["links"] as? [[String: Any]] ?? []
      #expect(links.count == Demo.all.count, "\(name): \(links.count) links")
      for link in links {
        let bar = link["barBottom"] as? Double ?? .nan
        let (top, bottom) = (
          link["titleTop"] as? Double ?? .nan, link["titleBottom"] as? Double ?? .nan
        )
        #expect(
          top >= bar && bottom <= Double(screen.height),
          "\(name): \(link["target"] ?? "?")'s title at \(top)...\(bottom), the bar ends at \(bar)")
      }
      backgrounds[screen.scheme] = reading["background"] as? String
    }
    // Light and dark are two looks.
    #expect(backgrounds["light"] != backgrounds["dark"], "\(backgrounds)")
  }
}

/// Every demo's labels (the stroke font's text layers) are at least
/// ``smallestCapHeight`` tall to their cap height, at the start, the still time and the end:
/// the gallery's ``readableZoom`` stands on it.
@Suite struct DemoLabelTests {
  /// The smallest cap height of any demo's label, in points.
  static let smallestCapHeight = 8.0

  /// The cap heights of the text layers in `layer`'s tree: a text layer is named by its
  /// text and strokes a path with no fill, its box the stroke font's for that text.
  static func capHeights(_ layer: RenderLayer) -> [Double] {
    var heights: [Double] = []
    if let text = layer.name, !text.isEmpty, let shape = layer.shape, shape.fillColor == nil,
      shape.strokeColor != nil
    {
      // The stroke font's box grows with the cap height, width and height alike.
      let unit = StrokeFont.standard.bounds(of: text, at: .zero, size: 1).size
      let cap = layer.bounds.size.height / unit.height
      if unit.height > 0, abs(unit.width * cap - layer.bounds.size.width) <= 0.05 * unit.width * cap
      {
        heights.append(cap)
      }
    }
    for sublayer in layer.sublayers { heights += capHeights(sublayer) }
    return heights
  }

  @Test func everyLabelIsAtLeastTheSmallestCapHeight() {
    for demo in Demo.all {
      let heights = [0, demo.stillTime, demo.duration].flatMap { Self.capHeights(demo.scene($0)) }
      #expect(!heights.isEmpty, "\(demo.name) has no labels")
      let smallest = heights.min() ?? .infinity
      #expect(
        smallest >= Self.smallestCapHeight - 1e-9, "\(demo.name): a label \(smallest) pt tall")
    }
  }
}
