// Scripted input for the seed models: each line of a test is one user action at one time,
// added to the script as the model's own command (no second mechanism: these are
// `CommandScript.add(at:_:)` with the command written out). A command that the model
// refuses (a bad index) throws when the script is replayed, with the model's own typed
// error; a time out of order or not finite throws `CommandTimeError` at every replay.
import Choreo

extension CommandScript where Model == TabSwitcher {
  /// Taps tab `index` at `time` (``/Choreo/TabSwitcher/select(_:at:)``).
  ///
  /// - Parameters:
  ///   - index: The tab, 0-based.
  ///   - time: Seconds.
  public mutating func tap(tab index: Int, at time: Double) {
    add(at: time) { tabs, time in _ = try tabs.select(index, at: time) }
  }

  /// A swipe toward tab `index`: begins at `time`, follows `fractions` (each a time and how
  /// far across the finger is, 0...1), and lifts at the last fraction's time with
  /// `velocity` (fractions a second), finishing when `finishes` is true and cancelling
  /// otherwise (``/Choreo/TabSwitcher/beginInteractive(toward:at:)`` and the calls after it).
  ///
  /// - Parameters:
  ///   - index: The tab the swipe reveals.
  ///   - time: When the finger starts moving.
  ///   - fractions: `(time, fraction)` in time order, from `time` on.
  ///   - velocity: The finger's speed when lifted, fractions a second.
  ///   - finishes: Whether the lift completes the switch.
  public mutating func swipe(
    toward index: Int, at time: Double, through fractions: [(time: Double, fraction: Double)],
    releasing velocity: Double = 0, finishes: Bool = true
  ) {
    add(at: time) { tabs, time in try tabs.beginInteractive(toward: index, at: time) }
    for (moment, fraction) in fractions {
      add(at: moment) { tabs, time in try tabs.updateInteractive(fraction: fraction, at: time) }
    }
    let end = fractions.last?.time ?? time
    add(at: end) { tabs, time in
      if finishes {
        try tabs.finishInteractive(velocity: velocity, at: time)
      } else {
        try tabs.cancelInteractive(velocity: velocity, at: time)
      }
    }
  }
}

extension CommandScript {
  /// Opens the menu at `time` (``/Choreo/PopMenu/open(at:)``).
  ///
  /// - Parameter time: Seconds.
  public mutating func open<ID>(at time: Double) where Model == PopMenu<ID> {
    add(at: time) { menu, time in try menu.open(at: time) }
  }

  /// Closes the menu at `time` (``/Choreo/PopMenu/close(at:)``).
  ///
  /// - Parameter time: Seconds.
  public mutating func close<ID>(at time: Double) where Model == PopMenu<ID> {
    add(at: time) { menu, time in try menu.close(at: time) }
  }

  /// Toggles the menu at `time`, as a tap on the center button does
  /// (``/Choreo/PopMenu/toggle(at:)``).
  ///
  /// - Parameter time: Seconds.
  public mutating func toggle<ID>(at time: Double) where Model == PopMenu<ID> {
    add(at: time) { menu, time in _ = try menu.toggle(at: time) }
  }

  /// Selects item `id` at `time`, which closes the menu (``/Choreo/PopMenu/select(_:at:)``).
  ///
  /// - Parameters:
  ///   - id: The item.
  ///   - time: Seconds.
  public mutating func select<ID>(_ id: ID, at time: Double) where Model == PopMenu<ID> {
    add(at: time) { menu, time in _ = try menu.select(id, at: time) }
  }

  /// A tap at `point` at `time`, hit-tested as the menu draws then
  /// (``/Choreo/PopMenu/tap(at:time:)``).
  ///
  /// - Parameters:
  ///   - point: Where, in the menu's coordinates.
  ///   - time: Seconds.
  public mutating func tap<ID>(_ point: Point2D, at time: Double) where Model == PopMenu<ID> {
    add(at: time) { menu, time in _ = try menu.tap(at: point, time: time) }
  }
}

extension CommandScript where Model == ScriptedScroll {
  /// Scrolls to `offset` from `time` on, along `curve` over `duration`
  /// (``/ChoreoTesting/ScriptedScroll/scroll(to:at:over:curve:)``).
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
  /// (``/ChoreoTesting/ScriptedScroll/scroll(by:at:over:curve:)``).
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

  /// Lets go at `time`, snapping (``/ChoreoTesting/ScriptedScroll/release(at:snap:)``).
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - snap: The snap points and spring.
  public mutating func release(at time: Double, snap: ScrollSnap) {
    add(at: time) { scroll, time in try scroll.release(at: time, snap: snap) }
  }

  /// Lets go at `time`, coasting (``/ChoreoTesting/ScriptedScroll/coast(at:rate:)``).
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - rate: The deceleration rate; ``/Choreo/ScrollSnap/normalDeceleration`` by default.
  public mutating func coast(at time: Double, rate: Double = ScrollSnap.normalDeceleration) {
    add(at: time) { scroll, time in try scroll.coast(at: time, rate: rate) }
  }

  /// Stops the content where it is at `time` (``/ChoreoTesting/ScriptedScroll/stop(at:)``).
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
  /// - Throws: ``/Choreo/ScrollError`` from a command or from resolving.
  public func frame(of scene: ScrollScene, metrics: ScrollMetrics, at time: Double) throws
    -> ScrollSceneState
  {
    try scene.resolved(offset: state(at: time).offset, metrics: metrics)
  }
}
