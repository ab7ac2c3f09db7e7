// Policy: the menu is a value whose every output is a pure function of time. Commands
// (open, close, toggle, select, tap) are given the time at which they happen, in
// non-decreasing order; each adds motion legs that start then (or at a stagger delay
// later) from the exact state the earlier legs reached, so the whole history stays
// queryable: `itemState(at:time:)` may be asked for any time, before or after the last
// command, and a frame can be rendered alone and in any order.
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
/// while scaling up from 0, overshooting a little (the seed's 1.1-then-identity as one
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
/// menu.open(at: 0)
/// menu.itemState(at: 0, time: 0.2).visualState   // travelling out, scale near 1
/// if case .selected(let item) = menu.tap(at: Point2D(x: 144, y: 729), time: 1) {
///   print(item.id)  // .trash; the menu is closing
/// }
/// ```
public struct PopMenu<ID: Hashable & Sendable>: Sendable {
  /// The items, in layout order.
  public let items: [PopMenuItem<ID>]
  /// Where the items sit when open.
  public let layout: RadialLayout
  /// The center button's center (the menu's center), points.
  public let center: Point2D
  /// How the menu moves and responds.
  public let configuration: PopMenuConfiguration
  /// How commands from now on honour reduced motion: ``ReducedMotionPolicy/full`` as
  /// configured, ``ReducedMotionPolicy/reduced`` a short fade in place (no travel, no
  /// scale), ``ReducedMotionPolicy/none`` an instant change.
  public var reducedMotion: ReducedMotionPolicy

