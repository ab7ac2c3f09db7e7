// Policy: every decision a card sheet's callbacks need, in one place Linux tests drive.
// The coordinator owns a `CardSheet` (ticked by a `ModelDriver`) and the transition open in
// the container; the host only answers and carries out.
//
// - A present or dismiss the container begins is played by the model from wherever the
//   card is, and completed when it rests. One that begins while the other still moves
//   completes the running one first (UIKit begins no transition while one is open), and
//   the card turns round from where it is, with its velocity.
// - A finger that comes down on the card catches it: a present or dismiss in flight is
//   paused and follows the finger; a card at rest begins an interactive dismissal. Pulled
//   past its top, the card rubber-bands. On release the model's projection decides, and
//   the open transition is finished or cancelled to match: a present finishes when the
//   card stays, a dismiss when it goes. The rest of the travel is a spring handed the
//   finger's velocity either way, and the transition completes when the card rests.
// - A container too small to animate (under 1 point) makes the coordinator stand aside: a
//   transition it is handed completes at once.

/// The behaviour of a card sheet, platform-independent: presents, dismisses and the drag to
/// dismiss, through its container's transitions (``CardSheetHost``).
///
/// ```swift
/// let sheet = try CardSheetCoordinator(host: container, clock: clock)
/// sheet.containerDidBeginTransition(presenting: true)    // UIKit: animateTransition(using:)
/// if sheet.panBegan() {                                   // a finger on the card
///   sheet.panMoved(translationY: 120)
///   sheet.panEnded(translationY: 120, velocityY: 900)      // flicked: it dismisses
/// }
/// ```
@MainActor
public final class CardSheetCoordinator {
  /// The container, held weakly: the container owns its coordinator.
  public private(set) weak var host: (any CardSheetHost)?

  private let clock: any FrameClock
  private let make: (Size2D) throws(CardSheetError) -> CardSheet
  private var driver: ModelDriver<CardSheet>?
  private var open: OpenTransition?
  /// A finger holds the card.
  private var dragging = false
  /// The pan asked the container for an interactive dismissal that has not begun yet.
  private var awaitingDismissal = false

  private struct OpenTransition {
    var presenting: Bool
    var cancelled = false
    var paused = false
  }

  /// Creates a coordinator. Its parameters are a ``CardSheet``'s.
  ///
  /// - Parameters:
  ///   - host: The container.
  ///   - topInset: The gap above the presented card; 48 points by default.
  ///   - cornerRadius: The card's corner radius; 10 points by default.
  ///   - presentingScale: The screen behind while presented; 0.92 by default.
  ///   - dimming: The dimming's opacity while presented; 0.3 by default.
  ///   - motion: Present and dismiss; a 0.45 s spring with no bounce by default.
  ///   - clock: The frame clock (a display link in an app, a `ManualClock` in tests).
  /// - Throws: ``CardSheetError`` for a parameter out of range or a motion that never ends.
  public init(
    host: any CardSheetHost, topInset: Double = 48, cornerRadius: Double = 10,
    presentingScale: Double = 0.92, dimming: Double = 0.3,
    motion: Motion = .spring(duration: 0.45), clock: any FrameClock
  ) throws(CardSheetError) {
    let make = { (size: Size2D) throws(CardSheetError) -> CardSheet in
      try CardSheet(
        containerSize: size, topInset: topInset, cornerRadius: cornerRadius,
        presentingScale: presentingScale, dimming: dimming, motion: motion)
    }
    // Checked now on a container that fits the inset, so that no later call fails for it.
    _ = try make(Size2D(width: 1, height: topInset + 1))
    self.host = host
    self.clock = clock
    self.make = make
  }

  // MARK: - Reading

  /// The sheet as last drawn, or `nil` before the first present.
  public var state: CardSheetState? { driver?.state }

  /// Whether the card moves or a finger holds it.
  public var isAnimating: Bool {
    guard let driver else { return false }
    return !driver.model.isSettled(at: driver.now)
  }

  /// Whether a transition is open in the container.
  public var isTransitionOpen: Bool { open != nil }

  /// Whether the card is presented or on its way to it.
  public var isPresented: Bool { (driver?.model.target ?? 0) == 1 }

  /// Called once each time the card comes to rest, with whether it is presented, after the
  /// container's transition is completed.
  public var onSettle: ((_ presented: Bool) -> Void)?

  /// What travels beside each present and dismiss (shared elements), told every step of
  /// it; held weakly.
  public weak var companion: (any ScreenTransitionCompanion)?

  // MARK: - The container's transitions

  /// The container began a present or a dismiss (UIKit: the helper's animator received
  /// `animateTransition(using:)` or `startInteractiveTransition(_:)`).
  ///
  /// - Parameter presenting: `true` for a present, `false` for a dismiss.
  /// - Returns: Whether the coordinator plays it and will complete it; when `false` (no
  ///   container size yet) the container completes it at once.
  @discardableResult
  public func containerDidBeginTransition(presenting: Bool) -> Bool {
    guard let host, let driver = modelForContainer() else { return false }
    if open != nil { closeTransition() }
    open = OpenTransition(presenting: presenting)
    if !presenting, awaitingDismissal {
      // The pan's own dismissal: the finger already holds the card.
      awaitingDismissal = false
      open?.paused = true
      host.pauseInteractiveTransition()
      companion?.screenTransitionDidBegin(goingDeeper: false)
      followFinger()
      frame(driver.state)
      return true
    }
    dragging = false
    perform { model, now throws(CardSheetError) in
      if presenting { try model.present(at: now) } else { try model.dismiss(at: now) }
    }
    companion?.screenTransitionDidBegin(goingDeeper: presenting)
    return true
  }

