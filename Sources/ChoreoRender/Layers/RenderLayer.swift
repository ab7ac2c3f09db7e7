// Policy: the layer model is Core Animation's, as values. A layer's own coordinate space
// is its `bounds` (points, y down). It sits in its superlayer's space so that its anchor
// point (a unit point of the bounds) lands on `position` (with `zPosition` as z), after
// `transform` is applied about the anchor point. A superlayer's `sublayerTransform`
// applies to its sublayers about its own anchor point (where perspective through m34 is
// centered). As in Core Animation (without CATransformLayer) each layer's subtree is
// flattened into its superlayer's plane: depth orders nothing across layers; siblings are
// painted in order, sorted stably by `zPosition`.
//
// Drawing order inside one layer: background (rounded by `cornerRadius`), the vector
// shape, the sublayers, then the border on top, as Core Animation does. `masksToBounds`
// clips the shape and the sublayers to the rounded bounds. A layer with a `warp` draws all
// of that flat into an image of its bounds and shows the image through the warp (see
// LayerWarp).
import ChoreoCore

/// A layer in a render tree, modelled on `CALayer` (as a value type).
///
/// ```swift
/// var card = RenderLayer(frame: Rect2D(x: 20, y: 40, width: 120, height: 80))
/// card.backgroundColor = RGBA(hex: 0xFFFFFF)
/// card.cornerRadius = 12
/// var dot = RenderLayer(frame: Rect2D(x: 10, y: 10, width: 20, height: 20))
/// dot.shape = VectorShape(path: .circle(center: Point2D(x: 10, y: 10), radius: 10),
///                         fillColor: RGBA(hex: 0x34C759))
/// card.sublayers = [dot]
/// card.transform = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0)
/// ```
public struct RenderLayer: Sendable, Hashable {
  /// A name for diagnostics and SVG output (`data-name`); not drawn.
  public var name: String?
  /// The layer's own coordinate space: origin and size in points.
  public var bounds: Rect2D
  /// Where the anchor point sits, in the superlayer's coordinates.
  public var position: Point2D
  /// The point of the bounds that sits on `position` and that transforms turn about, as a
  /// unit point: (0, 0) top-left, (0.5, 0.5) center (the default), (1, 1) bottom-right.
  public var anchorPoint: Point2D
  /// The layer's z position in its superlayer (toward the viewer); also orders siblings.
  public var zPosition: Double
  /// The layer's transform, applied about its anchor point.
  public var transform: Transform3D
  /// The transform applied to the sublayers, about this layer's anchor point; put
  /// perspective (m34 = −1/d) here to view 3-D sublayers.
  public var sublayerTransform: Transform3D
  /// Group opacity, 0...1 (clamped): the layer and its sublayers are composited together,
  /// then faded, so overlapping children do not show through each other.
  public var opacity: Double
  /// Whether the layer and its subtree are skipped.
  public var isHidden: Bool
  /// The colour filling the (rounded) bounds, or `nil`.
  public var backgroundColor: RGBA?
  /// The radius of the bounds' corners, for the background, the border and the mask.
  public var cornerRadius: Double
  /// The border's width, drawn inside the bounds on top of everything else.
  public var borderWidth: Double
  /// The border's colour (default opaque black, as Core Animation).
  public var borderColor: RGBA
  /// A vector shape drawn above the background, in layer coordinates.
  public var shape: VectorShape?
  /// Whether the shape and sublayers are clipped to the rounded bounds.
  public var masksToBounds: Bool
  /// Whether the layer is drawn when it faces away from the viewer. When `false`, a layer
  /// whose projected bounds turn clockwise-to-counter-clockwise (its back faces the
  /// viewer) is skipped with its subtree.
  public var isDoubleSided: Bool
  /// The sublayers, drawn after this layer's shape in order of `zPosition` (stable).
  public var sublayers: [RenderLayer] {
    get { sublayerList?.layers ?? [] }
    set { storeSublayers(newValue) }
    _modify {
      // Moved out of a list only this layer holds, so that appending does not copy.
      var layers: [RenderLayer] = []
      if isKnownUniquelyReferenced(&sublayerList), let list = sublayerList {
        swap(&layers, &list.layers)
      } else if let list = sublayerList {
        layers = list.layers
      }
      defer { storeSublayers(layers) }
      yield &layers
    }
  }
  /// The sublayers' storage: a list that frees a deep tree without recursion (see
  /// ``SublayerList``); nil when there are none.
  var sublayerList: SublayerList?
  /// A warp of the layer's whole drawing (background, shape, sublayers, border), or `nil`:
  /// the drawing is rendered flat as an image of the bounds and shown bent by the warp.
  public var warp: LayerWarp?

