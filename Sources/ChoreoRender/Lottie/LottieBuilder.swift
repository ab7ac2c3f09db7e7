// Policy: how followed layers become Lottie layers.
//
// - Each run (a layer followed through samples) is one Lottie layer carrying its
//   transform and its own paints: a shape layer (`ty` 4), or a null layer (`ty` 3) when it
//   paints nothing. Its anchor is the layer's anchor point, its position where that point
//   lands, then scale (percent), rotation (degrees, unwrapped across samples so spins
//   keep turning) and skew, as Transform2D.decomposed() factors the map.
// - A sublayer with an affine map into its parent's space is parented (`parent`), so a
//   child that holds still in a moving parent has no keyframes of its own.
// - Lottie parenting passes transforms on, not opacity. A layer with sublayers whose
//   opacity drops below 1, or that clips them (`masksToBounds`), becomes a precomposition
//   (`ty` 0) at the canvas's size and identity transform: its subtree is composited, then
//   faded and masked as Core Animation's group opacity and clip do. Inside, the layer's
//   own Lottie layer carries its full canvas transform.
// - A border painted over sublayers is a second shape layer above them.
// - A layer that paints one thing (one fill, stroke or border, no sublayers) carries its
//   opacity in that paint's opacity, not in `ks.o`: the two are equal by the spec for a
//   single paint, and rlottie draws a translucent layer offscreen and composites it with
//   8-bit truncating arithmetic (a 30% black layer over white gives 181 where 178.5 is
//   right; a fill's own opacity comes out within half a level; see
//   Benchmarks/peers/lottie_blend_probe.py).
// - Lottie paints a composition's first layer on top; layers are ordered so that every
//   sample's painting order (sorted siblings, depth first) holds.
import ChoreoCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One property sampled over a run and its keyframes.
private struct Channel {
  var samples: LottieSamples
  var tolerance: Double
  var keys: [LottieKey]

  init(
    _ samples: LottieSamples, tolerance: Double, candidates: [LottieEasingCandidate],
    cache: inout LottieProbeCache
  ) {
    self.samples = samples
    self.tolerance = tolerance
    keys = LottieKeyframes.reduce(
      samples, tolerance: tolerance, candidates: candidates, cache: &cache)
  }

  /// A channel with keys already chosen (exact at every sample).
  init(_ samples: LottieSamples, keys: [LottieKey]) {
    self.samples = samples
    tolerance = 0
    self.keys = keys
  }

  /// The keyframes' value at every local sample, as a player evaluates them.
  var values: LottieSamples { LottieKeyframes.values(keys, count: samples.count) }

  /// The largest difference between keyframes and samples.
  var error: Double {
    var worst = 0.0
    if keys.count == 1 {
      // One key holds everywhere.
      let d = samples.dimension
      let value = keys[0].value
      for (index, sample) in samples.values.enumerated() {
        worst = max(worst, abs(value[index % d] - sample))
      }
      return worst
    }
    for (value, sample) in zip(values.values, samples.values) {
      worst = max(worst, abs(value - sample))
    }
    return worst
  }
}

private enum Item: Hashable {
  case carrier(Int)
  case border(Int)
  case precomp(Int)
}

/// One item painted right below another at some sample.
private struct Edge: Hashable {
  var below: Item
  var above: Item
}

struct LottieBuilder {
  let runs: [LottieRun]
  let roots: [Int?]
  let frames: [Double]
  let size: Size2D
  let background: RGBA
  let opacityTolerance: Double
  /// The cubic-Bézier easings the keyframe fit tries.
  let candidates: [LottieEasingCandidate]
  private let grouped: [Bool]
  /// Runs with a precomposed sublayer: their sublayers are not parented to them. A
  /// precomposition layer cannot be parented (its content is in canvas coordinates), and
  /// the Python lottie player paints parented layers together with their parent, so a
  /// precomposition among parented siblings would be painted out of order.
  private let hasGroupedChild: [Bool]
  private var order: [Int: [Item]] = [:]
  /// Runs whose border is a layer of its own, above their sublayers.
  private let separateBorders: [Bool]

