import ChoreoCore

// Policy: a session keeps one thread's drawing state (the rasteriser's cells, offscreen
// canvases, clip masks, scratch polygons) from frame to frame, so that rendering into a
// bitmap of the right size allocates nothing once the buffers have grown to the scene's
// needs. It draws exactly what `LayerRenderer.render(_:)` draws.

/// A reusable rendering state for one thread: renders frame after frame into the same
/// bitmap without allocating.
///
/// ```swift
/// let session = try RenderSession(LayerRenderer(size: Size2D(width: 390, height: 844), scale: 2))
/// var image = Bitmap(width: 780, height: 1688)
/// for step in 0..<60 {
///   try session.render(scene(at: Double(step) / 59), into: &image)
///   // encode or compare `image` here
/// }
/// ```
///
/// A session is not `Sendable`: give each thread its own.
public final class RenderSession {
  /// The renderer whose size, scale and background every frame uses.
  public let renderer: LayerRenderer
  private let frame: FrameRasterizer

  /// Creates a session for `renderer`'s frame size.
  ///
  /// - Parameter renderer: The frame size, scale and background.
  /// - Throws: ``RenderError`` for a bad size or a non-finite background.
  public init(_ renderer: LayerRenderer) throws(RenderError) {
    let (width, height) = try renderer.pixelSize()
    try renderer.checkBackground()
    self.renderer = renderer
    frame = FrameRasterizer(
      width: width, height: height, scale: renderer.scale,
      pixelTolerance: LayerRenderer.flatteningTolerance)
  }

  /// Renders one frame into `image`, overwriting every pixel; an image of another size is
  /// replaced by one of the frame's size.
  ///
  /// - Parameters:
  ///   - root: The layer tree.
  ///   - image: The bitmap to draw into.
  /// - Throws: ``RenderError/nonFinite(field:layer:)`` for a non-finite number in the tree,
  ///   ``RenderError/tooDeep(layer:)`` for one nested deeper than
  ///   ``RenderLayer/maximumDepth`` (`image` is then unchanged).
  /// - Complexity: O(pixels covered by each layer's drawing, summed over layers); no
  ///   allocation once the session's buffers fit the scene and `image` has the frame's size
  ///   and is not shared.
  public func render(_ root: RenderLayer, into image: inout Bitmap) throws(RenderError) {
    try root.validate()
    if image.width != frame.width || image.height != frame.height {
      image = Bitmap(uninitializedWidth: frame.width, height: frame.height)
    }
    frame.render(root, background: renderer.background, into: &image.pixels)
  }

  /// Renders one frame into a new bitmap.
  ///
  /// - Parameter root: The layer tree.
  /// - Returns: The frame, premultiplied RGBA8.
  /// - Throws: ``RenderError/nonFinite(field:layer:)`` for a non-finite number in the tree,
  ///   ``RenderError/tooDeep(layer:)`` for one nested deeper than
  ///   ``RenderLayer/maximumDepth``.
  public func render(_ root: RenderLayer) throws(RenderError) -> Bitmap {
    try root.validate()
    return frame.render(root, background: renderer.background)
  }
}
