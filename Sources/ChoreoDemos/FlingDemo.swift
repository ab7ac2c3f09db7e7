import Choreo
import ChoreoRender

extension Demo {
  /// A card flung along a track with five snap points, played by a scripted finger
  /// (Choreo's `ScriptedScroll`): a flick's release projects where a decay would
  /// rest and springs to the nearest snap point with the release velocity; a coast decays
  /// into the end of the track and hands its velocity to a spring there; a pull past the
  /// end rubber-bands and snaps back. The orange mark is the projection that decided each
  /// move: `DecayRate.normal.projection(of:velocity:)` at the release.
  ///
  /// Under Reduce Motion the finger and the decays play unchanged (a decay carries the
  /// user's own gesture on, as the reduced-motion rule says) and the releases spring to
  /// the same snap points on the snap spring's reduced form (`ScriptedScroll` given the
  /// policy).
  package static let fling: Demo = {
    let size = FlingScene.size
    return Demo(
      name: "fling",
      summary: "A card flung along a track: it decays, projects to a snap point, springs "
        + "there, and rubber-bands at the ends.",
      size: size, duration: (FlingScene.story.duration * 1000).rounded() / 1000,
      stillTime: FlingScene.stillTime,
      sheetTimes: FlingScene.sheetTimes,
      scene: { time in FlingScene.layers(at: time) },
      reducedMotionScene: { FlingScene.layers(at: $0, reducedMotion: .reduced) })
  }()
}

enum FlingScene {
  static let size = Size2D(width: 560, height: 300)
  /// The track's offsets, and where the card is drawn for each.
  static let bounds = 0.0...800
  static let scale = 0.5
  static let railY = 130.0
  static func x(_ offset: Double) -> Double { 80 + offset * scale }

  static let snapPoints = [0.0, 200, 400, 600, 800]
  static let snap = valid { try ScrollSnap(points: snapPoints, spring: .snappy) }

  static let story = ScrollStory(steps: steps, bounds: bounds, dimension: 800)
  /// The same finger under Reduce Motion (the releases snap on the reduced spring).
  static let reducedStory = ScrollStory(
    steps: steps, bounds: bounds, dimension: 800, reducedMotion: .reduced)

  static let steps: [ScrollStory.Step] = [
    .rest(seconds: 0.4, label: "at rest"),
    .drag(seconds: 0.12, distance: 80, curve: .easeIn, label: "flick"),
    .release(seconds: 1.1, snap: snap, label: "release: projects, springs to"),
    .rest(seconds: 0.3, label: "at rest"),
    .drag(seconds: 0.1, distance: 90, curve: .linear, label: "flick toward the end"),
    .coast(
      seconds: 1.6, rate: ScrollSnap.normalDeceleration,
      label: "coast: decays into the end, springs there"),
    .drag(seconds: 0.6, distance: 160, curve: .easeOut, label: "pull past the end: rubber band"),
    .release(seconds: 0.9, snap: snap, label: "release: springs back to"),
    .drag(seconds: 0.08, distance: -60, curve: .linear, label: "flick back"),
    .release(seconds: 1.2, snap: snap, label: "release: projects, springs to"),
    .rest(seconds: 0.4, label: "at rest"),
  ]

  /// Inside the coast, just before it reaches the end.
  static var stillTime: Double { story.starts[5] + 0.3 }

  /// One or two instants of each move: the flick and its spring, the coast and its
  /// bounce, the pull, the snap back and the last flick.
  static var sheetTimes: [Double] {
    let s = story.starts
    return [
      s[1] + 0.1, s[2] + 0.15, s[2] + 0.5, s[4] + 0.08, s[5] + 0.25, s[5] + 0.6, s[6] + 0.5,
      s[7] + 0.2, s[9] + 0.15,
    ]
  }

