// The Choreo module: the app components (transitions, tab switching, the radial pop menu,
// scroll-driven layout) as platform-independent models built on `ChoreoCore`. It
// re-exports `ChoreoCore`, so `import Choreo` is all app code needs. (The package's version
// lives in CHANGELOG.md and the release tag, not in code.)
@_exported import ChoreoCore
