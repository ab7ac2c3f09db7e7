import Choreo
import ChoreoTestSupport
import ChoreoTesting
import Testing

@Suite struct TransitionPlanTests {
  @Test(arguments: try NamedTransition.all())
  func theOutgoingPageIsNeverRemovedWhileVisible(_ named: NamedTransition) {
    for motion in [Motion.easeInOut(duration: 0.5), .spring(.bouncy), .linear(duration: 0.3)] {
      for navigation in SceneTransitionContext.Navigation.allCases {
        let plan = TwoPagePlan(
          transition: named.transition, context: context(.leftToRight, navigation),
          defaultMotion: motion)
        guard let removal = plan.removalTime else {
          // Only a transition whose outgoing page stays in view and uncovered has no removal.
          Issue.record("\(named): no removal time")
          continue
        }
        #expect(removal >= plan.duration - 1e-12)
        // From the removal on, the outgoing page shows nothing: hidden, or covered by the
        // incoming page at rest on top.
        let out = plan.outgoing(at: removal)
        let incoming = plan.incoming(at: removal)
        let covered = plan.layering == .incomingOnTop && incoming.coversContainer(phoneSize)
        #expect(out.isHidden(in: phoneSize) || covered, "\(named)")
        // Every sampled instant before it: still present.
        for step in 0..<200 {
          let t = removal * Double(step) / 200
          #expect(plan.isOutgoingPresent(at: t))
        }
        #expect(!plan.isOutgoingPresent(at: removal))
      }
    }
  }

  @Test func theSeedSlideKeepsTheOldPageUntilItHasLeft() throws {
    // Seed 000's slide: the old page leaves to the left over 0.5 s; in the seed it vanished
    // at once. Here it is present and visible for the whole slide.
    let plan = TwoPagePlan(
      transition: .slide, context: context(), defaultMotion: .linear(duration: 0.5))
    for step in 0..<50 {
      let t = 0.5 * Double(step) / 50
      #expect(plan.isOutgoingVisible(at: t), "t=\(t)")
      // Linear closed form: the old page at −390·t/0.5, the new one at 390·(1 − t/0.5).
      #expect(isClose(plan.outgoing(at: t).translation.x, -390 * t / 0.5, absolute: 1e-9))
      #expect(
        isClose(plan.incoming(at: t).translation.x, 390 * (1 - t / 0.5), absolute: 1e-9))
    }
    #expect(plan.removalTime == 0.5)
    #expect(!plan.isOutgoingVisible(at: 0.5))
    // As a trace: the old page only ever moves left, stays between its rest and its exit,
    // and is at the exit when it is removed.
    let old = MotionTrace(at: .rate(60, through: 0.5), label: "old page x") {
      (plan.outgoing(at: $0).translation.x, nil)
    }
    try old.checkMonotone(.decreasing)
    try old.checkBounds(-390...0)
    try old.checkSettles(to: -390, by: 0.5, within: 1e-9)
  }

  @Test func zOrderFollowsLayering() {
    let slide = TwoPagePlan(transition: .slide, context: context())
    #expect(slide.incoming(at: 0.1).zIndex > slide.outgoing(at: 0.1).zIndex)
    let curl = TwoPagePlan(transition: .curl(.up), context: context())
    #expect(curl.outgoing(at: 0.1).zIndex > curl.incoming(at: 0.1).zIndex)
  }

  @Test func aCustomRemovalLeftInViewHasNoRemovalTime() throws {
    // The outgoing page ends offset by 10 points and the incoming page rests at half size,
    // so it never covers.
    let transition = SceneTransition.modifier(
      active: VisualState(translation: Point2D(x: 10, y: 0)),
      identity: VisualState(scale: Size2D(width: 0.5, height: 0.5)))
    let plan = TwoPagePlan(transition: transition, context: context())
    #expect(plan.removalTime == nil)
    #expect(plan.isOutgoingPresent(at: 100))
    // A rotation alone ends in view but is covered by the incoming page at rest on top.
    let rotation = TwoPagePlan(transition: .rotation(1), context: context())
    #expect(rotation.removalTime == rotation.duration)
  }

  @Test func attachedMotionsTimeEachRole() {
    let t = SceneTransition.asymmetric(
      insertion: SceneTransition.opacity.motion(.linear(duration: 1)),
      removal: SceneTransition.opacity.motion(.linear(duration: 0.5)))
    let plan = TwoPagePlan(transition: t, context: context())
    #expect(plan.duration == 1)
    #expect(isClose(plan.outgoing(at: 0.25).opacity, 0.5, absolute: 1e-12))
    #expect(isClose(plan.incoming(at: 0.25).opacity, 0.25, absolute: 1e-12))
    #expect(plan.removalTime == 1)
  }
}
