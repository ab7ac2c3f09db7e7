import Choreo
import ChoreoTestSupport
import Testing

@Suite struct VisualStateTests {
  let sample = VisualState(
    opacity: 0.4, translation: Point2D(x: 10, y: -20), scale: Size2D(width: 0.5, height: 2),
    rotation: 1, rotationX: 0.2, rotationY: -0.3, perspective: 400,
    anchor: Point2D(x: 0, y: 1), zIndex: 2)

  @Test func identityChangesNothing() {
    #expect(sample.combined(with: .identity) == sample)
    #expect(VisualState.identity.combined(with: sample) == sample)
    #expect(VisualState.identity.isValid)
    #expect(VisualState.identity.description == "VisualState(identity)")
  }

  @Test func compositionMultipliesAndAdds() {
    let other = VisualState(
      opacity: 0.5, translation: Point2D(x: 1, y: 1), scale: Size2D(width: 2, height: 0.5),
      rotation: 0.5)
    let both = sample.combined(with: other)
    #expect(both.opacity == 0.2)
    #expect(both.translation == Point2D(x: 11, y: -19))
    #expect(both.scale == Size2D(width: 1, height: 1))
    #expect(both.rotation == 1.5)
    #expect(both.perspective == 400)
    #expect(both.anchor == Point2D(x: 0, y: 1))
  }

  @Test func interpolationIsExactAtTheEndsAndLinearBetween() {
    #expect(sample.interpolated(to: .identity, fraction: 0) == sample)
    #expect(sample.interpolated(to: .identity, fraction: 1) == .identity)
    let mid = VisualState.identity.interpolated(to: sample, fraction: 0.5)
    #expect(isClose(mid.opacity, 0.7, absolute: 1e-15))
    #expect(mid.translation == Point2D(x: 5, y: -10))
    #expect(mid.rotation == 0.5)
    // The perspective blends through its reciprocal: 1/800 is halfway from 0 to 1/400.
    #expect(isClose(mid.perspective, 800, relative: 1e-15))
    #expect(mid.zIndex == 1)
  }

  @Test func validity() {
    #expect(sample.isValid)
    #expect(!VisualState(opacity: 1.5).isValid)
    #expect(!VisualState(rotation: .nan).isValid)
    #expect(!VisualState(perspective: 0).isValid)
  }
}
