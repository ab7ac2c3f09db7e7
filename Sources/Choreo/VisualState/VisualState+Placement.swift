// Policy: the one mapping from a VisualState to Core Animation's layer model. Every
// renderer and adapter (the headless renderer's demos, a UIKit view's layer, a SwiftUI
// projection effect) takes its geometry from here, so no two of them can disagree.
//
// The transform is built about the anchor, in the order VisualState documents, as a chain
// of row-vector matrices (p′ = p · S · Rz · Ry · Rx · P · T, left factor first):
//
//   1. S: scale (scale.width, scale.height);
//   2. Rz: rotation in the plane (positive clockwise on screen, y down);
//   3. Ry: 3-D rotation about the vertical axis (positive brings the left edge forward);
//   4. Rx: 3-D rotation about the horizontal axis;
//   5. P: perspective, m34 = −1/perspective (skipped when the distance is infinite);
//   6. T: translation (translation.x, translation.y), after the perspective, so it moves
//      the projected picture by exactly that many points.
//
// A factor that changes nothing (no rotation, no perspective, no translation) is left out
// rather than multiplied in, so a flat state gives a matrix with exact zeros.

extension VisualState {
  /// The state's scale, rotations, perspective and translation as one 3-D transform, to be
  /// applied about the anchor (as `CALayer.transform` is applied about `anchorPoint`).
  ///
  /// The factors apply in this order, each to the result of the one before (row vectors,
  /// p′ = p · M, as Core Animation): scale, rotation about z, rotation about y, rotation
  /// about x, perspective (m34 = −1/``perspective``, when finite), then translation. So
  /// with perspective a point at (dx, dy) from the anchor, turned by φ about y, is seen at
  /// (dx · cos φ / w, dy / w) + translation from the anchor, where
  /// w = 1 + dx · sin φ / perspective.
  ///
  /// Opacity, the anchor and the z order are not part of the matrix; see
  /// ``placement(in:)`` for all of them.
  public var transform: Transform3D {
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

  /// What a layer needs to show a view whose resting frame is `frame` in this state.
  ///
  /// The anchor becomes the layer's anchor point without moving the frame: the bounds are
  /// the frame's size at the origin and the position is frame.origin + anchor · size. The
  /// transform is ``transform`` (about that anchor point), the opacity ``opacity`` clamped
  /// to 0...1 (a spring may carry it past either end) and the z position ``zIndex``. The
  /// curl is not a placement: adapters and the renderer mask it (``/ChoreoCore/PageCurlGeometry``).
  ///
  /// ```swift
  /// let spun = VisualState(rotation: .pi / 2, anchor: .zero)
  /// let placement = spun.placement(in: Rect2D(x: 10, y: 20, width: 100, height: 50))
  /// placement.position  // (10, 20)
  /// placement.projected(Point2D(x: 100, y: 0))  // ≈ (10, 120)
  /// ```
  ///
  /// - Parameter frame: The view's resting frame, in its superlayer's coordinates.
  /// - Returns: The placement; set its fields on a `CALayer` (or build a renderer layer).
  public func placement(in frame: Rect2D) -> LayerPlacement {
    LayerPlacement(
      bounds: Rect2D(origin: .zero, size: frame.size),
      position: Point2D(
        x: frame.minX + anchor.x * frame.size.width,
        y: frame.minY + anchor.y * frame.size.height),
      anchorPoint: anchor, transform: transform, opacity: min(max(opacity, 0), 1),
      zPosition: zIndex)
  }
}
