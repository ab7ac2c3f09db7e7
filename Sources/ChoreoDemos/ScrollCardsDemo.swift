import Choreo
import ChoreoRender

extension Demo {
  /// A list whose cards scale up and fade in while they enter the viewport and scale down
  /// and fade out while they exit: each card has its own element-relative timeline (the
  /// CSS `cover` range of an inset viewport, keyed at the end of `entry` and the start of
  /// `exit`; the dashed lines are the insets). A scripted
  /// finger flings the list down twice, then flings it back, and the release snaps to the
  /// top with the fling's velocity. The gauge shows every card's range (debug markers).
  ///
  /// Under Reduce Motion the finger and the coasts scroll the list as before and the cards
  /// still fade in and out (opacity stays), but they no longer scale
  /// (`VisualState.scrollLinked(allowedBy:)`); the last release snaps on the reduced spring.
  package static let scrollCards: Demo = {
    let size = Size2D(width: 480, height: 700)
    return Demo(
      name: "scroll-cards",
      summary: "Cards that scale and fade as they enter and exit the viewport "
        + "(element-relative ranges), flung and snapped.",
      size: size, duration: ScrollCardsScene.script.duration, stillTime: 1,
      scene: { time in ScrollCardsScene.layers(at: time, size: size) },
      reducedMotionScene: { ScrollCardsScene.layers(at: $0, size: size, reducedMotion: .reduced) })
  }()
}

enum ScrollCardsScene {
  static let viewport = Size2D(width: 390, height: 700)
  static let count = 12
  static let cardHeight = 150.0
  static let spacing = 20.0
  static let contentHeight = spacing + Double(count) * (cardHeight + spacing)
  static let maxOffset = contentHeight - viewport.height
  static let metrics = ScrollMetrics(
    viewport: viewport, content: Size2D(width: 390, height: contentHeight))
  static let colors = [Palette.blue, Palette.orange, Palette.green, Palette.purple, Palette.red]

  static func contentFrame(_ index: Int) -> Rect2D {
    Rect2D(
      x: 16, y: spacing + Double(index) * (cardHeight + spacing), width: 358, height: cardHeight)
  }

  static func id(_ index: Int) -> ScrollTargetID { ScrollTargetID("card\(index)") }

  /// The visibility range: the viewport less 60 points at the top and 170 at the bottom,
  /// so cards finish entering above the status bar and start exiting below the top edge.
  static let insets = ViewInsets(start: 60, end: 170)

  /// Each card's cover timeline.
  static let timelines: [ScrollTimeline] = (0..<count).map { index in
    valid {
      try ScrollTimeline.view(
        subject: contentFrame(index), viewport: viewport, range: .cover, insets: insets)
    }
  }

  static let scene: ScrollScene = {
    var targets: [ScrollTarget] = []
    var animations: [ScrollAnimation] = []
    for index in 0..<count {
      let content = contentFrame(index)
      let timeline = timelines[index]
      // Where entry ends and exit starts, as fractions of cover.
      let ranges = valid { try ViewRanges(subject: content, viewport: viewport, insets: insets) }
      let entered = (ranges.offsets(of: .entry).end - timeline.startOffset) / timeline.length
      let exiting = (ranges.offsets(of: .exit).start - timeline.startOffset) / timeline.length
      targets.append(ScrollTarget(id(index), frame: content))
      // The card scrolls with the content: y = content y − offset.
      animations.append(
        ScrollAnimation(
          id(index), .y, keys: [.init(0, ScrollValue(content.minY) - .metric(.scrollOffset))]))
      let fade: [ScrollAnimation.Key] = [
        .init(0, 0), .init(entered, 1, .timing(.easeOut)), .init(exiting, 1),
        .init(1, 0, .timing(.easeIn)),
      ]
      let grow: [ScrollAnimation.Key] = [
        .init(0, 0.7), .init(entered, 1, .timing(.easeOut)), .init(exiting, 1),
        .init(1, 0.7, .timing(.easeIn)),
      ]
      animations.append(ScrollAnimation(id(index), .opacity, keys: fade, timeline: timeline))
      animations.append(ScrollAnimation(id(index), .scaleX, keys: grow, timeline: timeline))
      animations.append(ScrollAnimation(id(index), .scaleY, keys: grow, timeline: timeline))
    }
    return valid {
      try ScrollScene(
        timeline: ScrollTimeline(from: 0, to: maxOffset, name: "list"), targets: targets,
        animations: animations, debugMarkers: true)
    }
  }()

