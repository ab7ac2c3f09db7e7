import Choreo
import ChoreoRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scripted scroll gesture: the offset a person's finger produces over time, as a pure
/// function of time (each step starts where the previous one ended, recomputed on every
/// call, so any frame renders alone).
struct ScrollScript: Sendable {
  enum Step: Sendable {
    /// Nothing moves.
    case rest(seconds: Double, label: String)
    /// The finger moves the content by `distance` points (positive: toward larger offsets)
    /// along `curve`; past `rubberBandBelow` the content resists as UIScrollView does.
    case drag(seconds: Double, distance: Double, curve: TimingCurve, label: String)
    /// The finger lets go: the content springs to the snap point the release picks, with
    /// the release velocity handed over.
    case release(seconds: Double, snap: ScrollSnap, label: String)
    /// The finger lets go and the content decelerates freely (UIScrollView's model:
    /// velocity × rate per millisecond).
    case coast(seconds: Double, rate: Double, label: String)
  }

  /// What the script is doing at a time.
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
  /// Offsets below this are overscroll (rubber band).
  let lowerBound: Double
  /// The viewport's length, for the rubber-band curve.
  let dimension: Double

  var duration: Double {
    steps.reduce(0) { total, step in
      switch step {
      case .rest(let s, _), .drag(let s, _, _, _), .release(let s, _, _), .coast(let s, _, _):
        return total + s
      }
    }
  }

  /// The content offset for a finger at raw (unresisted) offset `raw`.
  func resisted(_ raw: Double) -> Double {
    raw >= lowerBound
      ? raw
      : lowerBound - ScrollRubberBand.distance(forDrag: lowerBound - raw, dimension: dimension)
  }

  /// The inverse of ``resisted(_:)``: the raw offset that shows `offset`.
  func raw(for offset: Double) -> Double {
    guard offset < lowerBound else { return offset }
    // f(x) = (1 − 1/(x c/d + 1)) d  ⇒  x = d/c · (1/(1 − f/d) − 1).
    let f = lowerBound - offset
    let c = ScrollRubberBand.coefficient
    return lowerBound - dimension / c * (1 / (1 - f / dimension) - 1)
  }

  func state(at time: Double) -> State {
    var offset = 0.0
    var velocity = 0.0
    var start = 0.0
    for step in steps {
      switch step {
      case .rest(let seconds, let label):
        if time < start + seconds {
          return State(offset: offset, velocity: 0, label: label, fingerDown: false, finger: 0)
        }
        velocity = 0
        start += seconds
      case .drag(let seconds, let distance, let curve, let label):
        let rawStart = raw(for: offset)
        func at(_ local: Double) -> Double {
          let fraction = min(max(local / seconds, 0), 1)
          return resisted(rawStart + distance * curve.value(at: fraction))
        }
        if time < start + seconds {
          let local = time - start
          return State(
            offset: at(local), velocity: 0, label: label, fingerDown: true,
            finger: distance * curve.value(at: local / seconds), dragDistance: distance)
        }
        // Release velocity: the slope at the end of the drag (one-sided difference).
        let h = 1e-4
        velocity = (at(seconds) - at(seconds - h)) / h
        offset = at(seconds)
        start += seconds
      case .release(let seconds, let snap, let label):
        let motion = valid { try snap.motion(releasedAt: offset, velocity: velocity) }
        if time < start + seconds {
          let local = time - start
          return State(
            offset: motion.offset(at: local), velocity: motion.velocity(at: local),
            label: label + " \(Int(motion.to))", fingerDown: false, finger: 0)
        }
        offset = motion.offset(at: seconds)
        velocity = 0
        start += seconds
      case .coast(let seconds, let rate, let label):
        // v(t) = v0 · rate^(1000 t); x(t) = x0 + v0 (rate^(1000 t) − 1) / (1000 ln rate).
        let k = 1000 * log(rate)
        func at(_ t: Double) -> Double { offset + velocity * (exp(k * t) - 1) / k }
        if time < start + seconds {
          let local = time - start
          return State(
            offset: at(local), velocity: velocity * exp(k * local), label: label,
            fingerDown: false, finger: 0)
        }
        offset = at(seconds)
        velocity = 0
        start += seconds
      }
    }
    return State(offset: offset, velocity: 0, label: "at rest", fingerDown: false, finger: 0)
  }
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
