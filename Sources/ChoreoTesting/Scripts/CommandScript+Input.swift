// Scripted input for Choreo's models: each line of a test is one user action at one time,
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
