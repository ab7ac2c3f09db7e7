import CLibM
import ChoreoCore
import ChoreoTestSupport
import Testing

/// Properties over thousands of random springs: stiffness 1e-2...1e6, damping ratio
/// 0...100 (with extra weight near ζ = 1), mass 0.1...10, initial velocity −10...10.
@Suite struct DampedSpringPropertyTests {
  struct RandomSpring {
    var spring: DampedSpring
    var zeta: Double
    var velocity: Double
  }

  static func logUniform(_ low: Double, _ high: Double, using g: inout SeededGenerator) -> Double {
    exp(Double.random(in: log(low)...log(high), using: &g))
  }

  static func randomSpring(using g: inout SeededGenerator, allowUndamped: Bool) -> RandomSpring {
    let stiffness = logUniform(1e-2, 1e6, using: &g)
    let mass = logUniform(0.1, 10, using: &g)
    let zeta: Double
    switch Int.random(in: 0..<8, using: &g) {
    case 0: zeta = allowUndamped ? 0 : 1
    case 1: zeta = 1
    case 2: zeta = 1 + logUniform(1e-12, 1e-2, using: &g)
    case 3: zeta = 1 - logUniform(1e-12, 1e-2, using: &g)
    case 4, 5: zeta = logUniform(1e-3, 1, using: &g)
    default: zeta = logUniform(1, 100, using: &g)
    }
    let damping = 2 * zeta * (stiffness * mass).squareRoot()
    let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping)
    return RandomSpring(
      spring: spring, zeta: zeta, velocity: Double.random(in: -10...10, using: &g))
  }

  /// No NaN, no infinity, and the energy bound |x − 1| ≤ √(1 + (m/k)·v0²) holds at every
  /// time up to 10⁴ s (energy ½k·d² + ½m·v² never grows).
  @Test func outputsAreFiniteAndWithinTheEnergyBound() {
    var g = SeededGenerator(seed: 0x5EED_0001)
    for _ in 0..<4000 {
      let sample = Self.randomSpring(using: &g, allowUndamped: true)
      let spring = sample.spring
      let v0 = sample.velocity
      let bound = (1 + spring.mass / spring.stiffness * v0 * v0).squareRoot()
      let speedBound = bound * spring.undampedAngularFrequency
      for _ in 0..<8 {
        let t = Self.logUniform(1e-9, 1e4, using: &g)
        let transfer = spring.transfer(at: t)
        #expect(transfer.positionFromPosition.isFinite && transfer.positionFromVelocity.isFinite)
        #expect(transfer.velocityFromPosition.isFinite && transfer.velocityFromVelocity.isFinite)
        let value = spring.value(at: t, initialVelocity: v0)
        let velocity = spring.velocity(at: t, initialVelocity: v0)
        #expect(abs(value - 1) <= bound * (1 + 1e-12) + 1e-15, "\(spring) t=\(t) v0=\(v0)")
        #expect(abs(velocity) <= speedBound * (1 + 1e-12) + 1e-12, "\(spring) t=\(t) v0=\(v0)")
      }
    }
  }

  /// Damped springs end on their target: far past the settling time the value is 1.
  @Test func dampedSpringsSettleOnTarget() {
    var g = SeededGenerator(seed: 0x5EED_0002)
    for _ in 0..<2000 {
      let sample = Self.randomSpring(using: &g, allowUndamped: false)
      let spring = sample.spring
      let settling = spring.settlingDuration(epsilon: 1e-6, initialVelocity: sample.velocity)
      #expect(settling.isFinite && settling >= 0)
      let late = 3 * settling + 100 / spring.undampedAngularFrequency
      #expect(abs(spring.value(at: late, initialVelocity: sample.velocity) - 1) <= 1e-6)
    }
  }

  /// The settling time is the boundary: |value − 1| ≤ ε at it and at random times after it,
  /// and |value − 1| > ε just before it.
  @Test func settlingDurationIsTheLastExitFromTheBand() {
    var g = SeededGenerator(seed: 0x5EED_0003)
    var checkedBefore = 0
    for _ in 0..<2000 {
      let sample = Self.randomSpring(using: &g, allowUndamped: false)
      let spring = sample.spring
      let v0 = sample.velocity
      let epsilon = Self.logUniform(1e-6, 0.1, using: &g)
      let settling = spring.settlingDuration(epsilon: epsilon, initialVelocity: v0)
      let omega = spring.undampedAngularFrequency
      // Rounding noise of 1 − pp + pv·v0 near the target.
      let noise = 4e-16 * (1 + abs(v0) / omega)
      func deviation(_ t: Double) -> Double { abs(spring.value(at: t, initialVelocity: v0) - 1) }
      let context = "\(spring) v0=\(v0) ε=\(epsilon) settling=\(settling)"
      #expect(deviation(settling) <= epsilon + noise, "\(context)")
      let horizon = 2 * settling + 20 / omega
      for _ in 0..<40 {
        let t = settling + Double.random(in: 0...1, using: &g) * horizon
        #expect(deviation(t) <= epsilon + noise, "\(context) t=\(t)")
      }
      guard settling > 0 else { continue }
      let step = 1e-7 * max(settling, 1 / omega)
      var outside = false
      for j in 0...20 where !outside {
        let t = settling - step * pow(2, -Double(j))
        if t >= 0 && deviation(t) > epsilon { outside = true }
      }
      #expect(outside, "\(context)")
      checkedBefore += 1
    }
    #expect(checkedBefore > 1900)
  }

  /// The equation of motion holds for random springs (central differences).
  @Test func randomSpringsSatisfyTheEquationOfMotion() {
    var g = SeededGenerator(seed: 0x5EED_0004)
    for _ in 0..<1000 {
      let sample = Self.randomSpring(using: &g, allowUndamped: true)
      let spring = sample.spring
      let v0 = sample.velocity
      let omega = spring.undampedAngularFrequency
      let rate = max(omega, spring.damping / spring.mass)
      let h = 1e-5 / rate
      let t = Double.random(in: 0.01...5, using: &g) / omega
      let acceleration =
        (spring.velocity(at: t + h, initialVelocity: v0)
          - spring.velocity(at: t - h, initialVelocity: v0)) / (2 * h)
      let x = spring.value(at: t, initialVelocity: v0) - 1
      let v = spring.velocity(at: t, initialVelocity: v0)
      let residual = spring.mass * acceleration + spring.damping * v + spring.stiffness * x
      let scale =
        spring.mass * rate * rate * (1 + abs(v0) / omega) + spring.damping * abs(v)
      #expect(abs(residual) <= 1e-5 * scale, "\(spring) t=\(t) v0=\(v0)")
    }
  }
}
