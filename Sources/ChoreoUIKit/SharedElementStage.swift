// Policy: shared elements in UIKit, as a translation layer over `SharedElementCoordinator`
// (Choreo, tested there through simulated containers and a simulated stage). The tab,
// navigation and card-sheet helpers each keep one stage and one coordinator, told every
// step of their transitions; a screen takes part by adopting `SharedElementScreen`.
//
// - Measuring: each tagged view's box is its bounds converted into the screen's root view,
//   placed where that root rests (`CALayer.restingFrame`, which the transform and anchor
//   point the transition applies leave alone), then into the stage view (the transition context's
//   `containerView`, or the container controller's view before UIKit hands the context
//   over). Its corner radius is its layer's; its opacity its alpha.
// - Flying: one box view per element (clipping, its corner radius and alpha animated), added
//   on top of the stage view in drawing order, holding the content at the frame the
//   coordinator gives it. The content is a snapshot (`snapshotView(afterScreenUpdates:)`,
//   after updates for the arriving screen, which UIKit has not drawn yet) unless the
//   element keeps playing: then the view itself is moved into the box, and put back at the
//   end in its superview, at its index, with its frame, transform and the constraints that
//   held it (an ancestor's constraints naming it; removing a view drops them).
// - The originals of every flying identity on both screens are hidden while they fly and
//   shown again at the end, as they were.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  /// One view that flies between screens in a transition: its identity (the same on both
  /// screens), how its content sits in its box while it flies, and whether the view itself
  /// flies.
  ///
  /// ```swift
  /// SharedElementView(id: "photo-\(photo.id)", view: cell.imageView)   // a picture flies
  /// SharedElementView(id: "clip", view: playerView, keepsPlaying: true) // the player flies
  /// ```
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public struct SharedElementView {
    /// The identity that pairs it with a view on the other screen.
    public var id: String
    /// The view.
    public var view: UIView
    /// How its content sits in its box while it flies: covering the box (a photo) by
    /// default; `.fixed(anchor:)` keeps its size (a card's text), cropped by the box.
    public var contentMode: SharedElement<String>.ContentMode
    /// Whether the view itself flies (content that keeps playing, such as video) rather
    /// than a picture of it taken as the flight begins. The view leaves its screen for the
    /// flight and comes back at the end; a picture leaves every layout alone.
    public var keepsPlaying: Bool

    /// Tags a view.
    ///
    /// - Parameters:
    ///   - id: The identity, the same on both screens.
    ///   - view: The view.
    ///   - contentMode: How its content sits in its box; `.aspectFill` by default.
    ///   - keepsPlaying: Whether the view itself flies; `false` by default.
    public init(
      id: String, view: UIView, contentMode: SharedElement<String>.ContentMode = .aspectFill,
      keepsPlaying: Bool = false
    ) {
      self.id = id
      self.view = view
      self.contentMode = contentMode
      self.keepsPlaying = keepsPlaying
    }
  }

  /// A screen whose views fly when ``TabBarTransitions``, ``NavigationTransitions`` or
  /// ``CardSheetTransitions`` play a transition to or from it. A view controller adopts it;
  /// a navigation or tab bar controller passes the question to the screen it shows.
  ///
  /// ```swift
  /// extension PhotoGridController: SharedElementScreen {
  ///   var sharedElementViews: [SharedElementView] {
  ///     guard let cell = selectedCell else { return [] }
  ///     return [SharedElementView(id: "photo-\(cell.photoID)", view: cell.imageView)]
  ///   }
  /// }
  /// ```
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public protocol SharedElementScreen: AnyObject {
    /// The views that fly to or from this screen now, in drawing order; asked as each
    /// transition begins.
    var sharedElementViews: [SharedElementView] { get }
  }

  /// The two screens of a transition and the view the flight is drawn in.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  struct StageScreens {
    var stageView: UIView
    var leaving: UIViewController?
    var arriving: UIViewController?

    /// A transition context's: its container view, the controller it leaves and the one it
    /// brings.
    init(_ context: any UIViewControllerContextTransitioning) {
      stageView = context.containerView
      leaving = context.viewController(forKey: .from)
      arriving = context.viewController(forKey: .to)
    }

    init(stageView: UIView, leaving: UIViewController?, arriving: UIViewController?) {
      self.stageView = stageView
      self.leaving = leaving
      self.arriving = arriving
    }
  }

  /// A transition's shared elements in UIKit views.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  final class SharedElementStage: SharedElementHost {
    typealias ElementID = String

    /// The screens of the transition about to fly, as its helper knows them.
    var screens: () -> StageScreens? = { nil }

    private struct Flying {
      /// The element's place in the flight's order (its state's index in each frame).
      var order: Int
      var box: UIView
      var content: UIView
      var live: LivePlace?
    }

    /// Where a live view was, to put it back.
    private struct LivePlace {
      var superview: UIView?
      var index: Int
      var frame: CGRect
      var transform: CGAffineTransform
      var translatesMask: Bool
      var constraints: [NSLayoutConstraint]
    }

    private var flying: [Flying] = []
    private var hidden: [(view: UIView, wasHidden: Bool)] = []

    var containerSize: Size2D? {
      guard let bounds = screens()?.stageView.bounds, bounds.width > 0, bounds.height > 0
      else { return nil }
      return Size2D(bounds.size)
    }

    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    func elements(of screen: ScreenRole) -> [ScreenElement<String>] {
      guard let stage = screens(), let controller = controller(screen, in: stage),
        let root = controller.viewIfLoaded
      else { return [] }
      root.layoutIfNeeded()
      return views(of: controller).map { tagged in
        let frame = restFrame(of: tagged.view, on: root, in: stage.stageView)
        return ScreenElement(
          id: tagged.id,
          geometry: ElementGeometry(
            frame: Rect2D(frame), cornerRadius: Double(tagged.view.layer.cornerRadius),
            opacity: Double(tagged.view.alpha)),
          contentMode: tagged.contentMode, keepsPlaying: tagged.keepsPlaying)
      }
    }

    func beginFlying(_ pictures: [FlightPicture<String>]) {
      endFlying()
      guard let stage = screens() else { return }
      let ids = Set(pictures.map(\.id))
      var tagged: [ScreenRole: [String: UIView]] = [:]
      for role in ScreenRole.allCases {
        guard let controller = controller(role, in: stage) else { continue }
        for element in views(of: controller) where ids.contains(element.id) {
          tagged[role, default: [:]][element.id] = element.view
        }
      }
      for (order, picture) in pictures.enumerated() {
        guard let view = tagged[picture.screen]?[picture.id] else { continue }
        let box = UIView()
        box.clipsToBounds = true
        box.isUserInteractionEnabled = false
        var live: LivePlace?
        let content: UIView
        if picture.isLive {
          live = lift(view)
          content = view
        } else {
          content =
            view.snapshotView(afterScreenUpdates: picture.screen == .arriving) ?? UIView()
        }
        content.translatesAutoresizingMaskIntoConstraints = true
        content.transform = .identity
        box.addSubview(content)
        stage.stageView.addSubview(box)
        flying.append(Flying(order: order, box: box, content: content, live: live))
      }
      for view in tagged.values.flatMap(\.values)
      where !flying.contains(where: { $0.content === view }) {
        hidden.append((view, view.isHidden))
        view.isHidden = true
      }
    }

    func draw(_ elements: [FlightElementState<String>]) {
      for view in flying where elements.indices.contains(view.order) {
        let element = elements[view.order]
        view.box.frame = CGRect(element.geometry.frame)
        view.box.layer.cornerRadius = CGFloat(element.geometry.cornerRadius)
        view.box.alpha = CGFloat(element.geometry.opacity)
        view.content.frame = CGRect(element.content)
      }
    }

    func endFlying() {
      for view in flying {
        view.box.removeFromSuperview()
        if let live = view.live { putBack(view.content, live) }
      }
      flying = []
      for (view, wasHidden) in hidden { view.isHidden = wasHidden }
      hidden = []
    }

    // MARK: - UIKit

    private func controller(_ role: ScreenRole, in stage: StageScreens) -> UIViewController? {
      role == .leaving ? stage.leaving : stage.arriving
    }

    /// The tagged views of the screen `controller` shows: its own, or those of the screen a
    /// navigation or tab bar controller shows.
    private func views(of controller: UIViewController) -> [SharedElementView] {
      if let screen = controller as? any SharedElementScreen { return screen.sharedElementViews }
      if let navigation = controller as? UINavigationController,
        let top = navigation.topViewController
      {
        return views(of: top)
      }
      if let tabs = controller as? UITabBarController, let shown = tabs.selectedViewController {
        return views(of: shown)
      }
      return []
    }

    /// `view`'s box in `stageView` when its screen `root` rests: converted into the root,
    /// then placed at the root's resting frame (`CALayer.restingFrame`: its position less
    /// its anchor point's share of its size, which the drawn transform leaves alone).
    private func restFrame(of view: UIView, on root: UIView, in stageView: UIView) -> CGRect {
      let inRoot = view.convert(view.bounds, to: root)
      guard let parent = root.superview else { return inRoot }
      let rest = root.layer.restingFrame
      let inParent = inRoot.offsetBy(dx: CGFloat(rest.origin.x), dy: CGFloat(rest.origin.y))
      return parent === stageView ? inParent : parent.convert(inParent, to: stageView)
    }

    /// Takes a live view out of its screen, remembering where it was.
    private func lift(_ view: UIView) -> LivePlace {
      var holders: [NSLayoutConstraint] = []
      var ancestor = view.superview
      while let holder = ancestor {
        holders += holder.constraints.filter { $0.firstItem === view || $0.secondItem === view }
        ancestor = holder.superview
      }
      let superview = view.superview
      let place = LivePlace(
        superview: superview, index: superview?.subviews.firstIndex(of: view) ?? 0,
        frame: view.frame, transform: view.transform,
        translatesMask: view.translatesAutoresizingMaskIntoConstraints, constraints: holders)
      view.removeFromSuperview()
      return place
    }

    private func putBack(_ view: UIView, _ place: LivePlace) {
      view.removeFromSuperview()
      guard let superview = place.superview else { return }
      superview.insertSubview(view, at: min(place.index, superview.subviews.count))
      view.translatesAutoresizingMaskIntoConstraints = place.translatesMask
      view.transform = place.transform
      view.frame = place.frame
      NSLayoutConstraint.activate(place.constraints)
    }
  }
#endif
