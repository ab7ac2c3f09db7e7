import Choreo
import ChoreoRender

// The pop menu anchored in screen corners, fitted inside the safe bounds (the top request
// on Ramotion/circle-menu, #12). Bottom right, the pop-button post's fan, which would poke out on the
// right, is turned to open up and to the left; top left, a full ring of five cannot fit and
// is narrowed to the quarter that points into the screen. The captions say how each layout
// was changed; the unfitted positions are not drawn (off screen, they crossed the title
// and were cut at the edge).
//
// Under Reduce Motion both menus are given the reduced policy and fade their items in
// place, on the same fitted layouts and taps.

extension Demo {
  /// Two pop menus in screen corners, their layouts fitted inside the safe bounds.
  package static let popMenuCorner = Demo(
    name: "pop-menu-corner",
    summary:
      "The pop menu in screen corners: layouts turned and narrowed by fitting(in:) to stay "
      + "inside the safe bounds.",
    size: CornerMenus.size, duration: 3.4, stillTime: 0.5,
    scene: { time in CornerMenus.demo.layers(at: time) },
    reducedMotionScene: { CornerMenus.reducedDemo.layers(at: $0) })
}

/// The two corner menus and their scripts.
struct CornerMenus: Sendable {
  /// The demo's safe bounds.
  static let safe = Rect2D(x: 12, y: 60, width: 366, height: 348)
  /// The demo's canvas.
  static let size = Size2D(width: 390, height: 420)
  /// The demo's two menus, made on its first frame (a static is made on first use).
  static let demo = CornerMenus(safe: safe)
  /// The two menus under Reduce Motion.
  static let reducedDemo = CornerMenus(safe: safe, reducedMotion: .reduced)

  var fanScript: CommandScript<PopMenu<PopMenuDrawing.Icon>>
  var ringScript: CommandScript<PopMenu<Int>>
  let ringIcons: [PopMenuDrawing.Icon] = [.trash, .plus, .eraser, .plus, .trash]
  var fanCaption: String
  var ringCaption: String

  /// The menus fitted inside `safe`, playing their taps under `reducedMotion`.
  init(safe: Rect2D, reducedMotion: ReducedMotionPolicy = .full) {
    var configuration = PopMenuConfiguration()
    configuration.backdropOpacity = nil
    let icons = PopMenuDrawing.Icon.allCases
    // Bottom right: the pop-button post's fan, which would poke out on the right.
    let fanCenter = Point2D(x: 346, y: 368)
    let postFan = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
    // The constants of this file fit; a failure is a programmer error.
    let fanLayout = valid { try postFan.fitting(in: safe, center: fanCenter, count: 3) }
    let fan = valid {
      try PopMenu(
        items: icons.map { PopMenuItem(id: $0, accessibilityLabel: $0.label) }, layout: fanLayout,
        center: fanCenter, configuration: configuration, reducedMotion: reducedMotion)
    }
    let turn = (fanLayout.startAngle - postFan.startAngle) * 180 / .pi
    fanCaption = "fan turned \(Int(turn.rounded())) deg to fit"
    // Top left: a full ring of five around a button in the corner.
    let ringCenter = Point2D(x: 44, y: 92)
    let fullRing = RadialLayout(radius: 84, startAngle: 0, spread: .fullCircle, itemSize: 36)
    let ringLayout = valid { try fullRing.fitting(in: safe, center: ringCenter, count: 5) }
    var ringConfiguration = configuration
    ringConfiguration.staggerOrder = .centerOut
    let ringItems = ringIcons.enumerated().map {
      PopMenuItem(id: $0.offset, accessibilityLabel: "\($0.element.label) \($0.offset)")
    }
    let ring = valid {
      try PopMenu(
        items: ringItems, layout: ringLayout, center: ringCenter, configuration: ringConfiguration,
        reducedMotion: reducedMotion)
    }
    let step = ringLayout.step(count: 5) * 180 / .pi
    ringCaption =
      "ring of 5 narrowed to \(Int(step.rounded())) deg steps, radius \(Int(ringLayout.radius))"
    // The script: both open, the fan's first item is picked, the ring closed by its button.
    fanScript = CommandScript(fan)
    fanScript.add(at: 0.3) { menu, time in try menu.open(at: time) }
    let pick = fanCenter + fanLayout.offsets(count: 3)[0]
    fanScript.add(at: 2.3) { menu, time in _ = try menu.tap(at: pick, time: time) }
    ringScript = CommandScript(ring)
    ringScript.add(at: 0.5) { menu, time in try menu.open(at: time) }
    ringScript.add(at: 2.5) { menu, time in _ = try menu.tap(at: ringCenter, time: time) }
  }

  /// The demo's frame at `time`.
  func layers(at time: Double) -> RenderLayer {
    let size = Self.size
    let safe = Self.safe
    var layers: [RenderLayer] = [
      label(
        "Pop menu fitted in corners", at: Point2D(x: 16, y: 26), size: 13, color: Palette.ink),
      .drawing(.rect(safe), stroke: Palette.hairline, lineWidth: 1),
      label("safe bounds", at: Point2D(x: 18, y: 400), size: 9, color: Palette.secondaryInk),
    ]
    layers.append(
      label(
        fanCaption, at: Point2D(x: 372, y: 250), size: 10, color: Palette.blue,
        alignment: .trailing))
    layers.append(label(ringCaption, at: Point2D(x: 20, y: 210), size: 10, color: Palette.blue))
    let fan = valid { try fanScript.model(at: time) }
    let ring = valid { try ringScript.model(at: time) }
    layers += PopMenuDrawing.menuLayers(fan, size: size, time: time)
    layers += PopMenuDrawing.menuLayers(ring, size: size, time: time) { ringIcons[$0] }
    return .group(size: size, layers)
  }
}
