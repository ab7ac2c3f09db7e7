import ChoreoCore

/// A layer followed through consecutive samples.
struct LottieRun: Sendable {
  var parent: Int?
  var component: String
  var signature: LottieSignature
  var samples: [LottieNodeSample]
  /// Whether the layer's name or path structure changed within the run (live text).
  var hasVariablePath = false
  /// The path of the run's last affine sample (its samples keep it as subpaths).
  var lastPath: VectorPath?

  var first: Int { samples[0].index }
  var last: Int { samples[samples.count - 1].index }
  var hasChildren: Bool { samples.contains { !$0.children.isEmpty } }
  var isProjected: Bool { samples[0].mapping == .projected }

  /// The sample at a global index (which must lie in the run).
  func sample(at index: Int) -> LottieNodeSample { samples[index - first] }
}
