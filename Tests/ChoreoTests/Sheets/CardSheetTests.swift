import Choreo
import Testing

/// The card sheet (issue 48, items 2-4 and 7) through a simulated presentation: present and
/// dismiss, the drag to dismiss with the finger's velocity both ways, the rubber band past
/// the top, a finger catching a card in flight, and Reduce Motion.
@MainActor
@Suite final class CardSheetTests {
  let clock = ManualClock()
  var kept: (SimulatedPresentation, CardSheetCoordinator)?

  func make(motion: Motion = .easeInOut(duration: 0.4)) throws -> (
    SimulatedPresentation, CardSheetCoordinator
  ) {
    let host = SimulatedPresentation()
    let coordinator = try CardSheetCoordinator(host: host, motion: motion, clock: clock)
    host.coordinator = coordinator
    kept = (host, coordinator)
    return (host, coordinator)
  }

  /// 844 − 48: the presented card's height.
  let height = 796.0

  @Test func aPresentRisesFromBelowAndCompletesAtRest() throws {
    let (host, coordinator) = try make()
    host.appPresents()
    let start = try #require(host.frames.first)
    #expect(start.card.translation.y == height)  // below the bottom edge
    #expect(start.dimming == 0)
    clock.advance(by: 0.2)  // half-way through a 0.4 s ease-in-out: progress 0.5
    let half = try #require(coordinator.state)
    #expect(abs(half.progress - 0.5) < 1e-12)
    #expect(abs(half.card.translation.y - height / 2) < 1e-9)
    #expect(abs(half.dimming - 0.15) < 1e-12)
    #expect(abs(half.presenting.scale.width - 0.96) < 1e-12)
    clock.advance(by: 0.2)
    #expect(host.isPresented)
    #expect(host.completions == [true])
    #expect(host.calls == ["presentationWillBegin", "presentationDidEnd true"])
    #expect(coordinator.state?.card.translation.y == 0)
    #expect(host.violations.isEmpty)
  }

  func presented() throws -> (SimulatedPresentation, CardSheetCoordinator) {
    let made = try make()
    made.0.appPresents()
    clock.advance(by: 1)
    return made
  }

  /// A little drag down, let go slowly: the dismissal is cancelled and the card springs
  /// back, starting at the finger's velocity (continuous at release), never jumping.
  @Test func aShortDragSpringsBackWithTheFingersVelocity() throws {
    let (host, coordinator) = try presented()
    #expect(coordinator.panBegan())
    #expect(host.openTransition?.presenting == false)
    coordinator.panMoved(translationY: 80)
    let held = try #require(coordinator.state)
    #expect(abs(held.card.translation.y - 80) < 1e-9)
    coordinator.panEnded(translationY: 80, velocityY: 200)
    #expect(host.transitionWasCancelled)
    let released = try #require(coordinator.state)
    // Progress per second: −200 / 796, the finger's, handed to the spring as is.
    let handed = -200 / height
    #expect(abs(released.velocity - handed) <= 1e-6 * abs(handed))
    #expect(abs(released.card.translation.y - 80) < 1e-9)
    clock.advance(by: 1.0 / 60)
    let next = try #require(coordinator.state)
    #expect(next.card.translation.y > 80)  // still moving down with the finger's speed
    clock.advance(by: 2)
    #expect(host.completions == [true, false])
    #expect(host.isPresented)
    #expect(coordinator.state?.card.translation.y == 0)
    #expect(host.violations.isEmpty)
  }

  /// Flicked: the projection carries it past the middle; it dismisses on the spring handed
  /// the velocity, and completes when it rests.
  @Test func aFlickDismissesWithItsVelocity() throws {
    let (host, coordinator) = try presented()
    #expect(coordinator.panBegan())
    coordinator.panMoved(translationY: 60)
    coordinator.panEnded(translationY: 60, velocityY: 1800)
    let released = try #require(coordinator.state)
    #expect(abs(released.velocity - -1800 / height) <= 1e-6 * 1800 / height)
    #expect(!host.transitionWasCancelled)
    clock.advance(by: 2)
    #expect(!host.isPresented)
    #expect(host.calls.last == "dismissalDidEnd true")
    #expect(coordinator.state?.dimming == 0)
    #expect(host.violations.isEmpty)
  }

