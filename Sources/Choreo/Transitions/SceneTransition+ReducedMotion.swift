// Policy: a page change under reduced motion is decided by the one reduced-motion rule
// (ReducedMotionRule, ChoreoCore): as given when full; when reduced, the movement becomes
// the rule's cross-fade (a whole fade, keeping the insertion motion's delay), since Reduce
// Motion replaces movement by a fade, as the platforms do; an instant change under
// `.instant`.

extension SceneTransition {
  /// The transition and default motion a page change plays under `policy`.
  package func played(under policy: ReducedMotionPolicy, defaultMotion: Motion)
    -> (transition: SceneTransition, motion: Motion)
  {
    switch policy {
    case .full:
      return (self, defaultMotion)
    case .reduced, .instant:
      let delay = (parts(for: .insertion).first?.motion ?? defaultMotion).delay
      return (
        policy == .reduced ? .opacity : .identity,
        ReducedMotionRule.crossFade(delay: delay, under: policy)
      )
    }
  }
}
