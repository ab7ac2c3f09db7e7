/// Where a pop menu sits in its view: the center button and the area its items must stay
/// inside, both in the view's coordinates.
public struct PopMenuPlacement: Sendable, Hashable {
  /// The center button's center.
  public var center: Point2D
  /// The area the items must stay inside (the safe area).
  public var safeArea: Rect2D

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - center: The center button's center.
  ///   - safeArea: The area the items must stay inside.
  public init(center: Point2D, safeArea: Rect2D) {
    self.center = center
    self.safeArea = safeArea
  }
}
