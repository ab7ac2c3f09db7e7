// Policy: the switcher animates a page's appearance as one vector, so that a retarget
// carries the whole motion (every component's velocity) over, as the animator does for any
// VectorSpace. The perspective is carried as its reciprocal (1/∞ = 0), as VisualState
// interpolates it; opacity and curl are clamped only when read back. The z order is not
// animated: the switcher keeps it apart.

/// A page appearance flattened into a vector space for the animator (and for SwiftUI's
/// animatable data, which interpolates it component-wise).
package struct AppearanceVector: VectorSpace, Sendable, Hashable {
  var opacity = 0.0
  var translation = Point2D.zero
  var scale = Size2D(width: 0, height: 0)
  var rotation = 0.0
  var rotationX = 0.0
  var rotationY = 0.0
  var inversePerspective = 0.0
  var anchor = Point2D.zero
  var curl = 0.0

  package static let zero = AppearanceVector()

  package init() {}

  package init(_ appearance: PageAppearance) {
    let visual = appearance.visual
    opacity = visual.opacity
    translation = visual.translation
    scale = visual.scale
    rotation = visual.rotation
    rotationX = visual.rotationX
    rotationY = visual.rotationY
    inversePerspective = 1 / visual.perspective
    anchor = visual.anchor
    curl = appearance.curl
  }

  /// A velocity in this space from a page's rates (the perspective and anchor do not
  /// move).
  init(rates: PageVelocity) {
    opacity = rates.opacity
    translation = rates.translation
    scale = rates.scale
    rotation = rates.rotation
    rotationX = rates.rotationX
    rotationY = rates.rotationY
    curl = rates.curl
  }

  /// The appearance this vector stands for, with opacity and curl clamped to 0...1.
  package func appearance(zIndex: Double) -> PageAppearance {
    PageAppearance(
      visual: VisualState(
        opacity: min(max(opacity, 0), 1), translation: translation, scale: scale,
        rotation: rotation, rotationX: rotationX, rotationY: rotationY,
        perspective: inversePerspective > 0 ? 1 / inversePerspective : .infinity,
        anchor: anchor, zIndex: zIndex),
      curl: min(max(curl, 0), 1))
  }

  private static func combine(
    _ a: AppearanceVector, _ b: AppearanceVector, _ op: (Double, Double) -> Double
  ) -> AppearanceVector {
    var r = AppearanceVector()
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
    r.curl = op(a.curl, b.curl)
    return r
  }

  package func adding(_ other: AppearanceVector) -> AppearanceVector {
    Self.combine(self, other, +)
  }

  package func subtracting(_ other: AppearanceVector) -> AppearanceVector {
    Self.combine(self, other, -)
  }

  package func scaled(by factor: Double) -> AppearanceVector {
    AppearanceVector.combine(self, self) { a, _ in a * factor }
  }

  package var magnitudeSquared: Double {
    let moves = translation.magnitudeSquared + scale.magnitudeSquared + anchor.magnitudeSquared
    let turns = rotation * rotation + rotationX * rotationX + rotationY * rotationY
    return opacity * opacity + moves + turns + inversePerspective * inversePerspective
      + curl * curl
  }
}
