import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// Issue 50, finding 14: the gesture numbers at the edge of Double's range stay finite and
/// sensible (a settling duration, a snap point, a finger), where an intermediate product
/// used to overflow.
@Suite struct GestureEdgeTests {
  /// ln(|v| / 0.5) / k, with the logarithm taken through log2 of the velocity (an
  /// independent path: no division that can overflow, another library function).
  private func referenceSettling(_ rate: DecayRate, velocity: Double) -> Double {
    (log2(abs(velocity)) + 1) * M_LN2 / rate.decayConstant
  }

  /// A speed near the top of Double's range: |v| / 0.5 overflowed to infinity.
  @Test(arguments: [1e308, -1e308, Double.greatestFiniteMagnitude, 1e300])
  func settlingDurationOfAHugeSpeedIsFinite(velocity: Double) throws {
    for rate in [DecayRate.normal, .fast, try DecayRate(perMillisecond: 0.9999999999999999)] {
      let duration = rate.settlingDuration(velocity: velocity)
      #expect(duration.isFinite, "\(rate) at \(velocity): \(duration)")
      #expect(isClose(duration, referenceSettling(rate, velocity: velocity), relative: 1e-14))
    }
  }

  /// A projection that overflows (a rate within an ulp of 1, a velocity of 1e308) lies
  /// beyond every point in the velocity's direction: the far point is picked, not the
  /// first.
  @Test func anOverflowingProjectionPicksTheFarPoint() throws {
    let rate = try DecayRate(perMillisecond: 0.9999999999999999)
    #expect(!rate.projection(of: 0.0, velocity: 1e308).isFinite)
    #expect(try rate.snapPoint(among: [0, 300, 600], from: 0, velocity: 1e308) == 600)
    #expect(try rate.snapPoint(among: [600, 0, 300], from: 0, velocity: -1e308) == 0)
    #expect(try rate.snapIndex(among: [0.0, 300, 600], from: 0, velocity: 1e308) == 2)
    // In the plane: the point furthest along the velocity.
    let points = [Point2D(x: 0, y: 0), Point2D(x: 100, y: 0), Point2D(x: 0, y: 100)]
    #expect(
      try rate.snapIndex(among: points, from: .zero, velocity: Point2D(x: 1e308, y: 1e307)) == 1
    )
    #expect(
      try rate.snapIndex(among: points, from: .zero, velocity: Point2D(x: -1e307, y: 1e308)) == 2
    )
  }

  /// Squared distances that overflow (points 2.9e200 and 1e199 from the rest) still
  /// compare: the second point is nearer.
  @Test func anOverflowingSquaredDistanceStillCompares() throws {
    let rate = DecayRate.normal
    #expect(try rate.snapIndex(among: [-1e200, 2e200], from: 1.9e200, velocity: 0) == 1)
    #expect(try rate.snapPoint(among: [-1e200, 2e200], from: 1.9e200, velocity: 0) == 2e200)
    let points = [Point2D(x: -1e200, y: 0), Point2D(x: 2e200, y: 0)]
    #expect(
      try rate.snapIndex(among: points, from: Point2D(x: 1.9e200, y: 0), velocity: .zero) == 1)
    // Differences that overflow the subtraction itself.
    #expect(
      try rate.snapPoint(among: [-1.7e308, 1.7e308], from: 1e308, velocity: 0) == 1.7e308)
    #expect(
      try rate.snapPoint(among: [1.7e308, -1.7e308], from: -1e308, velocity: 0) == -1.7e308)
  }

  /// Ordinary numbers pick as before (the nearest, the first on a tie).
  @Test func ordinaryNumbersPickAsBefore() throws {
    let rate = DecayRate.normal
    #expect(try rate.snapPoint(among: [0, 300, 600], from: 0, velocity: 1000) == 600)
    #expect(try rate.snapPoint(among: [0, 300, 600], from: 150, velocity: 0) == 0)
    #expect(try rate.snapIndex(among: [10.0, -10], from: 0, velocity: 0) == 0)
  }

  /// A finger showing content past an edge is finite for every dimension: a subnormal
  /// dimension (whose limit 10⁻¹² short of it rounds to the dimension itself) and a huge
  /// one (whose finger overflows).
  @Test func fingerIsFiniteAtEveryDimension() throws {
    let tiny = try RubberBand(bounds: 0...0, dimension: .leastNonzeroMagnitude)
    for shown in [150.0, -150, 2 * .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
      let finger = tiny.finger(showing: shown)
      #expect(finger.isFinite, "subnormal dimension showing \(shown): \(finger)")
      #expect((finger > 0) == (shown > 0))
    }
    let huge = try RubberBand(bounds: 0...0, dimension: 1e307)
    for shown in [1e308, -1e308, 9.99e306] {
      let finger = huge.finger(showing: shown)
      #expect(finger.isFinite, "dimension 1e307 showing \(shown): \(finger)")
      #expect((finger > 0) == (shown > 0))
    }
    let far = try RubberBand(bounds: 1e308...1.7e308, dimension: 1e307)
    #expect(far.finger(showing: Double.greatestFiniteMagnitude).isFinite)
    // An ordinary band is unchanged: 150 points past the top of an 844-point view.
    let band = try RubberBand(bounds: 0...400, dimension: 844)
    #expect(
      band.finger(showing: -150)
        == -RubberBand.drag(forDistance: 150, dimension: 844, coefficient: 0.55))
  }
}
