// Policy: seed 004's pressable button: the label shrinks to a scale while pressed and
// springs back on release. What each motion becomes under a reduced-motion policy is the one
// reduced-motion rule's answer (ReducedMotionRule, ChoreoCore), not the adapter's: the
// release's bouncy spring becomes a critically damped one of at most the rule's length, the
// press a short ease-in-out. A press only shrinks the label (no travel), so it stays a
// scale, not a cross-fade. Adapters (PressableButtonStyle) read it per press.

/// What a pressable control does: its scale while pressed, and the motion into and out of
/// it under a reduced-motion policy.
package struct PressFeedback: Sendable, Hashable {
  /// The label's scale while pressed.
  package var scale: Double
  /// How the label shrinks when pressed.
  package var press: Motion
  /// How the label returns when released.
  package var release: Motion

  /// Creates the feedback.
  package init(scale: Double, press: Motion, release: Motion) {
    self.scale = scale
    self.press = press
    self.release = release
  }

  /// The label's scale, pressed or not.
  package func scale(pressed: Bool) -> Double { pressed ? scale : 1 }

  /// The motion toward the pressed (or released) scale under `policy`, as the
  /// reduced-motion rule allows it.
  package func motion(pressed: Bool, under policy: ReducedMotionPolicy) -> Motion {
    ReducedMotionRule.motion(pressed ? press : release, under: policy)
  }
}
