// Policy: a scene over time becomes one self-contained HTML page that the browser's own
// animation engine plays. The scene is sampled and its layers followed exactly as the Lottie
// exporter does (LottieSampler); each followed layer (a run) becomes an absolutely placed
// element nested in its parent's, so CSS composes the transforms, flattens each subtree into
// its parent's plane and fades it as a group, as Core Animation does. Each run's transform
// (a `matrix()` or `matrix3d()` whose perspective term is the parent's sublayer transform:
// CSS perspective) and opacity are reduced to keyframes by LottieKeyframes; every segment it
// keeps is linear, a hold (`steps(1, end)`) or a cubic Bézier (`cubic-bezier(...)`, the CSS
// presets, the caller's curves, or the Hermite cubic that carries a spring), written as that
// keyframe's easing. A layer's own paints are inline SVG in its own coordinates (text is
// already paths from the stroke font); paints that change (a label's text) are separate
// variants shown by `visibility` holds, as is a run that starts or ends inside the scene.
//
// A warped layer (the page curl) has no browser equivalent: the page still draws it as
// `approximatingWarps()` does, and ``WebPage/approximatedLayers`` names it so that the caller
// can fall back to frames played under the same controls
// (``WebExporter/fallbackPage(title:size:background:reason:apng:framesPerSecond:stillTime:)``).
//
// Discrete changes (a label's text, a layer that comes or goes, a clip, and a transform or
// opacity that jumps with them) switch at the instants SceneSamples finds by bisecting the
// scene, not on the sample grid; every element's base style is its value at the page's still
// time, so the page is right before and without its script.
//
// `#still=T` in the page's address pauses every animation at T seconds and shows only the
// canvas at the top-left corner, at scale 1, with no margins.
import ChoreoCore

/// Writes an animated layer tree as a self-contained HTML page that plays through the Web
/// Animations API.
///
/// ```swift
/// let page = try WebExporter().page(
///   duration: 1, size: Size2D(width: 200, height: 100), title: "Dot"
/// ) { t in
///   var dot = RenderLayer(frame: Rect2D(x: 10 + 100 * t, y: 40, width: 20, height: 20))
///   dot.backgroundColor = RGBA(hex: 0x007AFF)
///   dot.cornerRadius = 10
///   return dot
/// }
/// print(page.html.count)
/// ```
@dynamicMemberLookup
public struct WebExporter: Sendable {
  /// How the scene is sampled, and how closely the keyframes follow it; its settings read
  /// as the exporter's own: `exporter.positionTolerance`.
  public var plan: SamplingPlan

  /// Creates an exporter.
  ///
  /// - Parameters:
  ///   - framesPerSecond: 1...240; 30 by default.
  ///   - samplesPerFrame: 1...16; 4 by default.
  ///   - positionTolerance: Points, > 0; 0.05 by default.
  ///   - opacityTolerance: > 0; 0.002 by default.
  ///   - curves: Timing curves the motion uses (see ``SamplingPlan/curves``); none by
  ///     default.
  /// - Precondition: every argument in its range.
  public init(
    framesPerSecond: Int = 30, samplesPerFrame: Int = 4, positionTolerance: Double = 0.05,
    opacityTolerance: Double = 0.002, curves: [TimingCurve] = []
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

  /// The page of a scene over `0...duration`.
  ///
  /// The page shows the scene at `stillTime` before its script runs and without it (in a
  /// feed reader, in print, in a repository's file preview): every element's base style
  /// is its value then.
  ///
  /// - Parameters:
  ///   - duration: Seconds, finite and > 0 (a programmer's constant: a bad one traps).
  ///   - size: The canvas in points (CSS pixels).
  ///   - background: A colour under everything; none when transparent (the default).
  ///   - title: The page's title and heading.
  ///   - stillTime: The instant the page shows without its script, clamped to
  ///     0...duration; 0 (the first frame) by default.
  ///   - scene: The layer tree at a time in 0...duration.
  /// - Returns: The page, and the layers it could only approximate.
  /// - Throws: ``RenderError`` for a bad size, a non-finite number in a tree, a tree
  ///   nested too deep, or a duration that would take more than
  ///   ``LottieExporter/maximumSampleCount`` samples.
  /// - Complexity: about linear in samples × layers; each distinct paint is written once.
  public func page(
    duration: Double, size: Size2D, background: RGBA = .clear, title: String = "Choreo",
    stillTime: Double = 0, scene: (Double) -> RenderLayer
  ) throws(RenderError) -> WebPage {
    let samples = try plan.samples(
      duration: duration, size: size, forWeb: true, forLottie: false, scene: scene)
    return page(samples, size: size, background: background, title: title, stillTime: stillTime)
  }

  /// The page of a scene already sampled (``SceneSamples``, taken with `forWeb` at this
  /// exporter's rate), so that the Lottie exporter can share the samples.
  package func page(
    _ samples: SceneSamples, size: Size2D, background: RGBA = .clear, title: String = "Choreo",
    stillTime: Double = 0
  ) -> WebPage {
    plan.check(samples)
    var writer = WebPageWriter(
      duration: samples.duration, size: size, background: background, title: title,
      framesPerSecond: plan.framesPerSecond, times: samples.times,
      changeTimes: samples.changeTimes, changed: samples.changed,
      stillTime: min(max(stillTime, 0), samples.duration),
      candidates: plan.easingCandidates, positionTolerance: plan.positionTolerance / 2,
      opacityTolerance: plan.opacityTolerance)
    let html = writer.page(runs: samples.sampler.runs, tracks: samples.tracks)
    return WebPage(html: html, approximatedLayers: samples.approximated)
  }
}
