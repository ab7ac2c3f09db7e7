import Choreo
import ChoreoRender

// Push, pop and a card sheet on Choreo's engine (issue 48), each a script replayed on a fresh
// model up to the requested time, so every frame is a pure function of time:
// - nav-push-pop: a push, Back tapped mid-push (the push springs back from where it is), a
//   second push, an interactive pop let go early (it springs back with the finger's
//   velocity), and one flicked (it completes with it). The model is the `TabSwitcher` of
//   screen identities that `NavigationTransitionCoordinator` drives, with `.stack`, UIKit's
//   look; the finger's decisions are `StackPan`'s.
// - card-sheet: a card presented, dragged down a little and let go (it springs back), pulled
//   up past its top (it rubber-bands), then flicked away with its velocity: `CardSheet`.
// Under Reduce Motion the same scripts play on models given the reduced policy: the push and
// the card cross-fade, the finger's drags still follow the finger.

extension Demo {
  /// Push and pop: Back mid-push, an interactive pop let go early, one flicked.
  package static let navPushPop = Demo(
    name: "nav-push-pop",
    summary: "Push and pop: Back mid-push springs back, a pop let go early springs back "
      + "with the finger's velocity, a flicked one completes.",
    size: StackDemoScene.size, duration: 5.2, stillTime: 0.5,
    // Around the two releases: the pop let go early springs back, the flicked one completes
    // (the Choreo article on screen transitions shows this sheet).
    sheetTimes: [2.7, 2.95, 3.1, 3.35, 3.7, 3.95, 4.05, 4.2, 4.6],
    scene: { StackDemoScene.scene(at: $0) },
    reducedMotionScene: { StackDemoScene.scene(at: $0, reducedMotion: .reduced) })

  /// A card sheet: dragged and let go, pulled up past its top, flicked away.
  package static let cardSheet = Demo(
    name: "card-sheet",
    summary: "A card sheet: a short drag springs back, a pull past the top rubber-bands, "
      + "a flick dismisses it with its velocity.",
    size: CardDemoScene.size, duration: 5.0, stillTime: 0.45,
    scene: { CardDemoScene.scene(at: $0) },
    reducedMotionScene: { CardDemoScene.scene(at: $0, reducedMotion: .reduced) })
}

/// The screens the two demos draw: a tinted header with a title (and a Back label above the
/// root), and rows.
enum DemoScreen {
  static let titles = ["Inbox", "Thread", "Photo", "Reply"]
  static let tints = [Palette.blue, Palette.orange, Palette.green, Palette.purple]

  static func content(_ identity: Int, size: Size2D, back: Bool? = nil) -> [RenderLayer] {
    let tint = tints[identity % tints.count]
    var layers: [RenderLayer] = [
      .box(Rect2D(origin: .zero, size: size), color: Palette.fill),
      .box(Rect2D(x: 0, y: 0, width: size.width, height: 84), color: tint),
      label(titles[identity % titles.count], at: Point2D(x: 16, y: 66), size: 20, color: .white),
    ]
    if back ?? (identity > 0) {
      layers.append(label("< Back", at: Point2D(x: 12, y: 30), size: 10, color: .white))
    }
    for row in 0..<5 {
      let top = 100 + Double(row) * 58
      layers.append(
        .box(
          Rect2D(x: 12, y: top, width: size.width - 24, height: 48), color: .white,
          cornerRadius: 8))
      layers.append(
        .dot(
          at: Point2D(x: 34, y: top + 24), radius: 11,
          color: tint.withAlphaMultiplied(by: 0.3 + 0.12 * Double(row))))
      layers.append(
        .box(
          Rect2D(x: 54, y: top + 15, width: 120 - Double(row * 11), height: 7),
          color: Palette.hairline, cornerRadius: 3.5))
      layers.append(
        .box(
          Rect2D(x: 54, y: top + 28, width: 80 + Double(row * 9), height: 7),
          color: Palette.fill, cornerRadius: 3.5))
    }
    return layers
  }

