// Policy: a scripted scroll is the finger, written down, and what the content does once
// the finger lets go. Each command starts a phase at its time:
//
//   drag     the finger moves the content to an offset, at once or along a timing curve
//            over a duration. Past the rubber band's bounds (if any) the content resists
//            as UIScrollView's does (ChoreoCore's RubberBand): offset = band(finger),
//            velocity = band′(finger) · the finger's velocity.
//   release  the finger lets go: the content springs to the snap point the release picks,
//            with the release velocity handed over (ScrollSnap's rule and spring).
//   coast    the finger lets go: the content decelerates freely, a decay leg of the track
//            (UIScrollView's model, the velocity keeps `rate` of itself every millisecond),
//            and comes to rest at its projection.
//   stop     the content stops where it is (a finger that catches a coasting list).
//
// The finger's offset, and after a release the content's, is one MotionTrack: linear and
// curve legs whose velocity is each leg's exact slope (TimingCurve.slope), the snap's
// spring leg and the coast's decay leg. A release hands over the velocity the content had just before it (the left
// limit), so a fling released as its drag ends keeps its speed. With a smoother, the
// offset the scene sees is ScrollSmoother following where each command heads, from its
// time on: the project's one smoothing mechanism.

/// A scroll offset moved by scripted commands, as a finger would: a timed model, so a
/// ``/ChoreoCore/CommandScript`` of it drives a ``/Choreo/ScrollScene`` in a test, and a
/// demo plays a gesture from it.
///
/// ```swift
/// var scroll = CommandScript(ScriptedScroll())
/// scroll.scroll(to: 120, at: 0.1, over: 0.3)   // a drag from 0 to 120 points
/// scroll.scroll(to: 0, at: 1)                   // a jump back to the top
/// let offset = try scroll.state(at: 0.25).offset  // 60
/// ```
///
/// A whole gesture, with resistance past the top, a fling and a snap:
///
/// ```swift
/// var scroll = try ScriptedScroll(rubberBand: .init(bounds: 0...400, dimension: 700))
/// try scroll.scroll(to: -120, at: 0, over: 0.5, curve: .easeOut)  // pull past the top
/// try scroll.release(at: 0.5, snap: ScrollSnap(points: [0, 400]))  // springs back to 0
/// try scroll.scroll(to: 300, at: 2, over: 0.25)                     // a fast drag ...
/// try scroll.coast(at: 2.25)                                        // ... let go: it coasts
/// ```
public struct ScriptedScroll: TimedModel, Sendable {
  /// The overscroll resistance: ChoreoCore's ``/ChoreoCore/RubberBand``, the one rubber
  /// band.
  @available(*, deprecated, renamed: "ChoreoCore.RubberBand")
  public typealias RubberBand = ChoreoCore.RubberBand

  /// How the offset follows from the track from a phase's start on.
  enum Phase: Sendable {
    /// The track is the finger: the offset is the rubber band's of it.
    case dragged(start: Double)
    /// The track is the content (a snap, a jump, a stop, a coast).
    case moved(start: Double)

    var start: Double {
      switch self {
      case .dragged(let start), .moved(let start): return start
      }
    }
  }

  /// The spring that settles a coast on the edge it reaches (or on the edge it was let go
  /// past), as a scroll view's bounce: critically damped, SwiftUI's `.smooth`.
  public static let edgeSpring = DampedSpring.smooth

  /// How much motion a release's snap and the smoother may use (the finger's drags and a
  /// coast ignore it): ``/ChoreoCore/ReducedMotionPolicy/reduced`` snaps on the spring's
  /// reduced form, ``/ChoreoCore/ReducedMotionPolicy/instant`` jumps to the snap point.
  public var reducedMotion: ReducedMotionPolicy {
    get { policy }
    set {
      policy = newValue
      smoother?.reducedMotion = newValue
    }
  }
  private var policy: ReducedMotionPolicy
  private var track: MotionTrack<Double>
  private var phases: [Phase] = []
  private var smoother: ScrollSmoother?
  private var lastCommandTime: Double?
  /// The resistance past the bounds, if any.
  public let rubberBand: ChoreoCore.RubberBand?

