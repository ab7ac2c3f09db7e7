import Choreo
import ChoreoTestSupport
import ChoreoTesting
import Testing

/// The overshoot limit says its unit (issue 51, item 12): a fraction of the distance, or an
/// amount in value units; the old `atMost: Double` is value units, deprecated.
@Suite struct OvershootLimitTests {
  /// The motion: −200 → 100 passing the target by 13.8 at its peak.
  static let trace = MotionTrace(
    [
      MotionSample(time: 0, value: -200.0), MotionSample(time: 0.2, value: 113.8),
      MotionSample(time: 0.4, value: 100),
    ], label: "x")

  @Test func aFractionOfTheDistanceIsOfTheDistance() throws {
    let peak = try Self.trace.checkOvershoot(from: -200, to: 100, atMost: .fractionOfDistance(0.1))
    #expect(isClose(peak, 13.8, absolute: 1e-9))
    let failure = #expect(throws: TraceCheckFailure.self) {
      try Self.trace.checkOvershoot(from: -200, to: 100, atMost: .fractionOfDistance(0.01))
    }
    #expect(failure?.time == 0.2)
    #expect(failure.map { isClose($0.excess, 13.8 - 3, absolute: 1e-9) } == true)
    #expect(failure?.message.contains("(4.6 % of the distance)") == true)
    #expect(failure?.message.contains("more than the 1.0 % of the distance (3.0) allowed") == true)
  }

  @Test func anAmountIsInValueUnits() throws {
    let failure = #expect(throws: TraceCheckFailure.self) {
      try Self.trace.checkOvershoot(from: -200, to: 100, atMost: .amount(0.1))
    }
    #expect(failure.map { isClose($0.excess, 13.8 - 0.1, absolute: 1e-9) } == true)
    #expect(failure?.message.contains("more than the 0.1 allowed") == true)
    try Self.trace.checkOvershoot(from: -200, to: 100, atMost: .amount(14))
  }

  @Test func aMotionWithNoDistanceMayNotPassItsTarget() throws {
    let still = MotionTrace([MotionSample(time: 0, value: 5.0), MotionSample(time: 1, value: 5.5)])
    #expect(OvershootLimit.fractionOfDistance(0.5).allowance(from: 5, to: 5) == 0)
    #expect(throws: TraceCheckFailure.self) {
      try still.checkOvershoot(from: 5, to: 5, atMost: .fractionOfDistance(0.5))
    }
  }

  @Test func theOldSpellingIsAnAmountInValueUnits() throws {
    func old<Trace: OldOvershootSpelling>(_ trace: Trace, _ limit: Double) throws -> Double {
      try trace.checkOvershoot(from: -200, to: 100, atMost: limit, fileID: #fileID, line: #line)
    }
    #expect(isClose(try old(Self.trace, 14), 13.8, absolute: 1e-9))
    #expect(throws: TraceCheckFailure.self) { try old(Self.trace, 0.1) }
  }
}

/// The deprecated `checkOvershoot(from:to:atMost: Double)`, reached through a protocol so
/// that this test calls it without naming it (a deprecated call warns, and warnings fail the
/// build).
protocol OldOvershootSpelling {
  func checkOvershoot(
    from start: Double, to target: Double, atMost amount: Double, fileID: String, line: Int
  ) throws(TraceCheckFailure) -> Double
}

extension MotionTrace: OldOvershootSpelling where Value == Double {}
