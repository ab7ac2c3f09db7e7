// Policy: what assistive technologies hear as a pop menu opens and closes, decided from
// the frames drawn. When a frame heads open after one that did not, the menu becomes
// modal (VoiceOver reads only the menu); focus moves to the first item in the open menu's
// reading order on the first frame in which every item can be reached (or the menu is
// open at rest). Items grow from nothing in their stagger order, and an item too small is
// not offered, so the first item reachable while they stagger in need not be the first
// one read ("note, photo, link" with "photo" in first): focus waits for the whole menu
// rather than landing on one item and moving again. When a frame heads
// closed after one that headed open, focus moves to the center button and the menu stops
// being modal. Both adapters ask this one rule: the coordinator (UIKit), and SwiftUI's
// `RadialMenu`.

/// The accessibility announcements of a pop menu: fed every frame drawn, it says when the
/// menu becomes modal, and where VoiceOver's focus moves.
///
/// ```swift
/// var announcements = PopMenuAnnouncements<String>()
/// let said = announcements.update(with: display.state(at: now))
/// if let modal = said.modal { view.accessibilityViewIsModal = modal }
/// ```
public struct PopMenuAnnouncements<ID: Hashable & Sendable>: Sendable {
  private var headingOpen = false
  private var focusedFirstItem = false

  /// Starts with the menu closed.
  public init() {}

  /// The announcement after a frame.
  ///
  /// - Parameter state: The frame drawn.
  /// - Returns: The modality change and the focus move, if any.
  public mutating func update(with state: PopMenuDisplay<ID>.State) -> PopMenuAnnouncement<ID> {
    var said = PopMenuAnnouncement<ID>()
    let open = state.centerAction == .close
    if open != headingOpen {
      headingOpen = open
      focusedFirstItem = false
      said.modal = open
      if !open { said.focus = .centerButton }
    }
    let whole = state.accessibilityElements.count >= state.items.count || state.phase == .open
    if open, !focusedFirstItem, whole, let first = state.accessibilityElements.first {
      focusedFirstItem = true
      said.focus = .item(first.item)
    }
    return said
  }
}
