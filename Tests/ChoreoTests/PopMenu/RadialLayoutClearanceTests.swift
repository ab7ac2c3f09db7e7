import CLibM
import Choreo
import ChoreoTestSupport
import Testing

/// Items that would overlap are refused by name (issue 47, item 12): forty 44-point items
/// round a 72-point ring sat 11.3 points apart, their targets piled up.
@Suite struct RadialLayoutClearanceTests {
  static func items(_ count: Int) -> [PopMenuItem<Int>] {
    (0..<count).map { PopMenuItem(id: $0, accessibilityLabel: "item \($0)") }
  }

  @Test func fortyItemsOnASmallRingAreRefusedWithTheRadiusThatWouldClearThem() throws {
    let ring = RadialLayout(radius: 72, spread: .fullCircle, itemSize: 44)
    do {
      _ = try PopMenu(items: Self.items(40), layout: ring, center: Point2D(x: 200, y: 400))
      Issue.record("forty overlapping items were accepted")
    } catch {
      guard
        case .invalidLayout(.itemsOverlap(let count, let distance, let size, let needed)) = error
      else {
        Issue.record("expected itemsOverlap, got \(error)")
        return
      }
      // Neighbours 2π/40 apart on a circle of radius 72: 2·72·sin(π/40).
      #expect(count == 40)
      #expect(size == 44)
      #expect(isClose(distance, 2 * 72 * sin(.pi / 40), absolute: 1e-9))
      #expect(isClose(needed, 44 / (2 * sin(.pi / 40)), absolute: 1e-9))
      #expect(error.description.contains("would overlap"))
      // The radius it names clears them.
      let wider = RadialLayout(radius: needed, spread: .fullCircle, itemSize: 44)
      _ = try PopMenu(items: Self.items(40), layout: wider, center: Point2D(x: 200, y: 400))
    }
  }

  @Test func itemsThatTouchOrKeepApartAreAccepted() throws {
    let ring = RadialLayout(radius: 72, spread: .fullCircle, itemSize: 44)
    // Eight round a 72-point ring: 2·72·sin(π/8) = 55.1 points apart.
    #expect(try ring.checkedClearance(count: 8) == ring)
    // Six exactly touching: a hexagon's side is its radius.
    let touching = RadialLayout(radius: 44, spread: .fullCircle, itemSize: 44)
    #expect(try touching.checkedClearance(count: 6) == touching)
    #expect(throws: RadialLayoutError.self) { try touching.checkedClearance(count: 7) }
    // A fixed spacing that wraps round past the first item is caught too: 13 items 30°
    // apart put the last one on the first.
    let wrapping = RadialLayout(
      radius: 100, startDegrees: 0, spacingDegrees: 30, itemSize: 44)
    #expect(try wrapping.checkedClearance(count: 12) == wrapping)
    do {
      _ = try wrapping.checkedClearance(count: 13)
      Issue.record("a wrapped item on top of the first was accepted")
    } catch {
      guard case .itemsOverlap(_, let distance, _, let needed) = error else {
        Issue.record("expected itemsOverlap, got \(error)")
        return
      }
      #expect(isClose(distance, 0, absolute: 1e-9))
      #expect(needed == .infinity)
      #expect(error.description.contains("distinct angles"))
    }
    // Zero or one item never overlaps.
    #expect(try ring.checkedClearance(count: 0) == ring)
    #expect(try ring.checkedClearance(count: 1) == ring)
  }
}
