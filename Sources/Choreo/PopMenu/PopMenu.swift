// Policy: the menu is a value whose state at time t is a pure function of the commands
// given up to t (open, close, toggle, select, tap), each stamped with its time, in time
// order; a command stamped earlier than the previous one is a typed error and changes
// nothing. Each command starts motion legs (PopMenuItemMotion, on MotionTracks) from the
// exact state the earlier legs reached, so a frame can be computed alone. The state is
// answered for times from the last command on (an earlier time reads as the last
// command's): to look at the past, keep a copy of the value from then, or replay the
// commands (values are cheap to copy). Memory is bounded however long an app runs.
//
// Staggering applies to a start from rest (closed → opening, open → closing) with full
// motion. A command while items are moving (opening ↔ closing) reverses every item at once,
// from its current progress and velocity: no item waits its turn while the user has changed
// their mind. Reduced motion fades every item at once (no cascade).

/// A radial "pop" menu round a center button, as a time-driven state machine:
/// ``PopMenuPhase/closed``, ``PopMenuPhase/opening``, ``PopMenuPhase/open``,
/// ``PopMenuPhase/closing``.
///
/// Opening, each item springs out from the center to its place in the ``RadialLayout``
/// while scaling up from 0, overshooting a little (a hand-rolled 1.1-then-identity as one
/// spring), the items staggered in a configurable order; the center button turns + into ×
/// and an optional backdrop dims. Closing runs the reverse order: each item travels back
/// along its own angle, shrinking, and is removed at scale 0.1. A command mid-flight
/// reverses from the current state with its momentum. With reduced motion items only fade
/// in and out in place.
///
/// ```swift
/// enum Action: Hashable, Sendable { case trash, add, edit }
/// var menu = try PopMenu(
///   items: [
///     PopMenuItem(id: Action.trash, accessibilityLabel: "Delete"),
///     PopMenuItem(id: Action.add, accessibilityLabel: "Add"),
///     PopMenuItem(id: Action.edit, accessibilityLabel: "Edit"),
///   ],
///   layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
///   center: Point2D(x: 195, y: 780))
/// try menu.open(at: 0)
/// menu.itemState(at: 0, time: 0.2).appearance   // travelling out, scale near 1
/// if case .selected(let item) = try menu.tap(at: Point2D(x: 144, y: 729), time: 1) {
///   print(item.id)  // .trash; the menu is closing
/// }
/// ```
public struct PopMenu<ID: Hashable & Sendable>: TimedModel, Sendable {
  /// The items, in layout order.
  public let items: [PopMenuItem<ID>]
  /// Where the items sit when open.
  public let layout: RadialLayout
  /// The center button's center (the menu's center), points.
  public let center: Point2D
  /// How the menu moves and responds.
  public let configuration: PopMenuConfiguration
  /// How commands from now on honour reduced motion: ``/ChoreoCore/ReducedMotionPolicy/full`` as
  /// configured, ``/ChoreoCore/ReducedMotionPolicy/reduced`` a short fade in place (no travel, no
  /// scale), ``/ChoreoCore/ReducedMotionPolicy/instant`` an instant change.
  public var reducedMotion: ReducedMotionPolicy

  /// Each item's resting offset from the center.
  public let offsets: [Point2D]
  private let openingRanks: [Int]
  /// The open menu's reading order (layout indices), left-to-right and right-to-left:
  /// fixed by the resting places, so computed once (PopMenu+Accessibility).
  let readingOrders: (leftToRight: [Int], rightToLeft: [Int])
  /// The highest opening rank: closing runs the ranks backwards from it.
  private let lastRank: Int
  /// The configuration's springs as motions, made once (a spring motion solves its
  /// settling time when made).
  private let springs: (opening: Motion, closing: Motion, center: Motion)
  private var itemMotions: [PopMenuItemMotion]
  private var centerMotion = PopMenuItemMotion(shownSince: -.infinity)
  /// The last command that changed the menu: its time, direction, and when its motion ends.
  private var lastChange: (time: Double, opening: Bool, end: Double)?
  /// The time of the last command given (a refused or ignored one included).
  public private(set) var lastCommandTime: Double?

