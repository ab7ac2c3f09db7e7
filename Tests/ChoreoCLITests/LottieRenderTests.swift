import ChoreoCore
import ChoreoDemos
import ChoreoRender
import Foundation
import Testing

/// `choreo render DEMO --format lottie`, played back by two independent players and
/// compared with Choreo's own frames at progress 0, 0.25, 0.5, 0.75 and 1.
@Suite struct LottieRenderTests {
  /// Demos that both players draw as Choreo does: plain motion (easings, springs, steps), a
  /// 3-D flip baked into projected polygons, a spin with parenting, and the page curl
  /// (its Lottie draws copies of the page under each part's flat map,
  /// `RenderLayer.approximatingWarps()`). Left out: demos that cross-fade precompositions
  /// (tab-dissolve, tab-spin), which rlottie draws up to 2/255 off (it composites a translucent
  /// layer or precomposition offscreen at
  /// ⌊255·opacity⌋ with shift-by-8 multiplies: a 30% black layer over white gives 181
  /// where 178.5 is right; Benchmarks/peers/lottie_blend_probe.py measures each
  /// construct); pop-menu, whose 30% scrim the Python player rounds (below); and
  /// scroll-cards, which meets the targets but takes long to export.
  static let demos = ["easings", "tab-flip", "tab-curl", "swiftui-rotating"]

  /// The frame rate of the full pass: a third of the command's 30, since what the players
  /// are checked on (each layer, property and easing mapped) is the same at any rate, and the
  /// debug binary's export costs time in proportion to it.
  static let fullPassFPS = 10

