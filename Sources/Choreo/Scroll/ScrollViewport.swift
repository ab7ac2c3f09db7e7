// Policy: how a scroll view's numbers become a `ScrollScene`'s. UIKit's content offset is
// negative by the adjusted content inset when the content rests at its top (under a
// navigation bar, say), and Choreo's scroll offsets are 0 there; so the scene's offset is
// contentOffset + inset along the timeline's axis, and a snap target converts back by
// subtracting it. `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gives
// its velocity in points per *millisecond*; `ScrollSnap` takes points per second.

/// A scroll view's geometry in the terms of a ``ScrollScene``: the offset along an axis
/// measured from the content's resting position, and the conversions back for snapping.
///
/// ```swift
/// let viewport = ScrollViewport(axis: .vertical, contentInset: Point2D(x: 0, y: 91))
/// viewport.offset(contentOffset: Point2D(x: 0, y: -91))   // 0: at rest under the bar
/// viewport.contentOffset(forOffset: 400, along: Point2D(x: 0, y: 0))  // (0, 309)
/// ```
package struct ScrollViewport: Sendable, Hashable {
  /// The axis the scene's timeline scrolls along.
  package var axis: ScrollAxis
  /// The adjusted content inset's leading edges: left (x) and top (y), in points.
  package var contentInset: Point2D

  /// Creates the conversion.
  ///
  /// - Parameters:
  ///   - axis: The scrolling axis.
  ///   - contentInset: The adjusted content inset's left and top.
  package init(axis: ScrollAxis, contentInset: Point2D = .zero) {
    self.axis = axis
    self.contentInset = contentInset
  }

  /// The scene's scroll offset for a content offset.
  ///
  /// - Parameter contentOffset: The scroll view's content offset.
  /// - Returns: contentOffset + inset along the axis (0 with the content at rest).
  package func offset(contentOffset: Point2D) -> Double {
    axis == .vertical ? contentOffset.y + contentInset.y : contentOffset.x + contentInset.x
  }

  /// The content offset that shows the scene's `offset`, keeping the other coordinate.
  ///
  /// - Parameters:
  ///   - offset: The scene's offset.
  ///   - current: The content offset now (its cross-axis coordinate is kept).
  /// - Returns: The content offset.
  package func contentOffset(forOffset offset: Double, along current: Point2D) -> Point2D {
    axis == .vertical
      ? Point2D(x: current.x, y: offset - contentInset.y)
      : Point2D(x: offset - contentInset.x, y: current.y)
  }

  /// Resolves `scene` for the scroll view's current geometry: the offset from the content
  /// offset, the metrics from the viewport (the scroll view's bounds) and content sizes.
  ///
  /// - Parameters:
  ///   - scene: The scroll scene.
  ///   - contentOffset: The scroll view's content offset.
  ///   - viewport: The scroll view's bounds size.
  ///   - content: The scroll view's content size.
  ///   - frame: The frame to fill (reused every call).
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for non-finite numbers; `frame` is
  ///   then left as it was.
  package func resolve(
    _ scene: ScrollScene, contentOffset: Point2D, viewport: Size2D, content: Size2D,
    into frame: inout ScrollSceneState
  ) throws(ScrollError) {
    try scene.resolve(
      offset: offset(contentOffset: contentOffset),
      metrics: ScrollMetrics(viewport: viewport, content: content), into: &frame)
  }

  /// Where a drag released with UIKit's velocity should come to rest.
  ///
  /// - Parameters:
  ///   - snap: The snap points, in scene offsets.
  ///   - contentOffset: The content offset at release.
  ///   - velocity: `scrollViewWillEndDragging`'s velocity, points per millisecond.
  /// - Returns: The content offset to set as the target content offset.
  /// - Throws: ``ScrollError`` for a non-finite offset or velocity.
  package func snappedContentOffset(
    _ snap: ScrollSnap, releasedAt contentOffset: Point2D, velocity: Point2D
  ) throws(ScrollError) -> Point2D {
    let perMillisecond: Double = axis == .vertical ? velocity.y : velocity.x
    let perSecond = perMillisecond * 1000
    let target = try snap.target(
      releasedAt: offset(contentOffset: contentOffset), velocity: perSecond)
    return self.contentOffset(forOffset: target, along: contentOffset)
  }
}
