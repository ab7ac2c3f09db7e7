/// One page of a ``TabSwitcher`` at one instant.
public struct TabPageState: Sendable, Hashable {
  /// The tab the page belongs to.
  public var index: Int
  /// How it looks; its z order is its place among the presented pages.
  public var appearance: PageAppearance
  /// How fast it changes, per second (zero at rest).
  public var velocity: PageVelocity
  /// Whether it is still moving.
  public var isMoving: Bool
}

/// The rates of change of a page's appearance, per second.
public struct PageVelocity: Sendable, Hashable {
  /// Opacity per second.
  public var opacity: Double
  /// Points per second.
  public var translation: Point2D
  /// Scale per second.
  public var scale: Size2D
  /// Radians per second, in the plane.
  public var rotation: Double
  /// Radians per second about x.
  public var rotationX: Double
  /// Radians per second about y.
  public var rotationY: Double
  /// Curl fraction per second.
  public var curl: Double

  /// No motion.
  public static let zero = PageVelocity(
    opacity: 0, translation: .zero, scale: Size2D(width: 0, height: 0), rotation: 0,
    rotationX: 0, rotationY: 0, curl: 0)
}

/// What a ``TabSwitcher`` shows at one instant: the pages in the container, bottom to top.
public struct TabSwitcherState: Sendable, Hashable {
  /// The selected tab.
  public var selectedIndex: Int
  /// The pages in the container, bottom to top.
  public var pages: [TabPageState]
  /// The fraction of the interactive switch under way, or `nil`.
  public var interactiveFraction: Double?

  /// The tabs whose pages are in the container, bottom to top.
  public var presentedPages: [Int] { pages.map(\.index) }

  /// A page's appearance, its z order its place in ``presentedPages``.
  ///
  /// - Parameter index: The tab.
  /// - Returns: The appearance, or `nil` when the page is not in the container.
  public func appearance(ofPage index: Int) -> PageAppearance? {
    pages.first { $0.index == index }?.appearance
  }
}
