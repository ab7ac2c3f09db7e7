/// What a ``CardSheet`` draws at one instant.
public struct CardSheetState: Sendable, Hashable {
  /// 0 with the card dismissed (below the container), 1 presented; above 1 while a finger
  /// pulls it past its top (rubber-banded), below 0 only while a spring overshoots.
  public var progress: Double
  /// How fast the progress changes, per second.
  public var velocity: Double
  /// The card's appearance, relative to its presented frame.
  public var card: VisualState
  /// The screen behind's appearance, relative to its frame (pushed back while presented).
  public var presenting: VisualState
  /// The dimming view's opacity, 0...1.
  public var dimming: Double
  /// The card's corner radius, points.
  public var cornerRadius: Double
  /// Whether the card moves on its own (a present, a dismiss or a release spring).
  public var isMoving: Bool

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - progress: 0 dismissed ... 1 presented.
  ///   - velocity: Progress per second.
  ///   - card: The card's appearance.
  ///   - presenting: The screen behind's appearance.
  ///   - dimming: The dimming's opacity.
  ///   - cornerRadius: The card's corner radius.
  ///   - isMoving: Whether the card moves on its own.
  public init(
    progress: Double, velocity: Double, card: VisualState, presenting: VisualState,
    dimming: Double, cornerRadius: Double, isMoving: Bool
  ) {
    self.progress = progress
    self.velocity = velocity
    self.card = card
    self.presenting = presenting
    self.dimming = dimming
    self.cornerRadius = cornerRadius
    self.isMoving = isMoving
  }
}
