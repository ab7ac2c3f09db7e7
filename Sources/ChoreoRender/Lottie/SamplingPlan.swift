// Policy: the Lottie and web exporters take the same five settings, with the same ranges,
// and sample a scene the same way (SceneSamples); only their defaults differ. The settings,
// their checks and the sampling are here, once; each exporter holds a plan and reads its
// settings through it (`exporter.framesPerSecond` is `exporter.plan.framesPerSecond`).
import ChoreoCore

/// How an exporter samples a scene over time, and how closely the keyframes it writes must
/// follow the samples: the settings ``LottieExporter`` and ``WebExporter`` share.
///
/// ```swift
/// var exporter = LottieExporter()
/// exporter.plan.samplesPerFrame = 8  // or exporter.samplesPerFrame = 8
/// print(exporter.plan.framesPerSecond)  // 30
/// ```
public struct SamplingPlan: Sendable {
  /// The frame rate (a Lottie document's `fr`; the step of a page's frame-by-frame keys).
  public var framesPerSecond: Int
  /// How many times a frame the scene is evaluated: the rate it is sampled at is
  /// `framesPerSecond × samplesPerFrame`.
  public var samplesPerFrame: Int
  /// The largest position error allowed between keyframes, in points.
  public var positionTolerance: Double
  /// The largest opacity error allowed between keyframes, 0...1.
  public var opacityTolerance: Double
  /// Timing curves the scene's motion uses, tried as keyframe easings beside the CSS named
  /// ones: a segment that one of them draws (a property going from one value to another
  /// along it) becomes one keyframe pair eased by the curve's control points, exact
  /// instead of baked. Curves without control points (`steps()`, `linear()`) are ignored:
  /// holds and baking carry those.
  public var curves: [TimingCurve]

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The frame rate, 1...240.
  ///   - samplesPerFrame: Scene evaluations a frame, 1...16.
  ///   - positionTolerance: Points, > 0.
  ///   - opacityTolerance: > 0.
  ///   - curves: Timing curves the motion uses (see ``curves``).
  /// - Precondition: every argument in its range (a programmer's constant: a bad one traps).
  public init(
    framesPerSecond: Int, samplesPerFrame: Int, positionTolerance: Double,
    opacityTolerance: Double, curves: [TimingCurve]
  ) {
    precondition((1...240).contains(framesPerSecond), "framesPerSecond \(framesPerSecond)")
    precondition((1...16).contains(samplesPerFrame), "samplesPerFrame \(samplesPerFrame)")
    precondition(positionTolerance > 0, "positionTolerance \(positionTolerance)")
    precondition(opacityTolerance > 0, "opacityTolerance \(opacityTolerance)")
    self.framesPerSecond = framesPerSecond
    self.samplesPerFrame = samplesPerFrame
    self.positionTolerance = positionTolerance
    self.opacityTolerance = opacityTolerance
    self.curves = curves
  }

  /// The easings keyframes are fitted with: the CSS presets, then ``curves``.
  var easingCandidates: [LottieEasingCandidate] {
    LottieEasingCandidate.candidates(adding: curves)
  }

  /// Samples `scene` over `0...duration` at this plan's rate (see ``SceneSamples``).
  ///
  /// - Parameters:
  ///   - duration: Seconds, finite and > 0 (a programmer's constant: a bad one traps).
  ///   - size: The canvas in points.
  ///   - forWeb: Whether to keep what the web exporter needs (each layer's visits).
  ///   - forLottie: Whether to keep what the Lottie exporter needs (each layer's paints).
  ///   - scene: The layer tree at a time in 0...duration.
  /// - Returns: The samples, which any exporter with this plan's rate writes from.
  /// - Throws: ``RenderError`` for a bad size, a non-finite number in a tree, a tree
  ///   nested too deep, or more than ``LottieExporter/maximumSampleCount`` samples.
  package func samples(
    duration: Double, size: Size2D, forWeb: Bool, forLottie: Bool = true,
    scene: (Double) -> RenderLayer
  ) throws(RenderError) -> SceneSamples {
    try SceneSamples(
      duration: duration, size: size, framesPerSecond: framesPerSecond,
      samplesPerFrame: samplesPerFrame, forWeb: forWeb, forLottie: forLottie, scene: scene)
  }

  /// Traps when `samples` were not taken at this plan's rate.
  ///
  /// - Precondition: the samples' rate is `framesPerSecond × samplesPerFrame`.
  func check(_ samples: SceneSamples) {
    precondition(
      samples.rate == Double(framesPerSecond * samplesPerFrame),
      "samples taken at \(samples.rate)/s, not the exporter's"
        + " \(framesPerSecond * samplesPerFrame)/s")
  }
}
