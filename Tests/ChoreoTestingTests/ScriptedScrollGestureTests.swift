import Choreo
import ChoreoTesting
import Foundation
import Testing

/// A scripted scroll's gestures against closed forms worked out here: a drag along a
/// curve, resistance past the top, a release that snaps with the speed the drag ended
/// at, a coast, and a finger that catches it.
@Suite struct ScriptedScrollGestureTests {
  /// `cubic-bezier(1/3, 0.1, 2/3, 0.8)`: its x(t) is t, so its value at progress p is
  /// y(p) = 0.3(1 − p)²p + 2.4(1 − p)p² + p³, and its slope y′(p).
  let curve = TimingCurve.cubicBezier(1.0 / 3, 0.1, 2.0 / 3, 0.8)
  func y(_ p: Double) -> Double { 0.3 * (1 - p) * (1 - p) * p + 2.4 * (1 - p) * p * p + p * p * p }
  func slope(_ p: Double) -> Double {
    0.3 * (1 - p) * (1 - 3 * p) + 2.4 * p * (2 - 3 * p) + 3 * p * p
  }

  /// UIScrollView's rubber band, f(x) = (1 − 1/(x·0.55/d + 1))·d, and f′(x).
  func band(_ x: Double, _ d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }
  func bandSlope(_ x: Double, _ d: Double) -> Double {
    0.55 / ((x * 0.55 / d + 1) * (x * 0.55 / d + 1))
  }

