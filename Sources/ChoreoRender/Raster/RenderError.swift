/// Why a frame could not be rendered or exported.
///
/// Every case describes what was wrong, where, and what would be right, so a message can
/// go straight to a person.
///
/// ```swift
/// do {
///   _ = try LayerRenderer(size: Size2D(width: 0, height: 10)).render(root)
/// } catch {
///   print(error.description)  // "frame size 0.0×10.0 points is not valid: ..."
/// }
/// ```
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The frame size or scale is zero, negative or not finite.
  case invalidSize(width: Double, height: Double, scale: Double)
  /// The frame would have more pixels than ``LayerRenderer/maximumPixelCount``: its size
  /// in points and the scale, as given (the size in pixels may be past any integer's range).
  case tooLarge(width: Double, height: Double, scale: Double)
  /// A number in the layer tree is NaN or infinite.
  ///
  /// `field` names the property (`position.x`, `backgroundColor.alpha` ...) and `layer`
  /// the layer's place in the tree (`root.sublayers[2]`, with its name when it has one).
  case nonFinite(field: String, layer: String)
  /// A frame count below zero.
  case invalidFrameCount(Int)
  /// The tree nests layers more than ``RenderLayer/maximumDepth`` levels deep; `layer` is
  /// the place of the first layer past the limit.
  case tooDeep(layer: String)
  /// A Lottie export of `duration` seconds would take more than
  /// ``LottieExporter/maximumSampleCount`` samples at `samplesPerSecond`.
  case tooLong(duration: Double, samplesPerSecond: Double)

  /// A message saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height, let scale):
      "frame size \(width)×\(height) points at scale \(scale) is not valid: width, height "
        + "and scale must be finite and greater than 0, and the size in pixels must be at "
        + "least 1×1"
    case .tooLarge(let width, let height, let scale):
      "frame size \(width)×\(height) points at scale \(scale) is "
        + Self.pixelCount(width: width, height: height, scale: scale) + "over the cap of "
        + "\(LayerRenderer.maximumPixelCount) pixels (64 megapixels); use a smaller size or "
        + "scale"
    case .nonFinite(let field, let layer):
      "\(field) of \(layer) is NaN or infinite; every coordinate, size, transform entry, "
        + "width, opacity and colour channel must be a finite number"
    case .invalidFrameCount(let count):
      "frame count \(count) is negative; ask for 0 or more frames"
    case .tooDeep(let layer):
      "\(layer) is nested \(RenderLayer.maximumDepth + 1) levels deep, past the limit of "
        + "\(RenderLayer.maximumDepth) (the root is level 1); nest layers at most "
        + "\(RenderLayer.maximumDepth) deep, for example by moving a chain of plain group "
        + "layers' transforms into their children"
    case .tooLong(let duration, let samplesPerSecond):
      "a Lottie export of \(duration) s at \(samplesPerSecond) samples a second would take "
        + "more than \(LottieExporter.maximumSampleCount) samples; export at most "
        + "\(Double(LottieExporter.maximumSampleCount) / samplesPerSecond) s, or at a lower "
        + "frame rate"
    }
  }

  /// `2000×3000 pixels (6000000), ` when the size in pixels is a whole number a message can
  /// state exactly (below 2^53 in all), else nothing: a clamped figure would not be true.
  private static func pixelCount(width: Double, height: Double, scale: Double) -> String {
    let pixelWidth = (width * scale).rounded()
    let pixelHeight = (height * scale).rounded()
    let total = pixelWidth * pixelHeight
    guard total < 0x1p53 else { return "" }
    return "\(Int(pixelWidth))×\(Int(pixelHeight)) pixels (\(Int(total))), "
  }
}
