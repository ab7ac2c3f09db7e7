import CLibM
import Choreo
import ChoreoTestSupport
import Testing

@Suite("RadialLayout")
struct RadialLayoutTests {
  /// The post's own arithmetic, copied: x = cos(a·π/180)·r, y = sin(a·π/180)·r for
  /// a = 45·(i + 1), both SUBTRACTED from the center (`offset(-x)`, `offset(-y)`).
  @Test func thePostsPositionsAreReproduced() {
    let layout = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
    let offsets = layout.offsets(count: 3)
    #expect(offsets.count == 3)
    for i in 0..<3 {
      let degrees = 45 * Double(i + 1)
      let x = cos(degrees * .pi / 180) * 72
      let y = sin(degrees * .pi / 180) * 72
      #expect(isClose(offsets[i].x, -x, absolute: 1e-12), "item \(i): \(offsets[i])")
      #expect(isClose(offsets[i].y, -y, absolute: 1e-12), "item \(i): \(offsets[i])")
    }
    // Up-left, straight up, up-right: the trash, plus and eraser of the post.
    #expect(offsets[0].x < 0 && offsets[1].x.magnitude < 1e-12 && offsets[2].x > 0)
    #expect(offsets.allSatisfy { $0.y < 0 })
  }

  @Test func positionsAreOffsetsAroundTheCenter() {
    let layout = RadialLayout(radius: 50, startDegrees: 0, spacingDegrees: 90)
    let center = Point2D(x: 100, y: 200)
    let positions = layout.positions(count: 4, around: center)
    let expected = [(150.0, 200.0), (100, 250), (50, 200), (100, 150)]  // right, down, left, up
    for (position, (x, y)) in zip(positions, expected) {
      #expect(isClose(position.x, x, absolute: 1e-12) && isClose(position.y, y, absolute: 1e-12))
    }
  }

  @Test func counterClockwiseMirrorsClockwise() {
    let cw = RadialLayout(radius: 80, startDegrees: 0, spacingDegrees: 30)
    let ccw = RadialLayout(
      radius: 80, startDegrees: 0, spacingDegrees: 30, direction: .counterClockwise)
    for (a, b) in zip(cw.offsets(count: 5), ccw.offsets(count: 5)) {
      #expect(isClose(a.x, b.x, absolute: 1e-12) && isClose(a.y, -b.y, absolute: 1e-12))
    }
  }

  @Test(arguments: [1, 2, 3, 5, 8, 12])
  func fullCircleIsEvenWithoutADuplicatedEnd(count: Int) {
    let radius = 100.0
    let layout = RadialLayout(radius: radius, startAngle: 0.3, spread: .fullCircle)
    let positions = layout.offsets(count: count)
    #expect(positions.count == count)
    guard count > 1 else {
      #expect(isClose(positions[0].x, radius * cos(0.3), absolute: 1e-12))
      return
    }
    // Neighbours (the last and the first included) are one chord 2r·sin(π/n) apart, and no
    // two items are closer: nothing overlaps the first item at the end.
    let chord = 2 * radius * sin(.pi / Double(count))
    for i in 0..<count {
      let next = positions[(i + 1) % count]
      let d = ((positions[i] - next).magnitudeSquared).squareRoot()
      #expect(isClose(d, chord, absolute: 1e-9), "gap \(i): \(d) vs \(chord)")
      for j in 0..<count where j != i {
        let dij = ((positions[i] - positions[j]).magnitudeSquared).squareRoot()
        #expect(dij >= chord - 1e-9)
      }
    }
  }

  @Test func arcSpreadsFromFirstToLastInclusive() {
    // Left, over the top, to the right: 180°, 225°, 270°, 315°, 360°.
    let layout = RadialLayout(radius: 60, fromDegrees: 180, toDegrees: 360)
    let angles = layout.angles(count: 5)
    for (angle, degrees) in zip(angles, [180.0, 225, 270, 315, 360]) {
      #expect(isClose(angle, degrees * .pi / 180, absolute: 1e-12))
    }
    let offsets = layout.offsets(count: 5)
    #expect(isClose(offsets[2].y, -60, absolute: 1e-12))  // the middle one is on top
  }

