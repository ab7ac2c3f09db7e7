// Policy: a scripted scroll's gestures as lines of a `CommandScript`, one line per
// finger action at its time (`CommandScript.add(at:_:)` with the command written out, no
// second mechanism). A command the scroll refuses throws when the script is replayed.
extension CommandScript where Model == ScriptedScroll {
  /// Scrolls to `offset` from `time` on, along `curve` over `duration`
  /// (``ScriptedScroll/scroll(to:at:over:curve:)``).
  ///
  /// - Parameters:
  ///   - offset: Where the finger takes the content, points.
  ///   - time: When the move starts.
  ///   - duration: How long it takes; 0 jumps.
  ///   - curve: How the finger's speed changes; `.linear` by default.
  public mutating func scroll(
    to offset: Double, at time: Double, over duration: Double = 0, curve: TimingCurve = .linear
  ) {
    add(at: time) { scroll, time in
      try scroll.scroll(to: offset, at: time, over: duration, curve: curve)
    }
  }

  /// Scrolls by `distance` from where the finger holds the content at `time`
  /// (``ScriptedScroll/scroll(by:at:over:curve:)``).
  ///
  /// - Parameters:
  ///   - distance: Points, in the finger's terms.
  ///   - time: When the move starts.
  ///   - duration: How long it takes; 0 jumps.
  ///   - curve: How the finger's speed changes; `.linear` by default.
  public mutating func scroll(
    by distance: Double, at time: Double, over duration: Double = 0, curve: TimingCurve = .linear
  ) {
    add(at: time) { scroll, time in
      try scroll.scroll(by: distance, at: time, over: duration, curve: curve)
    }
  }

  /// Lets go at `time`, snapping (``ScriptedScroll/release(at:snap:)``).
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - snap: The snap points and spring.
  public mutating func release(at time: Double, snap: ScrollSnap) {
    add(at: time) { scroll, time in try scroll.release(at: time, snap: snap) }
  }

  /// Lets go at `time`, coasting (``ScriptedScroll/coast(at:rate:)``).
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - rate: The deceleration rate; ``ScrollSnap/normalDeceleration`` by default.
  public mutating func coast(at time: Double, rate: Double = ScrollSnap.normalDeceleration) {
    add(at: time) { scroll, time in try scroll.coast(at: time, rate: rate) }
  }

  /// Stops the content where it is at `time` (``ScriptedScroll/stop(at:)``).
  ///
  /// - Parameter time: Seconds.
  public mutating func stop(at time: Double) {
    add(at: time) { scroll, time in try scroll.stop(at: time) }
  }

  /// The scene resolved at the scripted offset at `time`.
  ///
  /// - Parameters:
  ///   - scene: The scroll-driven scene.
  ///   - metrics: Viewport and content sizes.
  ///   - time: Seconds.
  /// - Returns: The resolved frame.
  /// - Throws: ``ScrollError`` from a command or from resolving.
  public func frame(of scene: ScrollScene, metrics: ScrollMetrics, at time: Double) throws
    -> ScrollSceneState
  {
    try scene.resolved(offset: state(at: time).offset, metrics: metrics)
  }
}