  /// The critically damped `.smooth` spring (ω = 2π/0.5) from x0 at v0 toward `to`.
  func smooth(from x0: Double, to: Double, velocity v0: Double, at t: Double)
    -> (Double, Double)
  {
    let omega = 4 * Double.pi
    let d = x0 - to
    let e = exp(-omega * t)
    return (to + (d + (v0 + omega * d) * t) * e, (v0 - (v0 + omega * d) * omega * t) * e)
  }

  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
  }

  @Test func aDragAlongACurveMovesAndSpeedsAsTheCurve() throws {
    var scroll = ScriptedScroll(offset: 20)
    try scroll.scroll(to: 220, at: 1, over: 0.5, curve: curve)
    for p in stride(from: 0.05, through: 0.95, by: 0.15) {
      let state = scroll.state(at: 1 + 0.5 * p)
      #expect(close(state.offset, 20 + 200 * y(p)), "offset at progress \(p)")
      #expect(close(state.velocity, 200 * slope(p) / 0.5, 1e-7), "velocity at progress \(p)")
    }
    #expect(scroll.finger(at: 1.25) == scroll.state(at: 1.25).offset)
    #expect(scroll.state(at: 2).offset == 220)
  }

  @Test func pastTheTopTheContentResistsAsUIScrollViewDoes() throws {
    var scroll = ScriptedScroll(
      rubberBand: try .init(bounds: 0...Double.infinity, dimension: 700))
    try scroll.scroll(to: -120, at: 0, over: 0.5)
    for t in [0.1, 0.25, 0.4] {
      let finger = -240 * t
      let state = scroll.state(at: t)
      #expect(close(state.offset, -band(-finger, 700)), "offset at \(t)")
      #expect(close(state.velocity, -240 * bandSlope(-finger, 700)), "velocity at \(t)")
      #expect(scroll.finger(at: t).map { close($0, finger) } == true)
    }
    // Inside the bounds the content follows the finger one for one.
    var free = ScriptedScroll(rubberBand: try .init(bounds: 0...Double.infinity, dimension: 700))
    try free.scroll(to: 100, at: 0, over: 0.5)
    #expect(free.state(at: 0.25).offset == 50 && free.state(at: 0.25).velocity == 200)
  }

  @Test func aReleaseAsTheDragEndsKeepsItsSpeedAndSnaps() throws {
    let snap = try ScrollSnap(points: [0, 400])
    var scroll = ScriptedScroll()
    try scroll.scroll(to: 300, at: 0, over: 0.25)
    try scroll.release(at: 0.25, snap: snap)
    // 300 + 1200/1000 · 0.998/0.002 = 898.8: nearest 400. The spring starts at 1200 pt/s.
    for t in [0.0, 0.05, 0.15, 0.3] {  // (before the spring settles)
      let (offset, velocity) = smooth(from: 300, to: 400, velocity: 1200, at: t)
      let state = scroll.state(at: 0.25 + t)
      #expect(close(state.offset, offset, 1e-7), "offset \(t) s after release")
      #expect(close(state.velocity, velocity, 1e-7), "velocity \(t) s after release")
    }
    #expect(scroll.finger(at: 0.3) == nil)
    #expect(scroll.isSettled(at: 10))
    #expect(scroll.state(at: 10).offset == 400)
  }

  @Test func aReleasePastTheTopSpringsBackFromWhereTheContentIs() throws {
    var scroll = ScriptedScroll(
      rubberBand: try .init(bounds: 0...Double.infinity, dimension: 700))
    try scroll.scroll(to: -120, at: 0, over: 0.5)
    try scroll.release(at: 0.5, snap: ScrollSnap(points: [0, 400]))
    let from = -band(120, 700)
    let velocity = -240 * bandSlope(120, 700)
    for t in [0.0, 0.1, 0.3] {
      let (offset, speed) = smooth(from: from, to: 0, velocity: velocity, at: t)
      #expect(close(scroll.state(at: 0.5 + t).offset, offset, 1e-7))
      #expect(close(scroll.state(at: 0.5 + t).velocity, speed, 1e-7))
    }
  }

  @Test func aCoastDeceleratesByTheRateEveryMillisecondThenRests() throws {
    var scroll = ScriptedScroll()
    try scroll.scroll(to: 300, at: 0, over: 0.25)
    try scroll.coast(at: 0.25)
    let k = 1000 * log(0.998)
    for t in [0.0, 0.1, 1.0, 2.5] {
      let state = scroll.state(at: 0.25 + t)
      #expect(close(state.offset, 300 + 1200 * (pow(0.998, 1000 * t) - 1) / k))
      #expect(close(state.velocity, 1200 * pow(0.998, 1000 * t)))
    }
    // It is a decay leg: at rest once its speed falls to 0.5 pt/s, t = ln(0.5/1200)/k
    // (it is then 0.25 pt from its projection, well within 0.001 of the 600-point way),
    // exactly at its projection 300 − 1200/k from then on.
    let stop = 0.25 + log(0.5 / 1200) / k
    #expect(!scroll.isSettled(at: stop - 0.01))
    #expect(scroll.isSettled(at: stop + 1e-9))
    #expect(scroll.state(at: stop + 1).velocity == 0)
    #expect(close(scroll.state(at: stop + 1).offset, 300 - 1200 / k))
  }

  @Test func aFingerCatchesACoastAndDragsOnFromThere() throws {
    var scroll = ScriptedScroll()
    try scroll.scroll(to: 300, at: 0, over: 0.25)
    try scroll.coast(at: 0.25)
    try scroll.stop(at: 0.75)
    let caught = scroll.state(at: 0.75).offset
    #expect(close(caught, 300 + 1200 * (pow(0.998, 500) - 1) / (1000 * log(0.998))))
    #expect(scroll.state(at: 1).offset == caught && scroll.state(at: 1).velocity == 0)
    try scroll.scroll(by: -100, at: 1, over: 0.5)
    #expect(close(scroll.state(at: 1.25).offset, caught - 50))
    #expect(close(scroll.state(at: 2).offset, caught - 100))
  }

  @Test func badGesturesAreRefusedByName() throws {
    var scroll = ScriptedScroll()
    #expect(throws: ScrollError.self) { try scroll.coast(at: 0, rate: 1) }
    #expect(throws: ScrollError.self) { try scroll.scroll(by: .nan, at: 0) }
    #expect(throws: DecayError.self) { try RubberBand(bounds: 0...100, dimension: 0) }
    try scroll.scroll(to: 10, at: 1)
    #expect(throws: ScrollError.self) {
      try scroll.release(at: 0.5, snap: ScrollSnap(points: [0]))
    }
    do {
      try scroll.coast(at: 2, rate: -0.5)
      Issue.record("a negative rate was taken")
    } catch {
      #expect("\(error)".contains("0 < rate < 1"))
    }
    #expect(scroll.state(at: 5).offset == 10)
  }

  /// A drag so fast that its speed passes Double's range (1e300 points in 1e-10 s) cannot
  /// be let go of: coasting throws the typed error that snapping throws, and the scroll
  /// stays as it was (a coast used to start from an infinite velocity, NaN ever after).
  @Test func aReleaseTooFastForADoubleThrowsEveryWay() throws {
    var scroll = ScriptedScroll()
    try scroll.scroll(to: 1e300, at: 0, over: 1e-10)
    let expected = ScrollError.notFinite(what: "the release velocity", value: .infinity)
    #expect(throws: expected) { try scroll.coast(at: 1e-10) }
    #expect(throws: expected) { try scroll.release(at: 1e-10, snap: ScrollSnap(points: [0])) }
    // Nothing changed: the drag still holds the content, and a later drag works.
    #expect(scroll.state(at: 1e-10).offset == 1e300)
    try scroll.scroll(to: 5, at: 1, over: 1)
    #expect(close(scroll.state(at: 1.5).offset, (1e300 + 5) / 2))
    #expect(scroll.state(at: 1.5).velocity.isFinite)
  }

  /// A drag that goes nowhere over 5e-324 s (whose reciprocal overflows) has velocity 0,
  /// not 0·∞ = NaN: read back, handed to a coast, and through a later drag.
  @Test func aDragToNowhereInNoTimeHasNoVelocity() throws {
    var scroll = ScriptedScroll(offset: 7)
    try scroll.scroll(to: 7, at: 0, over: .leastNonzeroMagnitude)
    let tiny = Double.leastNonzeroMagnitude
    try scroll.coast(at: tiny)
    for time in [0, tiny, 1] {
      let state = scroll.state(at: time)
      #expect(state.offset == 7 && state.velocity == 0, "at \(time): \(state)")
    }
    try scroll.scroll(to: 9, at: 2, over: 1)
    #expect(close(scroll.state(at: 2.5).offset, 8) && close(scroll.state(at: 2.5).velocity, 2))
  }
}
