import ChoreoTestSupport
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
}
