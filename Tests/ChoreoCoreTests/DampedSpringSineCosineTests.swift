import CLibM
import ChoreoTestSupport
import Testing

@testable import ChoreoCore

/// The fused sine/cosine used by under-damped springs agrees with libm.
@Suite struct DampedSpringSineCosineTests {
  @Test func exactSmallValues() {
    #expect(sineCosine(0) == (0, 1))
    #expect(sineCosine(-0.0).sin.sign == .minus)
  }

  /// Within 3e-16 absolute of libm's sin and cos (both about 1 ulp from the true value),
  /// or 2 ulps where that is looser: over the reduced range, the medium-reduction range,
  /// the libm fallback and near multiples of π/2, where the reduction cancels most.
  @Test func agreesWithLibm() {
    var g = SeededGenerator(seed: 0xC05)
    var arguments: [Double] = [Double.pi / 4, -Double.pi / 4, Double.pi / 2, Double.pi, 1e6, 2e6]
    for _ in 0..<20000 {
      let magnitude = exp(Double.random(in: log(1e-12)...log(1e7), using: &g))
      arguments.append(Bool.random(using: &g) ? magnitude : -magnitude)
    }
    for k in 1...2000 {
      let nearMultiple = Double(k * 7919 % 1_000_000) * (Double.pi / 2)
      arguments.append(nearMultiple)
      arguments.append(nearMultiple.nextUp)
    }
    for x in arguments {
      let (s, c) = sineCosine(x)
      #expect(abs(s - sin(x)) <= max(2 * abs(sin(x)).ulp, 3e-16), "x=\(x)")
      #expect(abs(c - cos(x)) <= max(2 * abs(cos(x)).ulp, 3e-16), "x=\(x)")
    }
  }
}
