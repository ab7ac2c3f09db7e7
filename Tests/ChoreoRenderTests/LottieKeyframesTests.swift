import ChoreoCore
import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoRender

/// The keyframe reducer's cubic Hermite segments, checked against closed forms: the
/// written easing is evaluated with ChoreoCore's cubic-Bézier solver, which knows nothing
/// of the fit.
@Suite struct LottieKeyframesTests {
  /// p(u) = 10 + 50u + 120u² − 140u³ on 0...1: from 10 to 40 (Δ = 30), overshooting to
  /// about 56 (progress 1.53) before it settles, with p′(0) = 50 and p′(1) = −130.
  static func cubic(_ u: Double) -> Double { 10 + u * (50 + u * (120 - 140 * u)) }

  /// The samples of `f` at u = j / segments, j = 0...segments.
  static func sampled(_ segments: Int, _ f: (Double) -> [Double]) -> LottieSamples {
    LottieSamples((0...segments).map { f(Double($0) / Double(segments)) })
  }

  static func reduce(_ samples: LottieSamples, tolerance: Double) -> [LottieKey] {
    var cache = LottieProbeCache()
    return LottieKeyframes.reduce(
      samples, tolerance: tolerance, candidates: LottieEasingCandidate.cssPresets,
      cache: &cache)
  }

  /// The Bézier handles of an easing, or nil for linear and hold.
  static func handles(_ easing: LottieEasing) -> (Double, Double, Double, Double)? {
    guard case .bezier(let x1, let y1, let x2, let y2) = easing else { return nil }
    return (x1, y1, x2, y2)
  }

  /// Motions along CSS presets are one segment with the preset's handles, whether the
  /// reducer solves the preset afresh or reads values it kept from an earlier motion of the
  /// same length (one cache for all), and past the longest segment it keeps values for.
  @Test func presetMotionsAreOneSegmentThroughOneCache() throws {
    var cache = LottieProbeCache()
    let easeInOut = TimingCurve.cubicBezier(0.42, 0, 0.58, 1)
    let easeIn = TimingCurve.cubicBezier(0.42, 0, 1, 1)
    for segments in [240, LottieProbeCache.fractionLengthLimit + 200] {
      for (curve, change) in [(easeInOut, 100.0), (easeIn, -50.0), (easeInOut, 30.0)] {
        let samples = Self.sampled(segments) { [5 + change * curve.value(at: $0)] }
        let keys = LottieKeyframes.reduce(
          samples, tolerance: 1e-3, candidates: LottieEasingCandidate.cssPresets,
          cache: &cache)
        #expect(keys.map(\.sample) == [0, segments], "\(segments) samples, change \(change)")
        let handles = try #require(Self.handles(keys[0].easing))
        let expected = curve == easeIn ? (0.42, 0.0, 1.0, 1.0) : (0.42, 0.0, 0.58, 1.0)
        #expect(handles == expected, "\(segments) samples, change \(change)")
      }
    }
  }

  @Test func sampledCubicIsOneHermiteSegment() throws {
    // Within 1e-4: the tangents are written to 1e-6, which moves the value by up to
    // 30 · 0.5e-6 · 4/9 each.
    let keys = Self.reduce(Self.sampled(96) { [Self.cubic($0)] }, tolerance: 1e-4)
    #expect(keys.map(\.sample) == [0, 96])
    let (x1, y1, x2, y2) = try #require(Self.handles(keys[0].easing))
    // Time maps linearly; the slopes are the closed form's: y1 = p′(0) / 3Δ,
    // y2 = 1 − p′(1) / 3Δ (y2 > 1: the curve overshoots).
    #expect(x1 == 1.0 / 3 && x2 == 2.0 / 3)
    #expect(isClose(y1, 50.0 / 90, absolute: 1e-6))
    #expect(isClose(y2, 1 + 130.0 / 90, absolute: 1e-6))
    // The written easing, between the samples too, is the cubic.
    let curve = TimingCurve.cubicBezier(x1, y1, x2, y2)
    for index in 0...1000 {
      let u = Double(index) / 1000
      let value = keys[0].value[0] + (keys[1].value[0] - keys[0].value[0]) * curve.value(at: u)
      #expect(isClose(value, Self.cubic(u), absolute: 1e-4), "at \(u)")
    }
  }

