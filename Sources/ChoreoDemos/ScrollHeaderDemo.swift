import Choreo
import ChoreoRender

extension Demo {
  /// The scroll blog post's screen driven by a scripted finger: a 400-point map header shrinking to
  /// 0, an avatar growing from 100×100 at (30, 30) to full width × 300 with the alpha dip,
  /// and an info panel that follows the lower of the map's and the avatar's resolved
  /// bottoms (the post placed it at the map's bottom + 8, where the grown avatar covers
  /// it). The finger drags, lets
  /// go (the header snaps open or closed, velocity handed over), flings, and pulls past
  /// the top, where the header stretches and springs back. The gauge on the right is the
  /// debug-marker option: the range's start and end and the current offset.
  ///
  /// Under Reduce Motion the finger scrolls the same way and the layout follows it as
  /// before (the header's shrinking and stretching are its frame, not a scale); the
  /// releases snap on the reduced spring, and scroll-linked effects go as
  /// `VisualState.scrollLinked(allowedBy:)` says (the image's fade is opacity, which stays).
  package static let scrollHeader: Demo = {
    let size = Size2D(width: 480, height: 700)
    return Demo(
      name: "scroll-header",
      summary: "A shrinking map header driven by scroll: drag, snap, fling and rubber band; "
        + "the info panel follows the lower of the map's and the image's bottoms, so nothing covers it.",

      size: size, duration: ScrollHeaderScene.script.duration, stillTime: 1.2,
      scene: { time in ScrollHeaderScene.layers(at: time, size: size) },
      reducedMotionScene: { ScrollHeaderScene.layers(at: $0, size: size, reducedMotion: .reduced) })
  }()
}

enum ScrollHeaderScene {
  static let viewport = Size2D(width: 390, height: 700)
  static let metrics = ScrollMetrics(
    viewport: viewport, content: Size2D(width: 390, height: 1500))

  static let scene = makeScene(infoY: .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8)

  /// The blog post's own layout, as its code computes it (a model, written down here): each
  /// view interpolated on its own (`aTob`), the info panel at the map's bottom + 8 whatever
  /// the avatar does, and progress clamped (`bounces = false`: no overscroll).
  static let handRolledScene = makeScene(infoY: .bottom(of: "map") + 8, overflow: .clamp)

