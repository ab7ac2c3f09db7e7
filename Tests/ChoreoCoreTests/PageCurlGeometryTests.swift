import ChoreoCore
import ChoreoTestSupport
import Foundation
import Testing

// The curl checked against a reference derived here: the paper as a curve, written out from
// the model PageCurlGeometry's policy states (flat to the tangent line y_t = h(1 − c) − ρ,
// ρ = min(r, hc); a cylinder of radius ρ for arc length ρ(π − α); then straight at the lift
// angle α = acos(0.75)), the inverse found by brute force over densely sampled page rows
// (the highest paper landing on a row is the one seen), and the paper's length checked to
// be kept (it rolls, it does not stretch).
@Suite struct PageCurlGeometryTests {
  struct Case: Sendable, CustomStringConvertible {
    let curl: Double
    let size: Size2D
    var description: String { "curl \(curl) on \(size)" }
  }

  static let cases = [0.0, 0.01, 0.1, 0.25, 0.5, 0.6, 0.75, 0.9, 1].flatMap { curl in
    [Size2D(width: 240, height: 364), Size2D(width: 390, height: 844)].map {
      Case(curl: curl, size: $0)
    }
  }

  /// The reference curve (Tests/ChoreoTestSupport/PageCurlReference.swift).
  static func reference(_ p: Double, curl c: Double, height h: Double)
    -> (y: Double, z: Double, back: Bool)
  {
    let point = PageCurlReference.point(p, curl: c, height: h)
    return (point.y, point.z, point.back)
  }

  @Test(arguments: cases) func theForwardMapIsTheRolledPaper(_ c: Case) {
    let g = PageCurlGeometry(curl: c.curl, pageSize: c.size)
    let h = c.size.height
    var previous: (y: Double, z: Double)?
    for step in 0...2000 {
      let p = h * Double(step) / 2000
      let point = g.placement(ofPageY: p)
      let expected = Self.reference(p, curl: c.curl, height: h)
      #expect(isClose(point.y, expected.y, absolute: 1e-9), "row \(p)")
      #expect(isClose(point.height, expected.z, absolute: 1e-9), "row \(p)")
      #expect(point.pageY == p && (point.side == .back) == expected.back, "row \(p)")
      #expect(point.facing >= 0 && point.facing <= 1)
      // The paper keeps its length: a step along it is a step on the page (a chord of the
      // cylinder is shorter than its arc by at most s³/24ρ²).
      if let previous {
        let chord = hypot(point.y - previous.y, point.height - previous.z)
        #expect(chord <= h / 2000 + 1e-9 && chord >= h / 2000 * 0.999, "row \(p)")
      }
      previous = (point.y, point.height)
    }
  }

  @Test(arguments: cases) func theInverseIsTheHighestPaperOnTheRow(_ c: Case) {
    let g = PageCurlGeometry(curl: c.curl, pageSize: c.size)
    let h = c.size.height
    // The page sampled every 1/200 point; each row (0.5 + 3.7k) collects the highest
    // sample landing within 0.01 point of it.
    let count = Int(h * 200)
    let rows = Array(stride(from: 0.5, to: h, by: 3.7))
    var highest: [(z: Double, back: Bool)?] = Array(repeating: nil, count: rows.count)
    for index in 0...count {
      let sample = Self.reference(h * Double(index) / Double(count), curl: c.curl, height: h)
      let k = Int(((sample.y - 0.5) / 3.7).rounded())
      guard rows.indices.contains(k), abs(sample.y - rows[k]) < 0.01 else { continue }
      if highest[k] == nil || highest[k]!.z < sample.z { highest[k] = (sample.z, sample.back) }
    }
    for (k, row) in rows.enumerated() {
      let seen = g.paper(atY: row)
      guard let highest = highest[k] else {
        #expect(seen == nil, "row \(row): no paper lands here")
        continue
      }
      guard let seen else {
        Issue.record("row \(row): paper lands here, the geometry sees none")
        continue
      }
      #expect(isClose(seen.height, highest.z, absolute: 0.05), "row \(row)")
      #expect((seen.side == .back) == highest.back, "row \(row)")
      #expect(isClose(seen.y, row, absolute: 1e-12))
      // The point seen lands on the row.
      #expect(isClose(g.placement(ofPageY: seen.pageY).y, row, absolute: 1e-6), "row \(row)")
    }
  }

