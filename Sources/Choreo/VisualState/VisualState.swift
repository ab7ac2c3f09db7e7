// Policy: a visual state is how a page or view looks at one instant of a transition or a
// scroll-driven animation, as offsets from its resting layout (the identity state changes
// nothing). It holds the properties every seed animates: opacity, translation, scale,
// rotation in the plane, 3-D rotation about x and y seen through a perspective distance,
// the anchor they turn and scale about, and a z order.
//
// Order of application (outermost last), the order `CALayer.transform` and SwiftUI's
// modifiers use: scale, then rotation about z, about y, about x (each about the anchor),
// then perspective, then translation. VisualState+Placement.swift turns a state into that
// matrix (`transform`) and into a Core Animation layer's fields (`placement(in:)`).
//
// Interpolation is component-wise and linear (angles are plain numbers: a half turn is a
// half turn, not the shorter way round); the perspective distance interpolates its
// reciprocal, so a flat state (infinite distance) blends smoothly into a 3-D one.

/// How a page or view looks at one instant, relative to its resting layout.
///
/// ```swift
/// let entering = VisualState(opacity: 0, translation: Point2D(x: 390, y: 0))
/// let halfway = entering.interpolated(to: .identity, fraction: 0.5)
/// let spun = VisualState(rotation: 2 * .pi / 3, scale: Size2D(width: 0.1, height: 0.1))
/// // What a CALayer needs to show a 390×844 page in that state:
/// let placement = spun.placement(in: Rect2D(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// ``transform`` is the state's matrix about the anchor and ``placement(in:)`` a layer's
/// bounds, position, anchor point, transform, opacity and z position.
public struct VisualState: Sendable, Hashable, Interpolatable, CustomStringConvertible {
  /// Opacity multiplier, 0...1 (1 at rest).
  public var opacity: Double
  /// Offset from the resting position, in points (y down).
  public var translation: Point2D
  /// Horizontal and vertical scale (1 at rest).
  public var scale: Size2D
  /// Rotation in the plane, radians; positive turns clockwise on screen (y down).
  public var rotation: Double
  /// 3-D rotation about the horizontal axis through the anchor, radians.
  public var rotationX: Double
  /// 3-D rotation about the vertical axis through the anchor, radians.
  public var rotationY: Double
  /// The eye's distance from the page for 3-D rotation, points; `.infinity` means no
  /// perspective.
  public var perspective: Double
  /// The point the state scales and turns about, in unit coordinates of the view's bounds
  /// ((0.5, 0.5) is the center).
  public var anchor: Point2D
  /// Drawing order among siblings; higher draws on top.
  public var zIndex: Double

  /// Creates a state; every parameter defaults to its resting value.
  ///
  /// - Parameters:
  ///   - opacity: Opacity multiplier.
  ///   - translation: Offset in points.
  ///   - scale: Horizontal and vertical scale.
  ///   - rotation: Rotation in the plane, radians.
  ///   - rotationX: 3-D rotation about x, radians.
  ///   - rotationY: 3-D rotation about y, radians.
  ///   - perspective: Eye distance in points; infinite for none. 500 is a common choice.
  ///   - anchor: Unit point to scale and turn about.
  ///   - zIndex: Drawing order.
  public init(
    opacity: Double = 1, translation: Point2D = .zero,
    scale: Size2D = Size2D(width: 1, height: 1), rotation: Double = 0, rotationX: Double = 0,
    rotationY: Double = 0, perspective: Double = .infinity,
    anchor: Point2D = Point2D(x: 0.5, y: 0.5), zIndex: Double = 0
  ) {
    self.opacity = opacity
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
    self.rotationX = rotationX
    self.rotationY = rotationY
    self.perspective = perspective
    self.anchor = anchor
    self.zIndex = zIndex
  }

  /// The resting state: changes nothing.
  public static let identity = VisualState()

  /// Whether every number is finite (the perspective may be infinite) and opacity lies in
  /// 0...1.
  public var isValid: Bool {
    let finite = [
      translation.x, translation.y, scale.width, scale.height, rotation, rotationX, rotationY,
      anchor.x, anchor.y, zIndex,
    ].allSatisfy(\.isFinite)
    return finite && opacity >= 0 && opacity <= 1 && perspective > 0 && !perspective.isNaN
  }

  /// The state with `other` applied on top: opacities and scales multiply, translations
  /// and rotations add, z orders add; the perspective is the nearer of the two (a finite
  /// one wins over none) and the anchor is `other`'s when it differs from the center,
  /// otherwise this state's.
  ///
  /// - Parameter other: The state to apply on top.
  /// - Returns: The composition. Composing with ``identity`` changes nothing.
  public func combined(with other: VisualState) -> VisualState {
    let center = Point2D(x: 0.5, y: 0.5)
    return VisualState(
      opacity: opacity * other.opacity,
      translation: translation + other.translation,
      scale: Size2D(
        width: scale.width * other.scale.width, height: scale.height * other.scale.height),
      rotation: rotation + other.rotation,
      rotationX: rotationX + other.rotationX,
      rotationY: rotationY + other.rotationY,
      perspective: min(perspective, other.perspective),
      anchor: other.anchor != center ? other.anchor : anchor,
      zIndex: zIndex + other.zIndex)
  }

  /// Blends component-wise (the perspective through its reciprocal), extrapolating
  /// outside 0...1; opacity is clamped to 0...1.
  ///
  /// - Parameters:
  ///   - other: The state at fraction 1.
  ///   - fraction: How far along.
  /// - Returns: The blended state; exactly `self` at 0 and `other` at 1.
  public func interpolated(to other: VisualState, fraction: Double) -> VisualState {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    let inverse = lerp(1 / perspective, 1 / other.perspective)
    return VisualState(
      opacity: min(max(lerp(opacity, other.opacity), 0), 1),
      translation: translation.interpolated(to: other.translation, fraction: fraction),
      scale: scale.interpolated(to: other.scale, fraction: fraction),
      rotation: lerp(rotation, other.rotation),
      rotationX: lerp(rotationX, other.rotationX),
      rotationY: lerp(rotationY, other.rotationY),
      perspective: inverse > 0 ? 1 / inverse : .infinity,
      anchor: anchor.interpolated(to: other.anchor, fraction: fraction),
      zIndex: lerp(zIndex, other.zIndex))
  }

  /// A short listing of the properties that differ from rest.
  public var description: String {
    var parts: [String] = []
    if opacity != 1 { parts.append("opacity: \(opacity)") }
    if translation != .zero { parts.append("translation: \(translation)") }
    if scale != Size2D(width: 1, height: 1) { parts.append("scale: \(scale)") }
    if rotation != 0 { parts.append("rotation: \(rotation)") }
    if rotationX != 0 { parts.append("rotationX: \(rotationX)") }
    if rotationY != 0 { parts.append("rotationY: \(rotationY)") }
    if perspective.isFinite { parts.append("perspective: \(perspective)") }
    if anchor != Point2D(x: 0.5, y: 0.5) { parts.append("anchor: \(anchor)") }
    if zIndex != 0 { parts.append("zIndex: \(zIndex)") }
    return "VisualState(" + (parts.isEmpty ? "identity" : parts.joined(separator: ", ")) + ")"
  }
}
