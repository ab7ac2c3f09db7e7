import CLibM
import Choreo
import ChoreoTestSupport
import Testing

@Suite("RadialLayout fitting")
struct RadialLayoutFittingTests {
  static let screen = Rect2D(x: 0, y: 0, width: 390, height: 800)
  static let fan = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)

  /// Every item's square frame inside `bounds`, checked from the public positions.
  static func allInside(
    _ layout: RadialLayout, count: Int, center: Point2D, bounds: Rect2D, tolerance: Double
  ) -> Bool {
    let half = layout.itemSize / 2
    return layout.positions(count: count, around: center).allSatisfy { p in
      p.x - half >= bounds.minX - tolerance && p.x + half <= bounds.maxX + tolerance
        && p.y - half >= bounds.minY - tolerance && p.y + half <= bounds.maxY + tolerance
    }
  }

  @Test func aLayoutThatFitsIsUnchanged() throws {
    let fitted = try Self.fan.fitting(
      in: Self.screen, center: Point2D(x: 195, y: 760), count: 3)
    #expect(fitted == Self.fan)
  }

  @Test func aCornerButtonTurnsTheFanInward() throws {
    // Bottom-right corner: the post's fan (up-left, up, up-right) would leave the screen on
    // the right; turned, it opens up and to the left.
    let center = Point2D(x: 360, y: 770)
    #expect(!Self.allInside(Self.fan, count: 3, center: center, bounds: Self.screen, tolerance: 0))
    let fitted = try Self.fan.fitting(in: Self.screen, center: center, count: 3)
    #expect(Self.allInside(fitted, count: 3, center: center, bounds: Self.screen, tolerance: 1e-9))
    #expect(fitted.radius == 72)  // rotation alone was enough
    #expect(fitted.spread == Self.fan.spread)
    #expect(fitted.startAngle < Self.fan.startAngle)  // turned counter-clockwise
  }

  @Test func aTightCornerNarrowsTheArc() throws {
    // Ring of 6 round a point near the top-left corner: a full circle cannot fit; the items
    // gather on the quarter that points into the screen, neighbours at least touching.
    let ring = RadialLayout(radius: 90, startAngle: 0, spread: .fullCircle, itemSize: 30)
    let center = Point2D(x: 20, y: 20)
    let fitted = try ring.fitting(in: Self.screen, center: center, count: 6)
    #expect(Self.allInside(fitted, count: 6, center: center, bounds: Self.screen, tolerance: 1e-9))
    guard case .spacing(let step) = fitted.spread else {
      Issue.record("expected a narrowed spacing, got \(fitted.spread)")
      return
    }
    #expect(step < .pi / 3)
    #expect(2 * fitted.radius * sin(step / 2) >= 30 - 1e-9)
  }

  @Test func tooLittleRoomIsReported() {
    let tiny = Rect2D(x: 0, y: 0, width: 30, height: 30)  // smaller than one 38-point item
    #expect(throws: RadialLayoutError.self) {
      try Self.fan.fitting(in: tiny, center: Point2D(x: 15, y: 15), count: 3)
    }
    do {
      _ = try Self.fan.fitting(in: tiny, center: Point2D(x: 15, y: 15), count: 3)
    } catch {
      guard case .cannotFit(let count, _, _, _) = error else {
        Issue.record("expected cannotFit, got \(error)")
        return
      }
      #expect(count == 3)
    }
  }

  @Test func badInputThrows() {
    let center = Point2D(x: 10, y: 10)
    #expect(throws: RadialLayoutError.invalidBounds(Rect2D(x: 0, y: 0, width: 0, height: 100))) {
      try Self.fan.fitting(
        in: Rect2D(x: 0, y: 0, width: 0, height: 100), center: center, count: 3)
    }
    #expect(throws: RadialLayoutError.self) {
      try Self.fan.fitting(
        in: Rect2D(x: .nan, y: 0, width: 10, height: 100), center: center, count: 3)
    }
    #expect(throws: RadialLayoutError.self) {
      try Self.fan.fitting(in: Self.screen, center: Point2D(x: .nan, y: 0), count: 3)
    }
    #expect(throws: RadialLayoutError.invalidRadius(0)) {
      try RadialLayout(radius: 0).fitting(in: Self.screen, center: center, count: 3)
    }
    #expect(throws: RadialLayoutError.invalidRadius(-1)) {
      try Self.fan.fitting(in: Self.screen, center: center, count: 3, minimumRadius: -1)
    }
  }

  @Test func zeroItemsFitAnywhere() throws {
    let fitted = try Self.fan.fitting(
      in: Rect2D(x: 0, y: 0, width: 1, height: 1), center: Point2D(x: 500, y: 500), count: 0)
    #expect(fitted == Self.fan)
  }

  /// Thousands of random bounds, anchors and layouts: a fit keeps every item inside, never
  /// grows the radius or the spacing, never goes below the minimum radius, and keeps
  /// neighbours apart (touching at worst, or as close as the original asked). A refusal is
  /// checked against a brute-force search over radii and rotations with the tightest
  /// allowed spacing: the search must not find a placement either.
  @Test func fitsOrReportsOverRandomBoundsAndAnchors() throws {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    var fitted = 0
    var refused = 0
    var bruteForced = 0
    for trial in 0..<3000 {
      let width = Double.random(in: 20...500, using: &generator)
      let height = Double.random(in: 20...900, using: &generator)
      let bounds = Rect2D(
        x: Double.random(in: -50...50, using: &generator),
        y: Double.random(in: -50...50, using: &generator), width: width, height: height)
      let center = Point2D(
        x: bounds.minX + Double.random(in: -0.2...1.2, using: &generator) * width,
        y: bounds.minY + Double.random(in: -0.2...1.2, using: &generator) * height)
      let count = Int.random(in: 1...8, using: &generator)
      let spread: RadialLayout.Spread
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: spread = .spacing(Double.random(in: 0...1.2, using: &generator))
      case 1: spread = .arc(sweep: Double.random(in: 0...(2 * .pi), using: &generator))
      default: spread = .fullCircle
      }
      let layout = RadialLayout(
        radius: Double.random(in: 30...160, using: &generator),
        startAngle: Double.random(in: -7...7, using: &generator), spread: spread,
        direction: Bool.random(using: &generator) ? .clockwise : .counterClockwise,
        itemSize: Double.random(in: 10...60, using: &generator))
      let minimumRadius = Swift.min(layout.itemSize, layout.radius)
      do {
        let result = try layout.fitting(in: bounds, center: center, count: count)
        fitted += 1
        #expect(
          Self.allInside(result, count: count, center: center, bounds: bounds, tolerance: 1e-9),
          "trial \(trial): \(result) around \(center) in \(bounds)")
        #expect(result.radius <= layout.radius && result.radius >= minimumRadius - 1e-12)
        #expect(result.itemSize == layout.itemSize && result.direction == layout.direction)
        let step = result.step(count: count)
        let originalStep = layout.step(count: count)
        #expect(step <= originalStep + 1e-12, "trial \(trial)")
        if count > 1 && step < originalStep {
          #expect(2 * result.radius * sin(step / 2) >= layout.itemSize - 1e-9, "trial \(trial)")
        }
      } catch {
        refused += 1
        guard case .cannotFit = error else {
          Issue.record("trial \(trial): unexpected \(error)")
          continue
        }
        if bruteForced < 150 {
          bruteForced += 1
          let found = Self.bruteForcePlacement(
            layout: layout, count: count, center: center, bounds: bounds,
            minimumRadius: minimumRadius)
          #expect(found == nil, "trial \(trial): refused but \(String(describing: found)) fits")
        }
      }
    }
    // Both outcomes are exercised.
    #expect(fitted > 1000 && refused > 100, "fitted \(fitted), refused \(refused)")
  }

  /// A placement found by trying radii and rotations on a grid with the tightest spacing
  /// the fit may use, keeping 0.01 points clear of the bounds and checking 16 points along
  /// the arc between the first and last items; nil if none.
  static func bruteForcePlacement(
    layout: RadialLayout, count: Int, center: Point2D, bounds: Rect2D, minimumRadius: Double
  ) -> (radius: Double, first: Double)? {
    let half = layout.itemSize / 2
    let margin = 0.01
    func inside(_ r: Double, _ theta: Double) -> Bool {
      let x = center.x + r * cos(theta)
      let y = center.y + r * sin(theta)
      return x - half >= bounds.minX + margin && x + half <= bounds.maxX - margin
        && y - half >= bounds.minY + margin && y + half <= bounds.maxY - margin
    }
    let originalStep = layout.step(count: count)
    for k in 0...12 {
      let r = layout.radius - (layout.radius - minimumRadius) * Double(k) / 12
      let touching = layout.itemSize >= 2 * r ? Double.pi : 2 * asin(layout.itemSize / (2 * r))
      let step = Swift.min(originalStep, touching)
      let span = Double(count - 1) * step
      for rotation in 0..<180 {
        let first = Double(rotation) * 2 * .pi / 180
        // The arc is checked only where the items fit (most rotations of a refused layout
        // fail at an item).
        guard (0..<count).allSatisfy({ inside(r, first + Double($0) * step) }) else { continue }
        if (0...16).allSatisfy({ inside(r, first + span * Double($0) / 16) }) { return (r, first) }
      }
    }
    return nil
  }
}
