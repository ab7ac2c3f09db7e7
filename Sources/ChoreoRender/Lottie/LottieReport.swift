/// What a Lottie export achieved: the largest differences between the file's keyframes
/// and Choreo's own values, checked at every sample the writer took.
///
/// Errors are measured at the writer's samples (``SamplingPlan/samplesPerFrame`` per
/// frame; whole frames are samples). Between samples a baked keyframe segment's curve p
/// (a line or a cubic Hermite easing) may part from the true motion x: the error there
/// exceeds the reported one by at most h²·max|p″ − x″|/8 for samples h apart (for a line,
/// h²·max|x″|/8), which a finer sampling rate shrinks.
public struct LottieReport: Sendable, Hashable {
  /// The largest distance, in points, between where the file puts a layer's drawing (the
  /// corners of its drawn area, every path vertex) and where Choreo puts it.
  public var positionError: Double
  /// The largest difference in opacity (0...1), layer and paint opacities alike.
  public var opacityError: Double
  /// The largest difference in a colour channel (0...1).
  public var colorError: Double
  /// Samples per second the scene was evaluated at.
  public var sampleRate: Double
  /// Lottie layers written (all compositions).
  public var layerCount: Int
  /// Keyframes written, over all animated properties.
  public var keyframeCount: Int
  /// Keyframe segments carried as a cubic-Bézier easing (exact for CSS easings; cubic
  /// Hermite easings for baked motion count too).
  public var easedSegmentCount: Int
  /// Keyframe segments carried as holds (a value that jumps, as `steps()`).
  public var holdSegmentCount: Int
  /// Lottie layers drawn as projected polygons because their layer is under perspective.
  public var projectedLayerCount: Int

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - positionError: Points.
  ///   - opacityError: 0...1.
  ///   - colorError: 0...1.
  ///   - sampleRate: Samples per second.
  ///   - layerCount: Lottie layers.
  ///   - keyframeCount: Keyframes.
  ///   - easedSegmentCount: Eased segments.
  ///   - holdSegmentCount: Hold segments.
  ///   - projectedLayerCount: Projected layers.
  public init(
    positionError: Double = 0, opacityError: Double = 0, colorError: Double = 0,
    sampleRate: Double = 0, layerCount: Int = 0, keyframeCount: Int = 0,
    easedSegmentCount: Int = 0, holdSegmentCount: Int = 0, projectedLayerCount: Int = 0
  ) {
    self.positionError = positionError
    self.opacityError = opacityError
    self.colorError = colorError
    self.sampleRate = sampleRate
    self.layerCount = layerCount
    self.keyframeCount = keyframeCount
    self.easedSegmentCount = easedSegmentCount
    self.holdSegmentCount = holdSegmentCount
    self.projectedLayerCount = projectedLayerCount
  }
}

/// A Lottie document and what its export achieved.
public struct LottieDocument: Sendable, Hashable {
  /// The document: compact JSON, UTF-8.
  public var json: String
  /// The errors against Choreo's own values and the document's make-up.
  public var report: LottieReport
}