  /// Where a finger is at `time`, moving in straight lines between its scripted positions
  /// (`keys`: the time it came down at 0, then each drag), or `nil` once it has let go (at
  /// `release`) or before it came down. The scenes give the model a drag at the very instant
  /// they draw, so the screen follows a finger that moves continuously, as a real one does
  /// between touch samples, and every instant is drawn the same way by every player.
  static func finger(at time: Double, keys: [(time: Double, offset: Double)], release: Double)
    -> Double?
  {
    guard let first = keys.first, time >= first.time, time < release else { return nil }
    for (a, b) in zip(keys, keys.dropFirst()) where time < b.time {
      return a.offset + (b.offset - a.offset) * (time - a.time) / (b.time - a.time)
    }
    return keys[keys.count - 1].offset
  }

  /// A shared element's box as a layer: its frame, corner radius and opacity, cropping
  /// what it holds (its content, laid out for the box).
  static func elementBox(_ box: ElementGeometry, color: RGBA? = nil) -> RenderLayer {
    var layer = RenderLayer(frame: box.frame)
    layer.backgroundColor = color
    layer.cornerRadius = box.cornerRadius
    layer.opacity = box.opacity
    layer.masksToBounds = true
    return layer
  }

  /// What a scripted step does to the finger.
  enum FingerEvent {
    case down
    case move(Double)
    case up
  }

  /// Where a scripted finger is at `time` ( ``finger(at:keys:release:)`` over the script's
  /// finger events), or `nil` when it is not down.
  static func finger<Step>(
    at time: Double, in script: [(time: Double, step: Step, caption: String)],
    _ event: (Step) -> FingerEvent?
  ) -> Double? {
    var keys: [(time: Double, offset: Double)] = []
    for (stepTime, step, _) in script {
      switch event(step) {
      case .down: keys = [(stepTime, 0)]
      case .move(let offset): keys.append((stepTime, offset))
      case .up:
        if let held = finger(at: time, keys: keys, release: stepTime) { return held }
        keys = []
      case nil: break
      }
    }
    return nil
  }

  /// A fingertip at `x` on the page.
  static func finger(x: Double, y: Double) -> RenderLayer {
    .dot(at: Point2D(x: x, y: y), radius: 13, color: Palette.ink.withAlphaMultiplied(by: 0.3))
  }

  /// The status line under the screen.
  static func caption(_ text: String, size: Size2D) -> RenderLayer {
    label(
      text, at: Point2D(x: size.width / 2, y: size.height - 14), size: 9,
      color: Palette.secondaryInk, alignment: .center)
  }
}

/// The push-and-pop demo's screen and script.
enum StackDemoScene {
  static let size = Size2D(width: 240, height: 420)
  static let pageSize = Size2D(width: 240, height: 392)

  enum Step {
    case push(Int)
    case back
    case beginPop(toward: Int)
    case drag(Double)
    case release(velocityX: Double)
  }

  /// The script: (time, step, caption from then on).
  // Steps fall on tenths of a second, as a finger's samples are spaced for the gallery's
  // live pages (which sample the demo every tenth, and place discrete changes exactly).
  static let script: [(time: Double, step: Step, caption: String)] = [
    (0.3, .push(1), "push"),
    (0.6, .back, "Back mid-push: springs back"),
    (1.6, .push(2), "push"),
    (2.5, .beginPop(toward: 0), "a pop from the edge"),
    (2.6, .drag(20), ""), (2.7, .drag(40), ""), (2.8, .drag(60), ""), (2.9, .drag(75), ""),
    (3.0, .release(velocityX: -40), "let go early: springs back"),
    (3.8, .beginPop(toward: 0), "another pop"),
    (3.9, .drag(45), ""),
    (4.0, .release(velocityX: 1100), "flicked: the pop completes"),
  ]