  @Test func arcOfAFullTurnIsAFullCircle() {
    let arc = RadialLayout(radius: 40, startAngle: 0, spread: .arc(sweep: 2 * .pi))
    let circle = RadialLayout(radius: 40, startAngle: 0, spread: .fullCircle)
    #expect(arc.angles(count: 6) == circle.angles(count: 6))
    #expect(isClose(arc.step(count: 6), .pi / 3, absolute: 1e-15))
  }

  @Test func sweepFollowsTheDirection() {
    let cw = RadialLayout(radius: 10, fromDegrees: 350, toDegrees: 10)
    let ccw = RadialLayout(
      radius: 10, fromDegrees: 350, toDegrees: 10, direction: .counterClockwise)
    #expect(isClose(cw.step(count: 2), 20 * .pi / 180, absolute: 1e-12))
    #expect(isClose(ccw.step(count: 2), 340 * .pi / 180, absolute: 1e-12))
    // Both end on 10° (mod 360°).
    for layout in [cw, ccw] {
      let last = layout.offsets(count: 2)[1]
      #expect(isClose(last.x, 10 * cos(10 * .pi / 180), absolute: 1e-12))
      #expect(isClose(last.y, 10 * sin(10 * .pi / 180), absolute: 1e-12))
    }
  }

  @Test func singleItem() {
    let spaced = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45)
    #expect(spaced.angles(count: 1) == [225 * .pi / 180])
    // On an arc, a single item sits in the middle of the arc.
    let arc = RadialLayout(radius: 72, fromDegrees: 180, toDegrees: 360)
    #expect(isClose(arc.angles(count: 1)[0], 270 * .pi / 180, absolute: 1e-12))
    let ring = RadialLayout(radius: 72, startAngle: 1, spread: .fullCircle)
    #expect(ring.angles(count: 1) == [1])
  }

  @Test func zeroItemsIsEmpty() {
    let layout = RadialLayout(radius: 72, spread: .fullCircle)
    #expect(layout.offsets(count: 0).isEmpty)
    #expect(layout.step(count: 0) == 0)
  }

  struct BadCase: Sendable, CustomStringConvertible {
    var layout: RadialLayout
    var error: RadialLayoutError
    var description: String { "\(layout)" }
  }

  static let badCases: [BadCase] = [
    BadCase(layout: RadialLayout(radius: .nan), error: .invalidRadius(.nan)),
    BadCase(layout: RadialLayout(radius: 0), error: .invalidRadius(0)),
    BadCase(layout: RadialLayout(radius: -5), error: .invalidRadius(-5)),
    BadCase(layout: RadialLayout(radius: .infinity), error: .invalidRadius(.infinity)),
    BadCase(layout: RadialLayout(radius: 10, itemSize: .nan), error: .invalidItemSize(.nan)),
    BadCase(layout: RadialLayout(radius: 10, itemSize: 0), error: .invalidItemSize(0)),
    BadCase(
      layout: RadialLayout(radius: 10, startAngle: .infinity), error: .invalidAngle(.infinity)),
    BadCase(
      layout: RadialLayout(radius: 10, spread: .spacing(-0.5)), error: .invalidAngle(-0.5)),
    BadCase(
      layout: RadialLayout(radius: 10, spread: .arc(sweep: .nan)), error: .invalidAngle(.nan)),
  ]

  @Test(arguments: badCases)
  func badValuesThrowTypedErrorsAndNeverGiveNaN(_ bad: BadCase) {
    #expect(throws: RadialLayoutError.self) { try bad.layout.validated() }
    do {
      _ = try bad.layout.validated()
    } catch {
      // NaN payloads never compare equal: compare the descriptions' kinds instead.
      #expect(String(describing: error).prefix(10) == bad.error.description.prefix(10))
      #expect(!error.description.isEmpty)
    }
    for offset in bad.layout.offsets(count: 4) {
      #expect(offset.x.isFinite && offset.y.isFinite, "\(offset)")
    }
  }

  @Test func invalidRadiusPutsEveryItemAtTheCenter() {
    for radius in [Double.nan, -3, -Double.infinity] {
      let offsets = RadialLayout(radius: radius, spread: .fullCircle).offsets(count: 3)
      #expect(offsets.allSatisfy { $0 == .zero })
    }
  }
}
