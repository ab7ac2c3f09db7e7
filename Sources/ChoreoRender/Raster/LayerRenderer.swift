// Policy: a frame is `size` points at `scale` pixels per point; its pixel size is each
// side times the scale, rounded to nearest, and must be at least 1×1 and at most
// `maximumPixelCount` (64 megapixels) in all. The tree is validated before any drawing
// (NaN or infinite numbers throw), so bad input never traps. Rendering is deterministic:
// the same tree gives the same bytes on every run and for any number of threads, because
// each frame is drawn by one thread in a fixed order with the same arithmetic.
import CLibC
import ChoreoCore
import Dispatch

/// Renders layer trees into bitmaps: anti-aliased, premultiplied sRGB, deterministic.
///
/// Coordinates are points with y down; the root layer is placed in the frame as a
/// sublayer would be in its superlayer (`RenderLayer(frame:)` with the frame's rectangle
/// fills it). Curves are flattened to within ``flatteningTolerance`` device pixels.
///
/// ```swift
/// let renderer = LayerRenderer(size: Size2D(width: 390, height: 844), scale: 2)
/// var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 390, height: 844))
/// root.backgroundColor = .white
/// let image = try renderer.render(root)  // 780 × 1688 pixels
/// let frames = try renderer.render(frames: 60) { index in scene(at: Double(index) / 59) }
/// ```
public struct LayerRenderer: Sendable {
  /// The largest frame in pixels: 64 megapixels (64 000 000).
  public static let maximumPixelCount = 64_000_000
  /// The largest distance, in device pixels, between a curve and its flattened polyline
  /// (also used for round joins and caps).
  public static let flatteningTolerance = 0.1

  /// The frame size in points.
  public var size: Size2D
  /// Pixels per point.
  public var scale: Double
  /// The colour under everything (transparent by default).
  public var background: RGBA

  /// Creates a renderer. Sizes are checked when rendering.
  ///
  /// - Parameters:
  ///   - size: The frame size in points.
  ///   - scale: Pixels per point; 1 by default.
  ///   - background: The colour under the tree; transparent by default.
  public init(size: Size2D, scale: Double = 1, background: RGBA = .clear) {
    self.size = size
    self.scale = scale
    self.background = background
  }

  /// The frame size in pixels.
  ///
  /// - Returns: Width and height in pixels.
  /// - Throws: ``RenderError/invalidSize(width:height:scale:)`` for a zero, negative or
  ///   non-finite size or scale (or one under a pixel);
  ///   ``RenderError/tooLarge(width:height:scale:)`` over ``maximumPixelCount``.
  public func pixelSize() throws(RenderError) -> (width: Int, height: Int) {
    let invalid = RenderError.invalidSize(width: size.width, height: size.height, scale: scale)
    guard size.width.isFinite, size.height.isFinite, scale.isFinite,
      size.width > 0, size.height > 0, scale > 0
    else { throw invalid }
    let w = (size.width * scale).rounded()
    let h = (size.height * scale).rounded()
    guard w >= 1, h >= 1 else { throw invalid }
    guard w * h <= Double(Self.maximumPixelCount) else {
      throw .tooLarge(width: size.width, height: size.height, scale: scale)
    }
    return (Int(w), Int(h))
  }

  /// Renders one frame.
  ///
  /// - Parameter root: The layer tree.
  /// - Returns: The frame, premultiplied RGBA8.
  /// - Throws: ``RenderError`` for a bad size, a non-finite number in the tree or a tree
  ///   nested deeper than ``RenderLayer/maximumDepth``.
  /// - Complexity: O(pixels covered by each layer's drawing, summed over layers).
  public func render(_ root: RenderLayer) throws(RenderError) -> Bitmap {
    let (width, height) = try pixelSize()
    try root.validate()
    try checkBackground()
    let frame = FrameRasterizer(
      width: width, height: height, scale: scale, pixelTolerance: Self.flatteningTolerance)
    return frame.render(root, background: background)
  }

  /// Renders frames `0..<count` on all cores, giving the same bytes as rendering them one
  /// by one.
  ///
  /// Frames are split into contiguous runs, one per worker (`DispatchQueue.concurrentPerform`).
  /// Within a run, a frame whose tree equals the previous frame's is not rasterised again:
  /// its bitmap is reused (equal trees draw equal bytes).
  ///
  /// - Parameters:
  ///   - count: The number of frames, ≥ 0.
  ///   - scene: The tree of frame `index`; called once per frame, from any thread.
  /// - Returns: The frames in order.
  /// - Throws: ``RenderError`` for a bad size or count, or the error of the first frame
  ///   (by index) whose tree is invalid.
  public func render(
    frames count: Int, scene: @Sendable (Int) -> RenderLayer
  ) throws(RenderError) -> [Bitmap] {
    try render(frames: count, scene: scene, finish: { $0 })
  }

  /// ``render(frames:scene:)`` with `finish` applied to each frame on the thread that drew
  /// it, so that only what `finish` returns is kept (a contact sheet keeps its frames
  /// shrunk, not whole).
  package func render(
    frames count: Int, scene: @Sendable (Int) -> RenderLayer,
    finish: @Sendable (Bitmap) -> Bitmap
  ) throws(RenderError) -> [Bitmap] {
    guard count >= 0 else { throw .invalidFrameCount(count) }
    let (width, height) = try pixelSize()
    try checkBackground()
    guard count > 0 else { return [] }
    let workers = min(count, Self.processorCount)
    let results = FrameSlots(count: count)
    let background = background
    let scale = scale
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let start = count * worker / workers
      let end = count * (worker + 1) / workers
      let frame = FrameRasterizer(
        width: width, height: height, scale: scale, pixelTolerance: Self.flatteningTolerance)
      var previous: (RenderLayer, Bitmap)?
      for index in start..<end {
        let tree = scene(index)
        do throws(RenderError) {
          // Validated first: comparing trees recurses, and only a valid tree is known to
          // be shallow enough for it.
          try tree.validate()
          if let previous, previous.0 == tree {
            results.store(.success(previous.1), at: index)
            continue
          }
          let image = finish(frame.render(tree, background: background))
          previous = (tree, image)
          results.store(.success(image), at: index)
        } catch {
          results.store(.failure(error), at: index)
          previous = nil
        }
      }
    }
    return try results.collect()
  }

  func checkBackground() throws(RenderError) {
    let c = background
    guard c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else {
      throw .nonFinite(field: "background", layer: "the renderer")
    }
  }

  /// Online processors (at least 1).
  static var processorCount: Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #else
      return 1
    #endif
  }
}

/// Per-frame results written by workers at disjoint indices.
private final class FrameSlots: @unchecked Sendable {
  // Safety: each index is written by exactly one worker, and read only after
  // `concurrentPerform` has returned (which orders every write before the reads).
  private let slots: UnsafeMutablePointer<Result<Bitmap, RenderError>?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  func store(_ result: Result<Bitmap, RenderError>, at index: Int) {
    slots[index] = result
  }

  func collect() throws(RenderError) -> [Bitmap] {
    var images: [Bitmap] = []
    images.reserveCapacity(count)
    for index in 0..<count {
      switch slots[index] {
      case .success(let image): images.append(image)
      case .failure(let error): throw error
      case nil: preconditionFailure("frame \(index) was not rendered")
      }
    }
    return images
  }
}