  @Test(arguments: cases) func theRegionsAreWhereThePaperIs(_ c: Case) {
    let g = PageCurlGeometry(curl: c.curl, pageSize: c.size)
    let (w, h) = (c.size.width, c.size.height)
    let fold = h * (1 - c.curl)
    let rho = min(9, h * c.curl)
    #expect(isClose(g.foldY, fold, absolute: 1e-12))
    #expect(isClose(g.radius, rho, absolute: 1e-12) && isClose(g.tangentY, fold - rho))
    #expect(isClose(g.liftedLength, h * c.curl, absolute: 1e-12))
    #expect(g.foldLine.start == Point2D(x: 0, y: g.foldY))
    #expect(g.foldLine.end == Point2D(x: w, y: g.foldY))
    // The lowest paper is at the fold: above it the paper covers the page, below it none.
    let lowest = (0...2000).map { Self.reference(h * Double($0) / 2000, curl: c.curl, height: h).y }
      .max()!
    #expect(isClose(lowest, c.curl < 1 ? fold : lowest, absolute: 0.01))
    #expect(g.flatRegion.origin == .zero && g.flatRegion.size.width == w)
    #expect(isClose(g.flatRegion.maxY, fold, absolute: 1e-12))
    #expect(isClose(g.uncoveredRegion.minY, fold, absolute: 1e-12))
    #expect(isClose(g.uncoveredRegion.maxY, h, absolute: 1e-12))
    // The back reaches from the fold up to the paper's bottom edge turned over.
    let end = Self.reference(h, curl: c.curl, height: h)
    let backTop = end.back ? min(max(end.y, 0), fold) : fold
    #expect(isClose(g.backRegion.minY, backTop, absolute: 1e-9), "\(g.backRegion)")
    #expect(isClose(g.backRegion.maxY, fold, absolute: 1e-9) && g.backRegion.minY >= 0)
    #expect(isClose(g.backHeight, fold - backTop, absolute: 1e-9))
    #expect(g.rollRegion.minY >= g.backRegion.minY - 1e-12)
    #expect(isClose(g.rollRegion.maxY, fold, absolute: 1e-9))
    #expect(g.rollRegion.size.height <= rho + 1e-12)
  }

  @Test func theEndsAreFlatAndGone() {
    let size = Size2D(width: 100, height: 200)
    let flat = PageCurlGeometry(curl: 0, pageSize: size)
    #expect(flat.flatRegion == Rect2D(origin: .zero, size: size))
    #expect(flat.uncoveredRegion.size.height == 0 && flat.backRegion.size.height == 0)
    for row in stride(from: 0.0, through: 200, by: 0.5) {
      #expect(flat.paper(atY: row) == .init(pageY: row, y: row, height: 0, side: .front, facing: 1))
    }
    let gone = PageCurlGeometry(curl: 1, pageSize: size)
    #expect(gone.flatRegion.size.height == 0 && gone.backRegion.size.height == 0)
    #expect(gone.uncoveredRegion == Rect2D(origin: .zero, size: size))
    for row in stride(from: 0.25, through: 200, by: 0.5) { #expect(gone.paper(atY: row) == nil) }
    // The documented example.
    let example = PageCurlGeometry(curl: 0.25, pageSize: Size2D(width: 390, height: 800))
    #expect(example.foldY == 600 && example.tangentY == 591)
    #expect(isClose(example.backRegion.minY, 456.53, absolute: 0.005))
    #expect(example.rollRegion == Rect2D(x: 0, y: 591, width: 390, height: 9))
    let seen = example.paper(atY: 500)
    #expect(seen?.side == .back && isClose(seen?.pageY ?? 0, 742.04, absolute: 0.005))
    #expect(seen?.facing == 0.75)
  }

  @Test func theParametersApply() {
    let size = Size2D(width: 100, height: 200)
    // Lying flat (projection 1), the turned-back paper is seen at its full length: the
    // page's bottom edge, 100 points of paper past the tangent line, less the half turn.
    let flatBack = PageCurlGeometry(curl: 0.5, pageSize: size, rollRadius: 5, backProjection: 1)
    #expect(isClose(flatBack.backRegion.minY, 95 - (105 - 5 * Double.pi), absolute: 1e-9))
    // Standing edge-on (projection 0), the paper turns up at the fold: no back is seen,
    // the cylinder's near half shows its front.
    let edgeOn = PageCurlGeometry(curl: 0.5, pageSize: size, rollRadius: 5, backProjection: 0)
    #expect(edgeOn.backHeight == 0 && edgeOn.paper(atY: 97)?.side == .front)
    // No roll: the paper turns over on the fold line itself.
    let sharp = PageCurlGeometry(curl: 0.5, pageSize: size, rollRadius: 0)
    #expect(sharp.radius == 0 && sharp.tangentY == 100 && isClose(sharp.backHeight, 75))
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
