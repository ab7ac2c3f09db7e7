import Choreo
import ChoreoRender

// The pop-button blog post's menu: a tab bar whose center + button pops three round buttons
// (trash, plus, eraser) onto a 72-point circle, 45° apart above the button. The script
// exercises the state machine through real taps on the menu's own hit testing:
//   0.30 s  tap +              → opens, items staggered left to right, + turns into ×
//   0.58 s  tap × (mid-flight) → reverses from where the items are, with their momentum
//   0.82 s  tap + (mid-flight) → reverses again, springs out to rest
//   2.30 s  tap the trash item → selected; the menu closes right to left, shrinking to 0.1
// Every frame is a pure function of time: the menu keeps its whole history.
//
// Under Reduce Motion the same taps go to a menu given the reduced policy, which fades its
// items in place; each tap's caption says what the tap found (mid-flight or at rest).

extension Demo {
  /// The blog post's tab bar with its center + button and the three-item pop menu.
  package static let popMenu = Demo(
    name: "pop-menu",
    summary:
      "A tab bar's + button pops trash, plus and eraser onto a circle; toggled "
      + "mid-flight, then Trash is picked.",
    size: PopMenuScript.tabBarSize, duration: 3.4, stillTime: 0.5,
    scene: { time in PopMenuScript.tabBarScript.layers(at: time) },
    reducedMotionScene: { PopMenuScript.reducedTabBarScript.layers(at: $0) })
}

/// A menu with its scripted taps: each frame replays the taps up to its time.
struct PopMenuScript: Sendable {
  /// The pop-menu demo's canvas.
  static let tabBarSize = Size2D(width: 390, height: 360)
  /// The pop-menu demo's script, made on its first frame (a static is made on first use).
  static let tabBarScript = tabBar(size: tabBarSize)
  /// The same taps on a menu under Reduce Motion.
  static let reducedTabBarScript = tabBar(size: tabBarSize, reducedMotion: .reduced)

  var script: CommandScript<PopMenu<PopMenuDrawing.Icon>>
  var taps: [(time: Double, point: Point2D, caption: String)]
  var tabBarTop: Double

  /// The menu with the taps up to `time` given.
  func menu(at time: Double) -> PopMenu<PopMenuDrawing.Icon> {
    valid { try script.model(at: time) }
  }

  /// The pop-menu demo's frame at `time`.
  func layers(at time: Double) -> RenderLayer {
    let size = Self.tabBarSize
    var layers: [RenderLayer] = [
      label("Choreo pop menu", at: Point2D(x: 16, y: 26), size: 13, color: Palette.ink)
    ]
    layers += PopMenuDrawing.contentRows(width: size.width, top: 44, bottom: 240)
    layers.append(PopMenuDrawing.tabBar(size: size, top: tabBarTop))
    layers += PopMenuDrawing.menuLayers(menu(at: time), size: size, time: time)
    layers += annotations(at: time)
    return .group(size: size, layers)
  }

  /// The blog post's setup: center button on the tab bar's top edge, its layout; the
  /// menu plays its taps under `reducedMotion`.
  static func tabBar(size: Size2D, reducedMotion: ReducedMotionPolicy = .full) -> PopMenuScript {
    let tabBarTop = size.height - 84
    let center = Point2D(x: size.width / 2, y: tabBarTop + 6)
    // The constants of this file are valid; a failure is a programmer error.
    var menu = valid {
      try PopMenu(
        items: PopMenuDrawing.Icon.allCases.map {
          PopMenuItem(id: $0, accessibilityLabel: $0.label)
        },
        layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
        center: center, reducedMotion: reducedMotion)
    }
    let trash = center + menu.offsets[0]
    var taps: [(Double, Point2D, String)] = [
      (0.30, center, ""), (0.58, center, ""), (0.82, center, ""), (2.30, trash, ""),
    ]
    var script = CommandScript(menu)
    for (index, tap) in taps.enumerated() {
      // Captioned by what the tap finds: the quick taps land mid-flight with full motion,
      // on a menu at rest once the reduced fades are over.
      let found = menu.phase(at: tap.0)
      let result = valid { try menu.tap(at: tap.1, time: tap.0) }
      switch (result, found) {
      case (.selected(let item), _): taps[index].2 = "tap \(item.id.label): selected"
      case (_, .closed): taps[index].2 = "tap +: open"
      case (_, .open): taps[index].2 = "tap ×: close"
      case (_, .opening): taps[index].2 = "tap again mid-flight: reverse"
      case (_, .closing): taps[index].2 = "and again: reopen with momentum"
      }
      script.add(at: tap.0) { menu, time in _ = try menu.tap(at: tap.1, time: time) }
    }
    return PopMenuScript(script: script, taps: taps, tabBarTop: tabBarTop)
  }