  /// Creates a layer.
  ///
  /// - Parameters:
  ///   - bounds: The layer's coordinate space; empty by default.
  ///   - position: Where the anchor point sits in the superlayer; (0, 0) by default.
  public init(bounds: Rect2D = .zero, position: Point2D = .zero) {
    name = nil
    self.bounds = bounds
    self.position = position
    anchorPoint = Point2D(x: 0.5, y: 0.5)
    zPosition = 0
    transform = .identity
    sublayerTransform = .identity
    opacity = 1
    isHidden = false
    backgroundColor = nil
    cornerRadius = 0
    borderWidth = 0
    borderColor = .black
    shape = nil
    masksToBounds = false
    isDoubleSided = true
    sublayerList = nil
    warp = nil
  }

  /// Stores `layers` as the sublayers: in this layer's list when it holds the only
  /// reference to it, else in a new one (copy on write).
  private mutating func storeSublayers(_ layers: [RenderLayer]) {
    if layers.isEmpty {
      sublayerList = nil
    } else if isKnownUniquelyReferenced(&sublayerList), let list = sublayerList {
      list.layers = layers
    } else {
      sublayerList = SublayerList(layers)
    }
  }

  /// Creates a layer occupying `frame` in its superlayer (bounds at the origin with the
  /// frame's size, position at the frame's center).
  ///
  /// - Parameter frame: The rectangle in superlayer coordinates.
  public init(frame: Rect2D) {
    self.init(
      bounds: Rect2D(origin: .zero, size: frame.size), position: frame.center)
  }

  /// Creates a layer placed as `placement` says (bounds, position, anchor point,
  /// transform, opacity, z position), with no content.
  ///
  /// ```swift
  /// import Choreo  // VisualState
  ///
  /// let frame = Rect2D(x: 20, y: 40, width: 120, height: 80)
  /// let state = VisualState(opacity: 0.5, rotation: .pi / 8)
  /// var card = RenderLayer(placement: state.placement(in: frame))
  /// card.backgroundColor = RGBA(hex: 0xFFFFFF)
  /// ```
  ///
  /// - Parameter placement: Where and how the layer is shown.
  public init(placement: LayerPlacement) {
    self.init()
    self.placement = placement
  }

  /// The layer's geometry and opacity as a ``/ChoreoCore/LayerPlacement``; setting it sets
  /// `bounds`,
  /// `position`, `anchorPoint`, `transform`, `opacity` and `zPosition` and leaves the rest.
  public var placement: LayerPlacement {
    get {
      LayerPlacement(
        bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform,
        opacity: opacity, zPosition: zPosition)
    }
    set {
      bounds = newValue.bounds
      position = newValue.position
      anchorPoint = newValue.anchorPoint
      transform = newValue.transform
      opacity = newValue.opacity
      zPosition = newValue.zPosition
    }
  }

  /// The layer's rectangle in its superlayer when its transform is the identity (setting
  /// it moves `position` and resizes `bounds`, as `CALayer.frame`).
  public var frame: Rect2D {
    get { placement.frame }
    set {
      bounds.size = newValue.size
      position = Point2D(
        x: newValue.minX + anchorPoint.x * newValue.size.width,
        y: newValue.minY + anchorPoint.y * newValue.size.height)
    }
  }

  /// The anchor point in the layer's own coordinates.
  public var anchorInBounds: Point2D { placement.anchorInBounds }

  /// The map from this layer's coordinates to its superlayer's (before the superlayer's
  /// `sublayerTransform`): translate the anchor to the origin, apply `transform`, move to
  /// (`position`, `zPosition`); ``/ChoreoCore/LayerPlacement/transformToSuperlayer`` of
  /// ``placement``.
  public var transformToSuperlayer: Transform3D { placement.transformToSuperlayer }

  /// The map applied to sublayer coordinates before ``transformToSuperlayer``:
  /// `sublayerTransform` about the anchor point.
  public var sublayerTransformAboutAnchor: Transform3D {
    if sublayerTransform.isIdentity { return .identity }
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
  }

