// Policy: content keeps its shape. A flight animates a shared element's box (its frame,
// corner radius and opacity), never a scale of what is inside: the content is laid out in
// the box at every instant by its content mode, so no child is ever stretched.
// - `.fixed(anchor:)`: the content keeps its rest size (the size its layout gives it on the
//   destination screen) and is placed at a unit anchor of the box, the box cropping it (a
//   card's text, a page's header).
// - `.aspectFill`: the content (a photo) keeps its aspect ratio and is scaled uniformly to
//   cover the box, centred, the box cropping the excess: its layout size is the cover size
//   for the box of the instant, and that is the size it is drawn at.
// - `.aspectFit`: the same, scaled to fit inside the box.
// The rule is checked to 0.5 pt at every instant of every flight in the tests.

/// One element that flies between two screens: an identity, its box on each side, and how
/// its content sits in the box.
///
/// An element present on one side only (or whose source has scrolled off screen, `nil`)
/// fades and scales in place on the side it has.
///
/// ```swift
/// let photo = SharedElement(
///   id: "photo-7",
///   source: ElementGeometry(frame: Rect2D(x: 16, y: 120, width: 110, height: 110), cornerRadius: 8),
///   destination: ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 390, height: 390)),
///   contentSize: Size2D(width: 1200, height: 800), contentMode: .aspectFill)
/// ```
public struct SharedElement<ID: Hashable & Sendable>: Sendable {
  /// How an element's content sits in its box.
  public enum ContentMode: Sendable, Hashable {
    /// The content keeps its rest size, placed at `anchor` (a unit point of the box: (0, 0)
    /// the top leading corner, (0.5, 0.5) the centre); the box crops it.
    case fixed(anchor: Point2D)
    /// The content keeps its aspect ratio and covers the box, centred; the box crops it.
    case aspectFill
    /// The content keeps its aspect ratio and fits inside the box, centred.
    case aspectFit
  }

  /// The element's identity, the same on both screens.
  public let id: ID
  /// Its box on the leaving screen, or `nil` when it is not there (or has scrolled off).
  public var source: ElementGeometry?
  /// Its box on the arriving screen, or `nil` when it is not there.
  public var destination: ElementGeometry?
  /// The content's rest size: the size its layout gives it (for `.fixed`), or its natural
  /// size, whose aspect ratio the other modes keep.
  public var contentSize: Size2D
  /// How the content sits in the box.
  public var contentMode: ContentMode

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - id: The identity, the same on both screens.
  ///   - source: The box on the leaving screen, or `nil`.
  ///   - destination: The box on the arriving screen, or `nil`.
  ///   - contentSize: The content's rest size.
  ///   - contentMode: How the content sits in the box; fixed at the top leading corner by
  ///     default.
  public init(
    id: ID, source: ElementGeometry?, destination: ElementGeometry?, contentSize: Size2D,
    contentMode: ContentMode = .fixed(anchor: Point2D(x: 0, y: 0))
  ) {
    self.id = id
    self.source = source
    self.destination = destination
    self.contentSize = contentSize
    self.contentMode = contentMode
  }

  /// The content's frame in a box of `size`, in the box's coordinates (before the box
  /// crops it): its layout at that instant.
  ///
  /// - Parameter size: The box's size.
  /// - Returns: The content's frame.
  public func contentFrame(inBoxOf size: Size2D) -> Rect2D {
    let width = contentSize.width
    let height = contentSize.height
    switch contentMode {
    case .fixed(let anchor):
      return Rect2D(
        x: (size.width - width) * anchor.x, y: (size.height - height) * anchor.y, width: width,
        height: height)
    case .aspectFill, .aspectFit:
      guard width > 0, height > 0 else {
        return Rect2D(x: size.width / 2, y: size.height / 2, width: 0, height: 0)
      }
      let across = size.width / width
      let down = size.height / height
      let scale = contentMode == .aspectFill ? max(across, down) : min(across, down)
      let drawn = Size2D(width: width * scale, height: height * scale)
      return Rect2D(
        x: (size.width - drawn.width) / 2, y: (size.height - drawn.height) / 2,
        width: drawn.width, height: drawn.height)
    }
  }
}
