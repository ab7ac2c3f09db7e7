import Choreo
import ChoreoTestSupport
import Testing

/// The phase reading that SwiftUI's transition player uses.
@Suite struct SceneTransitionPhaseTests {
  let context: SceneTransitionContext

  init() throws {
    context = try SceneTransitionContext(containerSize: Size2D(width: 200, height: 100))
  }

  /// −1 is the insertion's active state, 0 rest, +1 the removal's active state, and the
  /// numbers between are the transition's own progress.
  @Test func phaseReadsInsertionThenRemoval() {
    let move = SceneTransition.move(edge: .leading)
    #expect(
      move.appearance(atPhase: -1, in: context) == move.activeState(for: .insertion, in: context))
    #expect(move.appearance(atPhase: 0, in: context) == .identity)
    #expect(
      move.appearance(atPhase: 1, in: context) == move.activeState(for: .removal, in: context))
    let quarter = move.appearance(atPhase: -0.25, in: context)
    #expect(quarter == move.appearance(for: .insertion, progress: 0.75, in: context))
    #expect(isClose(quarter.translation.x, -50))
    #expect(move.appearance(atPhase: 3, in: context) == move.appearance(atPhase: 1, in: context))
    #expect(move.appearance(atPhase: .nan, in: context) == .identity)
  }

  /// SwiftUI shows a view at rest with its insertion's identity: the SwiftUI tutorial's modifier pair.
  @Test func restUsesTheInsertionIdentity() {
    let rotating = SceneTransition.modifier(
      active: VisualState(opacity: 0, rotation: 1), identity: VisualState(rotation: 0.5))
    let sides = SceneTransition.asymmetric(insertion: rotating, removal: .opacity)
    #expect(sides.appearance(atPhase: 0, in: context) == VisualState(rotation: 0.5))
  }

  @Test func systemReduceMotionMapsToReduced() {
    #expect(ReducedMotionPolicy(systemReduceMotion: true) == .reduced)
    #expect(ReducedMotionPolicy(systemReduceMotion: false) == .full)
  }
}
