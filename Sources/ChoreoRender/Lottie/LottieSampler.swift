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

/// How a layer reaches the canvas in one run.
enum LottieMapping: Sendable, Hashable {
  /// Affine relative to its parent layer (Lottie parenting); the map from layer to parent.
  case linked(Transform2D)
  /// Affine to the canvas; the map from layer to canvas.
  case canvas(Transform2D)
  /// Under perspective: drawn as polygons projected to the canvas.
  case projected
}

/// What the builder reads of a layer at one sample: its own paints and geometry, without
/// its sublayers, transforms, opacity or name (a fraction of a ``RenderLayer``'s size).
struct LottieLayerSample: Sendable, Equatable {
  var bounds: Rect2D
  var anchorInBounds: Point2D
  var cornerRadius: Double
  var borderWidth: Double
  var borderColor: RGBA
  var backgroundColor: RGBA?
  var masksToBounds: Bool
  /// The layer's shape; for an affine layer without its path, which ``subpaths`` carries.
  var shape: VectorShape?
  /// An affine layer's shape's path in Lottie's form (empty without a shape), its
  /// zero-length subpaths left out when the stroke draws them as ``dots``.
  var subpaths: [LottieBezierShape] = []
  /// The discs (or squares) that a round- (or square-) capped stroke draws for the path's
  /// zero-length subpaths, to be filled in the stroke's colour: rlottie strokes nothing
  /// there, and a stroke font's `.`, `:` and the dots of `i` and `j` are such subpaths.
  var dots: [LottieBezierShape] = []
  /// ``LayerGeometry/drawingExtent(_:)`` of the layer.
  var drawingExtent: Rect2D

  /// The layer's paints; an affine one's shape as subpaths, those equal to the subpath at
  /// the same place in `previous` (made from `previousPath`) shared with it (a label whose
  /// digit changes keeps the rest of its glyphs once).
  init(
    _ layer: RenderLayer, affine: Bool, previous: LottieLayerSample?, previousPath: VectorPath?
  ) {
    self.init(layer)
    guard affine, let path = shape?.path else { return }
    if let previous, previousPath == path {
      subpaths = previous.subpaths
      dots = previous.dots
    } else {
      subpaths = LottieBezierShape.shapes(of: path)
      if let shape, LottieContent.hasStroke(shape), shape.lineCap != .butt,
        subpaths.contains(where: \.isPoint)
      {
        let halfWidth = shape.lineWidth / 2
        dots = subpaths.filter(\.isPoint).map {
          LottieBezierShape.dot(at: $0.vertices[0], cap: shape.lineCap, halfWidth: halfWidth)
        }
        subpaths.removeAll(where: \.isPoint)
      }
      if let previous {
        for index in subpaths.indices
        where index < previous.subpaths.count && previous.subpaths[index] == subpaths[index] {
          subpaths[index] = previous.subpaths[index]
        }
      }
    }
    shape?.path = VectorPath()
  }

  private init(_ layer: RenderLayer) {
    bounds = layer.bounds
    anchorInBounds = layer.anchorInBounds
    cornerRadius = layer.cornerRadius
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor
    backgroundColor = layer.backgroundColor
    masksToBounds = layer.masksToBounds
    shape = layer.shape
    drawingExtent = LayerGeometry.drawingExtent(layer)
  }

  /// A layer with these paints and bounds, for the geometry that reads a layer's paints.
  var renderLayer: RenderLayer {
    var layer = RenderLayer(bounds: bounds)
    layer.cornerRadius = cornerRadius
    layer.borderWidth = borderWidth
    layer.borderColor = borderColor
    layer.backgroundColor = backgroundColor
    layer.masksToBounds = masksToBounds
    layer.shape = shape
    return layer
  }
}

/// A value kept once and shared by the samples that have it.
final class LottieShared<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}

/// One layer at one sample.
struct LottieNodeSample: Sendable {
  /// The sample's index in the whole animation.
  var index: Int
  /// The layer's opacity (apart from its paints: it animates most often).
  var opacity: Double
  /// The layer's own paints and geometry, shared with the run's sample before when equal.
  private var paints: LottieShared<LottieLayerSample>
  var mapping: LottieMapping
  /// The affine layer-to-canvas map (points; for affine mappings).
  var canvasAffine: Transform2D
  /// The full layer-to-canvas map, kept where the builder needs it: under perspective and
  /// for a clip.
  private var fullCanvas: LottieShared<Transform3D>?
  /// The runs of the sublayers at this sample, in drawing order.
  var children: [Int]
  /// How far the layer's drawing and its subtree reach from its anchor, in its own units.
  var radius: Double

  init(
    index: Int, opacity: Double, paints: LottieShared<LottieLayerSample>,
    mapping: LottieMapping, canvas: Transform3D, children: [Int], radius: Double
  ) {
    self.index = index
    self.opacity = opacity
    self.paints = paints
    self.mapping = mapping
    canvasAffine = LottieSampler.affine(canvas)
    if mapping == .projected || paints.value.masksToBounds {
      fullCanvas = LottieShared(canvas)
    }
    self.children = children
    self.radius = radius
  }

  /// The layer's own paints and geometry.
  var layer: LottieLayerSample { paints.value }

  /// The shared storage of ``layer``.
  var sharedLayer: LottieShared<LottieLayerSample> { paints }

  /// Layer to canvas (points); only for a projected or clipping layer.
  var canvas: Transform3D {
    guard let fullCanvas else {
      preconditionFailure("sample \(index): no full canvas map kept for a \(mapping) layer")
    }
    return fullCanvas.value
  }
}

