// Policy: a public name that was renamed keeps its old spelling here for one release,
// deprecated with the new name, so code written against the last release still builds
// (with a fix-it). The CHANGELOG lists each; the next release removes them.

extension DecayRate {
  /// How long a decay from `velocity` takes to settle: renamed
  /// ``settlingDuration(velocity:)``, the word a spring's settling duration uses.
  ///
  /// - Parameter velocity: The velocity at the start (its magnitude), value units a second.
  /// - Returns: Seconds.
  @available(*, deprecated, renamed: "settlingDuration(velocity:)")
  public func restingTime(velocity: Double) -> Double {
    settlingDuration(velocity: velocity)
  }
}

extension Motion.Kind {
  /// A timing curve stretched over `duration` seconds: renamed
  /// ``timing(_:duration:)``, the word ``MotionSpec/timing(_:)`` and ``Motion/timing(_:duration:)``
  /// use. Matching a kind needs the new name (`case .timing(let curve, let duration)`).
  ///
  /// - Parameters:
  ///   - curve: The timing curve.
  ///   - duration: Seconds.
  /// - Returns: ``timing(_:duration:)``.
  @available(*, deprecated, renamed: "timing(_:duration:)")
  public static func curve(_ curve: TimingCurve, duration: Double) -> Self {
    .timing(curve, duration: duration)
  }
}
