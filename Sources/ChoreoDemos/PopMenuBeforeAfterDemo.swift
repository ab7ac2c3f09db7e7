import Choreo
import ChoreoRender

// The pop-button blog post before and after. Left, a model of the post's own code (written
// down here, not run): `UIView.animate(withDuration: 0.5, options: .curveEaseInOut)` to a scale of 1.1,
// whose completion sets `.identity`; the author's first try set `bounds.size` to zero,
// which did not apply, so the buttons show at full size at once, swell to 1.1 and snap back
// to 1 when the animation completes. Closing is `UIView.animate(withDuration: 0.3)` to 0.1
// and `removeFromSuperview()` in the completion: the buttons shrink and then vanish. The
// layout is the post's: 38-point buttons 72 points from the centre, 45° apart.
// Right, Choreo's `PopMenu` on the same layout and taps: one spring from 0 whose 10%
// overshoot is the post's 1.1, and a close that removes each button at 0.1 while it moves.
// Under Reduce Motion only the right half changes (the menu, given the reduced policy,
// fades its items in place): the left half is the post's code, which has no Reduce Motion.

/// The blog post's open and close, as its `UIView.animate` calls play them (see above).
struct HandRolledPopMenu: Sendable {
  /// When the + button was tapped open and tapped closed.
  var openTime: Double
  var closeTime: Double

  /// UIKit's `.curveEaseInOut`: cubic-bezier(0.42, 0, 0.58, 1), CSS's `ease-in-out`.
  static let easeInOut = TimingCurve.easeInOut

  /// A button's scale at `time`, or nil while it is not on screen.
  func scale(at time: Double) -> Double? {
    if time < openTime { return nil }
    if time < closeTime {
      // From the unchanged identity to 1.1 over 0.5 s, then `.identity` at completion.
      let progress = (time - openTime) / 0.5
      return progress < 1 ? 1 + 0.1 * Self.easeInOut.value(at: progress) : 1
    }
    // From where it is (1) to 0.1 over 0.3 s, then removed.
    let progress = (time - closeTime) / 0.3
    return progress < 1 ? 1 - 0.9 * Self.easeInOut.value(at: progress) : nil
  }
}

extension Demo {
  /// The blog post's pop buttons as its code plays them, beside Choreo's pop menu.
  package static let popMenuBeforeAfter: Demo = {
    let panel = Size2D(width: 320, height: 300)
    let size = Size2D(width: 2 * panel.width, height: panel.height)
    let (openTime, closeTime) = (0.3, 1.6)
    let before = HandRolledPopMenu(openTime: openTime, closeTime: closeTime)
    let barTop = panel.height - 84
    let center = Point2D(x: panel.width / 2, y: barTop + 6)
    let layout = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
    var configuration = PopMenuConfiguration()
    configuration.backdropOpacity = nil  // the post dims nothing
    // The same taps on Choreo's menu, with full motion or under Reduce Motion.
    func script(_ policy: ReducedMotionPolicy) -> CommandScript<PopMenu<PopMenuDrawing.Icon>> {
      let menu = valid {
        try PopMenu(
          items: PopMenuDrawing.Icon.allCases.map {
            PopMenuItem(id: $0, accessibilityLabel: $0.label)
          },
          layout: layout, center: center, configuration: configuration, reducedMotion: policy)
      }
      var taps = CommandScript(menu)
      taps.add(at: openTime) { menu, time in _ = try menu.toggle(at: time) }
      taps.add(at: closeTime) { menu, time in _ = try menu.toggle(at: time) }
      return taps
    }
    let offsets = layout.offsets(count: PopMenuDrawing.Icon.allCases.count)
    let scene = {
      @Sendable (time: Double, script: CommandScript<PopMenu<PopMenuDrawing.Icon>>) -> RenderLayer
      in
      // Before: the post's buttons on the post's layout.
      var left: [RenderLayer] = [
        label(
          "before: the post's UIView.animate", at: Point2D(x: 12, y: 24), size: 12,
          color: Palette.red)
      ]
      left.append(PopMenuDrawing.tabBar(size: panel, top: barTop))
      left.append(PopMenuDrawing.centerButton(at: center, rotation: 0))
      if let scale = before.scale(at: time) {
        let side = layout.itemSize
        for (index, offset) in offsets.enumerated() {
          let frame = Rect2D(
            x: center.x + offset.x - side / 2, y: center.y + offset.y - side / 2, width: side,
            height: side)
          var item = RenderLayer(
            placement: VisualState(scale: Size2D(width: scale, height: scale)).placement(
              in: frame))
          item.backgroundColor = PopMenuDrawing.itemColor
          item.cornerRadius = side / 2
          item.sublayers = [
            .drawing(
              PopMenuDrawing.Icon.allCases[index].path(side: side), stroke: .white,
              lineWidth: 2)
          ]
          left.append(item)
        }
      }
      // After: Choreo's pop menu, the same taps.
      var right: [RenderLayer] = [
        label(
          "after: Choreo's PopMenu", at: Point2D(x: 12, y: 24), size: 12,
          color: Palette.green)
      ]
      right.append(PopMenuDrawing.tabBar(size: panel, top: barTop))
      let state = valid { try script.model(at: time) }
      right += PopMenuDrawing.menuLayers(state, size: panel, time: time)
      var rightPanel = RenderLayer(
        frame: Rect2D(x: panel.width, y: 0, width: panel.width, height: panel.height))
      rightPanel.sublayers = right
      let divider = RenderLayer.box(
        Rect2D(x: panel.width - 0.5, y: 0, width: 1, height: panel.height),
        color: Palette.hairline)
      return .group(size: size, [.group(size: panel, left), rightPanel, divider])
    }
    let (full, reduced) = (script(.full), script(.reduced))
    return Demo(
      name: "pop-menu-before-after",
      summary:
        "Before: the blog post's UIView.animate shows the buttons at full size, swells them to "
        + "1.1 and snaps back, and they vanish at 0.1. After: Choreo's one spring from 0.",
      size: size, duration: 2.4, stillTime: 0.45,
      sheetTimes: [0.3, 0.35, 0.45, 0.6, 0.8, 1.0, 1.7, 1.8, 1.95],
      scene: { time in scene(time, full) },
      reducedMotionScene: { scene($0, reduced) })
  }()
}
