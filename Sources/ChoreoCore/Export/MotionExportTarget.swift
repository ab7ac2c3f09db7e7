/// Where a ``Motion`` can be exported: the runtimes ``Motion/exported(to:tolerance:iterationDuration:)``
/// writes for.
public enum MotionExportTarget: String, Sendable, Hashable, CaseIterable {
  /// CSS declarations: `transition-*`, and `animation-*` where there is a delay or a repeat.
  case css
  /// The keyframes and timing that the Web Animations API's `element.animate()` takes, as
  /// JSON.
  case waapi
  /// Kotlin for Jetpack Compose: an `AnimationSpec<Float>`.
  case compose
  /// Android views: a `<pathInterpolator>` for curves, `SpringForce` parameters for springs.
  case android
  /// W3C Design Tokens Format Module JSON: `duration`, `cubicBezier` and `transition`
  /// tokens, with `$extensions` for what the format has no type for.
  case tokens
}
