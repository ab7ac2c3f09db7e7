import Choreo
import ChoreoTestSupport
import Testing

/// Every model asks the one reduced-motion rule: a movement under `.reduced` becomes an
/// ease-in-out fade of 0.2 s for a whole fade (in proportion for a partial one), a spring a
/// critically damped one of at most 0.2 s, and under `.instant` everything is at once.
/// Expected values are computed by hand from those numbers (ease-in-out is symmetric, so it
/// is exactly 1/2 at its middle).
@Suite struct ReducedMotionRuleTests {
  @Test func theRuleItself() {
    #expect(ReducedMotionRule.crossFade() == .timing(.easeInOut, duration: 0.2))
    #expect(ReducedMotionRule.crossFade(change: -0.25) == .timing(.easeInOut, duration: 0.05))
    #expect(ReducedMotionRule.crossFade(change: 3) == .timing(.easeInOut, duration: 0.2))
    #expect(
      ReducedMotionRule.crossFade(delay: 0.1) == .timing(.easeInOut, duration: 0.2).delay(0.1))
    #expect(ReducedMotionRule.crossFade(under: .instant) == .linear(duration: 0))
    #expect(ReducedMotionRule.crossFades(under: .reduced, isMovement: true, hasOpacity: true))
    #expect(!ReducedMotionRule.crossFades(under: .full, isMovement: true, hasOpacity: true))
    #expect(!ReducedMotionRule.crossFades(under: .instant, isMovement: true, hasOpacity: true))
    #expect(!ReducedMotionRule.crossFades(under: .reduced, isMovement: false, hasOpacity: true))
    #expect(!ReducedMotionRule.crossFades(under: .reduced, isMovement: true, hasOpacity: false))
    #expect(Motion.easeIn(duration: 1).allowed(by: .reduced) == .timing(.easeInOut, duration: 0.2))
  }

  /// A tab switch under `.reduced`: the slide becomes the rule's cross-fade, 0.2 s
  /// ease-in-out, whatever the switch's own motion (here a bouncy spring), delay kept.
  @Test func aTabSwitchCrossFadesAsTheRuleSays() throws {
    let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
    for (motion, delay) in [
      (Motion.spring(.bouncy), 0.0), (.easeInOut(duration: 0.35).delay(0.1), 0.1),
    ] {
      var tabs = try TabSwitcher(
        tabCount: 3, transition: .slide, context: context, motion: motion,
        reducedMotion: .reduced)
      try tabs.select(1, at: 1)
      let start = 1 + delay
      let incoming = { (t: Double) in try #require(tabs.state(at: t).appearance(ofPage: 1)) }
      #expect(try isClose(incoming(start).opacity, 0, absolute: 1e-12))
      #expect(try isClose(incoming(start + 0.1).opacity, 0.5, absolute: 1e-12))
      #expect(try incoming(start + 0.1).translation == .zero)  // no slide
      #expect(try incoming(start + 0.2).opacity == 1)
      #expect(!tabs.isSettled(at: start + 0.2 - 1e-6))
      #expect(tabs.isSettled(at: start + 0.2))
      #expect(tabs.state(at: start + 0.2).presentedPages == [1])
    }
    var instant = try TabSwitcher(
      tabCount: 3, transition: .slide, context: context, reducedMotion: .instant)
    try instant.select(2, at: 1)
    #expect(instant.isSettled(at: 1))
    #expect(instant.state(at: 1).presentedPages == [2])
  }

  /// A pop menu under `.reduced`: items fade in place by the rule, a whole fade in 0.2 s.
  @Test func aPopMenuFadesAsTheRuleSays() throws {
    var menu = try fanMenu(reducedMotion: .reduced)
    try menu.open(at: 1)
    #expect(menu.itemStates(at: 1.1).allSatisfy { isClose($0.opacity, 0.5, absolute: 1e-12) })
    #expect(menu.itemStates(at: 1.2).allSatisfy { $0.opacity == 1 && $0.scale == 1 })
    #expect(menu.phase(at: 1.2) == .open)
    // Closing from open is a whole fade out: 1/2 at its middle, gone at its end.
    try menu.close(at: 2)
    #expect(menu.itemStates(at: 2.1).allSatisfy { isClose($0.opacity, 0.5, absolute: 1e-12) })
    #expect(menu.itemStates(at: 2.2 - 1e-6).allSatisfy { $0.isPresent })
    #expect(menu.itemStates(at: 2.2).allSatisfy { !$0.isPresent })
    var instant = try fanMenu(reducedMotion: .instant)
    try instant.open(at: 1)
    #expect(instant.itemStates(at: 1).allSatisfy { $0.opacity == 1 })
  }

  /// Press feedback under `.reduced`: the bouncy release becomes a critically damped spring
  /// with a response of 0.2 s (ω₀ = 2π / 0.2, so k/m = 100π²), the press a 0.1 s
  /// ease-in-out; under `.instant` both are at once, under `.full` as given.
  @Test func pressFeedbackFollowsTheRule() throws {
    let feedback = PressFeedback(
      scale: 0.8, press: .easeOut(duration: 0.1), release: .spring(.bouncy))
    #expect(feedback.scale(pressed: true) == 0.8)
    #expect(feedback.scale(pressed: false) == 1)
    #expect(feedback.motion(pressed: true, under: .full) == .easeOut(duration: 0.1))
    #expect(feedback.motion(pressed: false, under: .full) == .spring(.bouncy))
    #expect(
      feedback.motion(pressed: true, under: .reduced) == .timing(.easeInOut, duration: 0.1))
    guard case .spring(let calm, _) = feedback.motion(pressed: false, under: .reduced).kind
    else {
      Issue.record("the reduced release is not a spring")
      return
    }
    #expect(isClose(calm.stiffness / calm.mass, 100 * .pi * .pi, relative: 1e-12))
    #expect(isClose(calm.dampingRatio, 1, absolute: 1e-12))
    #expect(feedback.motion(pressed: false, under: .instant) == .linear(duration: 0))
  }
}
