// Policy: what kind of gesture a `UIGestureRecognizer` is, for the tab swipe's
// `gestureRecognizer(_:shouldRequireFailureOf:)`; the decision is Choreo's
// (`TabSwipeCompetitor.holdsTheSwipe`). Recognised by identity where UIKit names the
// recognizer (a navigation controller's back swipes, a scroll view's `panGestureRecognizer`),
// else by where it sits: another pan on a table or collection view is its row swipe actions;
// any recognizer on a map view or inside one is the map's. Other pans are pans; the rest
// (taps, presses, pinches) are `.other`.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo
  #if canImport(MapKit)
    import MapKit
  #endif

  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  extension TabSwipeCompetitor {
    /// Classifies a gesture recognizer that a tab swipe competes with.
    ///
    /// ```swift
    /// func gestureRecognizer(
    ///   _ gestureRecognizer: UIGestureRecognizer,
    ///   shouldRequireFailureOf other: UIGestureRecognizer
    /// ) -> Bool {
    ///   TabSwipeCompetitor(other).holdsTheSwipe
    /// }
    /// ```
    ///
    /// - Parameter recognizer: The other recognizer.
    @MainActor
    public init(_ recognizer: UIGestureRecognizer) {
      self = Self.kind(of: recognizer)
    }

    @MainActor
    private static func kind(of other: UIGestureRecognizer) -> TabSwipeCompetitor {
      // A navigation controller's recognizers sit on its own view, whose next responder
      // is the controller.
      if let navigation = other.view?.next as? UINavigationController {
        if other === navigation.interactivePopGestureRecognizer { return .backSwipe }
        let content = NSSelectorFromString("interactiveContentPopGestureRecognizer")
        if navigation.responds(to: content),
          other === navigation.value(forKey: "interactiveContentPopGestureRecognizer")
            as? UIGestureRecognizer
        {
          return .backSwipe
        }
      }
      if isInMap(other.view) { return .map }
      if let scrollView = other.view as? UIScrollView {
        if other === scrollView.panGestureRecognizer {
          let inset = scrollView.adjustedContentInset
          return .scrollView(
            scrollsHorizontally: scrollView.contentSize.width + inset.left + inset.right
              > scrollView.bounds.width)
        }
        if other is UIPanGestureRecognizer,
          scrollView is UITableView || scrollView is UICollectionView
        {
          return .rowSwipeActions
        }
      }
      return other is UIPanGestureRecognizer ? .pan : .other
    }

    /// Whether `view` is a map view or inside one.
    @MainActor
    private static func isInMap(_ view: UIView?) -> Bool {
      #if canImport(MapKit)
        var current = view
        while let candidate = current {
          if candidate is MKMapView { return true }
          current = candidate.superview
        }
      #endif
      return false
    }
  }
#endif
