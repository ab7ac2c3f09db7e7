// Policy: the Lottie and web exporters sample a scene the same way (every 1/(fps × samples
// per frame) seconds and at the end, warped layers approximated, every layer followed by
// LottieSampler), so a caller that writes both (the gallery) samples the scene once and
// hands the samples to each: the scene is evaluated, validated and followed once, not
// twice. Each exporter's public method samples on its own and then writes from the samples,
// so the two ways give the same bytes.
import ChoreoCore

/// A scene sampled once for ``LottieExporter`` and ``WebExporter`` (taken through a
/// ``SamplingPlan``).
package struct SceneSamples {
  /// The scene's length in seconds.
  let duration: Double
  /// Samples a second.
  let rate: Double
  /// The time of each sample: index / rate, the last exactly `duration`.
  let times: [Double]
  /// Every layer followed through the samples.
  let sampler: LottieSampler
  /// What the web exporter keeps of each followed layer, sample by sample; empty unless
  /// asked for.
  let tracks: WebTracks
  /// When each sample's discrete state (``RenderLayer/discreteSignature``: which layers
  /// are drawn, a label's text, clipping) began: the sample's own time, or, where that
  /// state differs from the sample before's, the instant it starts, found by bisecting the
  /// scene to within ``changeResolution`` (where several things change between the two
  /// samples, the instant the last of them does: from there on the scene is in the
  /// sample's state). The web exporter switches discrete things
  /// there, not on the sample grid; empty unless the samples are for the web.
  let changeTimes: [Double]
  /// Whether each sample's discrete state differs from the sample before's (false for the
  /// first); empty unless the samples are for the web.
  let changed: [Bool]
  /// The warped layers (by place in the tree) drawn as approximations, in the order met;
  /// empty unless the samples are for the web.
  let approximated: [String]
  /// Whether the samples keep each layer's paints as Lottie writes them (the web exporter
  /// reads its own, ``tracks``).
  let forLottie: Bool

  /// Samples `scene` over `0...duration`.
  ///
  /// - Parameters:
  ///   - duration: Seconds, finite and > 0 (a programmer's constant: a bad one traps).
  ///   - size: The canvas in points.
  ///   - framesPerSecond: 1...240.
  ///   - samplesPerFrame: 1...16.
  ///   - forWeb: Whether to keep what the web exporter needs (each layer's visits).
  ///   - forLottie: Whether to keep what the Lottie exporter needs (each layer's paints as
  ///     Lottie shapes): a page alone skips them, 12% of its export's instructions.
  ///   - scene: The layer tree at a time in 0...duration.
  /// - Throws: ``RenderError`` for a bad size, a non-finite number in a tree, a tree
  ///   nested too deep, or more than ``LottieExporter/maximumSampleCount`` samples.
  init(
    duration: Double, size: Size2D, framesPerSecond: Int, samplesPerFrame: Int, forWeb: Bool,
    forLottie: Bool = true, scene: (Double) -> RenderLayer
  ) throws(RenderError) {
    precondition(duration.isFinite && duration > 0, "duration must be > 0, got \(duration)")
    _ = try LayerRenderer(size: size, scale: 1).pixelSize()
    let rate = Double(framesPerSecond * samplesPerFrame)
    guard duration * rate <= Double(LottieExporter.maximumSampleCount) else {
      throw .tooLong(duration: duration, samplesPerSecond: rate)
    }
    let count = Int((duration * rate - 1e-9).rounded(.up)) + 1
    let times = (0..<count).map { $0 == count - 1 ? duration : Double($0) / rate }
    var sampler = LottieSampler()
    sampler.recordsVisits = forWeb
    sampler.keepsPaints = forLottie
    var tracks = WebTracks()
    var approximated: [String] = []
    var changeTimes: [Double] = []
    var changed: [Bool] = []
    var lastSignature: Int?
    for (index, time) in times.enumerated() {
      // Neither format can bend an image: warped layers (the curl) go as plain
      // approximations. The scene's tree is checked first (approximating recurses), then
      // what is written, where that differs (a tree without warps is written as it is).
      let original = scene(time)
      try original.validate()
      if forWeb {
        let signature = original.discreteSignature
        changed.append(lastSignature.map { $0 != signature } ?? false)
        if let lastSignature, signature != lastSignature {
          changeTimes.append(
            Self.changeInstant(after: times[index - 1], upTo: time, to: signature, scene: scene))
        } else {
          changeTimes.append(time)
        }
        lastSignature = signature
      }
      if original.containsWarp {
        if forWeb { Self.collectWarps(original, place: "root", into: &approximated) }
        let tree = original.approximatingWarps()
        try tree.validate()
        sampler.add(tree)
      } else {
        sampler.add(original)
      }
      if forWeb { tracks.add(sampler.visits, sample: index) }
    }
    self.duration = duration
    self.rate = rate
    self.times = times
    self.sampler = sampler
    self.tracks = tracks
    self.changeTimes = changeTimes
    self.changed = changed
    self.approximated = approximated
    self.forLottie = forLottie
  }

  /// How closely ``changeTimes`` places a change between two samples, in seconds: a
  /// change exactly at a sample is placed exactly, one between samples at most this late.
  package static let changeResolution = 0.001

  /// The instant in `(after, upTo]` from which the scene's discrete signature is `new`
  /// (its signature at `upTo`), to within ``changeResolution``: bisection, which finds the
  /// last change into `new` where the signature changes more than once in the span.
  package static func changeInstant(
    after: Double, upTo: Double, to new: Int, scene: (Double) -> RenderLayer
  ) -> Double {
    var (low, high) = (after, upTo)
    while high - low > changeResolution {
      let middle = (low + high) / 2
      if scene(middle).discreteSignature == new { high = middle } else { low = middle }
    }
    return high
  }

  /// Adds the places of warped layers not yet named.
  private static func collectWarps(_ layer: RenderLayer, place: String, into names: inout [String])
  {
    if layer.warp != nil {
      let label = layer.name.map { "\(place) (\"\($0)\")" } ?? place
      if !names.contains(label) { names.append(label) }
      return
    }
    for (index, sublayer) in layer.sublayers.enumerated() {
      collectWarps(sublayer, place: "\(place).sublayers[\(index)]", into: &names)
    }
  }
}