  private var report = LottieReport()
  /// The candidates' probe values, kept between channels and builds.
  private var probeCache = LottieProbeCache()
  private var tolerance = 0.1
  /// The composition being built: -1 for the root.
  private var currentComposition = -1
  /// Whether the paints being written carry their layer's opacity (a layer with one paint).
  private var foldsLayerOpacity = false
  /// The canvas maps the file gives each affine run, per local sample.
  private var rebuilt: [Int: [Transform2D]] = [:]

  init(
    runs: [LottieRun], roots: [Int?], frames: [Double], size: Size2D, background: RGBA,
    opacityTolerance: Double, candidates: [LottieEasingCandidate]
  ) {
    self.candidates = candidates
    self.runs = runs
    self.roots = roots
    self.frames = frames
    self.size = size
    self.background = background
    self.opacityTolerance = opacityTolerance
    grouped = runs.map { run in
      run.hasChildren
        && (run.samples[0].layer.masksToBounds
          || run.samples.contains { $0.opacity < 1 })
    }
    var parentsOfGroups = Set<Int>()
    for (id, run) in runs.enumerated() where grouped[id] {
      if let parent = run.parent { parentsOfGroups.insert(parent) }
    }
    hasGroupedChild = runs.indices.map { parentsOfGroups.contains($0) }
    separateBorders = runs.map { run in
      LottieContent.hasBorder(run.samples[0].layer.renderLayer) && run.hasChildren
    }
    order = paintingOrders()
  }

  // MARK: - Structure

  /// The composition a run's sublayers live in: -1 for the root composition, else the
  /// nearest grouped run at or above it.
  private func childComposition(_ run: Int?) -> Int {
    guard let run else { return -1 }
    return grouped[run] ? run : childComposition(runs[run].parent)
  }

  private func separateBorder(_ run: Int) -> Bool { separateBorders[run] }

  /// Each composition's items in painting order (bottom first), consistent with every
  /// sample's order.
  ///
  /// - Complexity: O(S + E log n) for S items summed over the samples, E ordering edges
  ///   and n items in a composition: the next item comes from a heap of the ready ones,
  ///   not from a scan of the items (which made it O(n²)).
  private func paintingOrders() -> [Int: [Item]] {
    var edges: [Int: Set<Edge>] = [:]
    var seen: [Int: [Item]] = [:]
    var seenSet: Set<Item> = []
    for (index, root) in roots.enumerated() {
      guard let root else { continue }
      var sequences: [Int: [Item]] = [:]
      func walk(_ run: Int, _ composition: Int) {
        if grouped[run] && composition != run {
          sequences[composition, default: []].append(.precomp(run))
          walk(run, run)
          return
        }
        sequences[composition, default: []].append(.carrier(run))
        let own = runs[run]
        for child in own.samples[index - own.first].children { walk(child, composition) }
        if separateBorder(run) { sequences[composition, default: []].append(.border(run)) }
      }
      walk(root, -1)
      for (composition, items) in sequences {
        for item in items where !seenSet.contains(item) {
          seenSet.insert(item)
          seen[composition, default: []].append(item)
        }
        for pair in zip(items, items.dropFirst()) {
          edges[composition, default: []].insert(Edge(below: pair.0, above: pair.1))
        }
      }
    }
    var result: [Int: [Item]] = [:]
    for (composition, items) in seen {
      // Kahn's algorithm, ties broken by first appearance (a cycle cannot arise, since a
      // run keeps its rank among its siblings; if one did, the rest follow in appearance
      // order).
      // Items are numbered by first appearance, so "the first ready item" is the least
      // number in a heap of the ready ones; the fallback (after a cycle) is the first
      // item not yet placed, found by a cursor that only moves forward.
      var number: [Item: Int] = [:]
      for (position, item) in items.enumerated() { number[item] = position }
      var incoming = [Int](repeating: 0, count: items.count)
      var outgoing = [[Int]](repeating: [], count: items.count)
      for edge in edges[composition] ?? [] {
        let (below, above) = (number[edge.below]!, number[edge.above]!)
        incoming[above] += 1
        outgoing[below].append(above)
      }
      var ready = MinHeap(items.indices.filter { incoming[$0] == 0 })
      var done = [Bool](repeating: false, count: items.count)
      var cursor = 0
      var placed: [Item] = []
      placed.reserveCapacity(items.count)
      while placed.count < items.count {
        var next = -1
        while let candidate = ready.popMin() {
          if !done[candidate] {
            next = candidate
            break
          }
        }
        if next < 0 {
          while done[cursor] { cursor += 1 }
          next = cursor
        }
        placed.append(items[next])
        done[next] = true
        for target in outgoing[next] {
          incoming[target] -= 1
          if incoming[target] == 0 { ready.insert(target) }
        }
      }
      result[composition] = placed
    }
    return result
  }

