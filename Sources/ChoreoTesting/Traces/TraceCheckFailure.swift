/// Why a check on a trace failed: which check, where (the time), and by how much.
///
/// Thrown by the `check…` methods of ``MotionTrace``. In Swift Testing call them with `try`
/// in a throwing test (the failure is recorded with this description) or wrap them in
/// `#expect(throws: Never.self) { ... }`; in XCTest, `XCTAssertNoThrow(try ...)`. A test
/// framework reports a thrown error at the test's own line, so the description names the
/// line of the failing check (``location``).
public struct TraceCheckFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The checks a trace offers.
  public enum Check: String, Sendable, Hashable {
    /// ``MotionTrace/checkContinuous(valueTolerance:velocityTolerance:fileID:line:)``.
    case continuous
    /// ``MotionTrace/checkSettles(to:by:within:fileID:line:)``.
    case settles
    /// ``MotionTrace/checkBounds(_:fileID:line:)``.
    case bounds
    /// ``MotionTrace/checkOvershoot(from:to:atMost:fileID:line:)-(_,_,OvershootLimit,_,_)``.
    case overshoot
    /// ``MotionTrace/checkMonotone(_:tolerance:fileID:line:)``.
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
  /// Where the check was called (`MyAppTests/TabTests.swift:42`), or `nil` for a failure
  /// made by hand; every `check…` method sets it to its caller's line.
  public var location: String? = nil

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

  /// `<label>: <check> check (<file>:<line>) failed at t = <time> s: <message>`.
  public var description: String {
    let call = location.map { " (\($0))" } ?? ""
    let place = time.map { " at t = \($0) s" } ?? ""
    return "\(label): \(check.rawValue) check\(call) failed\(place): \(message)"
  }

  /// Runs `body`, giving the failure it throws the caller's location.
  static func located<Result>(
    _ fileID: String, _ line: Int, _ body: () throws(TraceCheckFailure) -> Result
  ) throws(TraceCheckFailure) -> Result {
    do {
      return try body()
    } catch {
      var failure = error
      failure.location = "\(fileID):\(line)"
      throw failure
    }
  }
}
