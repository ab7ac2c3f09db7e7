// Policy: Lottie (the Lottie Animation Community's format, v1.0 schema) as the lottie-web
// exporter writes it (version "5.7.0" fields, which lottie-ios, lottie-android, rlottie and
// ThorVG read). The scene is sampled `samplesPerFrame` times a frame, each layer followed
// through the samples (LottieSampler), and each property reduced to the fewest keyframes
// within the tolerances (LottieKeyframes); the result is then checked against every sample
// and, if a composed transform strays past the bound, rebuilt with tighter tolerances.
//
// Frames: frame f is time f / fr. Choreo's last frame is the end state at frame D·fr, and
// players disagree about `op`: lottie-web and lottie-ios treat it as exclusive (the last
// frame drawn is op − 1), rlottie counts op − ip + 1 frames. The writer sets op = D·fr + 1,
// so an exclusive player ends on the end state and an inclusive one shows it one frame
// longer (every property holds after its last keyframe).
import ChoreoCore

/// Writes an animated layer tree as a Lottie (JSON) document.
///
/// ```swift
/// let exporter = LottieExporter(framesPerSecond: 30)
/// let document = try exporter.document(
///   duration: 1, size: Size2D(width: 200, height: 100)
/// ) { t in
///   var dot = RenderLayer(frame: Rect2D(x: 10 + 100 * t, y: 40, width: 20, height: 20))
///   dot.backgroundColor = RGBA(hex: 0x007AFF)
///   dot.cornerRadius = 10
///   return dot
/// }
/// print(document.report.positionError)  // ≤ 0.1 points
/// ```
@dynamicMemberLookup
public struct LottieExporter: Sendable {
  /// How the scene is sampled, and how closely the keyframes follow it; its settings read
  /// as the exporter's own: `exporter.samplesPerFrame`.
  public var plan: SamplingPlan

  /// The most samples one export takes (a million: 2.3 hours at 30 fps and 4 samples a
  /// frame); a longer duration throws ``RenderError/tooLong(duration:samplesPerSecond:)``
  /// instead of exhausting memory.
  public static let maximumSampleCount = 1_000_000

  /// Creates an exporter.
  ///
  /// - Parameters:
  ///   - framesPerSecond: The frame rate, 1...240; 30 by default.
  ///   - samplesPerFrame: Scene evaluations a frame, 1...16; 4 by default.
  ///   - positionTolerance: Points, > 0; 0.1 by default (properties are fitted to half
  ///     of it; at 0.125 pt a sliding page's dark text put over 1% of pixels visibly off
  ///     in both players).
  ///   - opacityTolerance: > 0; 0.005 (half a percent) by default.
  ///   - curves: Timing curves the motion uses (see ``SamplingPlan/curves``); none by
  ///     default.
  /// - Precondition: every argument in its range.
  public init(
    framesPerSecond: Int = 30, samplesPerFrame: Int = 4, positionTolerance: Double = 0.1,
    opacityTolerance: Double = 0.005, curves: [TimingCurve] = []
  ) {
    plan = SamplingPlan(
      framesPerSecond: framesPerSecond, samplesPerFrame: samplesPerFrame,
      positionTolerance: positionTolerance, opacityTolerance: opacityTolerance, curves: curves)
  }

  /// A setting of ``plan``, read and written as the exporter's own.
  public subscript<Value>(dynamicMember setting: WritableKeyPath<SamplingPlan, Value>) -> Value {
    get { plan[keyPath: setting] }
    set { plan[keyPath: setting] = newValue }
  }

  /// The Lottie document of a scene over `0...duration`.
  ///
  /// - Parameters:
  ///   - duration: Seconds, finite and > 0 (a programmer's constant: a bad one traps).
  ///   - size: The canvas in points (the document's `w` and `h`, rounded).
  ///   - background: A colour under everything; none when transparent (the default).
  ///   - name: The document's `nm`.
  ///   - scene: The layer tree at a time in 0...duration. A warped layer (a page curl)
  ///     is written as ``RenderLayer/approximatingWarps()`` draws it: Lottie cannot bend
  ///     an image.
  /// - Returns: The document and its report.
  /// - Throws: ``RenderError`` for a bad size, a non-finite number in a tree, a tree
  ///   nested deeper than ``RenderLayer/maximumDepth``, or a duration that would take more
  ///   than ``maximumSampleCount`` samples (``RenderError/tooLong(duration:samplesPerSecond:)``).
  /// - Complexity: about linear in samples × (layers + path points): each sample's tree is
  ///   walked once, each property fitted over its samples, and each composition's n
  ///   layers put in painting order in O(E log n) for E ordering constraints.
  public func document(
    duration: Double, size: Size2D, background: RGBA = .clear, name: String = "Choreo",
    scene: (Double) -> RenderLayer
  ) throws(RenderError) -> LottieDocument {
    let samples = try plan.samples(duration: duration, size: size, forWeb: false, scene: scene)
    return document(samples, size: size, background: background, name: name)
  }

  /// The document of a scene already sampled (``SceneSamples``, at this exporter's rate,
  /// for Lottie: ``SamplingPlan/samples(duration:size:forWeb:forLottie:scene:)``), so that
  /// the web exporter can share the samples.
  package func document(
    _ samples: SceneSamples, size: Size2D, background: RGBA = .clear, name: String = "Choreo"
  ) -> LottieDocument {
    plan.check(samples)
    precondition(samples.forLottie, "the samples were taken without Lottie's paints")
    let duration = samples.duration
    let count = samples.times.count
    let sampler = samples.sampler
    let rate = samples.rate
    let (framesPerSecond, positionTolerance) = (plan.framesPerSecond, plan.positionTolerance)
    let endFrame = duration * Double(framesPerSecond)
    var frames = (0..<count).map { Double($0) / Double(plan.samplesPerFrame) }
    frames[count - 1] = endFrame
    var builder = LottieBuilder(
      runs: sampler.runs, roots: sampler.roots, frames: frames, size: size,
      background: background, opacityTolerance: plan.opacityTolerance,
      candidates: plan.easingCandidates)
    var factor = 0.5
    var result = builder.build(positionTolerance: positionTolerance * factor)
    // Composed transforms add their parents' errors: tighten until the bound holds.
    for _ in 0..<4 where result.report.positionError > positionTolerance {
      factor /= 3
      result = builder.build(positionTolerance: positionTolerance * factor)
    }
    var report = result.report
    report.sampleRate = rate
    let root = LottieJSON.object([
      ("v", .string("5.7.0")), ("nm", .string(name)), ("ddd", .integer(0)),
      ("fr", .integer(framesPerSecond)), ("ip", .integer(0)),
      ("op", .value(endFrame + 1)), ("w", .integer(Int(size.width.rounded()))),
      ("h", .integer(Int(size.height.rounded()))), ("assets", .array(result.assets)),
      ("layers", .array(result.layers)),
    ])
    return LottieDocument(json: root.text, report: report)
  }
}
