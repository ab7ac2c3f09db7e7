import Choreo
import ChoreoTesting
import Testing

/// Every trace check names its own line (issue 51, item 13): a test framework reports a
/// thrown error at the `@Test` line, so the failure says which check failed.
@Suite struct TraceCheckLocationTests {
  static let trace = MotionTrace(
    [
      MotionSample(time: 0, value: 0.0), MotionSample(time: 0.1, value: 0.5),
      MotionSample(time: 0.2, value: 1.2), MotionSample(time: 0.3, value: 1),
      MotionSample(time: 0.4, value: 1),
    ], label: "scale")

  /// `failure` was thrown by the check on `line` of this file.
  func expectLocated(_ failure: TraceCheckFailure?, line: Int) {
    let place = "\(#fileID):\(line)"
    #expect(failure?.location == place)
    #expect(failure?.description.contains("check (\(place)) failed") == true)
  }

  /// The failure `body` throws, or `nil`. Not a macro: a check called inside a multi-line
  /// `#expect(throws:) { ... }` sees the macro's line as its caller's.
  func caught(_ body: () throws -> Void) -> TraceCheckFailure? {
    do {
      try body()
      return nil
    } catch {
      return error as? TraceCheckFailure
    }
  }

  @Test func eachCheckNamesTheLineThatCalledIt() {
    let trace = Self.trace
    var line = #line + 1
    var failure = caught { try trace.checkBounds(0...1) }
    expectLocated(failure, line: line)
    line = #line + 1
    failure = caught { try trace.checkMonotone(.increasing) }
    expectLocated(failure, line: line)
    line = #line + 1
    failure = caught { try trace.checkSettles(to: 1, by: 0.1, within: 0.01) }
    expectLocated(failure, line: line)
    line = #line + 1
    failure = caught { try trace.checkOvershoot(from: 0, to: 1, atMost: .fractionOfDistance(0.1)) }
    expectLocated(failure, line: line)
    let jumpy = MotionTrace(
      [0, 0.1, 0.2, 0.3].map { MotionSample(time: $0, value: $0 < 0.15 ? 0.0 : 5) })
    line = #line + 1
    failure = caught { try jumpy.checkContinuous() }
    expectLocated(failure, line: line)
  }

  @Test func aSeekPlayMismatchNamesTheLineThatCalledIt() {
    var script = CommandScript(ScriptedScroll())
    script.scroll(to: 100, at: 0.1, over: 0.2)
    var mismatch: SeekPlayMismatch?
    let line = #line + 2
    do {
      try SeekEqualsPlay.check(script, through: 0.5, rates: [60], matches: { _, _ in false })
    } catch { mismatch = error as? SeekPlayMismatch }
    #expect(mismatch?.location == "\(#fileID):\(line)")
    #expect(
      mismatch?.description.contains("seek differs from play (\(#fileID):\(line)) at") == true)
  }

  @Test func aFailureMadeByHandHasNoLocation() {
    let failure = TraceCheckFailure(
      check: .bounds, label: "x", time: 1, excess: 2, message: "the value 3.0 is 2.0 above")
    #expect(failure.location == nil)
    #expect(
      failure.description == "x: bounds check failed at t = 1.0 s: the value 3.0 is 2.0 above")
  }
}
