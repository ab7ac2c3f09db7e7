// Policy: every decision a pop menu view's callbacks need, tested on Linux through a
// simulated host. The coordinator owns the menu (a `PopMenuDisplay`, ticked by a
// `ModelDriver`) and tells its host what to draw and announce.
//
// Layout: the menu is fitted to the host's placement at every call, in every phase, and
// before every frame it draws: a size change (a rotation) while the menu is open refits it
// at once, open at rest in its new places, even when the view's bounds changed with no
// layout pass yet; while it is closed, the next opening uses the new fit. A view that
// cannot hold the menu (too small, not laid out, not finite) is drawn nothing and takes no
// command until it can again, so no frame shows the menu where the view no longer is.
//
// VoiceOver: modality and focus follow the frames drawn (`PopMenuAnnouncements`): modal
// and focus on the first reachable item when the menu heads open, focus back on the
// center button when it heads closed (a tap on the center, the backdrop, an item, or the
// escape gesture). Each item's target is at least 44 x 44 pt
// (`PopMenuConfiguration.minimumTargetSide`).

/// The behaviour of a radial pop menu view, platform-independent: taps, VoiceOver
/// activation and escape, focus and modality, and refitting on a size change. It talks to
/// its view only through a ``PopMenuHost``.
///
/// ```swift
/// let menu = try PopMenuCoordinator(
///   items: [PopMenuItem(id: "add", accessibilityLabel: "Add")],
///   layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
///   host: myMenuView, clock: clock)
/// menu.tap(at: myMenuView.placement!.center)   // opens; VoiceOver focus follows
/// _ = menu.accessibilityEscape()                // closes; focus back on the button
/// ```
@MainActor
public final class PopMenuCoordinator<ID: Hashable & Sendable> {
  /// The items, in layout order.
  public let items: [PopMenuItem<ID>]
  /// The preferred layout, fitted to the host's safe area.
  public let layout: RadialLayout
  /// Springs, stagger, sizes and backdrop.
  public let configuration: PopMenuConfiguration
  /// The view.
  ///
  /// Held weakly: the container owns its coordinator, not the other way round, so a view
  /// or controller that is its own host and keeps its coordinator makes no cycle, and both
  /// are freed when the app lets the container go. Once the host is gone, every call does
  /// nothing.
  public private(set) weak var host: (any PopMenuHost<ID>)?

  private let clock: any FrameClock
  private var driver: ModelDriver<PopMenuDisplay<ID>>?
  private var fittedTo:
    (placement: PopMenuPlacement, direction: SceneTransitionContext.LayoutDirection)?
  private var announcements = PopMenuAnnouncements<ID>()
  /// The last reason given to the host why the menu cannot be shown, until it fits again.
  private var reportedError: PopMenuError?

  /// Creates a coordinator; it fits the menu at its first call.
  ///
  /// - Parameters:
  ///   - items: The items, in layout order.
  ///   - layout: The preferred layout.
  ///   - configuration: Springs, stagger, sizes and backdrop.
  ///   - host: The view.
  ///   - clock: The frame clock (a display link in an app, a `ManualClock` in tests).
  /// - Throws: ``PopMenuError`` for a configuration that is not usable (every spring must
  ///   be damped, so that the menu comes to rest), or for repeated item identifiers.
  public init(
    items: [PopMenuItem<ID>], layout: RadialLayout,
    configuration: PopMenuConfiguration = PopMenuConfiguration(),
    host: any PopMenuHost<ID>, clock: any FrameClock
  ) throws(PopMenuError) {
    // Checked now with a placement that fits anything, so that later fits fail only for
    // a view too small to hold the menu.
    _ = try PopMenu(items: items, layout: layout, center: .zero, configuration: configuration)
    self.items = items
    self.layout = layout
    self.configuration = configuration
    self.host = host
    self.clock = clock
  }

  // MARK: - Reading

  /// The menu as last drawn, or `nil` before the view is laid out (or while the menu
  /// cannot fit it).
  public var state: PopMenuDisplay<ID>.State? { fittedTo == nil ? nil : driver?.state }

  /// Whether the menu takes a touch at `point` now: an item, the center button, or the
  /// backdrop while heading open (UIKit: `point(inside:with:)`). Elsewhere touches reach
  /// the views underneath.
  ///
  /// - Parameter point: In the view's coordinates.
  /// - Returns: Whether the menu takes the touch.
  public func accepts(_ point: Point2D) -> Bool {
    guard let driver = fitted() else { return false }
    return driver.model.accepts(point, at: driver.now)
  }

  /// When nothing moves any more until the next command.
  public var settleTime: Double? { driver?.model.settleTime }

  // MARK: - Commands

  /// A tap at `point`: an item is chosen (and the app told), the center button toggles,
  /// the backdrop closes, anything else passes through.
  ///
  /// - Parameter point: In the view's coordinates.
  /// - Returns: What the tap did, or `nil` while the menu is not laid out.
  @discardableResult
  public func tap(at point: Point2D) -> PopMenuTapResult<ID>? {
    keyboardItem = nil
    guard let driver = fitted() else { return nil }
    let result = command(driver) { display, now in try display.tap(at: point, time: now) }
    if case .selected(let item) = result { host?.menuDidSelect(item) }
    return result
  }

  /// VoiceOver activated an item: the same as a tap on it.
  ///
  /// - Parameter id: The item's identifier.
  /// - Returns: Whether the item was chosen (it is reachable now).
  @discardableResult
  public func activateItem(_ id: ID) -> Bool {
    guard let driver = fitted(),
      let element = driver.state.accessibilityElements.first(where: { $0.item.id == id })
    else { return false }
    if case .selected = tap(at: element.frame.center) { return true }
    return false
  }