  /// A scroll at rest at `offset`.
  ///
  /// - Parameters:
  ///   - offset: The starting offset, points.
  ///   - smoother: Smooths what the scene sees (it follows where each command heads from
  ///     the command's time); `nil` for the offset itself.
  ///   - rubberBand: The resistance of drags past the content's bounds; `nil` (none) by
  ///     default, so drags move the content one for one everywhere.
  public init(
    offset: Double = 0, smoother: ScrollSmoother? = nil, rubberBand: ChoreoCore.RubberBand? = nil
  ) {
    track = MotionTrack(at: offset)
    self.rubberBand = rubberBand
    policy = smoother?.reducedMotion ?? .full
    if var smoother {
      smoother.reset(to: offset)
      self.smoother = smoother
    }
  }

  // MARK: Commands

  /// The finger moves the content to `offset` from `time` on, along `curve` over
  /// `duration` (constant speed by default); 0 jumps there, as `setContentOffset` does,
  /// with no resistance.
  ///
  /// - Parameters:
  ///   - offset: Where the finger takes the content, points: past the rubber band's bounds
  ///     the content shows less of the way (``rubberBand``).
  ///   - time: When the move starts, seconds; not before the previous command.
  ///   - duration: How long the move takes; 0 jumps.
  ///   - curve: How the finger's speed changes on the way; `.linear` by default.
  /// - Throws: ``/Choreo/ScrollError`` for a non-finite offset or duration, a negative duration,
  ///   or a time out of order; nothing changes then.
  public mutating func scroll(
    to offset: Double, at time: Double, over duration: Double = 0, curve: TimingCurve = .linear
  ) throws(ScrollError) {
    guard offset.isFinite else { throw .notFinite(what: "the scripted offset", value: offset) }
    guard duration.isFinite else {
      throw .notFinite(what: "the scripted duration", value: duration)
    }
    guard duration >= 0 else { throw .negative(what: "the scripted duration", value: duration) }
    try checkTime(time)
    guard duration > 0 else {
      try settle(at: offset, time: time, follow: offset)
      return
    }
    var smoothed = smoother
    let shown = rubberBand?.offset(forFinger: offset).offset ?? offset
    try smoothed?.follow(shown, at: time)
    let finger = fingerOffset(at: time)
    grab(at: finger, time: time)
    // A drag is the finger's path: it ignores the velocity the content had.
    track.retargetChecked(
      to: offset, motion: .timing(curve, duration: duration), at: time, velocity: 0)
    begin(.dragged(start: time))
    smoother = smoothed
  }

  /// The finger moves the content by `distance` from where it holds it at `time`
  /// (``scroll(to:at:over:curve:)`` with the target worked out).
  ///
  /// - Parameters:
  ///   - distance: Points, in the finger's terms (toward larger offsets when positive).
  ///   - time: When the move starts, seconds; not before the previous command.
  ///   - duration: How long the move takes; 0 jumps.
  ///   - curve: How the finger's speed changes on the way; `.linear` by default.
  /// - Throws: As ``scroll(to:at:over:curve:)``.
  public mutating func scroll(
    by distance: Double, at time: Double, over duration: Double = 0, curve: TimingCurve = .linear
  ) throws(ScrollError) {
    guard distance.isFinite else {
      throw .notFinite(what: "the scripted distance", value: distance)
    }
    try scroll(to: fingerOffset(at: time) + distance, at: time, over: duration, curve: curve)
  }

  /// The finger lets go at `time`: the content springs to the snap point that the offset
  /// and velocity it has there pick
  /// (``/Choreo/ScrollSnap/motion(releasedAt:velocity:reducedMotion:)``),
  /// carrying that velocity over.
  ///
  /// - Parameters:
  ///   - time: Seconds; not before the previous command. Released as a drag ends, the
  ///     content keeps the speed the drag ended at.
  ///   - snap: The snap points and spring.
  /// - Throws: ``/Choreo/ScrollError`` for a time out of order, or for a velocity at
  ///   release too large for a Double (a drag too fast); nothing changes then.
  public mutating func release(at time: Double, snap: ScrollSnap) throws(ScrollError) {
    try checkTime(time)
    let released = try position(releasedAt: time)
    let target = try snap.target(releasedAt: released.offset, velocity: released.velocity)
    var smoothed = smoother
    try smoothed?.follow(target, at: time)
    setContent(released.offset, at: time)
    track.retargetChecked(
      to: target, motion: Motion.spring(snap.spring).allowed(by: policy), at: time,
      velocity: released.velocity)
    begin(.moved(start: time))
    smoother = smoothed
  }

