import ChoreoCore

/// The headless renderer: layer tree, rasteriser and image writers (coming with the
/// renderer issue).
public enum ChoreoRenderModule {
  /// The renderer's version.
  public static let version = "0.1.0"
}