  /// Each item's resting offset from the center.
  public let offsets: [Point2D]
  private let openingRanks: [Int]
  private var tracks: [PopMenuTrack]
  private var centerTrack = PopMenuTrack()
  /// Commands that changed the menu: time, direction, and when their motion ends.
  private var commands: [(time: Double, opening: Bool, end: Double)] = []

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
  /// - Throws: ``PopMenuError`` for an unusable layout, center, configuration, stagger
  ///   order, or duplicate identifiers.
  public init(
    items: [PopMenuItem<ID>], layout: RadialLayout, center: Point2D,
    configuration: PopMenuConfiguration = PopMenuConfiguration(),
    reducedMotion: ReducedMotionPolicy = .full
  ) throws(PopMenuError) {
    do {
      _ = try layout.validated()
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
    self.openingRanks = configuration.staggerOrder.ranks(count: items.count) ?? []
    self.tracks = Array(repeating: PopMenuTrack(), count: items.count)
  }

  // MARK: - Commands

  /// Opens the menu at `time` (nothing if it is open, opening, or has no items).
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Precondition: `time` is finite and not earlier than the previous command's time.
  public mutating func open(at time: Double) { command(opening: true, at: time) }

  /// Closes the menu at `time` (nothing if it is closed or closing).
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Precondition: `time` is finite and not earlier than the previous command's time.
  public mutating func close(at time: Double) { command(opening: false, at: time) }

  /// Opens a closed or closing menu, closes an open or opening one.
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Returns: `true` if the menu is now opening.
  /// - Precondition: `time` is finite and not earlier than the previous command's time.
  @discardableResult
  public mutating func toggle(at time: Double) -> Bool {
    let opening = !isHeadingOpen(at: time)
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
  /// - Precondition: `time` is finite and not earlier than the previous command's time.
  @discardableResult
  public mutating func select(_ id: ID, at time: Double) -> PopMenuItem<ID>? {
    guard let index = items.firstIndex(where: { $0.id == id }) else { return nil }
    let state = itemState(at: index, time: time)
    guard isHeadingOpen(at: time), state.isPresent, !state.isClosing else { return nil }
    close(at: time)
    return items[index]
  }

  // MARK: - State at a time

  /// The menu's phase at `time`.
  ///
  /// - Parameter time: Seconds (any time; the history is kept).
  /// - Returns: Closed before the first command; then opening or closing until the last
  ///   item (and the center button) settles or is removed, then open or closed.
  public func phase(at time: Double) -> PopMenuPhase {
    guard let last = commands.last(where: { $0.time <= time }) else { return .closed }
    if last.opening { return time < last.end ? .opening : .open }
    return time < last.end ? .closing : .closed
  }

  /// How item `index` looks at `time`.
  ///
  /// - Parameters:
  ///   - index: The item's index in ``items``.
  ///   - time: Seconds (any time).
  /// - Returns: Offset, scale, opacity, presence, progress and velocity.
  /// - Precondition: `index` is a valid item index.
  public func itemState(at index: Int, time: Double) -> PopMenuItemState {
    precondition(items.indices.contains(index), "no item at index \(index) of \(items.count)")
    let sample = tracks[index].sample(at: time)
    guard sample.isPresent else { return .hidden }
    let travel = max(0, sample.progress)
    return PopMenuItemState(
      offset: offsets[index].scaled(by: travel), scale: travel, opacity: sample.opacity,
      isPresent: true, isClosing: sample.isClosing, progress: sample.progress,
      velocity: sample.velocity)
  }

  /// How every item looks at `time`, in layout order.
  ///
  /// - Parameter time: Seconds (any time).
  /// - Returns: One state per item.
  public func itemStates(at time: Double) -> [PopMenuItemState] {
    items.indices.map { itemState(at: $0, time: time) }
  }

  /// How far the center button and backdrop are toward open at `time`: 0 closed, 1 open
  /// (it may overshoot 1 slightly with the center spring).
  ///
  /// - Parameter time: Seconds (any time).
  /// - Returns: The center's progress.
  public func centerProgress(at time: Double) -> Double {
    let sample = centerTrack.sample(at: time)
    guard sample.isPresent else { return 0 }
    if case .fade = centerTrack.legs.last(where: { $0.start <= time })?.kind {
      return sample.opacity
    }
    return sample.progress
  }

  /// The center button's rotation at `time`, radians clockwise: 0 shows +, the configured
  /// ``PopMenuConfiguration/centerRotation`` (π/4) shows ×. Under reduced motion the icon
  /// switches at the fade's midpoint instead of turning.
  ///
  /// - Parameter time: Seconds (any time).
  /// - Returns: Radians.
  public func centerRotation(at time: Double) -> Double {
    let progress = centerProgress(at: time)
    if case .fade = centerTrack.legs.last(where: { $0.start <= time })?.kind {
      return progress >= 0.5 ? configuration.centerRotation : 0
    }
    return progress * configuration.centerRotation
  }

  /// The dimming backdrop's opacity at `time` (0 without a backdrop).
  ///
  /// - Parameter time: Seconds (any time).
  /// - Returns: The configured backdrop opacity times the center's progress, in 0...1.
  public func backdropOpacity(at time: Double) -> Double {
    guard let full = configuration.backdropOpacity else { return 0 }
    return full * min(1, max(0, centerProgress(at: time)))
  }

  /// Whether the last command at or before `time` opened the menu.
  func isHeadingOpen(at time: Double) -> Bool {
    commands.last(where: { $0.time <= time })?.opening ?? false
  }

  // MARK: - Motion

  private mutating func command(opening: Bool, at time: Double) {
    precondition(time.isFinite, "command time must be finite, got \(time)")
    if let last = commands.last {
      precondition(
        time >= last.time,
        "commands must come in time order: \(time) is before the previous \(last.time)")
    }
    guard !items.isEmpty else { return }
    let phase = phase(at: time)
    switch (opening, phase) {
    case (true, .open), (true, .opening), (false, .closed), (false, .closing): return
    default: break
    }
    let inFlight = phase == .opening || phase == .closing
    let count = items.count
    var end = time
    for index in items.indices {
      tracks[index].dropLegs(after: time)
      let rank = opening ? openingRanks[index] : count - 1 - openingRanks[index]
      let staggered = !inFlight && reducedMotion == .full
      let start = staggered ? time + Double(rank) * configuration.staggerInterval : time
      let current = tracks[index].sample(at: start)
      if !opening && !current.isPresent { continue }
      let leg = itemLeg(opening: opening, start: start, from: current)
      tracks[index].append(leg)
      end = max(end, leg.end)
    }
    centerTrack.dropLegs(after: time)
    let centerLeg = self.centerLeg(opening: opening, start: time)
    centerTrack.append(centerLeg)
    end = max(end, centerLeg.end)
    commands.append((time, opening, end))
  }

  private func itemLeg(opening: Bool, start: Double, from current: PopMenuSample) -> PopMenuLeg {
    let fadeDuration: Double
    switch reducedMotion {
    case .full:
      if opening {
        return .settling(
          spring: configuration.openingSpring, start: start, from: current, target: 1,
          epsilon: configuration.settlingEpsilon)
      }
      return .closing(
        spring: configuration.closingSpring, start: start, from: current,
        threshold: configuration.closedScale)
    case .reduced: fadeDuration = configuration.reducedMotionFadeDuration
    case .none: fadeDuration = 0
    }
    // Reduced motion: opacity only. Opening shows the item in place at full size; closing
    // holds it where it is and fades it out.
    let held = opening ? 1 : (current.isPresent ? max(0, current.progress) : 0)
    return .fade(
      start: start, from: current, target: opening ? 1 : 0, heldProgress: held,
      fullDuration: fadeDuration, removesAtEnd: !opening)
  }

  private func centerLeg(opening: Bool, start: Double) -> PopMenuLeg {
    let current = centerTrack.sample(at: start)
    let target = opening ? 1.0 : 0.0
    switch reducedMotion {
    case .full:
      // Before any leg the center rests at 0; a fade leg's progress is its opacity, carried
      // over as a progress without velocity.
      var from = current
      if !current.isPresent {
        from = PopMenuSample(
          progress: 0, velocity: 0, opacity: 1, isPresent: true, isClosing: false)
      } else if case .fade = centerTrack.legs.last?.kind {
        from = PopMenuSample(
          progress: current.opacity, velocity: 0, opacity: 1, isPresent: true, isClosing: false)
      }
      return .settling(
        spring: configuration.centerSpring, start: start, from: from, target: target,
        epsilon: configuration.settlingEpsilon)
    case .reduced, .none:
      var from = current
      if case .spring = centerTrack.legs.last?.kind {
        from.opacity = min(1, max(0, current.progress))
      }
      let duration = reducedMotion == .reduced ? configuration.reducedMotionFadeDuration : 0
      return .fade(
        start: start, from: from, target: target, heldProgress: target,
        fullDuration: duration, removesAtEnd: false)
    }
  }
}
