// Policy: a scene is a function of time, so the writer samples its layer tree densely and
// follows each layer through the samples. A layer keeps its identity from one sample to
// the next while it has the same parent (itself followed), the same key (its `name`, or
// its index among its siblings when it has none) and the same signature: everything Lottie
// cannot animate on one layer (which paints it has, its path's structure, line caps and
// joins, clipping, its place among its siblings, whether its map to the canvas is affine).
// A change in any of these ends the layer's run and starts a new one (a new Lottie layer
// from that frame on): the picture stays right, the file just grows.
//
// One exception keeps live text small: an affine layer with a shape whose name or path
// structure changes (a label whose text changes: its name is its text) stays in its run
// while it keeps its parent, sibling index and the rest of its signature. Such a run has
// a variable path, which the builder writes as its distinct subpaths, each once, shown by
// hold opacity keyframes while a sample has it.
import ChoreoCore

/// Follows layers through samples of a scene.
struct LottieSampler {
  /// The flattening tolerance (points, in the layer's own space) for projected layers: a
  /// fixed tolerance keeps a polygon's vertex count fixed while its projection moves.
  static let projectedTolerance = 0.1

  private struct Key: Hashable {
    var parent: Int
    var component: String
    var signature: LottieSignature
  }

  /// A key with its hash worked out once: a visit looks its key up three times and its
  /// shape key twice, and hashing a signature (its arrays) was a measurable share of the
  /// sampling. The tables are only looked up, never iterated, so nothing depends on order.
  private struct HashedKey: Hashable {
    let key: Key
    let hash: Int

    init(_ key: Key) {
      self.key = key
      hash = key.hashValue
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(hash)
    }

    static func == (a: HashedKey, b: HashedKey) -> Bool {
      a.hash == b.hash && a.key == b.key
    }
  }

  private(set) var runs: [LottieRun] = []
  /// The root run at each sample, or nil where the root draws nothing.
  private(set) var roots: [Int?] = []
  private var previous: [HashedKey: Int] = [:]
  private var current: [HashedKey: Int] = [:]
  /// Shape layers by parent, sibling index and signature without the path's structure.
  private var previousShapes: [HashedKey: Int] = [:]
  private var currentShapes: [HashedKey: Int] = [:]
  /// The runs given a layer at the sample being added.
  private var claimed: Set<Int> = []
  /// Whether ``visits`` is kept (the web exporter reads it; Lottie does not).
  var recordsVisits = false
  /// Whether each sample keeps the layer's paints as Lottie shapes (the Lottie builder
  /// reads them; the web exporter does not). When false, every sample holds one blank
  /// stand-in.
  var keepsPaints = true
  /// The stand-in for paints not kept.
  private let blankPaints = LottieShared(
    LottieLayerSample(
      RenderLayer(), drawingExtent: .zero, affine: false, previous: nil, previousPath: nil))
  /// When ``recordsVisits``: each layer drawn at the last sample added, with its run and
  /// its map to its parent's space before flattening (its transform to the superlayer then
  /// the parent's sublayer transform), in the order the layers were visited.
  private(set) var visits: [(run: Int, layer: RenderLayer, relative: Transform3D)] = []

  /// Adds the tree at the next sample.
  mutating func add(_ root: RenderLayer) {
    let index = roots.count
    // `current` holds the tables of two samples before: emptied, its storage reused.
    current.removeAll(keepingCapacity: true)
    currentShapes.removeAll(keepingCapacity: true)
    claimed.removeAll(keepingCapacity: true)
    visits.removeAll(keepingCapacity: true)
    let id = visit(root, siblingIndex: 0, rank: 0, parent: nil, index: index)
    roots.append(id?.run)
    // This sample's tables become the previous ones.
    swap(&previous, &current)
    swap(&previousShapes, &currentShapes)
  }

  static func affine(_ m: Transform3D) -> Transform2D {
    let w = m.m44
    return Transform2D(
      a: m.m11 / w, b: m.m12 / w, c: m.m21 / w, d: m.m22 / w, tx: m.m41 / w, ty: m.m42 / w)
  }

