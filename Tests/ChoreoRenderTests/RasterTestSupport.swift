import ChoreoCore
import ChoreoRender

/// A root layer filling a `width`×`height` frame, with `sublayers`.
func rootLayer(width: Double, height: Double, _ sublayers: [RenderLayer] = []) -> RenderLayer {
  var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: width, height: height))
  root.sublayers = sublayers
  return root
}

/// A layer whose shape fills `path` (in frame coordinates) in `colour`.
func shapeLayer(
  _ path: VectorPath, fill: RGBA? = .black, rule: FillRule = .nonZero, stroke: RGBA? = nil,
  width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10
) -> RenderLayer {
  var layer = RenderLayer(bounds: .zero, position: .zero)
  layer.anchorPoint = .zero
  layer.shape = VectorShape(
    path: path, fillColor: fill, fillRule: rule, strokeColor: stroke, lineWidth: width,
    lineCap: cap, lineJoin: join, miterLimit: miterLimit)
  return layer
}

/// Renders sublayers on a transparent frame.
func render(
  width: Double, height: Double, scale: Double = 1, background: RGBA = .clear,
  _ sublayers: [RenderLayer]
) throws -> Bitmap {
  try LayerRenderer(
    size: Size2D(width: width, height: height), scale: scale, background: background
  )
  .render(rootLayer(width: width, height: height, sublayers))
}

extension Bitmap {
  /// The sum of alpha over all pixels, in units of fully covered pixels.
  var coveredArea: Double {
    var sum = 0
    for index in stride(from: 3, to: pixels.count, by: 4) { sum += Int(pixels[index]) }
    return Double(sum) / 255
  }

  /// The number of pixels with 0 < alpha < 255.
  var partialPixelCount: Int {
    var count = 0
    for index in stride(from: 3, to: pixels.count, by: 4)
    where pixels[index] > 0 && pixels[index] < 255 { count += 1 }
    return count
  }

  /// Alpha at (x, y).
  func alpha(_ x: Int, _ y: Int) -> UInt8 { self[x, y].3 }
}

/// Pixels are rounded to 8 bits: each partial pixel's alpha is off by at most half a step.
func roundingSlack(_ image: Bitmap) -> Double { Double(image.partialPixelCount) * 0.5 / 255 }
