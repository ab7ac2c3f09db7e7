// Policy: what a view adapter draws for a pop menu at one instant, read from the model in
// one call, so the UIKit control and the SwiftUI view make no decisions: each item's
// visual state at its current place (in the coordinates of the menu's center, which the
// adapters make their own view's coordinates), the center button's turn, the backdrop,
// and the accessibility elements in reading order. The display is a `TimedModel`, so a
// `ModelDriver` ticks it from a display link and SwiftUI samples it in a timeline.

/// A ``PopMenu`` as a view adapter shows it: the menu and the layout direction it reads
/// in, with commands stamped with their time. A ``PopMenuCoordinator`` keeps one; its
/// ``State`` is what a ``PopMenuHost`` draws.
///
/// ```swift
/// var display = PopMenuDisplay(menu: menu)
/// _ = try display.tap(at: menu.center, time: 0)   // the center button: opens
/// display.state(at: 0.2).items[0].appearance     // the first item on its way out
/// ```
public struct PopMenuDisplay<ID: Hashable & Sendable>: TimedModel, Sendable {
  /// The menu.
  public private(set) var menu: PopMenu<ID>
  /// The reading direction for the accessibility order.
  public var layoutDirection: SceneTransitionContext.LayoutDirection

  /// Creates a display.
  ///
  /// - Parameters:
  ///   - menu: The menu, its center in the adapter's view coordinates.
  ///   - layoutDirection: The reading direction; left to right by default.
  package init(
    menu: PopMenu<ID>, layoutDirection: SceneTransitionContext.LayoutDirection = .leftToRight
  ) {
    self.menu = menu
    self.layoutDirection = layoutDirection
  }

  /// Creates a display whose layout is fitted inside a safe area around `center` (see
  /// ``RadialLayout/fitting(in:center:count:minimumRadius:)``).
  ///
  /// - Parameters:
  ///   - items: The items, in layout order.
  ///   - layout: The preferred layout.
  ///   - center: The center button's center, in the view's coordinates.
  ///   - safeArea: The rectangle the items must stay inside, same coordinates.
  ///   - configuration: Springs, stagger, sizes.
  ///   - layoutDirection: The reading direction.
  /// - Throws: ``PopMenuError/invalidLayout(_:)`` when the layout cannot fit, or the
  ///   menu's own errors.
  package init(
    items: [PopMenuItem<ID>], layout: RadialLayout, center: Point2D, fittingIn safeArea: Rect2D,
    configuration: PopMenuConfiguration = PopMenuConfiguration(),
    layoutDirection: SceneTransitionContext.LayoutDirection = .leftToRight
  ) throws(PopMenuError) {
    let fitted: RadialLayout
    do {
      fitted = try layout.fitting(in: safeArea, center: center, count: items.count)
    } catch {
      throw .invalidLayout(error)
    }
    let menu = try PopMenu(
      items: items, layout: fitted, center: center, configuration: configuration)
    self.init(menu: menu, layoutDirection: layoutDirection)
  }

  /// The same display fitted to a new safe area and center (a rotation, a new size), in
  /// the same phase: a menu heading open is open at rest in its new places, one heading
  /// closed is closed. Its items never stay round the old center.
  ///
  /// - Parameters:
  ///   - layout: The preferred layout.
  ///   - center: The new center, in the view's coordinates.
  ///   - safeArea: The new safe area.
  ///   - time: When, seconds; not earlier than the last command.
  /// - Returns: The refitted display.
  /// - Throws: ``PopMenuError`` when the layout cannot fit or the time is out of order.
  package func refitted(
    layout: RadialLayout, center: Point2D, fittingIn safeArea: Rect2D, at time: Double
  ) throws(PopMenuError) -> PopMenuDisplay {
    var made = try PopMenuDisplay(
      items: menu.items, layout: layout, center: center, fittingIn: safeArea,
      configuration: menu.configuration, layoutDirection: layoutDirection)
    if menu.isHeadingOpen {
      made.reducedMotion = .instant
      try made.menu.open(at: time)
    }
    made.reducedMotion = reducedMotion
    return made
  }

  /// Whether a touch at `point` belongs to the menu: an item that can be hit, the center
  /// button, or the backdrop while the menu is heading open. Anything else passes through
  /// to the views underneath (what a view's `point(inside:with:)` answers).
  ///
  /// - Parameters:
  ///   - point: In the view's coordinates.
  ///   - time: Seconds.
  /// - Returns: Whether the menu takes the touch.
  package func accepts(_ point: Point2D, at time: Double) -> Bool {
    if menu.hitTest(point, at: time) != nil { return true }
    if (point - menu.center).magnitude <= menu.configuration.centerButtonSize / 2 { return true }
    let headingOpen = [.opening, .open].contains(menu.phase(at: time))
    return headingOpen && menu.configuration.backdropOpacity != nil
  }

  /// The menu's reduced-motion policy, set by a driver before each command.
  public var reducedMotion: ReducedMotionPolicy {
    get { menu.reducedMotion }
    set { menu.reducedMotion = newValue }
  }

  /// One item as drawn.
  public struct Item: Sendable, Hashable {
    /// The item.
    public var item: PopMenuItem<ID>
    /// Its resting frame at full size, centered on its current position (the square
    /// round its disc); apply ``appearance`` to a view with this frame.
    public var frame: Rect2D
    /// Its scale and opacity (its travel is already in ``frame``).
    public var appearance: VisualState
    /// Whether it is in the container at all.
    public var isPresent: Bool
  }

