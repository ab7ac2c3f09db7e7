import Choreo
import ChoreoRender

// The tab-bar demos share one phone-like screen: a page container above a five-item tab
// bar. Each demo scripts taps (and drags) at fixed times; the scene replays the script on
// a fresh TabSwitcher value up to the requested time, so every frame is a pure function of
// time and can be rendered alone, in any order.
//
// A curling page is its content with a page-curl warp (ChoreoRender's LayerWarp, driven by
// PageCurlGeometry): the renderer draws the page flat, then rolls that image up around a
// cylinder, its back washed light and shaded, over the page beneath.

/// One scripted input of a tab demo.
enum TabScriptStep: Sendable {
  case tap(Int)
  case begin(toward: Int)
  case drag(Double)
  case finish(velocity: Double)
  case cancel(velocity: Double)
}

/// A tab demo: the switcher's set-up and the script it replays.
struct TabDemoScene: Sendable {
  static let size = Size2D(width: 240, height: 420)
  static let barHeight = 56.0
  static let pageSize = Size2D(width: size.width, height: size.height - barHeight)
  static let names = ["Home", "Clock", "Maps", "Music", "More"]
  static let colors = [Palette.blue, Palette.orange, Palette.green, Palette.purple, Palette.red]

  let transition: SceneTransition
  let layout: SceneTransitionContext.LayoutDirection
  let motion: Motion
  let script: [(time: Double, step: TabScriptStep)]
  /// The policy the switcher plays the script under.
  var reducedMotion: ReducedMotionPolicy

  init(
    transition: SceneTransition, layout: SceneTransitionContext.LayoutDirection = .leftToRight,
    motion: Motion = .easeInOut(duration: 0.5), script: [(time: Double, step: TabScriptStep)],
    reducedMotion: ReducedMotionPolicy = .full
  ) {
    self.transition = transition
    self.layout = layout
    self.motion = motion
    self.script = script
    self.reducedMotion = reducedMotion
  }

  /// The same scene and script under Reduce Motion.
  var underReducedMotion: TabDemoScene {
    var scene = self
    scene.reducedMotion = .reduced
    return scene
  }

  /// The demo's layer tree at `time`.
  func scene(at time: Double) -> RenderLayer {
    // The scene's constants are valid: these cannot throw.
    let context = valid {
      try SceneTransitionContext(containerSize: Self.pageSize, layoutDirection: layout)
    }
    var tabs = valid {
      try TabSwitcher(
        tabCount: 5, transition: transition, context: context, motion: motion,
        reducedMotion: reducedMotion)
    }
    for (stepTime, step) in script where stepTime <= time {
      // A scripted step the switcher refuses is a mistake in the script.
      valid { () throws -> Void in
        switch step {
        case .tap(let index): try tabs.select(index, at: stepTime)
        case .begin(let index): try tabs.beginInteractive(toward: index, at: stepTime)
        case .drag(let fraction): try tabs.updateInteractive(fraction: fraction, at: stepTime)
        case .finish(let velocity): try tabs.finishInteractive(velocity: velocity, at: stepTime)
        case .cancel(let velocity): try tabs.cancelInteractive(velocity: velocity, at: stepTime)
        }
      }
    }
    // Drawn with the cross-fade's opacities: a dissolve between the opaque pages is an
    // exact blend of them, the backdrop never showing through.
    let state = tabs.state(at: time).crossFaded(in: Self.pageSize)

    var container = RenderLayer(frame: Rect2D(origin: .zero, size: Self.pageSize))
    container.masksToBounds = true
    container.backgroundColor = RGBA(hex: 0x3A3A3C)
    for page in state.pages {
      container.sublayers.append(Self.page(page.index, page.appearance))
    }
    var layers = [container]
    layers += tabBar(selected: state.selectedIndex, time: time)
    if let fraction = state.interactiveFraction {
      layers.append(Self.finger(fraction: fraction, layout: layout))
    }
    return .group(size: Self.size, layers)
  }

  // MARK: - Pages

  /// A page in its appearance: flat content, curled by a warp when it curls.
  static func page(_ index: Int, _ look: VisualState) -> RenderLayer {
    var layer = RenderLayer(
      placement: look.placement(in: Rect2D(origin: .zero, size: pageSize)))
    // Pages are one-sided: a flip shows the other page, not this one's back.
    layer.isDoubleSided = false
    layer.sublayers = pageContent(index)
    guard look.curl > 0 else { return layer }
    layer.warp = .pageCurl(PageCurlGeometry(curl: look.curl, pageSize: pageSize))
    return layer
  }

