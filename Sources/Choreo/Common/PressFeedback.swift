// Policy: a pressable button (a SwiftUI button style's press feedback): the label shrinks to a scale while pressed and
// springs back on release. What each motion becomes under a reduced-motion policy is the one
// reduced-motion rule's answer (ReducedMotionRule, ChoreoCore), not the adapter's: the
// release's bouncy spring becomes a critically damped one of at most the rule's length, the
// press a short ease-in-out. A press only shrinks the label (no travel), so it stays a
// scale, not a cross-fade. Adapters (PressableButtonStyle) read it per press.

/// What a pressable control does: its scale while pressed, and the motion into and out of
/// it under a reduced-motion policy.
///
/// ```swift
/// let feedback = PressFeedback(
///   scale: 0.95, press: .timing(.easeOut, duration: 0.1), release: .spring(.bouncy))
/// feedback.scale(pressed: true)                      // 0.95
/// feedback.motion(pressed: false, under: .reduced)   // the release, calmed by the rule
/// ```
public struct PressFeedback: Sendable, Hashable {
  /// The label's scale while pressed.
  public var scale: Double
  /// How the label shrinks when pressed.
  public var press: Motion
  /// How the label returns when released.
  public var release: Motion

  /// Creates the feedback.
  ///
  /// - Parameters:
  ///   - scale: The label's scale while pressed, such as 0.95.
  ///   - press: How the label shrinks when pressed.
  ///   - release: How the label returns when released.
  public init(scale: Double, press: Motion, release: Motion) {
    self.scale = scale
    self.press = press
    self.release = release
  }

  /// The label's scale, pressed or not.
  ///
  /// - Parameter pressed: Whether the control is held down.
  /// - Returns: ``scale`` while pressed, else 1.
  public func scale(pressed: Bool) -> Double { pressed ? scale : 1 }

  /// The motion toward the pressed (or released) scale under `policy`, as the
  /// reduced-motion rule allows it.
  ///
  /// - Parameters:
  ///   - pressed: Whether the control is being pressed (toward ``scale``) or released
  ///     (toward 1).
  ///   - policy: The platform's reduced-motion setting.
  /// - Returns: ``press`` or ``release`` as the policy allows it
  ///   (``/ChoreoCore/Motion/allowed(by:)``).
  public func motion(pressed: Bool, under policy: ReducedMotionPolicy) -> Motion {
    ReducedMotionRule.motion(pressed ? press : release, under: policy)
  }
}
