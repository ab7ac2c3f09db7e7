import ChoreoCore
import ChoreoRender
import Foundation
import Testing

/// The web page's keyframes, read back from its script and evaluated here as Web Animations
/// does (linear, `steps(1,end)`, and `cubic-bezier()` solved by bisection), against closed
/// forms of the motion.
@Suite struct WebExporterTests {
  static let size = Size2D(width: 300, height: 120)

  /// A 20-point dot whose center is at `center` (the Lottie exporter's tests' dot).
  static func dot(_ center: Point2D, opacity: Double = 1) -> RenderLayer {
    LottieExporterTests.dot(center, opacity: opacity)
  }

  /// One keyframe of a transform animation: its offset, translation x and easing.
  struct Frame {
    var offset: Double
    var x: Double
    var easing: String
  }

  /// The keyframes of the page's one transform animation.
  static func transformFrames(_ html: String) throws -> [Frame] {
    let lines = html.split(separator: "\n").filter {
      $0.hasPrefix("a(\"") && $0.contains("transform:")
    }
    try #require(lines.count == 1, "\(lines)")
    let pattern = try NSRegularExpression(
      pattern: #"\{transform:"matrix\(([^)]*)\)",offset:([0-9.]+)(?:,easing:"([^"]*)")?\}"#)
    let text = String(lines[0])
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      func group(_ i: Int) -> String {
        Range(match.range(at: i), in: text).map { String(text[$0]) } ?? ""
      }
      let entries = group(1).split(separator: ",").map { Double($0) ?? .nan }
      return Frame(offset: Double(group(2)) ?? .nan, x: entries[4], easing: group(3))
    }
  }

