/// Why a check on a trace failed: which check, where (the time), and by how much.
///
/// Thrown by the `check…` methods of ``MotionTrace``. In Swift Testing call them with `try`
/// in a throwing test (the failure is recorded with this description) or wrap them in
/// `#expect(throws: Never.self) { ... }`; in XCTest, `XCTAssertNoThrow(try ...)`.
public struct TraceCheckFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The checks a trace offers.
  public enum Check: String, Sendable, Hashable {
    /// ``MotionTrace/checkContinuous(valueTolerance:velocityTolerance:)``.
    case continuous
    /// ``MotionTrace/checkSettles(to:by:within:)``.
    case settles
    /// ``MotionTrace/checkBounds(_:)``.
    case bounds
    /// ``MotionTrace/checkOvershoot(from:to:atMost:)``.
    case overshoot
    /// ``MotionTrace/checkMonotone(_:tolerance:)``.
    case monotone
  }

  /// The check that failed.
  public var check: Check
  /// What was traced.
  public var label: String
  /// Where it failed, in seconds; `nil` when the trace had no sample to look at.
  public var time: Double?
  /// By how much it missed (beyond the tolerance's allowance), in value units.
  public var excess: Double
  /// What happened, in a sentence.
  public var message: String

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - check: The check that failed.
  ///   - label: What was traced.
  ///   - time: Where, in seconds.
  ///   - excess: By how much, in value units.
  ///   - message: What happened.
  public init(check: Check, label: String, time: Double?, excess: Double, message: String) {
    self.check = check
    self.label = label
    self.time = time
    self.excess = excess
    self.message = message
  }

  /// `<label>: <check> failed at t = <time> s: <message>`.
  public var description: String {
    let place = time.map { " at t = \($0) s" } ?? ""
    return "\(label): \(check.rawValue) check failed\(place): \(message)"
  }
}
