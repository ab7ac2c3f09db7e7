/// The direction a scroll container moves its content in.
///
/// Offsets, ranges and element positions of a ``ScrollTimeline`` are measured along this
/// axis: y (downward) for ``vertical``, x (rightward) for ``horizontal``.
///
/// ```swift
/// let length = ScrollAxis.horizontal.length(of: Size2D(width: 390, height: 844))  // 390
/// ```
public enum ScrollAxis: String, Sendable, Hashable, CaseIterable {
  /// Content moves up and down; offsets are y distances.
  case vertical
  /// Content moves left and right; offsets are x distances.
  case horizontal

  /// The extent of `size` along this axis.
  ///
  /// - Parameter size: A size.
  /// - Returns: Its height for ``vertical``, its width for ``horizontal``.
  public func length(of size: Size2D) -> Double {
    self == .vertical ? size.height : size.width
  }

  /// The start edge (top or left) of `rect` along this axis.
  ///
  /// - Parameter rect: A rectangle.
  /// - Returns: `minY` for ``vertical``, `minX` for ``horizontal``.
  public func start(of rect: Rect2D) -> Double {
    self == .vertical ? rect.minY : rect.minX
  }

  /// The extent of `rect` along this axis.
  ///
  /// - Parameter rect: A rectangle.
  /// - Returns: Its height for ``vertical``, its width for ``horizontal``.
  public func length(of rect: Rect2D) -> Double {
    length(of: rect.size)
  }
}
