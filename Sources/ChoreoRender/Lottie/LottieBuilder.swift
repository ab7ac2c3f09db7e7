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
import CLibM
import ChoreoCore

struct LottieBuilder {
  let runs: [LottieRun]
  let roots: [Int?]
  let frames: [Double]
  let size: Size2D
  let background: RGBA
  let opacityTolerance: Double
  /// The cubic-Bézier easings the keyframe fit tries.
  let candidates: [LottieEasingCandidate]
  let grouped: [Bool]
  /// Runs with a precomposed sublayer: their sublayers are not parented to them. A
  /// precomposition layer cannot be parented (its content is in canvas coordinates), and
  /// the Python lottie player paints parented layers together with their parent, so a
  /// precomposition among parented siblings would be painted out of order.
  let hasGroupedChild: [Bool]
  var order: [Int: [Item]] = [:]
  /// Runs whose border is a layer of its own, above their sublayers.
  let separateBorders: [Bool]

  var report = LottieReport()
  /// The candidates' probe values, kept between channels and builds.
  var probeCache = LottieProbeCache()
  var tolerance = 0.1
  /// The composition being built: -1 for the root.
  var currentComposition = -1
  /// Whether the paints being written carry their layer's opacity (a layer with one paint).
  var foldsLayerOpacity = false
  /// The canvas maps the file gives each affine run, per local sample.
  var rebuilt: [Int: [Transform2D]] = [:]

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
  func childComposition(_ run: Int?) -> Int {
    guard let run else { return -1 }
    return grouped[run] ? run : childComposition(runs[run].parent)
  }

  func separateBorder(_ run: Int) -> Bool { separateBorders[run] }

  /// Each composition's items in painting order (bottom first), consistent with every
  /// sample's order.
  ///
  /// - Complexity: O(S + E log n) for S items summed over the samples, E ordering edges
  ///   and n items in a composition: the next item comes from a heap of the ready ones,
  ///   not from a scan of the items (which made it O(n²)).
  func paintingOrders() -> [Int: [Item]] {
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

  var lastFrame: Double { frames[frames.count - 1] + 1 }

  /// Frames between samples.
  var sampleSpacing: Double { frames.count > 1 ? frames[1] - frames[0] : 1 }

  func name(_ run: Int) -> String {
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

  mutating func layers(of composition: Int) -> [LottieJSON] {
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

  func runID(_ item: Item) -> Int {
    switch item {
    case .carrier(let run), .border(let run), .precomp(let run): run
    }
  }

  func interval(_ run: LottieRun) -> (ip: Double, op: Double) {
    let ip = frames[run.first]
    let op = run.last == frames.count - 1 ? lastFrame : frames[run.last + 1]
    return (ip, op)
  }

  mutating func json(_ item: Item, ind: Int, indices: [Item: Int]) -> LottieJSON {
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

  mutating func carrier(_ id: Int, ind: Int, indices: [Item: Int]) -> LottieJSON {
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
}

// The builder's small types: a sampled property, the items a composition paints, and
// the painting-order edges between them.
extension LottieBuilder {
  /// One property sampled over a run and its keyframes.
  struct Channel {
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
        let sampled = samples.values
        for index in sampled.indices {
          worst = max(worst, abs(value[index % d] - sampled[index]))
        }
        return worst
      }
      // Index loops, not zip or enumerated: in the debug build each of their elements is a
      // tuple looked up in the runtime's metadata cache.
      let (computed, sampled) = (values.values, samples.values)
      for index in 0..<min(computed.count, sampled.count) {
        worst = max(worst, abs(computed[index] - sampled[index]))
      }
      return worst
    }
  }

  enum Item: Hashable {
    case carrier(Int)
    case border(Int)
    case precomp(Int)
  }

  /// One item painted right below another at some sample.
  struct Edge: Hashable {
    var below: Item
    var above: Item
  }
}
