import CLibM
import ChoreoCore
import ChoreoTestSupport
import Testing

/// The SwiftUI parameterisations, presets, derived properties and value semantics.
@Suite struct DampedSpringParameterTests {
  struct DurationBounceCase: Sendable, CustomTestStringConvertible {
    var duration: Double
    var bounce: Double
    var dampingRatio: Double
    var testDescription: String { "duration \(duration), bounce \(bounce)" }
  }

  /// ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below (SwiftUI `Spring(duration:bounce:)`).
  @Test(arguments: [
    DurationBounceCase(duration: 0.5, bounce: 0, dampingRatio: 1),
    DurationBounceCase(duration: 0.5, bounce: 0.3, dampingRatio: 0.7),
    DurationBounceCase(duration: 1, bounce: 1, dampingRatio: 0),
    DurationBounceCase(duration: 2, bounce: -0.5, dampingRatio: 2),
    DurationBounceCase(duration: 0.25, bounce: -0.75, dampingRatio: 4),
    DurationBounceCase(duration: 0.4, bounce: -0.99, dampingRatio: 100),
  ])
  func durationAndBounceMapToPhysicalConstants(example: DurationBounceCase) {
    let spring = DampedSpring(duration: example.duration, bounce: example.bounce, mass: 2)
    let omega = 2 * Double.pi / example.duration
    #expect(spring.mass == 2)
    #expect(isClose(spring.stiffness, 2 * omega * omega, relative: 1e-15))
    #expect(
      isClose(
        spring.damping, 4 * Double.pi * example.dampingRatio * 2 / example.duration,
        relative: 1e-15))
    #expect(isClose(spring.dampingRatio, example.dampingRatio, relative: 1e-14))
    #expect(isClose(spring.duration, example.duration, relative: 1e-15))
    #expect(isClose(spring.bounce, example.bounce, absolute: 1e-14))
  }

  @Test func responseAndDampingRatioUseResponseAsPeriod() {
    let spring = DampedSpring(response: 0.55, dampingRatio: 0.825)
    let omega = 2 * Double.pi / 0.55
    #expect(isClose(spring.stiffness, omega * omega, relative: 1e-15))
    #expect(isClose(spring.damping, 2 * 0.825 * omega, relative: 1e-15))
    #expect(isClose(spring.response, 0.55, relative: 1e-15))
    #expect(isClose(spring.undampedAngularFrequency, omega, relative: 1e-15))
    #expect(isClose(spring.bounce, 0.175, absolute: 1e-15))
  }

  /// SwiftUI: `.smooth` has no bounce, `.snappy` 0.15, `.bouncy` 0.3, all duration 0.5.
  @Test func presetsMatchSwiftUI() {
    #expect(DampedSpring.smooth == DampedSpring(duration: 0.5, bounce: 0))
    #expect(DampedSpring.snappy == DampedSpring(duration: 0.5, bounce: 0.15))
    #expect(DampedSpring.bouncy == DampedSpring(duration: 0.5, bounce: 0.3))
    #expect(isClose(DampedSpring.smooth.dampingRatio, 1, relative: 1e-15))
    #expect(isClose(DampedSpring.snappy.dampingRatio, 0.85, relative: 1e-15))
    #expect(isClose(DampedSpring.bouncy.dampingRatio, 0.7, relative: 1e-15))
    #expect(isClose(DampedSpring.bouncy.stiffness, 16 * Double.pi * Double.pi, relative: 1e-15))
  }

  /// `.smooth` is critically damped: x(t) = 1 − (1 + ωt)·e^{−ωt} with ω = 2π/0.5.
  @Test func smoothFollowsTheCriticalForm() {
    let omega = 4 * Double.pi
    for step in 0...100 {
      let t = Double(step) * 0.01
      let expected = 1 - (1 + omega * t) * exp(-omega * t)
      #expect(isClose(DampedSpring.smooth.value(at: t), expected, absolute: 1e-15))
    }
  }

  @Test func equalityAndHashingUseThePhysicalConstantsOnly() {
    let a = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    var b = DampedSpring(mass: 1, stiffness: 100, damping: 11)
    #expect(a != b)
    b.damping = 10
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Set([a, b, .smooth]).count == 2)
  }

  @Test func descriptionNamesThePhysicalConstants() {
    let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.description == "DampedSpring(mass: 1.0, stiffness: 100.0, damping: 10.0)")
  }

  /// Changing a constant changes the motion (cached constants are recomputed).
  @Test func mutatingAConstantUpdatesTheMotion() {
    var spring = DampedSpring(mass: 1, stiffness: 100, damping: 20)
    spring.damping = 0
    let omega = 10.0
    #expect(isClose(spring.value(at: 0.1), 1 - cos(omega * 0.1), absolute: 1e-15))
    spring.stiffness = 400
    #expect(isClose(spring.value(at: 0.1), 1 - cos(20 * 0.1), absolute: 1e-15))
    spring.mass = 4
    #expect(isClose(spring.value(at: 0.1), 1 - cos(10 * 0.1), absolute: 1e-15))
  }

  #if compiler(>=6.2)
    @Test func preconditionsTrapWithAMessage() async {
      await #expect(processExitsWith: .failure) { _ = DampedSpring(duration: 0.5, bounce: -1) }
      await #expect(processExitsWith: .failure) { _ = DampedSpring(duration: 0.5, bounce: 1.5) }
      await #expect(processExitsWith: .failure) { _ = DampedSpring(duration: 0, bounce: 0) }
      await #expect(processExitsWith: .failure) {
        _ = DampedSpring(response: .infinity, dampingRatio: 1)
      }
      await #expect(processExitsWith: .failure) {
        _ = DampedSpring(response: 1, dampingRatio: -0.1)
      }
      await #expect(processExitsWith: .failure) {
        _ = DampedSpring(mass: 0, stiffness: 1, damping: 1)
      }
      await #expect(processExitsWith: .failure) {
        _ = DampedSpring(mass: 1, stiffness: -1, damping: 1)
      }
      await #expect(processExitsWith: .failure) {
        _ = DampedSpring(mass: 1, stiffness: 1, damping: -1)
      }
      await #expect(processExitsWith: .failure) {
        _ = DampedSpring.smooth.settlingDuration(epsilon: 0)
      }
    }
  #endif
}