  /// The tap marks (a ripple spreading out from where the finger landed, outside the
  /// 56-point button so that it does not read as part of it) and the caption of the step.
  func annotations(at time: Double) -> [RenderLayer] {
    var layers: [RenderLayer] = []
    if let tap = taps.last(where: { $0.time <= time }) {
      let age = time - tap.time
      if age < 0.3 {
        var ripple = RenderLayer.drawing(
          .circle(center: tap.point, radius: 32 + 70 * age), stroke: Palette.blue, lineWidth: 3)
        ripple.opacity = 0.8 * (1 - age / 0.3)
        layers.append(ripple)
      }
      layers.append(label(tap.caption, at: Point2D(x: 16, y: 48), size: 11, color: Palette.blue))
    }
    let phase = "\(menu(at: time).phase(at: time))"
    layers.append(
      label(
        "phase: \(phase)", at: Point2D(x: 374, y: 26), size: 11, color: Palette.secondaryInk,
        alignment: .trailing))
    return layers
  }
}

/// Layers shared by the pop-menu demos.
enum PopMenuDrawing {
  /// The blog post's three actions, each with a vector icon.
  enum Icon: String, CaseIterable, Hashable, Sendable {
    case trash, plus, eraser

    var label: String {
      switch self {
      case .trash: "Trash"
      case .plus: "Add"
      case .eraser: "Edit"
      }
    }

    /// The icon in a 38-point box, as white strokes.
    func path(side: Double) -> VectorPath {
      let c = side / 2
      var path = VectorPath()
      switch self {
      case .trash:
        path.move(to: Point2D(x: c - 8, y: c - 6))
        path.addLine(to: Point2D(x: c + 8, y: c - 6))  // lid
        path.move(to: Point2D(x: c - 3, y: c - 6))
        path.addLine(to: Point2D(x: c - 3, y: c - 8.5))
        path.addLine(to: Point2D(x: c + 3, y: c - 8.5))
        path.addLine(to: Point2D(x: c + 3, y: c - 6))  // handle
        path.move(to: Point2D(x: c - 6, y: c - 3.5))
        path.addLine(to: Point2D(x: c - 5, y: c + 8))
        path.addLine(to: Point2D(x: c + 5, y: c + 8))
        path.addLine(to: Point2D(x: c + 6, y: c - 3.5))  // can
        path.move(to: Point2D(x: c - 2, y: c - 1))
        path.addLine(to: Point2D(x: c - 2, y: c + 5))
        path.move(to: Point2D(x: c + 2, y: c - 1))
        path.addLine(to: Point2D(x: c + 2, y: c + 5))
      case .plus:
        path.move(to: Point2D(x: c - 7, y: c))
        path.addLine(to: Point2D(x: c + 7, y: c))
        path.move(to: Point2D(x: c, y: c - 7))
        path.addLine(to: Point2D(x: c, y: c + 7))
      case .eraser:
        // A block tilted 45°, its rubber end split off, resting on a line.
        let corners = [(-9.0, -2.5), (3.0, -2.5), (3.0, 5.5), (-9.0, 5.5)]
        let turn = Transform2D(rotationAngle: -Double.pi / 4)
        let pts = corners.map { turn.apply(to: Point2D(x: $0.0 + 3, y: $0.1 - 2)) }
        path.move(to: Point2D(x: c + pts[0].x, y: c + pts[0].y))
        for p in pts.dropFirst() { path.addLine(to: Point2D(x: c + p.x, y: c + p.y)) }
        path.close()
        let a = turn.apply(to: Point2D(x: 0, y: -4.5))
        let b = turn.apply(to: Point2D(x: 0, y: 3.5))
        path.move(to: Point2D(x: c + a.x, y: c + a.y))
        path.addLine(to: Point2D(x: c + b.x, y: c + b.y))
        path.move(to: Point2D(x: c - 8, y: c + 9))
        path.addLine(to: Point2D(x: c + 9, y: c + 9))
      }
      return path
    }
  }