  /// A recognisable screen for a tab: a tinted header with its name, and cards.
  static func pageContent(_ index: Int) -> [RenderLayer] {
    let width = pageSize.width
    let tint = colors[index % colors.count]
    var layers: [RenderLayer] = [
      .box(Rect2D(origin: .zero, size: pageSize), color: Palette.fill),
      .box(Rect2D(x: 0, y: 0, width: width, height: 92), color: tint),
      label(names[index], at: Point2D(x: 16, y: 70), size: 20, color: .white),
      label("Tab \(index + 1)", at: Point2D(x: 16, y: 36), size: 9, color: .white),
    ]
    for card in 0..<3 {
      let top = 108 + Double(card) * 82
      layers.append(
        .box(Rect2D(x: 12, y: top, width: width - 24, height: 70), color: .white, cornerRadius: 10))
      layers.append(
        .dot(
          at: Point2D(x: 38, y: top + 35), radius: 14,
          color: tint.withAlphaMultiplied(by: 0.35 + 0.2 * Double(card))))
      layers.append(
        .box(
          Rect2D(x: 62, y: top + 22, width: 110 - Double(card * 18), height: 8),
          color: Palette.hairline, cornerRadius: 4))
      layers.append(
        .box(
          Rect2D(x: 62, y: top + 40, width: 70 + Double(card * 12), height: 8), color: Palette.fill,
          cornerRadius: 4))
    }
    return layers
  }

  // MARK: - Tab bar

  /// The tab bar: an icon and a name per tab, the selected one in blue; a ripple where a
  /// scripted tap lands.
  func tabBar(selected: Int, time: Double) -> [RenderLayer] {
    let top = Self.pageSize.height
    let width = Self.size.width / 5
    var layers: [RenderLayer] = [
      .box(Rect2D(x: 0, y: top, width: Self.size.width, height: Self.barHeight), color: .white),
      .box(Rect2D(x: 0, y: top, width: Self.size.width, height: 1), color: Palette.hairline),
    ]
    for index in 0..<5 {
      let slot = layout == .leftToRight ? index : 4 - index
      let center = Point2D(x: (Double(slot) + 0.5) * width, y: top + 22)
      let color = index == selected ? Palette.blue : Palette.secondaryInk
      layers.append(Self.icon(index, at: center, color: color))
      layers.append(
        label(
          Self.names[index], at: Point2D(x: center.x, y: top + 46), size: 8, color: color,
          alignment: .center))
    }
    for (stepTime, step) in script {
      guard case .tap(let index) = step, time >= stepTime, time < stepTime + 0.35 else { continue }
      let age = (time - stepTime) / 0.35
      let slot = layout == .leftToRight ? index : 4 - index
      let center = Point2D(x: (Double(slot) + 0.5) * width, y: top + 24)
      layers.append(
        .dot(
          at: center, radius: 8 + 14 * age,
          color: Palette.ink.withAlphaMultiplied(by: 0.25 * (1 - age))))
    }
    return layers
  }

  /// Simple line icons: house, clock, pin, note, dots.
  static func icon(_ index: Int, at c: Point2D, color: RGBA) -> RenderLayer {
    var path = VectorPath()
    switch index {
    case 0:
      path.move(to: Point2D(x: c.x - 9, y: c.y - 1))
      path.addLine(to: Point2D(x: c.x, y: c.y - 9))
      path.addLine(to: Point2D(x: c.x + 9, y: c.y - 1))
      path.move(to: Point2D(x: c.x - 6, y: c.y - 3))
      path.addLine(to: Point2D(x: c.x - 6, y: c.y + 8))
      path.addLine(to: Point2D(x: c.x + 6, y: c.y + 8))
      path.addLine(to: Point2D(x: c.x + 6, y: c.y - 3))
    case 1:
      path.append(.ellipse(in: Rect2D(x: c.x - 9, y: c.y - 9, width: 18, height: 18)))
      path.move(to: c)
      path.addLine(to: Point2D(x: c.x, y: c.y - 6))
      path.move(to: c)
      path.addLine(to: Point2D(x: c.x + 4, y: c.y + 3))
    case 2:
      path.append(.ellipse(in: Rect2D(x: c.x - 4, y: c.y - 7, width: 8, height: 8)))
      path.move(to: Point2D(x: c.x - 7, y: c.y - 3))
      path.addLine(to: Point2D(x: c.x, y: c.y + 9))
      path.addLine(to: Point2D(x: c.x + 7, y: c.y - 3))
    case 3:
      path.append(.ellipse(in: Rect2D(x: c.x - 8, y: c.y + 2, width: 7, height: 6)))
      path.move(to: Point2D(x: c.x - 1, y: c.y + 5))
      path.addLine(to: Point2D(x: c.x - 1, y: c.y - 9))
      path.addLine(to: Point2D(x: c.x + 8, y: c.y - 6))
    default:
      for dx in [-7.0, 0, 7] {
        path.append(.ellipse(in: Rect2D(x: c.x + dx - 2, y: c.y - 2, width: 4, height: 4)))
      }
    }
    return .drawing(path, stroke: color, lineWidth: 1.8)
  }

  /// A fingertip on the page while a drag is under way, moving with the fraction.
  static func finger(fraction: Double, layout: SceneTransitionContext.LayoutDirection)
    -> RenderLayer
  {
    let travel = pageSize.width * 0.7
    let startX = layout == .leftToRight ? pageSize.width * 0.85 : pageSize.width * 0.15
    let x = startX + (layout == .leftToRight ? -1 : 1) * travel * fraction
    return .dot(
      at: Point2D(x: x, y: pageSize.height * 0.55), radius: 13,
      color: Palette.ink.withAlphaMultiplied(by: 0.3))
  }
}
