import Choreo
import ChoreoTesting
import XCTest

/// The checks work from XCTest as they do from Swift Testing: each throws a typed error
/// whose description is the failure message.
final class XCTestUsageTests: XCTestCase {
  func testChecksThrowTypedErrorsXCTestReports() throws {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 10, motion: .linear(duration: 1), at: 0)
    let trace = MotionTrace(track, at: .rate(10, through: 2), label: "x")
    XCTAssertNoThrow(try trace.checkMonotone(.increasing))
    XCTAssertNoThrow(try trace.checkSettles(to: 10, by: 1, within: 0))
    XCTAssertThrowsError(try trace.checkBounds(0...5)) { error in
      let failure = error as? TraceCheckFailure
      XCTAssertEqual(failure?.check, .bounds)
      XCTAssertEqual(failure?.time, 1)
      XCTAssertEqual(failure?.excess, 5)
      XCTAssertEqual(
        failure?.description,
        "x: bounds check (ChoreoTestingTests/XCTestUsageTests.swift:14) failed at t = 1.0 s: "
          + "the value 10.0 is 5.0 above the upper bound 5.0")
    }
  }
}