  /// The finger's translation at `time` during a pop, moving continuously between the
  /// scripted drags; `nil` when no finger is down.
  static func continuousDrag(at time: Double) -> Double? {
    DemoScreen.finger(at: time, in: script) { step in
      switch step {
      case .beginPop: .down
      case .drag(let dx): .move(dx)
      case .release: .up
      case .push, .back: nil
      }
    }
  }

  static func scene(at time: Double, reducedMotion: ReducedMotionPolicy = .full) -> RenderLayer {
    let context = valid { try SceneTransitionContext(containerSize: pageSize) }
    var model = valid {
      try TabSwitcher(
        tabCount: 8, transition: .stack, context: context, motion: .spring(duration: 0.5),
        reducedMotion: reducedMotion)
    }
    let pan = valid { () throws -> StackPan in
      guard let pan = StackPan(width: pageSize.width, layoutDirection: .leftToRight) else {
        throw DemoScriptError.invalid
      }
      return pan
    }
    var caption = "at rest"
    var finger: Double?
    var popFrom = 0
    for (stepTime, step, said) in script where stepTime <= time {
      if !said.isEmpty { caption = said }
      valid { () throws -> Void in
        switch step {
        case .push(let screen):
          try model.select(screen, at: stepTime)
        case .back:
          // Mid-push, the push is caught and springs back; a push already at rest (a
          // short cross-fade under Reduce Motion) is popped.
          if let caught = try? model.catchInteractive(at: stepTime) {
            try model.cancelInteractive(velocity: caught.velocity, at: stepTime)
          } else {
            try model.select(0, at: stepTime)
          }
        case .beginPop(let below):
          popFrom = model.selectedIndex
          try model.startInteraction(toward: below, at: stepTime)
          finger = 0
        case .drag(let dx):
          let sign = pan.sign(from: popFrom, to: model.interactionTarget ?? 0)
          try model.updateInteractive(
            fraction: pan.fraction(start: 0, sign: sign, translationX: dx), at: stepTime)
          finger = dx
        case .release(let velocityX):
          let sign = pan.sign(from: popFrom, to: model.interactionTarget ?? 0)
          let (finishes, speed) = pan.release(
            fraction: model.interactiveFraction ?? 0, sign: sign, velocityX: velocityX)
          if finishes {
            try model.finishInteractive(velocity: speed, at: stepTime)
          } else {
            try model.cancelInteractive(velocity: speed, at: stepTime)
          }
          finger = nil
        }
      }
    }
    if let dx = continuousDrag(at: time), model.interactiveFraction != nil {
      let sign = pan.sign(from: popFrom, to: model.interactionTarget ?? 0)
      valid {
        try model.updateInteractive(
          fraction: pan.fraction(start: 0, sign: sign, translationX: dx), at: time)
      }
      finger = dx
    }
    let state = model.state(at: time).crossFaded(in: pageSize)
    let dimming = ScreenDimming.under(state, width: pageSize.width, deepest: 0.1)
    var container = RenderLayer(frame: Rect2D(origin: .zero, size: pageSize))
    container.masksToBounds = true
    // The dimming is the dimmed screen let through onto the black behind it: one opacity,
    // as a black overlay of that strength would look.
    container.backgroundColor = .black
    for page in state.pages {
      var look = page.appearance
      if let dimming, dimming.screen == page.index { look.opacity *= 1 - dimming.opacity }
      var screen = RenderLayer(placement: look.placement(in: container.frame))
      screen.sublayers = DemoScreen.content(page.index, size: pageSize)
      container.sublayers.append(screen)
    }
    var layers = [container]
    if let dx = finger, state.interactiveFraction != nil {
      layers.append(DemoScreen.finger(x: 14 + dx, y: pageSize.height * 0.6))
    }
    layers.append(DemoScreen.caption(caption, size: size))
    return .group(size: size, layers)
  }
}

/// The card sheet demo's screen and script.
enum CardDemoScene {
  static let size = Size2D(width: 240, height: 420)
  static let pageSize = Size2D(width: 240, height: 392)

