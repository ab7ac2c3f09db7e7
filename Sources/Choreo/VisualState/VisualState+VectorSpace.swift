// Policy: the visual state is the one animatable value of a view's look. Its stored
// components (opacity, translation, scale, the three turns, the perspective's reciprocal,
// the anchor, the z order and the curl) form a vector: sums, differences and scaling are
// component-wise, so a spring or a retarget carries every component's velocity over, as the
// animator does for any VectorSpace, and SwiftUI's component-wise blend is
// `interpolated(to:fraction:)` exactly. Nothing is clamped in the arithmetic (a spring may
// carry opacity past 1); `placement(in:)` clamps the opacity it draws, and the models clamp
// what they show (`drawable`: opacity and curl in 0...1, the perspective's reciprocal not
// negative).
//
// `zero` is the additive identity (every component 0: transparent, scale 0), not the
// resting look (`identity`). A state used as a rate of change ("velocity") has each
// component's rate per second: opacity per second, points per second, scale per second,
// radians per second, reciprocal points per second, unit anchor per second, z per second
// and curl per second; `zero` is no motion.

extension VisualState: VectorSpace {
  /// The additive identity: every component 0 (as a rate of change, no motion). Not the
  /// resting look, which is ``identity``.
  public static let zero = VisualState(
    opacity: 0, scale: Size2D(width: 0, height: 0), perspective: .infinity, anchor: .zero)

  /// Component-wise sum (``/ChoreoCore/VectorSpace``).
  ///
  /// - Parameter other: A state or rate.
  /// - Returns: Every stored component added.
  public func adding(_ other: VisualState) -> VisualState { self + other }

  /// Component-wise difference (``/ChoreoCore/VectorSpace``).
  ///
  /// - Parameter other: A state or rate.
  /// - Returns: Every stored component subtracted.
  public func subtracting(_ other: VisualState) -> VisualState { self - other }

  /// Component-wise sum.
  ///
  /// - Parameters:
  ///   - lhs: A state or rate.
  ///   - rhs: A state or rate.
  /// - Returns: Every stored component added.
  public static func + (lhs: VisualState, rhs: VisualState) -> VisualState {
    combine(lhs, rhs, +)
  }

  /// Component-wise difference.
  ///
  /// - Parameters:
  ///   - lhs: A state or rate.
  ///   - rhs: A state or rate.
  /// - Returns: Every stored component subtracted.
  public static func - (lhs: VisualState, rhs: VisualState) -> VisualState {
    combine(lhs, rhs, -)
  }

  /// Every stored component multiplied by `factor`.
  ///
  /// - Parameter factor: The scale factor.
  /// - Returns: The scaled state.
  public func scaled(by factor: Double) -> VisualState {
    VisualState.combine(self, self) { a, _ in a * factor }
  }

  /// The sum of the squares of every stored component.
  public var magnitudeSquared: Double {
    let moves = translation.magnitudeSquared + scale.magnitudeSquared + anchor.magnitudeSquared
    let turns = rotation * rotation + rotationX * rotationX + rotationY * rotationY
    return opacity * opacity + moves + turns + inversePerspective * inversePerspective
      + zIndex * zIndex + curl * curl
  }

  /// Applies `op` to each pair of stored components.
  static func combine(
    _ a: VisualState, _ b: VisualState, _ op: (Double, Double) -> Double
  ) -> VisualState {
    var r = a
    r.opacity = op(a.opacity, b.opacity)
    r.translation = Point2D(
      x: op(a.translation.x, b.translation.x), y: op(a.translation.y, b.translation.y))
    r.scale = Size2D(
      width: op(a.scale.width, b.scale.width), height: op(a.scale.height, b.scale.height))
    r.rotation = op(a.rotation, b.rotation)
    r.rotationX = op(a.rotationX, b.rotationX)
    r.rotationY = op(a.rotationY, b.rotationY)
    r.inversePerspective = op(a.inversePerspective, b.inversePerspective)
    r.anchor = Point2D(x: op(a.anchor.x, b.anchor.x), y: op(a.anchor.y, b.anchor.y))
    r.zIndex = op(a.zIndex, b.zIndex)
    r.curl = op(a.curl, b.curl)
    return r
  }

  /// The state as it can be drawn when a spring or a carried velocity has taken it past
  /// an end: opacity and curl clamped to 0...1, and the perspective's reciprocal to 0 or
  /// more (a perspective carried past flat, say a flip's page turning a little beyond rest,
  /// is drawn flat; a negative reciprocal would put the eye behind the page).
  var drawable: VisualState {
    var r = self
    r.opacity = min(max(opacity, 0), 1)
    r.curl = min(max(curl, 0), 1)
    r.inversePerspective = max(inversePerspective, 0)
    return r
  }
}
