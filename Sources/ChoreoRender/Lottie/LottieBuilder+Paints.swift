import CLibM
import ChoreoCore

// How a run's paints become Lottie shapes: fills, strokes, borders, and the pieces of a
// path whose structure changes over the run.
extension LottieBuilder {
  // MARK: - Paints

  mutating func shapes(_ run: LottieRun, separateBorder: Bool) -> [LottieJSON] {
    let layer = run.samples[0].layer.renderLayer
    var groups: [LottieJSON] = []  // top first
    if run.isProjected {
      let parts = run.samples.map {
        LottieContent.projected($0.layer.renderLayer, canvas: $0.canvas)
      }
      var part = 0
      var bottomFirst: [LottieJSON] = []
      func paint(_ colour: (LottieLayerSample) -> RGBA, rule: Int) -> LottieJSON {
        defer { part += 1 }
        let index = part
        let count = parts[0][index].count
        let paths = (0..<count).map { k in shapeProperty(parts.map { $0[index][k] }, run.first) }
        return group(paths: paths, paints: [fill(run, colour, rule: rule)])
      }
      if LottieContent.hasBackground(layer) {
        bottomFirst.append(paint({ $0.backgroundColor ?? .clear }, rule: 1))
      }
      if let shape = layer.shape {
        if shape.fillColor != nil {
          bottomFirst.append(
            paint({ $0.shape?.fillColor ?? .clear }, rule: shape.fillRule == .evenOdd ? 2 : 1))
        }
        if LottieContent.hasStroke(shape) {
          bottomFirst.append(paint({ $0.shape?.strokeColor ?? .clear }, rule: 1))
        }
      }
      if LottieContent.hasBorder(layer) && !separateBorder {
        bottomFirst.append(paint({ $0.borderColor }, rule: 2))
      }
      return bottomFirst.reversed()
    }
    if LottieContent.hasBorder(layer) && !separateBorder {
      groups += borderShapes(run)
    }
    if let shape = layer.shape {
      let subpaths = run.samples.map { $0.layer.subpaths }
      var paints: [LottieJSON] = []
      if LottieContent.hasStroke(shape) { paints.append(stroke(run)) }
      if shape.fillColor != nil {
        paints.append(
          fill(run, { $0.shape?.fillColor ?? .clear }, rule: shape.fillRule == .evenOdd ? 2 : 1))
      }
      let dots = run.samples.map { $0.layer.dots }
      if dots.contains(where: { !$0.isEmpty }) {
        // The stroke's dots, filled in its colour, drawn with it.
        let ink = [fill(run, { $0.shape?.strokeColor ?? .clear }, rule: 1)]
        if Self.sameStructure(dots) {
          let paths = (0..<dots[0].count).map { k in shapeProperty(dots.map { $0[k] }, run.first) }
          groups.append(group(paths: paths, paints: ink))
        } else {
          groups += pieces(dots, paints: ink, first: run.first)
        }
      }
      if Self.sameStructure(subpaths) {
        let paths = (0..<subpaths[0].count).map { k in
          shapeProperty(subpaths.map { $0[k] }, run.first)
        }
        groups.append(group(paths: paths, paints: paints))
      } else {
        groups += pieces(subpaths, paints: paints, first: run.first)
      }
    }
    if LottieContent.hasBackground(layer) {
      var centers = LottieSamples(dimension: 2, capacity: run.samples.count)
      var sizes = LottieSamples(dimension: 2, capacity: run.samples.count)
      var radii = LottieSamples(dimension: 1, capacity: run.samples.count)
      for sample in run.samples {
        let bounds = sample.layer.bounds
        centers.append(bounds.center.x, bounds.center.y)
        sizes.append(bounds.size.width, bounds.size.height)
        radii.append(LottieContent.cornerRadius(bounds: bounds, radius: sample.layer.cornerRadius))
      }
      let rect = LottieJSON.object([
        ("ty", .string("rc")), ("nm", .string("background")), ("d", .integer(1)),
        ("p", property(channel(centers, tolerance), run.first, scalar: false)),
        ("s", property(channel(sizes, tolerance), run.first, scalar: false)),
        ("r", property(channel(radii, tolerance), run.first, scalar: true)),
      ])
      groups.append(
        group(paths: [rect], paints: [fill(run, { $0.backgroundColor ?? .clear }, rule: 1)]))
    }
    return groups
  }

