import ChoreoCore
import ChoreoTestSupport
import Testing

/// Shorthand for a stop: `stop(0.25, 0.75)` is CSS `0.25 75%`.
private func stop(_ output: Double, _ input: Double? = nil) -> LinearStop {
  LinearStop(output, at: input)
}

/// Expected values from CSS Easing Functions Level 2, §2.1 (the examples of §2.1.5 and the
/// serialization notes of §2.1.3), worked out by hand.
@Suite struct TimingCurveLinearTests {
  @Test func missingInputsAreSpacedEvenly() {
    // linear(0, 0.25, 1) is linear(0 0%, 0.25 50%, 1 100%).
    let curve = TimingCurve.linear([stop(0), stop(0.25), stop(1)])
    #expect(curve.description == "linear(0 0%, 0.25 50%, 1 100%)")
    #expect(curve.value(at: 0.25) == 0.125)
    #expect(curve.value(at: 0.5) == 0.25)
    #expect(curve.value(at: 0.75) == 0.625)
    #expect(curve.slope(at: 0.25) == 0.5)
    #expect(curve.slope(at: 0.75) == 1.5)
  }

  @Test func givenInputPlacesTheStop() {
    // linear(0, 0.25 75%, 1): 75% of the time from 0 to 0.25, the rest from 0.25 to 1.
    let curve = TimingCurve.linear([stop(0), stop(0.25, 0.75), stop(1)])
    #expect(curve.description == "linear(0 0%, 0.25 75%, 1 100%)")
    #expect(curve.value(at: 0.375) == 0.125)
    #expect(curve.value(at: 0.75) == 0.25)
    #expect(curve.value(at: 0.875) == 0.625)
    // At a stop the slope is that of the segment starting there; at the last stop, of the
    // segment ending there.
    #expect(isClose(curve.slope(at: 0.5), 1.0 / 3, absolute: 1e-15))
    #expect(curve.slope(at: 0.75) == 3)
    #expect(curve.slope(at: 1) == 3)
  }

  @Test func stopWithTwoInputsIsTwoStops() {
    // linear(0, 0.25 25% 75%, 1) is linear(0, 0.25 25%, 0.25 75%, 1).
    let curve = TimingCurve.linear([stop(0), stop(0.25, 0.25), stop(0.25, 0.75), stop(1)])
    #expect(curve.description == "linear(0 0%, 0.25 25%, 0.25 75%, 1 100%)")
    #expect(curve.value(at: 0.1) == 0.1)
    #expect(curve.value(at: 0.5) == 0.25)
    #expect(curve.slope(at: 0.5) == 0)
    #expect(isClose(curve.value(at: 0.9), 0.7, absolute: 1e-15))
    // Extrapolation continues the first and last segments.
    #expect(curve.value(at: -0.5) == -0.5)
    #expect(curve.value(at: 1.5) == 2.5)
    #expect(curve.slope(at: 1.5) == 3)
  }

  @Test func decreasingInputsAreRaisedToTheLargestBefore() {
    // linear(0 20%, 0.5 10%, 1) serializes as linear(0 20%, 0.5 20%, 1 100%).
    let curve = TimingCurve.linear([stop(0, 0.2), stop(0.5, 0.1), stop(1)])
    #expect(curve.description == "linear(0 20%, 0.5 20%, 1 100%)")
    // At 20% the last point with input ≤ 0.2 is the second: the output jumps to 0.5 there.
    #expect(curve.value(at: 0.2) == 0.5)
    #expect(curve.value(at: 0.6) == 0.75)
    // Below 20% the first segment has zero width: its second output, 0.5, holds.
    #expect(curve.value(at: 0.1) == 0.5)
    #expect(curve.value(at: -3) == 0.5)
    #expect(curve.slope(at: 0.1) == 0)
  }

  @Test func missingFirstInputCountsAsZeroForLaterStops() {
    // linear(0, 0.5 -20%, 1): the second input is raised to the first's 0.
    let curve = TimingCurve.linear([stop(0), stop(0.5, -0.2), stop(1)])
    #expect(curve.description == "linear(0 0%, 0.5 0%, 1 100%)")
  }

