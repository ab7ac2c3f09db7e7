// Policy: shared elements where views report their own places (SwiftUI), every decision
// here where Linux tests see it; ChoreoSwiftUI's `SharedElementSpace` only stamps times and
// applies what `copy(of:side:at:)` says.
//
// - Places: each tagged view reports its box on its side (the grid cell on `.source`, the
//   detail on `.destination`); one that leaves is forgotten, and a flight under way keeps
//   the boxes it was made with.
// - When: `fly(to:at:)` mid-flight (or with a finger down) retargets the flight from where
//   it is, with its velocity. Otherwise it waits until the side it goes to has a view laid
//   out (a detail shown in the same update reports at its first layout), then makes the
//   flight: resting on the other side, flying to this one.
// - What flies: what the destination side has. Each identity there pairs with its source,
//   or fades in place without one; a source with no destination (the grid's other cells)
//   stays put. Ask for the way back while the detail's views are still known.
// - Who draws: the view on the side the flight heads to (the view on the other side may be
//   gone: a detail popped). It draws a copy of itself, scaled uniformly to its content
//   mode's frame for the box, offset from its own place, clipped by the box; the originals
//   of a moving element are hidden on both sides. A reversal hands the drawing over.

/// How one tagged view draws a flying element: a copy of itself scaled uniformly, placed in
/// the flying box, the box placed relative to the view's own place.
public struct SharedElementCopy: Sendable, Hashable {
  /// The flying box (frame, corner radius that clips, opacity), in the views' space.
  public var box: ElementGeometry
  /// The box's origin less the view's own: where to move the copy from the view's place.
  public var offset: Point2D
  /// Where the scaled copy's top leading corner sits in the box.
  public var contentOrigin: Point2D
  /// The copy's uniform scale (the same across and down: never stretched).
  public var scale: Double
}

/// Shared elements whose views report their own places, as SwiftUI's do: the model behind
/// ChoreoSwiftUI's `SharedElementSpace`, a value of its commands like every Choreo model.
///
/// ```swift
/// var photos = SharedElementRegistry<String>()
/// photos.place("p7", side: .source, geometry: cell, at: 0)          // the grid cell
/// try photos.fly(to: .destination, at: 0)                           // waits for the detail
/// photos.place("p7", side: .destination, geometry: detail, at: 0.02) // laid out: it flies
/// photos.copy(of: "p7", side: .destination, at: 0.2)                // what the detail draws
/// ```
public struct SharedElementRegistry<ID: Hashable & Sendable>: Sendable {
  /// The motion of a flight.
  public let motion: Motion
  /// How much motion flights use.
  public var reducedMotion: ReducedMotionPolicy = .full
  /// The flight, once one was made.
  public private(set) var flight: SharedElementFlight<ID>?
  /// The side a flight was asked for that waits for a view there.
  public private(set) var pendingSide: SharedElementFlight<ID>.Side?

  private var places: [SharedElementFlight<ID>.Side: [ID: Placed]] = [:]

  private struct Placed: Sendable {
    var geometry: ElementGeometry
    var contentMode: SharedElement<ID>.ContentMode
  }

  /// Creates a registry with nothing placed.
  ///
  /// - Parameter motion: The flights' motion; a 0.45 s spring with no bounce by default.
  public init(motion: Motion = .spring(duration: 0.45)) {
    self.motion = motion
  }

  // MARK: - The views

  /// A tagged view is laid out at `geometry` on `side`; a flight waiting for that side
  /// starts at `time`.
  ///
  /// - Parameters:
  ///   - id: The view's identity.
  ///   - side: Its side.
  ///   - geometry: Its box, in the space every tagged view reports in.
  ///   - contentMode: How its content sits in a box while it flies; covering by default.
  ///   - time: Now, seconds.
  public mutating func place(
    _ id: ID, side: SharedElementFlight<ID>.Side, geometry: ElementGeometry,
    contentMode: SharedElement<ID>.ContentMode = .aspectFill, at time: Double
  ) {
    guard geometry.isValid else { return }
    places[side, default: [:]][id] = Placed(geometry: geometry, contentMode: contentMode)
    startIfReady(at: time)
  }

  /// A tagged view left; a flight under way keeps its boxes.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - side: Its side.
  public mutating func remove(_ id: ID, side: SharedElementFlight<ID>.Side) {
    places[side]?[id] = nil
  }

  /// Where a view on `side` is placed, or `nil`.
  ///
  /// - Parameters:
  ///   - id: Its identity.
  ///   - side: Its side.
  /// - Returns: Its box.
  public func place(of id: ID, side: SharedElementFlight<ID>.Side) -> ElementGeometry? {
    places[side]?[id]?.geometry
  }

  // MARK: - Commands