  // MARK: - Building

  /// The assets and root layers, with the report of what they achieve.
  mutating func build(positionTolerance: Double) -> (
    assets: [LottieJSON], layers: [LottieJSON], report: LottieReport
  ) {
    tolerance = positionTolerance
    report = LottieReport()
    rebuilt = [:]
    // Parents before children: a run's id is always above its parent's.
    var layersByComposition: [Int: [LottieJSON]] = [:]
    for composition in order.keys.sorted() {
      layersByComposition[composition] = layers(of: composition)
    }
    var assets: [LottieJSON] = []
    for composition in order.keys.sorted() where composition >= 0 {
      assets.append(
        .object(
          [
            ("id", .string("comp\(composition)")), ("nm", .string(name(composition))),
            ("fr", .integer(0)), ("layers", .array(layersByComposition[composition] ?? [])),
          ].filter { $0.0 != "fr" }))
    }
    var root = layersByComposition[-1] ?? []
    if background.alpha > 0 {
      let rect = Rect2D(origin: .zero, size: size)
      root.append(
        layer(
          ind: root.count + 1, type: 4, name: "background", ip: 0, op: lastFrame,
          transform: staticTransform(),
          extra: [
            ("shapes", .array([rectangleGroup(rect: rect, radius: 0, colour: background)]))
          ]))
    }
    report.layerCount += root.count
    return (assets, root, report)
  }

  private var lastFrame: Double { frames[frames.count - 1] + 1 }

  /// Frames between samples.
  private var sampleSpacing: Double { frames.count > 1 ? frames[1] - frames[0] : 1 }

  private func name(_ run: Int) -> String {
    var parts: [String] = []
    var current: Int? = run
    while let id = current {
      let component = runs[id].component
      parts.append(
        component.hasPrefix("n:") ? String(component.dropFirst(2)) : String(component.dropFirst(2)))
      current = runs[id].parent
    }
    return parts.reversed().joined(separator: "/")
  }

  private mutating func layers(of composition: Int) -> [LottieJSON] {
    currentComposition = composition
    let items = order[composition] ?? []
    // Lottie paints the first layer on top.
    let top = Array(items.reversed())
    var index: [Item: Int] = [:]
    for (position, item) in top.enumerated() { index[item] = position + 1 }
    // Build in painting order so a parent's rebuilt transform exists before its children.
    var built: [Item: LottieJSON] = [:]
    for item in items.sorted(by: { runID($0) < runID($1) }) {
      built[item] = json(item, ind: index[item]!, indices: index)
    }
    report.layerCount += composition >= 0 ? top.count : 0
    return top.map { built[$0]! }
  }

  private func runID(_ item: Item) -> Int {
    switch item {
    case .carrier(let run), .border(let run), .precomp(let run): run
    }
  }

  private func interval(_ run: LottieRun) -> (ip: Double, op: Double) {
    let ip = frames[run.first]
    let op = run.last == frames.count - 1 ? lastFrame : frames[run.last + 1]
    return (ip, op)
  }

