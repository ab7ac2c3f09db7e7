// Policy: what a tab coordinator needs of its container, and nothing more. A host answers
// questions about the container as it is now (the selection, the tab count, the page area)
// and carries out what the coordinator decides (switch, ask and tell the app, draw a frame).
// It makes no decision: which call comes when, what a cancelled swipe leaves behind, and
// when the selection changes are the coordinator's, tested on Linux through a simulated
// `UITabBarController`.
//
// Switches go through the container's own transition, as UIKit's transition API has them
// (`UIViewControllerContextTransitioning`): when the selection changes, the page left stays
// on screen, live, beside the page arriving, until the coordinator calls
// `completeTransition(_:)`; an interactive switch is updated, then finished or cancelled,
// as UIKit's context is. So both pages of a switch are live views laid out by the
// container. A page is drawn from a picture only once it has left the container while still
// moving (a tap mid-flight ends the running transition at once, as UIKit asks before the
// next one begins): the coordinator asks for that picture while the page is still on
// screen, never for a page that has not been on screen.

/// A tab container as a ``TabTransitionCoordinator`` drives it: a `UITabBarController` in
/// ChoreoUIKit, or an app's own tab bar and page container.
///
/// The coordinator reads the container's state afresh at every call (so a selection or a
/// tab count changed behind its back is noticed), and calls back to carry out what it
/// decided. Implementations only translate: they never decide.
///
/// A switch is a transition, in the shape of UIKit's `UIViewControllerContextTransitioning`:
/// from the moment the selection changes (a tap, ``beginTransition(to:interactive:)``) the
/// page left and the page arriving are both on screen, live, and ``draw(_:liveTabs:)``
/// places them; ``completeTransition(_:)`` ends it, after which only the selected page is.
///
/// ```swift
/// final class MyTabs: TabTransitionHost {
///   var selectedTab: Int? { selected }
///   var tabCount: Int { pages.count }
///   var pageAreaSize: Size2D? { Size2D(width: 390, height: 760) }
///   func beginTransition(to index: Int, interactive: Bool) {
///     leaving = selected; selected = index   // keep pages[leaving] on screen
///   }
///   func completeTransition(_ didComplete: Bool) {
///     if !didComplete, let leaving { selected = leaving }
///     leaving = nil                           // only pages[selected] stays
///   }
///   // ... select, ask and tell the app, snapshots, draw
/// }
/// ```
@MainActor
public protocol TabTransitionHost: AnyObject {
  /// The selected tab, or `nil` when what is shown is not one of the tabs' pages (UIKit's
  /// More navigation controller, whose `selectedIndex` is `NSNotFound`). While a
  /// transition is open it is the tab arriving (UIKit sets the selection when the
  /// transition begins, and puts it back when a cancelled one completes).
  var selectedTab: Int? { get }

  /// How many tabs the container has now.
  var tabCount: Int { get }

  /// How many of the tabs, from the first, are on the bar: with more tabs than the bar
  /// shows, UIKit's bar shows the first four and a More item for the rest, and a swipe
  /// stops at the last tab on the bar rather than going into the More list. All of them
  /// by default.
  var barTabCount: Int { get }

  /// The size of the area the pages fill, in points, or `nil` before it is laid out.
  var pageAreaSize: Size2D? { get }

  /// The container's layout direction (right-to-left mirrors which way a switch slides).
  var layoutDirection: SceneTransitionContext.LayoutDirection { get }

  /// The platform's Reduce Motion setting now.
  var reducedMotion: ReducedMotionPolicy { get }

  /// Makes `index` the selected tab at once, with no transition, the way code does
  /// (UIKit: setting `selectedIndex` while the helper answers no animator), telling the
  /// app's delegate nothing. Never called while a transition is open.
  ///
  /// - Parameter index: A tab, `0..<tabCount`.
  func selectTab(_ index: Int)

  /// Makes `index` the selected tab through the container's transition, the way code does
  /// (UIKit: setting `selectedIndex`, which asks the delegate for the helper's animation
  /// controller, and with `interactive` for its interaction controller too), telling the
  /// app's delegate nothing. The page left stays on screen, live, until
  /// ``completeTransition(_:)``. Never called while a transition is open.
  ///
  /// - Parameters:
  ///   - index: A tab, `0..<tabCount`, not the selected one.
  ///   - interactive: Whether a finger drives it (then the update, finish or cancel calls
  ///     follow).
  func beginTransition(to index: Int, interactive: Bool)

  /// The finger moved the open interactive transition to `percentComplete` (UIKit:
  /// `updateInteractiveTransition(_:)`).
  ///
  /// - Parameter percentComplete: How far along, 0...1.
  func updateInteractiveTransition(_ percentComplete: Double)

  /// The finger let go and the open transition goes on to its end (UIKit:
  /// `finishInteractiveTransition()`).
  func finishInteractiveTransition()

  /// The finger let go and the open transition goes back (UIKit:
  /// `cancelInteractiveTransition()`): when it completes, the selection is back on the tab
  /// it left.
  func cancelInteractiveTransition()

  /// Ends the open transition (UIKit: `completeTransition(_:)`): the page that is no
  /// longer selected leaves the screen. Called exactly once for each transition, a tap's
  /// included: when the pages have come to rest, or at once when another switch must
  /// begin while they still move.
  ///
  /// - Parameter didComplete: `true` when the tab arriving stays selected, `false` after
  ///   a cancel (the tab left is selected again).
  func completeTransition(_ didComplete: Bool)

  /// Asks the app whether the user may select `index` (UIKit: the app's delegate's
  /// `tabBarController(_:shouldSelect:)`); `true` when the app has no opinion.
  ///
  /// - Parameter index: The tab the user is about to select, or `nil` for a page that is
  ///   not a tab's (UIKit's More tab).
  /// - Returns: Whether the selection may go ahead.
  func appAllowsSelection(of index: Int?) -> Bool

  /// Tells the app that the user selected `index` (UIKit: the app's delegate's
  /// `tabBarController(_:didSelect:)`).
  ///
  /// - Parameter index: The tab the user selected, or `nil` for a page that is not a
  ///   tab's.
  func appDidSelect(_ index: Int?)

  /// Keeps a picture of tab `index`'s page as it is on screen now, at rest (untransformed,
  /// full size), replacing any picture of that tab kept before: the page is about to leave
  /// the container while it still moves. Only asked of a page on screen.
  ///
  /// - Parameter index: The tab.
  func makeSnapshot(ofTab index: Int)

  /// Drops the picture of tab `index`.
  ///
  /// - Parameter index: The tab.
  func removeSnapshot(ofTab index: Int)

  /// Shows one frame: every page in `state`, bottom to top, in its appearance; the pages
  /// of `liveTabs` are the live pages in the container (the selected one, and while a
  /// transition is open the one it left), every other one its picture.
  ///
  /// - Parameters:
  ///   - state: The pages and their appearances (cross-fades already exact).
  ///   - liveTabs: The tabs whose live pages are on screen.
  func draw(_ state: TabSwitcherState, liveTabs: Set<Int>)
}

extension TabTransitionHost {
  /// Every tab is on the bar: ``tabCount``.
  public var barTabCount: Int { tabCount }

  /// Nothing to do: a container that shows no progress of its own ignores the finger's.
  ///
  /// - Parameter percentComplete: How far along, 0...1.
  public func updateInteractiveTransition(_ percentComplete: Double) {}

  /// Nothing to do: the coordinator completes the transition when the pages rest.
  public func finishInteractiveTransition() {}

  /// Nothing to do: ``completeTransition(_:)`` hears `false` when the pages rest.
  public func cancelInteractiveTransition() {}
}