  enum Step {
    case present
    case grab
    case drag(Double)
    case release(velocityY: Double)
  }

  static let script: [(time: Double, step: Step, caption: String)] = [
    (0.3, .present, "presented"),
    (1.3, .grab, "dragged down a little"),
    (1.4, .drag(30), ""), (1.5, .drag(60), ""), (1.6, .drag(90), ""),
    (1.7, .release(velocityY: 120), "let go: springs back"),
    (2.5, .grab, "pulled up: rubber band"),
    (2.6, .drag(-50), ""), (2.7, .drag(-100), ""), (2.8, .drag(-150), ""),
    (2.9, .drag(-180), ""),
    (3.0, .release(velocityY: -80), "let go: springs back"),
    (3.7, .grab, "flicked down"),
    (3.8, .drag(60), ""),
    (3.9, .release(velocityY: 1900), "flicked: dismissed"),
  ]

  /// The finger's translation at `time` while it holds the card, moving continuously
  /// between the scripted drags; `nil` when no finger is down.
  static func continuousDrag(at time: Double) -> Double? {
    DemoScreen.finger(at: time, in: script) { step in
      switch step {
      case .grab: .down
      case .drag(let dy): .move(dy)
      case .release: .up
      case .present: nil
      }
    }
  }

  static func scene(at time: Double, reducedMotion: ReducedMotionPolicy = .full) -> RenderLayer {
    var sheet = valid {
      try CardSheet(containerSize: pageSize, topInset: 36, cornerRadius: 14)
    }
    sheet.reducedMotion = reducedMotion
    var caption = "at rest"
    var finger: Double?
    for (stepTime, step, said) in script where stepTime <= time {
      if !said.isEmpty { caption = said }
      valid { () throws -> Void in
        switch step {
        case .present: try sheet.present(at: stepTime)
        case .grab:
          try sheet.beginDrag(at: stepTime)
          finger = 0
        case .drag(let dy):
          try sheet.drag(translationY: dy, at: stepTime)
          finger = dy
        case .release(let velocityY):
          try sheet.release(velocityY: velocityY, at: stepTime)
          finger = nil
        }
      }
    }
    if let dy = continuousDrag(at: time), sheet.isDragging {
      valid { try sheet.drag(translationY: dy, at: time) }
      finger = dy
    }
    let state = sheet.state(at: time)
    let page = Rect2D(origin: .zero, size: pageSize)
    var container = RenderLayer(frame: page)
    container.masksToBounds = true
    container.backgroundColor = .black
    // The dimming is the screen behind let through onto black, one opacity.
    var dimmed = state.presenting
    dimmed.opacity *= 1 - state.dimming
    var behind = RenderLayer(placement: dimmed.placement(in: page))
    behind.sublayers = DemoScreen.content(0, size: pageSize)
    container.sublayers.append(behind)
    if state.progress > 0 || state.isMoving {
      let cardFrame = Rect2D(
        x: 0, y: sheet.topInset, width: pageSize.width, height: sheet.cardHeight)
      var card = RenderLayer(placement: state.card.placement(in: cardFrame))
      card.cornerRadius = state.cornerRadius
      card.masksToBounds = true
      card.sublayers = DemoScreen.content(3, size: cardFrame.size, back: false)
      container.sublayers.append(card)
    }
    var layers = [container]
    if finger != nil, sheet.isDragging {
      // On the card's header, wherever the card is.
      let y = sheet.topInset + state.card.translation.y + 40
      layers.append(DemoScreen.finger(x: pageSize.width * 0.62, y: y))
    }
    layers.append(DemoScreen.caption(caption, size: size))
    return .group(size: size, layers)
  }
}

/// A demo script the model refused: a mistake in the script.
enum DemoScriptError: Error {
  case invalid
}

