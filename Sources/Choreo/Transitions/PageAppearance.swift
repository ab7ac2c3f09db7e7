// Policy: a page's appearance is a VisualState plus one thing VisualState cannot say: how
// far the page is curled away (a page curl bends geometry, which no affine or projective
// transform of a flat page can show). Curl 0 is flat; curl 1 is rolled off the page
// entirely. The curl always lifts from the bottom edge and rolls toward the top; a curl
// "down" transition plays that in reverse on the incoming page (as UIKit's does).
//
// Visibility is decided with small tolerances (1e-9 relative): a page translated by
// exactly the container's width touches the container's edge and counts as hidden; a page
// seen edge-on (3-D rotation of a quarter turn) counts as hidden. Pages are opaque and fill
// the container: a page at rest on top hides everything beneath it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a page looks at one instant of a transition: its ``VisualState`` and how far it is
/// curled away (``/ChoreoCore/PageCurlGeometry`` gives the curl's regions).
///
/// ```swift
/// let curling = PageAppearance(visual: .identity, curl: 0.4)
/// curling.isHidden(in: Size2D(width: 390, height: 844))  // false
/// ```
public struct PageAppearance: Sendable, Hashable, CustomStringConvertible {
  /// Opacity, translation, scale, rotations, perspective, anchor and z order.
  public var visual: VisualState
  /// How much of the page, from its bottom edge, is curled up and away: 0 flat, 1 gone.
  public var curl: Double

  /// Creates an appearance.
  ///
  /// - Parameters:
  ///   - visual: The visual state; identity by default.
  ///   - curl: The curled fraction, 0...1; 0 by default.
  public init(visual: VisualState = .identity, curl: Double = 0) {
    self.visual = visual
    self.curl = curl
  }

  /// The resting appearance: flat, untransformed, opaque.
  public static let identity = PageAppearance()

  /// Whether the page is exactly at rest apart from its z order: this is what
  /// transitions give at rest.
  public var isIdentity: Bool {
    var flat = visual
    flat.zIndex = 0
    return flat == .identity && curl == 0
  }

  /// This appearance with `other` applied on top: visual states compose as
  /// ``VisualState/combined(with:)``; curls add, capped at 1.
  ///
  /// - Parameter other: The appearance to apply on top.
  /// - Returns: The composition; composing with ``identity`` changes nothing.
  public func combined(with other: PageAppearance) -> PageAppearance {
    PageAppearance(visual: visual.combined(with: other.visual), curl: min(curl + other.curl, 1))
  }

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
    if visual.opacity <= tiny || curl >= 1 - tiny { return true }
    if abs(visual.scale.width * visual.scale.height) <= tiny { return true }
    // The page's normal after turning about y then x has z component cos(ry)·cos(rx);
    // at or below zero the front faces away (or the page is edge-on).
    if cos(visual.rotationY) * cos(visual.rotationX) <= tiny { return true }
    // Off-screen only decided for flat pages (3-D turns with perspective can enlarge).
    guard visual.rotationX == 0, visual.rotationY == 0 else { return false }
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
    let turned = [visual.rotation, visual.rotationX, visual.rotationY].contains {
      abs(sin($0)) > tiny || cos($0) < 0
    }
    let size = max(container.width, container.height)
    return visual.opacity >= 1 - tiny && curl <= tiny && !turned
      && abs(visual.translation.x) <= tiny * size && abs(visual.translation.y) <= tiny * size
      && visual.scale.width >= 1 - tiny && visual.scale.height >= 1 - tiny
  }

  /// The axis-aligned box around the page's corners after its scale, rotation in the plane
  /// and translation (3-D turns ignored), in container coordinates.
  func boundingBox(in container: Size2D) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)
  {
    let pivot = Point2D(
      x: visual.anchor.x * container.width, y: visual.anchor.y * container.height)
    let c = cos(visual.rotation)
    let s = sin(visual.rotation)
    var box = (
      minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity
    )
    for corner in [
      (0.0, 0.0), (container.width, 0), (0, container.height), (container.width, container.height),
    ] {
      let dx = (corner.0 - pivot.x) * visual.scale.width
      let dy = (corner.1 - pivot.y) * visual.scale.height
      let x = pivot.x + c * dx - s * dy + visual.translation.x
      let y = pivot.y + s * dx + c * dy + visual.translation.y
      box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
    }
    return box
  }

  /// The visual state's description, with the curl when there is one.
  public var description: String {
    curl == 0 ? "\(visual)" : "PageAppearance(\(visual), curl: \(curl))"
  }
}