  /// VoiceOver activated the center button: the menu opens or closes.
  public func activateCenter() {
    guard let placement = host?.placement else { return }
    tap(at: placement.center)
  }

  /// The item the keyboard is on (a hardware keyboard, Full Keyboard Access), or `nil`
  /// before an arrow key has moved it in this opening.
  public private(set) var keyboardItem: ID?

  /// An arrow key while the menu is open: the keyboard moves `step` items along the open
  /// menu's reading order (wrapping round; from none, forward lands on the first item and
  /// back on the last), and VoiceOver's focus goes with it (the host's
  /// ``PopMenuHost/accessibilityLayoutChanged(focus:)``).
  ///
  /// - Parameter step: +1 for the next item (down or right), −1 for the previous.
  /// - Returns: The item the keyboard is on now, or `nil` when the menu is not open.
  @discardableResult
  public func moveKeyboardFocus(by step: Int) -> ID? {
    guard let driver = fitted(), driver.state.centerAction == .close else {
      keyboardItem = nil
      return nil
    }
    let order = driver.state.accessibilityElements.map(\.item)
    guard !order.isEmpty else { return nil }
    let index: Int
    if let current = keyboardItem, let at = order.firstIndex(where: { $0.id == current }) {
      index = ((at + step) % order.count + order.count) % order.count
    } else {
      index = step >= 0 ? 0 : order.count - 1
    }
    keyboardItem = order[index].id
    host?.accessibilityLayoutChanged(focus: .item(order[index]))
    return keyboardItem
  }

  /// Return or the space bar while the menu is open: chooses the keyboard's item, as a tap
  /// on it does; with none, the centre button toggles the menu.
  ///
  /// - Returns: Whether an item was chosen.
  @discardableResult
  public func activateKeyboardFocus() -> Bool {
    defer { keyboardItem = nil }
    guard let id = keyboardItem, fitted()?.state.centerAction == .close else {
      activateCenter()
      return false
    }
    return activateItem(id)
  }

  /// The escape gesture (UIKit: `accessibilityPerformEscape()`; a two-finger Z): closes a
  /// menu heading open.
  ///
  /// - Returns: Whether it closed the menu (`false` lets the escape go on to the view's
  ///   ancestors).
  public func accessibilityEscape() -> Bool {
    keyboardItem = nil
    guard let driver = fitted(), driver.state.centerAction == .close else { return false }
    command(driver) { display, now in _ = try display.toggle(at: now) }
    return true
  }

  /// The view's size, safe area or layout direction changed (UIKit: a layout pass after a
  /// rotation): the menu is fitted again, in whatever phase it is.
  public func containerDidChange() {
    _ = fitted()
  }

  // MARK: - The model

  /// The menu for the host's placement now, refitted when that changed; `nil` while the
  /// view cannot hold it.
  private func fitted() -> ModelDriver<PopMenuDisplay<ID>>? {
    guard let host, let placement = host.placement,
      [
        placement.center.x, placement.center.y, placement.safeArea.origin.x,
        placement.safeArea.origin.y, placement.safeArea.size.width, placement.safeArea.size.height,
      ].allSatisfy(\.isFinite)
    else {
      // Not laid out, or mid-rotation with numbers that are not finite (NaN never equals
      // itself, so such a fit would never be current).
      fittedTo = nil
      return nil
    }
    let direction = host.layoutDirection
    if let driver, let fit = fittedTo, fit.placement == placement, fit.direction == direction {
      return driver
    }
    let now = clock.now
    let display: PopMenuDisplay<ID>
    do {
      if let driver {
        var current = driver.model
        current.layoutDirection = direction
        display = try current.refitted(
          layout: layout, center: placement.center, fittingIn: placement.safeArea, at: now)
      } else {
        display = try PopMenuDisplay(
          items: items, layout: layout, center: placement.center,
          fittingIn: placement.safeArea, configuration: configuration,
          layoutDirection: direction)
      }
    } catch {
      // The view is too small for the menu, its items would overlap, or its numbers are
      // not finite: nothing is drawn and no command taken until it can hold the menu
      // again, and the host hears why, once for each new reason.
      if reportedError != error {
        reportedError = error
        host.menuCannotShow(error)
      }
      fittedTo = nil
      return nil
    }
    reportedError = nil
    fittedTo = (placement, direction)
    if let driver {
      driver.replace(with: display)
      return driver
    }
    let made = ModelDriver.coordinated(
      display, clock: clock, reducedMotion: { [weak host] in host?.reducedMotion ?? .full },
      onFrame: { [weak self] state in self?.frame(state) })
    driver = made
    frame(made.state)
    return made
  }

  /// Gives the menu a command; a refusal (out-of-order time, which a display link's
  /// clock rules out) changes nothing.
  @discardableResult
  private func command<Result>(
    _ driver: ModelDriver<PopMenuDisplay<ID>>,
    _ body: (inout PopMenuDisplay<ID>, Double) throws -> Result
  ) -> Result? {
    try? driver.perform(body)
  }

  /// Draws a frame, then tells the host what assistive technologies should hear
  /// (``PopMenuAnnouncements``): when the view still has the placement and direction the
  /// menu was fitted to. Otherwise the menu is fitted again first (that fit draws its own
  /// frame), or, when the view cannot hold it, the frame is skipped.
  private func frame(_ state: PopMenuDisplay<ID>.State) {
    guard let host else { return }
    guard let fit = fittedTo, fit.placement == host.placement,
      fit.direction == host.layoutDirection
    else {
      _ = fitted()
      return
    }
    host.draw(state)
    let said = announcements.update(with: state)
    if let modal = said.modal { host.setAccessibilityModal(modal) }
    if let focus = said.focus { host.accessibilityLayoutChanged(focus: focus) }
  }
}
