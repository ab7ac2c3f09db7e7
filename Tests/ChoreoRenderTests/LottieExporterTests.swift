import ChoreoCore
import ChoreoRender
import ChoreoTestSupport
import Foundation
import Testing

/// The Lottie writer's keyframes, read back from the JSON and evaluated here with an
/// evaluator of its own (linear, hold, and cubic-Bézier easing solved by bisection), against
/// closed forms of the motion.
@Suite struct LottieExporterTests {
  static let size = Size2D(width: 300, height: 120)

  /// A 20-point dot whose center is at `center`, faded to `opacity`.
  static func dot(_ center: Point2D, opacity: Double = 1) -> RenderLayer {
    var layer = RenderLayer(
      frame: Rect2D(x: center.x - 10, y: center.y - 10, width: 20, height: 20))
    layer.backgroundColor = RGBA(hex: 0x007AFF)
    layer.cornerRadius = 10
    layer.opacity = opacity
    layer.name = "dot"
    return layer
  }

  @Test func bakedSpringStaysWithinTheReportedBound() throws {
    let spring = DampedSpring(duration: 0.5, bounce: 0.3)
    func x(_ t: Double) -> Double { 20 + 240 * spring.value(at: t) }
    func opacity(_ t: Double) -> Double { min(max(0.2 + 0.8 * spring.value(at: t), 0), 1) }
    let exporter = LottieExporter(framesPerSecond: 30)
    let document = try exporter.document(duration: 1, size: Self.size) { t in
      Self.dot(Point2D(x: x(t), y: 60), opacity: opacity(t))
    }
    let report = document.report
    #expect(report.positionError <= exporter.positionTolerance)
    #expect(report.opacityError <= exporter.opacityTolerance)
    #expect(report.sampleRate == 120)
    let layer = try #require(try Self.layers(document.json).first { $0["nm"] as? String == "dot" })
    let transform = try #require(layer["ks"] as? [String: Any])
    let position = try Property(transform["p"])
    let anchor = try Property(transform["a"])
    // The dot paints one thing, so its fade is its fill's opacity; the layer's stays 100.
    #expect(try Property(transform["o"]).keys.map(\.value) == [[100]])
    let fade = try Property(Self.paint("fl", of: layer)["o"])
    // Baked: more than two keyframes, fewer than one a sample.
    #expect(position.keyframeCount > 2 && position.keyframeCount < 120)
    // Its sway is a few cubic Hermite segments (11 keys at the default bound), not a line
    // a few samples long each.
    #expect(position.keyframeCount <= 16 && report.easedSegmentCount > 0)
    // At every sample the file's value is within the reported bound (plus the JSON's
    // rounding to 0.001); the anchor is the dot's center.
    for index in 0...120 {
      let t = Double(index) / 120
      let frame = t * 30
      #expect(anchor.value(at: frame) == [10, 10])
      let p = position.value(at: frame)
      #expect(abs(p[0] - x(t)) <= report.positionError + 1e-3, "x at \(t)")
      #expect(abs(p[1] - 60) <= 1e-9)
      #expect(abs(fade.value(at: frame)[0] / 100 - opacity(t)) <= report.opacityError + 1e-3)
    }
  }

  @Test func cssEasingIsOneKeyframePairWithItsTangents() throws {
    let curve = TimingCurve.easeInOut
    let document = try LottieExporter().document(duration: 1, size: Self.size) { t in
      Self.dot(Point2D(x: 20 + 200 * curve.value(at: t), y: 60))
    }
    let (_, out, into) = try Self.onePositionPair(document.json)
    #expect((out["x"] as? [Double]) == [0.42] && (out["y"] as? [Double]) == [0])
    #expect((into["x"] as? [Double]) == [0.58] && (into["y"] as? [Double]) == [1])
    #expect(document.report.easedSegmentCount == 1)
    #expect(document.report.positionError < 1e-6)
  }

  @Test func namedCubicBezierIsOneExactKeyframePair() throws {
    // An arbitrary curve that overshoots (y2 > 1): no CSS preset is near it.
    let curve = TimingCurve.cubicBezier(0.3, 0.8, 0.2, 1.15)
    func x(_ t: Double) -> Double { 20 + 200 * curve.value(at: t) }
    let scene = { (t: Double) in Self.dot(Point2D(x: x(t), y: 60)) }
    let baked = try LottieExporter().document(duration: 1, size: Self.size, scene: scene)
    let bakedLayer = try #require(
      try Self.layers(baked.json).first { $0["nm"] as? String == "dot" })
    let bakedKeys = try Property((bakedLayer["ks"] as? [String: Any])?["p"]).keyframeCount
    #expect(bakedKeys > 2, "without the curve it is baked")