  /// The finger lets go at `time` and the content decelerates freely: its velocity keeps
  /// `rate` of itself every millisecond (a decay leg,
  /// ``/ChoreoCore/MotionTrack/decay(at:rate:velocity:)``), and it comes to rest at its
  /// projection once its speed is under half a point a second. With a ``rubberBand``, a
  /// coast that reaches an edge hands its velocity there to ``edgeSpring``, which settles
  /// on the edge (``/ChoreoCore/MotionTrack/decay(at:rate:velocity:bounds:spring:)``), and
  /// content let go past an edge springs back to it, as a scroll view bounces. Under a
  /// ``reducedMotion`` other than `.full` the decay plays as it is and the edge spring is the
  /// rule's reduced form.
  ///
  /// - Parameters:
  ///   - time: Seconds; not before the previous command.
  ///   - rate: In 0 < rate < 1; ``/Choreo/ScrollSnap/normalDeceleration`` (0.998) by default.
  /// - Throws: ``/Choreo/ScrollError`` for a rate outside (0, 1), a time out of order, or
  ///   a velocity at release too large for a Double (a drag too fast); nothing changes
  ///   then.
  public mutating func coast(
    at time: Double, rate: Double = ScrollSnap.normalDeceleration
  ) throws(ScrollError) {
    guard let decay = try? DecayRate(perMillisecond: rate) else {
      throw .outOfRange(
        what: "the deceleration rate", value: rate, expected: "0 < rate < 1 (0.998 is normal)")
    }
    try checkTime(time)
    let released = try position(releasedAt: time)
    let rest = decay.projection(of: released.offset, velocity: released.velocity)
    guard rest.isFinite else { throw .notFinite(what: "the coast's resting offset", value: rest) }
    var moved = track
    moved.retargetChecked(
      to: released.offset, motion: .linear(duration: 0), at: time, velocity: 0)
    if let bounds = rubberBand?.bounds, !bounds.contains(released.offset) {
      // Let go past an edge: the content springs back to it, velocity and all.
      let edge = min(max(released.offset, bounds.lowerBound), bounds.upperBound)
      moved.retargetChecked(
        to: edge, motion: Motion.spring(Self.edgeSpring).allowed(by: policy), at: time,
        velocity: released.velocity)
    } else if let bounds = rubberBand?.bounds {
      // Inside: a decay that hands over to a spring at the edge it reaches. The decay is
      // the user's own gesture and plays under every policy; the spring is reduced as the
      // one rule says (under `.instant` too: the hand-over needs a spring, and the reduced
      // one settles within 0.2 s).
      let edgeMotion = ReducedMotionRule.motion(
        .spring(Self.edgeSpring), under: policy == .full ? .full : .reduced)
      guard case .spring(let spring, _) = edgeMotion.kind else {
        preconditionFailure("the rule keeps a spring a spring, got \(edgeMotion)")
      }
      do {
        try moved.decay(
          at: time, rate: decay, velocity: released.velocity, bounds: bounds, spring: spring)
      } catch {
        throw .notFinite(what: "the coast's resting offset", value: rest)
      }
    } else {
      moved.retargetChecked(
        to: rest, motion: .decay(decay), at: time, velocity: released.velocity)
    }
    var smoothed = smoother
    try smoothed?.follow(moved.target, at: time)
    track = moved
    begin(.moved(start: time))
    smoother = smoothed
  }

  /// The content stops where it is at `time` (a finger catching a coasting list).
  ///
  /// - Parameter time: Seconds; not before the previous command.
  /// - Throws: ``/Choreo/ScrollError`` for a time out of order; nothing changes then.
  public mutating func stop(at time: Double) throws(ScrollError) {
    try checkTime(time)
    let offset = unsmoothed(at: time).offset
    try settle(at: offset, time: time, follow: offset)
  }

  // MARK: Reading

  /// The offset the scene sees at `time`, with its exact velocity.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The smoothed offset when there is a smoother, else the offset itself.
  public func state(at time: Double) -> ScriptedScrollState {
    if let smoother {
      return ScriptedScrollState(
        offset: smoother.value(at: time), velocity: smoother.velocity(at: time))
    }
    return unsmoothed(at: time)
  }

