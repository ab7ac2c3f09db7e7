import ChoreoCore
import ChoreoTestSupport
import Testing

/// One expected output of a steps() curve.
struct StepsCase: Sendable, CustomStringConvertible {
  var count: Int
  var position: StepPosition
  var progress: Double
  var expected: Double

  var description: String { "steps(\(count), \(position.rawValue)) at \(progress)" }
}

/// Expected values worked out by hand from CSS Easing Functions Level 2, §2.4.1 (before flag
/// unset), with inputs chosen so that input × steps is exact: at a jump the output is the top
/// of the step.
let stepsCases: [StepsCase] = [
  // steps(4, jump-end): 0, 1/4, 2/4, 3/4 on the four quarters; 1 at 1.
  .init(count: 4, position: .jumpEnd, progress: 0, expected: 0),
  .init(count: 4, position: .jumpEnd, progress: 0.2, expected: 0),
  .init(count: 4, position: .jumpEnd, progress: 0.25, expected: 0.25),
  .init(count: 4, position: .jumpEnd, progress: 0.5, expected: 0.5),
  .init(count: 4, position: .jumpEnd, progress: 0.99, expected: 0.75),
  .init(count: 4, position: .jumpEnd, progress: 1, expected: 1),
  // steps(4, jump-start): jumps at 0; 1 from 3/4 on; clamped to 1 at 1.
  .init(count: 4, position: .jumpStart, progress: 0, expected: 0.25),
  .init(count: 4, position: .jumpStart, progress: 0.1, expected: 0.25),
  .init(count: 4, position: .jumpStart, progress: 0.25, expected: 0.5),
  .init(count: 4, position: .jumpStart, progress: 0.75, expected: 1),
  .init(count: 4, position: .jumpStart, progress: 1, expected: 1),
  // steps(4, jump-none): 3 jumps, values 0, 1/3, 2/3, 1.
  .init(count: 4, position: .jumpNone, progress: 0, expected: 0),
  .init(count: 4, position: .jumpNone, progress: 0.25, expected: 1.0 / 3),
  .init(count: 4, position: .jumpNone, progress: 0.5, expected: 2.0 / 3),
  .init(count: 4, position: .jumpNone, progress: 0.74, expected: 2.0 / 3),
  .init(count: 4, position: .jumpNone, progress: 0.75, expected: 1),
  .init(count: 4, position: .jumpNone, progress: 1, expected: 1),
  // steps(4, jump-both): 5 jumps, values 1/5 ... 4/5 inside, 1 at 1.
  .init(count: 4, position: .jumpBoth, progress: 0, expected: 0.2),
  .init(count: 4, position: .jumpBoth, progress: 0.25, expected: 0.4),
  .init(count: 4, position: .jumpBoth, progress: 0.99, expected: 0.8),
  .init(count: 4, position: .jumpBoth, progress: 1, expected: 1),
  // steps(1, jump-start) is CSS step-start; steps(1) is step-end.
  .init(count: 1, position: .start, progress: 0, expected: 1),
  .init(count: 1, position: .end, progress: 0.999, expected: 0),
  .init(count: 1, position: .end, progress: 1, expected: 1),
  // Outside 0...1 the algorithm clamps nothing: the staircase continues.
  .init(count: 4, position: .jumpEnd, progress: 1.25, expected: 1.25),
  .init(count: 4, position: .jumpEnd, progress: -0.1, expected: -0.25),
  .init(count: 4, position: .jumpStart, progress: -0.1, expected: 0),
  .init(count: 4, position: .jumpStart, progress: -0.3, expected: -0.25),
  .init(count: 4, position: .jumpNone, progress: 1.5, expected: 2),
  .init(count: 4, position: .jumpBoth, progress: -0.25, expected: 0),
]

@Suite struct TimingCurveStepsTests {
  @Test(arguments: stepsCases)
  func matchesTheSpecAlgorithm(_ c: StepsCase) {
    let curve = TimingCurve.steps(c.count, c.position)
    #expect(isClose(curve.value(at: c.progress), c.expected, absolute: 1e-15))
    #expect(curve.slope(at: c.progress) == 0)
  }

  @Test(arguments: StepPosition.allCases)
  func staysInUnitRangeInsideAndHitsTheEnds(_ position: StepPosition) {
    for count in 2...7 {
      let curve = TimingCurve.steps(count, position)
      #expect(curve.value(at: 1) == 1)
      var previous = -Double.infinity
      for step in 0...1000 {
        let value = curve.value(at: Double(step) / 1000)
        #expect((0...1).contains(value))
        #expect(value >= previous)
        previous = value
      }
    }
  }

  @Test func nanGivesNaN() {
    #expect(TimingCurve.steps(3).value(at: .nan).isNaN)
    #expect(TimingCurve.steps(3).slope(at: .nan).isNaN)
  }

  @Test func defaultPositionIsJumpEnd() {
    #expect(TimingCurve.steps(5) == .steps(5, .jumpEnd))
    #expect(StepPosition.start == .jumpStart && StepPosition.end == .jumpEnd)
  }
}
