// Policy: what a scroll scene coordinator needs of its scroll view: its geometry as it is
// now (content offset, bounds, content size, adjusted content inset) and the platform's
// Reduce Motion setting; it carries out one thing, showing a target in its resolved state.

/// A scroll view as a ``ScrollSceneCoordinator`` drives it: ChoreoUIKit's
/// `ScrollSceneBinding` makes a `UIScrollView` one.
@MainActor
public protocol ScrollSceneHost: AnyObject {
  /// The scroll view's geometry now, or `nil` before it is laid out.
  var geometry: ScrollSceneGeometry? { get }

  /// The platform's Reduce Motion setting now.
  var reducedMotion: ReducedMotionPolicy { get }

  /// Shows a target in its state: its frame (in its superview's coordinates), visual
  /// state and corner radius.
  ///
  /// - Parameters:
  ///   - state: The target's resolved state.
  ///   - target: The target's id.
  func show(_ state: ScrollTargetState, for target: ScrollTargetID)
}
