// Policy: VoiceOver reads elements in the order an app lists them, and people expect the
// reading order of the page: top to bottom, then leading to trailing. A radial menu's
// layout order runs round the arc, which on a fan above a button reads right to left for
// half the items. So elements are sorted into rows (centers within half an item of each
// other share a row, measured from the row's first element), rows top to bottom, and
// within a row left to right (right to left in right-to-left layouts).

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
    let elements = accessibilityElements(at: time)
    let tolerance = layout.itemSize / 2
    let byHeight = elements.sorted { $0.frame.center.y < $1.frame.center.y }
    var rows: [[(item: PopMenuItem<ID>, frame: Rect2D)]] = []
    for element in byHeight {
      if let first = rows.last?.first, element.frame.center.y - first.frame.center.y <= tolerance {
        rows[rows.count - 1].append(element)
      } else {
        rows.append([element])
      }
    }
    let leftToRight = layoutDirection == .leftToRight
    return rows.flatMap { row in
      row.sorted {
        leftToRight ? $0.frame.center.x < $1.frame.center.x : $0.frame.center.x > $1.frame.center.x
      }
    }
  }
}
