// The Choreo module: the seed systems (transitions, tab switching, radial menu,
// scroll-driven timelines) as platform-independent models built on `ChoreoCore`. It
// re-exports `ChoreoCore`, so `import Choreo` is all app code needs. (The package's version
// lives in CHANGELOG.md and the release tag, not in code.)
@_exported import ChoreoCore
