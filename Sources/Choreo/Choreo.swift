@_exported import ChoreoCore

/// The Choreo module: the seed systems (transitions, tab switching, radial menu,
/// scroll-driven timelines) as platform-independent models built on `ChoreoCore`.
///
/// It re-exports `ChoreoCore`, so `import Choreo` is all app code needs.
public enum ChoreoModule {
  /// The library's version.
  public static let version = "0.1.0"
}
