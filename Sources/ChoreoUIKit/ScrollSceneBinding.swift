// Policy: seed 003 in UIKit. The binding is a scroll view's delegate: on every scroll it
// resolves the scene at the scroll view's offset (`ScrollViewport.resolve`, Choreo,
// tested there) and sets each target view's frame, visual state and corner radius through
// the one layer mapping (`VisualState.placement(in:)`), so a view's transform never fights
// its frame. On release it moves the target content offset to the snap point that
// UIScrollView's own deceleration would carry the content nearest to, converting UIKit's
// velocity (points per millisecond) as `ScrollViewport` does; UIKit then decelerates there.
//
// Target frames are in the coordinates of each target view's superview.
//
// The app's own delegate is kept (a table or collection view's whole delegate): `attach`
// takes the scroll view's delegate as `nextDelegate` and forwards to it every call the
// binding does not make (`responds(to:)` / `forwardingTarget(for:)`). The two calls the
// binding makes are passed on: `scrollViewDidScroll` after the layout, and
// `scrollViewWillEndDragging` before the snap, so the app's delegate sees UIKit's target and
// the snap, when there is one, has the last word.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  /// Drives views from a ``ScrollScene`` as a scroll view scrolls, and snaps on release.
  ///
  /// ```swift
  /// let binding = ScrollSceneBinding(
  ///   scene: scene, views: ["map": mapView, "info": infoView],
  ///   snap: try? ScrollSnap(points: [0, 400]))
  /// binding.attach(to: scrollView)   // keep a strong reference: the delegate is weak
  /// ```
  ///
  /// The binding becomes the scroll view's delegate and forwards every other delegate call
  /// to the delegate it had (``nextDelegate``: for a table view, its table delegate).
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public final class ScrollSceneBinding: NSObject, UIScrollViewDelegate {
    /// The scene.
    public let scene: ScrollScene
    /// The snap points, or `nil` to let the scroll view rest anywhere.
    public var snap: ScrollSnap?
    /// The views driven, by target id.
    public private(set) var views: [ScrollTargetID: UIView]

    private var frame = ScrollSceneState()
    private weak var scrollView: UIScrollView?
    /// The app's delegate; read by the nonisolated forwarding overrides (which UIKit calls
    /// on the main thread), written only on the main actor.
    nonisolated(unsafe) private weak var forwardee: NSObjectProtocol?

    /// The scroll view's delegate before ``attach(to:)``: it gets every delegate call the
    /// binding does not make, and the two it makes after (or, for the end of a drag,
    /// before) the binding. Set it, rather than `scrollView.delegate`, to change it.
    public var nextDelegate: (any UIScrollViewDelegate)? {
      get { forwardee as? any UIScrollViewDelegate }
      set {
        // Forwarding to itself would loop.
        forwardee = newValue === self ? nil : newValue
        // UIKit asks what a delegate responds to when it is set: ask again.
        if let scrollView, scrollView.delegate === self {
          scrollView.delegate = nil
          scrollView.delegate = self
        }
      }
    }

    /// Creates the binding.
    ///
    /// - Parameters:
    ///   - scene: The scroll scene.
    ///   - views: The view for each target id.
    ///   - snap: Snap points in scene offsets; none by default.
    public init(scene: ScrollScene, views: [ScrollTargetID: UIView], snap: ScrollSnap? = nil) {
      self.scene = scene
      self.views = views
      self.snap = snap
      super.init()
    }

    /// Becomes the scroll view's delegate (held weakly: keep a reference), keeping its
    /// delegate as ``nextDelegate``, and lays the views out for its current offset.
    /// Attaching again to the same scroll view only lays out; attaching to another
    /// detaches from the first.
    ///
    /// - Parameter scrollView: The scroll view.
    public func attach(to scrollView: UIScrollView) {
      if let attached = self.scrollView, attached !== scrollView { detach() }
      if self.scrollView !== scrollView {
        self.scrollView = scrollView
        if scrollView.delegate !== self { forwardee = scrollView.delegate }
        scrollView.delegate = self
      }
      update(scrollView)
    }

    /// Gives the scroll view its delegate back (``nextDelegate``). The views keep their
    /// last layout. Nothing happens when not attached.
    public func detach() {
      guard let scrollView else { return }
      if scrollView.delegate === self { scrollView.delegate = nextDelegate }
      self.scrollView = nil
    }

    /// Whether the binding or ``nextDelegate`` answers `selector`.
    ///
    /// - Parameter selector: A delegate method's selector.
    /// - Returns: Whether UIKit should call it.
    public override nonisolated func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || (forwardee?.responds(to: selector) ?? false)
    }

    /// ``nextDelegate`` for the calls the binding does not make itself.
    ///
    /// - Parameter selector: A delegate method's selector.
    /// - Returns: The object that handles it.
    public override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: selector) { return forwardee }
      return super.forwardingTarget(for: selector)
    }

    /// Lays the views out for the scroll view's offset now.
    ///
    /// - Parameter scrollView: The scroll view.
    public func update(_ scrollView: UIScrollView) {
      let viewport = viewport(of: scrollView)
      do {
        try viewport.resolve(
          scene, contentOffset: Point2D(scrollView.contentOffset),
          viewport: Size2D(scrollView.bounds.size), content: Size2D(scrollView.contentSize),
          into: &frame)
      } catch {
        return
      }
      for (id, view) in views {
        guard let state = frame.state(of: id) else { continue }
        view.layer.apply(state.visualState.placement(in: state.frame))
        view.layer.cornerRadius = CGFloat(state.cornerRadius)
      }
    }

    /// Relays out the views at the new offset.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      update(scrollView)
      nextDelegate?.scrollViewDidScroll?(scrollView)
    }

    /// Moves the resting offset to the snap point the release carries the content to.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The release velocity, points per millisecond (UIKit's unit).
    ///   - targetContentOffset: Where the scroll view will decelerate to; replaced.
    public func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      nextDelegate?.scrollViewWillEndDragging?(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
      guard let snap,
        let target = try? viewport(of: scrollView).snappedContentOffset(
          snap, releasedAt: Point2D(scrollView.contentOffset), velocity: Point2D(velocity))
      else { return }
      targetContentOffset.pointee = CGPoint(target)
    }

    private func viewport(of scrollView: UIScrollView) -> ScrollViewport {
      let inset = scrollView.adjustedContentInset
      return ScrollViewport(
        axis: scene.timeline.axis,
        contentInset: Point2D(x: Double(inset.left), y: Double(inset.top)))
    }
  }
#endif