  @Test func missingLastInputIsAtLeastTheLargestBefore() {
    // linear(0, 0.5 150%, 1): the last input is max(1, 1.5).
    let curve = TimingCurve.linear([stop(0), stop(0.5, 1.5), stop(1)])
    #expect(curve.description == "linear(0 0%, 0.5 150%, 1 150%)")
    #expect(curve.value(at: 1.5) == 1)
    // The last two points share an input: beyond them the output holds.
    #expect(curve.value(at: 2) == 1)
  }

  @Test func runsOfMissingInputsFillBetweenTheirNeighbours() {
    // linear(0, 0.3, 0.6, 0.9 75%, 0.95, 1): inputs 0, 25%, 50%, 75%, 87.5%, 100%.
    let curve = TimingCurve.linear([
      stop(0), stop(0.3), stop(0.6), stop(0.9, 0.75), stop(0.95), stop(1),
    ])
    #expect(curve.description == "linear(0 0%, 0.3 25%, 0.6 50%, 0.9 75%, 0.95 87.5%, 1 100%)")
    #expect(curve.value(at: 0.25) == 0.3)
    #expect(curve.value(at: 0.875) == 0.95)
    // A single missing input sits halfway between its neighbours.
    let thirds = TimingCurve.linear([stop(0), stop(0.5), stop(1, 0.6)])
    #expect(thirds.description == "linear(0 0%, 0.5 30%, 1 60%)")
  }

  @Test func extrapolatesFromTheFirstAndLastTwoPoints() {
    let curve = TimingCurve.linear([stop(0), stop(0.25, 0.75), stop(1)])
    #expect(isClose(curve.value(at: -0.5), -1.0 / 6, absolute: 1e-15))
    #expect(curve.value(at: 1.5) == 2.5)
    #expect(isClose(curve.slope(at: -0.5), 1.0 / 3, absolute: 1e-15))
    #expect(curve.slope(at: 1.5) == 3)
    // A doubled last stop (CSS `1 100% 100%`) makes inputs beyond 1 output 1.
    let held = TimingCurve.linear([stop(0), stop(1, 1), stop(1, 1)])
    #expect(held.value(at: 1.5) == 1)
    #expect(held.slope(at: 1.5) == 0)
  }

  @Test func nanGivesNaN() {
    let curve = TimingCurve.linear([stop(0, 0.2), stop(0.5, 0.2), stop(1)])
    #expect(curve.value(at: .nan).isNaN)
    #expect(curve.slope(at: .nan).isNaN)
  }

  @Test func percentagesReadBack() {
    // 0.07 × 100 is 7.000000000000001 in doubles; the description still says 7%.
    let curve = TimingCurve.linear([stop(0), stop(0.5, 0.07), stop(1)])
    #expect(curve.description == "linear(0 0%, 0.5 7%, 1 100%)")
    let tiny = TimingCurve.linear([stop(0, 1e-7), stop(1, 1234.5)])
    #expect(tiny.description == "linear(0 0.00001%, 1 123450%)")
    var generator = SeededGenerator(seed: 21)
    for _ in 0..<3000 {
      let decimal = Double(Int.random(in: -2_000_000...3_000_000, using: &generator)) / 1e6
      let input = Double.random(in: -2...3, using: &generator)
      let scale = Double(
        sign: .plus, exponent: .random(in: -30...30, using: &generator), significand: 1)
      for value in [decimal, input, input * scale] {
        let percent = percentText(value)
        // The decimal P% is exactly the input: read as P × 10⁻² it gives it back.
        #expect(Double(percent + "e-2") == value, "\(percent)% for \(value)")
        // A reader dividing by 100 lands within an ulp.
        let divided = Double(percent).map { $0 / 100 }
        #expect(divided == value || divided == value.nextUp || divided == value.nextDown)
      }
    }
  }

  /// The P of "P%" printed for a stop at `input`.
  private func percentText(_ input: Double) -> String {
    let text = TimingCurve.linear([stop(0, input), stop(1, 1e6)]).description
    // "linear(0 P%, 1 ...)"
    return String(text.dropFirst("linear(0 ".count).prefix { $0 != "%" })
  }
}
