// Policy: a shared-element flight as a value of its commands, like every Choreo model. Each
// element has one track of its box (`ElementGeometry`: frame, corner radius, opacity), and
// every command starts a new leg from where the box is, with its velocity (the one leg
// primitive, `MotionTrack`): a flight retargets, reverses mid-flight, or is caught by a
// finger without a jump, and the velocity carries across every retarget.
//
// - Sides: an element rests at its source box or its destination box. An element present
//   on one side only fades and scales in place there: its box on the missing side is the
//   other side's, at 80 % about its centre, transparent.
// - A finger (a drag to dismiss the arriving screen) catches every element where it is,
//   then moves them together: the finger's vertical travel over `dragDistance` is how far
//   each element has gone from its destination box back toward its source box, and its
//   horizontal travel moves them sideways. On release the projection decides (the scroll
//   view's deceleration, as scroll snapping projects): back to the source when the
//   elements would come to rest past half way, to the destination otherwise; the spring is
//   handed the finger's velocity, each box's as the drag moves it.
// - Layout changes: `retarget(destinations:at:)` gives elements new destination boxes (a
//   list reordered, a grid's columns changed) and flies them there from where they are.
// - Reduce Motion: a flight is a cross-fade in place: each element is put at its new side's
//   box, transparent, and fades in on the reduced motion. A finger still moves them.
// - z order: elements draw in the order given, above both screens.

/// Shared elements flying from one screen to the next: interruptible with their velocity,
/// their content never stretched (``SharedElement/ContentMode``), sampled at any instant.
///
/// ```swift
/// var flight = try SharedElementFlight(elements: [photo])
/// try flight.fly(to: .destination, at: 0)       // the grid photo grows into the detail
/// try flight.fly(to: .source, at: 0.2)          // reversed mid-flight, from where it is
/// flight.state(at: 0.3)[0].geometry.frame       // on its way back, no jump
/// ```
public struct SharedElementFlight<ID: Hashable & Sendable>: TimedModel, Sendable {
  /// A screen of the flight.
  public enum Side: Sendable, Hashable {
    /// The leaving screen (a grid cell).
    case source
    /// The arriving screen (the detail).
    case destination
  }

  /// The elements, in drawing order (the last on top).
  public private(set) var elements: [SharedElement<ID>]
  /// The motion of a flight.
  public let motion: Motion
  /// The spring that takes over when a finger lets go.
  public let releaseSpring: DampedSpring
  /// How far a finger's vertical travel takes the elements from their destination boxes
  /// all the way back to their source boxes, points.
  public let dragDistance: Double
  /// How much motion flights use: full, a cross-fade in place (reduced), or none.
  public var reducedMotion: ReducedMotionPolicy = .full
  /// The side the elements are flying to (or resting at).
  public private(set) var heading: Side = .source

  private var tracks: [MotionTrack<ElementGeometry>]
  /// A finger's hold: where it caught each element, and how far back toward the source
  /// they were then.
  private var hold: (boxes: [ElementGeometry], progress: Double)?
  private(set) var lastCommandTime: Double?