  /// The track and the card at `time`, played under `reducedMotion`.
  static func layers(at time: Double, reducedMotion: ReducedMotionPolicy = .full) -> RenderLayer {
    let story = reducedMotion == .full ? Self.story : Self.reducedStory
    let state = story.state(at: time)
    var layers: [RenderLayer] = []
    layers.append(contentsOf: rail())
    // The projection that decided the move in force: where a decay from the release (or
    // the coast's start) would come to rest.
    if let rest = projection(at: time, in: story) {
      // Off the track the mark stays at the canvas edge, pointing on.
      let markX = min(max(x(rest), 10), size.width - 10)
      var mark = VectorPath()
      mark.move(to: Point2D(x: markX, y: railY + 62))
      mark.addLine(to: Point2D(x: markX - 7, y: railY + 74))
      mark.addLine(to: Point2D(x: markX + 7, y: railY + 74))
      mark.close()
      layers.append(.drawing(mark, fill: Palette.orange))
      layers.append(
        label(
          "projected \(Int(rest.rounded()))",
          at: Point2D(x: min(max(markX, 52), size.width - 52), y: railY + 88), size: 9,
          color: Palette.orange, alignment: .center))
    }
    var card = RenderLayer.box(
      Rect2D(x: x(state.offset) - 36, y: railY - 48, width: 72, height: 96), color: Palette.blue,
      cornerRadius: 12)
    card.sublayers.append(
      label("card", at: Point2D(x: 36, y: 52), size: 11, color: .white, alignment: .center))
    layers.append(card)
    if state.fingerDown {
      layers.append(
        .dot(
          at: Point2D(x: x(state.offset), y: railY + 20), radius: 18,
          color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.22)))
    }
    layers.append(
      storyCaption(
        "offset \(Int(state.offset.rounded()))   velocity \(Int(state.velocity.rounded())) pt/s",
        state.label, frame: Rect2D(x: 10, y: 250, width: 540, height: 40)))
    return .group(size: size, layers)
  }

  /// During a release or a coast of `story`, the projection from the instant it began:
  /// `DecayRate.normal.projection(of:velocity:)` of the offset and velocity handed over.
  static func projection(at time: Double, in story: ScrollStory) -> Double? {
    guard let index = story.starts.lastIndex(where: { $0 <= time }), time < story.duration
    else { return nil }
    switch story.steps[index] {
    case .release, .coast:
      let start = story.state(at: story.starts[index])
      return DecayRate.normal.projection(of: start.offset, velocity: start.velocity)
    case .rest, .drag:
      return nil
    }
  }

  /// The track: the rubber-band zones past both ends, the rail, the end stops and the snap
  /// points with their offsets.
  static func rail() -> [RenderLayer] {
    var layers: [RenderLayer] = [
      .box(Rect2D(x: 0, y: railY - 56, width: x(0), height: 112), color: Palette.fill),
      .box(
        Rect2D(x: x(800), y: railY - 56, width: size.width - x(800), height: 112),
        color: Palette.fill),
    ]
    var line = VectorPath()
    line.move(to: Point2D(x: x(0), y: railY))
    line.addLine(to: Point2D(x: x(800), y: railY))
    layers.append(.drawing(line, stroke: Palette.hairline, lineWidth: 2))
    for point in snapPoints {
      var tick = VectorPath()
      let end = point == 0 || point == 800
      tick.move(to: Point2D(x: x(point), y: railY - (end ? 56 : 8)))
      tick.addLine(to: Point2D(x: x(point), y: railY + (end ? 56 : 8)))
      layers.append(
        .drawing(
          tick, stroke: end ? Palette.secondaryInk : Palette.hairline, lineWidth: end ? 2 : 1.5))
      layers.append(
        label(
          "\(Int(point))", at: Point2D(x: x(point), y: railY - 62), size: 9,
          color: Palette.secondaryInk, alignment: .center))
    }
    for centre in [x(0) / 2, (x(800) + size.width) / 2] {
      for (line, word) in ["rubber", "band"].enumerated() {
        layers.append(
          label(
            word, at: Point2D(x: centre, y: railY - 80 + Double(line) * 11), size: 8,
            color: Palette.secondaryInk, alignment: .center))
      }
    }
    return layers
  }
}