extension Demo {
  /// A shared element: a grid photo grows into its detail, a drag down shrinks it back and
  /// is let go early (it returns), then flicked (it lands in its cell with its velocity).
  package static let photoZoom = Demo(
    name: "photo-zoom",
    summary: "A grid photo grows into its detail; dragged down and let go early it returns, "
      + "flicked it lands in its cell with its velocity.",
    size: PhotoZoomScene.size, duration: 4.4, stillTime: 0.55,
    // The flight out, the drag let go early, the flick home (the shared-elements article
    // shows this sheet).
    sheetTimes: [0.3, 0.5, 0.75, 1.9, 2.1, 2.35, 3.05, 3.2, 3.6],
    scene: { PhotoZoomScene.scene(at: $0) },
    reducedMotionScene: { PhotoZoomScene.scene(at: $0, reducedMotion: .reduced) })
}

/// The photo-zoom demo: a grid of photos, one of which flies into its detail screen on a
/// `SharedElementFlight`, its content laid out by aspect fill at every instant (never
/// stretched).
enum PhotoZoomScene {
  static let size = Size2D(width: 240, height: 420)
  static let pageSize = Size2D(width: 240, height: 392)
  static let cellSide = 74.0
  static let chosen = 4

  static func cell(_ index: Int) -> Rect2D {
    let column = Double(index % 3)
    let row = Double(index / 3)
    return Rect2D(
      x: 6 + column * (cellSide + 4), y: 60 + row * (cellSide + 4), width: cellSide,
      height: cellSide)
  }