  static let itemColor = Palette.blue
  static let centerColor = Palette.orange

  /// Placeholder content rows, so the backdrop has something to dim.
  static func contentRows(width: Double, top: Double, bottom: Double) -> [RenderLayer] {
    var layers: [RenderLayer] = []
    var y = top + 16
    while y + 44 <= bottom {
      layers.append(
        .box(Rect2D(x: 16, y: y, width: 44, height: 44), color: Palette.fill, cornerRadius: 10))
      layers.append(
        .box(
          Rect2D(x: 72, y: y + 8, width: width - 140, height: 10), color: Palette.hairline,
          cornerRadius: 5))
      layers.append(
        .box(
          Rect2D(x: 72, y: y + 26, width: width - 200, height: 8), color: Palette.fill,
          cornerRadius: 4))
      y += 60
    }
    return layers
  }

  /// A tab bar along the bottom with four tab glyphs (the center slot left for the button).
  static func tabBar(size: Size2D, top: Double) -> RenderLayer {
    var bar = RenderLayer.box(
      Rect2D(x: 0, y: top, width: size.width, height: size.height - top), color: .white)
    bar.sublayers = [
      .box(Rect2D(x: 0, y: 0, width: size.width, height: 1), color: Palette.hairline)
    ]
    let slots = [0.1, 0.3, 0.7, 0.9]
    for (index, slot) in slots.enumerated() {
      let x = size.width * slot
      let color = index == 0 ? Palette.blue : Palette.secondaryInk
      bar.sublayers.append(.dot(at: Point2D(x: x, y: 26), radius: 9, color: color))
      bar.sublayers.append(
        label(
          ["Home", "Search", "Inbox", "Profile"][index], at: Point2D(x: x, y: 54), size: 9,
          color: color, alignment: .center))
    }
    return bar
  }

  /// The backdrop, the center button and the items of `menu` at `time`.
  static func menuLayers<ID>(
    _ menu: PopMenu<ID>, size: Size2D, time: Double, icons: (ID) -> Icon? = { $0 as? Icon }
  ) -> [RenderLayer] {
    var layers: [RenderLayer] = []
    let dim = menu.backdropOpacity(at: time)
    if dim > 0 {
      var backdrop = RenderLayer.box(Rect2D(origin: .zero, size: size), color: .black)
      backdrop.opacity = dim
      backdrop.name = "backdrop"
      layers.append(backdrop)
    }
    layers.append(centerButton(at: menu.center, rotation: menu.centerRotation(at: time)))
    let side = menu.layout.itemSize
    let frame = Rect2D(
      x: menu.center.x - side / 2, y: menu.center.y - side / 2, width: side, height: side)
    for (index, state) in menu.itemStates(at: time).enumerated() where state.isPresent {
      var item = RenderLayer(placement: state.appearance.placement(in: frame))
      item.backgroundColor = itemColor
      item.cornerRadius = side / 2
      if let icon = icons(menu.items[index].id) {
        item.sublayers = [.drawing(icon.path(side: side), stroke: .white, lineWidth: 2)]
      }
      layers.append(item)
    }
    return layers
  }

  /// The round center button with its + turned by `rotation` (× at π/4).
  static func centerButton(at center: Point2D, rotation: Double) -> RenderLayer {
    let side = 56.0
    var button = RenderLayer(
      placement: VisualState(rotation: rotation).placement(
        in: Rect2D(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)))
    button.backgroundColor = centerColor
    button.cornerRadius = side / 2
    var plus = VectorPath()
    plus.move(to: Point2D(x: 18, y: 28))
    plus.addLine(to: Point2D(x: 38, y: 28))
    plus.move(to: Point2D(x: 28, y: 18))
    plus.addLine(to: Point2D(x: 28, y: 38))
    button.sublayers = [.drawing(plus, stroke: .white, lineWidth: 3.5)]
    return button
  }
}
