// Policy: a visual state is how a page or view looks at one instant of a transition or a
// scroll-driven animation, as offsets from its resting layout (the identity state changes
// nothing). It holds the properties every component animates: opacity, translation, scale,
// rotation in the plane, 3-D rotation about x and y seen through a perspective distance,
// the anchor they turn and scale about, a z order, and how far a page is curled away (a
// page curl bends geometry, which no affine or projective transform of a flat page can
// show: curl 0 is flat, 1 rolled off entirely; it lifts from the bottom edge and rolls
// toward the top, and a curl "down" plays that in reverse on the incoming page, as
// UIKit's does).
//
// Order of application (outermost last), the order `CALayer.transform` and SwiftUI's
// modifiers use: scale, then rotation about z, about y, about x (each about the anchor),
// then perspective, then translation. VisualState+Placement.swift turns a state into that
// matrix (`transform`) and into a Core Animation layer's fields (`placement(in:)`).
//
// The state is also the one animatable value (VisualState+VectorSpace.swift): its stored
// components form a vector, and interpolation is that vector's lerp, component-wise and
// linear (angles are plain numbers: a half turn is a half turn, not the shorter way round).
// The perspective is stored as its reciprocal (`inversePerspective`, 1/∞ = 0), so a flat
// state blends smoothly into a 3-D one; `perspective` is the distance, computed.
//
// Equality (synthesized) compares every stored component, so two perspectives are equal
// when their reciprocals are.

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
/// bounds, position, anchor point, transform, opacity and z position; ``curl`` is drawn as
/// a mask (``/ChoreoCore/PageCurlGeometry`` gives its regions).
///
/// A visual state is a ``/ChoreoCore/VectorSpace``, so the ``/ChoreoCore/Animator`` and
/// ``/ChoreoCore/MotionTrack`` animate it with springs and momentum, and the same type
/// carries a rate of change (a *velocity* state, see ``TabPageState/velocity``).
public struct VisualState: Sendable, Hashable, CustomStringConvertible {
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
  /// The reciprocal of the eye's distance from the page (1/points): 0 is no perspective.
  /// This is the stored, animated component; ``perspective`` is its distance.
  public var inversePerspective: Double
  /// The point the state scales and turns about, in unit coordinates of the view's bounds
  /// ((0.5, 0.5) is the center).
  public var anchor: Point2D
  /// Drawing order among siblings; higher draws on top.
  ///
  /// Under vector arithmetic it is a component like the others (added, scaled, blended
  /// linearly), so an animation between two z orders passes through the numbers between
  /// them and the order flips where they cross. Models that own the order (the tab
  /// switcher) set it apart from the motion.
  public var zIndex: Double
  /// How much of the page, from its bottom edge, is curled up and away: 0 flat (at rest),
  /// 1 gone.
  public var curl: Double

  /// The eye's distance from the page for 3-D rotation, points; `.infinity` means no
  /// perspective. Computed from ``inversePerspective`` (a reciprocal of 0 or below reads as
  /// infinity); setting it stores the reciprocal.
  public var perspective: Double {
    get { inversePerspective > 0 ? 1 / inversePerspective : .infinity }
    set { inversePerspective = 1 / newValue }
  }

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
  ///   - curl: The curled fraction, 0...1.
  public init(
    opacity: Double = 1, translation: Point2D = .zero,
    scale: Size2D = Size2D(width: 1, height: 1), rotation: Double = 0, rotationX: Double = 0,
    rotationY: Double = 0, perspective: Double = .infinity,
    anchor: Point2D = Point2D(x: 0.5, y: 0.5), zIndex: Double = 0, curl: Double = 0
  ) {
    self.opacity = opacity
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
    self.rotationX = rotationX
    self.rotationY = rotationY
    self.inversePerspective = 1 / perspective
    self.anchor = anchor
    self.zIndex = zIndex
    self.curl = curl
  }

  /// The resting state: changes nothing.
  public static let identity = VisualState()

  /// Whether every number is finite (the perspective may be infinite), opacity and curl
  /// lie in 0...1 and the perspective's reciprocal is not negative.
  public var isValid: Bool {
    let finite = [
      translation.x, translation.y, scale.width, scale.height, rotation, rotationX, rotationY,
      inversePerspective, anchor.x, anchor.y, zIndex,
    ].allSatisfy(\.isFinite)
    return finite && (0...1).contains(opacity) && (0...1).contains(curl)
      && inversePerspective >= 0
  }

  /// Whether the state is exactly at rest apart from its z order: what transitions give at
  /// rest.
  public var isIdentity: Bool {
    var flat = self
    flat.zIndex = 0
    return flat == .identity
  }

  /// The state with `other` applied on top: opacities and scales multiply, translations
  /// and rotations add, z orders add, curls add (capped at 1); the perspective is the nearer
  /// of the two (a finite one wins over none) and the anchor is `other`'s when it differs
  /// from the center, otherwise this state's.
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
      zIndex: zIndex + other.zIndex, curl: min(curl + other.curl, 1))
  }

  /// Blends as vectors: every stored component linearly (the perspective through its
  /// reciprocal, the z order and the curl included), extrapolating outside 0...1; nothing
  /// is clamped (``placement(in:)`` clamps the opacity it draws).
  ///
  /// - Parameters:
  ///   - other: The state at fraction 1.
  ///   - fraction: How far along.
  /// - Returns: `self + (other − self) · fraction`, component-wise; exactly `self` at 0 and
  ///   `other` at 1.
  public func interpolated(to other: VisualState, fraction: Double) -> VisualState {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return VisualState.combine(self, other) { a, b in a + (b - a) * fraction }
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
    if inversePerspective != 0 { parts.append("perspective: \(perspective)") }
    if anchor != Point2D(x: 0.5, y: 0.5) { parts.append("anchor: \(anchor)") }
    if zIndex != 0 { parts.append("zIndex: \(zIndex)") }
    if curl != 0 { parts.append("curl: \(curl)") }
    return "VisualState(" + (parts.isEmpty ? "identity" : parts.joined(separator: ", ")) + ")"
  }
}