  /// Creates a flight with every element resting at its box on one side.
  ///
  /// - Parameters:
  ///   - elements: The elements, in drawing order; identities unique, each on at least one
  ///     side, every number finite.
  ///   - motion: The flight's motion; a 0.45 s spring with no bounce by default. It must
  ///     end.
  ///   - releaseSpring: After a finger lets go; ``/ChoreoCore/DampedSpring/smooth`` by
  ///     default.
  ///   - dragDistance: A finger's vertical travel from destination back to source; 400
  ///     points by default, finite and positive.
  ///   - side: Where the elements rest at first: at their sources by default (a push or a
  ///     present flies them to their destinations), at their destinations for a pop or a
  ///     dismiss.
  /// - Throws: ``SharedElementError`` naming the element or parameter that is wrong.
  public init(
    elements: [SharedElement<ID>], motion: Motion = .spring(duration: 0.45),
    releaseSpring: DampedSpring = .smooth, dragDistance: Double = 400,
    restingAt side: Side = .source
  ) throws(SharedElementError) {
    var seen = Set<ID>()
    for (index, element) in elements.enumerated() {
      guard seen.insert(element.id).inserted else { throw .duplicateIdentity(index: index) }
      guard element.source != nil || element.destination != nil else {
        throw .onNeitherSide(index: index)
      }
      for geometry in [element.source, element.destination].compactMap({ $0 })
      where !geometry.isValid {
        throw .invalidGeometry(index: index, "\(geometry)")
      }
      let size = element.contentSize
      guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
        throw .invalidGeometry(index: index, "content size \(size.width) × \(size.height)")
      }
    }
    guard motion.totalDuration.isFinite else { throw .motionNeverEnds(motion) }
    guard dragDistance.isFinite, dragDistance > 0 else {
      throw .outOfRange(name: "dragDistance", value: dragDistance, expected: "finite and > 0")
    }
    self.elements = elements
    self.motion = motion
    self.releaseSpring = releaseSpring
    self.dragDistance = dragDistance
    heading = side
    tracks = elements.map { MotionTrack(at: Self.box(of: $0, at: side)) }
  }

  /// The box an element rests at on `side`: its own there, or, for an element that is not
  /// on that side, the other side's at 80 % about its centre, transparent.
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - side: The side.
  /// - Returns: Its resting box.
  public static func box(of element: SharedElement<ID>, at side: Side) -> ElementGeometry {
    let own = side == .source ? element.source : element.destination
    if let own { return own }
    let other = (side == .source ? element.destination : element.source) ?? .zero
    let frame = other.frame
    let shrunk = Size2D(width: frame.size.width * 0.8, height: frame.size.height * 0.8)
    return ElementGeometry(
      frame: Rect2D(
        x: frame.origin.x + (frame.size.width - shrunk.width) / 2,
        y: frame.origin.y + (frame.size.height - shrunk.height) / 2, width: shrunk.width,
        height: shrunk.height),
      cornerRadius: other.cornerRadius * 0.8, opacity: 0)
  }

  // MARK: - Reading

  /// Every element at `time`, in drawing order.
  ///
  /// - Parameter time: Seconds on the clock the commands were stamped with.
  /// - Returns: One state per element, none missing, none twice.
  public func state(at time: Double) -> [FlightElementState<ID>] {
    elements.indices.map { state(ofElementAt: $0, at: time) }
  }

  /// The element `id` at `time`, or `nil` when the flight has none: one element's state,
  /// without the others' (a view that draws only its own).
  ///
  /// - Parameters:
  ///   - id: The element's identity.
  ///   - time: Seconds on the clock the commands were stamped with.
  /// - Returns: Its state, as ``state(at:)`` gives it.
  public func state(of id: ID, at time: Double) -> FlightElementState<ID>? {
    elements.firstIndex { $0.id == id }.map { state(ofElementAt: $0, at: time) }
  }

  private func state(ofElementAt order: Int, at time: Double) -> FlightElementState<ID> {
    let element = elements[order]
    let track = tracks[order]
    let box = track.value(at: time).drawable
    return FlightElementState(
      id: element.id, geometry: box, velocity: track.velocity(at: time),
      content: element.contentFrame(inBoxOf: box.frame.size), zIndex: order,
      isMoving: hold == nil && !track.isSettled(at: time))
  }

  /// Whether nothing moves from `time` on: no finger, every box at rest.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when settled.
  public func isSettled(at time: Double) -> Bool {
    hold == nil && tracks.allSatisfy { $0.isSettled(at: time) }
  }

  /// When the last box comes to rest, or `nil` while a finger holds them.
  public var settleTime: Double? {
    hold == nil ? tracks.map(\.settleTime).max() ?? -.infinity : nil
  }

  /// Whether a finger holds the elements.
  public var isDragging: Bool { hold != nil }

  // MARK: - Commands

  /// Flies every element to its box on `side`, from where it is, with its velocity (a
  /// reversal mid-flight turns round without a jump).
  ///
  /// - Parameters:
  ///   - side: Where to go.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``SharedElementError/time(_:)``.
  public mutating func fly(to side: Side, at time: Double) throws(SharedElementError) {
    try begin(at: time)
    hold = nil
    heading = side
    for index in elements.indices {
      send(index, to: Self.box(of: elements[index], at: side), at: time)
    }
  }

  /// Flies every element to its box on `side`, the ones named in `states` starting from
  /// where those states put them, moving as they were: a flight that takes over from one
  /// that ended mid-way (a pop asked mid-push) goes on without a jump.
  ///
  /// - Parameters:
  ///   - side: Where to go.
  ///   - time: When, seconds; not earlier than the previous command.
  ///   - states: Elements of the flight that ended, by identity, at `time` (their drawable
  ///     boxes and velocities); elements not named start where they are.
  /// - Throws: ``SharedElementError/invalidGeometry(index:_:)`` for a state that is not
  ///   valid, or ``SharedElementError/time(_:)``; nothing changes then.
  public mutating func fly(
    to side: Side, at time: Double, takingOverFrom states: [FlightElementState<ID>]
  ) throws(SharedElementError) {
    let byID = Dictionary(states.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for (index, element) in elements.enumerated() {
      guard let state = byID[element.id] else { continue }
      guard state.geometry.isValid, state.velocity.magnitudeSquared.isFinite else {
        throw .invalidGeometry(index: index, "\(state.geometry), moving \(state.velocity)")
      }
    }
    try begin(at: time)
    hold = nil
    heading = side
    for index in elements.indices {
      let box = Self.box(of: elements[index], at: side)
      guard let state = byID[elements[index].id], reducedMotion == .full else {
        send(index, to: box, at: time)
        continue
      }
      tracks[index] = MotionTrack(at: state.geometry, time: time)
      tracks[index].retargetChecked(to: box, motion: motion, at: time, velocity: state.velocity)
    }
  }

  /// Gives elements new destination boxes (a layout change: a list reordered, a grid's
  /// columns changed) and flies every element to its destination from where it is, with
  /// its velocity. Elements not named keep theirs.
  ///
  /// - Parameters:
  ///   - destinations: The new destination boxes by identity.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``SharedElementError/invalidGeometry(index:_:)`` for a box that is not
  ///   valid, or ``SharedElementError/time(_:)``; nothing changes then.
  public mutating func retarget(destinations: [ID: ElementGeometry], at time: Double)
    throws(SharedElementError)
  {
    for (index, element) in elements.enumerated() {
      if let box = destinations[element.id], !box.isValid {
        throw .invalidGeometry(index: index, "\(box)")
      }
    }
    try begin(at: time)
    hold = nil
    heading = .destination
    for index in elements.indices {
      if let box = destinations[elements[index].id] { elements[index].destination = box }
      send(index, to: Self.box(of: elements[index], at: .destination), at: time)
    }
  }

  /// A finger catches every element where it is (a drag to dismiss the arriving screen
  /// begins): they stop there and follow ``drag(translation:at:)``.
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Throws: ``SharedElementError/time(_:)``.
  public mutating func beginDrag(at time: Double) throws(SharedElementError) {
    try begin(at: time)
    let boxes = tracks.map { $0.value(at: time) }
    for index in tracks.indices {
      tracks[index].retargetChecked(
        to: boxes[index], motion: .linear(duration: 0), at: time, velocity: .zero)
    }
    hold = (boxes, progressBack(of: boxes))
  }

  /// The finger moved by `translation` since it caught the elements: its vertical travel
  /// over ``dragDistance`` takes them back toward their sources (down) or toward their
  /// destinations (up), its horizontal travel moves them sideways.
  ///
  /// - Parameters:
  ///   - translation: The finger's translation since ``beginDrag(at:)``, points.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``SharedElementError/noDrag``, ``SharedElementError/nonFinite(name:value:)``
  ///   or ``SharedElementError/time(_:)``.
  public mutating func drag(translation: Point2D, at time: Double) throws(SharedElementError) {
    guard let hold else { throw .noDrag }
    guard translation.x.isFinite, translation.y.isFinite else {
      throw .nonFinite(
        name: "translation", value: translation.x.isFinite ? translation.y : translation.x)
    }
    try begin(at: time)
    let progress = min(max(hold.progress + translation.y / dragDistance, 0), 1)
    for index in tracks.indices {
      let box = dragged(index, progress: progress, sideways: translation.x)
      tracks[index].retargetChecked(
        to: box, motion: .linear(duration: 0), at: time, velocity: .zero)
    }
  }

  /// The finger let go with `velocity` (points a second): the elements go back to their
  /// sources when, decelerating as a scroll view does, they would come to rest past half
  /// way, and to their destinations otherwise, on the release spring handed the finger's
  /// velocity (clamped to 20 drag distances a second; not finite counts as 0).
  ///
  /// - Parameters:
  ///   - velocity: The finger's velocity at release.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Returns: The side they go to.
  /// - Throws: ``SharedElementError/noDrag`` or ``SharedElementError/time(_:)``.
  @discardableResult
  public mutating func release(velocity: Point2D, at time: Double) throws(SharedElementError)
    -> Side
  {
    guard hold != nil else { throw .noDrag }
    let progress = progressBack(of: tracks.map { $0.value(at: time) })
    // In drag distances a second, as the release rule reads speeds.
    let speed = ReleaseDecision.handed(velocity.y / dragDistance)
    let sideways = ReleaseDecision.handed(velocity.x / dragDistance) * dragDistance
    let side: Side =
      ReleaseDecision.finishes(at: progress, speed: speed) ? .source : .destination
    try land(on: side, speed: speed, sideways: sideways, at: time)
    return side
  }

  /// A finger that drives a screen transition moved: the held elements are `progress` of
  /// the way from their destination boxes back to their sources (0...1, clamped), as the
  /// screens are. ``beginDrag(at:)`` first.
  ///
  /// - Parameters:
  ///   - progress: How far back toward the sources, 0 (destinations) ... 1 (sources).
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``SharedElementError/noDrag``, ``SharedElementError/nonFinite(name:value:)``
  ///   or ``SharedElementError/time(_:)``.
  public mutating func drag(progress: Double, at time: Double) throws(SharedElementError) {
    guard let hold else { throw .noDrag }
    guard progress.isFinite else { throw .nonFinite(name: "progress", value: progress) }
    try drag(
      translation: Point2D(x: 0, y: (min(max(progress, 0), 1) - hold.progress) * dragDistance),
      at: time)
  }

  /// The finger let go and the decision is made elsewhere (a screen transition finished or
  /// cancelled): every element springs to its box on `side` on the release spring, handed
  /// `speed` (of the way back toward the sources per second, clamped to 20) along the way.
  ///
  /// - Parameters:
  ///   - side: Where the elements land.
  ///   - speed: How fast they were moving back toward their sources, fractions of the way a
  ///     second (negative: toward their destinations); not finite counts as 0.
  ///   - sideways: Their sideways velocity, points a second; 0 by default.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``SharedElementError/noDrag`` or ``SharedElementError/time(_:)``.
  public mutating func land(
    on side: Side, speed: Double, sideways: Double = 0, at time: Double
  ) throws(SharedElementError) {
    guard hold != nil else { throw .noDrag }
    try begin(at: time)
    let speed = ReleaseDecision.handed(speed)
    let sideways = sideways.isFinite ? sideways : 0
    hold = nil
    heading = side
    let spring = Motion.spring(releaseSpring).allowed(by: reducedMotion)
    for index in tracks.indices {
      // The box's velocity as the drag moves it: along the way back at the finger's
      // speed, and sideways with it.
      let along =
        (Self.box(of: elements[index], at: .source)
        - Self.box(of: elements[index], at: .destination)).scaled(by: speed)
      var handed = along
      handed.frame.origin.x += sideways
      tracks[index].retargetChecked(
        to: Self.box(of: elements[index], at: side), motion: spring, at: time, velocity: handed)
    }
  }

  // MARK: - Internals

  /// How far back toward their sources `boxes` are, 0 (at their destinations) ... 1, read
  /// off the element whose two boxes are farthest apart.
  private func progressBack(of boxes: [ElementGeometry]) -> Double {
    var best: (length: Double, progress: Double)?
    for (index, element) in elements.enumerated() {
      let from = Self.box(of: element, at: .destination)
      let span = Self.box(of: element, at: .source) - from
      let length = span.magnitudeSquared
      guard length > 0, length.isFinite, length > (best?.length ?? 0) else { continue }
      let reached = boxes[index] - from
      let dot = ((reached + span).magnitudeSquared - (reached - span).magnitudeSquared) / 4
      best = (length, dot / length)
    }
    let progress = best?.progress ?? 0
    return progress.isFinite ? min(max(progress, 0), 1) : 0
  }

  private func dragged(_ index: Int, progress: Double, sideways: Double) -> ElementGeometry {
    let element = elements[index]
    var box = Self.box(of: element, at: .destination)
      .interpolated(to: Self.box(of: element, at: .source), fraction: progress)
    box.frame.origin.x += sideways
    return box
  }

  private mutating func send(_ index: Int, to box: ElementGeometry, at time: Double) {
    if reducedMotion == .full {
      tracks[index].retargetChecked(to: box, motion: motion, at: time)
      return
    }
    // A cross-fade in place: at the new box, transparent, then fading in.
    var start = box
    start.opacity = 0
    tracks[index].retargetChecked(
      to: start, motion: .linear(duration: 0), at: time, velocity: .zero)
    tracks[index].retargetChecked(to: box, motion: motion.allowed(by: reducedMotion), at: time)
  }

  private mutating func begin(at time: Double) throws(SharedElementError) {
    do {
      try CommandTimeError.check(time, after: lastCommandTime)
    } catch {
      throw .time(error)
    }
    lastCommandTime = time
  }
}