  /// Creates a closed menu.
  ///
  /// An empty item list is allowed: the menu stays closed (opening it does nothing).
  ///
  /// - Parameters:
  ///   - items: The items, in layout order; identifiers must be unique.
  ///   - layout: Where the items sit when open (fit it first with
  ///     ``RadialLayout/fitting(in:center:count:minimumRadius:)`` near screen edges).
  ///   - center: The center button's center.
  ///   - configuration: Springs, stagger, backdrop and hit-testing settings.
  ///   - reducedMotion: The reduced-motion policy for commands.
  /// - Throws: ``PopMenuError`` for an unusable layout (including one whose items would
  ///   overlap: ``RadialLayout/checkedClearance(count:)``), center, configuration, stagger
  ///   order, or duplicate identifiers.
  public init(
    items: [PopMenuItem<ID>], layout: RadialLayout, center: Point2D,
    configuration: PopMenuConfiguration = PopMenuConfiguration(),
    reducedMotion: ReducedMotionPolicy = .full
  ) throws(PopMenuError) {
    do {
      _ = try layout.validated().checkedClearance(count: items.count)
    } catch {
      throw .invalidLayout(error)
    }
    guard center.x.isFinite, center.y.isFinite else { throw .invalidCenter(center) }
    var seen = Set<ID>()
    for item in items where !seen.insert(item.id).inserted {
      throw .duplicateItemID(String(describing: item.id))
    }
    _ = try configuration.validated(count: items.count)
    self.items = items
    self.layout = layout
    self.center = center
    self.configuration = configuration
    self.reducedMotion = reducedMotion
    self.offsets = layout.offsets(count: items.count)
    self.readingOrders = (
      Self.readingOrder(offsets, itemSize: layout.itemSize, leftToRight: true),
      Self.readingOrder(offsets, itemSize: layout.itemSize, leftToRight: false)
    )
    self.openingRanks = configuration.staggerOrder.ranks(count: items.count) ?? []
    self.lastRank = openingRanks.max() ?? 0
    self.itemMotions = Array(repeating: PopMenuItemMotion(), count: items.count)
    springs = (
      .spring(configuration.openingSpring), .spring(configuration.closingSpring),
      .spring(configuration.centerSpring)
    )
  }

  // MARK: - Commands

  /// Opens the menu at `time` (nothing if it is open, opening, or has no items).
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Throws: ``PopMenuError/time(_:)`` for a time that is not finite or is earlier than
  ///   the previous command's; nothing changes then.
  public mutating func open(at time: Double) throws(PopMenuError) {
    try stamp(time)
    command(opening: true, at: time)
  }

  /// Closes the menu at `time` (nothing if it is closed or closing).
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Throws: ``PopMenuError/time(_:)``; nothing changes then.
  public mutating func close(at time: Double) throws(PopMenuError) {
    try stamp(time)
    command(opening: false, at: time)
  }

  /// Opens a closed or closing menu, closes an open or opening one.
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Returns: `true` if the menu is now opening.
  /// - Throws: ``PopMenuError/time(_:)``; nothing changes then.
  @discardableResult
  public mutating func toggle(at time: Double) throws(PopMenuError) -> Bool {
    try stamp(time)
    let opening = !isHeadingOpen
    command(opening: opening, at: time)
    return opening
  }

  /// Selects an item: if it is shown and the menu is opening or open, the menu closes and
  /// the item is returned for the app to act on; otherwise nothing happens.
  ///
  /// - Parameters:
  ///   - id: The item's identifier.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Returns: The item, or nil if it is unknown, not shown, or closing.
  /// - Throws: ``PopMenuError/time(_:)``; nothing changes then.
  @discardableResult
  public mutating func select(_ id: ID, at time: Double) throws(PopMenuError) -> PopMenuItem<ID>? {
    try stamp(time)
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    let state = itemState(at: index, time: time)
    guard isHeadingOpen, state.isPresent, !state.isClosing else { return nil }
    command(opening: false, at: time)
    return items[index]
  }

  /// Checks a command's time and records it.
  mutating func stamp(_ time: Double) throws(PopMenuError) {
    do {
      try CommandTimeError.check(time, after: lastCommandTime)
    } catch {
      throw .time(error)
    }
    lastCommandTime = time
  }

  /// How many motion legs the menu keeps: bounded however many commands it is given.
  package var storedLegCount: Int {
    itemMotions.reduce(centerMotion.legCount) { $0 + $1.legCount }
  }

  // MARK: - State at a time

  /// Times before the last command read as the last command's (see the policy above).
  private func clamped(_ time: Double) -> Double { max(time, lastCommandTime ?? -.infinity) }

  /// Everything the menu shows at `time`.
  ///
  /// - Parameter time: Seconds; from the last command on.
  /// - Returns: Phase, items, center button and backdrop.
  public func state(at time: Double) -> PopMenuState {
    PopMenuState(
      phase: phase(at: time), items: itemStates(at: time),
      centerProgress: centerProgress(at: time), centerRotation: centerRotation(at: time),
      backdropOpacity: backdropOpacity(at: time))
  }

  /// When nothing moves any more until the next command: every item settled or removed
  /// and the center button at rest. `-infinity` before the first command. A view that
  /// ticks while the menu moves (a display link, a SwiftUI timeline) pauses at this time.
  public var settleTime: Double { lastChange?.end ?? -.infinity }

  /// Whether nothing moves from `time` on: every item settled or removed, the center
  /// button at rest.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when the menu is open or closed and still.
  public func isSettled(at time: Double) -> Bool {
    guard let last = lastChange else { return true }
    return clamped(time) >= last.end
  }

