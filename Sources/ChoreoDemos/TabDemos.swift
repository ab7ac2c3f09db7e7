import Choreo
import ChoreoRender

// The tab-bar blog post's transitions, played by the TabSwitcher. Each demo is a script of taps
// on a five-tab bar; see TabDemoScene for the screen. Each has a Reduce Motion form: the
// same script on a switcher given the reduced policy (tab-curl's curl included).

extension Demo {
  private static func tabDemo(
    _ name: String, _ summary: String, duration: Double, stillTime: Double,
    _ scene: TabDemoScene
  ) -> Demo {
    let reduced = scene.underReducedMotion
    return Demo(
      name: name, summary: summary, size: TabDemoScene.size, duration: duration,
      stillTime: stillTime, scene: { time in scene.scene(at: time) },
      reducedMotionScene: { reduced.scene(at: $0) })
  }

  /// Five tabs sliding by index; a quick tap on a third tab lands mid-slide.
  package static let tabSlide = tabDemo(
    "tab-slide",
    "Five tabs slide left or right by index; a tap on a third tab mid-slide bends the motion.",
    duration: 3.6, stillTime: 0.5,
    TabDemoScene(
      transition: .slide,
      script: [
        (0.3, .tap(2)), (1.2, .tap(1)),
        // Quick taps: 3, and 4 while 3 is still sliding in.
        (2.0, .tap(3)), (2.2, .tap(4)),
      ]))

  /// The slide in a right-to-left layout: direction mirrors, so higher tabs come from the
  /// left.
  package static let tabSlideRTL = tabDemo(
    "tab-slide-rtl",
    "The slide in a right-to-left layout: the bar reads right to left and directions mirror.",
    duration: 2.4, stillTime: 0.5,
    TabDemoScene(
      transition: .slide, layout: .rightToLeft,
      script: [(0.3, .tap(2)), (1.3, .tap(1))]))

  /// A cross-dissolve between tabs (UIView.transition's `.transitionCrossDissolve`).
  package static let tabDissolve = tabDemo(
    "tab-dissolve",
    "Cross-dissolve between tabs, interrupted once mid-fade.",
    duration: 2.6, stillTime: 0.5,
    TabDemoScene(
      transition: .opacity, script: [(0.3, .tap(1)), (1.2, .tap(3)), (1.45, .tap(0))]))

  /// A flip from the left (UIView.transition's `.transitionFlipFromLeft`).
  package static let tabFlip = tabDemo(
    "tab-flip",
    "Flip from the left: the page turns over in 3-D and the next page is on its back.",
    duration: 2.4, stillTime: 0.62,
    TabDemoScene(
      transition: .flip(from: .left), motion: .easeInOut(duration: 0.7),
      script: [(0.3, .tap(1)), (1.4, .tap(2))]))

  /// A page curl up (UIView.transition's `.transitionCurlUp`).
  package static let tabCurl = tabDemo(
    "tab-curl",
    "Curl up: the page rolls up from its bottom edge and uncovers the next.",
    duration: 2.6, stillTime: 0.62,
    TabDemoScene(
      transition: .curl(.up), motion: .easeInOut(duration: 0.8),
      script: [(0.3, .tap(1)), (1.5, .tap(4))]))

  /// The tab-bar post's spin: the new page turns by 2π/3 and grows from 0.1 to full size in 0.5 s
  /// while the pages dissolve over 0.8 s (each part keeps its own motion).
  package static let tabSpin = tabDemo(
    "tab-spin",
    "A spin: the new page turns 120 degrees and grows from 0.1 while dissolving.",
    duration: 2.6, stillTime: 0.55,
    TabDemoScene(
      transition: .asymmetric(
        insertion: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
          .motion(.easeInOut(duration: 0.5))
          .combined(with: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
        removal: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
      script: [(0.3, .tap(1)), (1.4, .tap(2))]))

  /// An interactive swipe that is cancelled, then one that finishes with a flick.
  package static let tabSwipe = tabDemo(
    "tab-swipe",
    "Interactive swipes: one let go early springs back, one flicked carries on to the next tab.",
    duration: 3.4, stillTime: 0.9,
    TabDemoScene(
      transition: .slide,
      script: [
        (0.3, .begin(toward: 1)), (0.4, .drag(0.1)), (0.5, .drag(0.22)), (0.6, .drag(0.32)),
        (0.7, .drag(0.38)), (0.8, .cancel(velocity: -0.6)),
        (1.7, .begin(toward: 1)), (1.8, .drag(0.15)), (1.9, .drag(0.35)), (2.0, .drag(0.55)),
        (2.05, .finish(velocity: 3)),
      ]))
}
