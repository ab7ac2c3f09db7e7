import Choreo
import ChoreoTestSupport
import Testing

/// The shared-element engine (issue 49, items 1-3, 6 and 8): flights that retarget and
/// reverse keeping value and velocity, a finger that catches and hands its velocity back,
/// content that keeps its shape, one-sided elements, layout changes, Reduce Motion.
@Suite struct SharedElementFlightTests {
  let cell = ElementGeometry(frame: Rect2D(x: 16, y: 120, width: 110, height: 110), cornerRadius: 8)
  let detail = ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 390))

  func photo(_ id: String = "photo") -> SharedElement<String> {
    SharedElement(
      id: id, source: cell, destination: detail, contentSize: Size2D(width: 1200, height: 800),
      contentMode: .aspectFill)
  }

  /// The cover size of a 3:2 photo in a box, worked by hand: the larger of the two scales.
  func coverSize(_ box: Size2D) -> Size2D {
    let scale = Swift.max(box.width / 1200, box.height / 800)
    return Size2D(width: 1200 * scale, height: 800 * scale)
  }

  @Test func aFlightGrowsTheCellIntoTheDetailAndKeepsTheContentsShape() throws {
    let title = SharedElement(
      id: "title", source: ElementGeometry(frame: Rect2D(x: 16, y: 240, width: 110, height: 20)),
      destination: ElementGeometry(frame: Rect2D(x: 16, y: 400, width: 358, height: 40)),
      contentSize: Size2D(width: 180, height: 20))
    var flight = try SharedElementFlight(
      elements: [photo(), title], motion: .linear(duration: 0.4))
    try flight.fly(to: .destination, at: 0)
    let half = flight.state(at: 0.2)
    #expect(half.map(\.id) == ["photo", "title"])
    #expect(half.map(\.zIndex) == [0, 1])
    // Half-way: every component of the box half-way (a linear motion).
    let box = half[0].geometry
    #expect(abs(box.frame.origin.x - 8) < 1e-9)
    #expect(abs(box.frame.size.width - 250) < 1e-9)
    #expect(abs(box.cornerRadius - 4) < 1e-9)
    // The photo covers the box at its own aspect ratio; the title keeps its rest size.
    for time in stride(from: 0.0, through: 0.4, by: 0.05) {
      let state = flight.state(at: time)
      let cover = coverSize(state[0].geometry.frame.size)
      #expect(abs(state[0].content.size.width - cover.width) <= 0.5)
      #expect(abs(state[0].content.size.height - cover.height) <= 0.5)
      #expect(state[1].content.size == Size2D(width: 180, height: 20))
    }
    #expect(flight.state(at: 0.4)[0].geometry == detail)
  }

  @Test func aReversalMidFlightKeepsValueAndVelocity() throws {
    var flight = try SharedElementFlight(elements: [photo()])
    try flight.fly(to: .destination, at: 0)
    let before = flight.state(at: 0.15)[0]
    try flight.fly(to: .source, at: 0.15)
    let after = flight.state(at: 0.15)[0]
    #expect(after.geometry == before.geometry)
    let speed = before.velocity.magnitudeSquared.squareRoot()
    #expect((after.velocity - before.velocity).magnitudeSquared.squareRoot() <= 1e-6 * speed)
    #expect(flight.heading == .source)
    #expect(flight.state(at: 3)[0].geometry == cell)
  }

  /// A drag down a quarter of the drag distance takes the photo a quarter of the way back to
  /// its cell; let go slowly it returns to the detail, starting at the finger's velocity;
  /// flicked, it lands in its cell.
  @Test func aDragToDismissHandsItsVelocityBack() throws {
    var flight = try SharedElementFlight(elements: [photo()], dragDistance: 400)
    try flight.fly(to: .destination, at: 0)
    try flight.beginDrag(at: 2)
    try flight.drag(translation: Point2D(x: 0, y: 100), at: 2.1)
    let quarter = detail.interpolated(to: cell, fraction: 0.25)
    #expect(flight.state(at: 2.1)[0].geometry == quarter)
    #expect(!flight.state(at: 2.1)[0].isMoving)
    #expect(try flight.release(velocity: Point2D(x: 0, y: 40), at: 2.2) == .destination)
    // At release the box moves as the drag moved it: (cell − detail) · 40/400 a second.
    let handed = (cell - detail).scaled(by: 0.1)
    let released = flight.state(at: 2.2)[0].velocity
    #expect(
      (released - handed).magnitudeSquared.squareRoot() <= 1e-6
        * handed.magnitudeSquared.squareRoot())
    #expect(flight.state(at: 4)[0].geometry == detail)
    try flight.beginDrag(at: 4)
    try flight.drag(translation: Point2D(x: 0, y: 60), at: 4.1)
    #expect(try flight.release(velocity: Point2D(x: 0, y: 1500), at: 4.15) == .source)
    #expect(flight.state(at: 7)[0].geometry == cell)
    #expect(throws: SharedElementError.noDrag) { try flight.drag(translation: .zero, at: 7) }
  }

  /// An element on one side only fades and scales in place; its z order is stated.
  @Test func aOneSidedElementFadesAndScalesInPlace() throws {
    let caption = SharedElement<String>(
      id: "caption", source: nil,
      destination: ElementGeometry(frame: Rect2D(x: 20, y: 420, width: 200, height: 40)),
      contentSize: Size2D(width: 200, height: 40))
    let start = SharedElementFlight.box(of: caption, at: .source)
    #expect(start.opacity == 0)
    #expect(start.frame == Rect2D(x: 40, y: 424, width: 160, height: 32))
    var flight = try SharedElementFlight(
      elements: [photo(), caption], motion: .linear(duration: 0.4))
    try flight.fly(to: .destination, at: 0)
    let half = flight.state(at: 0.2)[1]
    #expect(abs(half.geometry.opacity - 0.5) < 1e-12)
    #expect(abs(half.geometry.frame.size.width - 180) < 1e-9)
  }

  /// A list reordered, then reordered again mid-move: each item heads for its new place
  /// from where it is, with its velocity.
  @Test func aLayoutChangeInterruptedBySecondOneKeepsVelocity() throws {
    func row(_ index: Int) -> ElementGeometry {
      ElementGeometry(frame: Rect2D(x: 0, y: Double(index) * 60, width: 390, height: 56))
    }
    let items = (0..<3).map {
      SharedElement(
        id: $0, source: row($0), destination: row($0), contentSize: Size2D(width: 390, height: 56))
    }
    var list = try SharedElementFlight(elements: items)
    try list.retarget(destinations: [0: row(2), 2: row(0)], at: 0)
    let before = list.state(at: 0.1)
    try list.retarget(destinations: [0: row(1), 1: row(0)], at: 0.1)
    let after = list.state(at: 0.1)
    for (b, a) in zip(before, after) {
      #expect(a.geometry == b.geometry)
      let speed = Swift.max(b.velocity.magnitudeSquared.squareRoot(), 1)
      #expect((a.velocity - b.velocity).magnitudeSquared.squareRoot() <= 1e-6 * speed)
    }
    let end = list.state(at: 5)
    #expect(end.map(\.geometry.frame.origin.y) == [60, 0, 0])
  }

  @Test func reduceMotionCrossFadesInPlace() throws {
    var flight = try SharedElementFlight(elements: [photo()])
    flight.reducedMotion = .reduced
    try flight.fly(to: .destination, at: 0)
    let start = flight.state(at: 0)[0].geometry
    #expect(start.frame == detail.frame)
    #expect(start.opacity == 0)
    let mid = flight.state(at: 0.05)[0].geometry
    #expect(mid.frame == detail.frame)
    #expect(mid.opacity > 0 && mid.opacity < 1)
  }

  @Test func badInputIsRefusedWithWords() {
    let bad = ElementGeometry(frame: Rect2D(x: 0, y: 0, width: -1, height: 10))
    #expect(throws: SharedElementError.self) {
      try SharedElementFlight(elements: [
        SharedElement(id: 1, source: bad, destination: nil, contentSize: .zero)
      ])
    }
    #expect(throws: SharedElementError.onNeitherSide(index: 0)) {
      try SharedElementFlight(elements: [
        SharedElement<Int>(id: 1, source: nil, destination: nil, contentSize: .zero)
      ])
    }
    #expect(throws: SharedElementError.duplicateIdentity(index: 1)) {
      try SharedElementFlight(elements: [photo("a"), photo("a")])
    }
    #expect(
      SharedElementError.onNeitherSide(index: 3).description.contains("source or a destination"))
  }
}

