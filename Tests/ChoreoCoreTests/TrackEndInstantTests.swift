import ChoreoTestSupport
import Testing

@testable import ChoreoCore

/// A leg's end instant `startTime + end` read back as `time − startTime` may round past
/// `end` (5.2 − 5.12 = 0.08000000000000007): the value there is exactly the end value and
/// the velocity just before it is the leg's last, not zero. A fling released as its drag
/// ends lost its speed before (the fling demo's last flick picked the wrong snap point).
@Suite struct TrackEndInstantTests {
  @Test func theLeftLimitAtARoundedEndIsTheLegsLastVelocity() throws {
    let start = 5.12
    let end = start + 0.08
    #expect(end - start > 0.08, "the rounding this test is about")
    var track = MotionTrack(at: 800.0)
    try track.retarget(to: 740, motion: .linear(duration: 0.08), at: start)
    #expect(isClose(track.velocity(approaching: end), -750, absolute: 1e-9))
    #expect(track.value(at: end) == 740)
    #expect(track.legs[0].value(at: end) == 740)
  }
}