  @Test func componentsInProportionShareOneSegment() throws {
    // (p, 5 − p/2) moves along a line: one easing carries both.
    let keys = Self.reduce(
      Self.sampled(96) { [Self.cubic($0), 5 - Self.cubic($0) / 2] }, tolerance: 1e-4)
    #expect(keys.count == 2)
    #expect(Self.handles(keys[0].easing) != nil)
    // (p, 30u) does not: one curve cannot ease both, so it takes more segments, each
    // within the tolerance at every sample.
    let samples = Self.sampled(96) { [Self.cubic($0), 30 * $0] }
    let bent = Self.reduce(samples, tolerance: 0.01)
    #expect(bent.count > 2)
    let values = LottieKeyframes.values(bent, count: samples.count)
    for (value, sample) in zip(values.values, samples.values) {
      #expect(abs(value - sample) <= 0.01 + 1e-9)
    }
  }

  /// Property: over seeded sums of sines and springs, every sample of every component is
  /// within the tolerance of the keyframes as a player evaluates them.
  @Test func everySampleIsWithinTheTolerance() {
    var generator = SeededGenerator(seed: 15)
    for _ in 0..<200 {
      let dimension = Int.random(in: 1...3, using: &generator)
      var terms: [(amplitude: Double, frequency: Double, phase: Double)] = []
      for _ in 0..<dimension {
        let amplitude = Double.random(in: -80.0...80.0, using: &generator)
        let frequency = Double.random(in: 0.5...12.0, using: &generator)
        let phase = Double.random(in: 0.0...6.0, using: &generator)
        terms.append((amplitude, frequency, phase))
      }
      let settling = Double.random(in: 0.2...1.0, using: &generator)
      let bounce = Double.random(in: 0.0...0.6, using: &generator)
      let spring = DampedSpring(duration: settling, bounce: bounce)
      let travel = Double.random(in: -200.0...200.0, using: &generator)
      let tolerance = [0.01, 0.05, 0.125][Int.random(in: 0...2, using: &generator)]
      let count = Int.random(in: 8...480, using: &generator)
      let samples = Self.sampled(count) { (t: Double) -> [Double] in
        let moved: Double = travel * spring.value(at: t)
        return terms.map { term -> Double in
          term.amplitude * sin(term.frequency * t + term.phase) + moved
        }
      }
      let keys = Self.reduce(samples, tolerance: tolerance)
      let values = LottieKeyframes.values(keys, count: samples.count)
      var worst = 0.0
      for (value, sample) in zip(values.values, samples.values) {
        worst = max(worst, abs(value - sample))
      }
      #expect(worst <= tolerance + 1e-9, "\(worst) over \(tolerance)")
    }
  }

  /// How one segment's error falls with its span H, on sin(θ) for θ in 1.2 ± H/2 (where
  /// sin″ and sin⁗ change little, so the ratios show the powers), with 64 samples a segment: the
  /// Hermite easing's as H⁴ (each halving divides it by about 16),
  /// a line's as H² (by about 4).
  @Test func hermiteErrorFallsAsTheFourthPower() throws {
    func errors(_ span: Double) throws -> (hermite: Double, linear: Double) {
      func f(_ u: Double) -> Double { sin(1.2 + span * (u - 0.5)) }
      let samples = Self.sampled(64) { [f($0)] }
      let (y1, y2) = try #require(LottieKeyframes.hermite(samples, from: 0, to: 64, 0))
      let curve = TimingCurve.cubicBezier(1.0 / 3, y1, 2.0 / 3, y2)
      var (hermite, linear) = (0.0, 0.0)
      for index in 0...2000 {
        let u = Double(index) / 2000
        hermite = max(hermite, abs(f(0) + (f(1) - f(0)) * curve.value(at: u) - f(u)))
        linear = max(linear, abs(f(0) + (f(1) - f(0)) * u - f(u)))
      }
      return (hermite, linear)
    }
    let spans = [0.8, 0.4, 0.2, 0.1]
    let measured = try spans.map(errors)
    for (wide, narrow) in zip(measured, measured.dropFirst()) {
      #expect((14...18).contains(wide.hermite / narrow.hermite), "\(measured)")
      #expect((3.8...4.2).contains(wide.linear / narrow.linear), "\(measured)")
    }
    // The closed form's leading term, H⁴·max|f⁗|/384, bounds the Hermite error.
    for (span, error) in zip(spans, measured) {
      #expect(error.hermite <= pow(span, 4) / 384 * 1.05, "\(span): \(error.hermite)")
    }
  }

  @Test func nearlyStillSegmentHasNoHermiteEasing() {
    // Back where it started: no single easing of a zero change can carry the bump.
    let samples = Self.sampled(32) { [4 * $0 * (1 - $0)] }
    #expect(LottieKeyframes.hermite(samples, from: 0, to: 32, 0.01) == nil)
    #expect(LottieKeyframes.hermite(samples, from: 0, to: 16, 0.01) != nil)
  }
}