/// Seeded random flights: retargets, reversals, finger hand-offs and layout changes at random
/// instants. At every sampled instant every element is drawn once, validly, its content in
/// shape to 0.5 pt; at every command the boxes do not jump, and across every flight and
/// retarget their velocity carries over to 1e-6 relative; and seeking equals playing.
@Suite struct SharedElementFlightPropertyTests {
  enum Command {
    case fly(SharedElementFlight<Int>.Side)
    case retarget([Int: ElementGeometry])
    case grab
    case drag(Point2D)
    case release(Point2D)
  }

  @Test func randomFlightsStayWhole() throws {
    for seed in 0..<UInt64(FuzzScale.count(ci: 40, full: 2000)) {
      try check(seed: seed)
    }
  }

  func check(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    func box() -> ElementGeometry {
      ElementGeometry(
        frame: Rect2D(
          x: Double.random(in: -50...400, using: &random),
          y: Double.random(in: -50...800, using: &random),
          width: Double.random(in: 0...400, using: &random),
          height: Double.random(in: 0...400, using: &random)),
        cornerRadius: Double.random(in: 0...30, using: &random),
        opacity: Double.random(in: 0...1, using: &random))
    }
    let count = Int.random(in: 1...5, using: &random)
    let elements = (0..<count).map { id in
      let hasSource = Bool.random(using: &random) || id == 0
      let hasDestination = Bool.random(using: &random) || !hasSource
      return SharedElement(
        id: id, source: hasSource ? box() : nil, destination: hasDestination ? box() : nil,
        contentSize: Size2D(
          width: Double.random(in: 1...500, using: &random),
          height: Double.random(in: 1...500, using: &random)),
        contentMode: [.aspectFill, .aspectFit, .fixed(anchor: Point2D(x: 0.5, y: 0))]
          .randomElement(using: &random)!)
    }
    var flight = try SharedElementFlight(
      elements: elements, motion: .spring(duration: 0.4, bounce: 0.2))
    var script: [(time: Double, command: Command)] = []
    var time = 0.0
    var holding = false
    for _ in 0..<30 {
      time += Double.random(in: 0...0.3, using: &random)
      let command: Command
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1: command = .fly(Bool.random(using: &random) ? .source : .destination)
      case 2: command = .retarget([Int.random(in: 0..<count, using: &random): box()])
      case 3:
        command =
          holding
          ? .drag(
            Point2D(
              x: Double.random(in: -100...100, using: &random),
              y: Double.random(in: -300...300, using: &random))) : .grab
      default:
        command =
          holding
          ? .release(
            Point2D(
              x: Double.random(in: -3000...3000, using: &random),
              y: Double.random(in: -3000...3000, using: &random))) : .fly(.destination)
      }
      if case .grab = command { holding = true }
      if case .release = command { holding = false }
      if case .fly = command { holding = false }
      if case .retarget = command { holding = false }
      let before = flight.state(at: time)
      try apply(command, to: &flight, at: time)
      let after = flight.state(at: time)
      let whole = after.count == count && Set(after.map(\.id)).count == count
      #expect(whole, "seed \(seed)")
      switch command {
      case .drag, .release:
        break  // the finger moves them, or hands its own velocity on
      case .grab:
        for (b, a) in zip(before, after) {
          #expect(a.geometry == b.geometry, "seed \(seed): a jump")
        }
      case .fly, .retarget:
        for (b, a) in zip(before, after) {
          let still = a.geometry == b.geometry
          #expect(still, "seed \(seed): a jump")
          let speed = Swift.max(b.velocity.magnitudeSquared.squareRoot(), 1)
          let carried = (a.velocity - b.velocity).magnitudeSquared.squareRoot() <= 1e-6 * speed
          #expect(carried, "seed \(seed): the velocity broke")
        }
      }
      script.append((time, command))
    }
    // Played frame by frame, the commands applied as their time comes: at every frame each
    // element is drawn once, validly, its content in shape; and every fifth frame equals
    // the frame sought directly (the script replayed up to it on a fresh flight).
    var live = try SharedElementFlight(
      elements: elements, motion: .spring(duration: 0.4, bounce: 0.2))
    var next = 0
    var frame = 0
    for step in stride(from: 0.0, through: time + 1, by: 1.0 / 30) {
      while next < script.count, script[next].time <= step {
        try apply(script[next].command, to: &live, at: script[next].time)
        next += 1
      }
      let state = live.state(at: step)
      let whole = state.count == count && Set(state.map(\.id)).count == count
      #expect(whole, "seed \(seed): an element missing or twice at \(step)")
      for (item, element) in zip(state, live.elements) {
        let valid = item.geometry.isValid
        #expect(valid, "seed \(seed): an invalid box at \(step)")
        let layout = element.contentFrame(inBoxOf: item.geometry.frame.size)
        let inShape =
          abs(item.content.size.width - layout.size.width) <= 0.5
          && abs(item.content.size.height - layout.size.height) <= 0.5
        #expect(inShape, "seed \(seed): content out of shape at \(step)")
      }
      if frame % 5 == 0 {
        var sought = try SharedElementFlight(
          elements: elements, motion: .spring(duration: 0.4, bounce: 0.2))
        for (at, command) in script where at <= step { try apply(command, to: &sought, at: at) }
        let same = sought.state(at: step) == state
        #expect(same, "seed \(seed): seeking differs from playing at \(step)")
      }
      frame += 1
    }
  }

  func apply(_ command: Command, to flight: inout SharedElementFlight<Int>, at time: Double) throws
  {
    switch command {
    case .fly(let side): try flight.fly(to: side, at: time)
    case .retarget(let boxes): try flight.retarget(destinations: boxes, at: time)
    case .grab: try flight.beginDrag(at: time)
    case .drag(let translation): try flight.drag(translation: translation, at: time)
    case .release(let velocity): try flight.release(velocity: velocity, at: time)
    }
  }
}
