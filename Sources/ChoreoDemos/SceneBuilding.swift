import Choreo
import ChoreoRender

// Small helpers the demos share to build layer trees tersely.

extension RenderLayer {
  /// A layer that draws `path` (given in the superlayer's coordinates) with a fill and an
  /// optional stroke.
  static func drawing(
    _ path: VectorPath, fill: RGBA? = nil, stroke: RGBA? = nil, lineWidth: Double = 1,
    cap: LineCap = .round, join: LineJoin = .round
  ) -> RenderLayer {
    var layer = RenderLayer()
    layer.anchorPoint = .zero
    layer.shape = VectorShape(
      path: path, fillColor: fill, strokeColor: stroke, lineWidth: lineWidth, lineCap: cap,
      lineJoin: join)
    return layer
  }

  /// A filled rectangle, optionally rounded.
  static func box(_ frame: Rect2D, color: RGBA, cornerRadius: Double = 0) -> RenderLayer {
    var layer = RenderLayer(frame: frame)
    layer.backgroundColor = color
    layer.cornerRadius = cornerRadius
    return layer
  }

  /// A filled circle.
  static func dot(at center: Point2D, radius: Double, color: RGBA) -> RenderLayer {
    box(
      Rect2D(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
      color: color, cornerRadius: radius)
  }

  /// A container covering `size`, holding `sublayers`.
  static func group(size: Size2D, _ sublayers: [RenderLayer]) -> RenderLayer {
    var layer = RenderLayer(frame: Rect2D(origin: .zero, size: size))
    layer.sublayers = sublayers
    return layer
  }
}

/// The palette of the gallery: iOS system colours.
enum Palette {
  static let ink = RGBA(hex: 0x1C1C1E)
  static let secondaryInk = RGBA(hex: 0x8E8E93)
  static let hairline = RGBA(hex: 0xD1D1D6)
  static let fill = RGBA(hex: 0xF2F2F7)
  static let blue = RGBA(hex: 0x007AFF)
  static let orange = RGBA(hex: 0xFF9500)
  static let green = RGBA(hex: 0x34C759)
  static let red = RGBA(hex: 0xFF3B30)
  static let purple = RGBA(hex: 0xAF52DE)
}

/// A text label in the gallery's stroke font, its baseline starting at `origin`.
func label(
  _ text: String, at origin: Point2D, size: Double, color: RGBA,
  alignment: LabelAlignment = .leading
) -> RenderLayer {
  StrokeFont.standard.layer(text, at: origin, size: size, color: color, alignment: alignment)
}
