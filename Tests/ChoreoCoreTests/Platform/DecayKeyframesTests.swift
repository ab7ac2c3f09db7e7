import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

/// Core Animation plays a decay as keyframes: 16 cubic Hermite pieces of 1 − e^(−kt)
/// written as Bézier timing functions. Played as `CAKeyframeAnimation` documents (each
/// segment paced by its timing function, values interpolated linearly), they stay within
/// 1e-4 of the exact unit step, and land on 1 at the end (the motion's own snap, 0.001).
@Suite struct DecayKeyframesTests {
  @Test(arguments: [DecayRate.normal, .fast])
  func keyframesFollowTheUnitStep(_ rate: DecayRate) throws {
    let motion = Motion.decay(rate)
    guard case .keyframes(let keyframes) = motion.coreAnimationPlan.kind else {
      Issue.record("a decay plays as keyframes")
      return
    }
    let duration = motion.coreAnimationPlan.duration
    #expect(isClose(duration, log(1000) / rate.decayConstant, relative: 1e-12))
    #expect(keyframes.keyTimes.first == 0 && keyframes.keyTimes.last == 1)
    #expect(keyframes.values.last == 1)
    var worst = 0.0
    for index in 0..<(keyframes.keyTimes.count - 1) {
      let (t0, t1) = (keyframes.keyTimes[index], keyframes.keyTimes[index + 1])
      let (v0, v1) = (keyframes.values[index], keyframes.values[index + 1])
      let f = keyframes.timingFunctions[index]
      let curve = TimingCurve.cubicBezier(f.x1, f.y1, f.x2, f.y2)
      for step in 0...20 {
        let local = Double(step) / 20
        let time = (t0 + (t1 - t0) * local) * duration
        let played = v0 + (v1 - v0) * curve.value(at: local)
        let exact = -expm1(-rate.decayConstant * time)
        if index == keyframes.keyTimes.count - 2 {
          // The last piece ends on 1, where the motion snaps (0.001 past the exact step, as
          // a spring's end): within that band plus the pieces' error.
          #expect(abs(played - exact) <= 0.001 + 1e-4)
        } else {
          worst = max(worst, abs(played - exact))
        }
      }
    }
    #expect(worst <= 1e-4, "largest difference \(worst)")
  }
}
