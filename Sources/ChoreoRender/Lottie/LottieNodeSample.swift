import ChoreoCore

/// One layer at one sample.
struct LottieNodeSample: Sendable {
  /// The sample's index in the whole animation.
  var index: Int
  /// The layer's opacity (apart from its paints: it animates most often).
  var opacity: Double
  /// The layer's own paints and geometry, shared with the run's sample before when equal.
  private var paints: LottieShared<LottieLayerSample>
  var mapping: LottieMapping
  /// The affine layer-to-canvas map (points; for affine mappings).
  var canvasAffine: Transform2D
  /// The full layer-to-canvas map, kept where the builder needs it: under perspective and
  /// for a clip.
  private var fullCanvas: LottieShared<Transform3D>?
  /// The runs of the sublayers at this sample, in drawing order.
  var children: [Int]
  /// How far the layer's drawing and its subtree reach from its anchor, in its own units.
  var radius: Double

  init(
    index: Int, opacity: Double, paints: LottieShared<LottieLayerSample>,
    mapping: LottieMapping, canvas: Transform3D, children: [Int], radius: Double
  ) {
    self.index = index
    self.opacity = opacity
    self.paints = paints
    self.mapping = mapping
    canvasAffine = LottieSampler.affine(canvas)
    if mapping == .projected || paints.value.masksToBounds {
      fullCanvas = LottieShared(canvas)
    }
    self.children = children
    self.radius = radius
  }

  /// The layer's own paints and geometry.
  var layer: LottieLayerSample { paints.value }

  /// The shared storage of ``layer``.
  var sharedLayer: LottieShared<LottieLayerSample> { paints }

  /// Layer to canvas (points); only for a projected or clipping layer.
  var canvas: Transform3D {
    guard let fullCanvas else {
      preconditionFailure("sample \(index): no full canvas map kept for a \(mapping) layer")
    }
    return fullCanvas.value
  }
}
