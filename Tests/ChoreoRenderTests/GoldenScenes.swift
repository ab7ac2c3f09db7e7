import ChoreoCore
import ChoreoRender

/// Small animated scenes for golden files, each a function of progress 0...1.
enum GoldenScenes {
  static let size = Size2D(width: 64, height: 48)
  static let progresses: [Double] = [0, 0.25, 0.5, 0.75, 1]

  /// A rounded square moving right while turning a quarter turn, over a circle with a
  /// stroked outline, in a half-transparent group.
  static func movingSquare(_ t: Double) -> RenderLayer {
    var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 64, height: 48))
    root.backgroundColor = .white
    var ring = RenderLayer(frame: Rect2D(x: 36, y: 14, width: 24, height: 24))
    ring.shape = VectorShape(
      path: .circle(center: Point2D(x: 12, y: 12), radius: 10),
      fillColor: RGBA(hex: 0xFFCC00), strokeColor: RGBA(hex: 0x333333), lineWidth: 2)
    var square = RenderLayer(frame: Rect2D(x: 6 + 30 * t, y: 12, width: 20, height: 20))
    square.backgroundColor = RGBA(hex: 0x007AFF)
    square.cornerRadius = 4
    square.borderWidth = 1.5
    square.borderColor = RGBA(hex: 0x003E80)
    square.transform = Transform3D(rotationAngle: t * .pi / 2, x: 0, y: 0, z: 1)
    square.opacity = 0.8
    root.sublayers = [ring, square]
    return root
  }

  /// A card flipping about y with perspective: front (single-sided) then back.
  static func flip(_ t: Double) -> RenderLayer {
    var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 64, height: 48))
    root.backgroundColor = RGBA(hex: 0xF2F2F7)
    root.sublayerTransform = .perspective(distance: 120)
    let angle = t * .pi
    var front = RenderLayer(frame: Rect2D(x: 14, y: 6, width: 36, height: 36))
    front.backgroundColor = RGBA(hex: 0xFF3B30)
    front.cornerRadius = 6
    front.isDoubleSided = false
    front.masksToBounds = true
    var stripe = RenderLayer(frame: Rect2D(x: -4, y: 14, width: 44, height: 8))
    stripe.backgroundColor = .white
    front.sublayers = [stripe]
    front.transform = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    var back = RenderLayer(frame: Rect2D(x: 14, y: 6, width: 36, height: 36))
    back.backgroundColor = RGBA(hex: 0x34C759)
    back.cornerRadius = 6
    back.isDoubleSided = false
    back.transform = Transform3D(rotationAngle: angle - .pi, x: 0, y: 1, z: 0)
    root.sublayers = [back, front]
    return root
  }

  static let all: [(name: String, scene: @Sendable (Double) -> RenderLayer)] = [
    ("moving-square", movingSquare), ("flip", flip),
  ]
}