  /// Flies to `side`: mid-flight from where the elements are, with their velocity;
  /// otherwise as soon as a view on `side` is placed (at once when one is).
  ///
  /// - Parameters:
  ///   - side: Where to go.
  ///   - time: Now, seconds; not earlier than the previous command.
  /// - Throws: ``SharedElementError/time(_:)``.
  public mutating func fly(to side: SharedElementFlight<ID>.Side, at time: Double)
    throws(SharedElementError)
  {
    if var current = flight, isMoving(at: time) {
      current.reducedMotion = reducedMotion
      try current.fly(to: side, at: time)
      flight = current
      pendingSide = nil
      return
    }
    pendingSide = side
    startIfReady(at: time)
  }

  /// A finger catches the elements where they are.
  ///
  /// - Parameter time: Now, seconds.
  /// - Throws: ``SharedElementError``; `.noDrag` with no flight.
  public mutating func beginDrag(at time: Double) throws(SharedElementError) {
    try command { flight throws(SharedElementError) in try flight.beginDrag(at: time) }
  }

  /// The finger moved by `translation` since it caught them.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation, points.
  ///   - time: Now, seconds.
  /// - Throws: ``SharedElementError``.
  public mutating func drag(translation: Point2D, at time: Double) throws(SharedElementError) {
    try command { flight throws(SharedElementError) in
      try flight.drag(translation: translation, at: time)
    }
  }

  /// The finger let go with `velocity`: the side the release decides.
  ///
  /// - Parameters:
  ///   - velocity: The finger's velocity, points a second.
  ///   - time: Now, seconds.
  /// - Returns: The side the elements go to.
  /// - Throws: ``SharedElementError``.
  @discardableResult
  public mutating func release(velocity: Point2D, at time: Double) throws(SharedElementError)
    -> SharedElementFlight<ID>.Side
  {
    var side = SharedElementFlight<ID>.Side.destination
    try command { flight throws(SharedElementError) in
      side = try flight.release(velocity: velocity, at: time)
    }
    return side
  }

  // MARK: - Reading

  /// Whether the elements move at `time`, or a finger holds them.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` while something moves.
  public func isMoving(at time: Double) -> Bool {
    guard let flight else { return false }
    return !flight.isSettled(at: time)
  }

  /// Whether the view `id` on `side` hides its original at `time`: while its element moves.
  ///
  /// - Parameters:
  ///   - id: The view's identity.
  ///   - side: Its side.
  ///   - time: Seconds.
  /// - Returns: `true` while it moves.
  public func hidesOriginal(_ id: ID, side: SharedElementFlight<ID>.Side, at time: Double)
    -> Bool
  {
    guard isMoving(at: time), let flight else { return false }
    return flight.elements.contains { $0.id == id }
  }

  /// What the view `id` on `side` draws for its element at `time`: a copy of itself, when
  /// the element moves and the flight heads to this side; `nil` otherwise.
  ///
  /// - Parameters:
  ///   - id: The view's identity.
  ///   - side: Its side.
  ///   - time: Seconds.
  /// - Returns: The copy to draw, or `nil`.
  public func copy(of id: ID, side: SharedElementFlight<ID>.Side, at time: Double)
    -> SharedElementCopy?
  {
    guard isMoving(at: time), let flight, flight.heading == side,
      let own = places[side]?[id],
      let state = flight.state(of: id, at: time)
    else { return nil }
    let size = own.geometry.frame.size
    let laid = SharedElement(
      id: id, source: nil, destination: own.geometry, contentSize: size,
      contentMode: own.contentMode
    ).contentFrame(inBoxOf: state.geometry.frame.size)
    let box = state.geometry
    return SharedElementCopy(
      box: box,
      offset: Point2D(
        x: box.frame.origin.x - own.geometry.frame.origin.x,
        y: box.frame.origin.y - own.geometry.frame.origin.y),
      contentOrigin: laid.origin,
      scale: size.width > 0 ? laid.size.width / size.width : 1)
  }

  // MARK: - Internals

  private mutating func startIfReady(at time: Double) {
    guard let side = pendingSide, !(places[side] ?? [:]).isEmpty else { return }
    pendingSide = nil
    let sources = places[.source] ?? [:]
    let destinations = places[.destination] ?? [:]
    let elements = destinations.map { id, placed in
      SharedElement(
        id: id, source: sources[id]?.geometry, destination: placed.geometry,
        contentSize: placed.geometry.frame.size, contentMode: placed.contentMode)
    }
    guard
      var made = try? SharedElementFlight(
        elements: elements, motion: motion, restingAt: side == .source ? .destination : .source)
    else { return }
    made.reducedMotion = reducedMotion
    guard (try? made.fly(to: side, at: time)) != nil else { return }
    flight = made
  }

  private mutating func command(
    _ body: (inout SharedElementFlight<ID>) throws(SharedElementError) -> Void
  ) throws(SharedElementError) {
    guard var current = flight else { throw .noDrag }
    current.reducedMotion = reducedMotion
    try body(&current)
    flight = current
  }
}
