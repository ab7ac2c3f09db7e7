/// How much motion an animation may use; apps map it to the platform's accessibility
/// setting (Reduce Motion).
///
/// The rule for ``reduced`` (also in the "Animation" article), one rule that every model
/// and adapter of Choreo asks:
/// - springs become critically damped (no bounce) with a duration of at most 0.2 s;
/// - timing curves become `ease-in-out` over at most 0.2 s;
/// - repeats, autoreverse and speed are dropped (the delay is kept);
/// - a movement that can fade becomes an `ease-in-out` cross-fade of 0.2 s (in proportion
///   for a partial fade) instead: an animation marked ``AnimationOptions/Kind/movement``
///   that supplies an opacity target (opacity eases 1 → 0, the value jumps to its end at
///   the midpoint, opacity eases 0 → 1), a page change (a cross-dissolve between the pages)
///   and a pop menu's items (a fade in place);
/// - a press's scale (no travel) follows the spring and curve rules above.
///
/// Under ``instant`` every one of these is a change at once.
public enum ReducedMotionPolicy: Sendable, Hashable {
  /// Every motion plays as written.
  case full
  /// Motion is shortened and never bounces (see the rule above).
  case reduced
  /// No motion: values jump to their end and the animation finishes at once.
  ///
  /// Named `instant`, not `none`: a `none` case would collide with `Optional.none`, so that
  /// `AnimationOptions(reducedMotion: .none)` would compile to `nil` ("use the animator's
  /// default") instead of "no motion".
  case instant
}
