import Choreo
import ChoreoTestSupport
import ChoreoTesting
import Testing

/// `checkContinuous` on any trace (issue 51, item 11): a trace sampled from a closure, a
/// track or a recorder holds no command instant, and is checked step by step.
@Suite struct TraceContinuityTests {
  /// A spring to 100 retargeted to −40 at 0.3 s, as a closure of time.
  static func retargetedSpring() throws -> MotionTrack<Double> {
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 100, motion: .spring(.bouncy), at: 0)
    try track.retarget(to: -40, motion: .spring(.snappy), at: 0.3)
    return track
  }

  @Test func aClosureTraceOfARetargetPasses() throws {
    let track = try Self.retargetedSpring()
    let withVelocity = MotionTrace(at: .rate(60, through: 1.5), label: "x") {
      (track.value(at: $0), track.velocity(at: $0))
    }
    try withVelocity.checkContinuous()
    let valuesOnly = MotionTrace(at: .rate(30, through: 1.5), label: "x") {
      (track.value(at: $0), nil)
    }
    try valuesOnly.checkContinuous()
  }

  @Test func aJumpBetweenSamplesIsFoundWithOrWithoutVelocities() throws {
    // A spring to 100 that a bug moves by 5 at 1 s, when it has nearly settled.
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 100, motion: .spring(.bouncy), at: 0)
    for velocities in [true, false] {
      let trace = MotionTrace(at: .rate(60, through: 1.5), label: "x") { time in
        (track.value(at: time) + (time < 1 ? 0 : 5), velocities ? track.velocity(at: time) : nil)
      }
      let failure = #expect(throws: TraceCheckFailure.self) { try trace.checkContinuous() }
      #expect(failure?.time == 1)
      #expect(failure.map { $0.excess > 4 && $0.excess < 5 } == true)
      #expect(failure?.description.contains("between 0.983333 s and 1.0 s") == true)
      #expect(failure?.description.contains("sample more often") == true)
    }
  }

  @Test func aScriptTraceIsAlsoCheckedBetweenItsCommands() throws {
    // Samples of a script get the step-by-step check too: a model that jumps on its own,
    // with no command at the jump, fails there.
    struct Teleports: TimedModel, Sendable {
      var reducedMotion = ReducedMotionPolicy.full
      func state(at time: Double) -> Double { time < 0.45 ? time : time + 10 }
      func isSettled(at time: Double) -> Bool { false }
    }
    var script = CommandScript(Teleports())
    script.add(at: 0.2) { _, _ in }
    let trace = try MotionTrace(script, at: .rate(10, through: 1), label: "x") { ($0, nil) }
    #expect(trace.samples.contains { $0.isBeforeCommand })
    let failure = #expect(throws: TraceCheckFailure.self) { try trace.checkContinuous() }
    #expect(failure?.time == 0.5)
    #expect(failure?.description.contains("between 0.4 s and 0.5 s") == true)
  }

  @Test func aMotionFasterThanTheSamplesReadsAsAJump() throws {
    // A 0.01 s move sampled at 10 Hz: all of it falls between two samples.
    var track = MotionTrack(at: 0.0)
    try track.retarget(to: 100, motion: .linear(duration: 0.01), at: 0.52)
    let coarse = MotionTrace(track, at: .rate(10, through: 1), label: "x")
    #expect(throws: TraceCheckFailure.self) { try coarse.checkContinuous() }
    let fine = MotionTrace(track, at: .rate(1000, through: 1), label: "x")
    try fine.checkContinuous()
  }

  @Test func nothingToJudgeAndOutOfOrderSayWhatToDo() throws {
    let two = MotionTrace([MotionSample(time: 0, value: 0.0), MotionSample(time: 1, value: 1)])
    let few = #expect(throws: TraceCheckFailure.self) { try two.checkContinuous() }
    #expect(few?.time == nil)
    #expect(few?.message.contains("sample at least three times") == true)
    let unordered = MotionTrace([
      MotionSample(time: 0, value: 0.0), MotionSample(time: 0.2, value: 1),
      MotionSample(time: 0.1, value: 2),
    ])
    let order = #expect(throws: TraceCheckFailure.self) { try unordered.checkContinuous() }
    #expect(order?.message.contains("out of time order (0.1 s comes after 0.2 s)") == true)
  }
}
