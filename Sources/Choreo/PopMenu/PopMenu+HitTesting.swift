// Hit testing uses what is on screen at that instant: each item is a disc of diameter
// itemSize · scale at its current position. Items too small or too faint to see (scale or
// opacity below `minimumHitScale`), removed, or already closing are never hit, so a closed
// or closing menu does not swallow taps meant for the views underneath (Floaty #206, #302).
// Once the menu has been told to close, no item is hit, even one still waiting for its
// stagger turn to leave. A hittable item's target is its disc or, when that is smaller, a
// square of `minimumTargetSide` (44 pt) round its center, for fingers and VoiceOver alike.

extension PopMenu {
  /// The item under `point` at `time`, or nil.
  ///
  /// - Parameters:
  ///   - point: In the coordinates of ``center``.
  ///   - time: Seconds.
  /// - Returns: The visible, not-closing item whose target (its current disc, or the
  ///   ``PopMenuConfiguration/minimumTargetSide`` square when that is larger) contains the
  ///   point (the nearest center if targets overlap); nil if none.
  public func hitTest(_ point: Point2D, at time: Double) -> PopMenuItem<ID>? {
    guard isHeadingOpen else { return nil }
    var best: (index: Int, distance: Double)?
    for index in items.indices {
      let state = itemState(at: index, time: time)
      guard state.isPresent, !state.isClosing,
        state.scale >= configuration.minimumHitScale,
        state.opacity >= configuration.minimumHitScale
      else { continue }
      let radius = layout.itemSize * state.scale / 2
      let offset = point - (center + state.offset)
      let distance = offset.magnitudeSquared.squareRoot()
      let half = configuration.minimumTargetSide / 2
      let inTarget = distance <= radius || (abs(offset.x) <= half && abs(offset.y) <= half)
      if inTarget && distance < (best?.distance ?? .infinity) {
        best = (index, distance)
      }
    }
    return best.map { items[$0.index] }
  }

  /// Handles a tap at `point`: selects an item under it (closing the menu), toggles on the
  /// center button, closes on the backdrop, or passes it through.
  ///
  /// - Parameters:
  ///   - point: In the coordinates of ``center``.
  ///   - time: Seconds; not earlier than the previous command.
  /// - Returns: What the tap did. Without a backdrop, or while the menu is closed, a tap
  ///   that touches neither an item nor the center button passes through.
  /// - Throws: ``PopMenuError/time(_:)`` for a time that is not finite or is earlier than
  ///   the previous command's; nothing changes then.
  public mutating func tap(at point: Point2D, time: Double) throws(PopMenuError)
    -> PopMenuTapResult<ID>
  {
    try stamp(time)
    if let item = hitTest(point, at: time), try select(item.id, at: time) != nil {
      return .selected(item)
    }
    let fromCenter = (point - center).magnitudeSquared.squareRoot()
    if fromCenter <= configuration.centerButtonSize / 2 {
      return .toggled(opening: try toggle(at: time))
    }
    if configuration.backdropOpacity != nil && isHeadingOpen {
      try close(at: time)
      return .dismissed
    }
    return .passedThrough
  }

  /// The items assistive technologies should offer at `time`, in layout order, with their
  /// current frames: the items that can be hit (so VoiceOver reaches exactly what a
  /// finger can).
  ///
  /// - Parameter time: Seconds.
  /// - Returns: Each reachable item with its frame: the square round its current disc, at
  ///   least ``PopMenuConfiguration/minimumTargetSide`` on a side.
  public func accessibilityElements(at time: Double) -> [(item: PopMenuItem<ID>, frame: Rect2D)] {
    guard isHeadingOpen else { return [] }
    return items.indices.compactMap { accessibilityElement(at: $0, time: time) }
  }

  /// Item `index` and its target frame at `time` when it can be hit, else `nil` (the
  /// menu heading open is the caller's check).
  func accessibilityElement(at index: Int, time: Double) -> (
    item: PopMenuItem<ID>, frame: Rect2D
  )? {
    let state = itemState(at: index, time: time)
    guard state.isPresent, !state.isClosing, state.scale >= configuration.minimumHitScale,
      state.opacity >= configuration.minimumHitScale
    else { return nil }
    let side = max(layout.itemSize * state.scale, configuration.minimumTargetSide)
    let position = center + state.offset
    return (
      items[index],
      Rect2D(x: position.x - side / 2, y: position.y - side / 2, width: side, height: side)
    )
  }
}
