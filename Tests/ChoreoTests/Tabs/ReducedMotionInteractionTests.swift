import Choreo
import Testing

/// Under Reduce Motion a switch cross-fades in place; a finger that catches one in flight
/// takes the fade over where it is, rather than jumping the pages to the transition's
/// positions (a swipe still follows the finger with the transition: ReducedMotionDemoTests).
@Suite struct ReducedMotionInteractionTests {
  let size = Size2D(width: 400, height: 800)

  /// A finger catches a reduced switch mid-fade: the pages are where they were (no jump to
  /// the slide's positions), and the finger then moves the fade, not the pages.
  @Test func aCaughtReducedSwitchTakesTheFadeOverWhereItIs() throws {
    let context = try SceneTransitionContext(containerSize: size)
    var tabs = try TabSwitcher(
      tabCount: 3, transition: .slide, context: context, reducedMotion: .reduced)
    try tabs.select(1, at: 0)
    let before = tabs.state(at: 0.05).pages
    let caught = try tabs.catchInteractive(at: 0.05)
    let after = tabs.state(at: 0.05).pages
    #expect(caught.fraction > 0 && caught.fraction < 1)
    for page in after {
      let was = try #require(before.first { $0.index == page.index })
      #expect(abs(page.appearance.opacity - was.appearance.opacity) < 1e-9)
      #expect(page.appearance.translation == was.appearance.translation)
    }
    try tabs.updateInteractive(fraction: 0.9, at: 0.1)
    for page in tabs.state(at: 0.1).pages {
      #expect(page.appearance.translation == Point2D(x: 0, y: 0))
    }
  }
}
