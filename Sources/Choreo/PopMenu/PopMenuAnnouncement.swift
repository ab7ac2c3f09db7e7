/// What to tell assistive technologies after one frame of a pop menu.
public struct PopMenuAnnouncement<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The menu's new modality, or `nil` when it did not change.
  public var modal: Bool?
  /// Where focus moves, or `nil` to leave it.
  public var focus: PopMenuFocus<ID>?
}
