import Choreo
import Testing

/// The model behind ChoreoSwiftUI's `SharedElementSpace` (issue 49, item 5): a flight
/// waits for the side it goes to, only the destination's identities fly, the view on the
/// heading side draws a copy scaled uniformly for the box, and a reversal mid-flight keeps
/// the velocity and hands the drawing over.
@Suite struct SharedElementRegistryTests {
  let cell = ElementGeometry(
    frame: Rect2D(x: 16, y: 120, width: 110, height: 110), cornerRadius: 8)
  let detail = ElementGeometry(frame: Rect2D(x: 0, y: 60, width: 390, height: 260))

  func near(_ a: ElementGeometry, _ b: ElementGeometry, _ tolerance: Double = 1e-9) -> Bool {
    (a - b).magnitudeSquared.squareRoot() <= tolerance
  }

  /// Asked before the detail is laid out, the flight waits, then flies from the cell when
  /// the detail reports its place; the detail draws it, both originals hidden, until it
  /// rests.
  @Test func aFlightWaitsForTheDetailThenFliesFromTheCell() throws {
    var photos = SharedElementRegistry<String>(motion: .linear(duration: 0.4))
    photos.place("p7", side: .source, geometry: cell, at: 0)
    try photos.fly(to: .destination, at: 0)
    #expect(photos.flight == nil && photos.pendingSide == .destination)
    photos.place("p7", side: .destination, geometry: detail, at: 0.02)
    #expect(photos.pendingSide == nil)
    let start = try #require(photos.copy(of: "p7", side: .destination, at: 0.02))
    #expect(near(start.box, cell))
    #expect(photos.copy(of: "p7", side: .source, at: 0.2) == nil)
    #expect(photos.hidesOriginal("p7", side: .source, at: 0.2))
    #expect(photos.hidesOriginal("p7", side: .destination, at: 0.2))
    let half = try #require(photos.copy(of: "p7", side: .destination, at: 0.22))
    #expect(near(half.box, cell.interpolated(to: detail, fraction: 0.5)))
    #expect(!photos.isMoving(at: 0.43))
    #expect(photos.copy(of: "p7", side: .destination, at: 0.43) == nil)
    #expect(!photos.hidesOriginal("p7", side: .source, at: 0.43))
  }

  /// The grid's other cells stay put: only what the detail has flies.
  @Test func onlyTheDestinationsIdentitiesFly() throws {
    var photos = SharedElementRegistry<String>()
    for index in 0..<5 {
      var box = cell
      box.frame.origin.x += Double(index) * 120
      photos.place("p\(index)", side: .source, geometry: box, at: 0)
    }
    photos.place("p3", side: .destination, geometry: detail, at: 0)
    try photos.fly(to: .destination, at: 0)
    #expect(photos.flight?.elements.map(\.id) == ["p3"])
    #expect(!photos.hidesOriginal("p2", side: .source, at: 0.1))
  }

  /// The copy is the view scaled the same across and down, covering the box (a photo), at
  /// the box's place less the view's own.
  @Test func theCopyIsAUniformScaleThatCoversTheBox() throws {
    var photos = SharedElementRegistry<String>(motion: .linear(duration: 0.4))
    photos.place("p7", side: .source, geometry: cell, at: 0)
    photos.place("p7", side: .destination, geometry: detail, at: 0)
    try photos.fly(to: .destination, at: 0)
    for time in stride(from: 0.0, through: 0.35, by: 0.05) {
      let copy = try #require(photos.copy(of: "p7", side: .destination, at: time))
      let width = detail.frame.size.width * copy.scale
      let height = detail.frame.size.height * copy.scale
      let box = copy.box.frame.size
      #expect(width >= box.width - 1e-9 && height >= box.height - 1e-9)
      #expect(abs(width - box.width) < 1e-9 || abs(height - box.height) < 1e-9)
      #expect(abs(copy.contentOrigin.x - (box.width - width) / 2) < 1e-9)
      #expect(abs(copy.offset.y - (copy.box.frame.origin.y - detail.frame.origin.y)) < 1e-12)
    }
  }

  /// Back mid-flight: from where it is, with its velocity (1e-6), and the cell draws it
  /// home.
  @Test func aReversalMidFlightKeepsTheVelocityAndHandsTheDrawingOver() throws {
    var photos = SharedElementRegistry<String>()
    photos.place("p7", side: .source, geometry: cell, at: 0)
    photos.place("p7", side: .destination, geometry: detail, at: 0)
    try photos.fly(to: .destination, at: 0)
    let before = try #require(photos.flight?.state(at: 0.15).first)
    try photos.fly(to: .source, at: 0.15)
    let after = try #require(photos.flight?.state(at: 0.15).first)
    #expect(near(before.geometry, after.geometry))
    #expect((before.velocity - after.velocity).magnitudeSquared.squareRoot() <= 1e-6)
    photos.remove("p7", side: .destination)  // the detail left: the flight keeps its boxes
    #expect(photos.copy(of: "p7", side: .source, at: 0.2) != nil)
    #expect(photos.copy(of: "p7", side: .destination, at: 0.2) == nil)
  }

  /// The way back at rest starts a new flight from the detail, drawn by the cell; a drag
  /// down flicked sends it home.
  @Test func theWayBackAndADragToDismiss() throws {
    var photos = SharedElementRegistry<String>(motion: .linear(duration: 0.4))
    photos.place("p7", side: .source, geometry: cell, at: 0)
    photos.place("p7", side: .destination, geometry: detail, at: 0)
    try photos.fly(to: .destination, at: 0)
    try photos.beginDrag(at: 1)
    try photos.drag(translation: Point2D(x: 0, y: 60), at: 1.1)
    #expect(try photos.release(velocity: Point2D(x: 0, y: 1500), at: 1.15) == .source)
    let home = try #require(photos.flight?.state(at: 5).first)
    #expect(near(home.geometry, cell, 1e-6))
    try photos.fly(to: .destination, at: 5)
    try photos.fly(to: .source, at: 6)
    let back = try #require(photos.copy(of: "p7", side: .source, at: 6))
    #expect(near(back.box, detail))
  }

  /// One element's state alone is the one the whole flight's state gives it; an identity
  /// the flight does not have has none.
  @Test func oneElementsStateIsItsStateInTheWholeFlight() throws {
    let elements = (0..<3).map { index in
      var box = cell
      box.frame.origin.y += Double(index) * 120
      return SharedElement(
        id: "p\(index)", source: box, destination: detail, contentSize: detail.frame.size)
    }
    var flight = try SharedElementFlight(elements: elements)
    try flight.fly(to: .destination, at: 0)
    for time in [0.0, 0.1, 0.25, 2.0] {
      let all = flight.state(at: time)
      for element in all { #expect(flight.state(of: element.id, at: time) == element) }
    }
    #expect(flight.state(of: "p9", at: 0.1) == nil)
  }

  /// A command with no flight, or stamped before the last, is refused with a typed error.
  @Test func commandsWithoutAFlightAreRefused() throws {
    var photos = SharedElementRegistry<String>()
    #expect(throws: SharedElementError.noDrag) { try photos.beginDrag(at: 0) }
    photos.place("p7", side: .source, geometry: cell, at: 0)
    photos.place("p7", side: .destination, geometry: detail, at: 0)
    try photos.fly(to: .destination, at: 1)
    #expect(throws: SharedElementError.self) { try photos.fly(to: .source, at: 0.5) }
  }
}
