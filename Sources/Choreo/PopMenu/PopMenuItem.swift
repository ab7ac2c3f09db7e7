/// One item of a ``PopMenu``: an identifier the app acts on and a label for assistive
/// technologies (VoiceOver reads it), instead of a `switch` over `button.tag`.
///
/// ```swift
/// enum Action: Hashable, Sendable { case trash, add, edit }
/// let items = [
///   PopMenuItem(id: Action.trash, accessibilityLabel: "Delete"),
///   PopMenuItem(id: Action.add, accessibilityLabel: "Add"),
///   PopMenuItem(id: Action.edit, accessibilityLabel: "Edit"),
/// ]
/// ```
public struct PopMenuItem<ID: Hashable & Sendable>: Sendable, Hashable, Identifiable {
  /// What the item stands for; unique within a menu.
  public var id: ID
  /// The spoken label, for example "Delete".
  public var accessibilityLabel: String

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - id: What the item stands for; unique within a menu.
  ///   - accessibilityLabel: The spoken label.
  public init(id: ID, accessibilityLabel: String) {
    self.id = id
    self.accessibilityLabel = accessibilityLabel
  }
}

/// How one item looks at one instant.
public struct PopMenuItemState: Sendable, Hashable {
  /// The item's center relative to the menu's center, points (y down).
  public var offset: Point2D
  /// Uniform scale (0 at the center when closed, overshooting 1 while popping out).
  public var scale: Double
  /// Opacity, 0...1.
  public var opacity: Double
  /// Whether the item is in the view hierarchy at all (false once removed).
  public var isPresent: Bool
  /// Whether the item is on its way out (closing).
  public var isClosing: Bool
  /// The item's progress along its travel: 0 at the center, 1 in place; it overshoots 1
  /// with the opening spring. Scale and travel follow it (clamped at 0).
  public var progress: Double
  /// The rate of change of ``progress``, per second.
  public var velocity: Double

  /// The state of an item that is not shown.
  public static let hidden = PopMenuItemState(
    offset: .zero, scale: 0, opacity: 0, isPresent: false, isClosing: false, progress: 0,
    velocity: 0)

  /// The state as a ``VisualState`` for a view whose resting frame is centered on the
  /// menu's center: translation to the item's place, scale, opacity (0 when not present).
  public var appearance: VisualState {
    VisualState(
      opacity: isPresent ? opacity : 0, translation: offset,
      scale: Size2D(width: scale, height: scale))
  }
}

/// What a ``PopMenu`` shows at one instant.
public struct PopMenuState: Sendable, Hashable {
  /// Closed, opening, open or closing.
  public var phase: PopMenuPhase
  /// Every item, in layout order.
  public var items: [PopMenuItemState]
  /// How far the center button and backdrop are toward open.
  public var centerProgress: Double
  /// The center button's rotation, radians clockwise.
  public var centerRotation: Double
  /// The dimming backdrop's opacity.
  public var backdropOpacity: Double
}
