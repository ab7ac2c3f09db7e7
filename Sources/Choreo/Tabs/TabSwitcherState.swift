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
  public func appearance(ofPage index: Int) -> VisualState? {
    pages.first { $0.index == index }?.appearance
  }
}
