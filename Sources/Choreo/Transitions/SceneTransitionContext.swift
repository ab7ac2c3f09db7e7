// Policy: a context is checked when it is made (a finite container size, each side at
// least `minimumContainerSide`), so every state computed from it is finite: a flip's
// perspective reciprocal, 1/(2·side), overflows to infinity for a side under about 3e-309,
// and a page smaller than a thousandth of a point is nothing anyone can see move. It is an immutable value; change it through the
// copying `with...` methods.

/// What a transition needs to know about where it plays: the container's size, the layout
/// direction, and whether navigation goes forward or backward.
///
/// ```swift
/// let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
/// let back = context.with(navigation: .backward)
/// ```
public struct SceneTransitionContext: Sendable, Hashable {
  /// The order in which a layout reads.
  public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left to right (English): leading is left.
    case leftToRight
    /// Right to left (Arabic, Hebrew): leading is right, and directions mirror.
    case rightToLeft
  }

  /// Which way navigation goes.
  public enum Navigation: Sendable, Hashable, CaseIterable {
    /// Toward later pages (a higher tab index): new content comes from the trailing edge.
    case forward
    /// Toward earlier pages: new content comes from the leading edge.
    case backward

    /// The direction from one index to another: forward when `to` is greater.
    ///
    /// - Parameters:
    ///   - from: The index navigated from.
    ///   - to: The index navigated to.
    /// - Returns: `.forward` when `to > from`, otherwise `.backward`.
    public static func between(_ from: Int, _ to: Int) -> Navigation {
      to > from ? .forward : .backward
    }
  }

  /// The smallest side a container may have, in points: 0.001. Smaller pages cannot be
  /// seen, and the reciprocals transitions take of a side (a flip's perspective) stay
  /// finite above it.
  public static let minimumContainerSide = 0.001

  /// The size of the container the pages fill, in points; finite, and each side at least
  /// ``minimumContainerSide``.
  public let containerSize: Size2D
  /// The layout direction; right-to-left mirrors leading and trailing.
  public let layoutDirection: LayoutDirection
  /// Whether this transition navigates forward or backward.
  public let navigation: Navigation

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - containerSize: The pages' container, in points.
  ///   - layoutDirection: Left-to-right by default.
  ///   - navigation: Forward by default.
  /// - Throws: ``SceneTransitionError/invalidContainerSize(width:height:)`` when a side is
  ///   zero, negative, infinite or NaN;
  ///   ``SceneTransitionError/containerTooSmall(width:height:minimum:)`` when a side is
  ///   positive but under ``minimumContainerSide``.
  public init(
    containerSize: Size2D, layoutDirection: LayoutDirection = .leftToRight,
    navigation: Navigation = .forward
  ) throws(SceneTransitionError) {
    let sides = [containerSize.width, containerSize.height]
    guard sides.allSatisfy({ $0.isFinite && $0 > 0 }) else {
      throw .invalidContainerSize(width: containerSize.width, height: containerSize.height)
    }
    guard sides.allSatisfy({ $0 >= Self.minimumContainerSide }) else {
      throw .containerTooSmall(
        width: containerSize.width, height: containerSize.height,
        minimum: Self.minimumContainerSide)
    }
    self.containerSize = containerSize
    self.layoutDirection = layoutDirection
    self.navigation = navigation
  }

  private init(validated other: SceneTransitionContext, navigation: Navigation) {
    containerSize = other.containerSize
    layoutDirection = other.layoutDirection
    self.navigation = navigation
  }

  /// The same context navigating the other way or the same way.
  ///
  /// - Parameter navigation: The new navigation direction.
  /// - Returns: A copy with `navigation` replaced.
  public func with(navigation: Navigation) -> SceneTransitionContext {
    SceneTransitionContext(validated: self, navigation: navigation)
  }
}
