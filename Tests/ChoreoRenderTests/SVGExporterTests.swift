import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoRender

@Suite struct SVGExporterTests {
  @Test(arguments: [
    (0.0, "0"), (-0.0001, "0"), (1.25, "1.25"), (-0.5, "-0.5"), (2.0005, "2.001"),
    (100, "100"), (0.001, "0.001"), (-12.3456, "-12.346"), (1e12, "1000000000"),
  ])
  func numbersAreShortAndFixedPrecision(value: Double, text: String) {
    #expect(SVGFormat.number(value, decimals: 3) == text)
  }

  @Test func namesAreEscaped() throws {
    var layer = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 10, height: 10))
    layer.name = "a<b & \"c\" 'd'\u{1}"
    layer.backgroundColor = RGBA(hex: 0x102030, alpha: 0.5)
    let svg = try SVGExporter().svg(for: layer, size: Size2D(width: 10, height: 10))
    #expect(svg.contains("data-name=\"a&lt;b &amp; &quot;c&quot; &apos;d&apos;\""))
    #expect(svg.contains("fill=\"#102030\" fill-opacity=\"0.5\""))
  }

  @Test func markupEscapingCoversXMLAndHTML() {
    // XML 1.0 section 4.6 predefined entities; section 2.2 forbids U+0001 and U+FFFE.
    let text = "<a href=\"x\">Tom & 'Jo'</a>\u{1}\t\u{FFFE}é"
    #expect(xmlEscaped(text) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jo&apos;&lt;/a&gt;\té")
    #expect(htmlEscaped(text) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jo&#39;&lt;/a&gt;\té")
    #expect(xmlEscaped("plain text") == "plain text")
  }

  @Test func groupsClipsAndProjectedLayersAreWritten() throws {
    var root = rootLayer(width: 100, height: 100)
    var group = RenderLayer(frame: Rect2D(x: 10, y: 10, width: 50, height: 50))
    group.opacity = 0.25
    group.masksToBounds = true
    group.cornerRadius = 5
    var child = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 80, height: 80))
    child.backgroundColor = .black
    group.sublayers = [child]
    var flipped = RenderLayer(frame: Rect2D(x: 20, y: 20, width: 40, height: 40))
    flipped.backgroundColor = RGBA(hex: 0xFF0000)
    // Core Animation's idiom: perspective first, then rotate (the rotation is applied first).
    flipped.transform = Transform3D.perspective(distance: 300).rotated(by: 0.5, x: 0, y: 1, z: 0)
    var hidden = child
    hidden.isHidden = true
    root.sublayers = [group, flipped, hidden]
    let svg = try SVGExporter().svg(for: root, size: Size2D(width: 100, height: 100))
    #expect(svg.contains("<g opacity=\"0.25\">"))
    #expect(svg.contains("<clipPath id=\"clip1\">") && svg.contains("clip-path=\"url(#clip1)\""))
    #expect(svg.contains("matrix(1 0 0 1 10 10)"))
    // The perspective layer is a projected polygon (no transform attribute, lines only).
    let red = try #require(svg.split(separator: "\n").first { $0.contains("#ff0000") })
    #expect(!red.contains("transform") && !red.contains("C"))
    #expect(svg.components(separatedBy: "#000000").count == 3)  // clip shape + child only
    #expect(throws: RenderError.self) {
      try SVGExporter().svg(for: root, size: Size2D(width: 0, height: 1))
    }
  }
}

// An independent renderer (rsvg-convert from librsvg2-bin, decoded with Pillow) draws the
// SVG export of golden frames; it must agree with Choreo's own raster: mean absolute
// difference ≤ 1.5 per channel over the frame, and ≤ 24 per channel on every pixel whose
// 3×3 neighbourhood is uniform in Choreo's image (away from edges, where two anti-aliasing
// schemes legitimately differ). Without the tools the test is skipped, or fails when CI is
// set.
@Suite struct SVGIndependentRendererTests {
  static let ci = ExternalTool.inCI
  static var toolsAvailable: Bool {
    ExternalTool.rsvgConvert.isInstalled && ExternalTool.pillow.isInstalled
  }

  /// Runs a shell command with `input` on its standard input: its output, or nil when it
  /// fails.
  static func shell(_ command: String, input: Data? = nil) -> Data? {
    guard let run = try? ExternalTool.run(["sh", "-c", command], input: input), run.status == 0
    else { return nil }
    return run.stdout
  }

  @Test(
    .enabled(if: toolsAvailable || ci, "rsvg-convert and Pillow are not installed"),
    arguments: [("moving-square", 0.75), ("flip", 0.25)])
  func rsvgAgreesWithTheRasteriser(name: String, progress: Double) throws {
    guard Self.toolsAvailable else {
      let message: Comment =
        "CI is set but rsvg-convert or python3 Pillow is missing: install librsvg2-bin (apt-get install -y librsvg2-bin) and Pillow (pip install pillow)"
      Issue.record(message)
      return
    }
    let scene = try #require(GoldenScenes.all.first { $0.name == name }).scene(progress)
    let scale = 4.0
    let size = GoldenScenes.size
    let ours = try LayerRenderer(size: size, scale: scale).render(scene)
    let svg = try SVGExporter().svg(for: scene, size: size)
    let pillow =
      "import sys; from PIL import Image; "
      + "sys.stdout.buffer.write(Image.open(sys.stdin.buffer).convert('RGBA').tobytes())"
    let decode = "rsvg-convert -z \(Int(scale)) | python3 -c \"\(pillow)\""
    let theirs = try #require(Self.shell(decode, input: Data(svg.utf8)), "rsvg-convert failed")
    try #require(theirs.count == ours.pixels.count, "rsvg-convert gave another size")
    let reference = [UInt8](theirs)
    var total = 0
    var worstFlat = 0
    for y in 0..<ours.height {
      for x in 0..<ours.width {
        let index = (y * ours.width + x) * 4
        var flat = x > 0 && y > 0 && x < ours.width - 1 && y < ours.height - 1
        if flat {
          outer: for dy in -1...1 {
            for dx in -1...1 where ours[x + dx, y + dy] != ours[x, y] {
              flat = false
              break outer
            }
          }
        }
        for channel in 0..<4 {
          let difference = abs(Int(ours.pixels[index + channel]) - Int(reference[index + channel]))
          total += difference
          if flat { worstFlat = max(worstFlat, difference) }
        }
      }
    }
    let mean = Double(total) / Double(ours.pixels.count)
    #expect(mean <= 1.5, "mean absolute difference \(mean)")
    #expect(worstFlat <= 24, "largest difference away from edges \(worstFlat)")
  }
}
