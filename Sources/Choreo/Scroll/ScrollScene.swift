// Policy: a scene is compiled once. Every (target, property) pair and every container
// metric gets a slot in one flat array of numbers; every keyframe value becomes a constant
// plus a list of (slot, coefficient) terms; the animations are sorted once into dependency
// order (Kahn's algorithm: an animation runs after every animation that writes a slot its values
// read; ties keep the order the animations were given in). Resolving a frame then copies the
// resting values, writes the metrics, computes each timeline's progress and evaluates the
// animations in that order — walking arrays, allocating nothing once the frame's buffers exist.
//
// A value that reads a property no animation drives reads the target's resting value. A value
// that reads its own animation's property, or values that read each other in a loop, make the
// scene fail to build with ``ScrollError/cycle(_:)`` naming the loop's members.

/// Targets, their animations and a timeline, compiled for fast per-frame resolution.
///
/// ```swift
/// let scene = try ScrollScene(
///   timeline: ScrollTimeline(from: 0, to: 400),
///   targets: [
///     ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
///     ScrollTarget("info", frame: Rect2D(x: 0, y: 400, width: 390, height: 1000)),
///   ],
///   animations: [
///     ScrollAnimation("info", .y, keys: [.init(0, .bottom(of: "map") + 8)]),
///     ScrollAnimation("map", .height, from: 400, to: 0),
///   ])
/// let frame = try scene.resolved(offset: 200, metrics: metrics)
/// frame[ "info", .y]   // 208: the map's resolved bottom (200) plus 8
/// ```
public struct ScrollScene: Sendable {
  /// The scene's timeline; animations without a timeline of their own follow it.
  public let timeline: ScrollTimeline
  /// The targets, as given.
  public let targets: [ScrollTarget]
  /// The animations, as given.
  public let animations: [ScrollAnimation]
  /// The order in which the animations' slots are resolved: each after every slot it reads.
  public let evaluationOrder: [ScrollSlotName]
  /// The start and end of every timeline, when the scene was built with debug markers on;
  /// empty otherwise.
  public let markers: [ScrollMarker]
  let program: ScrollProgram

  /// Builds and checks a scene.
  ///
  /// - Parameters:
  ///   - timeline: The scene's timeline.
  ///   - targets: The targets with their resting layouts; ids must be unique.
  ///   - animations: The animations; at most one per (target, property).
  ///   - debugMarkers: Whether ``markers`` lists the start and end of each range, for
  ///     drawing in rendered demos.
  /// - Throws: ``ScrollError`` for a duplicate target or animation, an animation or value naming
  ///   an unknown target, an animation without keyframes, keyframes out of order, a non-finite
  ///   number, or a dependency cycle.
  /// - Complexity: O(n log n) in the total number of keyframes and terms.
  public init(
    timeline: ScrollTimeline, targets: [ScrollTarget], animations: [ScrollAnimation],
    debugMarkers: Bool = false
  ) throws(ScrollError) {
    self.timeline = timeline
    self.targets = targets
    self.animations = animations
    self.program = try ScrollProgram(timeline: timeline, targets: targets, animations: animations)
    self.evaluationOrder = program.order.map { animations[$0].slot }
    self.markers = debugMarkers ? ScrollMarker.markers(for: program.timelines) : []
  }

  /// Resolves every target at a scroll offset into `frame`, reusing its storage.
  ///
  /// - Parameters:
  ///   - offset: The scroll offset along the timeline's axis; negative while overscrolled.
  ///   - metrics: The viewport and content sizes.
  ///   - frame: The frame to fill; pass the same frame every time so its buffers are
  ///     reused (no allocation after the first call).
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite offset or
  ///   metric, ``ScrollError/negative(what:value:)`` for a negative size; `frame` is then
  ///   left as it was.
  /// - Complexity: O(total terms + Σ log keys) per call.
  public func resolve(offset: Double, metrics: ScrollMetrics, into frame: inout ScrollSceneState)
    throws(ScrollError)
  {
    guard offset.isFinite else { throw .notFinite(what: "the scroll offset", value: offset) }
    // Checked one by one: a literal array here would allocate on every frame.
    try Self.checkFinite(metrics.viewport.width, "the viewport's width")
    try Self.checkFinite(metrics.viewport.height, "the viewport's height")
    try Self.checkFinite(metrics.content.width, "the content's width")
    try Self.checkFinite(metrics.content.height, "the content's height")
    program.run(offset: offset, metrics: metrics, into: &frame)
  }

  /// A size from the scroll view: finite and not negative (no view has a negative size;
  /// a layout from one would give negative frames).
  private static func checkFinite(_ value: Double, _ what: String) throws(ScrollError) {
    guard value.isFinite else { throw .notFinite(what: what, value: value) }
    guard value >= 0 else { throw .negative(what: what, value: value) }
  }

  /// Resolves every target at a scroll offset.
  ///
  /// - Parameters:
  ///   - offset: The scroll offset.
  ///   - metrics: The viewport and content sizes.
  /// - Returns: A new frame.
  /// - Throws: ``ScrollError/notFinite(what:value:)`` for a NaN or infinite offset or
  ///   metric, ``ScrollError/negative(what:value:)`` for a negative size.
  public func resolved(offset: Double, metrics: ScrollMetrics) throws(ScrollError)
    -> ScrollSceneState
  {
    var frame = ScrollSceneState()
    try resolve(offset: offset, metrics: metrics, into: &frame)
    return frame
  }
}
