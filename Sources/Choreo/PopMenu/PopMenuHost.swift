// Policy: what a pop menu coordinator needs of the view that shows the menu. The host
// answers where the menu sits (its center button and the safe area it must fit in) and
// carries out what the coordinator decides: draw a frame, tell the app what was chosen,
// move VoiceOver's focus, and make the open menu modal. It decides nothing.

/// The view that shows a pop menu, as a ``PopMenuCoordinator`` drives it: ChoreoUIKit's
/// `PopMenuView` and ChoreoSwiftUI's `RadialMenu`, or an app's own view.
@MainActor
public protocol PopMenuHost<ID>: AnyObject {
  /// The items' identifier type.
  associatedtype ID: Hashable & Sendable

  /// Where the menu sits now, or `nil` before the view is laid out.
  var placement: PopMenuPlacement? { get }

  /// The view's layout direction (the reading order within a row of items).
  var layoutDirection: SceneTransitionContext.LayoutDirection { get }

  /// The platform's Reduce Motion setting now.
  var reducedMotion: ReducedMotionPolicy { get }

  /// Shows one frame of the menu.
  ///
  /// - Parameter state: Items, center button, backdrop and accessibility elements.
  func draw(_ state: PopMenuDisplay<ID>.State)

  /// Tells the app that the user chose an item.
  ///
  /// - Parameter item: The item chosen.
  func menuDidSelect(_ item: PopMenuItem<ID>)

  /// Tells assistive technologies that the screen's layout changed, and where focus goes
  /// (UIKit: `UIAccessibility.post(notification: .layoutChanged, argument:)`).
  ///
  /// - Parameter focus: The element to focus.
  func accessibilityLayoutChanged(focus: PopMenuFocus<ID>)

  /// Makes the menu modal for assistive technologies, or not (UIKit:
  /// `accessibilityViewIsModal`; SwiftUI: the `.isModal` trait): while it is open,
  /// VoiceOver reads only the menu.
  ///
  /// - Parameter modal: Whether the menu is modal.
  func setAccessibilityModal(_ modal: Bool)

  /// Tells the app that the menu cannot be shown in the view as it is now, and why: the
  /// safe area is too small for it (``RadialLayoutError/cannotFit(count:bounds:center:minimumRadius:)``),
  /// or its items would overlap (``RadialLayoutError/itemsOverlap(count:distance:itemSize:radiusNeeded:)``).
  /// Nothing is drawn and no command taken meanwhile. Called once for each new reason;
  /// the menu shows again as soon as it fits. By default it does nothing.
  ///
  /// - Parameter error: Why, with what would be right.
  func menuCannotShow(_ error: PopMenuError)
}

extension PopMenuHost {
  /// Does nothing: a host that does not implement it keeps the menu hidden while it cannot
  /// be shown, without a word.
  ///
  /// - Parameter error: Why the menu cannot be shown.
  public func menuCannotShow(_ error: PopMenuError) {}
}
