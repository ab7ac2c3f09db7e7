// Policy: shared elements fly beside a screen transition, as its companion. Every decision
// is here, where Linux tests drive it; a platform host only measures and moves views.
//
// - Sides: the flight's source is the shallower screen (the grid, the tab left), its
//   destination the deeper one (the detail, the tab arriving). A push, a present or a tab
//   switch flies from source to destination; a pop or a dismiss starts at the destination
//   and flies back, so a drag to dismiss shrinks the element toward its cell.
// - Matching: elements pair by identity across the two screens, in the deeper screen's
//   order, then the shallower screen's own; one on one side only fades and scales in place.
//   A box outside the container (a cell scrolled off screen) does not count: its element
//   falls back to a fade on the other side.
// - Which view flies: the deeper screen's (the larger, the one with the whole content), or
//   the only side's. A picture of it, taken as the flight begins, by default: the screens'
//   layout is left alone and the picture is drawn at its aspect ratio in every box. The
//   live view flies only for an element that keeps playing (video): it leaves its screen
//   for the flight, and comes back at the end.
// - Time: the flight plays the screen transition's motion, so both come to rest together.
//   A finger holding the screens holds the elements at the same fraction; on release they
//   land where the screens land, handed the screens' speed. Back mid-flight reverses them
//   from where they are. When the screen transition completes the flight ends: the flying
//   views go and the originals show. A transition that begins while a flight is open ends
//   it first; one that begins within a frame (1/30 s) of a flight ending mid-way (a pop
//   asked mid-push: the push completes, the pop begins) takes over its elements where they
//   are, moving as they were, so nothing jumps.

/// Shared elements flying beside a screen transition: a tab switch, a push or pop, a
/// present or dismiss. The platform-independent half of the UIKit and SwiftUI adapters.
///
/// ```swift
/// let photos = SharedElementCoordinator(host: stage, clock: clock)
/// navigation.companion = photos       // the navigation coordinator tells it each step
/// ```
@MainActor
public final class SharedElementCoordinator<ID: Hashable & Sendable>: ScreenTransitionCompanion {
  /// The motion of a flight; use the screen transition's.
  public let motion: Motion
  /// The spring that takes over when a finger lets go.
  public let releaseSpring: DampedSpring
  /// The platform, held weakly.
  public private(set) weak var host: (any SharedElementHost<ID>)?

  private let clock: any FrameClock
  private var driver: ModelDriver<SharedElementFlight<ID>>?
  /// Where the open screen transition goes, in the flight's sides.
  private var arriving: SharedElementFlight<ID>.Side = .destination
  /// The elements of a flight that ended mid-way, and when.
  private var handover: (states: [FlightElementState<ID>], time: Double)?

  /// How soon after a flight ends mid-way the next one takes over its elements, seconds.
  public static var takeOverWindow: Double { 1.0 / 30 }

  /// Creates a coordinator.
  ///
  /// - Parameters:
  ///   - host: The platform.
  ///   - motion: The flight's motion; a 0.5 s spring with no bounce by default (the
  ///     navigation and card-sheet coordinators' default). It must end.
  ///   - releaseSpring: After a finger lets go; ``/ChoreoCore/DampedSpring/smooth`` by
  ///     default.
  ///   - clock: The frame clock (a display link in an app, a `ManualClock` in tests).
  /// - Throws: ``SharedElementError/motionNeverEnds(_:)`` for a motion that repeats.
  public init(
    host: any SharedElementHost<ID>, motion: Motion = .spring(duration: 0.5),
    releaseSpring: DampedSpring = .smooth, clock: any FrameClock
  ) throws(SharedElementError) {
    guard motion.totalDuration.isFinite else { throw .motionNeverEnds(motion) }
    self.host = host
    self.motion = motion
    self.releaseSpring = releaseSpring
    self.clock = clock
  }

  // MARK: - Reading

  /// The flying elements as last drawn, or `nil` when nothing flies.
  public var state: [FlightElementState<ID>]? { driver?.state }

  /// Whether a flight is open (from its transition's beginning to its completion).
  public var isFlying: Bool { driver != nil }

  /// The open flight, or `nil`.
  public var flight: SharedElementFlight<ID>? { driver?.model }

  /// Which view flies for each element of the open flight, in drawing order.
  public private(set) var pictures: [FlightPicture<ID>] = []

  // MARK: - ScreenTransitionCompanion