/// A layer followed through consecutive samples.
struct LottieRun: Sendable {
  var parent: Int?
  var component: String
  var signature: LottieSignature
  var samples: [LottieNodeSample]
  /// Whether the layer's name or path structure changed within the run (live text).
  var hasVariablePath = false
  /// The path of the run's last affine sample (its samples keep it as subpaths).
  var lastPath: VectorPath?

  var first: Int { samples[0].index }
  var last: Int { samples[samples.count - 1].index }
  var hasChildren: Bool { samples.contains { !$0.children.isEmpty } }
  var isProjected: Bool { samples[0].mapping == .projected }

  /// The sample at a global index (which must lie in the run).
  func sample(at index: Int) -> LottieNodeSample { samples[index - first] }
}

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

  private(set) var runs: [LottieRun] = []
  /// The root run at each sample, or nil where the root draws nothing.
  private(set) var roots: [Int?] = []
  private var previous: [Key: Int] = [:]
  private var current: [Key: Int] = [:]
  /// Shape layers by parent, sibling index and signature without the path's structure.
  private var previousShapes: [Key: Int] = [:]
  private var currentShapes: [Key: Int] = [:]
  /// The runs given a layer at the sample being added.
  private var claimed: Set<Int> = []

  /// Adds the tree at the next sample.
  mutating func add(_ root: RenderLayer) {
    let index = roots.count
    // `current` holds the tables of two samples before: emptied, its storage reused.
    current.removeAll(keepingCapacity: true)
    currentShapes.removeAll(keepingCapacity: true)
    claimed.removeAll(keepingCapacity: true)
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
    let relative = layer.transformToSuperlayer
      .concatenating(parent?.sublayerTransform ?? .identity)
      .concatenating(LayerGeometry.flatten)
    if let parent, parent.affine, LayerGeometry.isAffine(relative) {
      mapping = .linked(Self.affine(relative))
    } else if LayerGeometry.isAffine(local) {
      mapping = .canvas(Self.affine(local))
    } else {
      mapping = .projected
    }
    var component = layer.name.map { "n:" + $0 } ?? "i:\(siblingIndex)"
    let signature = Self.signature(layer, mapping: mapping, rank: rank, canvas: local)
    var key = Key(parent: parent?.run ?? -1, component: component, signature: signature)
    if current[key] != nil {
      // Two siblings with one name: tell them apart by index.
      component += "#\(siblingIndex)"
      key.component = component
    }
    var shapeKey: Key?
    if layer.shape != nil, mapping != .projected {
      // The signature without the path's structure.
      var loose = signature
      loose.shapeStructure = nil
      shapeKey = Key(parent: key.parent, component: "i:\(siblingIndex)", signature: loose)
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
    if let shapeKey { currentShapes[shapeKey] = id }
    let space = LayerGeometry.sublayerSpace(layer, local: local)
    let affine = mapping != .projected
    let sublayerTransform = layer.sublayerTransformAboutAnchor
    var children: [Int] = []
    let anchor = layer.anchorInBounds
    let extent = LayerGeometry.drawingExtent(layer)
    var radius = LayerGeometry.corners(extent).map { distance($0, anchor) }.max() ?? 0
    for (position, childIndex) in layer.drawingOrder.enumerated() {
      guard
        let result = visit(
          layer.sublayers[childIndex], siblingIndex: childIndex, rank: position,
          parent: (id, sublayerTransform, affine, space), index: index)
      else { continue }
      children.append(result.run)
      radius = max(radius, distance(layer.sublayers[childIndex].position, anchor) + result.radius)
    }
    // Paints that hold still are kept once, not once a sample.
    let last = runs[id].samples.last?.sharedLayer
    let own = LottieLayerSample(
      layer, affine: affine, previous: last?.value, previousPath: runs[id].lastPath)
    let paints = last.flatMap { $0.value == own ? $0 : nil } ?? LottieShared(own)
    runs[id].lastPath = affine ? layer.shape?.path : nil
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

/// What Lottie cannot animate on one layer: a layer whose signature changes starts a new
/// run. Two signatures are equal when every part is.
struct LottieSignature: Sendable, Hashable {
  /// Linked (0), canvas (1) or projected (2).
  var mapping: UInt8 = 0
  /// The place among its siblings.
  var rank: Int
  var background = false
  var mask = false
  /// The border path's element kinds, when it has one.
  var border: [UInt8]?
  var shape = false
  /// The shape's element kinds (nil when the signature leaves them out).
  var shapeStructure: [UInt8]?
  var fill: FillRule?
  var strokeCap: LineCap?
  var strokeJoin: LineJoin?
  /// A projected layer's polygons' vertex counts, paint by paint.
  var projected: [[Int]] = []
  /// The clip's vertex count, for a layer that clips.
  var clip: Int?

  /// Hashes every part, element kinds as bytes.
  func hash(into hasher: inout Hasher) {
    hasher.combine(mapping)
    hasher.combine(rank)
    hasher.combine(background)
    hasher.combine(mask)
    func combine(_ kinds: [UInt8]?) {
      hasher.combine(kinds?.count ?? -1)
      kinds?.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
    combine(border)
    combine(shapeStructure)
    hasher.combine(fill)
    hasher.combine(strokeCap)
    hasher.combine(strokeJoin)
    hasher.combine(projected)
    hasher.combine(clip)
  }
}