  private mutating func json(_ item: Item, ind: Int, indices: [Item: Int]) -> LottieJSON {
    switch item {
    case .precomp(let id):
      let run = runs[id]
      let (ip, op) = interval(run)
      let opacity = channel(
        LottieSamples(scalars: run.samples.map { min(max($0.opacity, 0), 1) * 100 }),
        opacityTolerance * 50)
      report.opacityError = max(report.opacityError, opacity.error / 100)
      var extra: [(String, LottieJSON)] = [
        ("refId", .string("comp\(id)")), ("w", .integer(Int(size.width.rounded()))),
        ("h", .integer(Int(size.height.rounded()))),
      ]
      if run.samples[0].layer.masksToBounds {
        let shapes = run.samples.map {
          LottieContent.maskShape($0.layer.renderLayer, canvas: $0.canvas, mapping: $0.mapping)
        }
        let path = pathProperty(shapes, run.first)
        extra.append(("hasMask", .bool(true)))
        extra.append(
          (
            "masksProperties",
            .array([
              .object([
                ("mode", .string("a")), ("inv", .bool(false)), ("pt", path),
                ("o", .object([("a", .integer(0)), ("k", .integer(100))])),
              ])
            ])
          ))
      }
      return layer(
        ind: ind, type: 0, name: name(id), ip: ip, op: op,
        transform: staticTransform(opacity: opacityProperty(opacity, run)),
        extra: extra)
    case .border(let id):
      let run = runs[id]
      let (ip, op) = interval(run)
      var extra: [(String, LottieJSON)] = [("shapes", .array(borderShapes(run)))]
      if !run.isProjected, let parent = indices[.carrier(id)] {
        extra.insert(("parent", .integer(parent)), at: 0)
      }
      let full = channel(
        LottieSamples(scalars: run.samples.map { _ in 100 }), opacityTolerance * 50)
      return layer(
        ind: ind, type: 4, name: name(id) + " border", ip: ip, op: op,
        transform: staticTransform(opacity: opacityProperty(full, run)), extra: extra)
    case .carrier(let id):
      return carrier(id, ind: ind, indices: indices)
    }
  }

  private mutating func carrier(_ id: Int, ind: Int, indices: [Item: Int]) -> LottieJSON {
    let run = runs[id]
    let (ip, op) = interval(run)
    let isGrouped = grouped[id]
    let folds = !isGrouped && paintsOnce(run, separateBorder: separateBorder(id))
    var extra: [(String, LottieJSON)] = []
    let transform: LottieJSON
    let opacity = channel(
      LottieSamples(
        scalars: run.samples.map { isGrouped || folds ? 100 : min(max($0.opacity, 0), 1) * 100 }
      ),
      opacityTolerance * 50)
    report.opacityError = max(report.opacityError, opacity.error / 100)
    if run.isProjected {
      report.projectedLayerCount += 1
      transform = staticTransform(opacity: opacityProperty(opacity, run))
    } else {
      var parentRun: Int?
      if case .linked = run.samples[0].mapping, !isGrouped, let parent = run.parent,
        !hasGroupedChild[parent]
      {
        parentRun = parent
        if let index = indices[.carrier(parent)] { extra.append(("parent", .integer(index))) }
      }
      transform = affineTransform(id, parent: parentRun, opacity: opacity)
    }
    foldsLayerOpacity = folds
    let content = shapes(run, separateBorder: separateBorder(id))
    foldsLayerOpacity = false
    let hasContent = !content.isEmpty
    if hasContent { extra.append(("shapes", .array(content))) }
    return layer(
      ind: ind, type: hasContent ? 4 : 3, name: name(id), ip: ip, op: op,
      transform: transform, extra: extra)
  }

  // MARK: - Transforms

