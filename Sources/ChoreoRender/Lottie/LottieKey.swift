import ChoreoCore

/// One keyframe: at a sample index, a value, and how it goes on.
struct LottieKey: Sendable, Hashable {
  var sample: Int
  var value: [Double]
  var easing: LottieEasing
}
