import ChoreoTestSupport
import Testing

@testable import Choreo

/// The scroll post's functions, transcribed from the blog post as they are (the reference the
/// compatibility cases check against).
enum ScrollPost {
  static func percentY(_ y: Double, targetHeight: Double) -> Double {
    min(1, max(y / targetHeight, 0))
  }
  static func changeAlpha(_ y: Double) -> Double {
    if y == 1 || y == 0 { return 1 } else { return y > 0.5 ? y : 1 - y }
  }
  static func aTob(start a: Double, end b: Double, _ y: Double) -> Double {
    if y == 0 { return a }
    if y == 1 { return b }
    if a > b { return a - ((a - b) * y) } else { return a + ((b - a) * y) }
  }
}

@Suite("ScrollTimeline: progress, clamp and extend")
struct ScrollTimelineTests {
  @Test("clamped progress is the scroll post's min(1, max(y / targetHeight, 0))")
  func clampedMatchesThePost() throws {
    let timeline = try ScrollTimeline(from: 0, to: 400)
    for step in -40...120 {
      let offset = Double(step) * 5
      #expect(try timeline.progress(at: offset) == ScrollPost.percentY(offset, targetHeight: 400))
    }
  }

  @Test(
    "extended progress continues linearly outside the range",
    arguments: [(-40.0, -0.1), (0, 0), (100, 0.25), (400, 1), (500, 1.25)])
  func extended(offset: Double, expected: Double) throws {
    let timeline = try ScrollTimeline(from: 0, to: 400, overflow: .extend)
    #expect(isClose(try timeline.progress(at: offset), expected))
  }

  @Test("a range not starting at 0: ends exact, middle halfway, inverse offset")
  func shiftedRange() throws {
    let timeline = try ScrollTimeline(from: 0.1, to: 0.7)
    #expect(try timeline.progress(at: 0.1) == 0)
    #expect(try timeline.progress(at: 0.7) == 1)
    #expect(isClose(try timeline.progress(at: 0.4), 0.5))
    #expect(isClose(timeline.offset(atProgress: 0.5), 0.4))
  }

  @Test("bad ranges and offsets are typed errors")
  func badInput() {
    #expect(throws: ScrollError.invertedRange(start: 400, end: 0)) {
      try ScrollTimeline(from: 400, to: 0)
    }
    #expect(throws: ScrollError.self) { try ScrollTimeline(from: .nan, to: 1) }
    #expect(throws: ScrollError.self) { try ScrollTimeline(from: 0, to: .infinity) }
    let timeline = try! ScrollTimeline(from: 0, to: 1, overflow: .extend)
    #expect(throws: ScrollError.notFinite(what: "the scroll offset", value: .infinity)) {
      try timeline.progress(at: .infinity)
    }
    do {
      _ = try timeline.progress(at: .nan)
      Issue.record("NaN offset accepted")
    } catch {
      #expect(error.description.contains("finite"))
    }
  }

  @Test("error messages say what would be right")
  func messages() {
    #expect(ScrollError.invertedRange(start: 400, end: 0).description.contains("start ≤ end"))
  }
}

/// A named-range example: subject start S, length E, viewport V, insets, and the offsets
/// worked out by hand from the CSS definitions (see ScrollDriven.md's table).
struct NamedRangeExample: Sendable, CustomStringConvertible {
  let label: String
  let start: Double
  let length: Double
  let viewport: Double
  let insets: ViewInsets
  let expected: [ViewRangeName: (Double, Double)]
  var description: String { label }

  static let all: [NamedRangeExample] = [
    // A 200-point card at 1000 in a 600-point viewport.
    NamedRangeExample(
      label: "small subject", start: 1000, length: 200, viewport: 600, insets: .zero,
      expected: [
        .cover: (400, 1200), .contain: (600, 1000), .entry: (400, 600), .exit: (1000, 1200),
        .entryCrossing: (400, 600), .exitCrossing: (1000, 1200),
      ]),
    // An 800-point subject, taller than the viewport: contain is while it covers it.
    NamedRangeExample(
      label: "tall subject", start: 1000, length: 800, viewport: 600, insets: .zero,
      expected: [
        .cover: (400, 1800), .contain: (1000, 1200), .entry: (400, 1000),
        .exit: (1200, 1800), .entryCrossing: (400, 1200), .exitCrossing: (1000, 1800),
      ]),
    // Insets 100 (start) and 50 (end): the visibility range is 100...550 of the viewport.
    NamedRangeExample(
      label: "inset viewport", start: 1000, length: 200, viewport: 600,
      insets: ViewInsets(start: 100, end: 50),
      expected: [
        .cover: (450, 1100), .contain: (650, 900), .entry: (450, 650), .exit: (900, 1100),
        .entryCrossing: (450, 650), .exitCrossing: (900, 1100),
      ]),
    // Negative insets (outsets) grow the visibility range by 20 at each end.
    NamedRangeExample(
      label: "outset viewport", start: 300, length: 100, viewport: 400,
      insets: ViewInsets(start: -20, end: -20),
      expected: [
        .cover: (-120, 420), .contain: (-20, 320), .entry: (-120, -20), .exit: (320, 420),
        .entryCrossing: (-120, -20), .exitCrossing: (320, 420),
      ]),
  ]
}

