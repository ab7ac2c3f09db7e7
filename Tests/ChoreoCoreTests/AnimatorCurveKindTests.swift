import ChoreoCore
import ChoreoTestSupport
import Testing

/// Each kind of timing curve, played by the animator with a delay and a speed, writes
/// `from + (to − from)·c(τ/D)` with τ = (t − delay)·speed: the animator's per-frame record
/// (a cubic Bézier's solver reached without reference counting, other curves through the
/// drive) composes time and curve exactly as the definition does.
@Suite struct AnimatorCurveKindTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var curve: TimingCurve
    var description: String { name }
  }

  static let cases = [
    Case(name: "cubic-bezier", curve: .cubicBezier(0.3, -0.6, 0.7, 1.6)),
    Case(name: "preset", curve: .easeInOut),
    Case(name: "steps", curve: .steps(4, .jumpBoth)),
    Case(
      name: "linear()", curve: .linear([LinearStop(0), LinearStop(0.8, at: 0.2), LinearStop(1)])),
    Case(name: "linear", curve: .linear),
  ]

  @Test(arguments: cases) func valueIsTheCurveOfTheMappedTime(_ test: Case) throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let (delay, speed, duration) = (0.25, 2.0, 3.0)
    try animator.animate(
      nil, from: 10.0, to: -30,
      motion: Motion.timing(test.curve, duration: duration).delay(delay).speed(speed),
      write: record.write, completion: record.complete)
    // Local time runs from 0 to delay + duration / speed = 1.75.
    for time in stride(from: 0.3, to: 1.75, by: 0.1) {
      animator.advance(to: time)
      let expected = 10 + (-40) * test.curve.value(at: (time - delay) * speed / duration)
      #expect(isClose(record.last!, expected, absolute: 1e-12), "at \(time)")
    }
    animator.advance(to: 1.75)
    #expect(record.last == -30)
    #expect(record.outcomes == [.finished(.end)])
  }

  /// The animation owns its curve: a cubic Bézier built for it alone (no preset keeps it)
  /// still evaluates once every other reference is gone.
  @Test func aCurveNobodyElseHoldsStaysAliveWhileItsAnimationRuns() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    try animator.animate(
      nil, from: 0.0, to: 1, motion: .timing(.cubicBezier(0.1, 0.9, 0.2, 1), duration: 1),
      write: record.write)
    animator.advance(to: 0.5)
    // An equal curve, built separately (its own solver).
    let expected = TimingCurve.cubicBezier(0.1, 0.9, 0.2, 1).value(at: 0.5)
    #expect(isClose(record.last!, expected, absolute: 1e-12))
  }
}
