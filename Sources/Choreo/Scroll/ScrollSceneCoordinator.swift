// Policy: every decision a scroll view's callbacks need for a scroll-driven scene. The
// scene is laid out whenever anything it depends on changed: the offset (a scroll), but
// also the viewport (a rotation), the content size and the adjusted content inset (a
// navigation bar that appears, a keyboard), which change without a scroll. Each entry
// point compares the geometry with the one last laid out and lays out only on a
// difference, so a platform may call it from every layout pass. Reduce Motion removes
// scroll-linked scale and parallax (`ReducedMotionRule.scrollLinked`), keeping layout and
// opacity. A release moves the resting offset to the snap point UIScrollView's own
// deceleration would carry the content nearest to (its velocity converted from points per
// millisecond).

/// The behaviour of a scroll-driven layout, platform-independent: when to lay out, what
/// Reduce Motion leaves, where a release comes to rest. It talks to its scroll view only
/// through a ``ScrollSceneHost``.
///
/// ```swift
/// let layout = ScrollSceneCoordinator(scene: scene, snap: try ScrollSnap(points: [0, 400]),
///                                     host: myScrollView)
/// layout.layOut()      // from every scroll and every layout pass
/// layout.targetContentOffset(velocity: velocity)  // on release (points per millisecond)
/// ```
@MainActor
public final class ScrollSceneCoordinator {
  /// The scene.
  public let scene: ScrollScene
  /// The snap points, or `nil` to let the scroll view rest anywhere.
  public var snap: ScrollSnap?
  /// The scroll view.
  ///
  /// Held weakly: the container owns its coordinator, not the other way round, so a view
  /// or controller that is its own host and keeps its coordinator makes no cycle, and both
  /// are freed when the app lets the container go. Once the host is gone, every call does
  /// nothing.
  public private(set) weak var host: (any ScrollSceneHost)?

  private let targetIDs: [ScrollTargetID]
  private var frame = ScrollSceneState()
  private var laidOut: (geometry: ScrollSceneGeometry, policy: ReducedMotionPolicy)?

  /// Creates a coordinator; it lays out at its first call.
  ///
  /// - Parameters:
  ///   - scene: The scroll scene; its target frames are in the coordinates of each target
  ///     view's superview.
  ///   - snap: Snap points in scene offsets; none by default.
  ///   - host: The scroll view.
  public init(scene: ScrollScene, snap: ScrollSnap? = nil, host: any ScrollSceneHost) {
    self.scene = scene
    targetIDs = scene.targets.map(\.id)
    self.snap = snap
    self.host = host
  }

  /// The scene as last laid out.
  public var state: ScrollSceneState { frame }

  /// Lays the targets out for the scroll view as it is now, when anything the scene
  /// depends on changed since the last layout (offset, viewport, content size, inset,
  /// Reduce Motion); call it from every scroll and every layout pass.
  ///
  /// - Returns: Whether the targets were laid out again.
  @discardableResult
  public func layOut() -> Bool {
    guard let host, let geometry = host.geometry else { return false }
    let policy = host.reducedMotion
    if let last = laidOut, last.geometry == geometry, last.policy == policy { return false }
    let viewport = ScrollViewport(axis: scene.timeline.axis, contentInset: geometry.contentInset)
    do {
      try viewport.resolve(
        scene, contentOffset: geometry.contentOffset, viewport: geometry.viewportSize,
        content: geometry.contentSize, into: &frame)
    } catch {
      // A non-finite or negative geometry (mid-rotation on some systems): keep the last
      // layout.
      return false
    }
    laidOut = (geometry, policy)
    for target in targetIDs {
      guard var state = frame.state(of: target) else { continue }
      state.appearance = ReducedMotionRule.scrollLinked(state.appearance, under: policy)
      host.show(state, for: target)
    }
    return true
  }

  /// Where a drag released now should come to rest.
  ///
  /// - Parameter velocity: The release velocity in points per millisecond (UIKit's
  ///   `scrollViewWillEndDragging` unit).
  /// - Returns: The content offset to decelerate to, or `nil` to leave UIKit's own target
  ///   (no snap points, a non-finite velocity or geometry, or a target content offset
  ///   beyond Double's range).
  public func targetContentOffset(velocity: Point2D) -> Point2D? {
    guard let snap, let geometry = host?.geometry else { return nil }
    let viewport = ScrollViewport(axis: scene.timeline.axis, contentInset: geometry.contentInset)
    guard
      let target = try? viewport.snappedContentOffset(
        snap, releasedAt: geometry.contentOffset, velocity: velocity),
      target.x.isFinite, target.y.isFinite
    else { return nil }
    return target
  }
}
