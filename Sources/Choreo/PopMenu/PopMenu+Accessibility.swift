// Policy: VoiceOver reads elements in the order an app lists them, and people expect the
// reading order of the page: top to bottom, then leading to trailing. A radial menu's
// layout order runs round the arc, which on a fan above a button reads right to left for
// half the items. So items are sorted into rows by their resting places in the open menu
// (centers within half an item of each other share a row, measured from the row's first
// item), rows top to bottom, and within a row left to right (right to left in
// right-to-left layouts). The order is the open menu's at every instant, also while the
// items travel: it does not shift under VoiceOver as they move, and the first element is
// the first item of the open menu whenever it can be reached.

extension PopMenu {
  /// The items assistive technologies should offer at `time`, in reading order, with
  /// their current frames (in the coordinates of ``center``).
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - layoutDirection: The reading direction within a row.
  /// - Returns: The reachable items (as ``accessibilityElements(at:)``), sorted.
  public func accessibilityElementsInReadingOrder(
    at time: Double, layoutDirection: SceneTransitionContext.LayoutDirection = .leftToRight
  ) -> [(item: PopMenuItem<ID>, frame: Rect2D)] {
    guard isHeadingOpen else { return [] }
    let order =
      layoutDirection == .leftToRight ? readingOrders.leftToRight : readingOrders.rightToLeft
    return order.compactMap { accessibilityElement(at: $0, time: time) }
  }

  /// The layout indices of items resting at `offsets`, in reading order (see the policy).
  static func readingOrder(_ offsets: [Point2D], itemSize: Double, leftToRight: Bool) -> [Int] {
    let tolerance = itemSize / 2
    let byHeight = offsets.indices.sorted { offsets[$0].y < offsets[$1].y }
    var rows: [[Int]] = []
    for index in byHeight {
      if let first = rows.last?.first, offsets[index].y - offsets[first].y <= tolerance {
        rows[rows.count - 1].append(index)
      } else {
        rows.append([index])
      }
    }
    return rows.flatMap { row in
      row.sorted { leftToRight ? offsets[$0].x < offsets[$1].x : offsets[$0].x > offsets[$1].x }
    }
  }
}
