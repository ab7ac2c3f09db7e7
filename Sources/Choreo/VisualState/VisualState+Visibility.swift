// Policy: visibility is decided with small tolerances (1e-9 relative): a page translated by
// exactly the container's width touches the container's edge and counts as hidden; a page
// seen edge-on (3-D rotation of a quarter turn) counts as hidden. Pages are opaque and fill
// the container: a page at rest on top hides everything beneath it.

import CLibM

extension VisualState {
  /// Whether nothing of the page can be seen on its own account: transparent, scaled to
  /// nothing, turned so its back faces the viewer (pages are one-sided, as in a flip),
  /// fully curled away, or moved wholly outside the container.
  ///
  /// A page that is visible by these rules may still be covered by an opaque page above
  /// it; see ``coversContainer(_:)``.
  ///
  /// - Parameter container: The container's size, in points.
  /// - Returns: `true` when the page shows no pixel.
  public func isHidden(in container: Size2D) -> Bool {
    let tiny = 1e-9
    if opacity <= tiny || curl >= 1 - tiny { return true }
    if abs(scale.width * scale.height) <= tiny { return true }
    // The page's normal after turning about y then x has z component cos(ry)·cos(rx);
    // at or below zero the front faces away (or the page is edge-on).
    if cos(rotationY) * cos(rotationX) <= tiny { return true }
    // Off-screen only decided for flat pages (3-D turns with perspective can enlarge).
    guard rotationX == 0, rotationY == 0 else { return false }
    let box = boundingBox(in: container)
    let slackX = tiny * container.width
    let slackY = tiny * container.height
    return box.maxX <= slackX || box.minX >= container.width - slackX || box.maxY <= slackY
      || box.minY >= container.height - slackY
  }

  /// Whether this page, drawn opaque, covers the whole container: it is at rest (opacity 1,
  /// no curl, no turn, no offset) and not shrunk.
  ///
  /// - Parameter container: The container's size, in points.
  /// - Returns: `true` when nothing beneath the page can be seen.
  public func coversContainer(_ container: Size2D) -> Bool {
    let tiny = 1e-9
    let turned = [rotation, rotationX, rotationY].contains {
      abs(sin($0)) > tiny || cos($0) < 0
    }
    let size = max(container.width, container.height)
    return opacity >= 1 - tiny && curl <= tiny && !turned
      && abs(translation.x) <= tiny * size && abs(translation.y) <= tiny * size
      && scale.width >= 1 - tiny && scale.height >= 1 - tiny
  }

  /// The axis-aligned box around the page's corners after its scale, rotation in the plane
  /// and translation (3-D turns ignored), in container coordinates.
  func boundingBox(in container: Size2D) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)
  {
    let pivot = Point2D(
      x: anchor.x * container.width, y: anchor.y * container.height)
    let c = cos(rotation)
    let s = sin(rotation)
    var box = (
      minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity
    )
    for corner in [
      (0.0, 0.0), (container.width, 0), (0, container.height), (container.width, container.height),
    ] {
      let dx = (corner.0 - pivot.x) * scale.width
      let dy = (corner.1 - pivot.y) * scale.height
      let x = pivot.x + c * dx - s * dy + translation.x
      let y = pivot.y + s * dx + c * dy + translation.y
      box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
    }
    return box
  }
}
