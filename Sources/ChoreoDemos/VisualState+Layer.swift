import Choreo
import ChoreoRender

extension RenderLayer {
  /// A layer laid out at `frame` in its superlayer and shown in `state`: the state's
  /// anchor becomes the layer's anchor point (the frame stays where it is), its opacity the
  /// layer's opacity, its z order the layer's `zPosition`, and its scale, rotations,
  /// perspective and translation the layer's 3-D transform, in VisualState's order.
  ///
  /// - Parameters:
  ///   - frame: The resting frame in superlayer coordinates.
  ///   - state: How the layer looks now.
  /// - Returns: The placed layer, with no content yet.
  static func placed(_ frame: Rect2D, _ state: VisualState) -> RenderLayer {
    var layer = RenderLayer(bounds: Rect2D(origin: .zero, size: frame.size))
    layer.anchorPoint = state.anchor
    layer.position = Point2D(
      x: frame.minX + state.anchor.x * frame.size.width,
      y: frame.minY + state.anchor.y * frame.size.height)
    layer.opacity = state.opacity
    layer.zPosition = state.zIndex
    layer.transform = state.transform3D
    return layer
  }
}

extension VisualState {
  /// The state's scale, rotations, perspective and translation as one 3-D transform about
  /// the anchor (the layer applies it about its anchor point).
  var transform3D: Transform3D {
    var transform = Transform3D(scaleX: scale.width, y: scale.height)
    if rotation != 0 {
      transform = transform.concatenating(.init(rotationAngle: rotation, x: 0, y: 0, z: 1))
    }
    if rotationY != 0 {
      transform = transform.concatenating(.init(rotationAngle: rotationY, x: 0, y: 1, z: 0))
    }
    if rotationX != 0 {
      transform = transform.concatenating(.init(rotationAngle: rotationX, x: 1, y: 0, z: 0))
    }
    if perspective.isFinite {
      transform = transform.concatenating(.perspective(distance: perspective))
    }
    if translation != .zero {
      transform = transform.concatenating(.init(translationX: translation.x, y: translation.y))
    }
    return transform
  }
}