    let document = try LottieExporter(curves: [curve, .steps(3, .jumpEnd)]).document(
      duration: 1, size: Self.size, scene: scene)
    let (transform, out, into) = try Self.onePositionPair(document.json)
    #expect((out["x"] as? [Double]) == [0.3] && (out["y"] as? [Double]) == [0.8])
    #expect((into["x"] as? [Double]) == [0.2] && (into["y"] as? [Double]) == [1.15])
    #expect(document.report.easedSegmentCount == 1)
    // Read back with the independent evaluator, between the samples too.
    let position = try Property(transform["p"])
    for index in 0...300 {
      let t = Double(index) / 300
      let error = abs(position.value(at: t * 30)[0] - x(t))
      #expect(error <= 2e-3, "x at \(t) is off by \(error)")
    }
  }

  @Test func liveTextIsOneLayerWithEachSubpathOnce() throws {
    // A counter label whose text (and so its name and path) changes ten times.
    func text(_ t: Double) -> String { "count \(min(Int(t * 10), 9))" }
    let font = StrokeFont.standard
    let document = try LottieExporter().document(duration: 1, size: Self.size) { t in
      font.layer(text(t), at: Point2D(x: 10, y: 40), size: 12, color: .black)
    }
    let layers = try Self.layers(document.json)
    #expect(layers.count == 1, "\(layers.map { $0["nm"] ?? "" })")
    let layer = try #require(layers.first)
    let groups = try #require(layer["shapes"] as? [[String: Any]])
    // At the middle of each tenth, the subpaths shown are those of that tenth's text.
    for tenth in 0..<10 {
      let frame = (Double(tenth) + 0.5) * 3
      var shown = 0
      for group in groups {
        let items = try #require(group["it"] as? [[String: Any]])
        let transform = try #require(items.first { $0["ty"] as? String == "tr" })
        guard try Property(transform["o"]).value(at: frame)[0] > 50 else { continue }
        shown += items.filter { $0["ty"] as? String == "sh" }.count
      }
      let path = font.path(for: text(Double(tenth) / 10), at: .zero, size: 12)
      let moves = path.elements.filter { if case .move = $0 { true } else { false } }.count
      #expect(shown == moves, "tenth \(tenth)")
    }
    // Each distinct subpath once: far fewer groups' paths than ten whole labels.
    let written = groups.reduce(0) {
      $0 + (($1["it"] as? [[String: Any]])?.filter { $0["ty"] as? String == "sh" }.count ?? 0)
    }
    let whole = font.path(for: "count 0", at: .zero, size: 12).elements.count
    #expect(written < 3 * whole, "\(written) subpaths written")
  }

  @Test func stepsBecomeHoldKeyframes() throws {
    let curve = TimingCurve.steps(4, .jumpEnd)
    let document = try LottieExporter().document(duration: 1, size: Self.size) { t in
      Self.dot(Point2D(x: 20 + 200 * curve.value(at: t), y: 60))
    }
    let (transform, keys) = try Self.dotPosition(document.json)
    let holds = keys.filter { ($0["h"] as? Int) == 1 }
    #expect(holds.count == 4)
    // A hold has no easing handles; the next key lands within one sample of the jump.
    #expect(holds.allSatisfy { $0["o"] == nil && $0["i"] == nil })
    let position = try Property(transform["p"])
    for quarter in 0..<4 {
      let frame = (Double(quarter) + 0.5) * 7.5
      #expect(abs(position.value(at: frame)[0] - (20 + 50 * Double(quarter))) < 1e-9)
    }
  }

  @Test func documentHasTheFieldsPlayersNeed() throws {
    var parent = RenderLayer(frame: Rect2D(x: 50, y: 10, width: 200, height: 100))
    parent.name = "card"
    parent.backgroundColor = RGBA(hex: 0xF2F2F7)
    parent.cornerRadius = 12
    parent.masksToBounds = true
    let document = try LottieExporter(framesPerSecond: 24).document(
      duration: 0.5, size: Self.size, background: .white
    ) { t in
      var card = parent
      card.opacity = 1 - t
      card.sublayers = [Self.dot(Point2D(x: 100 * t, y: 50))]
      return card
    }
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(document.json.utf8)) as? [String: Any])
    #expect(root["v"] as? String == "5.7.0")
    #expect(root["fr"] as? Int == 24)
    #expect(root["ip"] as? Int == 0)
    #expect(root["op"] as? Double == 13)  // 0.5 s × 24 + 1: one past the end state.
    #expect(root["w"] as? Int == 300 && root["h"] as? Int == 120)
    let all = try Self.layers(document.json)
    for layer in all {
      #expect(layer["ddd"] as? Int == 0)
      for key in ["ty", "ind", "ip", "op", "ks"] { #expect(layer[key] != nil, "\(key)") }
    }
    // The fading, clipping card is a precomposition with a mask; the dot inside it is
    // parented to the card's own layer.
    let precomp = try #require(all.first { $0["ty"] as? Int == 0 })
    #expect(precomp["hasMask"] as? Bool == true)
    let dot = try #require(all.first { $0["nm"] as? String == "card/dot" })
    #expect(dot["parent"] as? Int != nil)
  }

  /// Inside a precomposition a layer's opacity also holds 0 before its first frame and from
  /// its last on (the Python player ignores `ip` and `op` there). Each jump is keyed a
  /// hundredth of a sample before its frame, so a player that reads a hold as lasting
  /// through its end (the Python player does) shows the dot on frame 6 and not on 18.
  @Test func layerInsideAPrecompositionJumpsBeforeItsFrames() throws {
    var card = RenderLayer(frame: Rect2D(x: 50, y: 10, width: 200, height: 100))
    card.name = "card"
    card.backgroundColor = RGBA(hex: 0xF2F2F7)
    card.masksToBounds = true
    card.opacity = 0.5
    let exporter = LottieExporter(framesPerSecond: 24)
    let document = try exporter.document(duration: 1, size: Self.size, background: .white) {
      t in
      var layer = card
      // Shown on frames 6 to 17 (0.25 s ≤ t < 0.75 s).
      if t >= 0.25 && t < 0.75 { layer.sublayers = [Self.dot(Point2D(x: 100, y: 50))] }
      return layer
    }
    let all = try Self.layers(document.json)
    #expect(all.contains { $0["ty"] as? Int == 0 })
    let dot = try #require(all.first { $0["nm"] as? String == "card/dot" })
    #expect(dot["ip"] as? Double == 6 && dot["op"] as? Double == 18)
    let opacity = try Property((dot["ks"] as? [String: Any])?["o"])
    let spacing = 1 / Double(exporter.samplesPerFrame)
    let jumps = zip(opacity.keys, opacity.keys.dropFirst()).filter { $0.0.hold }.map(\.1)
    #expect(jumps.count == 2)
    for (jump, frame) in zip(jumps, [6.0, 18.0]) {
      #expect(jump.time < frame && jump.time > frame - spacing, "\(jump.time)")
    }
    #expect(jumps.map(\.value) == [[100], [0]])
    #expect(opacity.value(at: 5.9) == [0] && opacity.value(at: 6) == [100])
    #expect(opacity.value(at: 17) == [100] && opacity.value(at: 18) == [0])
  }

  // MARK: - An independent reader

  /// Every layer of the root and of every asset.
  /// The "dot" layer's transform and its position's keyframes.
  static func dotPosition(
    _ json: String
  ) throws -> (transform: [String: Any], keys: [[String: Any]]) {
    let layer = try #require(try layers(json).first { $0["nm"] as? String == "dot" })
    let transform = try #require(layer["ks"] as? [String: Any])
    let keys = try #require((transform["p"] as? [String: Any])?["k"] as? [[String: Any]])
    return (transform, keys)
  }

  /// The "dot" layer's transform and the out and in tangents of its position, which must
  /// be exactly one keyframe pair.
  static func onePositionPair(
    _ json: String
  ) throws -> (transform: [String: Any], out: [String: Any], into: [String: Any]) {
    let (transform, keys) = try dotPosition(json)
    #expect(keys.count == 2, "\(keys.map { $0["t"] ?? 0 })")
    let out = try #require(keys.first?["o"] as? [String: Any])
    let into = try #require(keys.first?["i"] as? [String: Any])
    return (transform, out, into)
  }

  /// The first paint of type `type` ("fl", "st") in a shape layer's groups.
  static func paint(_ type: String, of layer: [String: Any]) throws -> [String: Any] {
    let groups = try #require(layer["shapes"] as? [[String: Any]])
    let items = groups.flatMap { $0["it"] as? [[String: Any]] ?? [] }
    return try #require(items.first { $0["ty"] as? String == type })
  }

  /// A layer that paints one thing carries its opacity in the paint (rlottie draws a
  /// translucent layer offscreen with truncating 8-bit arithmetic, a fill's opacity
  /// exactly); one that paints two keeps it on the layer, where it is the group opacity
  /// that the two paints share (moving it into each would darken where they overlap).
  @Test func layerOpacityMovesIntoItsOnlyPaint() throws {
    let document = try LottieExporter().document(duration: 1, size: Self.size) { t in
      var ring = Self.dot(Point2D(x: 150, y: 60), opacity: 0.3)
      ring.name = "ring"
      ring.shape = VectorShape(
        path: .ellipse(in: Rect2D(x: 0, y: 0, width: 20, height: 20)),
        fillColor: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
      var root = RenderLayer(frame: Rect2D(origin: .zero, size: Self.size))
      root.sublayers = [Self.dot(Point2D(x: 60, y: 60 + t), opacity: 0.3), ring]
      return root
    }
    let layers = try Self.layers(document.json)
    func named(_ name: String) -> [String: Any]? {
      layers.first { ($0["nm"] as? String)?.hasSuffix("/" + name) == true }
    }
    let dot = try #require(named("dot"))
    let ring = try #require(named("ring"))
    func opacity(_ property: Any?) throws -> [Double] { try Property(property).value(at: 15) }
    #expect(try opacity((dot["ks"] as? [String: Any])?["o"]) == [100])
    #expect(try opacity(Self.paint("fl", of: dot)["o"]) == [30])
    #expect(try opacity((ring["ks"] as? [String: Any])?["o"]) == [30])
    let fills = try #require(ring["shapes"] as? [[String: Any]]).flatMap {
      ($0["it"] as? [[String: Any]] ?? []).filter { $0["ty"] as? String == "fl" }
    }
    #expect(try fills.map { try opacity($0["o"]) }.sorted { $0[0] < $1[0] } == [[50], [100]])
  }

  static func layers(_ json: String) throws -> [[String: Any]] {
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    var result = root["layers"] as? [[String: Any]] ?? []
    for asset in root["assets"] as? [[String: Any]] ?? [] {
      result += asset["layers"] as? [[String: Any]] ?? []
    }
    return result
  }

  /// A Lottie property, evaluated as the format defines it.
  struct Property {
    struct Key {
      var time: Double
      var value: [Double]
      var hold: Bool
      var handles: (Double, Double, Double, Double)?
    }
    var keys: [Key]
    var keyframeCount: Int { keys.count }

    init(_ object: Any?) throws {
      let property = try #require(object as? [String: Any])
      if property["a"] as? Int == 1 {
        let list = try #require(property["k"] as? [[String: Any]])
        keys = try list.map { key in
          var handles: (Double, Double, Double, Double)?
          if let o = key["o"] as? [String: Any], let i = key["i"] as? [String: Any] {
            handles = (
              try #require((o["x"] as? [Double])?.first),
              try #require((o["y"] as? [Double])?.first),
              try #require((i["x"] as? [Double])?.first), try #require((i["y"] as? [Double])?.first)
            )
          }
          return Key(
            time: try #require(key["t"] as? Double), value: try #require(key["s"] as? [Double]),
            hold: key["h"] as? Int == 1, handles: handles)
        }
      } else if let number = property["k"] as? Double {
        keys = [Key(time: 0, value: [number], hold: false, handles: nil)]
      } else {
        keys = [
          Key(time: 0, value: try #require(property["k"] as? [Double]), hold: false, handles: nil)
        ]
      }
    }

    func value(at frame: Double) -> [Double] {
      guard frame > keys[0].time else { return keys[0].value }
      for (a, b) in zip(keys, keys.dropFirst()) where frame < b.time {
        if a.hold { return a.value }
        var progress = (frame - a.time) / (b.time - a.time)
        if let (x1, y1, x2, y2) = a.handles {
          progress = Self.bezier(x1, y1, x2, y2, at: progress)
        }
        return zip(a.value, b.value).map { $0 + ($1 - $0) * progress }
      }
      return keys[keys.count - 1].value
    }

    /// y at x on the easing curve from (0, 0) to (1, 1): x(s) is monotone for x1, x2 in
    /// 0...1, so bisection on s finds it.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
      -> Double
    {
      func cubic(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
      }
      var (low, high) = (0.0, 1.0)
      for _ in 0..<60 {
        let mid = (low + high) / 2
        if cubic(x1, x2, mid) < x { low = mid } else { high = mid }
      }
      return cubic(y1, y2, (low + high) / 2)
    }
  }
}
