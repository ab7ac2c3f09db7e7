import ChoreoCore
import ChoreoTestSupport
import Testing

/// Transfer coefficients against mpmath's 60-digit matrix exponential (springs.py).
@Suite struct DampedSpringReferenceTests {
  /// Error allowed on the dimensionless coefficients: double rounding, plus the phase error
  /// of ω·t (one ulp of an argument that reaches 10⁷ radians for k = 10⁶, t = 10⁴).
  static func tolerance(_ row: SpringReferenceRow) -> Double {
    let omega = (row.stiffness / row.mass).squareRoot()
    return 1e-13 + 2e-16 * omega * row.time
  }

  @Test func coefficientsMatchMpmath() {
    #expect(springReferenceRows.count >= 300)
    for row in springReferenceRows {
      let spring = DampedSpring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
      let transfer = spring.transfer(at: row.time)
      let omega = spring.undampedAngularFrequency
      let tolerance = Self.tolerance(row)
      let context = "ζ=\(row.label) k=\(row.stiffness) t=\(row.time)"
      // pv (seconds) and vp (per second) are compared after scaling by ω₀ to be
      // dimensionless.
      #expect(isClose(transfer.positionFromPosition, row.pp, absolute: tolerance), "\(context)")
      #expect(
        isClose(transfer.positionFromVelocity * omega, row.pv * omega, absolute: tolerance),
        "\(context)")
      #expect(
        isClose(transfer.velocityFromPosition / omega, row.vp / omega, absolute: tolerance),
        "\(context)")
      #expect(isClose(transfer.velocityFromVelocity, row.vv, absolute: tolerance), "\(context)")
    }
  }

  /// The unit-step value and velocity, with v0 = −10, 0, 5, follow from the same rows.
  @Test(arguments: [-10.0, 0, 5])
  func unitStepMatchesMpmath(initialVelocity v0: Double) {
    for row in springReferenceRows {
      let spring = DampedSpring(mass: row.mass, stiffness: row.stiffness, damping: row.damping)
      let omega = spring.undampedAngularFrequency
      let expectedValue = 1 - row.pp + row.pv * v0
      let expectedVelocity = -row.vp + row.vv * v0
      let scale = 1 + abs(v0) / omega
      let tolerance = Self.tolerance(row) * scale
      #expect(
        isClose(
          spring.value(at: row.time, initialVelocity: v0), expectedValue, absolute: tolerance),
        "ζ=\(row.label) k=\(row.stiffness) t=\(row.time)")
      #expect(
        isClose(
          spring.velocity(at: row.time, initialVelocity: v0), expectedVelocity,
          absolute: tolerance * omega),
        "ζ=\(row.label) k=\(row.stiffness) t=\(row.time)")
    }
  }
}
