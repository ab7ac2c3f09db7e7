import Choreo
import ChoreoTestSupport
import Testing

// The regions checked against the formulas PageCurlGeometry's policy states, for a page
// w × h and a curl c: fold y_f = h(1 − c), lifted L = hc, back b = 0.75·min(L, y_f), roll
// min(b, 2r).
@Suite struct PageCurlGeometryTests {
  struct Case: Sendable, CustomStringConvertible {
    let curl: Double
    let size: Size2D
    var description: String { "curl \(curl) on \(size)" }
  }

  static let cases = [0.0, 0.01, 0.1, 0.25, 0.5, 0.6, 0.9, 1].flatMap { curl in
    [Size2D(width: 240, height: 364), Size2D(width: 390, height: 844)].map {
      Case(curl: curl, size: $0)
    }
  }

  @Test(arguments: cases) func regionsFollowTheStatedFormulas(_ c: Case) {
    let g = PageCurlGeometry(curl: c.curl, pageSize: c.size)
    let (w, h) = (c.size.width, c.size.height)
    let fold = h * (1 - c.curl)
    let back = 0.75 * min(h * c.curl, fold)
    let roll = min(back, 18)
    #expect(isClose(g.foldY, fold, absolute: 1e-12))
    #expect(isClose(g.liftedLength, h * c.curl, absolute: 1e-12))
    #expect(g.foldLine.start == Point2D(x: 0, y: g.foldY))
    #expect(g.foldLine.end == Point2D(x: w, y: g.foldY))
    // Flat above the fold, uncovered below it: together exactly the page.
    #expect(g.flatRegion.origin == .zero && g.flatRegion.size.width == w)
    #expect(isClose(g.flatRegion.maxY, fold, absolute: 1e-12))
    #expect(isClose(g.uncoveredRegion.minY, fold, absolute: 1e-12))
    #expect(isClose(g.uncoveredRegion.maxY, h, absolute: 1e-12))
    // The back and the roll end at the fold and lie inside the flat part.
    #expect(isClose(g.backRegion.size.height, back, absolute: 1e-12))
    #expect(isClose(g.backRegion.maxY, fold, absolute: 1e-12) && g.backRegion.minY >= 0)
    #expect(isClose(g.rollRegion.size.height, roll, absolute: 1e-12))
    #expect(isClose(g.rollRegion.maxY, fold, absolute: 1e-12))
    #expect(g.rollRegion.minY >= g.backRegion.minY - 1e-12)
  }

  @Test func theEndsAreFlatAndGone() {
    let size = Size2D(width: 100, height: 200)
    let flat = PageCurlGeometry(curl: 0, pageSize: size)
    #expect(flat.flatRegion == Rect2D(origin: .zero, size: size))
    #expect(flat.uncoveredRegion.size.height == 0 && flat.backRegion.size.height == 0)
    let gone = PageCurlGeometry(curl: 1, pageSize: size)
    #expect(gone.flatRegion.size.height == 0 && gone.backRegion.size.height == 0)
    #expect(gone.uncoveredRegion == Rect2D(origin: .zero, size: size))
    // The documented example.
    let example = PageCurlGeometry(curl: 0.25, pageSize: Size2D(width: 390, height: 800))
    #expect(
      example.foldY == 600 && example.backRegion == Rect2D(x: 0, y: 450, width: 390, height: 150))
    #expect(example.rollRegion == Rect2D(x: 0, y: 582, width: 390, height: 18))
  }

  @Test func theBackStopsGrowingPastHalfwayAndTheParametersApply() {
    // Past curl 0.5 the lifted paper is longer than the flat part: the back is as tall as
    // the flat part allows, so it shrinks with the fold.
    let size = Size2D(width: 100, height: 200)
    let half = PageCurlGeometry(curl: 0.5, pageSize: size)
    let more = PageCurlGeometry(curl: 0.8, pageSize: size)
    #expect(half.backHeight == 75 && isClose(more.backHeight, 30))
    let custom = PageCurlGeometry(curl: 0.5, pageSize: size, rollRadius: 50, backProjection: 1)
    #expect(custom.backHeight == 100 && custom.rollRegion.size.height == 100)
  }

  @Test func curlsOutsideTheUnitRangeAreClamped() {
    let size = Size2D(width: 100, height: 200)
    #expect(
      PageCurlGeometry(curl: -0.2, pageSize: size) == PageCurlGeometry(curl: 0, pageSize: size))
    #expect(PageCurlGeometry(curl: 1.3, pageSize: size).curl == 1)
  }

  #if compiler(>=6.2)
    @Test func badConstantsTrap() async {
      await #expect(processExitsWith: .failure) {
        _ = PageCurlGeometry(curl: .nan, pageSize: Size2D(width: 100, height: 200))
      }
      await #expect(processExitsWith: .failure) {
        _ = PageCurlGeometry(curl: 0.5, pageSize: Size2D(width: -1, height: 10))
      }
      await #expect(processExitsWith: .failure) {
        _ = PageCurlGeometry(curl: 0.5, pageSize: Size2D(width: 100, height: 200), rollRadius: -1)
      }
      await #expect(processExitsWith: .failure) {
        _ = PageCurlGeometry(
          curl: 0.5, pageSize: Size2D(width: 100, height: 200), backProjection: 1.5)
      }
    }
  #endif
}
