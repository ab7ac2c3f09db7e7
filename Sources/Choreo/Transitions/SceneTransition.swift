// Policy: a transition is a description, not an animation: for a role (insertion or
// removal) and a context it names two appearances, the *active* one (where an inserted page
// starts, where a removed page ends) and the *resting* one (the page in place; identity for
// every built-in). A page's appearance at progress p is the straight blend between the two,
// exactly as SwiftUI's `modifier(active:identity:)` blends its modifiers. Motion is attached
// separately, so the same transition plays with a curve, a spring or a gesture.
//
// Parameters are checked when the transition is made, so every state a transition gives
// is finite. Error policy (one rule across Choreo): the factories that take numbers
// (`scale`, `rotation`, `offset`, `modifier`) are for literals and trap on a bad value,
// the message carrying it; each has a `validated...` counterpart with the same parameters
// that throws a SceneTransitionError instead, for numbers that come from outside.

/// A way for a page to enter or leave: cross-dissolve, scale, rotation, move, push, slide,
/// flip, curl, or a custom pair of visual states; combined and made asymmetric as in
/// SwiftUI.
///
/// ```swift
/// // Rotate in from off-screen, leave toward the leading edge.
/// let rotating = SceneTransition.modifier(
///   active: VisualState(translation: Point2D(x: 390, y: 844), rotation: .pi),
///   identity: .identity)
/// let rotationOn = SceneTransition.asymmetric(insertion: rotating, removal: .move(edge: .leading))
///
/// // Spin and shrink while dissolving.
/// let spin = SceneTransition.rotation(2 * .pi / 3)
///   .combined(with: .scale(0.1)).combined(with: .opacity)
///   .motion(.easeInOut(duration: 0.5))
/// ```
public struct SceneTransition: Sendable, Hashable {
  /// Which page a state is for.
  public enum Role: Sendable, Hashable, CaseIterable {
    /// The page coming in.
    case insertion
    /// The page going out.
    case removal
  }

  /// Which of the two pages draws on top while they move.
  public enum Layering: Sendable, Hashable {
    /// The incoming page is drawn above the outgoing one (the usual case).
    case incomingOnTop
    /// The outgoing page is drawn above the incoming one (a page curling up to uncover
    /// the next).
    case outgoingOnTop
    /// The page deeper in the navigation is drawn above: the incoming one going forward
    /// (a push slides over), the outgoing one going back (a pop slides away, uncovering
    /// the screen below). ``layering(for:)`` resolves it.
    case deeperOnTop
  }

  /// The side a page curls from.
  public enum CurlDirection: Sendable, Hashable, CaseIterable {
    /// The outgoing page curls up from its bottom edge and away, uncovering the incoming
    /// page beneath (UIKit's `.transitionCurlUp`).
    case up
    /// The incoming page uncurls down over the outgoing one (UIKit's `.transitionCurlDown`).
    case down
  }

  indirect enum Node: Sendable, Hashable {
    case identity
    case opacity
    case scale(Double, anchor: Point2D)
    case rotation(Double, anchor: Point2D)
    case offset(Point2D)
    case move(SceneEdge)
    case push(SceneEdge)
    case slide
    case stack
    case flip(SceneEdge)
    case curl(CurlDirection)
    case modifier(active: VisualState, identity: VisualState)
    case asymmetric(insertion: SceneTransition, removal: SceneTransition)
    case combined(SceneTransition, SceneTransition)
  }

  let node: Node
  /// The motion attached with ``motion(_:)``, or `nil` to let the player choose.
  public private(set) var motion: Motion?

  init(_ node: Node) {
    self.node = node
  }

  // MARK: - Built-ins

  /// No visual change: the incoming page is simply there, on top.
  public static let identity = SceneTransition(.identity)

  /// A cross-dissolve: opacity 0 when active.
  public static let opacity = SceneTransition(.opacity)

  /// Scale down to nothing about the center when active.
  public static let scale = SceneTransition(.scale(0, anchor: Point2D(x: 0.5, y: 0.5)))

  /// A slide whose direction follows navigation: going forward, the incoming page comes
  /// from the trailing edge and the outgoing page leaves toward the leading edge; going
  /// backward, the other way round. Mirrors in right-to-left layouts through the edges.
  public static let slide = SceneTransition(.slide)

  /// UIKit's navigation push and pop: going forward the new screen slides over from the
  /// trailing edge while the one below moves a third as far toward the leading edge; going
  /// back the top screen slides away to the trailing edge, uncovering the one below as it
  /// comes back from a third of the way. The deeper screen is drawn on top both ways
  /// (``Layering/deeperOnTop``). Mirrors in right-to-left layouts through the edges.
  public static let stack = SceneTransition(.stack)

