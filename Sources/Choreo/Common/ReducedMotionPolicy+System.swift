// Policy: the platforms' Reduce Motion setting is a yes/no (UIKit's
// `UIAccessibility.isReduceMotionEnabled`, SwiftUI's `accessibilityReduceMotion`). Choreo
// maps "on" to `.reduced` (short, non-bouncing motion that still shows where things go,
// as Apple's Human Interface Guidelines ask) rather than `.instant`, and "off" to `.full`.

extension ReducedMotionPolicy {
  /// The policy for the system's Reduce Motion setting.
  ///
  /// - Parameter reduceMotion: Whether the person turned Reduce Motion on.
  /// - Returns: ``/ChoreoCore/ReducedMotionPolicy/reduced`` when on, ``/ChoreoCore/ReducedMotionPolicy/full``
  ///   when off.
  public init(systemReduceMotion reduceMotion: Bool) {
    self = reduceMotion ? .reduced : .full
  }
}
