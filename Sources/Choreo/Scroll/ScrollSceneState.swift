/// The state of a scroll scene at one scroll offset: every target resolved.
///
/// Keep one state and pass it to ``ScrollScene/resolve(offset:metrics:into:)`` every
/// frame: its storage is reused, so steady-state resolution allocates nothing.
///
/// ```swift
/// var resolved = ScrollSceneState()
/// try scene.resolve(offset: 120, metrics: metrics, into: &resolved)
/// let avatar = resolved.state(of: "avatar")!   // frame, visual state, corner radius
/// let height = resolved["map", .height]!
/// ```
public struct ScrollSceneState: Sendable {
  /// The scroll offset the state was resolved at.
  public internal(set) var offset: Double = 0
  var values: [Double] = []
  var progresses: [Double] = []
  var program: ScrollProgram?

  /// An empty state, to be filled by a scene.
  public init() {}

  /// The scene timeline's progress at ``offset`` (0 before the frame is filled).
  public var progress: Double { progresses.first ?? 0 }

  /// A target's resolved property.
  ///
  /// - Parameters:
  ///   - target: The target.
  ///   - property: The property.
  /// - Returns: The value, or `nil` when the scene has no such target or the frame has not
  ///   been resolved.
  public subscript(target: ScrollTargetID, property: ScrollProperty) -> Double? {
    guard let program, let index = program.targetIndex[target] else { return nil }
    return values[ScrollProgram.slot(target: index, property: property)]
  }

  /// A target's resolved frame, visual state and corner radius.
  ///
  /// The visual state's anchor and perspective are the target's resting ones; its opacity
  /// is clamped to 0...1 (keyframes may overshoot).
  ///
  /// - Parameter target: The target.
  /// - Returns: The state, or `nil` when the scene has no such target or the frame has not
  ///   been resolved.
  public func state(of target: ScrollTargetID) -> ScrollTargetState? {
    guard let program, let index = program.targetIndex[target] else { return nil }
    let base = ScrollProgram.slot(target: index, property: .x)
    func value(_ property: ScrollProperty) -> Double { values[base + property.rawValue] }
    let resting = program.restingStates[index]
    return ScrollTargetState(
      frame: Rect2D(x: value(.x), y: value(.y), width: value(.width), height: value(.height)),
      appearance: VisualState(
        opacity: min(max(value(.opacity), 0), 1),
        translation: Point2D(x: value(.translationX), y: value(.translationY)),
        scale: Size2D(width: value(.scaleX), height: value(.scaleY)),
        rotation: value(.rotation), rotationX: value(.rotationX), rotationY: value(.rotationY),
        perspective: resting.perspective, anchor: resting.anchor, zIndex: value(.zIndex)),
      cornerRadius: value(.cornerRadius))
  }
}