  static let snap = valid { try ScrollSnap(points: [0, maxOffset]) }

  static let script = ScrollStory(steps: steps, bounds: 0...Double.infinity, dimension: 700)
  /// The same finger under Reduce Motion (the release snaps on the reduced spring).
  static let reducedScript = ScrollStory(
    steps: steps, bounds: 0...Double.infinity, dimension: 700, reducedMotion: .reduced)

  static let steps: [ScrollStory.Step] = [
    .rest(seconds: 0.4, label: "at rest"),
    .drag(seconds: 0.25, distance: 300, curve: .linear, label: "fling"),
    .coast(seconds: 2.0, rate: ScrollSnap.normalDeceleration, label: "coasting"),
    .rest(seconds: 0.3, label: "at rest"),
    .drag(seconds: 0.3, distance: 120, curve: .linear, label: "fling again"),
    .coast(seconds: 1.6, rate: ScrollSnap.normalDeceleration, label: "coasting"),
    .rest(seconds: 0.3, label: "at rest"),
    .drag(seconds: 0.25, distance: -250, curve: .linear, label: "fling back"),
    .release(seconds: 1.6, snap: snap, label: "release: snap to"),
    .rest(seconds: 0.5, label: "at rest"),
  ]

  /// The list and its gauge at `time`, the cards' scroll-linked effects as `reducedMotion`
  /// leaves them.
  static func layers(
    at time: Double, size: Size2D, reducedMotion: ReducedMotionPolicy = .full
  ) -> RenderLayer {
    let state = (reducedMotion == .full ? script : reducedScript).state(at: time)
    let frame = valid { try scene.resolved(offset: state.offset, metrics: metrics) }
    var phone = RenderLayer(frame: Rect2D(origin: .zero, size: viewport))
    phone.backgroundColor = Palette.fill
    phone.masksToBounds = true
    for index in 0..<count {
      let card = frame.state(of: id(index), under: reducedMotion)!
      guard card.frame.maxY > -60, card.frame.minY < viewport.height + 60 else { continue }
      var layer = RenderLayer(placement: card.appearance.placement(in: card.frame))
      layer.backgroundColor = .white
      layer.cornerRadius = 16
      layer.masksToBounds = true
      let color = colors[index % colors.count]
      layer.sublayers.append(
        .box(Rect2D(x: 0, y: 0, width: 8, height: cardHeight), color: color))
      layer.sublayers.append(
        .dot(at: Point2D(x: 52, y: 48), radius: 22, color: color))
      layer.sublayers.append(
        label("Card \(index + 1)", at: Point2D(x: 88, y: 44), size: 14, color: Palette.ink))
      let progress = valid { try timelines[index].progress(at: state.offset) }
      layer.sublayers.append(
        label(
          "cover \(twoDecimals(progress))  opacity \(twoDecimals(card.appearance.opacity))",
          at: Point2D(x: 88, y: 64), size: 9, color: Palette.secondaryInk))
      for row in 0..<2 {
        layer.sublayers.append(
          .box(
            Rect2D(x: 30, y: 92 + Double(row) * 24, width: 290 - Double(row) * 90, height: 12),
            color: Palette.fill, cornerRadius: 6))
      }
      phone.sublayers.append(layer)
    }
    for y in [insets.start, viewport.height - insets.end] {
      var line = VectorPath()
      line.move(to: Point2D(x: 0, y: y))
      line.addLine(to: Point2D(x: viewport.width, y: y))
      phone.sublayers.append(.drawing(line, stroke: Palette.secondaryInk, lineWidth: 0.75))
    }
    if state.fingerDown {
      phone.sublayers.append(
        .dot(
          at: Point2D(x: 300, y: (state.dragDistance > 0 ? 520 : 330) - state.finger), radius: 22,
          color: RGBA(red: 0, green: 0.48, blue: 1, alpha: 0.35)))
    }
    phone.sublayers.append(
      storyCaption(
        "offset \(Int(state.offset.rounded()))  list \(twoDecimals(frame.progress))",
        state.label, frame: Rect2D(x: 10, y: 650, width: 370, height: 40)))
    var layers = [phone]
    layers += scrollMarkerGauge(
      markers: scene.markers, offset: state.offset, low: -900, high: maxOffset + 200,
      frame: Rect2D(x: 440, y: 40, width: 24, height: 620), labelled: false)
    layers.append(
      label("offset", at: Point2D(x: 452, y: 26), size: 9, color: Palette.ink, alignment: .center))
    return .group(size: size, layers)
  }
}