  /// Where the finger is at `time` while it drags, in its own terms (past the rubber
  /// band's bounds, further out than the content); `nil` while no drag holds the content.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The finger's offset, points, or `nil`.
  public func finger(at time: Double) -> Double? {
    guard case .dragged = phase(at: time) else { return nil }
    return track.value(at: time)
  }

  /// Whether the offset stays where it is from `time` on.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when neither the offset nor the smoother moves.
  public func isSettled(at time: Double) -> Bool {
    return track.isSettled(at: time) && (smoother?.isSettled(at: time) ?? true)
  }

  // MARK: Internals

  private func checkTime(_ time: Double) throws(ScrollError) {
    do { try CommandTimeError.check(time, after: lastCommandTime) } catch { throw .time(error) }
  }

  /// The phase in force at `time` (the last to start at or before it), `nil` before the
  /// first.
  private func phase(at time: Double) -> Phase? {
    phases.last(where: { $0.start <= time })
  }

  /// The offset and velocity at `time`, with no smoother.
  private func unsmoothed(at time: Double) -> ScriptedScrollState {
    switch phase(at: time) {
    case .dragged:
      let finger = track.value(at: time)
      let (offset, slope) = rubberBand?.offset(forFinger: finger) ?? (finger, 1)
      return ScriptedScrollState(offset: offset, velocity: slope * track.velocity(at: time))
    case .moved, nil:
      return ScriptedScrollState(offset: track.value(at: time), velocity: track.velocity(at: time))
    }
  }

  /// The offset at `time` and the velocity just before it (what a release hands over).
  private func position(approaching time: Double) -> ScriptedScrollState {
    let offset = unsmoothed(at: time).offset
    switch phases.last(where: { $0.start < time }) {
    case .dragged:
      let slope = rubberBand?.offset(forFinger: track.value(at: time)).slope ?? 1
      return ScriptedScrollState(
        offset: offset, velocity: slope * track.velocity(approaching: time))
    case .moved, nil:
      return ScriptedScrollState(offset: offset, velocity: track.velocity(approaching: time))
    }
  }

  /// What a release at `time` hands over (``position(approaching:)``), checked: every
  /// way to let go (snapping, coasting) refuses an offset or velocity past Double's range.
  private func position(releasedAt time: Double) throws(ScrollError) -> ScriptedScrollState {
    let released = position(approaching: time)
    guard released.offset.isFinite else {
      throw .notFinite(what: "the release offset", value: released.offset)
    }
    guard released.velocity.isFinite else {
      throw .notFinite(what: "the release velocity", value: released.velocity)
    }
    return released
  }

  /// Where the finger must be at `time` to hold the content where it is.
  private func fingerOffset(at time: Double) -> Double {
    if case .dragged = phase(at: time) { return track.value(at: time) }
    let offset = unsmoothed(at: time).offset
    return rubberBand?.finger(showing: offset) ?? offset
  }

  /// Puts the track at `finger` at `time` (a jump only if it is elsewhere), so a drag
  /// starts from where the finger holds the content.
  private mutating func grab(at finger: Double, time: Double) {
    if track.value(at: time) != finger {
      track.retargetChecked(to: finger, motion: .linear(duration: 0), at: time, velocity: 0)
    }
  }

  /// Puts the track at the content's `offset` at `time` (the content, no longer the finger,
  /// from here on).
  private mutating func setContent(_ offset: Double, at time: Double) {
    if track.value(at: time) != offset || !track.isSettled(at: time) {
      track.retargetChecked(to: offset, motion: .linear(duration: 0), at: time, velocity: 0)
    }
  }

  /// The content at rest at `offset` from `time` on; the smoother follows `follow`.
  private mutating func settle(at offset: Double, time: Double, follow: Double)
    throws(ScrollError)
  {
    var smoothed = smoother
    try smoothed?.follow(follow, at: time)
    setContent(offset, at: time)
    begin(.moved(start: time))
    smoother = smoothed
  }

  /// Starts `phase` (after a command's checks passed), dropping phases the track no longer
  /// answers for.
  private mutating func begin(_ phase: Phase) {
    lastCommandTime = phase.start
    phases.append(phase)
    // Keep the last phase that starts at or before the track's history start, and every
    // later one (the track answers exactly only from there on).
    if let keep = phases.lastIndex(where: { $0.start <= track.historyStart }), keep > 0 {
      phases.removeFirst(keep)
    }
  }
}