  private mutating func affineTransform(_ id: Int, parent: Int?, opacity: Channel) -> LottieJSON {
    let run = runs[id]
    let n = run.samples.count
    var anchors = LottieSamples(dimension: 2, capacity: n)
    var positions = LottieSamples(dimension: 2, capacity: n)
    var scales = LottieSamples(dimension: 2, capacity: n)
    var rotations = LottieSamples(dimension: 1, capacity: n)
    var skews = LottieSamples(dimension: 1, capacity: n)
    var previousRotation: Double?
    var radius = 1.0
    for sample in run.samples {
      let map: Transform2D
      switch sample.mapping {
      case .linked(let relative) where parent != nil: map = relative
      default: map = sample.canvasAffine
      }
      let anchor = sample.layer.anchorInBounds
      let lands = map.apply(to: anchor)
      let parts = map.decomposed()
      var rotation = parts.rotation
      if let previous = previousRotation {
        rotation += 2 * .pi * ((previous - rotation) / (2 * .pi)).rounded()
      }
      previousRotation = rotation
      anchors.append(anchor.x, anchor.y)
      positions.append(lands.x, lands.y)
      scales.append(parts.scaleX * 100, parts.scaleY * 100)
      rotations.append(rotation * 180 / .pi)
      skews.append(-atan(parts.skew) * 180 / .pi)
      radius = max(radius, sample.radius)
    }
    let degreesTolerance = tolerance / radius * 180 / .pi
    let a = channel(anchors, tolerance)
    let p = channel(positions, tolerance)
    let s = channel(scales, tolerance / radius * 100)
    let r = channel(rotations, degreesTolerance)
    let hasSkew = skews.values.contains { abs($0) > 1e-7 }
    let sk = hasSkew ? channel(skews, degreesTolerance) : nil
    // Rebuild the canvas map the file gives, sample by sample, and measure it.
    var maps: [Transform2D] = []
    let (anchor, position) = (a.values.values, p.values.values)
    let (scale, rotation, skewAngles) = (s.values.values, r.values.values, sk?.values.values)
    for (local, sample) in run.samples.enumerated() {
      let skew = skewAngles.map { -tan($0[local] * .pi / 180) } ?? 0
      let linear = Transform2D(
        Transform2D.Decomposition(
          translation: .zero, rotation: rotation[local] * .pi / 180, skew: skew,
          scaleX: scale[2 * local] / 100, scaleY: scale[2 * local + 1] / 100))
      let moved = linear.apply(to: Point2D(x: anchor[2 * local], y: anchor[2 * local + 1]))
      var map = linear
      map.tx = position[2 * local] - moved.x
      map.ty = position[2 * local + 1] - moved.y
      if let parent, let parentMaps = rebuilt[parent] {
        map = compose(map, then: parentMaps[sample.index - runs[parent].first])
      }
      maps.append(map)
      let truth = sample.canvasAffine
      for corner in LayerGeometry.corners(sample.layer.drawingExtent) {
        let (u, v) = (truth.apply(to: corner), map.apply(to: corner))
        report.positionError = max(
          report.positionError, ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y)).squareRoot()
        )
      }
    }
    rebuilt[id] = maps
    var members: [(String, LottieJSON)] = [
      ("a", property(a, run.first, scalar: false)), ("p", property(p, run.first, scalar: false)),
      ("s", property(s, run.first, scalar: false)), ("r", property(r, run.first, scalar: true)),
      ("o", opacityProperty(opacity, run)),
    ]
    if let sk {
      members.append(("sk", property(sk, run.first, scalar: true)))
      members.append(("sa", .object([("a", .integer(0)), ("k", .integer(0))])))
    }
    return .object(members)
  }

  /// `first` then `second` (x ↦ second(first(x))).
  private func compose(_ first: Transform2D, then second: Transform2D) -> Transform2D {
    Transform2D(
      a: second.a * first.a + second.c * first.b, b: second.b * first.a + second.d * first.b,
      c: second.a * first.c + second.c * first.d, d: second.b * first.c + second.d * first.d,
      tx: second.a * first.tx + second.c * first.ty + second.tx,
      ty: second.b * first.tx + second.d * first.ty + second.ty)
  }

  private func staticTransform(opacity: LottieJSON? = nil) -> LottieJSON {
    func fixed(_ value: LottieJSON) -> LottieJSON {
      .object([("a", .integer(0)), ("k", value)])
    }
    return .object([
      ("a", fixed(.values([0, 0]))), ("p", fixed(.values([0, 0]))),
      ("s", fixed(.values([100, 100]))), ("r", fixed(.integer(0))),
      ("o", opacity ?? fixed(.integer(100))),
    ])
  }

  // MARK: - Paints

  private mutating func shapes(_ run: LottieRun, separateBorder: Bool) -> [LottieJSON] {
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
  private func paintsOnce(_ run: LottieRun, separateBorder: Bool) -> Bool {
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
  private static func sameStructure(_ subpaths: [[LottieBezierShape]]) -> Bool {
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
  private mutating func pieces(
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

  private mutating func borderShapes(_ run: LottieRun) -> [LottieJSON] {
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

  private func group(paths: [LottieJSON], paints: [LottieJSON], opacity: LottieJSON? = nil)
    -> LottieJSON
  {
    .object([
      ("ty", .string("gr")), ("nm", .string("paint")),
      ("it", .array(paths + paints + [groupTransform(opacity: opacity)])),
    ])
  }

  private func groupTransform(opacity: LottieJSON?) -> LottieJSON {
    func fixed(_ value: LottieJSON) -> LottieJSON {
      .object([("a", .integer(0)), ("k", value)])
    }
    return .object([
      ("ty", .string("tr")), ("a", fixed(.values([0, 0]))), ("p", fixed(.values([0, 0]))),
      ("s", fixed(.values([100, 100]))), ("r", fixed(.integer(0))),
      ("o", opacity ?? fixed(.integer(100))),
    ])
  }

  private func rectangleGroup(rect: Rect2D, radius: Double, colour: RGBA) -> LottieJSON {
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

  private mutating func colourChannels(_ run: LottieRun, _ colour: (LottieLayerSample) -> RGBA) -> (
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

  private mutating func fill(_ run: LottieRun, _ colour: (LottieLayerSample) -> RGBA, rule: Int)
    -> LottieJSON
  {
    let (c, o) = colourChannels(run, colour)
    return .object([("ty", .string("fl")), ("c", c), ("o", o), ("r", .integer(rule))])
  }

  private mutating func stroke(_ run: LottieRun) -> LottieJSON {
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

  // MARK: - Properties

  private mutating func channel(_ samples: LottieSamples, _ tolerance: Double) -> Channel {
    let result = Channel(samples, tolerance: tolerance, candidates: candidates, cache: &probeCache)
    count(result)
    return result
  }

  private mutating func count(_ channel: Channel) {
    guard channel.keys.count > 1 else { return }
    report.keyframeCount += channel.keys.count
    for key in channel.keys.dropLast() {
      switch key.easing {
      case .linear: break
      case .hold: report.holdSegmentCount += 1
      case .bezier: report.easedSegmentCount += 1
      }
    }
  }

  /// A path property: static, or shape keyframes.
  private mutating func shapeProperty(_ shapes: [LottieBezierShape], _ first: Int) -> LottieJSON {
    .object([("ty", .string("sh")), ("ks", pathProperty(shapes, first))])
  }

  /// A path's animatable value: static, or shape keyframes.
  private mutating func pathProperty(_ shapes: [LottieBezierShape], _ first: Int) -> LottieJSON {
    let template = shapes[0]
    var numbers = LottieSamples(dimension: template.vertices.count * 6, capacity: shapes.count)
    for shape in shapes { shape.appendNumbers(to: &numbers) }
    let path = channel(numbers, tolerance)
    report.positionError = max(report.positionError, path.error)
    let keyed = property(path, first, scalar: false) { values in
      template.with(numbers: values[...]).json
    }
    return keyed
  }

  private func property(
    _ channel: Channel, _ first: Int, scalar: Bool, decimals: Int = 3,
    shape: (([Double]) -> LottieJSON)? = nil
  ) -> LottieJSON {
    func value(_ values: [Double]) -> LottieJSON {
      if let shape { return shape(values) }
      return .numbers(values[...], decimals: decimals)
    }
    if channel.keys.count == 1 {
      let values = channel.keys[0].value
      let k: LottieJSON =
        shape != nil
        ? value(values) : scalar ? .number(values[0], decimals: decimals) : value(values)
      return .object([("a", .integer(0)), ("k", k)])
    }
    var keyframes: [LottieJSON] = []
    for (index, key) in channel.keys.enumerated() {
      let afterHold = index > 0 && channel.keys[index - 1].easing == .hold
      keyframes.append(
        keyframe(
          at: frames[first + key.sample], afterHold: afterHold,
          value: shape != nil ? .array([value(key.value)]) : value(key.value),
          easing: index < channel.keys.count - 1 ? key.easing : nil))
    }
    return .object([("a", .integer(1)), ("k", .array(keyframes))])
  }

  /// A layer's opacity; inside a precomposition also 0 outside the layer's frames.
  ///
  /// The Python lottie player ignores `ip` and `op` of layers inside precompositions, so
  /// there the layer also fades to 0 by hold keyframes before `ip` and from `op` on.
  private func opacityProperty(_ channel: Channel, _ run: LottieRun) -> LottieJSON {
    let (ip, op) = interval(run)
    guard currentComposition >= 0, ip > 0 || op < lastFrame else {
      return property(channel, run.first, scalar: true)
    }
    func number(_ x: Double) -> LottieJSON { .array([.number(x, decimals: 3)]) }
    var keyframes: [LottieJSON] = []
    if ip > 0 {
      keyframes.append(keyframe(at: 0, afterHold: false, value: number(0), easing: .hold))
    }
    for (index, key) in channel.keys.enumerated() {
      let isLast = index == channel.keys.count - 1
      // The first key ends the hold at 0 before `ip`, when there is one.
      let afterHold = index > 0 ? channel.keys[index - 1].easing == .hold : ip > 0
      keyframes.append(
        keyframe(
          at: frames[run.first + key.sample], afterHold: afterHold, value: number(key.value[0]),
          easing: isLast ? (op < lastFrame ? .hold : nil) : key.easing))
    }
    if op < lastFrame {
      keyframes.append(keyframe(at: op, afterHold: true, value: number(0), easing: nil))
    }
    return .object([("a", .integer(1)), ("k", .array(keyframes))])
  }

  /// One keyframe; `easing` nil for the last.
  private func keyframe(at frame: Double, afterHold: Bool, value: LottieJSON, easing: LottieEasing?)
    -> LottieJSON
  {
    // After a hold the jump lies somewhere in the sample interval before this key; put
    // it a hundredth of that interval early, so that a player evaluating exactly at the
    // key's frame (some treat a hold's end as inclusive) shows the new value.
    let time = frame - (afterHold ? 0.01 * sampleSpacing : 0)
    var members: [(String, LottieJSON)] = [("t", .number(time, decimals: 4)), ("s", value)]
    func handle(_ x: Double, _ y: Double) -> LottieJSON {
      .object([
        ("x", .array([.number(x, decimals: 6)])), ("y", .array([.number(y, decimals: 6)])),
      ])
    }
    switch easing {
    case nil: break
    case .hold:
      // A hold carries no easing handles, as lottie-web's exporter writes it (the Python
      // lottie player ignores `h` on a keyframe that has them).
      members.append(("h", .integer(1)))
    case .linear:
      members.append(("o", handle(0, 0)))
      members.append(("i", handle(1, 1)))
    case .bezier(let x1, let y1, let x2, let y2):
      members.append(("o", handle(x1, y1)))
      members.append(("i", handle(x2, y2)))
    }
    return .object(members)
  }

  private func layer(
    ind: Int, type: Int, name: String, ip: Double, op: Double, transform: LottieJSON,
    extra: [(String, LottieJSON)]
  ) -> LottieJSON {
    .object(
      [
        ("ddd", .integer(0)), ("ind", .integer(ind)), ("ty", .integer(type)),
        ("nm", .string(name)), ("sr", .integer(1)), ("ks", transform), ("ao", .integer(0)),
        ("ip", .value(ip)), ("op", .value(op)), ("st", .integer(0)), ("bm", .integer(0)),
      ] + extra)
  }
}

/// A binary min-heap of integers (the ready items of `paintingOrders()`).
private struct MinHeap {
  private var values: [Int] = []

  init(_ values: [Int]) {
    for value in values { insert(value) }
  }

  mutating func insert(_ value: Int) {
    values.append(value)
    var child = values.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard values[child] < values[parent] else { break }
      values.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popMin() -> Int? {
    guard let last = values.popLast() else { return nil }
    guard !values.isEmpty else { return last }
    let minimum = values[0]
    values[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < values.count, values[left] < values[smallest] { smallest = left }
      if right < values.count, values[right] < values[smallest] { smallest = right }
      guard smallest != parent else { break }
      values.swapAt(parent, smallest)
      parent = smallest
    }
    return minimum
  }
}
