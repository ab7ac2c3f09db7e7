import ChoreoCore

/// How a layer reaches the canvas in one run.
enum LottieMapping: Sendable, Hashable {
  /// Affine relative to its parent layer (Lottie parenting); the map from layer to parent.
  case linked(Transform2D)
  /// Affine to the canvas; the map from layer to canvas.
  case canvas(Transform2D)
  /// Under perspective: drawn as polygons projected to the canvas.
  case projected
}
