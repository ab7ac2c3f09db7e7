// Policy: scroll-driven layout in UIKit, as a translation layer over `ScrollSceneCoordinator` (Choreo,
// tested there through a simulated scroll view): the coordinator decides when to lay out
// (a scroll, but also a rotation, a new content size or an adjusted inset change, which
// come without a scroll), what Reduce Motion leaves of scroll-linked scale and parallax,
// and where a release comes to rest. This file forwards the scroll view's callbacks and
// sets each target view's frame, visual state and corner radius through the one layer
// mapping (`VisualState.placement(in:)`), so a view's transform never fights its frame.
//
// Auto Layout: the binding sets each target view's frame (its layer's bounds and
// position), so target views must not be placed by constraints: leave
// `translatesAutoresizingMaskIntoConstraints` on and put the views in a plain container.
// (A constrained view would be moved back at the next layout pass.)
//
// The app's delegate is kept like the tab helper keeps its own: held strongly, re-asked
// by UIKit whenever it changes, and sent only its delegate protocols' own methods
// (`UIScrollViewDelegate`, and `UITableViewDelegate` or `UICollectionViewDelegate` and its
// flow layout's for those views, so `tableView(_:heightForRowAt:)` still reaches it). The
// binding keeps itself alive with its scroll view.
#if canImport(UIKit) && !os(watchOS)
  import ObjectiveC
  import UIKit
  import Choreo

  /// Drives views from a ``ScrollScene`` as a scroll view scrolls, and snaps on release.
  ///
  /// ```swift
  /// let binding = ScrollSceneBinding(
  ///   scene: scene, views: ["map": mapView, "info": infoView],
  ///   snap: try? ScrollSnap(points: [0, 400]))
  /// binding.attach(to: scrollView)   // the scroll view keeps the binding alive
  /// ```
  ///
  /// The binding becomes the scroll view's delegate and passes every other delegate call
  /// to the delegate it had (``nextDelegate``: for a table view, its table delegate). Set
  /// ``nextDelegate``, not `scrollView.delegate`, to change it. Target views are placed by
  /// frame: do not constrain them with Auto Layout.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public final class ScrollSceneBinding: NSObject, UIScrollViewDelegate {
    /// The scene.
    public let scene: ScrollScene
    /// The snap points, or `nil` to let the scroll view rest anywhere.
    public var snap: ScrollSnap? {
      didSet { coordinator?.snap = snap }
    }
    /// The views driven, by target id.
    public private(set) var views: [ScrollTargetID: UIView]

    private weak var scrollView: UIScrollView?
    private var coordinator: ScrollSceneCoordinator?
    private var host: ScrollViewHost?
    private var observations: [NSKeyValueObservation] = []
    private var reduceMotionObserver: (any NSObjectProtocol)?
    /// Weak, as `UIScrollView.delegate` is: a `UITableViewController` is its table's
    /// delegate, and the table keeps the binding, so a strong reference here would keep
    /// the controller, its table and the binding alive for ever.
    nonisolated(unsafe) private weak var forwardee: NSObjectProtocol?
    nonisolated(unsafe) private var forwarding = DelegateForwarding(protocolSelectors: [])

    /// The scroll view's delegate before ``attach(to:)``: it gets every call of its
    /// delegate protocols the binding does not make, and the two it makes after (or, for
    /// the end of a drag, before) the binding. Set it, rather than `scrollView.delegate`,
    /// to change it. Held weakly, as `UIScrollView.delegate` is.
    public var nextDelegate: (any UIScrollViewDelegate)? {
      get { forwardee as? any UIScrollViewDelegate }
      set {
        forwardee = newValue === self ? nil : newValue
        // UIKit may have cached what the delegate responds to: make it ask again.
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

    /// Becomes the scroll view's delegate, keeping its delegate as ``nextDelegate``, and
    /// lays the views out for its current geometry. The scroll view keeps the binding
    /// alive until ``detach()``. Attaching again to the same scroll view only lays out;
    /// attaching to another detaches from the first.
    ///
    /// - Parameter scrollView: The scroll view.
    public func attach(to scrollView: UIScrollView) {
      if let attached = self.scrollView, attached !== scrollView { detach() }
      if self.scrollView !== scrollView {
        self.scrollView = scrollView
        forwarding = Self.forwarding(for: scrollView)
        let host = ScrollViewHost(scrollView: scrollView, views: views)
        self.host = host
        coordinator = ScrollSceneCoordinator(scene: scene, snap: snap, host: host)
        if scrollView.delegate !== self { nextDelegate = scrollView.delegate }
        scrollView.delegate = self
        objc_setAssociatedObject(
          scrollView, Self.keepAliveKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        // A rotation or new content changes the layout without a scroll.
        observations = [
          scrollView.observe(\.bounds) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.layOut() }
          },
          scrollView.observe(\.contentSize) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.layOut() }
          },
        ]
        // Reduce Motion changes what scroll-linked effects show.
        reduceMotionObserver = NotificationCenter.default.addObserver(
          forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil,
          queue: .main
        ) { [weak self] _ in MainActor.assumeIsolated { self?.layOut() } }
      }
      layOut()
    }

    /// Gives the scroll view its delegate back (``nextDelegate``). The views keep their
    /// last layout. Nothing happens when not attached.
    public func detach() {
      guard let scrollView else { return }
      if scrollView.delegate === self { scrollView.delegate = nextDelegate }
      observations = []
      if let reduceMotionObserver {
        NotificationCenter.default.removeObserver(reduceMotionObserver)
      }
      reduceMotionObserver = nil
      coordinator = nil
      host = nil
      self.scrollView = nil
      objc_setAssociatedObject(
        scrollView, Self.keepAliveKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Lays the views out for the scroll view's geometry now, when it changed.
    ///
    /// - Parameter scrollView: The scroll view.
    public func update(_ scrollView: UIScrollView) {
      layOut()
    }

    private func layOut() {
      if let scrollView {
        assert(
          scrollView.delegate === self,
          "ScrollSceneBinding: the scroll view's delegate was replaced behind the binding; "
            + "set the binding's nextDelegate instead")
      }
      coordinator?.layOut()
    }

    /// The class object's address: a key no other object uses.
    private static var keepAliveKey: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(ScrollSceneBinding.self as AnyObject).toOpaque())
    }

    private static func forwarding(for scrollView: UIScrollView) -> DelegateForwarding {
      var protocols: [Protocol] = [UIScrollViewDelegate.self]
      if scrollView is UITableView { protocols.append(UITableViewDelegate.self) }
      if scrollView is UICollectionView {
        protocols.append(UICollectionViewDelegateFlowLayout.self)
      }
      return DelegateForwarding(protocols: protocols)
    }

    /// Whether the binding or ``nextDelegate`` answers `selector`: only the scroll view's
    /// delegate protocols' own methods are passed on.
    ///
    /// - Parameter selector: A method's selector.
    /// - Returns: Whether UIKit should call it.
    public override nonisolated func responds(to selector: Selector!) -> Bool {
      forwarding.responds(
        to: NSStringFromSelector(selector), helperImplements: super.responds(to: selector),
        nextImplements: forwardee?.responds(to: selector) ?? false)
    }

    /// ``nextDelegate`` for the protocol calls the binding does not make itself.
    ///
    /// - Parameter selector: A method's selector.
    /// - Returns: The object that handles it.
    public override nonisolated func forwardingTarget(for selector: Selector!) -> Any? {
      if let forwardee,
        forwarding.forwards(
          NSStringFromSelector(selector), nextImplements: forwardee.responds(to: selector))
      {
        return forwardee
      }
      return super.forwardingTarget(for: selector)
    }

    /// Relays out the views at the new offset, then tells ``nextDelegate``.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      layOut()
      nextDelegate?.scrollViewDidScroll?(scrollView)
    }

    /// Relays out the views for the new inset (a bar that appears), then tells
    /// ``nextDelegate``.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      layOut()
      nextDelegate?.scrollViewDidChangeAdjustedContentInset?(scrollView)
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
      guard let target = coordinator?.targetContentOffset(velocity: Point2D(velocity)) else {
        return
      }
      targetContentOffset.pointee = CGPoint(target)
    }
  }

  /// A scroll view as a ``ScrollSceneHost``: its geometry, and the target views it places.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class ScrollViewHost: ScrollSceneHost {
    private weak var scrollView: UIScrollView?
    private let views: [ScrollTargetID: UIView]

    init(scrollView: UIScrollView, views: [ScrollTargetID: UIView]) {
      self.scrollView = scrollView
      self.views = views
    }

    var geometry: ScrollSceneGeometry? {
      guard let scrollView else { return nil }
      let inset = scrollView.adjustedContentInset
      return ScrollSceneGeometry(
        contentOffset: Point2D(scrollView.contentOffset),
        viewportSize: Size2D(scrollView.bounds.size),
        contentSize: Size2D(scrollView.contentSize),
        contentInset: Point2D(x: Double(inset.left), y: Double(inset.top)))
    }

    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    func show(_ state: ScrollTargetState, for target: ScrollTargetID) {
      guard let view = views[target] else { return }
      view.layer.apply(state.appearance.placement(in: state.frame))
      view.layer.cornerRadius = CGFloat(state.cornerRadius)
    }
  }
#endif