  /// The menu at one instant.
  public struct State: Sendable {
    /// The items, in layout order.
    public var items: [Item]
    /// The center button's rotation, radians clockwise (0 shows +).
    public var centerRotation: Double
    /// The dimming backdrop's opacity (0 without a backdrop).
    public var backdropOpacity: Double
    /// The items to offer assistive technologies, in reading order, with their frames
    /// (at least ``PopMenuConfiguration/minimumTargetSide`` on a side).
    public var accessibilityElements: [(item: PopMenuItem<ID>, frame: Rect2D)]
    /// Where the menu is in its cycle.
    public var phase: PopMenuPhase

    /// What the center button does now: open while the menu is closed or closing, close
    /// while it is opening or open.
    public var centerAction: PopMenuCenterAction {
      phase == .opening || phase == .open ? .close : .open
    }
  }

  /// The menu at `time`.
  ///
  /// - Parameter time: Seconds on the commands' clock.
  /// - Returns: Items, center button, backdrop, accessibility elements and phase.
  public func state(at time: Double) -> State {
    let side = menu.layout.itemSize
    let shown = menu.state(at: time)
    let items = zip(menu.items, shown.items).map { item, state in
      let position = menu.center + state.offset
      return Item(
        item: item,
        frame: Rect2D(
          x: position.x - side / 2, y: position.y - side / 2, width: side, height: side),
        appearance: VisualState(
          opacity: state.opacity, scale: Size2D(width: state.scale, height: state.scale)),
        isPresent: state.isPresent)
    }
    return State(
      items: items, centerRotation: shown.centerRotation, backdropOpacity: shown.backdropOpacity,
      accessibilityElements: menu.accessibilityElementsInReadingOrder(
        at: time, layoutDirection: layoutDirection),
      phase: shown.phase)
  }

  /// When nothing moves any more until the next command (the menu's own answer); a view
  /// that ticks while the menu moves schedules its pause here.
  public var settleTime: Double { menu.settleTime }

  /// The time to stamp a command with, on the clock the view samples the menu on.
  ///
  /// While the menu moves, a view shows frames stamped by its display (a SwiftUI timeline's
  /// date, a display link's target time), which may run a little ahead of the wall clock:
  /// a command stamped with the wall clock could land before the frame already shown, and
  /// the next frame would step back. So while the last frame shown is not settled, the
  /// command takes that frame's time; at rest (nothing on screen moves, so no frame can be
  /// stepped back) it takes the wall clock, since the last frame may be long past. Never
  /// before the last command.
  ///
  /// ```swift
  /// display.commandTime(wallClock: 10.0, lastFrame: 10.008)  // 10.008 while moving
  /// ```
  ///
  /// - Parameters:
  ///   - wallClock: The current time, seconds, on the frames' clock.
  ///   - lastFrame: The time of the last frame shown, or nil before the first.
  /// - Returns: The command's time.
  package func commandTime(wallClock: Double, lastFrame: Double?) -> Double {
    let earliest = menu.lastCommandTime ?? -.infinity
    if let lastFrame, lastFrame.isFinite, !isSettled(at: lastFrame) {
      return max(lastFrame, earliest)
    }
    return max(wallClock, earliest)
  }

  /// Whether nothing moves from `time` on (the menu's own answer).
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when nothing moves until the next command.
  public func isSettled(at time: Double) -> Bool { menu.isSettled(at: time) }

  /// Handles a tap (see ``PopMenu/tap(at:time:)``).
  ///
  /// - Parameters:
  ///   - point: In the adapter's view coordinates.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Returns: What the tap did.
  /// - Throws: ``PopMenuError`` for a time earlier than the last command or not finite;
  ///   nothing changes then.
  package mutating func tap(at point: Point2D, time: Double) throws(PopMenuError)
    -> PopMenuTapResult<ID>
  {
    try menu.tap(at: point, time: time)
  }

  /// Opens or closes the menu (see ``PopMenu/toggle(at:)``).
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Returns: Whether the menu is now opening.
  /// - Throws: ``PopMenuError`` for a bad time; nothing changes then.
  @discardableResult
  package mutating func toggle(at time: Double) throws(PopMenuError) -> Bool {
    try menu.toggle(at: time)
  }
}

/// What activating a pop menu's center button does, so its accessibility label can say so.
public enum PopMenuCenterAction: Sendable, Hashable {
  /// The menu is closed or closing: the button opens it.
  case open
  /// The menu is open or opening: the button closes it.
  case close
}

/// What assistive technologies call a pop menu's center button, by what it does.
///
/// The adapters' default looks both up in the app's `Choreo` strings table (keys
/// `"Open menu"` and `"Close menu"`), falling back to ``english``; set the adapter's
/// `centerLabels` to use other words.
///
/// ```swift
/// let labels = PopMenuCenterLabels(open: "Menü öffnen", close: "Menü schließen")
/// labels.label(for: .close)   // "Menü schließen"
/// ```
public struct PopMenuCenterLabels: Sendable, Hashable {
  /// Spoken when activating the button opens the menu.
  public var open: String
  /// Spoken when activating the button closes the menu.
  public var close: String

  /// Creates the labels.
  ///
  /// - Parameters:
  ///   - open: Said while the menu is closed or closing.
  ///   - close: Said while the menu is opening or open.
  public init(open: String, close: String) {
    self.open = open
    self.close = close
  }

  /// "Open menu" and "Close menu".
  public static let english = PopMenuCenterLabels(open: "Open menu", close: "Close menu")

  /// The label for what the button does now.
  ///
  /// - Parameter action: what the center button does now.
  /// - Returns: ``open`` or ``close``.
  public func label(for action: PopMenuCenterAction) -> String {
    action == .open ? open : close
  }
}