  /// The menu's phase at `time`.
  ///
  /// - Parameter time: Seconds; from the last command on.
  /// - Returns: Closed before the first command; then opening or closing until the last
  ///   item (and the center button) settles or is removed, then open or closed.
  public func phase(at time: Double) -> PopMenuPhase {
    guard let last = lastChange else { return .closed }
    let time = clamped(time)
    if last.opening { return time < last.end ? .opening : .open }
    return time < last.end ? .closing : .closed
  }

  /// How item `index` looks at `time`.
  ///
  /// - Parameters:
  ///   - index: The item's index in ``items``.
  ///   - time: Seconds; from the last command on.
  /// - Returns: Offset, scale, opacity, presence, progress and velocity.
  /// - Precondition: `index` is a valid item index.
  public func itemState(at index: Int, time: Double) -> PopMenuItemState {
    precondition(items.indices.contains(index), "no item at index \(index) of \(items.count)")
    let sample = itemMotions[index].sample(at: clamped(time))
    guard sample.isPresent else { return .hidden }
    let travel = max(0, sample.progress)
    return PopMenuItemState(
      offset: offsets[index].scaled(by: travel), scale: travel, opacity: sample.opacity,
      isPresent: true, isClosing: sample.isClosing, progress: sample.progress,
      velocity: sample.velocity)
  }

  /// How every item looks at `time`, in layout order.
  ///
  /// - Parameter time: Seconds; from the last command on.
  /// - Returns: One state per item.
  public func itemStates(at time: Double) -> [PopMenuItemState] {
    items.indices.map { itemState(at: $0, time: time) }
  }

  /// How far the center button and backdrop are toward open at `time`: 0 closed, 1 open
  /// (it may overshoot 1 slightly with the center spring).
  ///
  /// - Parameter time: Seconds; from the last command on.
  /// - Returns: The center's progress.
  public func centerProgress(at time: Double) -> Double {
    let sample = centerMotion.sample(at: clamped(time))
    return centerMotion.isFading ? sample.opacity : sample.progress
  }

  /// The center button's rotation at `time`, radians clockwise: 0 shows +, the configured
  /// ``PopMenuConfiguration/centerRotation`` (π/4) shows ×. Under reduced motion the icon
  /// switches at the fade's midpoint instead of turning.
  ///
  /// - Parameter time: Seconds; from the last command on.
  /// - Returns: Radians.
  public func centerRotation(at time: Double) -> Double {
    let progress = centerProgress(at: time)
    if centerMotion.isFading { return progress >= 0.5 ? configuration.centerRotation : 0 }
    return progress * configuration.centerRotation
  }

  /// The dimming backdrop's opacity at `time` (0 without a backdrop).
  ///
  /// - Parameter time: Seconds; from the last command on.
  /// - Returns: The configured backdrop opacity times the center's progress, in 0...1.
  public func backdropOpacity(at time: Double) -> Double {
    guard let full = configuration.backdropOpacity else { return 0 }
    return full * min(1, max(0, centerProgress(at: time)))
  }

  /// Whether the last command opened the menu.
  var isHeadingOpen: Bool { lastChange?.opening ?? false }

  // MARK: - Motion

  /// Starts the legs of an open or a close at `time` (already stamped).
  private mutating func command(opening: Bool, at time: Double) {
    guard !items.isEmpty else { return }
    let phase = phase(at: time)
    switch (opening, phase) {
    case (true, .open), (true, .opening), (false, .closed), (false, .closing): return
    default: break
    }
    let inFlight = phase == .opening || phase == .closing
    var end = time
    for index in items.indices {
      let rank = opening ? openingRanks[index] : lastRank - openingRanks[index]
      let staggered = !inFlight && ReducedMotionRule.movesFully(under: reducedMotion)
      let delay = staggered ? Double(rank) * configuration.staggerInterval : 0
      var motion = itemMotions[index]
      switch (ReducedMotionRule.movesFully(under: reducedMotion), opening) {
      case (true, true):
        motion.open(spring: springs.opening, delay: delay, at: time)
      case (true, false):
        motion.close(
          spring: springs.closing, delay: delay, threshold: configuration.closedScale,
          at: time)
      case (false, true):
        // Reduced motion: opacity only; opening shows the item in place at full size.
        motion.fade(to: 1, heldProgress: 1, under: reducedMotion, at: time)
      case (false, false):
        let current = motion.sample(at: time)
        motion.fade(
          to: 0, heldProgress: current.isPresent ? max(0, current.progress) : 0,
          under: reducedMotion, at: time)
      }
      itemMotions[index] = motion
      end = max(end, motion.end)
    }
    let target = opening ? 1.0 : 0.0
    if ReducedMotionRule.movesFully(under: reducedMotion) {
      centerMotion.moveCenter(to: target, spring: springs.center, at: time)
    } else {
      centerMotion.fadeCenter(to: target, under: reducedMotion, at: time)
    }
    end = max(end, centerMotion.end)
    lastChange = (time, opening, end)
  }
}