@Suite("View ranges: CSS named ranges")
struct ViewRangeTests {
  @Test("worked examples", arguments: NamedRangeExample.all)
  func workedExamples(example: NamedRangeExample) throws {
    let ranges = try ViewRanges(
      subject: Rect2D(x: 0, y: example.start, width: 50, height: example.length),
      viewport: Size2D(width: 390, height: example.viewport), insets: example.insets)
    for name in ViewRangeName.allCases {
      let offsets = ranges.offsets(of: name)
      let expected = try #require(example.expected[name])
      #expect(offsets.start == expected.0, "\(name) start")
      #expect(offsets.end == expected.1, "\(name) end")
    }
  }

  /// The CSS definitions say which edge meets which at each end of each range; check
  /// those coincidences geometrically for random subjects, viewports and insets.
  @Test("every boundary is the edge coincidence the CSS definition names")
  func definitionsHoldGeometrically() throws {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<500 {
      let s = Double.random(in: -500...3000, using: &generator)
      let e = Double.random(in: 0...1500, using: &generator)
      let v = Double.random(in: 100...1000, using: &generator)
      let a = Double.random(in: -50...40, using: &generator)
      let b = Double.random(in: -50...40, using: &generator)
      let ranges = try ViewRanges(
        subject: Rect2D(x: 0, y: s, width: 1, height: e), viewport: Size2D(width: 1, height: v),
        insets: ViewInsets(start: a, end: b))
      // At scroll offset o the visibility range is o + a ... o + v − b.
      func visStart(_ o: Double) -> Double { o + a }
      func visEnd(_ o: Double) -> Double { o + v - b }
      let tolerance = 1e-9
      let cover = ranges.offsets(of: .cover)
      #expect(isClose(s, visEnd(cover.start), absolute: tolerance))
      #expect(isClose(s + e, visStart(cover.end), absolute: tolerance))
      let contain = ranges.offsets(of: .contain)
      // At contain's ends one of: start meets start, end meets end; inside it the box
      // is fully contained or fully covers.
      for o in [contain.start, contain.end] {
        let startMeets = isClose(s, visStart(o), absolute: tolerance)
        let endMeets = isClose(s + e, visEnd(o), absolute: tolerance)
        #expect(startMeets || endMeets)
      }
      let middle = (contain.start + contain.end) / 2
      let contained = s >= visStart(middle) - tolerance && s + e <= visEnd(middle) + tolerance
      let covers = s <= visStart(middle) + tolerance && s + e >= visEnd(middle) - tolerance
      #expect(contained || covers)
      #expect(ranges.offsets(of: .entry).start == cover.start)
      #expect(ranges.offsets(of: .entry).end == contain.start)
      #expect(ranges.offsets(of: .exit).start == contain.end)
      #expect(ranges.offsets(of: .exit).end == cover.end)
      let entryCrossing = ranges.offsets(of: .entryCrossing)
      #expect(isClose(s, visEnd(entryCrossing.start), absolute: tolerance))
      #expect(isClose(s + e, visEnd(entryCrossing.end), absolute: tolerance))
      let exitCrossing = ranges.offsets(of: .exitCrossing)
      #expect(isClose(s, visStart(exitCrossing.start), absolute: tolerance))
      #expect(isClose(s + e, visStart(exitCrossing.end), absolute: tolerance))
    }
  }

  @Test("boundaries take fractions of named ranges, as CSS `entry 25% exit 50%`")
  func boundaries() throws {
    let timeline = try ScrollTimeline.view(
      subject: Rect2D(x: 0, y: 1000, width: 390, height: 200),
      viewport: Size2D(width: 390, height: 600), from: ViewRangeBoundary(.entry, 0.25),
      to: ViewRangeBoundary(.exit, 0.5))
    #expect(timeline.startOffset == 450)
    #expect(timeline.endOffset == 1100)
    #expect(try timeline.progress(at: 775) == 0.5)
  }

  @Test("horizontal axis measures x and widths")
  func horizontal() throws {
    let timeline = try ScrollTimeline.view(
      subject: Rect2D(x: 500, y: 9999, width: 100, height: 7),
      viewport: Size2D(width: 300, height: 5), range: .cover, axis: .horizontal)
    #expect(timeline.startOffset == 200)
    #expect(timeline.endOffset == 600)
    #expect(timeline.name == "cover")
  }

  @Test("a zero-length named range is a step at its start, as CSS defines it")
  func zeroLengthNamedRange() throws {
    // A subject exactly as tall as the viewport: contain is the single offset 400.
    for overflow in ScrollTimeline.Overflow.allCases {
      let contain = try ScrollTimeline.view(
        subject: Rect2D(x: 0, y: 400, width: 10, height: 600),
        viewport: Size2D(width: 10, height: 600), range: .contain
      ).overflowing(overflow)
      #expect(contain.startOffset == 400 && contain.endOffset == 400)
      #expect(contain.length == 0)
      #expect(try contain.progress(at: 399.999) == 0)
      #expect(try contain.progress(at: -1e6) == 0)
      #expect(try contain.progress(at: 400) == 1)
      #expect(try contain.progress(at: 1e6) == 1)
      #expect(contain.offset(atProgress: 0.5) == 400)
    }
    // The same for a range given by offsets.
    let step = try ScrollTimeline(from: 10, to: 10)
    #expect(try step.progress(at: 9) == 0 && step.progress(at: 10) == 1)
    #expect(throws: ScrollError.self) {
      try ScrollTimeline.view(
        subject: Rect2D(x: 0, y: .nan, width: 10, height: 600),
        viewport: Size2D(width: 10, height: 600))
    }
    #expect(throws: ScrollError.negative(what: "the viewport's length", value: -1)) {
      try ViewRanges(
        subject: Rect2D(x: 0, y: 0, width: 10, height: 10), viewport: Size2D(width: 1, height: -1))
    }
  }
}