  /// Each demo above at ``fullPassFPS``, its frames at full scale. The exports run two at a
  /// time and one Python process plays them all.
  @Test(.enabled(if: LottiePlayers.isInstalled, LottiePlayers.missing))
  func playersShowWhatChoreoRenders() async throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fps = Self.fullPassFPS
    let exports = try await concurrentMap(Self.demos) {
      try Self.export($0, fps: fps, at: [0, 0.25, 0.5, 0.75, 1], scale: 1, in: directory)
    }
    let results = try LottiePlayers.check(exports.map(\.job))
    for (export, result) in zip(exports, results) {
      let (name, demo) = (export.demo.name, export.demo)
      #expect(result.schemaErrors.isEmpty, "\(name): \(result.schemaErrors)")
      // rlottie counts op − ip + 1 frames: the writer's op is the end frame + 1.
      let endFrame = Int((demo.duration * Double(fps)).rounded(.down))
      #expect(result.totalFrames == endFrame + 2, "\(name)")
      #expect(result.comparisons.count == 2 * export.job.frames.count, "\(name)")
      for comparison in result.comparisons {
        let label = "\(name) frame \(comparison.frame) in \(comparison.player)"
        #expect(comparison.mean < 1, "\(label): mean difference \(comparison.mean)/255")
        #expect(comparison.off < 1, "\(label): \(comparison.off)% of pixels off by more than 8")
        #expect(comparison.boxShift <= 2, "\(label): drawn area moved \(comparison.boxShift) px")
      }
    }
  }

  /// The check reads each player's pixels as that player draws them: a half-opaque blue
  /// layer on a transparent canvas, composited over black by the check, is (0, 61, 127.5);
  /// Choreo's PNG (straight alpha) and both players come within 2.5/255 of it (rlottie
  /// 0.67/255 mean). rlottie's frames are premultiplied (0, 59, 125, alpha 125): read as
  /// straight alpha, as the check once did, the layer comes out (0, 29, 61), a mean of
  /// 13.2/255 with 40% of the pixels off by more than 8.
  @Test(.enabled(if: LottiePlayers.isInstalled, LottiePlayers.missing))
  func translucentLayerOnATransparentCanvasMatchesInBothPlayers() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let size = Size2D(width: 120, height: 80)
    var layer = RenderLayer(frame: Rect2D(x: 20, y: 16, width: 80, height: 48))
    layer.backgroundColor = RGBA(hex: 0x007AFF)
    layer.opacity = 0.5
    let document = try LottieExporter().document(duration: 1, size: size) { _ in layer }
    let json = directory.appendingPathComponent("half.json")
    try Data(document.json.utf8).write(to: json)
    let png = directory.appendingPathComponent("half.png").path
    try PNGEncoder().write(try LayerRenderer(size: size).render(layer), to: png)
    let result = try LottiePlayers.check(json.path, background: "000000", frames: [(0, png)])
    #expect(result.schemaErrors.isEmpty, "\(result.schemaErrors)")
    #expect(result.comparisons.count == 2)
    for comparison in result.comparisons {
      let label = "\(comparison.player) frame 0"
      #expect(comparison.mean < 1, "\(label): mean difference \(comparison.mean)/255")
      #expect(comparison.off < 1, "\(label): \(comparison.off)% of pixels off by more than 8")
    }
  }

  /// The validator the checks use rejects what the schema rejects: a file of Choreo's with
  /// its frame rate removed and a layer's opacity made a string gets errors naming both.
  @Test(.enabled(if: LottiePlayers.isInstalled, LottiePlayers.missing))
  func theSchemaCheckFindsErrors() throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["render", "tab-spin", "--format", "lottie", "--fps", "5", "--out", "good.json"],
      in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let good = directory.appendingPathComponent("good.json")
    let valid = try LottiePlayers.check(good.path, background: "FFFFFF", frames: [])
    #expect(valid.schemaErrors.isEmpty, "\(valid.schemaErrors)")
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: good)) as? [String: Any])
    document["fr"] = nil
    var layers = try #require(document["layers"] as? [[String: Any]])
    var transform = try #require(layers[0]["ks"] as? [String: Any])
    transform["o"] = ["a": 0, "k": "half"]
    layers[0]["ks"] = transform
    document["layers"] = layers
    let bad = directory.appendingPathComponent("bad.json")
    try JSONSerialization.data(withJSONObject: document).write(to: bad)
    let errors = try LottiePlayers.check(bad.path, background: "FFFFFF", frames: [])
      .schemaErrors
    #expect(errors.contains { $0.contains("\"fr\" is a required property") }, "\(errors)")
    #expect(errors.contains { $0.hasPrefix("[\'layers\', 0]") }, "\(errors)")
  }

  /// Demos whose cheap-pass frame shows translucent precompositions that rlottie does not
  /// draw within 1/255, with the bound on its mean there. rlottie composites such a
  /// precomposition at ⌊255·opacity⌋ with shift-by-8 multiplies: tab-dissolve's two pages
  /// cross-fading (1.48/255 measured; rlottie and the Python player differ by 1.15/255
  /// between themselves there) and pop-menu's items fading in, each with its icon (1.05/255
  /// measured; pop-menu's scrim is one paint, so the file carries its opacity in the fill,
  /// which rlottie draws within half a level: 2.87/255 before).
  static let offscreenInRlottie: [String: Double] = ["tab-dissolve": 2, "pop-menu": 1.5]

  /// Demos whose cheap-pass frame the Python player does not draw within 1/255: pop-menu's
  /// black scrim, 30% over the page, whose exact 178.5 cairo rounds up where Choreo rounds
  /// it down (1.20/255 measured), so its mean is bounded by 1.5/255 there.
  static let roundedByCairo: Set<String> = ["pop-menu"]

  /// Every other demo exports, validates and plays in both players: at 5 frames a second,
  /// at progress 0.5, at half scale (the cheap pass; the demos above get the full one). At
  /// half scale anti-aliased edges are a larger share of the pixels, so the share off by
  /// more than 8 is bounded by 2% here. The exports run two at a time, and two Python
  /// processes play half the files each.
  @Test(.enabled(if: LottiePlayers.isInstalled, LottiePlayers.missing))
  func everyDemoExportsAndPlays() async throws {
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = Demo.all.map(\.name).filter { !Self.demos.contains($0) }
    #expect(names.count == Demo.all.count - Self.demos.count)
    let exports = try await concurrentMap(names) {
      try Self.export($0, fps: 5, at: [0.5], scale: 0.5, in: directory)
    }
    let halves = [exports.indices.filter { $0 % 2 == 0 }, exports.indices.filter { $0 % 2 == 1 }]
    let checked = try await concurrentMap(halves) { half in
      (half, try LottiePlayers.check(half.map { exports[$0].job }))
    }
    var results: [LottiePlayers.Result?] = Array(repeating: nil, count: exports.count)
    for (half, found) in checked {
      for (index, result) in zip(half, found) { results[index] = result }
    }
    for (export, result) in zip(exports, results) {
      let name = export.demo.name
      let result = try #require(result, "\(name) was not checked")
      #expect(result.schemaErrors.isEmpty, "\(name): \(result.schemaErrors)")
      #expect(result.comparisons.count == 2, "\(name)")
      for comparison in result.comparisons {
        let label = "\(name) frame \(comparison.frame) in \(comparison.player)"
        // Known misses of the targets: the two sets above and pop-menu-corner's thin
        // strokes and small text at half scale (1.67% in rlottie, 2.49% in the Python
        // player measured; the two players differ by 1.12% there between themselves): where
        // strokes overlap in a partly covered pixel, Choreo's rasteriser, like rlottie's,
        // adds up the coverage.
        let meanBound =
          comparison.player == "rlottie"
          ? (Self.offscreenInRlottie[name] ?? 1)
          : (Self.roundedByCairo.contains(name) ? 1.5 : 1)
        let offBound: Double = name == "pop-menu-corner" ? 3 : 2
        #expect(comparison.mean < meanBound, "\(label): mean difference \(comparison.mean)/255")
        #expect(
          comparison.off < offBound, "\(label): \(comparison.off)% of pixels off by more than 8")
        #expect(comparison.boxShift <= 1, "\(label): drawn area moved \(comparison.boxShift) px")
      }
    }
  }

  /// rlottie keeps one easing curve per two-decimal key of the handles (`%.2f_%.2f_...`):
  /// scroll-header's info panel and the finger had easings equal to two decimals, so at
  /// frame 30 rlottie drew the panel with the finger's curve, a quarter of a point low,
  /// and 105 pixels of its thin text differed from Choreo's frame by more than 100/255
  /// (at 2x). Keyframes whose easing is not exact at two decimals now name it (`n`).
  /// Counted pixel by pixel: a frame's mean difference hides it.
  @Test(.enabled(if: LottiePlayers.isInstalled, LottiePlayers.missing))
  func rlottieEasesEachKeyframeWithItsOwnCurve() throws {
    let demo = try #require(Demo.named("scroll-header"))
    let directory = try ChoreoRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ChoreoRunner.run(
      ["render", demo.name, "--format", "lottie", "--out", "doc.json"], in: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let script = ChoreoRunner.peerScript("lottie_frame_diff.py")
    let frames = [28, 30, 32]
    var pairs: [String] = []
    for frame in frames {
      let png = directory.appendingPathComponent("\(frame).png").path
      let still = try ChoreoRunner.run(
        [
          "render", demo.name, "--format", "png", "--scale", "2", "--at", "\(Double(frame) / 30)",
          "--out", png,
        ])
      #expect(still.status == 0, "\(still.stderr)")
      pairs.append("\(frame)=\(png)")
    }
    // One process draws the three frames (rlottie alone: the Python player is not loaded).
    let diff = try Pillow.python(
      [script, directory.appendingPathComponent("doc.json").path, Self.hex(demo.background), "100"]
        + pairs)
    #expect(diff.status == 0, "\(diff.stderr)")
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [[String: Any]])
    #expect(list.compactMap { $0["frame"] as? Int } == frames)
    for object in list {
      let frame = object["frame"] as? Int ?? -1
      let count = try #require(object["count"] as? Int)
      #expect(
        count < 10, "frame \(frame): \(count) pixels off by more than 100/255 (\(object))")
    }
  }

  /// A demo's Lottie file at `fps` (nil: the command's default, 30) with Choreo's own
  /// stills at `progresses`: the checking job for it, once the status line has shown the
  /// bound achieved (at most the default 0.1 pt and 0.5% opacity).
  private static func export(
    _ name: String, fps: Int?, at progresses: [Double], scale: Double, in directory: URL
  ) throws -> (demo: Demo, job: LottiePlayers.Job) {
    let demo = try #require(Demo.named(name))
    let json = directory.appendingPathComponent("\(name).json")
    let rate = fps.map { ["--fps", "\($0)"] } ?? []
    let run = try ChoreoRunner.run(
      ["render", name, "--format", "lottie"] + rate + ["--out", json.path])
    #expect(run.status == 0, "\(name): \(run.stderr)")
    // The status line (on standard error) reports the bound achieved.
    let line = try #require(run.stderr.split(separator: "\n").last.map(String.init))
    let position = try #require(number(after: "max error ", in: line))
    let opacity = try #require(number(after: "pt, ", in: line))
    #expect(position <= 0.1 && opacity <= 0.5, "\(name): \(line)")
    let frames = try stills(
      of: demo, fps: fps ?? 30, at: progresses, scale: scale, in: directory)
    return (
      demo,
      LottiePlayers.Job(
        path: json.path, background: hex(demo.background), scale: scale, frames: frames)
    )
  }

  /// Choreo's own PNGs of `demo` at each `progress` of its animation at `fps` (the frame
  /// nearest it), drawn at `scale`: (frame number, path) pairs for the players' check.
  private static func stills(
    of demo: Demo, fps: Int, at progresses: [Double], scale: Double, in directory: URL
  ) throws -> [(Int, String)] {
    let endFrame = Int((demo.duration * Double(fps)).rounded(.down))
    return try progresses.map { progress in
      let frame = Int((progress * Double(endFrame)).rounded())
      let png = directory.appendingPathComponent("\(demo.name)-\(frame).png").path
      let time = min(Double(frame) / Double(fps), demo.duration)
      let still = try ChoreoRunner.run(
        [
          "render", demo.name, "--format", "png", "--scale", "\(scale)", "--at", "\(time)",
          "--out", png,
        ])
      #expect(still.status == 0, "\(still.stderr)")
      return (frame, png)
    }
  }

  private static func number(after marker: String, in line: String) -> Double? {
    guard let range = line.range(of: marker) else { return nil }
    let digits = line[range.upperBound...].prefix { $0.isNumber || $0 == "." }
    return Double(digits)
  }

  private static func hex(_ colour: RGBA) -> String {
    [colour.red, colour.green, colour.blue].map {
      let byte = Int((min(max($0, 0), 1) * 255).rounded())
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }.joined()
  }
}
