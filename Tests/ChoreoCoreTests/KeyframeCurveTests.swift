import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct KeyframeCurveTests {
  // The scroll post's helpers, copied as the compatibility reference.
  func aTob(start a: Double, end b: Double, _ y: Double) -> Double {
    if y == 0 { return a }
    if y == 1 { return b }
    if a > b { return a - ((a - b) * y) } else { return a + ((b - a) * y) }
  }

  func changeAlpha(_ y: Double) -> Double {
    if y == 1 || y == 0 { return 1 }
    return y > 0.5 ? y : 1 - y
  }

  @Test(arguments: [(400.0, 0.0), (100, 375), (30, 30), (-5, 12)])
  func scrollPostsATobIsAOneLiner(start: Double, end: Double) {
    for step in 0...1000 {
      let y = Double(step) / 1000
      let value = KeyframeCurve(from: start, to: end).value(at: y)
      #expect(isClose(value, aTob(start: start, end: end, y), absolute: 1e-12))
    }
  }

  @Test func scrollPostsChangeAlphaIsAOneLiner() {
    for step in 0...1000 {
      let y = Double(step) / 1000
      let alpha = KeyframeCurve(evenlySpaced: [1.0, 0.5, 1]).value(at: y)
      #expect(isClose(alpha, changeAlpha(y), absolute: 1e-12), "y = \(y)")
    }
  }

  @Test func exactValuesAtKeyTimes() throws {
    let values = [0.1, 0.7, -0.3, 2.2, 5.0]
    let segments: [KeyframeCurve<Double>.Segment] = [
      .timing(.linear), .smooth, .timing(.easeInOut), .hold, .smooth,
    ]
    let times = [0.0, 0.3, 0.31, 1.7, 2.0]
    let keys = (0..<5).map { KeyframeCurve.Key(values[$0], at: times[$0], segments[$0]) }
    let curve = try KeyframeCurve(keys: keys)
    for i in 0..<5 { #expect(curve.value(at: times[i]) == values[i]) }
    #expect(curve.value(at: -10) == 0.1)
    #expect(curve.value(at: 10) == 5)
    #expect(curve.value(at: .nan) == 0.1)
    #expect(curve.duration == 2)
  }

  @Test func holdKeepsThePreviousValueUntilTheKey() throws {
    let curve = try KeyframeCurve(keys: [.init(1.0, at: 0), .init(5, at: 1, .hold)])
    #expect(curve.value(at: 0.5) == 1)
    #expect(curve.value(at: 0.999_999) == 1)
    #expect(curve.value(at: 1) == 5)
    #expect(curve.velocity(at: 0.5) == 0)
  }

  @Test func timingSegmentsEaseTheirFraction() throws {
    // A linear segment's velocity is the chord's slope.
    let curve = try KeyframeCurve(keys: [.init(10.0, at: 1), .init(30, at: 3)])
    #expect(curve.value(at: 2) == 20)
    #expect(curve.velocity(at: 2) == 10)
  }

  /// Barry-Goldman Catmull-Rom blends two quadratic Lagrange interpolants, so on interior
  /// segments it reproduces any quadratic exactly, even with uneven key spacing: an
  /// independent closed form to check value and velocity against.
  @Test(arguments: 0..<200)
  func smoothSegmentsReproduceQuadratics(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let a = Double.random(in: -3...3, using: &random)
    let b = Double.random(in: -3...3, using: &random)
    let c = Double.random(in: -3...3, using: &random)
    func f(_ t: Double) -> Double { (a * t + b) * t + c }
    var times = [0.0]
    for _ in 0..<5 { times.append(times[times.count - 1] + .random(in: 0.1...2, using: &random)) }
    let curve = try KeyframeCurve(keys: times.map { .init(f($0), at: $0, .smooth) })
    for segment in 2...4 {  // interior segments: both neighbours are real keys
      for step in 1..<10 {
        let t = times[segment - 1] + (times[segment] - times[segment - 1]) * Double(step) / 10
        #expect(isClose(curve.value(at: t), f(t), absolute: 1e-11))
        #expect(isClose(curve.velocity(at: t), 2 * a * t + b, absolute: 1e-10))
      }
    }
  }

  @Test func smoothEndSegmentsFollowTheChordForLinearData() throws {
    // With reflected phantom keys, linear data stays linear on the end segments too.
    let curve = try KeyframeCurve(keys: [0.0, 1, 3].map { .init(2 * $0 + 1, at: $0, .smooth) })
    for t in stride(from: 0.0, through: 3, by: 0.125) {
      #expect(isClose(curve.value(at: t), 2 * t + 1, absolute: 1e-12))
      #expect(t == 0 || isClose(curve.velocity(at: t), 2, absolute: 1e-12))
    }
  }

  @Test func smoothWorksForAnyInterpolatableValue() throws {
    let colours = try KeyframeCurve(keys: [
      .init(RGBA.black, at: 0), .init(RGBA.white, at: 1, .smooth),
      .init(RGBA.black, at: 2, .smooth),
    ])
    let mid = colours.value(at: 1.5)
    #expect(mid.isValid)
    #expect(colours.value(at: 1) == .white)
  }

  @Test func badKeysAreReported() {
    #expect(throws: KeyframeError.noKeys) { try KeyframeCurve<Double>(keys: []) }
    #expect(throws: KeyframeError.outOfOrder(index: 2, time: 0.5, previous: 1)) {
      try KeyframeCurve(keys: [.init(0.0, at: 0), .init(1, at: 1), .init(2, at: 0.5)])
    }
    #expect(throws: KeyframeError.nonFiniteTime(index: 1, time: .infinity)) {
      try KeyframeCurve(keys: [.init(0.0, at: 0), .init(1, at: .infinity)])
    }
    let message = KeyframeError.outOfOrder(index: 2, time: 0.5, previous: 1).description
    #expect(message.contains("key 2") && message.contains("increasing"))
  }
}
