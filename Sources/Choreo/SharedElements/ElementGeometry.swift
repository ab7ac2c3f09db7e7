/// Where a shared element's box is on one screen: its frame, its corner radius and its
/// opacity. A vector space, so a flight animates it with any motion and hands its velocity
/// on at every retarget.
///
/// ```swift
/// let cell = ElementGeometry(frame: Rect2D(x: 16, y: 120, width: 110, height: 110), cornerRadius: 8)
/// let detail = ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 390))
/// cell.interpolated(to: detail, fraction: 0.5).frame.size.width   // 250
/// ```
public struct ElementGeometry: VectorSpace, Sendable, Hashable {
  /// The box's frame, in the container's coordinates.
  public var frame: Rect2D
  /// The box's corner radius, points.
  public var cornerRadius: Double
  /// The box's opacity, 0...1.
  public var opacity: Double

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - frame: The box's frame.
  ///   - cornerRadius: Its corner radius; 0 by default.
  ///   - opacity: Its opacity; 1 by default.
  public init(frame: Rect2D, cornerRadius: Double = 0, opacity: Double = 1) {
    self.frame = frame
    self.cornerRadius = cornerRadius
    self.opacity = opacity
  }

  /// Nothing: a zero frame, radius and opacity.
  public static let zero = ElementGeometry(frame: .zero, cornerRadius: 0, opacity: 0)

  /// The component-wise sum.
  ///
  /// - Parameter other: The value to add.
  /// - Returns: The sum.
  public func adding(_ other: ElementGeometry) -> ElementGeometry {
    ElementGeometry(
      frame: frame + other.frame, cornerRadius: cornerRadius + other.cornerRadius,
      opacity: opacity + other.opacity)
  }

  /// The component-wise difference.
  ///
  /// - Parameter other: The value to subtract.
  /// - Returns: The difference.
  public func subtracting(_ other: ElementGeometry) -> ElementGeometry {
    ElementGeometry(
      frame: frame - other.frame, cornerRadius: cornerRadius - other.cornerRadius,
      opacity: opacity - other.opacity)
  }

  /// Every component times `factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The scaled value.
  public func scaled(by factor: Double) -> ElementGeometry {
    ElementGeometry(
      frame: frame.scaled(by: factor), cornerRadius: cornerRadius * factor,
      opacity: opacity * factor)
  }

  /// The squared length over every component.
  public var magnitudeSquared: Double {
    frame.magnitudeSquared + cornerRadius * cornerRadius + opacity * opacity
  }

  /// Whether every number is finite, the size and the radius are not negative, and the
  /// opacity lies in 0...1.
  public var isValid: Bool {
    let numbers = [
      frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, cornerRadius, opacity,
    ]
    return numbers.allSatisfy(\.isFinite) && frame.size.width >= 0 && frame.size.height >= 0
      && cornerRadius >= 0 && (0...1).contains(opacity)
  }

  /// The geometry as drawn: a size, radius and opacity carried past their range by a
  /// spring's overshoot held at the range's edge.
  public var drawable: ElementGeometry {
    var drawn = self
    drawn.frame.size = Size2D(width: max(frame.size.width, 0), height: max(frame.size.height, 0))
    drawn.cornerRadius = max(cornerRadius, 0)
    drawn.opacity = min(max(opacity, 0), 1)
    return drawn
  }
}
