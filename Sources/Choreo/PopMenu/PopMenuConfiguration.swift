/// How a ``PopMenu`` moves and responds. The defaults follow the classic hand-rolled pop
/// menu: a pop with about 10% overshoot (its scale of 1.1), closing to 0.1 and removal, 45°
/// for + → ×.
///
/// ```swift
/// var configuration = PopMenuConfiguration()
/// configuration.staggerOrder = .centerOut
/// configuration.backdropOpacity = nil  // no dimming; taps elsewhere pass through
/// ```
public struct PopMenuConfiguration: Sendable, Hashable {
  /// Drives each item's progress 0 → 1 on opening. The default (response 0.45 s, damping
  /// ratio 0.6) overshoots by e^(−ζπ/√(1−ζ²)) ≈ 9.5%: a hand-rolled 1.1, as one motion.
  public var openingSpring = DampedSpring(response: 0.45, dampingRatio: 0.6)
  /// Drives each item's progress toward 0 on closing; the item is removed when its
  /// progress reaches ``closedScale``. Must be damped. Default: critically damped, 0.45 s
  /// (from rest, an item reaches 0.1 after about 0.28 s, near a hand-rolled close's 0.3 s).
  public var closingSpring = DampedSpring(response: 0.45, dampingRatio: 1)
  /// Drives the center button's turn and the backdrop. Default: response 0.4 s, ζ 0.7.
  public var centerSpring = DampedSpring(response: 0.4, dampingRatio: 0.7)
  /// Seconds between the starts of consecutive items (from rest; 0 for none).
  public var staggerInterval = 0.05
  /// The order in which items start opening; closing runs it backwards.
  public var staggerOrder = StaggerOrder.firstToLast
  /// The scale at which a closing item is removed, in 0..<1 (0.1, as a hand-rolled close).
  public var closedScale = 0.1
  /// The center button's turn when open, radians clockwise: π/4 turns + into ×.
  public var centerRotation = Double.pi / 4
  /// The backdrop's opacity when open, 0...1, or nil for no backdrop (then taps outside
  /// the menu pass through and do not close it).
  public var backdropOpacity: Double? = 0.3
  /// Diameter of the center button, points, for hit testing.
  public var centerButtonSize = 56.0
  /// Items drawn smaller than this scale (or fainter than this opacity) are not hit.
  public var minimumHitScale = 0.5
  /// The smallest side of an item's touch and accessibility target, points, whatever its
  /// drawn size: 44, the minimum Apple's Human Interface Guidelines give for a control.
  public var minimumTargetSide = 44.0

  /// The default configuration.
  public init() {}

  /// The configuration if every value is usable, or the first problem.
  ///
  /// - Parameter count: The number of items (for a custom stagger order).
  /// - Returns: `self`.
  /// - Throws: ``PopMenuError/invalidConfiguration(_:_:)`` naming the field and value, or
  ///   ``PopMenuError/invalidStaggerOrder(_:)``.
  public func validated(count: Int) throws(PopMenuError) -> PopMenuConfiguration {
    func check(_ name: String, _ value: Double, _ ok: Bool) throws(PopMenuError) {
      if !(value.isFinite && ok) { throw .invalidConfiguration(name, value) }
    }
    // Every spring must be damped: an undamped one never settles, so the menu would never
    // come to rest (a display link ticking for ever, a settle time of infinity).
    try check("openingSpring.dampingRatio", openingSpring.dampingRatio, openingSpring.damping > 0)
    try check("closingSpring.dampingRatio", closingSpring.dampingRatio, closingSpring.damping > 0)
    try check("centerSpring.dampingRatio", centerSpring.dampingRatio, centerSpring.damping > 0)
    try check("staggerInterval", staggerInterval, staggerInterval >= 0)
    try check("closedScale", closedScale, closedScale >= 0 && closedScale < 1)
    try check("centerRotation", centerRotation, true)
    if let backdrop = backdropOpacity {
      try check("backdropOpacity", backdrop, backdrop >= 0 && backdrop <= 1)
    }
    try check("centerButtonSize", centerButtonSize, centerButtonSize >= 0)
    try check("minimumHitScale", minimumHitScale, minimumHitScale >= 0)
    try check("minimumTargetSide", minimumTargetSide, minimumTargetSide >= 0)
    if staggerOrder.ranks(count: count) == nil {
      if case .custom(let order) = staggerOrder { throw .invalidStaggerOrder(order) }
    }
    return self
  }
}