  /// Scale by `amount` about `anchor` when active.
  ///
  /// For numbers from outside (a setting, a file) use
  /// ``validatedScale(_:anchor:)``, which throws instead of trapping.
  ///
  /// - Parameters:
  ///   - amount: The scale when active (0 is nothing, 1 no change).
  ///   - anchor: The unit point scaled about; the center by default.
  /// - Returns: The transition.
  /// - Precondition: The amount and the anchor are finite.
  public static func scale(_ amount: Double, anchor: Point2D = Point2D(x: 0.5, y: 0.5))
    -> SceneTransition
  {
    trapping { () throws(SceneTransitionError) in try validatedScale(amount, anchor: anchor) }
  }

  /// Rotate in the plane by `angle` about `anchor` when active.
  ///
  /// For numbers from outside use ``validatedRotation(_:anchor:)``, which throws instead
  /// of trapping.
  ///
  /// - Parameters:
  ///   - angle: Radians; positive turns clockwise on screen.
  ///   - anchor: The unit point turned about; the center by default.
  /// - Returns: The transition.
  /// - Precondition: The angle and the anchor are finite.
  public static func rotation(_ angle: Double, anchor: Point2D = Point2D(x: 0.5, y: 0.5))
    -> SceneTransition
  {
    trapping { () throws(SceneTransitionError) in try validatedRotation(angle, anchor: anchor) }
  }

  /// Offset by a fixed translation when active.
  ///
  /// For numbers from outside use ``validatedOffset(x:y:)``, which throws instead of
  /// trapping.
  ///
  /// - Parameters:
  ///   - x: Horizontal points.
  ///   - y: Vertical points (down).
  /// - Returns: The transition.
  /// - Precondition: Both offsets are finite.
  public static func offset(x: Double = 0, y: Double = 0) -> SceneTransition {
    trapping { () throws(SceneTransitionError) in try validatedOffset(x: x, y: y) }
  }

  /// Move just past `edge` when active, for both insertion and removal (SwiftUI's
  /// `move(edge:)`): in from the edge, out toward the same edge.
  ///
  /// - Parameter edge: The edge; leading and trailing follow the layout direction.
  /// - Returns: The transition.
  public static func move(edge: SceneEdge) -> SceneTransition {
    SceneTransition(.move(edge))
  }

  /// Push from `edge`: the incoming page enters from the edge while the outgoing page
  /// leaves toward the opposite edge, the two moving together.
  ///
  /// - Parameter edge: The edge the new page comes from.
  /// - Returns: The transition.
  public static func push(from edge: SceneEdge) -> SceneTransition {
    SceneTransition(.push(edge))
  }

  /// A two-sided 3-D turn about the center, like UIKit's `.transitionFlipFromLeft`: the
  /// named edge swings toward the viewer, the outgoing page turns half a turn to show its
  /// back (which is hidden) while the incoming page, starting on the back, turns into
  /// place. With the same timing on both sides the pages swap exactly half-way, when both
  /// are edge-on.
  ///
  /// - Parameter edge: The edge that comes toward the viewer: left or right turn about the
  ///   vertical axis, top or bottom about the horizontal one.
  /// - Returns: The transition.
  public static func flip(from edge: SceneEdge) -> SceneTransition {
    SceneTransition(.flip(edge))
  }

  /// A page curl, like UIKit's `.transitionCurlUp` and `.transitionCurlDown`.
  ///
  /// Curling up, the outgoing page (on top) rolls up from its bottom edge and away; the
  /// incoming page waits beneath, at rest. Curling down, the incoming page (on top) starts
  /// rolled away and unrolls down over the outgoing one.
  ///
  /// - Parameter direction: Up or down.
  /// - Returns: The transition.
  public static func curl(_ direction: CurlDirection) -> SceneTransition {
    SceneTransition(.curl(direction))
  }

  /// A custom transition from a pair of visual states, as SwiftUI's
  /// `modifier(active:identity:)`: a page is in `active` where it starts its insertion and
  /// ends its removal, and in `identity` while it stays.
  ///
  /// For states built from outside input use ``validatedModifier(active:identity:)``,
  /// which throws instead of trapping.
  ///
  /// - Parameters:
  ///   - active: The state off stage.
  ///   - identity: The state on stage; usually ``VisualState/identity``.
  /// - Returns: The transition.
  /// - Precondition: Both states are ``VisualState/isValid``.
  public static func modifier(active: VisualState, identity: VisualState) -> SceneTransition {
    trapping { () throws(SceneTransitionError) in
      try validatedModifier(active: active, identity: identity)
    }
  }

  // MARK: - Validating counterparts, for outside input

