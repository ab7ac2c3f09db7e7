extension MotionTrace where Value == Double {
  /// Checks the overshoot against a limit in value units: now
  /// ``checkOvershoot(from:to:atMost:fileID:line:)-(_,_,OvershootLimit,_,_)`` with
  /// ``OvershootLimit/amount(_:)``, which says the unit. `atMost: 0.1` allowed 0.1 value
  /// units, not 10 %; for a fraction of the distance use
  /// ``OvershootLimit/fractionOfDistance(_:)``. This spelling stays for one release.
  ///
  /// - Parameters:
  ///   - start: Where the motion starts.
  ///   - target: Where it ends.
  ///   - amount: The largest overshoot allowed, in value units.
  ///   - fileID: The calling file; leave the default.
  ///   - line: The calling line; leave the default.
  /// - Returns: The largest overshoot seen, in value units.
  /// - Throws: ``TraceCheckFailure`` at the largest overshoot when it exceeds `amount`.
  @available(
    *, deprecated,
    message:
      "say the limit's unit: atMost: .amount(x) in value units (as before), or .fractionOfDistance(x)"
  )
  @discardableResult
  public func checkOvershoot(
    from start: Double, to target: Double, atMost amount: Double,
    fileID: String = #fileID, line: Int = #line
  ) throws(TraceCheckFailure) -> Double {
    try checkOvershoot(from: start, to: target, atMost: .amount(amount), fileID: fileID, line: line)
  }
}