  /// Whether an affine run without sublayers paints exactly one thing, written as one
  /// group (so its layer opacity can move into that paint).
  func paintsOnce(_ run: LottieRun, separateBorder: Bool) -> Bool {
    guard !run.isProjected, !run.hasChildren else { return false }
    let layer = run.samples[0].layer.renderLayer
    var paints = 0
    if LottieContent.hasBorder(layer) && !separateBorder { paints += 1 }
    if LottieContent.hasBackground(layer) { paints += 1 }
    if let shape = layer.shape {
      if LottieContent.hasStroke(shape) { paints += 1 }
      if shape.fillColor != nil { paints += 1 }
      if run.samples.contains(where: { !$0.layer.dots.isEmpty }) { paints += 1 }
      guard paints == 1, Self.sameStructure(run.samples.map { $0.layer.subpaths }) else {
        return false
      }
    }
    return paints == 1
  }

  /// Whether every sample's subpaths have one structure (so they can be keyframed).
  static func sameStructure(_ subpaths: [[LottieBezierShape]]) -> Bool {
    let first = subpaths[0]
    return subpaths.allSatisfy { shapes in
      shapes.count == first.count
        && zip(shapes, first).allSatisfy {
          $0.closed == $1.closed && $0.vertices.count == $1.vertices.count
        }
    }
  }

  /// A path whose structure changes (live text): each distinct subpath is written once,
  /// static; subpaths shown at exactly the same samples share a group (painted together,
  /// as one path), shown by hold opacity keyframes.
  mutating func pieces(
    _ subpaths: [[LottieBezierShape]], paints: [LottieJSON], first: Int
  ) -> [LottieJSON] {
    // Each distinct subpath (as written: 0.001 pt) and the samples that have it. Equal
    // subpaths write the same text, and a sample's list is most often its predecessor's:
    // each distinct subpath is written once, each distinct list looked up once.
    var texts: [LottieJSON] = []
    var idByText: [LottieJSON: Int] = [:]
    var idByShape: [LottieBezierShape: Int] = [:]
    var presence: [[Int]] = []
    var previous: (list: [LottieBezierShape], ids: [Int])?
    for (local, list) in subpaths.enumerated() {
      let ids: [Int]
      if let previous, previous.list == list {
        ids = previous.ids
      } else {
        ids = list.enumerated().map { index, shape in
          // Most subpaths stay where they were (a label's digit changes, not its words).
          if let previous, index < previous.list.count, previous.list[index] == shape {
            return previous.ids[index]
          }
          if let id = idByShape[shape] { return id }
          let text = shape.json
          let id: Int
          if let known = idByText[text] {
            id = known
          } else {
            id = texts.count
            idByText[text] = id
            texts.append(text)
            presence.append([])
          }
          idByShape[shape] = id
          return id
        }
        previous = (list, ids)
      }
      for id in ids where presence[id].last != local { presence[id].append(local) }
    }
    var groupOrder: [[Int]] = []
    var members: [[Int]: [LottieJSON]] = [:]
    for (id, text) in texts.enumerated() {
      let samples = presence[id]
      if members[samples] == nil { groupOrder.append(samples) }
      members[samples, default: []].append(text)
    }
    let sampleCount = subpaths.count
    return groupOrder.map { samples in
      var shown = Array(repeating: [0.0], count: sampleCount)
      for local in samples { shown[local] = [100] }
      var keys = [LottieKey(sample: 0, value: shown[0], easing: .hold)]
      for local in 1..<max(sampleCount, 1) where shown[local] != shown[local - 1] {
        keys.append(LottieKey(sample: local, value: shown[local], easing: .hold))
      }
      let opacity = Channel(LottieSamples(shown), keys: keys)
      count(opacity)
      let paths = members[samples]!.map { text in
        LottieJSON.object([
          ("ty", .string("sh")),
          ("ks", .object([("a", .integer(0)), ("k", text)])),
        ])
      }
      return group(
        paths: paths, paints: paints,
        opacity: property(opacity, first, scalar: true))
    }
  }

  mutating func borderShapes(_ run: LottieRun) -> [LottieJSON] {
    let colour: (LottieLayerSample) -> RGBA = { $0.borderColor }
    if run.isProjected {
      let parts = run.samples.map {
        LottieContent.project(
          LottieContent.flat(LayerGeometry.borderPath($0.layer.renderLayer)), $0.canvas)
      }
      let paths = (0..<parts[0].count).map { k in shapeProperty(parts.map { $0[k] }, run.first) }
      return [group(paths: paths, paints: [fill(run, colour, rule: 2)])]
    }
    let subpaths = run.samples.map {
      LottieBezierShape.shapes(of: LayerGeometry.borderPath($0.layer.renderLayer))
    }
    let paths = (0..<subpaths[0].count).map { k in shapeProperty(subpaths.map { $0[k] }, run.first)
    }
    return [group(paths: paths, paints: [fill(run, colour, rule: 2)])]
  }