  /// A transition began: pairs the two screens' elements and flies them toward the
  /// arriving screen. Nothing flies when no element is tagged on either screen.
  ///
  /// - Parameter goingDeeper: Whether the arriving screen is the deeper one.
  public func screenTransitionDidBegin(goingDeeper: Bool) {
    endFlight()
    guard let host else { return }
    let shallow = host.elements(of: goingDeeper ? .leaving : .arriving)
    let deep = host.elements(of: goingDeeper ? .arriving : .leaving)
    let (elements, pictures) = Self.pair(
      shallow: shallow, deep: deep, deepScreen: goingDeeper ? .arriving : .leaving,
      container: host.containerSize)
    arriving = goingDeeper ? .destination : .source
    guard !elements.isEmpty,
      var flight = try? SharedElementFlight(
        elements: elements, motion: motion, releaseSpring: releaseSpring,
        restingAt: goingDeeper ? .source : .destination)
    else { return }
    flight.reducedMotion = host.reducedMotion
    self.pictures = pictures
    host.beginFlying(pictures)
    let made = ModelDriver.coordinated(
      flight, clock: clock, reducedMotion: { [weak host] in host?.reducedMotion ?? .full },
      onFrame: { [weak self] state in self?.host?.draw(state) })
    driver = made
    let target = arriving
    let handed = handover.flatMap { clock.now - $0.time <= Self.takeOverWindow ? $0.states : nil }
    handover = nil
    perform { flight, now in try flight.fly(to: target, at: now, takingOverFrom: handed ?? []) }
  }

  /// The transition turned round: the elements fly back from where they are, with their
  /// velocity.
  public func screenTransitionDidReverse() {
    guard let heading = driver?.model.heading else { return }
    perform { flight, now in
      try flight.fly(to: heading == .source ? .destination : .source, at: now)
    }
  }

  /// A finger holds the screens at `fraction`: the elements are held as far along.
  ///
  /// - Parameter fraction: 0 (the leaving screen) ... 1 (the arriving one).
  public func screenTransitionDidFollow(fraction: Double) {
    guard let driver, fraction.isFinite else { return }
    let back = arriving == .source ? fraction : 1 - fraction
    let held = driver.model.isDragging
    perform { flight, now in
      if !held { try flight.beginDrag(at: now) }
      try flight.drag(progress: back, at: now)
    }
  }

  /// The finger let go: the elements land where the screens land, handed their speed.
  ///
  /// - Parameters:
  ///   - finishing: Whether the transition finishes.
  ///   - speed: Fractions of the way a second, toward the arriving screen.
  public func screenTransitionDidRelease(finishing: Bool, speed: Double) {
    guard let driver, driver.model.isDragging else { return }
    let departing: SharedElementFlight<ID>.Side = arriving == .source ? .destination : .source
    let side = finishing ? arriving : departing
    let back = arriving == .source ? speed : -speed
    perform { flight, now in try flight.land(on: side, speed: back, at: now) }
  }

  /// The transition completed: the flight ends, the originals show.
  ///
  /// - Parameter finished: Whether the transition finished.
  public func screenTransitionDidComplete(finished: Bool) {
    // The screens rest: the elements' state now is the last frame drawn, so the originals
    // take over from it (the same motion rests at the same instant).
    if let driver { host?.draw(driver.model.state(at: clock.now)) }
    endFlight()
  }

  // MARK: - Internals

  /// The flight's elements and which view flies for each: pairs by identity in the deep
  /// screen's order, then the shallow screen's own; a box outside the container is left
  /// out of its side.
  static func pair(
    shallow: [ScreenElement<ID>], deep: [ScreenElement<ID>], deepScreen: ScreenRole,
    container: Size2D?
  ) -> (elements: [SharedElement<ID>], pictures: [FlightPicture<ID>]) {
    let shallowScreen: ScreenRole = deepScreen == .arriving ? .leaving : .arriving
    let onScreen = { (element: ScreenElement<ID>) -> Bool in
      guard element.geometry.isValid else { return false }
      guard let container else { return true }
      let frame = element.geometry.frame
      return frame.origin.x < container.width && frame.origin.y < container.height
        && frame.origin.x + frame.size.width > 0 && frame.origin.y + frame.size.height > 0
    }
    let shallowByID = Dictionary(
      shallow.filter(onScreen).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var order: [ID] = []
    var seen = Set<ID>()
    for element in deep + shallow where seen.insert(element.id).inserted {
      order.append(element.id)
    }
    let deepByID = Dictionary(
      deep.filter(onScreen).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var elements: [SharedElement<ID>] = []
    var pictures: [FlightPicture<ID>] = []
    for id in order {
      let source = shallowByID[id]
      let destination = deepByID[id]
      guard let flying = destination ?? source else { continue }
      elements.append(
        SharedElement(
          id: id, source: source?.geometry, destination: destination?.geometry,
          contentSize: flying.contentSize, contentMode: flying.contentMode))
      pictures.append(
        FlightPicture(
          id: id, screen: destination != nil ? deepScreen : shallowScreen,
          isLive: flying.keepsPlaying))
    }
    return (elements, pictures)
  }

  private func perform(
    _ command: (inout SharedElementFlight<ID>, Double) throws -> Void
  ) {
    guard let driver else { return }
    do {
      try driver.perform(command)
    } catch {
      // Commands are stamped by one clock and checked before: a refusal here would leave
      // the elements half-way, so the flight ends and the originals show.
      endFlight()
    }
  }

  private func endFlight() {
    guard let driver else { return }
    let now = clock.now
    handover = driver.model.isSettled(at: now) ? nil : (driver.model.state(at: now), now)
    driver.onFrame = nil
    self.driver = nil
    pictures = []
    host?.endFlying()
  }
}
