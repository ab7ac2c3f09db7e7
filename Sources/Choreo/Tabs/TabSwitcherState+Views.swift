// Policy: how a view adapter shows a tab switcher's pages. The selected tab's page is the
// live view (UIKit shows it as soon as the tab is selected); every other presented page
// is a snapshot taken when that tab was left, kept while the model still shows the page,
// and dropped when the model removes it. UIKit's own transition context cannot retarget
// (a second tap mid-transition has to wait for the first to end), so the adapter plays
// switches itself on these views: a tap mid-flight is just another `select(_:at:)`, and a
// tap back to a page that is leaving makes it live again from where it is.

extension TabSwitcherState {
  /// The presented pages drawn from snapshots: every one but the page shown live, bottom
  /// to top.
  ///
  /// - Parameter live: The tab whose live view is on screen; the selected tab by default.
  ///   (During an interactive switch the platform's selection may already be the target.)
  /// - Returns: The other presented pages.
  package func snapshotPages(live: Int? = nil) -> [TabPageState] {
    let live = live ?? selectedIndex
    return pages.filter { $0.index != live }
  }

  /// The snapshots an adapter holds that this state no longer shows: pages the model has
  /// removed, and the live tab's (its live view has taken over).
  ///
  /// - Parameters:
  ///   - held: The tabs the adapter holds snapshots of.
  ///   - live: The tab whose live view is on screen; the selected tab by default.
  /// - Returns: The tabs whose snapshots to remove, in ascending order.
  package func snapshotsToRemove(held: some Sequence<Int>, live: Int? = nil) -> [Int] {
    let shown = Set(snapshotPages(live: live).map(\.index))
    return Set(held).subtracting(shown).sorted()
  }
}