  static let element = SharedElement(
    id: "photo", source: ElementGeometry(frame: cell(chosen), cornerRadius: 6),
    destination: ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 240, height: 240)),
    contentSize: Size2D(width: 300, height: 200), contentMode: .aspectFill)

  enum Step {
    case caption
    case open
    case grab
    case drag(Double)
    case release(velocityY: Double)
  }

  // Captions change while the photo rests, a little before each gesture: a discrete change
  // in the middle of a motion is drawn exactly, but the motion around it is a live page's
  // interpolation between its samples.
  static let script: [(time: Double, step: Step, caption: String)] = [
    (0.2, .caption, "tap: it grows into its detail"),
    (0.4, .open, ""),
    (1.4, .caption, "let go early: it returns"),
    (1.6, .grab, ""),
    (1.8, .drag(60), ""), (2.0, .drag(110), ""),
    (2.1, .release(velocityY: 60), ""),
    (2.7, .caption, "flicked: it lands in its cell"),
    (2.9, .grab, ""),
    (3.0, .drag(50), ""),
    (3.1, .release(velocityY: 900), ""),
  ]

  /// The finger's translation at `time` while it holds the photo; `nil` when none is down.
  static func continuousDrag(at time: Double) -> Double? {
    DemoScreen.finger(at: time, in: script) { step in
      switch step {
      case .grab: .down
      case .drag(let dy): .move(dy)
      case .release: .up
      case .open, .caption: nil
      }
    }
  }

  /// How present the finger is at `time`: 1 while it holds the photo, fading over 0.1 s
  /// before it comes down and after it lifts.
  static func fingerPresence(at time: Double) -> Double {
    var spans: [(Double, Double)] = []
    var down: Double?
    for (stepTime, step, _) in script {
      if case .grab = step { down = stepTime }
      if case .release = step, let start = down {
        spans.append((start, stepTime))
        down = nil
      }
    }
    var presence = 0.0
    for (start, end) in spans {
      let rise = min(max((time - (start - 0.1)) / 0.1, 0), 1)
      let fall = min(max((end + 0.1 - time) / 0.1, 0), 1)
      presence = max(presence, min(rise, fall))
    }
    return presence
  }

  /// A photo: a sky, a sun, a field and a hill, laid out in `frame` (its content frame).
  static func photo(in frame: Rect2D) -> [RenderLayer] {
    let unit = frame.size.width / 300
    func at(_ x: Double, _ y: Double) -> Point2D {
      Point2D(x: frame.origin.x + x * unit, y: frame.origin.y + y * unit)
    }
    return [
      .box(frame, color: RGBA(hex: 0x7EC8F2)),
      .dot(at: at(220, 60), radius: 26 * unit, color: RGBA(hex: 0xFFD54A)),
      .box(
        Rect2D(
          x: frame.origin.x, y: frame.origin.y + 130 * unit, width: frame.size.width,
          height: 70 * unit), color: RGBA(hex: 0x43A047)),
      .box(
        Rect2D(
          x: frame.origin.x + 150 * unit, y: frame.origin.y + 110 * unit, width: 150 * unit,
          height: 90 * unit), color: RGBA(hex: 0x2E7D32), cornerRadius: 20 * unit),
    ]
  }

  static func scene(at time: Double, reducedMotion: ReducedMotionPolicy = .full) -> RenderLayer {
    var flight = valid {
      try SharedElementFlight(
        elements: [element], motion: .easeInOut(duration: 0.5), dragDistance: 300)
    }
    flight.reducedMotion = reducedMotion
    var caption = "a grid of photos"
    for (stepTime, step, said) in script where stepTime <= time {
      if !said.isEmpty { caption = said }
      valid { () throws -> Void in
        switch step {
        case .caption: break
        case .open: try flight.fly(to: .destination, at: stepTime)
        case .grab: try flight.beginDrag(at: stepTime)
        case .drag(let dy): try flight.drag(translation: Point2D(x: 0, y: dy), at: stepTime)
        case .release(let velocityY):
          try flight.release(velocity: Point2D(x: 0, y: velocityY), at: stepTime)
        }
      }
    }
    let dragging = continuousDrag(at: time)
    if let dy = dragging, flight.isDragging {
      valid { try flight.drag(translation: Point2D(x: 0, y: dy), at: time) }
    }
    let state = flight.state(at: time)[0]
    let box = state.geometry
    // How open the detail is: the box's width from the cell's to the detail's.
    let open = min(max((box.frame.size.width - cellSide) / (240 - cellSide), 0), 1)
    let page = Rect2D(origin: .zero, size: pageSize)
    var container = RenderLayer(frame: page)
    container.masksToBounds = true
    container.backgroundColor = .white
    container.sublayers.append(.box(page, color: Palette.fill))
    container.sublayers.append(
      label("Photos", at: Point2D(x: 12, y: 40), size: 20, color: Palette.ink))
    for index in 0..<9 where index != chosen {
      var tile = RenderLayer(frame: cell(index))
      tile.cornerRadius = 6
      tile.masksToBounds = true
      // The other photos, plain: a sky over a hill, in their own tints.
      let tint = 0.5 + 0.05 * Double(index)
      tile.backgroundColor = RGBA(hex: 0x7EC8F2).withAlphaMultiplied(by: tint)
      tile.sublayers = [
        .box(
          Rect2D(x: 0, y: cellSide * 0.6, width: cellSide, height: cellSide * 0.4),
          color: RGBA(hex: 0x43A047).withAlphaMultiplied(by: tint))
      ]
      container.sublayers.append(tile)
    }
    // The detail screen behind the flying photo, as open as the photo is.
    var detail = RenderLayer(frame: page)
    detail.backgroundColor = .white
    detail.opacity = reducedMotion == .full ? open : box.opacity * open
    detail.sublayers = [
      label("Hills at noon", at: Point2D(x: 14, y: 272), size: 16, color: Palette.ink),
      .box(
        Rect2D(x: 14, y: 290, width: 180, height: 7), color: Palette.hairline, cornerRadius: 3.5),
      .box(
        Rect2D(x: 14, y: 304, width: 140, height: 7), color: Palette.hairline, cornerRadius: 3.5),
    ]
    container.sublayers.append(detail)
    // The flying photo, above both screens: its box clips its content, laid out for the box.
    var flying = DemoScreen.elementBox(box)
    flying.sublayers = photo(in: state.content)
    container.sublayers.append(flying)
    var layers = [container]
    // The finger fades in as it comes down and out as it lifts (no discrete change).
    var finger = DemoScreen.finger(
      x: box.frame.midX, y: box.frame.origin.y + box.frame.size.height * 0.6)
    finger.opacity = fingerPresence(at: time)
    layers.append(finger)
    layers.append(DemoScreen.caption(caption, size: size))
    return .group(size: size, layers)
  }
}

