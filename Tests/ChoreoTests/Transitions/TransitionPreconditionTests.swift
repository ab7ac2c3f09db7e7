import Choreo
import Testing

// The error policy: literal factories trap on a bad value; their validated counterparts
// take the same parameters, throw instead, and make the same transition when valid.
@Suite struct TransitionPreconditionTests {
  @Test func validatedCounterpartsMakeTheSameTransitions() throws {
    let anchor = Point2D(x: 0, y: 1)
    #expect(try SceneTransition.validatedScale(0.5, anchor: anchor) == .scale(0.5, anchor: anchor))
    #expect(
      try SceneTransition.validatedRotation(1, anchor: anchor) == .rotation(1, anchor: anchor))
    #expect(try SceneTransition.validatedOffset(x: 3, y: -4) == .offset(x: 3, y: -4))
    let active = VisualState(opacity: 0, rotation: 2)
    #expect(
      try SceneTransition.validatedModifier(active: active, identity: .identity)
        == .modifier(active: active, identity: .identity))
  }

  #if compiler(>=6.2)
    @Test func literalFactoriesTrapOnBadValues() async {
      await #expect(processExitsWith: .failure) { _ = SceneTransition.scale(.nan) }
      await #expect(processExitsWith: .failure) {
        _ = SceneTransition.scale(1, anchor: Point2D(x: 0, y: .infinity))
      }
      await #expect(processExitsWith: .failure) { _ = SceneTransition.rotation(.infinity) }
      await #expect(processExitsWith: .failure) { _ = SceneTransition.offset(y: .nan) }
      await #expect(processExitsWith: .failure) {
        _ = SceneTransition.modifier(active: VisualState(opacity: 2), identity: .identity)
      }
      await #expect(processExitsWith: .failure) {
        _ = SceneTransition.modifier(active: .identity, identity: VisualState(perspective: -1))
      }
    }
  #endif
}
