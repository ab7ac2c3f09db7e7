// Policy: what a navigation coordinator needs of its container: the stack as it is now,
// the page area, UIKit's transition calls for the push or pop open now, a way to begin an
// interactive pop, pictures of screens that leave while they still move, and drawing. The
// host decides nothing.

/// A dimming laid over one screen of a navigation frame (UIKit darkens the screen below a
/// push as it is covered).
public struct ScreenDimming: Sendable, Hashable {
  /// The screen dimmed.
  public var screen: Int
  /// The dimming's opacity, 0...1.
  public var opacity: Double

  /// Creates a dimming.
  ///
  /// - Parameters:
  ///   - screen: The screen dimmed.
  ///   - opacity: The dimming's opacity, 0...1.
  public init(screen: Int, opacity: Double) {
    self.screen = screen
    self.opacity = opacity
  }

  /// The dimming over the screen below the top one in `state`: `deepest` where the top
  /// screen covers it whole, none once the top screen has slid away (or before it has slid
  /// in); `nil` for a single screen.
  ///
  /// - Parameters:
  ///   - state: The screens drawn, with their z order.
  ///   - width: The page's width, points.
  ///   - deepest: The dimming's opacity under a screen at rest, 0...1.
  /// - Returns: The dimming, or `nil`.
  public static func under(_ state: TabSwitcherState, width: Double, deepest: Double)
    -> ScreenDimming?
  {
    guard deepest > 0, state.pages.count >= 2, width > 0, width.isFinite else { return nil }
    let ordered = state.pages.sorted { $0.appearance.zIndex < $1.appearance.zIndex }
    let top = ordered[ordered.count - 1]
    let below = ordered[ordered.count - 2]
    let covered = 1 - min(abs(top.appearance.translation.x) / width, 1)
    return ScreenDimming(screen: below.index, opacity: min(deepest, 1) * covered)
  }
}

/// A navigation container as a ``NavigationTransitionCoordinator`` drives it: a
/// `UINavigationController` in ChoreoUIKit, or an app's own stack.
///
/// Screens are named by integer identities that grow with each screen the container first
/// shows: a pushed screen's identity is higher than every screen's below it. A push or a pop
/// is a transition in the shape of UIKit's `UIViewControllerContextTransitioning`: the
/// container begins it (``NavigationTransitionCoordinator/containerDidBeginTransition(from:to:)``),
/// both screens stay on screen, live, until ``completeTransition(_:)``, and a cancelled one
/// leaves the stack as it was.
@MainActor
public protocol NavigationTransitionHost: AnyObject {
  /// The screens on the stack, bottom to top; while a transition is open, as it will be
  /// when the transition completes (UIKit's `viewControllers`).
  var stack: [Int] { get }

  /// The size of the area the screens fill, points, or `nil` before it is laid out.
  var pageAreaSize: Size2D? { get }

  /// The container's layout direction (right-to-left mirrors which way screens slide and
  /// which edge the pop starts from).
  var layoutDirection: SceneTransitionContext.LayoutDirection { get }

  /// The platform's Reduce Motion setting now.
  var reducedMotion: ReducedMotionPolicy { get }

  /// Whether a pan anywhere on the screen may pop, not only one from the leading edge.
  /// `false` by default.
  var popsFromAnywhere: Bool { get }

  /// Pops the top screen through the container's transition, driven by a finger (UIKit:
  /// `popViewController(animated: true)` while the helper answers an interaction
  /// controller). The container then calls
  /// ``NavigationTransitionCoordinator/containerDidBeginTransition(from:to:)``.
  func beginInteractivePop()

  /// A finger caught the push or pop in flight (UIKit: `pauseInteractiveTransition()`).
  func pauseInteractiveTransition()

  /// The finger moved the open transition to `percentComplete` (UIKit:
  /// `updateInteractiveTransition(_:)`).
  ///
  /// - Parameter percentComplete: How far along, 0...1.
  func updateInteractiveTransition(_ percentComplete: Double)

  /// The open transition goes on to its end (UIKit: `finishInteractiveTransition()`).
  func finishInteractiveTransition()

  /// The open transition goes back (UIKit: `cancelInteractiveTransition()`): when it
  /// completes, the stack is as it was before it.
  func cancelInteractiveTransition()

  /// Ends the open transition (UIKit: `completeTransition(_:)`), exactly once for each.
  ///
  /// - Parameter didComplete: `false` after a cancel.
  func completeTransition(_ didComplete: Bool)

  /// Keeps a picture of `screen` as it is on screen now: it is about to leave the
  /// container while still moving. Only asked of a screen on screen.
  ///
  /// - Parameter screen: The screen.
  func makeSnapshot(ofScreen screen: Int)

  /// Drops the picture of `screen`.
  ///
  /// - Parameter screen: The screen.
  func removeSnapshot(ofScreen screen: Int)

  /// Shows one frame: every screen in `state` (its page indices are screen identities),
  /// bottom to top, in its appearance, the screens of `liveScreens` live and every other
  /// one its picture, and `dimming` over the screen it names.
  ///
  /// - Parameters:
  ///   - state: The screens and their appearances.
  ///   - liveScreens: The screens whose live views are on screen.
  ///   - dimming: The dimming over the screen below a push, or `nil`.
  func draw(_ state: TabSwitcherState, liveScreens: Set<Int>, dimming: ScreenDimming?)
}

extension NavigationTransitionHost {
  /// Only from the leading edge.
  public var popsFromAnywhere: Bool { false }
}