extension Demo {
  /// Layout changes on the shared-element engine: rows move to their new places when the
  /// order changes, one reorder interrupted by a second mid-move.
  package static let listReorder = Demo(
    name: "list-reorder",
    summary: "A list reordered: each row moves to its new place, and a second reorder "
      + "mid-move bends every row from where it is, with its velocity.",
    size: ListReorderScene.size, duration: 3.6, stillTime: 0.6,
    scene: { ListReorderScene.scene(at: $0) },
    reducedMotionScene: { ListReorderScene.scene(at: $0, reducedMotion: .reduced) })
}

/// The list-reorder demo: five rows on a `SharedElementFlight` whose destinations change
/// with each new order (`retarget(destinations:at:)`).
enum ListReorderScene {
  static let size = Size2D(width: 240, height: 420)
  static let names = ["Mail", "Maps", "Music", "Notes", "Photos"]
  static let tints = [Palette.blue, Palette.green, Palette.red, Palette.orange, Palette.purple]

  static func row(_ place: Int) -> ElementGeometry {
    ElementGeometry(
      frame: Rect2D(x: 12, y: 60 + Double(place) * 64, width: 216, height: 56), cornerRadius: 10)
  }

  /// The orders, by time: each lists the rows from the top; the second (Photos follows
  /// Notes to the top) comes while the first still moves. Captions change while the rows
  /// rest (see `PhotoZoomScene.script`).
  static let orders: [(time: Double, order: [Int], caption: String)] = [
    (0.3, [0, 1, 2, 3, 4], "Notes moves to the top"),
    (0.4, [3, 0, 1, 2, 4], ""),
    (0.6, [3, 4, 0, 1, 2], ""),
    (1.9, [3, 4, 0, 1, 2], "sorted by name again"),
    (2.0, [0, 1, 2, 3, 4], ""),
  ]

  static let elements = (0..<5).map {
    SharedElement(
      id: $0, source: row($0), destination: row($0), contentSize: Size2D(width: 216, height: 56))
  }

  static func scene(at time: Double, reducedMotion: ReducedMotionPolicy = .full) -> RenderLayer {
    var list = valid { try SharedElementFlight(elements: elements) }
    list.reducedMotion = reducedMotion
    var caption = "a list"
    for (stepTime, order, said) in orders where stepTime <= time {
      if !said.isEmpty { caption = said }
      let places = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, row($0)) })
      valid { try list.retarget(destinations: places, at: stepTime) }
    }
    var layers: [RenderLayer] = [
      .box(Rect2D(origin: .zero, size: size), color: Palette.fill),
      label("Apps", at: Point2D(x: 12, y: 40), size: 20, color: Palette.ink),
    ]
    // Each row has a hairline edge, so a row passing over others stays readable; they
    // draw in the flight's order (Notes and Photos, which move up, over the others).
    let rows = list.state(at: time)
    for item in rows {
      let edge = item.geometry.frame
      layers.append(
        .box(
          Rect2D(
            x: edge.origin.x - 1, y: edge.origin.y - 1, width: edge.size.width + 2,
            height: edge.size.height + 2), color: Palette.hairline,
          cornerRadius: item.geometry.cornerRadius + 1))
      var card = DemoScreen.elementBox(item.geometry, color: .white)
      card.sublayers = [
        .dot(at: Point2D(x: 30, y: 28), radius: 14, color: tints[item.id]),
        label(names[item.id], at: Point2D(x: 54, y: 33), size: 13, color: Palette.ink),
      ]
      layers.append(card)
    }
    layers.append(DemoScreen.caption(caption, size: size))
    return .group(size: size, layers)
  }
}

