import ChoreoCore

/// A scene as a self-contained HTML page (``WebExporter``), with what it could only
/// approximate.
public struct WebPage: Sendable, Hashable {
  /// The page: UTF-8 HTML with inline SVG, CSS and script, no network references.
  public var html: String
  /// The warped layers (a page curl), by place in the tree, that the browser cannot draw
  /// faithfully: the page draws them flat, as ``RenderLayer/approximatingWarps()`` does.
  /// Empty when the page draws the scene faithfully.
  public var approximatedLayers: [String]

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - html: The page's text.
  ///   - approximatedLayers: The layers it could only approximate.
  public init(html: String, approximatedLayers: [String] = []) {
    self.html = html
    self.approximatedLayers = approximatedLayers
  }

  /// Whether the page draws every layer as the renderer does.
  public var isFaithful: Bool { approximatedLayers.isEmpty }
}
