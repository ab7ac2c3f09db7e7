import ChoreoCore

/// How a keyframe travels to the next one.
enum LottieEasing: Sendable, Hashable {
  /// Straight to the next value.
  case linear
  /// The value stays until the next keyframe, then jumps.
  case hold
  /// A CSS cubic-bezier(x1, y1, x2, y2) easing over the segment.
  case bezier(Double, Double, Double, Double)
}