/// One shared element at one instant of a ``SharedElementFlight``.
public struct FlightElementState<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The element's identity.
  public var id: ID
  /// Its box: frame, corner radius, opacity (drawable: a spring's overshoot held in range).
  public var geometry: ElementGeometry
  /// How fast the box changes, per second, component by component.
  public var velocity: ElementGeometry
  /// The content's frame in the box's coordinates, at its layout for this box (the box
  /// crops it): never a stretch of the content (``SharedElement/ContentMode``).
  public var content: Rect2D
  /// Its drawing order among the flying elements (0 at the bottom), all above both screens.
  public var zIndex: Int
  /// Whether the box moves on its own (a flight or a release spring).
  public var isMoving: Bool
}

/// Why a ``SharedElementFlight`` refused its elements or a command.
public enum SharedElementError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Two elements share an identity (the second one's index).
  case duplicateIdentity(index: Int)
  /// An element has a box on neither screen.
  case onNeitherSide(index: Int)
  /// An element's box (or content size) has a number that is not finite, a negative size or
  /// radius, or an opacity outside 0...1.
  case invalidGeometry(index: Int, String)
  /// A parameter outside its range.
  case outOfRange(name: String, value: Double, expected: String)
  /// A number that must be finite was not.
  case nonFinite(name: String, value: Double)
  /// The motion repeats for ever, so the flight would never land.
  case motionNeverEnds(Motion)
  /// A drag command came with no finger down.
  case noDrag
  /// A command stamped before the previous one, or at a time that is not finite.
  case time(CommandTimeError)

  /// What was wrong and what would be right.
  public var description: String {
    switch self {
    case .duplicateIdentity(let index):
      return "shared element \(index) repeats an identity: give each element its own"
    case .onNeitherSide(let index):
      return
        "shared element \(index) has no box on either screen: give it a source or a destination"
    case .invalidGeometry(let index, let what):
      return
        "shared element \(index) has a box that cannot be drawn (\(what)): use finite numbers, "
        + "sizes and radii ≥ 0 and an opacity in 0...1"
    case .outOfRange(let name, let value, let expected):
      return "the flight's \(name) is \(value); it must be \(expected)"
    case .nonFinite(let name, let value):
      return "the flight's \(name) is \(value); pass a finite number"
    case .motionNeverEnds(let motion):
      return "the flight's motion \(motion) repeats for ever; use a motion that ends"
    case .noDrag:
      return "no finger holds the elements: call beginDrag(at:) before drag or release"
    case .time(let error):
      return "\(error)"
    }
  }
}