  /// The screen's scene with the info panel's `y` given.
  static func makeScene(
    infoY: ScrollValue, overflow: ScrollTimeline.Overflow = .extend
  ) -> ScrollScene {
    // Constants of this file: a failure is a programmer error.
    let timeline = valid {
      try ScrollTimeline(from: 0, to: 400, overflow: overflow, name: "header")
    }
    // The post's `map bottom + 8` put the panel under the avatar once it grew past the
    // shrinking map (from progress 27/57 on); below the lower of the two bottoms the panel
    // stays clear at every offset.
    return valid {
      try ScrollScene(
        timeline: timeline,
        targets: [
          ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
          ScrollTarget(
            "avatar", frame: Rect2D(x: 30, y: 30, width: 100, height: 100), cornerRadius: 50),
          ScrollTarget("info", frame: Rect2D(x: 0, y: 408, width: 390, height: 1000)),
        ],
        animations: [
          // Given out of order: the scene resolves the map and the avatar first.
          ScrollAnimation("info", .y, keys: [.init(0, infoY)]),
          // Stretchy: progress −1 (overscroll by 400) would double the header.
          ScrollAnimation("map", .height, keys: [.init(-1, 800), .init(0, 400), .init(1, 0)]),
          ScrollAnimation("avatar", .x, from: 30, to: 0),
          ScrollAnimation("avatar", .y, from: 30, to: 0),
          ScrollAnimation("avatar", .width, from: 100, to: .metric(.viewportWidth)),
          ScrollAnimation("avatar", .height, from: 100, to: 300),
          ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1]),
          ScrollAnimation("avatar", .cornerRadius, from: 50, to: 0),
        ], debugMarkers: true)
    }
  }

  static let snap = valid { try ScrollSnap(points: [0, 400]) }

  static let script = ScrollStory(steps: steps, bounds: 0...Double.infinity, dimension: 700)
  /// The same finger under Reduce Motion (the releases snap on the reduced spring).
  static let reducedScript = ScrollStory(
    steps: steps, bounds: 0...Double.infinity, dimension: 700, reducedMotion: .reduced)

  static let steps: [ScrollStory.Step] = [
    .rest(seconds: 0.5, label: "at rest"),
    .drag(seconds: 1.2, distance: 220, curve: .cubicBezier(0.4, 0, 0.8, 0.6), label: "drag up"),
    .release(seconds: 1.3, snap: snap, label: "release: snap to"),
    .drag(seconds: 0.8, distance: -70, curve: .easeInOut, label: "slow drag down"),
    .release(seconds: 0.9, snap: snap, label: "slow release: snap to"),
    .drag(seconds: 0.25, distance: -100, curve: .linear, label: "fling down"),
    .release(seconds: 1.2, snap: snap, label: "fling: snap to"),
    .drag(seconds: 1.0, distance: -180, curve: .easeOut, label: "pull past the top"),
    .release(seconds: 1.1, snap: snap, label: "rubber band: snap to"),
    .rest(seconds: 0.4, label: "at rest"),
  ]

  /// The finger's story, with full motion or under Reduce Motion.
  static func story(_ policy: ReducedMotionPolicy) -> ScrollStory {
    policy == .full ? script : reducedScript
  }

  static func layers(
    at time: Double, size: Size2D, reducedMotion: ReducedMotionPolicy = .full
  ) -> RenderLayer {
    let state = story(reducedMotion).state(at: time)
    var layers = [phone(state, handRolled: false, reducedMotion: reducedMotion)]
    layers += scrollMarkerGauge(
      markers: scene.markers, offset: state.offset, low: -150, high: 450,
      frame: Rect2D(x: 440, y: 40, width: 24, height: 620))
    layers.append(
      label("offset", at: Point2D(x: 452, y: 26), size: 9, color: Palette.ink, alignment: .center))
    return .group(size: size, layers)
  }

  /// The phone in the script's `state`: Choreo's scene, or (`handRolled`) the blog post's
  /// model of it, whose scroll view does not bounce, so the finger's pulls past the top do nothing;
  /// its scroll-linked effects as `reducedMotion` leaves them.
  static func phone(
    _ state: ScrollStory.State, handRolled: Bool, reducedMotion: ReducedMotionPolicy = .full
  ) -> RenderLayer {
    var state = state
    if handRolled { state.offset = max(state.offset, 0) }
    let scene = handRolled ? handRolledScene : scene
    let frame = valid { try scene.resolved(offset: state.offset, metrics: metrics) }
    var phone = RenderLayer(frame: Rect2D(origin: .zero, size: viewport))
    phone.backgroundColor = Palette.fill
    phone.masksToBounds = true

    // The map: its pin stays in the middle of whatever height is left (the post's reason
    // for shrinking the map rather than scrolling it away).
    let map = frame.state(of: "map", under: reducedMotion)!.frame
    var mapLayer = RenderLayer.box(
      Rect2D(x: map.minX, y: map.minY, width: map.size.width, height: max(map.size.height, 0)),
      color: RGBA(hex: 0xFFE08A))
    mapLayer.masksToBounds = true
    for index in 0..<12 {
      var road = VectorPath()
      let x = Double(index) * 40 - 60
      road.move(to: Point2D(x: x, y: 0))
      road.addLine(to: Point2D(x: x + 160, y: 820))
      mapLayer.sublayers.append(.drawing(road, stroke: RGBA(hex: 0xFFF3C4), lineWidth: 6))
    }
    let pinCenter = Point2D(x: map.size.width / 2, y: map.size.height / 2)
    mapLayer.sublayers.append(.dot(at: pinCenter, radius: 9, color: Palette.red))
    phone.sublayers.append(mapLayer)

    // The info panel follows the lower of the map's and the avatar's resolved bottoms.
    let info = frame.state(of: "info", under: reducedMotion)!.frame
    var panel = RenderLayer.box(info, color: .white, cornerRadius: 14)
    panel.sublayers.append(
      label("Info panel", at: Point2D(x: 20, y: 34), size: 14, color: Palette.ink))
    panel.sublayers.append(
      label(
        handRolled ? "y = map bottom + 8" : "y = max(map bottom, image bottom) + 8",
        at: Point2D(x: 20, y: 56), size: 9, color: Palette.secondaryInk))
    for row in 0..<8 {
      panel.sublayers.append(
        .box(
          Rect2D(x: 20, y: 80 + Double(row) * 36, width: 350 - Double(row % 3) * 60, height: 14),
          color: Palette.fill, cornerRadius: 7))
    }
    phone.sublayers.append(panel)

    // The avatar, on top.
    let avatar = frame.state(of: "avatar", under: reducedMotion)!
    var avatarLayer = RenderLayer(placement: avatar.appearance.placement(in: avatar.frame))
    avatarLayer.backgroundColor = RGBA(hex: 0x8E8E93)
    avatarLayer.cornerRadius = avatar.cornerRadius
    avatarLayer.masksToBounds = true
    let w = avatar.frame.size.width
    let h = avatar.frame.size.height
    avatarLayer.sublayers.append(
      .dot(at: Point2D(x: w / 2, y: h * 0.42), radius: min(w, h) * 0.2, color: RGBA(hex: 0xD1D1D6)))
    avatarLayer.sublayers.append(
      .dot(
        at: Point2D(x: w / 2, y: h * 1.05), radius: min(w, h) * 0.42, color: RGBA(hex: 0xD1D1D6)))
    phone.sublayers.append(avatarLayer)

    // The finger while it is down.
    if state.fingerDown {
      phone.sublayers.append(
        .dot(
          at: Point2D(x: 300, y: (state.dragDistance > 0 ? 560 : 330) - state.finger), radius: 22,
          color: RGBA(red: 0, green: 0.48, blue: 1, alpha: 0.35)))
    }

    phone.sublayers.append(
      storyCaption(
        "offset \(Int(state.offset.rounded()))  progress \(twoDecimals(frame.progress))",
        state.label, frame: Rect2D(x: 10, y: 650, width: 370, height: 40)))
    return phone
  }
}

