import ChoreoCore

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
  /// digit changes keeps the rest of its glyphs once). `drawingExtent` is the layer's
  /// (the sampler has it already).
  init(
    _ layer: RenderLayer, drawingExtent: Rect2D, affine: Bool, previous: LottieLayerSample?,
    previousPath: VectorPath?
  ) {
    self.init(layer, drawingExtent: drawingExtent)
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

  private init(_ layer: RenderLayer, drawingExtent: Rect2D) {
    bounds = layer.bounds
    anchorInBounds = layer.anchorInBounds
    cornerRadius = layer.cornerRadius
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor
    backgroundColor = layer.backgroundColor
    masksToBounds = layer.masksToBounds
    shape = layer.shape
    self.drawingExtent = drawingExtent
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
