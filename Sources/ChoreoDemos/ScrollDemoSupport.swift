import Choreo
import ChoreoRender

/// A scroll demo's gesture: Choreo's ``ScriptedScroll`` played by a
/// ``CommandScript`` (drags along timing curves, rubber banding past the top, releases that
/// snap, coasts), with a caption for each step. The motion is all ScriptedScroll's; this
/// only lays the steps end to end and says what each one is. Under Reduce Motion the scroll
/// is given the policy: the finger's drags and the coasts play as they are (the user's own
/// gesture), the releases' snap springs on their reduced form (ScriptedScroll's rule).
struct ScrollStory: Sendable {
  enum Step: Sendable {
    /// Nothing moves (the content stops where it is).
    case rest(seconds: Double, label: String)
    /// The finger moves the content by `distance` points (positive: toward larger
    /// offsets) along `curve`.
    case drag(seconds: Double, distance: Double, curve: TimingCurve, label: String)
    /// The finger lets go and the content snaps; the label gets the snap point.
    case release(seconds: Double, snap: ScrollSnap, label: String)
    /// The finger lets go and the content coasts.
    case coast(seconds: Double, rate: Double, label: String)

    var seconds: Double {
      switch self {
      case .rest(let s, _), .drag(let s, _, _, _), .release(let s, _, _), .coast(let s, _, _):
        return s
      }
    }
  }

  /// What the story shows at a time.
  struct State: Sendable {
    var offset: Double
    var velocity: Double
    var label: String
    var fingerDown: Bool
    /// The finger's travel since the drag began (for drawing the finger).
    var finger: Double
    /// The whole drag's distance (its sign says which way the finger goes).
    var dragDistance: Double = 0
  }

  let steps: [Step]
  /// When each step starts.
  let starts: [Double]
  /// Each step's caption (a release's names the snap point it picked).
  let labels: [String]
  let script: CommandScript<ScriptedScroll>
  /// The model after the script's first k commands, k = 0...commands
  /// (`CommandScript.prefixModels`): a frame looks its model up, where replaying the
  /// releases' springs and the coasts at every frame cost 195 k instructions a frame, 7% of
  /// a scroll page's export.
  let replayed: [ScriptedScroll]
  let duration: Double

  /// The story of `steps`, from offset 0, resisting past `bounds` in a viewport
  /// `dimension` long, played under `reducedMotion`.
  init(
    steps: [Step], bounds: ClosedRange<Double>, dimension: Double,
    reducedMotion: ReducedMotionPolicy = .full
  ) {
    self.steps = steps
    var starts: [Double] = []
    var time = 0.0
    var scroll = ScriptedScroll(
      rubberBand: valid { try RubberBand(bounds: bounds, dimension: dimension) })
    scroll.reducedMotion = reducedMotion
    var script = CommandScript(scroll)
    for step in steps {
      starts.append(time)
      switch step {
      case .rest: script.stop(at: time)
      case .drag(let seconds, let distance, let curve, _):
        script.scroll(by: distance, at: time, over: seconds, curve: curve)
      case .release(_, let snap, _): script.release(at: time, snap: snap)
      case .coast(_, let rate, _): script.coast(at: time, rate: rate)
      }
      time += step.seconds
    }
    self.starts = starts
    self.script = script
    replayed = valid { try script.prefixModels() }
    duration = time
    labels = zip(steps, starts).map { step, start in
      switch step {
      case .rest(_, let label), .drag(_, _, _, let label), .coast(_, _, let label):
        return label
      case .release(_, let snap, let label):
        // The snap point the release picked: the spring starts from the release's offset
        // and velocity.
        let released = valid { try script.state(at: start) }
        let target = valid {
          try snap.target(releasedAt: released.offset, velocity: released.velocity)
        }
        return label + " \(Int(target))"
      }
    }
  }

  func state(at time: Double) -> State {
    // The position and the finger both come from this model (`script.model(at: time)`).
    let model = replayed[script.commandCount(through: time)]
    let position = model.state(at: time)
    var state = State(
      offset: position.offset, velocity: position.velocity, label: "at rest",
      fingerDown: false, finger: 0)
    guard let index = starts.lastIndex(where: { $0 <= time }), time < duration else {
      return state
    }
    state.label = labels[index]
    if case .drag(_, let distance, _, _) = steps[index] {
      state.fingerDown = true
      state.finger = (model.finger(at: time) ?? 0) - (model.finger(at: starts[index]) ?? 0)
      state.dragDistance = distance
    }
    return state
  }
}

extension ScrollSceneState {
  /// A target's state as a scroll view shows it under `policy`: its scroll-linked effects
  /// as the one rule leaves them (`VisualState.scrollLinked(allowedBy:)`, as
  /// ScrollSceneCoordinator applies it), its layout unchanged.
  func state(of target: ScrollTargetID, under policy: ReducedMotionPolicy) -> ScrollTargetState? {
    guard var state = state(of: target) else { return nil }
    state.appearance = state.appearance.scrollLinked(allowedBy: policy)
    return state
  }
}

/// The dark caption box of a scroll story: the figures on the first line, the step's label
/// (yellow) on the second.
func storyCaption(_ figures: String, _ step: String, frame: Rect2D) -> RenderLayer {
  var hud = RenderLayer.box(frame, color: RGBA(hex: 0x1C1C1E, alpha: 0.82), cornerRadius: 10)
  hud.sublayers.append(label(figures, at: Point2D(x: 12, y: 17), size: 10, color: .white))
  hud.sublayers.append(
    label(step, at: Point2D(x: 12, y: 32), size: 10, color: RGBA(hex: 0xFFD60A)))
  return hud
}

/// Debug markers drawn as a gauge down the right edge: the offsets `low...high` map onto
/// the gauge; each range's start is a green tick, its end a red one, and the current
/// offset a dot.
func scrollMarkerGauge(
  markers: [ScrollMarker], offset: Double, low: Double, high: Double, frame: Rect2D,
  labelled: Bool = true
) -> [RenderLayer] {
  func y(_ value: Double) -> Double {
    frame.minY + (value - low) / (high - low) * frame.size.height
  }
  var layers: [RenderLayer] = []
  var rail = VectorPath()
  rail.move(to: Point2D(x: frame.midX, y: frame.minY))
  rail.addLine(to: Point2D(x: frame.midX, y: frame.maxY))
  layers.append(.drawing(rail, stroke: Palette.hairline, lineWidth: 2))
  for marker in markers {
    let color = marker.end == .start ? Palette.green : Palette.red
    var tick = VectorPath()
    tick.move(to: Point2D(x: frame.minX, y: y(marker.offset)))
    tick.addLine(to: Point2D(x: frame.maxX, y: y(marker.offset)))
    layers.append(.drawing(tick, stroke: color, lineWidth: 1.5))
    if labelled {
      layers.append(
        label(
          marker.end.rawValue, at: Point2D(x: frame.minX - 4, y: y(marker.offset) + 3), size: 8,
          color: color, alignment: .trailing))
    }
  }
  let clamped = min(max(offset, low), high)
  layers.append(.dot(at: Point2D(x: frame.midX, y: y(clamped)), radius: 5, color: Palette.ink))
  return layers
}

extension Rect2D {
  /// The horizontal middle.
  var midX: Double { minX + size.width / 2 }
}
