import Choreo
import ChoreoRender

// The tab-bar blog post before and after. Left, a model of the post's shortest slide
// (written down here, not run): for a switch from tab a to tab b it overlaps two calls,
//   UIView.animate(withDuration: 0.5) { fromView.x = ±width; toView.x = 0 }
//   UIView.transition(from: fromView, to: toView, duration: 0.5, .transitionCrossDissolve)
// with toView starting at ±width (+ when b > a). So the old page slides toward the side
// the new one comes from while both fade: translucent pages over the container, the old
// one gone before the new one has arrived ("the previous view disappears first", the post
// says). Both calls use UIKit's default ease-in-out. Right, Choreo's TabSwitcher `.slide`:
// the old page leaves the other way, both opaque, retargetable mid-flight.
//
// Under Reduce Motion only the right half changes (its switcher cross-dissolves): the left
// half is the post's code, which has no Reduce Motion, so it plays as the post's code does.

/// Where the blog post's overlapped slide and dissolve put the two pages of one switch.
struct HandRolledTabSlide: Sendable {
  /// The tab shown before the switch, the tab tapped, and when.
  var from: Int
  var to: Int
  var start: Double
  /// The page width.
  var width: Double

  /// UIKit's default curve for both calls: cubic-bezier(0.42, 0, 0.58, 1).
  static let easeInOut = TimingCurve.easeInOut

  /// The (x offset, opacity) of the old and of the new page at `time`; the old page is
  /// nil once the transition has removed it.
  func pages(at time: Double) -> (
    old: (x: Double, opacity: Double)?, new: (x: Double, opacity: Double)
  ) {
    let side = to > from ? 1.0 : -1.0
    let progress = min(max((time - start) / 0.5, 0), 1)
    let p = Self.easeInOut.value(at: progress)
    let new = (x: side * width * (1 - p), opacity: p)
    guard progress < 1 else { return (nil, (0, 1)) }
    return ((x: side * width * p, opacity: 1 - p), new)
  }
}

extension Demo {
  /// The blog post's overlapped slide and cross-dissolve beside Choreo's slide.
  package static let tabSlideBeforeAfter: Demo = {
    let choreo = TabDemoScene(
      transition: .slide, script: HandRolledTabSlide.taps.map { ($0.time, .tap($0.tab)) })
    let reduced = choreo.underReducedMotion
    return Demo(
      name: "tab-slide-before-after",
      summary: "Before: the blog post overlaps a slide and a cross-dissolve, so the old page fades "
        + "out sliding the wrong way. After: Choreo's slide, opaque pages, the right way.",
      size: HandRolledTabSlide.canvas, duration: 2.3, stillTime: 0.45,
      sheetTimes: [0.3, 0.4, 0.5, 0.6, 0.7, 0.85, 1.4, 1.55, 1.8],
      scene: { time in HandRolledTabSlide.beside(choreo, at: time) },
      reducedMotionScene: { HandRolledTabSlide.beside(reduced, at: $0) })
  }()
}

extension HandRolledTabSlide {
  /// The demo's taps: (time, tab).
  static let taps: [(time: Double, tab: Int)] = [(0.3, 2), (1.3, 1)]
  static let gap = 16.0
  /// The canvas: two phones side by side under their captions.
  static let canvas = Size2D(
    width: 2 * TabDemoScene.size.width + gap, height: TabDemoScene.size.height + 28)

  /// The blog post's switch (left) beside `choreo`'s (right) at `time`.
  static func beside(_ choreo: TabDemoScene, at time: Double) -> RenderLayer {
    let phone = TabDemoScene.size
    let size = canvas
    // Before: the last switch that has started, as the post's two calls play it.
    var shown = 0
    var switchStart: (Double, Int, Int)?
    for tap in taps where tap.time <= time {
      switchStart = (tap.time, shown, tap.tab)
      shown = tap.tab
    }
    var container = RenderLayer(frame: Rect2D(origin: .zero, size: TabDemoScene.pageSize))
    container.masksToBounds = true
    container.backgroundColor = RGBA(hex: 0x3A3A3C)
    if let (start, from, to) = switchStart {
      let model = HandRolledTabSlide(
        from: from, to: to, start: start, width: TabDemoScene.pageSize.width)
      let pages = model.pages(at: time)
      if let old = pages.old {
        container.sublayers.append(
          TabDemoScene.page(
            from, VisualState(opacity: old.opacity, translation: Point2D(x: old.x, y: 0))))
      }
      container.sublayers.append(
        TabDemoScene.page(
          to,
          VisualState(opacity: pages.new.opacity, translation: Point2D(x: pages.new.x, y: 0))))
    } else {
      container.sublayers.append(TabDemoScene.page(0, .identity))
    }
    var before = RenderLayer(frame: Rect2D(x: 0, y: 28, width: phone.width, height: phone.height))
    before.sublayers = [container] + choreo.tabBar(selected: shown, time: time)
    var after = RenderLayer(
      frame: Rect2D(x: phone.width + gap, y: 28, width: phone.width, height: phone.height))
    after.sublayers = [choreo.scene(at: time)]
    return .group(
      size: size,
      [
        label(
          "before: the post's slide", at: Point2D(x: 4, y: 18), size: 11, color: Palette.red),
        label(
          "after: Choreo's slide", at: Point2D(x: phone.width + gap + 4, y: 18), size: 11,
          color: Palette.green),
        before, after,
      ])
  }
}