  /// Pulled up past its top, the card rubber-bands as a scroll view does: 120 points of
  /// finger show (1 − 1/(120·0.55/796 + 1))·796 points.
  @Test func pulledUpPastItsTopItRubberBands() throws {
    let (host, coordinator) = try presented()
    #expect(coordinator.panBegan())
    coordinator.panMoved(translationY: -120)
    let shown = try #require(coordinator.state).card.translation.y
    let expected = -(1 - 1 / (120 * 0.55 / height + 1)) * height
    #expect(abs(shown - expected) < 1e-9)
    coordinator.panEnded(translationY: -120, velocityY: -300)
    clock.advance(by: 2)
    #expect(host.isPresented)
    #expect(coordinator.state?.card.translation.y == 0)
    #expect(host.violations.isEmpty)
  }

  /// A finger catches the card while it rises: the present is paused, the card stops
  /// under the finger, and a flick down cancels the present.
  @Test func aFingerCatchesARisingCard() throws {
    let (host, coordinator) = try make()
    host.appPresents()
    clock.advance(by: 0.1)
    let caught = try #require(coordinator.state).card.translation.y
    #expect(coordinator.panBegan())
    #expect(host.openTransition?.presenting == true)
    #expect(host.openTransition?.interactive == true)
    clock.advance(by: 0.1)
    #expect(coordinator.state?.card.translation.y == caught)  // held, not moving
    coordinator.panMoved(translationY: 40)
    #expect(abs((coordinator.state?.card.translation.y ?? 0) - (caught + 40)) < 1e-9)
    coordinator.panEnded(translationY: 40, velocityY: 1500)
    clock.advance(by: 2)
    #expect(host.completions == [false])
    #expect(!host.isPresented)
    #expect(host.violations.isEmpty)
  }

  /// A dismiss asked mid-present: the present completes at once (UIKit begins no
  /// transition while one is open) and the card turns round from where it is, with its
  /// velocity: no jump.
  @Test func aDismissMidPresentTurnsRoundWithoutAJump() throws {
    let (host, coordinator) = try make()
    host.appPresents()
    clock.advance(by: 0.1)
    let before = try #require(coordinator.state)
    host.appDismisses()
    let after = try #require(coordinator.state)
    #expect(after.progress == before.progress)
    #expect(abs(after.velocity - before.velocity) < 1e-9)
    #expect(host.completions == [true])
    clock.advance(by: 2)
    #expect(host.completions == [true, true])
    #expect(!host.isPresented)
    #expect(
      host.calls == [
        "presentationWillBegin", "presentationDidEnd true", "dismissalWillBegin",
        "dismissalDidEnd true",
      ])
    #expect(host.violations.isEmpty)
  }

  /// Reduce Motion: the card cross-fades in place, the screen behind is not scaled; a
  /// finger still moves it one for one.
  @Test func reduceMotionCrossFadesAndNeverScales() throws {
    let (host, coordinator) = try make()
    host.reducedMotion = .reduced
    host.appPresents()
    clock.advance(by: 0.05)
    let state = try #require(coordinator.state)
    #expect(state.card.translation.y == 0)
    #expect(state.card.opacity > 0 && state.card.opacity < 1)
    #expect(abs(state.card.opacity - min(max(state.progress, 0), 1)) < 1e-12)
    #expect(state.presenting.scale.width == 1)
    clock.advance(by: 1)
    #expect(coordinator.panBegan())
    coordinator.panMoved(translationY: 50)
    #expect(abs((coordinator.state?.card.translation.y ?? 0) - 50) < 1e-9)
    #expect(coordinator.state?.card.opacity == 1)
    #expect(coordinator.state?.presenting.scale.width == 1)
    #expect(host.violations.isEmpty)
  }

  /// Bad input: a container with no area stands the coordinator aside (the transition
  /// completes at once); a model with a bad parameter is refused with words.
  @Test func badInputIsRefused() throws {
    let (host, _) = try make()
    host.containerSize = Size2D(width: 0, height: 0)
    host.appPresents()
    #expect(host.completions == [true])
    #expect(host.isPresented)
    #expect(throws: CardSheetError.self) {
      try CardSheet(containerSize: Size2D(width: 390, height: 844), dimming: 2)
    }
    #expect(throws: CardSheetError.containerTooSmall(Size2D(width: 0.5, height: 10))) {
      try CardSheet(containerSize: Size2D(width: 0.5, height: 10))
    }
    #expect(throws: CardSheetError.self) {
      try CardSheet(containerSize: Size2D(width: .nan, height: 10))
    }
    let error = CardSheetError.outOfRange(name: "dimming", value: 2, expected: "0...1")
    #expect(error.description.contains("0...1"))
  }
}
