// Policy: an animation keeps a target, one of its properties and the keyframes that drive it
// together, so nothing is coupled by array index (a hand-rolled scroll layout keeps views
// and closures in two parallel arrays, which break once one view depends on another). Keyframes sit at progress positions of the animation's timeline (the
// scene's by default) and each says how the value travels to it from the previous key:
// a timing curve, a Catmull-Rom spline (`.smooth`), or a hold — the segments of
// ``KeyframeCurve``. Outside the keys' span an animation holds its end values (the default) or
// extends along the end segment's tangent, so overscroll can stretch a header.

/// One target's property driven by keyframes over a timeline's progress.
///
/// ```swift
/// // The map's height goes from 400 to 0 (a hand-written aTob(start: 400, end: 0, y)).
/// let map = ScrollAnimation("map", .height, from: 400, to: 0)
/// // An alpha dip, 1 → 0.5 → 1 (a hand-written changeAlpha).
/// let alpha = ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1])
/// // A value that depends on another: the panel follows the header.
/// let panel = ScrollAnimation("info", .y, keys: [.init(0, .bottom(of: "map") + 8)])
/// ```
public struct ScrollAnimation: Sendable, Hashable {
  /// How a segment of an animation travels; the segments of ``/ChoreoCore/KeyframeCurve``.
  public typealias Segment = KeyframeCurve<Double>.Segment

  /// One keyframe: a value at a progress, and how it is reached.
  public struct Key: Sendable, Hashable {
    /// The progress of the timeline at which the animation has this value.
    public var progress: Double
    /// The value; may read metrics and other targets' properties.
    public var value: ScrollValue
    /// How the value travels from the previous key; ignored on the first key.
    public var segment: Segment

    /// Creates a keyframe.
    ///
    /// - Parameters:
    ///   - progress: The progress of the key.
    ///   - value: The value there.
    ///   - segment: How it is reached; linear by default.
    public init(_ progress: Double, _ value: ScrollValue, _ segment: Segment = .timing(.linear)) {
      self.progress = progress
      self.value = value
      self.segment = segment
    }
  }

  /// What an animation does outside its keys' span.
  public enum Extrapolation: String, Sendable, Hashable, CaseIterable {
    /// The first value before the first key, the last after the last.
    case hold
    /// Continues along the end segment's tangent (a timing segment's slope at its end, the
    /// chord for a smooth segment, flat for a hold); useful with an extending timeline.
    case extend
  }

  /// The target driven.
  public var target: ScrollTargetID
  /// The property driven.
  public var property: ScrollProperty
  /// The keyframes, in increasing progress (checked when the scene is built).
  public var keys: [Key]
  /// The animation's own timeline, or `nil` for the scene's.
  public var timeline: ScrollTimeline?
  /// What the animation does outside its keys' span.
  public var extrapolation: Extrapolation

  /// Creates an animation from keyframes.
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - property: The property.
  ///   - keys: Keyframes in increasing progress.
  ///   - timeline: A timeline of its own (for element ranges), or `nil` for the scene's.
  ///   - extrapolation: Hold (the default) or extend outside the keys.
  public init(
    _ target: ScrollTargetID, _ property: ScrollProperty, keys: [Key],
    timeline: ScrollTimeline? = nil, extrapolation: Extrapolation = .hold
  ) {
    self.target = target
    self.property = property
    self.keys = keys
    self.timeline = timeline
    self.extrapolation = extrapolation
  }

  /// A straight interpolation from `start` at progress 0 to `end` at 1, as a hand-written
  /// `aTob(start:end:y)` does.
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - property: The property.
  ///   - start: The value at progress 0.
  ///   - end: The value at progress 1.
  ///   - curve: The easing; linear by default.
  ///   - timeline: A timeline of its own, or `nil` for the scene's.
  ///   - extrapolation: Hold (the default) or extend outside 0...1.
  public init(
    _ target: ScrollTargetID, _ property: ScrollProperty, from start: ScrollValue,
    to end: ScrollValue, curve: TimingCurve = .linear, timeline: ScrollTimeline? = nil,
    extrapolation: Extrapolation = .hold
  ) {
    self.init(
      target, property, keys: [Key(0, start), Key(1, end, .timing(curve))], timeline: timeline,
      extrapolation: extrapolation)
  }

  /// Values spaced evenly over progress 0...1 (an alpha dip is `[1, 0.5, 1]`).
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - property: The property.
  ///   - values: The values; one value makes a constant animation.
  ///   - segment: How each value is reached; linear by default.
  ///   - timeline: A timeline of its own, or `nil` for the scene's.
  public init(
    _ target: ScrollTargetID, _ property: ScrollProperty, values: [ScrollValue],
    _ segment: Segment = .timing(.linear), timeline: ScrollTimeline? = nil
  ) {
    let last = Double(max(values.count - 1, 1))
    let keys = values.enumerated().map { Key(Double($0.offset) / last, $0.element, segment) }
    self.init(target, property, keys: keys, timeline: timeline)
  }

  /// An animation whose keyframes are those of a numeric keyframe curve (its times read as
  /// progress).
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - property: The property.
  ///   - curve: The curve; its keys are already checked.
  ///   - timeline: A timeline of its own, or `nil` for the scene's.
  public init(
    _ target: ScrollTargetID, _ property: ScrollProperty, curve: KeyframeCurve<Double>,
    timeline: ScrollTimeline? = nil
  ) {
    let keys = curve.keys.map { Key($0.time, ScrollValue($0.value), $0.segment) }
    self.init(target, property, keys: keys, timeline: timeline)
  }

  /// The slot the animation writes, as named in messages.
  public var slot: ScrollSlotName { ScrollSlotName(target, property) }
}

/// A target of a scroll scene and its resting layout: the values its properties have
/// when no animation drives them.
///
/// ```swift
/// let avatar = ScrollTarget("avatar", frame: Rect2D(x: 30, y: 30, width: 100, height: 100),
///                           cornerRadius: 50)
/// ```
public struct ScrollTarget: Sendable, Hashable {
  /// The target's identifier.
  public var id: ScrollTargetID
  /// Its resting frame.
  public var frame: Rect2D
  /// Its resting visual state (anchor and perspective are used as given; animations do not
  /// drive them).
  public var state: VisualState
  /// Its resting corner radius.
  public var cornerRadius: Double

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - frame: The resting frame.
  ///   - state: The resting visual state; identity by default.
  ///   - cornerRadius: The resting corner radius; 0 by default.
  public init(
    _ id: ScrollTargetID, frame: Rect2D, state: VisualState = .identity, cornerRadius: Double = 0
  ) {
    self.id = id
    self.frame = frame
    self.state = state
    self.cornerRadius = cornerRadius
  }

  /// The resting value of a property.
  ///
  /// - Parameter property: The property.
  /// - Returns: Its value in the resting layout.
  public func restingValue(of property: ScrollProperty) -> Double {
    switch property {
    case .x: return frame.minX
    case .y: return frame.minY
    case .width: return frame.size.width
    case .height: return frame.size.height
    case .opacity: return state.opacity
    case .translationX: return state.translation.x
    case .translationY: return state.translation.y
    case .scaleX: return state.scale.width
    case .scaleY: return state.scale.height
    case .rotation: return state.rotation
    case .rotationX: return state.rotationX
    case .rotationY: return state.rotationY
    case .cornerRadius: return cornerRadius
    case .zIndex: return state.zIndex
    }
  }
}