  func group(paths: [LottieJSON], paints: [LottieJSON], opacity: LottieJSON? = nil)
    -> LottieJSON
  {
    .object([
      ("ty", .string("gr")), ("nm", .string("paint")),
      ("it", .array(paths + paints + [groupTransform(opacity: opacity)])),
    ])
  }

  func groupTransform(opacity: LottieJSON?) -> LottieJSON {
    func fixed(_ value: LottieJSON) -> LottieJSON {
      .object([("a", .integer(0)), ("k", value)])
    }
    return .object([
      ("ty", .string("tr")), ("a", fixed(.values([0, 0]))), ("p", fixed(.values([0, 0]))),
      ("s", fixed(.values([100, 100]))), ("r", fixed(.integer(0))),
      ("o", opacity ?? fixed(.integer(100))),
    ])
  }

  func rectangleGroup(rect: Rect2D, radius: Double, colour: RGBA) -> LottieJSON {
    func fixed(_ value: LottieJSON) -> LottieJSON {
      .object([("a", .integer(0)), ("k", value)])
    }
    let rc = LottieJSON.object([
      ("ty", .string("rc")), ("d", .integer(1)),
      ("p", fixed(.values([rect.center.x, rect.center.y]))),
      ("s", fixed(.values([rect.size.width, rect.size.height]))), ("r", fixed(.value(radius))),
    ])
    let fl = LottieJSON.object([
      ("ty", .string("fl")),
      (
        "c",
        fixed(.array([colour.red, colour.green, colour.blue].map { .number($0, decimals: 4) }))
      ),
      ("o", fixed(.value(colour.alpha * 100))), ("r", .integer(1)),
    ])
    return group(paths: [rc], paints: [fl])
  }

  mutating func colourChannels(_ run: LottieRun, _ colour: (LottieLayerSample) -> RGBA) -> (
    LottieJSON, LottieJSON
  ) {
    let colours = run.samples.map { sample in
      var colour = colour(sample.layer)
      if foldsLayerOpacity { colour.alpha *= min(max(sample.opacity, 0), 1) }
      return colour
    }
    var rgbSamples = LottieSamples(dimension: 3, capacity: colours.count)
    for colour in colours {
      rgbSamples.append(colour.red, colour.green)
      rgbSamples.append(colour.blue)
    }
    let rgb = Channel(
      rgbSamples, tolerance: 0.002, candidates: candidates, cache: &probeCache)
    let alpha = channel(
      LottieSamples(scalars: colours.map { min(max($0.alpha, 0), 1) * 100 }),
      opacityTolerance * 40)
    report.colorError = max(report.colorError, rgb.error)
    report.opacityError = max(report.opacityError, alpha.error / 100)
    count(rgb)
    return (
      property(rgb, run.first, scalar: false, decimals: 4), property(alpha, run.first, scalar: true)
    )
  }

  mutating func fill(_ run: LottieRun, _ colour: (LottieLayerSample) -> RGBA, rule: Int)
    -> LottieJSON
  {
    let (c, o) = colourChannels(run, colour)
    return .object([("ty", .string("fl")), ("c", c), ("o", o), ("r", .integer(rule))])
  }

  mutating func stroke(_ run: LottieRun) -> LottieJSON {
    let shape = run.samples[0].layer.shape!
    let (c, o) = colourChannels(run, { $0.shape?.strokeColor ?? .clear })
    let widths = channel(
      LottieSamples(scalars: run.samples.map { $0.layer.shape?.lineWidth ?? 0 }), tolerance)
    let cap = [LineCap.butt: 1, .round: 2, .square: 3][shape.lineCap]!
    let join = [LineJoin.miter: 1, .round: 2, .bevel: 3][shape.lineJoin]!
    var members: [(String, LottieJSON)] = [
      ("ty", .string("st")), ("c", c), ("o", o),
      ("w", property(widths, run.first, scalar: true)), ("lc", .integer(cap)),
      ("lj", .integer(join)),
    ]
    if shape.lineJoin == .miter { members.append(("ml", .value(max(shape.miterLimit, 1)))) }
    return .object(members)
  }
}