extension Demo {
  /// A card expands into its page and is reversed mid-flight, then opens and closes.
  package static let cardExpand = Demo(
    name: "card-expand",
    summary: "A card expands into its page and is reversed mid-flight from where it is; its "
      + "text keeps its size while the box grows.",
    size: CardExpandScene.size, duration: 4.2, stillTime: 0.6,
    scene: { CardExpandScene.scene(at: $0) },
    reducedMotionScene: { CardExpandScene.scene(at: $0, reducedMotion: .reduced) })
}

/// The card-expand demo: a card whose content is fixed at its top leading corner (its text
/// keeps its rest size; the growing box uncovers more of the page), on a
/// `SharedElementFlight`.
enum CardExpandScene {
  static let size = Size2D(width: 240, height: 420)
  static let pageSize = Size2D(width: 240, height: 392)

  static let card = SharedElement(
    id: "card",
    source: ElementGeometry(frame: Rect2D(x: 12, y: 150, width: 216, height: 96), cornerRadius: 14),
    destination: ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 240, height: 392)),
    contentSize: Size2D(width: 240, height: 392), contentMode: .fixed(anchor: Point2D(x: 0, y: 0)))

  /// (time, open?, caption): captions change while the card rests.
  static let script: [(time: Double, open: Bool?, caption: String)] = [
    (0.2, nil, "tap: the card expands"),
    (0.4, true, ""),
    (0.65, false, ""),
    (1.6, nil, "tap again: it opens its page"),
    (1.8, true, ""),
    (2.8, nil, "back: it closes into its card"),
    (3.0, false, ""),
  ]

  static func scene(at time: Double, reducedMotion: ReducedMotionPolicy = .full) -> RenderLayer {
    var flight = valid {
      try SharedElementFlight(elements: [card], motion: .easeInOut(duration: 0.5))
    }
    flight.reducedMotion = reducedMotion
    var caption = "a card"
    for (stepTime, open, said) in script where stepTime <= time {
      if !said.isEmpty { caption = said }
      if let open {
        valid { try flight.fly(to: open ? .destination : .source, at: stepTime) }
      }
    }
    let state = flight.state(at: time)[0]
    let box = state.geometry
    var layers: [RenderLayer] = [
      .box(Rect2D(origin: .zero, size: size), color: Palette.fill),
      label("Today", at: Point2D(x: 12, y: 40), size: 20, color: Palette.ink),
      .box(Rect2D(x: 12, y: 60, width: 216, height: 78), color: .white, cornerRadius: 14),
      .box(Rect2D(x: 12, y: 258, width: 216, height: 96), color: .white, cornerRadius: 14),
    ]
    var expanding = DemoScreen.elementBox(box, color: .white)
    // The page, laid out at its rest size from the box's top leading corner.
    let page = state.content
    expanding.sublayers = [
      .box(
        Rect2D(x: page.origin.x, y: page.origin.y, width: page.size.width, height: 64),
        color: Palette.orange),
      label(
        "Hiking", at: Point2D(x: page.origin.x + 14, y: page.origin.y + 44), size: 18,
        color: .white),
      label(
        "Saturday, 9 am", at: Point2D(x: page.origin.x + 14, y: page.origin.y + 84), size: 11,
        color: Palette.ink),
      .box(
        Rect2D(x: page.origin.x + 14, y: page.origin.y + 110, width: 200, height: 7),
        color: Palette.hairline, cornerRadius: 3.5),
      .box(
        Rect2D(x: page.origin.x + 14, y: page.origin.y + 124, width: 170, height: 7),
        color: Palette.hairline, cornerRadius: 3.5),
      .box(
        Rect2D(x: page.origin.x + 14, y: page.origin.y + 150, width: 212, height: 120),
        color: Palette.green.withAlphaMultiplied(by: 0.35), cornerRadius: 10),
    ]
    layers.append(expanding)
    layers.append(DemoScreen.caption(caption, size: size))
    return .group(size: size, layers)
  }
}
