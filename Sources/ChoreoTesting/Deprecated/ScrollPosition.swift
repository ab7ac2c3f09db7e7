import Choreo

/// The offset and velocity of a scripted scroll: now ``/Choreo/ScriptedScrollState``,
/// beside ``/Choreo/ScriptedScroll`` in Choreo. The old name stays here, in the testing
/// kit, for one release: in app code it would clash with SwiftUI's `ScrollPosition`.
@available(*, deprecated, renamed: "ScriptedScrollState")
public typealias ScrollPosition = ScriptedScrollState