  /// The progress a CSS easing gives at x: linear, steps(1,end), or cubic-bezier solved for
  /// its parameter by bisection (x(s) is monotone for x1, x2 in 0...1).
  static func progress(_ easing: String, _ x: Double) -> Double {
    if easing == "steps(1,end)" { return x < 1 ? 0 : 1 }
    guard easing.hasPrefix("cubic-bezier(") else { return x }
    let p = easing.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").map {
      Double($0) ?? .nan
    }
    func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(p[0], p[2], mid) < x { low = mid } else { high = mid }
    }
    return bezier(p[1], p[3], (low + high) / 2)
  }

  /// The translation x the keyframes give at an offset.
  static func x(_ frames: [Frame], at offset: Double) -> Double {
    guard let next = frames.firstIndex(where: { $0.offset > offset }) else {
      return frames[frames.count - 1].x
    }
    let a = frames[max(next - 1, 0)]
    let b = frames[next]
    let fraction = (offset - a.offset) / (b.offset - a.offset)
    return a.x + (b.x - a.x) * progress(a.easing, fraction)
  }

  @Test func anEasedSlideIsOneCubicBezierKeyframe() throws {
    let page = try WebExporter().page(duration: 1, size: Self.size) { t in
      Self.dot(Point2D(x: 20 + 240 * TimingCurve.ease.value(at: t), y: 60))
    }
    #expect(page.isFaithful)
    let frames = try Self.transformFrames(page.html)
    #expect(frames.count == 2)
    #expect(frames.first?.easing == "cubic-bezier(0.25,0.1,0.25,1)")
    #expect(frames.first?.x == 10)
    #expect(frames.last?.x == 250)
    #expect(frames.last?.offset == 1)
  }

  @Test func aSpringStaysWithinThePositionTolerance() throws {
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    let exporter = WebExporter()
    let page = try exporter.page(duration: 1, size: Self.size) { t in
      Self.dot(Point2D(x: 20 + 240 * spring.value(at: t), y: 60))
    }
    let frames = try Self.transformFrames(page.html)
    // Fewer keys than samples (121), yet every sample within the tolerance.
    #expect(frames.count > 2 && frames.count < 40, "\(frames.count) keyframes")
    var largest = 0.0
    for j in 0...120 {
      let t = Double(j) / 120
      largest = max(largest, abs(Self.x(frames, at: t) - (10 + 240 * spring.value(at: t))))
    }
    #expect(largest <= exporter.positionTolerance, "largest error \(largest) pt")
  }

  @Test func thePageIsSelfContainedAndHasAStillView() throws {
    let page = try WebExporter().page(
      duration: 2, size: Self.size, background: .white, title: "A <dot>"
    ) { t in
      var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 300, height: 120))
      // The dot exists only in the second half: its element is hidden before.
      if t >= 1 { root.sublayers = [Self.dot(Point2D(x: 150, y: 60), opacity: 0.5)] }
      return root
    }
    let html = page.html
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
    #expect(html.contains("<title>A &lt;dot&gt;</title>"))
    #expect(html.contains("#still=T"))
    #expect(html.contains("x.pause();x.currentTime=t;"))
    // The length, and the frame the arrow keys step (30 frames a second by default).
    #expect(html.contains("const D=2000,"))
    #expect(html.contains("F=33.333333;"))
    // Hidden at 0, flipping to shown half-way (the page's `v` makes the hold keyframes),
    // at or just before that instant; hidden in the base style (the still time, 0).
    #expect(html.contains("\",0,[0.4999999]);"))
    #expect(html.contains(";visibility:hidden\">"))
    #expect(html.contains("opacity:0.5"))
    #expect(html.contains("background:rgba(255,255,255,1)"))
  }

  /// Each discrete change switches at its own instant: one exactly at a sample (a dot that
  /// appears at 0.5 s, 40 samples a second) at or just before it, one between samples (at
  /// 1.2345 s) within a millisecond after it, not on the next sample (1.25 s). The base
  /// style is the still instant's: at 1 s the first dot shows and the second does not.
  @Test func discreteChangesSwitchAtTheirOwnInstants() throws {
    let page = try WebExporter(framesPerSecond: 10).page(
      duration: 2, size: Self.size, stillTime: 1
    ) { t in
      var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 300, height: 120))
      if t >= 0.5 { root.sublayers.append(Self.dot(Point2D(x: 50, y: 60))) }
      if t >= 1.2345 { root.sublayers.append(Self.dot(Point2D(x: 150, y: 60))) }
      return root
    }
    // Each dot's elements flip together, one instant a dot.
    let flips = Set(
      page.html.split(separator: "\n").filter { $0.hasPrefix("v(\"") }.map { line in
        Double(line.split(separator: "[")[1].split(separator: "]")[0]) ?? .nan
      }
    ).sorted()
    try #require(flips.count == 2, "\(flips)")
    let (first, second) = (flips[0] * 2, flips[1] * 2)
    #expect(first <= 0.5 && first > 0.5 - 1e-6, "\(first)")
    #expect(second >= 1.2345 - 1e-6 && second <= 1.2345 + 0.001, "\(second)")
    // Hidden in the base style: the second dot's element (an inline style) and its paint
    // (the class `h`), not the first's.
    #expect(page.html.components(separatedBy: "visibility:hidden\"").count - 1 == 1)
    #expect(page.html.components(separatedBy: " h\"").count - 1 == 1)
  }

  /// A label whose text changes writes each glyph once, not the whole text a sample: the
  /// leading "1" of "10" ... "19" is one path shown throughout (no animation), and each
  /// second digit's strokes are shown for its tenth of the scene, together: one element
  /// (a path, or a group of them) and one animation for the strokes shown in the same texts.
  @Test func aChangingLabelWritesEachGlyphOnce() throws {
    let font = StrokeFont.standard
    let origin = Point2D(x: 20, y: 60)
    let page = try WebExporter().page(duration: 1, size: Self.size) { t in
      var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 300, height: 120))
      let text = "1\(min(9, Int(t * 10)))"
      root.sublayers = [font.layer(text, at: origin, size: 20, color: RGBA(hex: 0x1C1C1E))]
      return root
    }
    let body = String(page.html[..<page.html.range(of: "<script>")!.lowerBound])
    let paths = body.components(separatedBy: "<path").count - 1
    // The glyphs' strokes (subpaths, split at each move) of the ten texts: each distinct
    // one is written once; those in every text are never hidden, so have no id.
    var distinct = Set<[VectorPath.Element]>()
    var always: Set<[VectorPath.Element]>?
    var texts: [[VectorPath.Element]: Set<Int>] = [:]
    for digit in 0...9 {
      let path = try #require(font.layer("1\(digit)", at: origin, size: 20, color: .black).shape)
        .path
      var strokes: [[VectorPath.Element]] = []
      for element in path.elements {
        if case .move = element { strokes.append([]) }
        strokes[strokes.count - 1].append(element)
      }
      distinct.formUnion(strokes)
      always = always?.intersection(strokes) ?? Set(strokes)
      for stroke in strokes { texts[stroke, default: []].insert(digit) }
    }
    #expect(paths == distinct.count, "\(paths) paths")
    let shownTogether = Set(texts.values.filter { $0.count < 10 })
    let animated =
      body.components(separatedBy: "<path id=").count - 1
      + body.components(separatedBy: "<g id=").count - 1
    #expect(animated == shownTogether.count)
    #expect(page.html.components(separatedBy: "\nv(\"").count - 1 == shownTogether.count)
    #expect(shownTogether.count < distinct.count - (always?.count ?? 0))
    #expect((always?.count ?? 0) >= 1)
  }
}
