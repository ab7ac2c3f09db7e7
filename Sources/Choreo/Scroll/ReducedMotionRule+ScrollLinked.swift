// Policy: Reduce Motion and scroll-linked effects, as one more case of the one rule. A
// scroll-driven scene moves with the finger, so nothing in it is "long"; what Reduce
// Motion asks to remove are the effects that move a view beyond the scroll itself: scale
// (a zooming header), parallax (a translation against the scroll), turns and 3-D turns,
// perspective and curls. Layout stays (the resolved frames, the scroll), and so do
// opacity, the anchor and the drawing order: they are not motion.

extension ReducedMotionRule {
  /// A scroll-linked visual state under `policy`: itself under full motion; under reduced
  /// or instant motion, without scale, translation (parallax), rotation, 3-D rotation,
  /// perspective or curl, keeping opacity, anchor and z order.
  ///
  /// - Parameters:
  ///   - visual: The state a scroll scene resolved.
  ///   - policy: The platform's setting.
  /// - Returns: The state to show.
  package static func scrollLinked(_ visual: VisualState, under policy: ReducedMotionPolicy)
    -> VisualState
  {
    guard !movesFully(under: policy) else { return visual }
    return VisualState(opacity: visual.opacity, anchor: visual.anchor, zIndex: visual.zIndex)
  }
}

extension VisualState {
  /// This state, resolved by a scroll-driven scene, as Reduce Motion allows it: itself under
  /// full motion; under reduced or instant motion, without scale, translation (parallax),
  /// rotation, 3-D rotation, perspective or curl, keeping opacity, anchor and z order (the
  /// one reduced-motion rule's answer for scroll-linked effects).
  ///
  /// ```swift
  /// let parallax = VisualState(opacity: 0.8, translation: Point2D(x: 0, y: -40))
  /// parallax.scrollLinked(allowedBy: .reduced)   // opacity 0.8, no translation
  /// ```
  ///
  /// - Parameter policy: The platform's reduced-motion setting.
  /// - Returns: The state to show.
  public func scrollLinked(allowedBy policy: ReducedMotionPolicy) -> VisualState {
    ReducedMotionRule.scrollLinked(self, under: policy)
  }
}
