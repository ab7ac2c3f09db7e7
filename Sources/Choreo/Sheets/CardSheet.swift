// Policy: a card sheet as a value of its commands, like every Choreo model: its state at t
// is a pure function of the commands stamped up to t. One number moves: the progress p, 0
// with the card below the container's bottom edge, 1 with it presented; everything drawn
// (the card's offset, the dimming, the screen behind pushed back) follows from p, so
// nothing can disagree with anything else.
//
// - Present and dismiss move p to 1 or 0 with the sheet's motion, from where it is, with
//   its velocity: a dismissal asked mid-presentation turns round without a jump.
// - A finger catches the card wherever it is (a present or dismiss in flight, or the card at
//   rest): p stops under the finger, then follows it one for one; past the top (p > 1) it
//   rubber-bands as a scroll view does (`RubberBand`, the card's height as the dimension).
// - On release the projection decides (UIScrollView's deceleration, the projection scroll
//   snapping uses): the card dismisses when it would come to rest below the middle of its
//   travel, and stays otherwise. Either way the rest of the travel is the release spring
//   handed the finger's velocity, so a cancel springs back with it and never jumps. A
//   velocity that is not finite counts as 0, and one beyond 20 card heights a second is
//   clamped there.
// - Reduce Motion: present and dismiss cross-fade the card (its opacity follows p, it does
//   not slide), and the screen behind is never scaled; a finger still moves the card, one
//   for one, without the scale.

/// A card that rises from the bottom over a dimming view, pushing the screen behind it back
/// a little, as the system sheet does, and that a finger drags down to dismiss.
///
/// ```swift
/// var sheet = try CardSheet(containerSize: Size2D(width: 390, height: 844))
/// try sheet.present(at: 0)
/// try sheet.beginDrag(at: 1)              // a finger catches the card
/// try sheet.drag(translationY: 120, at: 1.1)
/// let dismisses = try sheet.release(velocityY: 900, at: 1.2)   // true: flicked away
/// ```
public struct CardSheet: TimedModel, Sendable {
  /// The container the card is presented in.
  public let containerSize: Size2D
  /// The gap between the container's top and the presented card's top, points.
  public let topInset: Double
  /// The card's corner radius, points.
  public let cornerRadius: Double
  /// The scale of the screen behind while the card is presented.
  public let presentingScale: Double
  /// The dimming view's opacity while the card is presented.
  public let dimming: Double
  /// The motion of a present or dismiss.
  public let motion: Motion
  /// The spring that takes over when a finger lets go.
  public let releaseSpring: DampedSpring
  /// How much motion presents and dismisses use: full, a short cross-fade (reduced), or
  /// none (instant).
  public var reducedMotion: ReducedMotionPolicy = .full

  /// The largest release speed handed on, in card heights a second: the tab switch's and
  /// the screen transitions' bound (``TabSwitcher/maximumReleaseSpeed``).
  public static let maximumReleaseSpeed = TabSwitcher.maximumReleaseSpeed

  /// The resistance past the top: a finger offset below the presented top (positive down)
  /// moves the card freely, one above it is resisted, the card's height the dimension.
  private let band: RubberBand
  private var progress: MotionTrack<Double>
  /// Where the finger caught the card, when one holds it.
  private var dragStart: Double?
  /// Whether presents and dismisses fade the card rather than slide it (Reduce Motion).
  private var fades = false
  private(set) var lastCommandTime: Double?

