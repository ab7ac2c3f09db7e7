import ChoreoTestSupport
import Testing

@testable import Choreo

/// One screen transition played in a context that follows UIKit's documented contract:
/// by code, and by a finger that finishes or cancels by the projection, the spring handed
/// its velocity either way (issue 47's transition context; issue 48 builds on it).
@MainActor
@Suite final class ScreenTransitionAnimatorTests {
  let clock = ManualClock()
  static let width = 390.0

  func animator(
    _ transition: SceneTransition = .push(from: .trailing),
    navigation: SceneTransitionContext.Navigation = .forward
  ) throws -> ScreenTransitionAnimator {
    try ScreenTransitionAnimator(
      transition: transition, motion: .linear(duration: 0.4), navigation: navigation,
      clock: clock)
  }

  @Test func aPushPlaysAtOnceAndCompletesOnceWhenItRests() throws {
    let push = try animator()
    let context = SimulatedTransitionContext()
    var completed: [Bool] = []
    push.onComplete = { completed.append($0) }
    #expect(push.duration == 0.4)
    push.start(in: context)
    #expect(push.isRunning)
    clock.advance(by: 0.2)
    // Half-way through a 0.4 s linear push from the trailing edge: the arriving screen
    // is half in, the leaving one half out.
    let half = try #require(context.frames.last)
    #expect(isClose(half.arriving?.translation.x ?? .nan, Self.width / 2, absolute: 1e-9))
    #expect(isClose(half.leaving?.translation.x ?? .nan, -Self.width / 2, absolute: 1e-9))
    #expect(context.completions.isEmpty)
    clock.advance(by: 0.2)
    #expect(context.completions == [true])
    #expect(completed == [true])
    #expect(context.onDisplay == .arriving)
    #expect(!push.isRunning)
    clock.advance(by: 1)
    #expect(context.completions == [true])
  }

  /// `.slide` follows the navigation as a tab switch follows the indices (a fixed-edge
  /// `.push(from:)` does not).
  @Test func aBackwardSlideComesFromTheLeadingEdgeAndRightToLeftMirrorsIt() throws {
    let pop = try animator(.slide, navigation: .backward)
    let context = SimulatedTransitionContext()
    pop.start(in: context)
    clock.advance(by: 0.1)
    let quarter = try #require(context.frames.last)
    // Going back, the arriving screen comes in from the leading (left) edge.
    #expect(isClose(quarter.arriving?.translation.x ?? .nan, -Self.width * 0.75, absolute: 1e-9))
    let mirrored = try animator(.slide)
    let rightToLeft = SimulatedTransitionContext(layoutDirection: .rightToLeft)
    mirrored.start(in: rightToLeft)
    clock.advance(by: 0.1)
    let rtl = try #require(rightToLeft.frames.last)
    #expect(isClose(rtl.arriving?.translation.x ?? .nan, -Self.width * 0.75, absolute: 1e-9))
  }

  /// A finger lets go a third of the way without speed: the projection stays short of the
  /// middle, so it cancels; the screens spring back and the context completes with false.
  @Test func aSlowReleaseShortOfTheMiddleCancelsAndSpringsBack() throws {
    let push = try animator()
    let context = SimulatedTransitionContext(interactive: true)
    push.start(in: context)
    push.update(fraction: 0.2)
    clock.advance(by: 0.05)
    push.update(fraction: 1.0 / 3)
    #expect(context.percents == [0.2, 1.0 / 3])
    #expect(!push.release(velocity: 0))
    #expect(context.cancelled == 1 && context.transitionWasCancelled)
    #expect(context.completions.isEmpty)
    // Springing back: never a jump to the start.
    clock.advance(by: 1.0 / 60)
    let next = try #require(context.frames.last?.arriving?.translation.x)
    #expect(next > Self.width * 2 / 3 - 1 && next < Self.width)
    clock.advance(by: 5)
    #expect(context.completions == [false])
    #expect(context.onDisplay == .leaving)
    let rest = try #require(context.frames.last)
    var atRest = VisualState.identity
    atRest.zIndex = rest.leaving?.zIndex ?? 0
    #expect(rest.leaving == atRest)
    #expect(rest.arriving == nil)
  }

  /// Finish or cancel is the projection's call: from 0.3, a flick of 1.5 fractions a second
  /// would carry the screens to 0.3 + 1.5·0.998/(1000·(1 − 0.998)) ≈ 1.05, past the middle.
  @Test func aFlickFinishesByTheProjection() throws {
    let push = try animator()
    let context = SimulatedTransitionContext(interactive: true)
    push.start(in: context)
    push.update(fraction: 0.3)
    #expect(push.release(velocity: 1.5))
    #expect(context.finished == 1 && !context.transitionWasCancelled)
    clock.advance(by: 5)
    #expect(context.completions == [true])
    // The same place with a slower flick (0.3 + 0.39·0.499 < 0.5) cancels.
    let again = try animator()
    let other = SimulatedTransitionContext(interactive: true)
    again.start(in: other)
    again.update(fraction: 0.3)
    #expect(!again.release(velocity: 0.39))
    clock.advance(by: 5)
    #expect(other.completions == [false])
  }

  /// The spring after a release starts with the finger's velocity, either way: the
  /// arriving screen's translation moves at −width × the fraction velocity (a push from
  /// the trailing edge is at x = (1 − f)·width), to 1e-6 relative.
  @Test(arguments: [(0.4, -2.0), (0.4, 0.3), (0.7, 2.5), (0.7, -0.2)])
  func theReleaseHandsOverTheFingersVelocity(at fraction: Double, velocity: Double) throws {
    let push = try animator()
    let context = SimulatedTransitionContext(interactive: true)
    push.start(in: context)
    push.update(fraction: fraction)
    push.release(velocity: velocity)
    let handed = try #require(push.velocities?.arriving?.translation.x)
    let expected = -Self.width * velocity
    #expect(isClose(handed, expected, relative: 1e-6))
    clock.advance(by: 10)
    #expect(context.completions.count == 1)
  }

  @Test func aReleaseVelocityIsFiniteAndBounded() throws {
    #expect(ScreenTransitionAnimator.handed(.nan) == 0)
    #expect(ScreenTransitionAnimator.handed(-.infinity) == 0)
    #expect(ScreenTransitionAnimator.handed(1e300) == ScreenTransitionAnimator.maximumReleaseSpeed)
    #expect(ScreenTransitionAnimator.handed(-3) == -3)
    let push = try animator()
    let context = SimulatedTransitionContext(interactive: true)
    push.start(in: context)
    push.update(fraction: 0.5)
    push.release(velocity: 1e300)
    let handed = try #require(push.velocities?.arriving?.translation.x)
    #expect(isClose(handed, -Self.width * 20, relative: 1e-6))
    clock.advance(by: 10)
    for frame in context.frames {
      #expect(frame.arriving.map { $0.translation.x.isFinite && $0.isValid } ?? true)
    }
  }

  @Test func aContainerTooSmallToAnimateCompletesAtOnce() throws {
    let push = try animator()
    let context = SimulatedTransitionContext(size: Size2D(width: 0, height: 844))
    push.start(in: context)
    #expect(context.completions == [true])
    #expect(context.frames.isEmpty)
    let interactive = SimulatedTransitionContext(
      size: Size2D(width: .infinity, height: 1), interactive: true)
    try animator().start(in: interactive)
    #expect(interactive.finished == 1 && interactive.completions == [true])
  }
}
