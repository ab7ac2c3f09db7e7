// The states each transition names. Formulas:
// - move(edge): active translation = the edge's unit vector times the container's width
//   (left/right) or height (top/bottom), for both roles (SwiftUI's `move(edge:)`).
// - push(from: edge): insertion as move(edge); removal as move(edge.opposite).
// - slide: push(from: .trailing) going forward, push(from: .leading) going backward.
// - flip(from: edge): one card turned by θ ∈ [0, π]: the outgoing page is its front,
//   rotation s·θ, and the incoming page its back, rotation s·(θ − π); s = +1 brings the
//   left (or bottom) edge toward the viewer, −1 the right (or top) one. A rotation about y
//   by +θ sends x' = x cos θ + z sin θ, z' = −x sin θ + z cos θ (z toward the viewer, as
//   Core Animation's `CATransform3DMakeRotation`), so the left edge (x < 0) comes forward.
//   The perspective distance is twice the side that swings, so the near edge grows by
//   about a third at the half-way point.
// - curl(.up): removal active curl 1, insertion active identity; curl(.down): the reverse.

extension SceneTransition {
  /// Where a page is off stage: the start of an insertion, the end of a removal.
  ///
  /// - Parameters:
  ///   - role: Insertion or removal.
  ///   - context: The container size, layout direction and navigation direction.
  /// - Returns: The active appearance.
  public func activeState(for role: Role, in context: SceneTransitionContext)
    -> VisualState
  {
    switch node {
    case .identity:
      return .identity
    case .opacity:
      return VisualState(opacity: 0)
    case .scale(let amount, let anchor):
      return VisualState(scale: Size2D(width: amount, height: amount), anchor: anchor)
    case .rotation(let angle, let anchor):
      return VisualState(rotation: angle, anchor: anchor)
    case .offset(let offset):
      return VisualState(translation: offset)
    case .move(let edge):
      return VisualState(translation: edge.offset(in: context))
    case .push(let edge):
      let side = role == .insertion ? edge : edge.opposite
      return VisualState(translation: side.offset(in: context))
    case .slide:
      let from: SceneEdge = context.navigation == .forward ? .trailing : .leading
      return SceneTransition.push(from: from).activeState(for: role, in: context)
    case .stack:
      // The deeper screen moves the whole width, the one below a third of it.
      let deeper = (role == .insertion) == (context.navigation == .forward)
      let offset = (deeper ? SceneEdge.trailing : .leading).offset(in: context)
      let share = deeper ? 1.0 : 1.0 / 3
      return VisualState(translation: Point2D(x: offset.x * share, y: offset.y * share))
    case .flip(let edge):
      return Self.flipState(edge: edge, role: role, in: context)
    case .curl(let direction):
      let curled = (direction == .up) == (role == .removal)
      return VisualState(curl: curled ? 1 : 0)
    case .modifier(let active, _):
      return active
    case .asymmetric(let insertion, let removal):
      return (role == .insertion ? insertion : removal).activeState(for: role, in: context)
    case .combined(let first, let second):
      return first.activeState(for: role, in: context)
        .combined(with: second.activeState(for: role, in: context))
    }
  }

  /// Where a page is on stage: identity for every built-in; the `identity` state of a
  /// `modifier(active:identity:)`.
  ///
  /// - Parameters:
  ///   - role: Insertion or removal.
  ///   - context: The container size, layout direction and navigation direction.
  /// - Returns: The resting appearance.
  public func restingState(for role: Role, in context: SceneTransitionContext)
    -> VisualState
  {
    switch node {
    case .modifier(_, let identity):
      return identity
    case .asymmetric(let insertion, let removal):
      return (role == .insertion ? insertion : removal).restingState(for: role, in: context)
    case .combined(let first, let second):
      return first.restingState(for: role, in: context)
        .combined(with: second.restingState(for: role, in: context))
    default:
      return .identity
    }
  }

  /// A page's appearance at a point of the transition.
  ///
  /// An inserted page runs from its active state (progress 0) to its resting state
  /// (progress 1); a removed page from its resting state to its active state. The blend is
  /// ``VisualState/interpolated(to:fraction:)``, linear in every component (the
  /// perspective through its reciprocal); progress outside 0...1 (an overshooting spring)
  /// extrapolates, with opacity and curl clamped to 0...1 and the perspective's reciprocal
  /// to 0 or more (flat), so the state stays ``VisualState/isValid``.
  ///
  /// - Parameters:
  ///   - role: Insertion or removal.
  ///   - progress: How far along, 0...1; NaN gives NaN components.
  ///   - context: The container size, layout direction and navigation direction.
  /// - Returns: The appearance.
  public func appearance(
    for role: Role, progress: Double, in context: SceneTransitionContext
  ) -> VisualState {
    let active = activeState(for: role, in: context)
    let rest = restingState(for: role, in: context)
    let (from, to) = role == .insertion ? (active, rest) : (rest, active)
    return from.interpolated(to: to, fraction: progress).drawable
  }

  /// Which page draws on top: the outgoing one for a curl up (it rolls away to uncover
  /// the next), the incoming one otherwise. Combined transitions put the outgoing page on
  /// top when either part asks for it; asymmetric ones follow their removal.
  public var layering: Layering { layeringPreference ?? .incomingOnTop }

  /// Which page draws on top for a switch going `navigation`'s way: ``layering``, with
  /// ``Layering/deeperOnTop`` resolved (the incoming page going forward, the outgoing one
  /// going back).
  ///
  /// - Parameter navigation: The switch's direction.
  /// - Returns: ``Layering/incomingOnTop`` or ``Layering/outgoingOnTop``.
  public func layering(for navigation: SceneTransitionContext.Navigation) -> Layering {
    guard layering == .deeperOnTop else { return layering }
    return navigation == .forward ? .incomingOnTop : .outgoingOnTop
  }

  var layeringPreference: Layering? {
    switch node {
    case .curl(let direction): return direction == .up ? .outgoingOnTop : .incomingOnTop
    case .stack: return .deeperOnTop
    case .asymmetric(_, let removal): return removal.layeringPreference
    case .combined(let first, let second):
      let both = [first.layeringPreference, second.layeringPreference]
      if both.contains(.outgoingOnTop) { return .outgoingOnTop }
      if both.contains(.deeperOnTop) { return .deeperOnTop }
      return both.contains(.incomingOnTop) ? .incomingOnTop : nil
    default: return nil
    }
  }

  /// The motion for a role: the one attached to this transition, else the one attached to
  /// the side (asymmetric) or the first part that has one (combined).
  ///
  /// - Parameter role: Insertion or removal.
  /// - Returns: The motion, or `nil` when none is attached.
  public func motion(for role: Role) -> Motion? {
    if let motion { return motion }
    switch node {
    case .asymmetric(let insertion, let removal):
      return (role == .insertion ? insertion : removal).motion(for: role)
    case .combined(let first, let second):
      return first.motion(for: role) ?? second.motion(for: role)
    default:
      return nil
    }
  }

  private static func flipState(
    edge: SceneEdge, role: Role, in context: SceneTransitionContext
  ) -> VisualState {
    let resolved = edge.resolved(for: context.layoutDirection)
    let aboutY = resolved == .left || resolved == .right
    let sign: Double = (resolved == .left || resolved == .bottom) ? 1 : -1
    let angle = role == .removal ? sign * Double.pi : -sign * Double.pi
    let side = aboutY ? context.containerSize.width : context.containerSize.height
    return VisualState(
      rotationX: aboutY ? 0 : angle, rotationY: aboutY ? angle : 0, perspective: 2 * side)
  }
}
