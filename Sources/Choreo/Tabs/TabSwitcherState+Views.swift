// Policy: how a container shows a switcher's pages inside its platform's transition (the
// tab and navigation coordinators draw through it). The pages whose views are live (the
// open transition's two, or the selected one at rest) are drawn as themselves; every other
// presented page is a picture taken on screen when it left while still moving, kept while
// the model still shows it, and dropped when its page is live again or gone. A page that
// is neither live nor pictured is not drawn (none is, by construction).

extension TabSwitcherState {
  /// The presented pages that are not live: those a container shows as pictures.
  ///
  /// - Parameter live: The pages whose views are live; the selected page alone by default.
  /// - Returns: The pages, in drawing order.
  package func snapshotPages(live: Set<Int>? = nil) -> [TabPageState] {
    let live = live ?? [selectedIndex]
    return pages.filter { !live.contains($0.index) }
  }

  /// The pictures among `held` that are no longer needed: their page is live, or no longer
  /// presented.
  ///
  /// - Parameters:
  ///   - held: The pages the container keeps pictures of.
  ///   - live: The pages whose views are live; the selected page alone by default.
  /// - Returns: The pictures to drop, ascending.
  package func snapshotsToRemove(held: some Sequence<Int>, live: Set<Int>? = nil) -> [Int] {
    let shown = Set(snapshotPages(live: live).map(\.index))
    return Set(held).subtracting(shown).sorted()
  }

  /// The state as a container draws it: cross-faded as the platform blends opaque pages,
  /// without the pages that are neither live nor pictured.
  ///
  /// - Parameters:
  ///   - size: The page area.
  ///   - live: The pages whose views are live.
  ///   - pictured: The pages the container keeps pictures of.
  /// - Returns: The drawable state.
  package func drawn(in size: Size2D, live: Set<Int>, pictured: Set<Int>) -> TabSwitcherState {
    var shown = crossFaded(in: size)
    shown.pages.removeAll { !live.contains($0.index) && !pictured.contains($0.index) }
    return shown
  }

  /// Whether the switch is over: no finger, one page, at rest.
  package var isAtRest: Bool {
    interactiveFraction == nil && pages.count == 1 && !pages[0].isMoving
  }
}
