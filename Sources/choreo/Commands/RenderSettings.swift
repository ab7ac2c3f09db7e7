import ChoreoCore
import ChoreoDemos
import ChoreoRender

// Policy for turning a demo into frames.
//
// Frame times: at F frames per second a demo of D seconds has frames at t_i = i/F for
// i = 0 ..< K, where K = ⌈D·F⌉ (D·F within 1e-9 relative of a whole number counts as that
// number), and one last frame at exactly t_K = D, the end state: K + 1 frames, each shown
// for 1/F s. The easings demo (2.1 s) at 30 fps has 64 frames, 0 ... 63/30 = 2.1 s.
//
// Canvas: --size W×H draws the demo scaled to fit inside the canvas, aspect ratio kept,
// centered, the rest filled with the demo's background (letterboxing); nothing is cropped.
// Without --size the canvas is the demo's own size and the tree is the demo's, untouched.
//
// Caps (bad input, exit 65, checked before anything is drawn): a frame is at most
// 64 megapixels after scale (LayerRenderer.maximumPixelCount) and at most 65535 pixels a
// side (GIF's limit); an animation has at most 10 000 frames, and a raster one 1 gigapixel
// in all (its frames are held in memory, 4 bytes a pixel, before encoding; a Lottie
// document holds shapes, not pixels, so the pixel cap does not apply to it); --scale ≤ 8;
// --fps ≤ 240.

/// The settings a demo is rendered with, and the checks and frame times they imply.
struct RenderSettings: Sendable {
  /// Pixels per point when --scale is not given.
  static let defaultScale = 2.0
  /// Frames per second when --fps is not given.
  static let defaultFPS = 30
  /// The largest --scale.
  static let maximumScale = 8.0
  /// The largest --fps.
  static let maximumFPS = 240
  /// The most frames an animation may have.
  static let maximumFrameCount = 10_000
  /// The most pixels all the frames of an animation may have together.
  static let maximumAnimationPixels = 1_000_000_000
  /// The largest side of a frame in pixels (GIF stores sides in 16 bits).
  static let maximumSide = 65_535
  /// Contact sheets show the demo at progress k / sheetSteps, k = 0 ... sheetSteps.
  static let sheetSteps = 8
  /// Contact sheets have this many columns (9 frames: a 3 × 3 grid).
  static let sheetColumns = 3

  let demo: Demo
  /// The canvas in points.
  let size: Size2D
  let scale: Double
  let fps: Int

  /// Settings for `demo`; `size` nil means the demo's own size.
  init(demo: Demo, size: Size2D?, scale: Double, fps: Int) {
    self.demo = demo
    self.size = size ?? demo.size
    self.scale = scale
    self.fps = fps
  }

  /// The renderer for these settings, on the demo's background.
  var renderer: LayerRenderer {
    LayerRenderer(size: size, scale: scale, background: demo.background)
  }

  /// The frame size in pixels, checked against the caps.
  ///
  /// - Throws: ``CLIError/badInput(_:)`` for a size the renderer refuses or a side over
  ///   ``maximumSide``.
  func pixelSize() throws(CLIError) -> (width: Int, height: Int) {
    let pixels: (width: Int, height: Int)
    do {
      pixels = try renderer.pixelSize()
    } catch {
      throw CLIError(error)
    }
    guard pixels.width <= Self.maximumSide, pixels.height <= Self.maximumSide else {
      throw .badInput(
        "a frame of \(pixels.width)×\(pixels.height) pixels is over the cap of"
          + " \(Self.maximumSide) pixels a side; use a smaller --size or --scale")
    }
    return pixels
  }

  /// The number of animation frames: ⌈duration · fps⌉ + 1 (see the policy above).
  var frameCount: Int {
    let product = demo.duration * Double(fps)
    let nearest = product.rounded()
    let steps = abs(product - nearest) <= 1e-9 * max(1, product) ? nearest : product.rounded(.up)
    return Int(steps) + 1
  }

  /// The time of animation frame `index`.
  func time(ofFrame index: Int, count: Int) -> Double {
    index == count - 1 ? demo.duration : Double(index) / Double(fps)
  }

  /// Checks the animation against the frame cap and, when its frames are held as pixels
  /// (every format but Lottie), the pixel cap.
  ///
  /// - Parameter holdsPixels: Whether the frames are rendered to pixels and held in
  ///   memory before encoding; `false` for a vector document (Lottie).
  /// - Returns: The frame count.
  /// - Throws: ``CLIError/badInput(_:)`` over a cap.
  func checkedFrameCount(holdsPixels: Bool = true) throws(CLIError) -> Int {
    let (width, height) = try pixelSize()
    let count = frameCount
    guard count <= Self.maximumFrameCount else {
      throw .badInput(
        "\(demo.name) at --fps \(fps) has \(count) frames, over the cap of"
          + " \(Self.maximumFrameCount); use a lower --fps")
    }
    guard holdsPixels else { return count }
    let total = count * width * height
    guard total <= Self.maximumAnimationPixels else {
      throw .badInput(
        "\(count) frames of \(width)×\(height) pixels are \(total) pixels, over the cap of"
          + " \(Self.maximumAnimationPixels) (1 gigapixel) for an animation; use a smaller"
          + " --size or --scale or a lower --fps")
    }
    return count
  }

  /// The times of the contact sheet's frames: the demo's own when it gives them, else
  /// progress 0, 1/8, ..., 1 of the duration.
  var sheetTimes: [Double] {
    if let own = demo.sheetTimes { return own }
    return (0...Self.sheetSteps).map {
      $0 == Self.sheetSteps
        ? demo.duration : Double($0) / Double(Self.sheetSteps) * demo.duration
    }
  }

  /// The layer tree at `time`, fitted into the canvas (see the policy above).
  func scene(at time: Double) -> RenderLayer {
    let tree = demo.scene(time)
    guard size != demo.size else { return tree }
    let factor = min(size.width / demo.size.width, size.height / demo.size.height)
    var holder = RenderLayer(
      bounds: Rect2D(origin: .zero, size: demo.size),
      position: Point2D(x: size.width / 2, y: size.height / 2))
    holder.transform = Transform3D(scaleX: factor, y: factor)
    holder.sublayers = [tree]
    var root = RenderLayer(frame: Rect2D(origin: .zero, size: size))
    root.sublayers = [holder]
    return root
  }
}
