/// The name of a target in a ``ScrollScene``: a view, layer or any element the app places.
///
/// ```swift
/// let header: ScrollTargetID = "header"
/// ```
public struct ScrollTargetID: Sendable, Hashable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier's text.
  public let rawValue: String

  /// Creates an identifier.
  ///
  /// - Parameter rawValue: The text.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates an identifier from a string literal.
  ///
  /// - Parameter value: The text.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Orders identifiers by their text.
  ///
  /// - Parameters:
  ///   - lhs: One identifier.
  ///   - rhs: Another.
  /// - Returns: Whether `lhs` sorts first.
  public static func < (lhs: ScrollTargetID, rhs: ScrollTargetID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The text.
  public var description: String { rawValue }
}

/// One number of a target that an animation can drive: its frame, its visual state, its corner
/// radius.
///
/// Frame properties are in whatever coordinates the app lays the targets out in (usually
/// the viewport's); the visual-state properties are those of ``VisualState``; ``alpha`` is
/// UIKit's name for ``opacity``.
public enum ScrollProperty: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The frame's x origin.
  case x
  /// The frame's y origin.
  case y
  /// The frame's width.
  case width
  /// The frame's height.
  case height
  /// ``VisualState/opacity``.
  case opacity
  /// ``VisualState/translation`` x.
  case translationX
  /// ``VisualState/translation`` y.
  case translationY
  /// ``VisualState/scale`` width.
  case scaleX
  /// ``VisualState/scale`` height.
  case scaleY
  /// ``VisualState/rotation``, radians.
  case rotation
  /// ``VisualState/rotationX``, radians.
  case rotationX
  /// ``VisualState/rotationY``, radians.
  case rotationY
  /// The corner radius, points.
  case cornerRadius
  /// ``VisualState/zIndex``.
  case zIndex

  /// UIKit's `alpha`: the same number as ``opacity``.
  public static let alpha = ScrollProperty.opacity

  /// The property's name, as in `header.height`.
  public var description: String {
    switch self {
    case .x: return "x"
    case .y: return "y"
    case .width: return "width"
    case .height: return "height"
    case .opacity: return "opacity"
    case .translationX: return "translationX"
    case .translationY: return "translationY"
    case .scaleX: return "scaleX"
    case .scaleY: return "scaleY"
    case .rotation: return "rotation"
    case .rotationX: return "rotationX"
    case .rotationY: return "rotationY"
    case .cornerRadius: return "cornerRadius"
    case .zIndex: return "zIndex"
    }
  }
}

/// One property of one target, as named in messages: `header.height`.
public struct ScrollSlotName: Sendable, Hashable, CustomStringConvertible {
  /// The target.
  public var target: ScrollTargetID
  /// The property.
  public var property: ScrollProperty

  /// Creates a name.
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - property: The property.
  public init(_ target: ScrollTargetID, _ property: ScrollProperty) {
    self.target = target
    self.property = property
  }

  /// `target.property`.
  public var description: String { "\(target).\(property)" }
}

/// A measure of the scroll container, known at resolution time.
public enum ScrollMetric: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The viewport's width.
  case viewportWidth
  /// The viewport's height.
  case viewportHeight
  /// The scrolled content's width.
  case contentWidth
  /// The scrolled content's height.
  case contentHeight
  /// The current scroll offset along the scene's axis (for pinning: `y = offset`).
  case scrollOffset

  /// The metric's name.
  public var description: String {
    switch self {
    case .viewportWidth: return "viewportWidth"
    case .viewportHeight: return "viewportHeight"
    case .contentWidth: return "contentWidth"
    case .contentHeight: return "contentHeight"
    case .scrollOffset: return "scrollOffset"
    }
  }
}

/// The scroll container's sizes for one resolution.
public struct ScrollMetrics: Sendable, Hashable {
  /// The viewport's size.
  public var viewport: Size2D
  /// The scrolled content's size.
  public var content: Size2D

  /// Creates metrics.
  ///
  /// - Parameters:
  ///   - viewport: The viewport's size.
  ///   - content: The content's size.
  public init(viewport: Size2D, content: Size2D) {
    self.viewport = viewport
    self.content = content
  }
}
