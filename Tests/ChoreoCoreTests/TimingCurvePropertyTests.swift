import ChoreoCore
import ChoreoTestSupport
import Testing

/// An independent model of a cubic-bezier easing, in Bernstein form, solved by plain
/// bisection: nothing shared with the implementation under test.
private struct BernsteinBezier {
  var x1, y1, x2, y2: Double

  func x(_ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * x1 + 3 * s * t * t * x2 + t * t * t
  }

  func y(_ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * y1 + 3 * s * t * t * y2 + t * t * t
  }

  func dx(_ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * x1 + 6 * s * t * (x2 - x1) + 3 * t * t * (1 - x2)
  }

  func dy(_ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * y1 + 6 * s * t * (y2 - y1) + 3 * t * t * (1 - y2)
  }

  /// t with x(t) = progress, by 200 bisection steps on 0...1 (x never decreases there).
  func parameter(_ progress: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = 0.5 * (low + high)
      if x(middle) < progress { low = middle } else { high = middle }
    }
    return 0.5 * (low + high)
  }
}

private func randomCurve(
  _ generator: inout SeededGenerator, y: ClosedRange<Double>
) -> BernsteinBezier {
  // Mix in exact 0 and 1 x coordinates: they give vertical or horizontal end tangents.
  func randomX() -> Double {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return 0
    case 1: return 1
    default: return .random(in: 0...1, using: &generator)
    }
  }
  return BernsteinBezier(
    x1: randomX(), y1: .random(in: y, using: &generator), x2: randomX(),
    y2: .random(in: y, using: &generator))
}

@Suite struct TimingCurvePropertyTests {
  @Test(arguments: [-1.0...2.0, 0.0...1.0, -4.0...5.0])
  func valueIsWithinDistanceOfIndependentBisection(_ yRange: ClosedRange<Double>) {
    var generator = SeededGenerator(seed: 0xBE21E5 &+ UInt64(yRange.upperBound * 10))
    var worst = 0.0
    for _ in 0..<2000 {
      let model = randomCurve(&generator, y: yRange)
      let curve = TimingCurve.cubicBezier(model.x1, model.y1, model.x2, model.y2)
      for _ in 0..<25 {
        let progress = Double.random(in: 0...1, using: &generator)
        let t = model.parameter(progress)
        let slope = model.dy(t) / model.dx(t)
        let error = abs(curve.value(at: progress) - model.y(t))
        // Perpendicular distance; at a vertical tangent the value error itself is the bound.
        let distance = slope.isFinite ? error / (1 + slope * slope).squareRoot() : 0
        worst = max(worst, distance)
        #expect(distance <= 1e-7, "\(curve) at \(progress)")
      }
    }
    print("cubic-bezier y in \(yRange): worst distance to the curve \(worst)")
  }

  @Test func endpointsAreExactForRandomCurves() {
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<3000 {
      let model = randomCurve(&generator, y: -2...3)
      let curve = TimingCurve.cubicBezier(model.x1, model.y1, model.x2, model.y2)
      #expect(curve.value(at: 0) == 0, "\(curve)")
      #expect(curve.value(at: 1) == 1, "\(curve)")
    }
  }

  /// Monotone control values 0 ≤ y1 ≤ y2 ≤ 1 make the curve non-decreasing (the Bernstein
  /// coefficients of y′ are then all ≥ 0). y in 0...1 alone is not enough:
  /// cubic-bezier(0.5, 1, 0.5, 0) dips.
  @Test func monotoneControlValuesGiveNonDecreasingCurves() {
    var generator = SeededGenerator(seed: 12)
    for _ in 0..<2000 {
      let a = Double.random(in: 0...1, using: &generator)
      let b = Double.random(in: 0...1, using: &generator)
      let curve = TimingCurve.cubicBezier(
        .random(in: 0...1, using: &generator), min(a, b), .random(in: 0...1, using: &generator),
        max(a, b))
      var previous = curve.value(at: -0.5)
      for step in -49...1500 {
        let value = curve.value(at: Double(step) / 1000)
        // 1e-12: the solver's x-tolerance, the largest backwards wobble it allows.
        #expect(value >= previous - 1e-12, "\(curve) at \(Double(step) / 1000)")
        previous = value
      }
    }
  }

  @Test func slopeMatchesCentralDifference() {
    var generator = SeededGenerator(seed: 13)
    var checked = 0
    for _ in 0..<2000 {
      let model = randomCurve(&generator, y: -1...2)
      let curve = TimingCurve.cubicBezier(model.x1, model.y1, model.x2, model.y2)
      for _ in 0..<10 {
        let progress = Double.random(in: 0.01...0.99, using: &generator)
        // Skip near-vertical tangents, where a finite difference says little.
        guard model.dx(model.parameter(progress)) > 0.05 else { continue }
        let h = 1e-5
        let difference = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
        let slope = curve.slope(at: progress)
        #expect(
          isClose(slope, difference, absolute: 1e-4, relative: 1e-4), "\(curve) at \(progress)")
        checked += 1
      }
    }
    #expect(checked > 10_000)
  }

  @Test func slopeOutsideIsTheExtrapolationSlope() {
    var generator = SeededGenerator(seed: 14)
    for _ in 0..<500 {
      let model = randomCurve(&generator, y: -1...2)
      let curve = TimingCurve.cubicBezier(model.x1, model.y1, model.x2, model.y2)
      let below = curve.slope(at: -0.5)
      let above = curve.slope(at: 1.5)
      #expect(isClose(curve.value(at: -0.5) - curve.value(at: -1.5), below, absolute: 1e-12))
      #expect(isClose(curve.value(at: 2.5) - curve.value(at: 1.5), above, absolute: 1e-12))
    }
  }
}