  private mutating func visit(
    _ layer: RenderLayer, siblingIndex: Int, rank: Int,
    parent: (run: Int, sublayerTransform: Transform3D, affine: Bool, space: Transform3D)?,
    index: Int
  ) -> (run: Int, radius: Double)? {
    guard !layer.isHidden else { return nil }
    let parentSpace = parent?.space ?? LayerGeometry.canvasToDevice(scale: 1)
    let local = LayerGeometry.localToDevice(layer, parentSpace: parentSpace)
    if LayerGeometry.isBackFacing(layer, local) { return nil }
    let mapping: LottieMapping
    let unflattened = layer.transformToSuperlayer
      .concatenating(parent?.sublayerTransform ?? .identity)
    let relative = unflattened.concatenating(LayerGeometry.flatten)
    if let parent, parent.affine, LayerGeometry.isAffine(relative) {
      mapping = .linked(Self.affine(relative))
    } else if LayerGeometry.isAffine(local) {
      mapping = .canvas(Self.affine(local))
    } else {
      mapping = .projected
    }
    var component = layer.name.map { "n:" + $0 } ?? "i:\(siblingIndex)"
    let signature = Self.signature(layer, mapping: mapping, rank: rank, canvas: local)
    var key = HashedKey(
      Key(parent: parent?.run ?? -1, component: component, signature: signature))
    if current[key] != nil {
      // Two siblings with one name: tell them apart by index.
      component += "#\(siblingIndex)"
      key = HashedKey(Key(parent: key.key.parent, component: component, signature: signature))
    }
    var shapeKey: HashedKey?
    if layer.shape != nil, mapping != .projected {
      // The signature without the path's structure.
      var loose = signature
      loose.shapeStructure = nil
      shapeKey = HashedKey(
        Key(parent: key.key.parent, component: "i:\(siblingIndex)", signature: loose))
    }
    let id: Int
    if let existing = previous[key] {
      id = existing
    } else if let shapeKey, let existing = previousShapes[shapeKey],
      !claimed.contains(existing)
    {
      id = existing
      runs[id].hasVariablePath = true
    } else {
      id = runs.count
      runs.append(
        LottieRun(parent: parent?.run, component: component, signature: signature, samples: []))
    }
    current[key] = id
    claimed.insert(id)
    if recordsVisits { visits.append((id, layer, unflattened)) }
    if let shapeKey { currentShapes[shapeKey] = id }
    let space = LayerGeometry.sublayerSpace(layer, local: local)
    let affine = mapping != .projected
    let sublayerTransform = layer.sublayerTransformAboutAnchor
    var children: [Int] = []
    let anchor = layer.anchorInBounds
    let extent = LayerGeometry.drawingExtent(layer)
    var radius = LayerGeometry.corners(extent).map { distance($0, anchor) }.max() ?? 0
    let order = layer.drawingOrder
    for position in order.indices {
      let childIndex = order[position]
      guard
        let result = visit(
          layer.sublayers[childIndex], siblingIndex: childIndex, rank: position,
          parent: (id, sublayerTransform, affine, space), index: index)
      else { continue }
      children.append(result.run)
      radius = max(radius, distance(layer.sublayers[childIndex].position, anchor) + result.radius)
    }
    // Paints that hold still are kept once, not once a sample.
    var paints = blankPaints
    if keepsPaints {
      let last = runs[id].samples.last?.sharedLayer
      let own = LottieLayerSample(
        layer, drawingExtent: extent, affine: affine, previous: last?.value,
        previousPath: runs[id].lastPath)
      paints = last.flatMap { $0.value == own ? $0 : nil } ?? LottieShared(own)
      runs[id].lastPath = affine ? layer.shape?.path : nil
    }
    runs[id].samples.append(
      LottieNodeSample(
        index: index, opacity: layer.opacity, paints: paints, mapping: mapping, canvas: local,
        children: children, radius: radius))
    return (id, radius)
  }

  private func distance(_ a: Point2D, _ b: Point2D) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  /// What must stay the same for a layer to stay one Lottie layer (its sublayers aside).
  static func signature(
    _ layer: RenderLayer, mapping: LottieMapping, rank: Int, canvas: Transform3D
  ) -> LottieSignature {
    var signature = LottieSignature(rank: rank)
    switch mapping {
    case .linked: signature.mapping = 0
    case .canvas: signature.mapping = 1
    case .projected: signature.mapping = 2
    }
    let hasArea = LayerGeometry.hasArea(layer.bounds)
    signature.background = hasArea && layer.backgroundColor != nil
    signature.mask = layer.masksToBounds
    if hasArea, layer.borderWidth > 0 {
      signature.border = structure(LayerGeometry.borderPath(layer))
    }
    if let shape = layer.shape {
      signature.shape = true
      signature.shapeStructure = structure(shape.path)
      if shape.fillColor != nil { signature.fill = shape.fillRule }
      if shape.strokeColor != nil, shape.lineWidth > 0 {
        signature.strokeCap = shape.lineCap
        signature.strokeJoin = shape.lineJoin
      }
    }
    if mapping == .projected {
      // Projected polygons must keep their vertex counts.
      signature.projected = LottieContent.projected(layer, canvas: canvas).map {
        $0.map(\.vertices.count)
      }
    }
    if layer.masksToBounds {
      signature.clip =
        LottieContent.maskShape(layer, canvas: canvas, mapping: mapping)
        .vertices.count
    }
    return signature
  }

  /// The element kinds of a path, one byte each.
  static func structure(_ path: VectorPath) -> [UInt8] {
    path.elements.map { element -> UInt8 in
      switch element {
      case .move: 0
      case .line: 1
      case .quad: 2
      case .cubic: 3
      case .close: 4
      }
    }
  }
}