  /// ``scale(_:anchor:)`` for numbers from outside: throws where that traps.
  ///
  /// - Parameters:
  ///   - amount: The scale when active.
  ///   - anchor: The unit point scaled about; the center by default.
  /// - Returns: The transition.
  /// - Throws: ``SceneTransitionError/nonFiniteParameter(transition:parameter:value:)``
  ///   for a NaN or infinite amount or anchor.
  public static func validatedScale(_ amount: Double, anchor: Point2D = Point2D(x: 0.5, y: 0.5))
    throws(SceneTransitionError) -> SceneTransition
  {
    try check(amount, "scale", "amount")
    try check(anchor.x, "scale", "anchor's x")
    try check(anchor.y, "scale", "anchor's y")
    return SceneTransition(.scale(amount, anchor: anchor))
  }

  /// ``rotation(_:anchor:)`` for numbers from outside: throws where that traps.
  ///
  /// - Parameters:
  ///   - angle: Radians; positive turns clockwise on screen.
  ///   - anchor: The unit point turned about; the center by default.
  /// - Returns: The transition.
  /// - Throws: ``SceneTransitionError/nonFiniteParameter(transition:parameter:value:)``
  ///   for a NaN or infinite angle or anchor.
  public static func validatedRotation(
    _ angle: Double, anchor: Point2D = Point2D(x: 0.5, y: 0.5)
  ) throws(SceneTransitionError) -> SceneTransition {
    try check(angle, "rotation", "angle")
    try check(anchor.x, "rotation", "anchor's x")
    try check(anchor.y, "rotation", "anchor's y")
    return SceneTransition(.rotation(angle, anchor: anchor))
  }

  /// ``offset(x:y:)`` for numbers from outside: throws where that traps.
  ///
  /// - Parameters:
  ///   - x: Horizontal points.
  ///   - y: Vertical points (down).
  /// - Returns: The transition.
  /// - Throws: ``SceneTransitionError/nonFiniteParameter(transition:parameter:value:)``
  ///   for a NaN or infinite offset.
  public static func validatedOffset(x: Double = 0, y: Double = 0)
    throws(SceneTransitionError) -> SceneTransition
  {
    try check(x, "offset", "x offset")
    try check(y, "offset", "y offset")
    return SceneTransition(.offset(Point2D(x: x, y: y)))
  }

  /// ``modifier(active:identity:)`` for states built from outside input: throws where
  /// that traps.
  ///
  /// - Parameters:
  ///   - active: The state off stage.
  ///   - identity: The state on stage.
  /// - Returns: The transition.
  /// - Throws: ``SceneTransitionError/invalidState(role:state:)`` when a state is not
  ///   ``VisualState/isValid``.
  public static func validatedModifier(active: VisualState, identity: VisualState)
    throws(SceneTransitionError) -> SceneTransition
  {
    guard active.isValid else { throw .invalidState(role: "active", state: active) }
    guard identity.isValid else { throw .invalidState(role: "identity", state: identity) }
    return SceneTransition(.modifier(active: active, identity: identity))
  }

  // MARK: - Combinators

  /// One transition for insertion and another for removal.
  ///
  /// - Parameters:
  ///   - insertion: Used for the page coming in.
  ///   - removal: Used for the page going out.
  /// - Returns: The transition.
  public static func asymmetric(insertion: SceneTransition, removal: SceneTransition)
    -> SceneTransition
  {
    SceneTransition(.asymmetric(insertion: insertion, removal: removal))
  }

  /// Both transitions at once: their states compose with
  /// ``VisualState/combined(with:)`` (opacities and scales multiply, offsets and angles
  /// add).
  ///
  /// - Parameter other: The transition applied on top of this one.
  /// - Returns: The transition.
  public func combined(with other: SceneTransition) -> SceneTransition {
    SceneTransition(.combined(self, other))
  }

  /// This transition played with `motion` (a curve or a spring).
  ///
  /// - Parameter motion: How progress runs from 0 to 1.
  /// - Returns: The transition with the motion attached (replacing any attached before).
  public func motion(_ motion: Motion) -> SceneTransition {
    var copy = self
    copy.motion = motion
    return copy
  }

  /// The transition `make` gives, or a trap carrying the error's message: literal
  /// parameters that fail validation are programmer errors.
  private static func trapping(_ make: () throws(SceneTransitionError) -> SceneTransition)
    -> SceneTransition
  {
    do {
      return try make()
    } catch {
      preconditionFailure("SceneTransition.\(error)")
    }
  }

  private static func check(_ value: Double, _ transition: String, _ parameter: String)
    throws(SceneTransitionError)
  {
    guard value.isFinite else {
      throw .nonFiniteParameter(transition: transition, parameter: parameter, value: value)
    }
  }
}
