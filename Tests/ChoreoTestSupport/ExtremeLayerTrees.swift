import ChoreoCore
import ChoreoRender

/// Random layer trees whose numbers are all finite but often extreme (up to ±1.8e308,
/// down to the smallest subnormal), for checking that the renderer and the exporters
/// never trap on a tree that `validate()` accepts.
///
/// The same seed gives the same trees. Every layer may have a transform, a sublayer
/// transform (perspective included), a background, a border, a rounded and clipping
/// bounds, a stroked and filled shape of lines, curves and arcs, and a page-curl warp.
///
/// ```swift
/// var trees = ExtremeLayerTrees(seed: 7)
/// let root = trees.next()
/// _ = try LayerRenderer(size: Size2D(width: 16, height: 16)).render(root)
/// ```
public struct ExtremeLayerTrees {
  private var random: SeededGenerator
  /// The largest magnitude a number takes.
  public var limit: Double

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - seed: The seed.
  ///   - limit: The largest magnitude of any number; the largest finite `Double` by
  ///     default.
  public init(seed: UInt64, limit: Double = .greatestFiniteMagnitude) {
    random = SeededGenerator(seed: seed)
    self.limit = limit
  }

  private static let magnitudes: [Double] = [
    0, .leastNonzeroMagnitude, 1e-300, 1e-9, 0.5, 1, 7, 100, 1e3, 1e6, 1e9, 1e12, 1e15, 1e18, 1e19,
    1e38,
    1e100, 1e154, 1e200, 1e300, .greatestFiniteMagnitude,
  ]

  /// A finite number: ordinary (−100...100) half the time, else an extreme magnitude
  /// (at most ``limit``) with a random sign.
  public mutating func number() -> Double {
    if Bool.random(using: &random) { return Double.random(in: -100...100, using: &random) }
    let magnitude = min(Self.magnitudes.randomElement(using: &random)!, limit)
    return Bool.random(using: &random) ? magnitude : -magnitude
  }

  private mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < p
  }

  private mutating func point() -> Point2D { Point2D(x: number(), y: number()) }

  private mutating func colour() -> RGBA {
    RGBA(
      red: Double.random(in: 0...1, using: &random), green: 0.5, blue: 0.25,
      alpha: chance(0.8) ? 1 : Double.random(in: 0...1, using: &random))
  }

  private mutating func transform() -> Transform3D {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .identity
    case 1: return Transform3D(translationX: number(), y: number(), z: number())
    case 2: return Transform3D(scaleX: number(), y: number(), z: number())
    case 3:
      return Transform3D(
        rotationAngle: Double.random(in: -7...7, using: &random), x: number(), y: number(),
        z: number())
    case 4:
      // (At least 1e-300, so that m34 = −1/distance stays finite.)
      return .perspective(distance: max(abs(number()), 1e-300))
    default: return Transform3D(rows: (0..<16).map { _ in number() })
    }
  }

  private mutating func path() -> VectorPath {
    var path = VectorPath()
    path.move(to: point())
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: path.addLine(to: point())
      case 1: path.addQuadCurve(to: point(), control: point())
      case 2: path.addCurve(to: point(), control1: point(), control2: point())
      case 3:
        // (Centre and radius kept where the arc's points and controls stay finite.)
        let clamp = { (value: Double) in min(max(value, -1e307), 1e307) }
        path.addArc(
          center: Point2D(x: clamp(number()), y: clamp(number())),
          radius: min(abs(number()), 1e300),
          startAngle: Double.random(in: -20...20, using: &random),
          endAngle: Double.random(in: -20...20, using: &random),
          clockwise: Bool.random(using: &random))
      default: path.close()
      }
    }
    return path
  }

  private mutating func layer(depth: Int) -> RenderLayer {
    var layer = RenderLayer(
      bounds: Rect2D(x: number(), y: number(), width: number(), height: number()),
      position: point())
    if chance(0.3) { layer.anchorPoint = point() }
    if chance(0.2) { layer.zPosition = number() }
    if chance(0.5) { layer.transform = transform() }
    if chance(0.3) { layer.sublayerTransform = transform() }
    if chance(0.3) { layer.opacity = Double.random(in: -0.5...1.5, using: &random) }
    if chance(0.7) { layer.backgroundColor = colour() }
    if chance(0.3) { layer.cornerRadius = number() }
    if chance(0.3) {
      layer.borderWidth = number()
      layer.borderColor = colour()
    }
    if chance(0.3) { layer.masksToBounds = true }
    if chance(0.2) { layer.isDoubleSided = false }
    if chance(0.5) {
      layer.shape = VectorShape(
        path: path(), fillColor: chance(0.7) ? colour() : nil,
        fillRule: Bool.random(using: &random) ? .nonZero : .evenOdd,
        strokeColor: chance(0.5) ? colour() : nil, lineWidth: number(),
        lineCap: LineCap.allCases.randomElement(using: &random)!,
        lineJoin: LineJoin.allCases.randomElement(using: &random)!, miterLimit: number())
    }
    let size = layer.bounds.size
    if chance(0.15), size.width >= 0, size.height >= 0 {
      layer.warp = .pageCurl(
        PageCurlGeometry(
          curl: Double.random(in: -0.5...1.5, using: &random), pageSize: size,
          rollRadius: abs(number()), backProjection: Double.random(in: 0...1, using: &random)))
    }
    if depth < 3 {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        layer.sublayers.append(self.layer(depth: depth + 1))
      }
    }
    return layer
  }

  /// The next tree: up to four levels, up to two sublayers a layer.
  ///
  /// - Returns: A tree whose every number is finite (it passes `validate()`).
  public mutating func next() -> RenderLayer { layer(depth: 0) }
}
