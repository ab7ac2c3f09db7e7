import ChoreoTestSupport
import Foundation
import Testing

@testable import Choreo

/// Issue 50, findings 9, 12 and 13: page areas too small to animate, release velocities
/// far past a finger's, and a flip's perspective carried past flat, each at the model level.
@Suite struct TabSwitcherEdgeInputTests {
  // MARK: - Finding 9: a page area too small to animate

  /// A flip on a 1e-310 × 1 area needed 1/(2·1e-310), which overflows to infinity: the
  /// area is refused with a typed error naming the minimum, and the smallest area accepted
  /// gives a flip whose states are all valid.
  @Test func aPageAreaTooSmallToAnimateIsRefused() throws {
    // 1e-310 (subnormal: a literal would not compile) and the least subnormal, 5e-324.
    let tiny = 1e-300 / 1e10
    let least = Double.leastNonzeroMagnitude
    for size in [
      Size2D(width: tiny, height: 1), Size2D(width: 1, height: tiny),
      Size2D(width: least, height: least), Size2D(width: 0.000_999, height: 1),
    ] {
      #expect(
        throws: SceneTransitionError.containerTooSmall(
          width: size.width, height: size.height, minimum: 0.001)
      ) {
        let context = try SceneTransitionContext(containerSize: size)
        _ = try TabSwitcher(tabCount: 2, transition: .flip(from: .left), context: context)
      }
    }
    let error = SceneTransitionError.containerTooSmall(width: tiny, height: 1, minimum: 0.001)
    #expect(error.description.contains("1e-310"))
    #expect(error.description.contains("0.001"))
    // Zero and negative sides stay what they were: not a size at all.
    #expect(throws: SceneTransitionError.invalidContainerSize(width: 0, height: 1)) {
      try SceneTransitionContext(containerSize: Size2D(width: 0, height: 1))
    }

    // At the minimum a flip's perspective is 2 · 0.001 = 0.002 pt: its reciprocal, 500, is
    // finite, and every state of a switch (eased and sprung) is valid.
    let smallest = try SceneTransitionContext(containerSize: Size2D(width: 0.001, height: 0.001))
    for edge in [SceneEdge.left, .top] {
      var tabs = try TabSwitcher(
        tabCount: 3, transition: .flip(from: edge), context: smallest,
        motion: .easeInOut(duration: 0.35))
      try tabs.select(1, at: 0)
      try tabs.beginInteractive(toward: 2, at: 1)
      try tabs.updateInteractive(fraction: 0.4, at: 1.1)
      try tabs.finishInteractive(velocity: 3, at: 1.2)
      for step in 0...360 {
        let time = Double(step) / 120
        for page in tabs.state(at: time).pages {
          #expect(page.appearance.isValid, "\(edge) page \(page.index) at \(time)")
        }
      }
      #expect(tabs.isSettled(at: 3))
    }
  }

  // MARK: - Finding 12: release velocity

  /// The stated bound: releases are handed at most 20 containers a second.
  static let bound = 20.0

  /// How far (in page widths) a push's pages can be from rest after a cancel from
  /// `fraction` handed at most ``bound``: the release spring (`.smooth`) is critically
  /// damped with ω = 2π / 0.5 s, so the progress is p(t) = (f + (V + ωf)·t)·e^(−ωt), and
  /// since e^(−ωt) ≤ 1 and t·e^(−ωt) ≤ 1/(ωe), p ≤ f·(1 + 1/e) + V/(ωe).
  static func farthest(from fraction: Double) -> Double {
    let omega = 4 * Double.pi
    return fraction * (1 + 1 / M_E) + bound / (omega * M_E)
  }

  /// A push's swipe cancelled at 10⁵, 10⁹, 10³⁰⁰ points a second (or at a speed that is not
  /// finite) flung the pages up to 2,900 points away, nothing in view for up to 55 s. The
  /// swipe's fraction velocity is clamped (and a non-finite one is 0), so the leaving page stays within
  /// ``farthest(from:)`` page widths of rest (in view throughout) and is back within 1.1 s:
  /// at the bound, |p| < 0.001·f from about 0.98 s by the closed form above.
  @Test(arguments: [1e5, 1e9, 1e300, .infinity, .nan])
  func aFlungSwipeIsHandedABoundedVelocity(pointsPerSecond: Double) throws {
    for width in [390.0, 1] {
      let swipe = TabSwipe(width: width, layoutDirection: .leftToRight)
      // Leftward: toward the next tab.
      let velocity = swipe.fractionVelocity(
        velocityX: -pointsPerSecond, toward: 1, selected: 0)
      #expect(velocity == (pointsPerSecond.isFinite ? Self.bound : 0), "width \(width)")
      try checkCancel(width: width, fraction: 0.1, velocity: velocity)
    }
  }

  /// The model clamps too, for callers that hand a fraction velocity of their own.
  @Test(arguments: [1e5 / 390, 1e9 / 390, 1e300, -1e300])
  func theModelClampsAHandedVelocity(_ velocity: Double) throws {
    try checkCancel(width: 390, fraction: 0.1, velocity: velocity)
    // Finishing at any speed: the new page never passes its resting place by more than
    // the same bound (it overshoots toward the leading edge at most V/(ωe) widths).
    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    var tabs = try TabSwitcher(tabCount: 2, transition: .push(from: .trailing), context: context)
    try tabs.beginInteractive(toward: 1, at: 0)
    try tabs.updateInteractive(fraction: 0.9, at: 0)
    try tabs.finishInteractive(velocity: velocity, at: 0)
    let farthest = (0...240).map { step in
      abs(tabs.state(at: Double(step) / 120).appearance(ofPage: 1)?.translation.x ?? 0) / 390
    }.max()!
    #expect(farthest <= Self.farthest(from: 0.1) + 1e-9, "finishing at \(velocity)")
  }

  /// A lone ordinary swipe on a 1 × 1 page area: 500 points a second is 500 widths a
  /// second, handed as the bound.
  @Test func anOrdinarySpeedOnATinyPageIsClamped() {
    let swipe = TabSwipe(width: 1, layoutDirection: .rightToLeft)
    #expect(swipe.fractionVelocity(velocityX: 500, toward: 1, selected: 0) == Self.bound)
    #expect(swipe.fractionVelocity(velocityX: -500, toward: 1, selected: 0) == -Self.bound)
    // Within the bound nothing changes: 300 pt/s on 390 pt is 300/390 widths a second.
    let phone = TabSwipe(width: 390, layoutDirection: .leftToRight)
    #expect(phone.fractionVelocity(velocityX: -300, toward: 1, selected: 0) == 300.0 / 390)
  }

  /// Cancels a push's swipe at `fraction` with `velocity` and checks the leaving page's
  /// excursion and settling against the closed form.
  private func checkCancel(width: Double, fraction: Double, velocity: Double) throws {
    let context = try SceneTransitionContext(containerSize: Size2D(width: width, height: 844))
    var tabs = try TabSwitcher(tabCount: 2, transition: .push(from: .trailing), context: context)
    try tabs.beginInteractive(toward: 1, at: 0)
    try tabs.updateInteractive(fraction: fraction, at: 0)
    try tabs.cancelInteractive(velocity: velocity, at: 0)
    let farthest = Self.farthest(from: fraction)
    var worst = 0.0
    for step in 0...240 {
      let time = Double(step) / 120
      // Page 0 moves along x only: its distance from rest in widths is |x| / width.
      let x = tabs.state(at: time).appearance(ofPage: 0)?.translation.x ?? 0
      worst = max(worst, abs(x) / width)
    }
    #expect(worst <= farthest + 1e-9, "width \(width) velocity \(velocity): \(worst)")
    let settle = try #require(tabs.settleTime)
    #expect(settle <= 1.1, "width \(width) velocity \(velocity): settles at \(settle)")
    #expect(tabs.state(at: settle).presentedPages == [0])
  }

  // MARK: - Finding 13: a flip's perspective carried past flat

  /// Page area 827 × 979, flip from the left; a swipe of −25 pt released at +2,000 pt/s
  /// (back toward the selected tab: a cancel), then a tap on tab 1 0.05 s later.
  ///
  /// The cancel's spring (critically damped, ω = 4π) starts at f = 25/827 with
  /// V = −2000/827 widths a second, so p(t) = (f + (V + ωf)·t)·e^(−ωt) crosses 0 at
  /// t = f/−(V + ωf) ≈ 0.015 s: the leaving page turns a little past flat, and its
  /// perspective's reciprocal, p/(2·827) in the blend, went negative (−3e-5). Drawn, it is
  /// clamped at 0 (no perspective) while the turn itself is kept.
  @Test func aFlipCancelledAgainstItsSwipeDrawsOnlyValidStates() throws {
    let width = 827.0
    let clock = ManualClock()
    let context = try SceneTransitionContext(containerSize: Size2D(width: width, height: 979))
    let tabs = TabsOnClock(
      try TabSwitcher(tabCount: 2, transition: .flip(from: .left), context: context),
      clock: clock)
    let swipe = TabSwipe(width: width, layoutDirection: .leftToRight)
    try tabs.beginInteractive(toward: 1)
    try tabs.updateInteractive(
      fraction: swipe.fraction(translationX: -25, toward: 1, selected: 0))
    #expect(!swipe.completes(translationX: -25, velocityX: 2000, toward: 1, selected: 0))
    let velocity = swipe.fractionVelocity(velocityX: 2000, toward: 1, selected: 0)
    try tabs.cancelInteractive(velocity: velocity)

    // Before the tap, the closed form: rotation π·p(t), perspective flat where p < 0.
    let f = 25 / width
    let omega = 4 * Double.pi
    let v = -2000 / width
    clock.advance(to: 0.04)
    let p = (f + (v + omega * f) * 0.04) * exp(-omega * 0.04)
    #expect(p < 0)
    let look = try #require(tabs.appearance(ofPage: 0))
    #expect(abs(look.rotationY - Double.pi * p) < 1e-9)
    #expect(look.inversePerspective == 0)

    clock.advance(to: 0.05)
    try tabs.select(1)
    var invalid: [String] = []
    for step in 6...360 {
      clock.advance(to: Double(step) / 120)
      for page in tabs.state.pages where !page.appearance.isValid {
        invalid.append("page \(page.index) at \(clock.now): \(page.appearance)")
      }
    }
    #expect(invalid.isEmpty, "\(invalid.prefix(3))")
    #expect(tabs.presentedPages == [1] && tabs.isSettled)
  }
}
