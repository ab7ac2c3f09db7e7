import ChoreoCore
import Testing

/// Programmer errors trap (input from outside is validated by the parser before it gets here).
@Suite struct TimingCurvePreconditionTests {
  #if compiler(>=6.2)
    @Test func cubicBezierWithXOutsideUnitRangeTraps() async {
      await #expect(processExitsWith: .failure) {
        _ = TimingCurve.cubicBezier(1.5, 0, 0.5, 1)
      }
      await #expect(processExitsWith: .failure) {
        _ = TimingCurve.cubicBezier(0.5, .nan, 0.5, 1)
      }
    }
  #endif

  #if compiler(>=6.2)
    @Test func stepsWithTooFewStepsTraps() async {
      await #expect(processExitsWith: .failure) { _ = TimingCurve.steps(0) }
      await #expect(processExitsWith: .failure) { _ = TimingCurve.steps(1, .jumpNone) }
    }
  #endif

  #if compiler(>=6.2)
    @Test func linearWithOneStopOrInfiniteNumbersTraps() async {
      await #expect(processExitsWith: .failure) { _ = TimingCurve.linear([LinearStop(0)]) }
      await #expect(processExitsWith: .failure) {
        _ = TimingCurve.linear([LinearStop(0), LinearStop(1, at: .infinity)])
      }
    }
  #endif
}