  /// The container changed size (a rotation): the card is placed for the new size where
  /// its progress was, and a present or dismiss in flight goes on.
  public func containerDidChange() {
    _ = modelForContainer()
  }

  // MARK: - The finger

  /// A finger came down on the card: it catches a card that moves (a present or dismiss in
  /// flight is paused), or begins an interactive dismissal of a card at rest.
  ///
  /// - Returns: Whether the coordinator takes the pan (`false` with no card presented).
  public func panBegan() -> Bool {
    guard let host, let driver = modelForContainer(), !dragging else { return false }
    let presented = driver.model.target == 1
    guard open != nil || presented else { return false }
    dragging = true
    perform { model, now throws(CardSheetError) in try model.beginDrag(at: now) }
    if open != nil {
      if open?.paused == false {
        open?.paused = true
        host.pauseInteractiveTransition()
      }
      followFinger()
    } else {
      awaitingDismissal = true
      host.beginInteractiveDismissal()
    }
    return true
  }

  /// The finger moved by `translationY` points since it came down (down is positive).
  ///
  /// - Parameter translationY: The pan's vertical translation.
  public func panMoved(translationY: Double) {
    guard dragging, translationY.isFinite else { return }
    perform { model, now throws(CardSheetError) in
      try model.drag(translationY: translationY, at: now)
    }
    if let open, let p = driver?.state.progress {
      let unit = min(max(p, 0), 1)
      host?.updateInteractiveTransition(open.presenting ? unit : 1 - unit)
    }
    followFinger()
  }

  /// Tells the companion where the finger holds the open transition.
  private func followFinger() {
    guard let open, let p = driver?.state.progress else { return }
    let unit = min(max(p, 0), 1)
    companion?.screenTransitionDidFollow(fraction: open.presenting ? unit : 1 - unit)
  }

  /// The finger let go: the projection decides whether the card goes or stays, and the
  /// open transition is finished or cancelled to match; the card springs on with the
  /// finger's velocity.
  ///
  /// - Parameters:
  ///   - translationY: The pan's translation at release.
  ///   - velocityY: Its vertical velocity, points a second (down positive).
  public func panEnded(translationY: Double, velocityY: Double) {
    guard dragging else { return }
    panMoved(translationY: translationY)
    release(velocityY: velocityY)
  }

  /// The pan was cancelled by the system: the card springs back to where it was heading
  /// when caught, or to presented.
  public func panCancelled() {
    guard dragging else { return }
    release(velocityY: 0)
  }

  private func release(velocityY: Double) {
    dragging = false
    awaitingDismissal = false
    var dismisses = false
    perform { model, now throws(CardSheetError) in
      dismisses = try model.release(velocityY: velocityY, at: now)
    }
    guard let current = open else { return }
    // A present finishes when the card stays; a dismiss when it goes.
    let finishes = current.presenting != dismisses
    open?.cancelled = !finishes
    let speed = driver?.state.velocity ?? 0
    companion?.screenTransitionDidRelease(
      finishing: finishes, speed: current.presenting ? speed : -speed)
    if finishes {
      host?.finishInteractiveTransition()
    } else {
      host?.cancelInteractiveTransition()
    }
    if let state = driver?.state { frame(state) }
  }

  // MARK: - The model

  /// The model for the container as it is now: made when first needed, and remade for a
  /// new size with the card where its progress was.
  private func modelForContainer() -> ModelDriver<CardSheet>? {
    guard let host, let size = host.containerSize else { return nil }
    if let driver, driver.model.containerSize == size { return driver }
    guard var model = try? make(size) else { return nil }
    model.reducedMotion = host.reducedMotion
    if let old = driver {
      // Carry the card over: at its progress, heading where it was heading.
      try? model.place(at: old.state.progress, heading: old.model.target, at: clock.now)
      dragging = false
    }
    driver?.onFrame = nil
    let made = ModelDriver.coordinated(
      model, clock: clock, reducedMotion: { [weak host] in host?.reducedMotion ?? .full },
      onFrame: { [weak self] state in self?.frame(state) })
    driver = made
    return made
  }

  private func perform(_ command: (inout CardSheet, Double) throws(CardSheetError) -> Void) {
    guard let driver else { return }
    try? driver.perform { (model: inout CardSheet, now: Double) throws(CardSheetError) in
      try command(&model, now)
    }
  }

  private func closeTransition() {
    guard var closing = open else { return }
    open = nil
    if closing.paused, dragging {
      // A finger still holds the card: UIKit asks for a finish or cancel first.
      closing.cancelled = true
      host?.cancelInteractiveTransition()
      dragging = false
      awaitingDismissal = false
    }
    host?.completeTransition(!closing.cancelled)
    companion?.screenTransitionDidComplete(finished: !closing.cancelled)
  }

  private func frame(_ state: CardSheetState) {
    guard let host else { return }
    host.draw(state)
    guard !dragging, !state.isMoving, let closing = open else { return }
    open = nil
    host.completeTransition(!closing.cancelled)
    companion?.screenTransitionDidComplete(finished: !closing.cancelled)
    onSettle?(isPresented)
  }
}
