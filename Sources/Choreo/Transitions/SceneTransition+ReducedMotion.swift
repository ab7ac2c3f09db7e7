// Policy: a page change under reduced motion is decided by the one reduced-motion rule
// (ReducedMotionRule, ChoreoCore): as given when full; a cross-fade of the rule's length
// (keeping the insertion motion's delay) when reduced, since Reduce Motion replaces movement
// by a fade, as the platforms do; an instant change under `.instant`.

extension SceneTransition {
  /// The transition and default motion a page change plays under `policy`.
  func played(under policy: ReducedMotionPolicy, defaultMotion: Motion)
    -> (transition: SceneTransition, motion: Motion)
  {
    switch policy {
    case .full:
      return (self, defaultMotion)
    case .reduced:
      let motion = parts(for: .insertion).first?.motion ?? defaultMotion
      return (.opacity, motion.reduced)
    case .instant:
      return (.identity, .linear(duration: 0))
    }
  }
}
