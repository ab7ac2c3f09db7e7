// Policy: how a view adapter shows a tab switcher's pages. The selected tab's page is the
// live view (UIKit shows it as soon as the tab is selected); every other presented page
// is a snapshot taken when that tab was left, kept while the model still shows the page,
// and dropped when the model removes it. UIKit's own transition context cannot retarget
// (a second tap mid-transition has to wait for the first to end), so the adapter plays
// switches itself on these views: a tap mid-flight is just another `select(_:at:)`, and a
// tap back to a page that is leaving makes it live again from where it is.

extension TabSwitcherState {
  /// The presented pages drawn from snapshots (every one but the selected tab's live
  /// page), bottom to top.
  public var snapshotPages: [TabPageState] { pages.filter { $0.index != selectedIndex } }

  /// The snapshots an adapter holds that this state no longer shows: pages the model has
  /// removed, and the selected tab's (its live view has taken over).
  ///
  /// - Parameter held: The tabs the adapter holds snapshots of.
  /// - Returns: The tabs whose snapshots to remove, in ascending order.
  public func snapshotsToRemove(held: some Sequence<Int>) -> [Int] {
    let shown = Set(snapshotPages.map(\.index))
    return Set(held).subtracting(shown).sorted()
  }
}