/// `0.31`-style text without Foundation.
func twoDecimals(_ value: Double) -> String {
  let hundredths = Int((abs(value) * 100).rounded())
  let sign = value < 0 && hundredths > 0 ? "-" : ""
  let fraction = hundredths % 100
  return "\(sign)\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

extension Demo {
  /// The scroll blog post before and after: its independent layouts without bounce beside
  /// Choreo's ordered dependencies with rubber banding, on the same scripted finger.
  ///
  /// Under Reduce Motion only Choreo's half changes (as `scrollHeader` does): the post's
  /// code has no Reduce Motion, so its half plays as the post's code does.
  package static let scrollHeaderBeforeAfter = Demo(
    name: "scroll-header-before-after",
    summary: "Before: the blog post computes each view alone, so the grown image covers the "
      + "info panel, and turns bouncing off. After: Choreo orders the dependency and "
      + "rubber-bands.",
    size: ScrollHeaderScene.beforeAfterSize, duration: ScrollHeaderScene.script.duration,
    stillTime: 1.2, sheetTimes: [0.5, 1.2, 1.7, 3.0, 5.0, 6.2, 7.4, 8.0, 8.6],
    scene: { time in ScrollHeaderScene.beforeAfter(at: time, reducedMotion: .full) },
    reducedMotionScene: { ScrollHeaderScene.beforeAfter(at: $0, reducedMotion: .reduced) })
}

extension ScrollHeaderScene {
  static let gap = 20.0
  /// The before/after canvas: two phones under their captions.
  static let beforeAfterSize = Size2D(
    width: 2 * viewport.width + gap, height: viewport.height + 30)

  /// The blog post's phone beside Choreo's at `time`, Choreo's under `policy`. The post's code
  /// has no Reduce Motion: its half plays the full story whatever the policy.
  static func beforeAfter(at time: Double, reducedMotion policy: ReducedMotionPolicy)
    -> RenderLayer
  {
    let width = viewport.width
    var before = phone(script.state(at: time), handRolled: true)
    before.position.y += 30
    var after = phone(story(policy).state(at: time), handRolled: false, reducedMotion: policy)
    after.position.x += width + gap
    after.position.y += 30
    return .group(
      size: beforeAfterSize,
      [
        label(
          "before: the post's aTob, bounces = false", at: Point2D(x: 4, y: 20), size: 12,
          color: Palette.red),
        label(
          "after: Choreo's ordered dependencies", at: Point2D(x: width + gap + 4, y: 20),
          size: 12, color: Palette.green),
        before, after,
      ])
  }
}
