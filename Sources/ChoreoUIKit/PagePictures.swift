// Policy: the pictures the tab and navigation hosts keep of pages that leave while they
// still move (the coordinators decide when; see TabSwitcherState+Views). A picture is
// taken on screen (`snapshotView(afterScreenUpdates: false)` of a view in a window, never
// one drawn off screen), placed just below its page at the page's resting bounds and
// centre, and drawn with the appearance the coordinator gives that page.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  /// Pictures of pages, by the coordinator's page identity, for a host to draw.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  struct PagePictures {
    private var views: [Int: UIView] = [:]

    /// The pages pictured.
    var pages: Set<Int> { Set(views.keys) }

    /// The picture of `page`, or `nil`.
    subscript(page: Int) -> UIView? { views[page] }

    /// Takes a picture of `live` (the page's view, on screen) for `page`, replacing one it
    /// had, just below the live view; nothing when the view is not on screen.
    mutating func take(_ page: Int, of live: UIView?) {
      guard let live, live.window != nil, let superview = live.superview,
        let picture = live.snapshotView(afterScreenUpdates: false)
      else { return }
      remove(page)
      picture.bounds = live.bounds
      picture.center = live.center
      picture.isUserInteractionEnabled = false
      superview.insertSubview(picture, belowSubview: live)
      views[page] = picture
    }

    /// Drops the picture of `page`.
    mutating func remove(_ page: Int) {
      views.removeValue(forKey: page)?.removeFromSuperview()
    }

    /// Drops every picture.
    mutating func removeAll() {
      for picture in views.values { picture.removeFromSuperview() }
      views = [:]
    }

    /// Applies each page's appearance to its live view (for a page in `live`) or to its
    /// picture.
    func draw(_ state: TabSwitcherState, live: Set<Int>, view: (Int) -> UIView?) {
      for page in state.pages {
        if live.contains(page.index), let shown = view(page.index) {
          shown.apply(page.appearance)
        } else if let picture = views[page.index] {
          picture.apply(page.appearance)
        }
      }
    }
  }
#endif