  /// Creates a sheet with the card dismissed (below the container).
  ///
  /// - Parameters:
  ///   - containerSize: The container, points; both sides finite and at least 1.
  ///   - topInset: The gap above the presented card; 48 points by default, within
  ///     `0..<height`.
  ///   - cornerRadius: The card's corner radius; 10 points by default.
  ///   - presentingScale: The screen behind while presented; 0.92 by default, in 0...1.
  ///   - dimming: The dimming's opacity while presented; 0.3 by default, in 0...1.
  ///   - motion: Present and dismiss; a 0.45 s spring with no bounce by default. It must end.
  ///   - releaseSpring: After a finger lets go; ``/ChoreoCore/DampedSpring/smooth`` by
  ///     default.
  /// - Throws: ``CardSheetError`` for a container too small or not finite, a parameter out
  ///   of its range, or a motion that never ends.
  public init(
    containerSize: Size2D, topInset: Double = 48, cornerRadius: Double = 10,
    presentingScale: Double = 0.92, dimming: Double = 0.3,
    motion: Motion = .spring(duration: 0.45), releaseSpring: DampedSpring = .smooth
  ) throws(CardSheetError) {
    let width = containerSize.width
    let height = containerSize.height
    guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
      throw .containerTooSmall(containerSize)
    }
    guard topInset.isFinite, topInset >= 0, height - topInset >= 1 else {
      throw .outOfRange(name: "topInset", value: topInset, expected: "0 ..< height − 1")
    }
    for (name, value, range) in [
      ("cornerRadius", cornerRadius, 0...Double.greatestFiniteMagnitude),
      ("presentingScale", presentingScale, 0...1), ("dimming", dimming, 0...1),
    ] where !(value.isFinite && range.contains(value)) {
      throw .outOfRange(
        name: name, value: value,
        expected: name == "cornerRadius" ? "finite and ≥ 0" : "0...1")
    }
    guard motion.totalDuration.isFinite else { throw .motionNeverEnds(motion) }
    guard
      let band = try? RubberBand(bounds: 0...Double.infinity, dimension: height - topInset)
    else { throw .containerTooSmall(containerSize) }
    self.band = band
    self.containerSize = containerSize
    self.topInset = topInset
    self.cornerRadius = cornerRadius
    self.presentingScale = presentingScale
    self.dimming = dimming
    self.motion = motion
    self.releaseSpring = releaseSpring
    progress = MotionTrack(at: 0)
  }

  /// The presented card's height, points: the container's below ``topInset``.
  public var cardHeight: Double { containerSize.height - topInset }

  /// Whether a finger holds the card.
  public var isDragging: Bool { dragStart != nil }

  /// Where the card is heading: 1 presented, 0 dismissed (the end of the motion under way).
  public var target: Double { progress.target }

  // MARK: - Reading

  /// The card, the dimming and the screen behind at `time`.
  ///
  /// - Parameter time: Seconds on the clock the commands were stamped with.
  /// - Returns: The sheet's state.
  public func state(at time: Double) -> CardSheetState {
    let p = progress.value(at: time)
    let unit = min(max(p, 0), 1)
    let reduced = reducedMotion != .full
    let card: VisualState
    if fades && dragStart == nil {
      card = VisualState(opacity: unit)
    } else {
      card = VisualState(translation: Point2D(x: 0, y: (1 - p) * cardHeight))
    }
    let scale = reduced ? 1 : 1 - (1 - presentingScale) * unit
    return CardSheetState(
      progress: p, velocity: progress.velocity(at: time), card: card,
      presenting: VisualState(scale: Size2D(width: scale, height: scale)),
      dimming: dimming * unit, cornerRadius: cornerRadius,
      isMoving: dragStart == nil && !progress.isSettled(at: time))
  }

  /// Whether nothing moves from `time` on: no finger, the card at rest.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when settled.
  public func isSettled(at time: Double) -> Bool {
    dragStart == nil && progress.isSettled(at: time)
  }

  /// When the card comes to rest (the end of the motion under way), or `nil` while a
  /// finger holds it.
  public var settleTime: Double? { dragStart == nil ? progress.settleTime : nil }

  // MARK: - Commands

  /// Presents the card from wherever it is, with its velocity.
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Throws: ``CardSheetError/time(_:)``.
  public mutating func present(at time: Double) throws(CardSheetError) {
    try go(to: 1, at: time)
  }

  /// Dismisses the card from wherever it is, with its velocity.
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Throws: ``CardSheetError/time(_:)``.
  public mutating func dismiss(at time: Double) throws(CardSheetError) {
    try go(to: 0, at: time)
  }

  /// A finger catches the card where it is: it stops there and follows
  /// ``drag(translationY:at:)`` from then on.
  ///
  /// - Parameter time: When, seconds; not earlier than the previous command.
  /// - Throws: ``CardSheetError/time(_:)``.
  public mutating func beginDrag(at time: Double) throws(CardSheetError) {
    try begin(at: time)
    let here = progress.value(at: time)
    progress.retargetChecked(to: here, motion: .linear(duration: 0), at: time, velocity: 0)
    dragStart = here
    fades = false
  }

  /// The finger moved the card by `translationY` points since it caught it (down is
  /// positive): one for one, resisted past the top.
  ///
  /// - Parameters:
  ///   - translationY: The finger's vertical translation since ``beginDrag(at:)``.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Throws: ``CardSheetError/noDrag``, ``CardSheetError/nonFinite(name:value:)`` or
  ///   ``CardSheetError/time(_:)``.
  public mutating func drag(translationY: Double, at time: Double) throws(CardSheetError) {
    guard let start = dragStart else { throw .noDrag }
    guard translationY.isFinite else {
      throw .nonFinite(name: "translationY", value: translationY)
    }
    try begin(at: time)
    let here = shown(start: start, translationY: translationY).progress
    progress.retargetChecked(to: here, motion: .linear(duration: 0), at: time, velocity: 0)
  }

  /// The finger let go with `velocityY` (points a second, down positive): the card
  /// dismisses when, decelerating as a scroll view does, it would come to rest below the
  /// middle of its travel, and goes back to presented otherwise; either way on the release
  /// spring, handed the finger's velocity.
  ///
  /// - Parameters:
  ///   - velocityY: The finger's vertical velocity; not finite counts as 0, and it is
  ///     clamped to ``maximumReleaseSpeed`` card heights a second.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Returns: Whether the card dismisses.
  /// - Throws: ``CardSheetError/noDrag`` or ``CardSheetError/time(_:)``.
  @discardableResult
  public mutating func release(velocityY: Double, at time: Double) throws(CardSheetError) -> Bool {
    guard dragStart != nil else { throw .noDrag }
    try begin(at: time)
    let here = progress.value(at: time)
    // The card's velocity in progress a second: the finger's, through the rubber band's
    // slope past the top.
    let slope = here > 1 ? band.offset(forFinger: fingerAbove(here)).slope : 1
    let speed = ReleaseDecision.handed(-velocityY / cardHeight * slope)
    dragStart = nil
    let dismisses = !ReleaseDecision.finishes(at: min(here, 1), speed: speed)
    let spring = Motion.spring(releaseSpring).allowed(by: reducedMotion)
    progress.retargetChecked(to: dismisses ? 0 : 1, motion: spring, at: time, velocity: speed)
    return dismisses
  }

  /// Puts the card at `progress` at `time`, at rest there, then sends it toward `target`
  /// with the sheet's motion when that differs (a container resized mid-flight).
  package mutating func place(at progress: Double, heading target: Double, at time: Double)
    throws(CardSheetError)
  {
    guard progress.isFinite else { throw .nonFinite(name: "progress", value: progress) }
    try begin(at: time)
    dragStart = nil
    self.progress.retargetChecked(
      to: progress, motion: .linear(duration: 0), at: time, velocity: 0)
    if target != progress {
      self.progress.retargetChecked(
        to: target, motion: motion.allowed(by: reducedMotion), at: time)
    }
  }

  // MARK: - Internals

  /// The finger's offset above the top (negative points) that shows progress `p` > 1.
  private func fingerAbove(_ p: Double) -> Double {
    band.finger(showing: -(p - 1) * cardHeight)
  }

  /// The progress shown for a finger `translationY` from where it caught the card at
  /// `start`, and the rubber band's slope there.
  private func shown(start: Double, translationY: Double) -> (progress: Double, slope: Double) {
    // Where the finger holds the card, as an offset above the presented top (negative up).
    let fingerAboveTop = start > 1 ? fingerAbove(start) : (1 - start) * cardHeight
    let finger = fingerAboveTop + translationY
    let (offset, slope) = band.offset(forFinger: finger)
    return (1 - offset / cardHeight, slope)
  }

  private mutating func go(to target: Double, at time: Double) throws(CardSheetError) {
    try begin(at: time)
    dragStart = nil
    fades = reducedMotion != .full
    let played = motion.allowed(by: reducedMotion)
    progress.retargetChecked(to: target, motion: played, at: time)
  }

  private mutating func begin(at time: Double) throws(CardSheetError) {
    do {
      try CommandTimeError.check(time, after: lastCommandTime)
    } catch {
      throw .time(error)
    }
    lastCommandTime = time
  }
}