  /// The sublayers' indices in drawing order: sorted by `zPosition`, ties kept in array
  /// order.
  public var drawingOrder: [Int] {
    // Sublayers already in order (every zPosition equal, in most trees) need no sort: the
    // sort's comparisons were 2% of a page export's instructions.
    var index = 1
    while index < sublayers.count, sublayers[index - 1].zPosition <= sublayers[index].zPosition {
      index += 1
    }
    if index >= sublayers.count { return Array(sublayers.indices) }
    return sublayers.indices.sorted { lhs, rhs in
      let (a, b) = (sublayers[lhs].zPosition, sublayers[rhs].zPosition)
      return a < b || (a == b && lhs < rhs)
    }
  }

  /// The deepest nesting the renderer and the exporters take: 64 levels, the root being
  /// level 1.
  ///
  /// They walk a tree recursively, so a limit keeps their stack use bounded: a tree at the
  /// limit renders and exports (Lottie, the deepest walk, included) on a thread with a
  /// 2 MB stack even in a debug build. ``validate(place:)``, which every entry point calls
  /// first, throws ``RenderError/tooDeep(layer:)`` past it. For Lottie export the limit
  /// also applies to the tree as ``approximatingWarps()`` returns it, where a page-curled
  /// layer's drawing sits two levels deeper.
  public static let maximumDepth = 64

  /// Checks that every number in the subtree is finite and that it nests no deeper than
  /// ``maximumDepth``.
  ///
  /// - Parameter place: How to name this layer in a message (`root` by default).
  /// - Throws: ``RenderError/nonFinite(field:layer:)`` naming the first bad field, or
  ///   ``RenderError/tooDeep(layer:)`` naming the first layer past the limit.
  /// - Complexity: O(layers); it recurses at most ``maximumDepth`` levels deep.
  public func validate(place: String = "root") throws(RenderError) {
    try validate(place: { place }, depth: 1)
  }

  /// `validate(place:)` that builds the place and field names only for the error, so a
  /// valid tree is checked without allocating (the renderer checks every frame).
  private func validate(place: () -> String, depth: Int) throws(RenderError) {
    guard depth <= Self.maximumDepth else { throw .tooDeep(layer: place()) }
    func label() -> String { name.map { "\(place()) (\"\($0)\")" } ?? place() }
    func check(_ value: Double, _ field: @autoclosure () -> String) throws(RenderError) {
      guard value.isFinite else { throw .nonFinite(field: field(), layer: label()) }
    }
    func check(_ colour: RGBA?, _ field: String) throws(RenderError) {
      guard let colour else { return }
      try check(colour.red, field + ".red")
      try check(colour.green, field + ".green")
      try check(colour.blue, field + ".blue")
      try check(colour.alpha, field + ".alpha")
    }
    try check(bounds.minX, "bounds.origin.x")
    try check(bounds.minY, "bounds.origin.y")
    try check(bounds.size.width, "bounds.size.width")
    try check(bounds.size.height, "bounds.size.height")
    try check(position.x, "position.x")
    try check(position.y, "position.y")
    try check(anchorPoint.x, "anchorPoint.x")
    try check(anchorPoint.y, "anchorPoint.y")
    try check(zPosition, "zPosition")
    guard transform.isFinite else { throw .nonFinite(field: "transform", layer: label()) }
    guard sublayerTransform.isFinite else {
      throw .nonFinite(field: "sublayerTransform", layer: label())
    }
    try check(opacity, "opacity")
    try check(backgroundColor, "backgroundColor")
    try check(cornerRadius, "cornerRadius")
    try check(borderWidth, "borderWidth")
    try check(borderColor, "borderColor")
    if let shape {
      guard shape.path.isFinite else { throw .nonFinite(field: "shape.path", layer: label()) }
      try check(shape.fillColor, "shape.fillColor")
      try check(shape.strokeColor, "shape.strokeColor")
      try check(shape.lineWidth, "shape.lineWidth")
      try check(shape.miterLimit, "shape.miterLimit")
    }
    // An index loop, not `enumerated()`: the debug build walks an enumerated sequence
    // through generic witness calls, a third of this check's time in a Lottie export.
    let sublayers = self.sublayers
    var index = 0
    while index < sublayers.count {
      let at = index
      try sublayers[at].validate(place: { "\(place()).sublayers[\(at)]" }, depth: depth + 1)
      index += 1
    }
  }
}
