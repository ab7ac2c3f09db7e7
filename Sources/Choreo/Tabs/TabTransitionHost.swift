// Policy: what a tab coordinator needs of its container, and nothing more. A host answers
// questions about the container as it is now (the selection, the tab count, the page area)
// and carries out what the coordinator decides (select a tab as code does, ask and tell the
// app, keep and drop page snapshots, draw a frame). It makes no decision: which call comes
// when, what a cancelled swipe leaves behind, and when the selection changes are the
// coordinator's, tested on Linux through a simulated host.

/// A tab container as a ``TabTransitionCoordinator`` drives it: a `UITabBarController` in
/// ChoreoUIKit, or an app's own tab bar and page container.
///
/// The coordinator reads the container's state afresh at every call (so a selection or a
/// tab count changed behind its back is noticed), and calls back to carry out what it
/// decided. Implementations only translate: they never decide.
///
/// ```swift
/// final class MyTabs: TabTransitionHost {
///   var selectedTab: Int? { selected }
///   var tabCount: Int { pages.count }
///   var pageAreaSize: Size2D? { Size2D(width: 390, height: 760) }
///   // ... select, ask and tell the app, snapshots, draw
/// }
/// ```
@MainActor
public protocol TabTransitionHost: AnyObject {
  /// The selected tab, or `nil` when what is shown is not one of the tabs' pages (UIKit's
  /// More navigation controller, whose `selectedIndex` is `NSNotFound`).
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

  /// Makes `index` the selected tab the way code does (UIKit: setting `selectedIndex`),
  /// which tells the app's delegate nothing.
  ///
  /// - Parameter index: A tab, `0..<tabCount`.
  func selectTab(_ index: Int)

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

  /// Keeps a picture of tab `index`'s page at rest (untransformed, full size), replacing
  /// any picture of that tab kept before. For the selected tab, the live page is put back
  /// at rest first; for another tab, its page is laid out in the page area and drawn off
  /// screen.
  ///
  /// - Parameter index: The tab.
  func makeSnapshot(ofTab index: Int)

  /// Drops the picture of tab `index`.
  ///
  /// - Parameter index: The tab.
  func removeSnapshot(ofTab index: Int)

  /// Shows one frame: every page in `state`, bottom to top, in its appearance; the page of
  /// `liveTab` is the live page, every other one its snapshot.
  ///
  /// - Parameters:
  ///   - state: The pages and their appearances (cross-fades already exact).
  ///   - liveTab: The tab whose live page is on screen.
  func draw(_ state: TabSwitcherState, liveTab: Int)
}

extension TabTransitionHost {
  /// Every tab is on the bar: ``tabCount``.
  public var barTabCount: Int { tabCount }
}
