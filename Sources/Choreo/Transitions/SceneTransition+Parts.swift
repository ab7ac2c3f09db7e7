// Policy: a combined transition keeps each part's motion, as SwiftUI's `combined(with:)`
// does with an animation attached to each part. A transition flattens, per role, into
// parts: transitions with no combination and no asymmetry, each with the motion it runs
// with (its own attached motion, else the nearest enclosing one, else the player's
// default). A page's appearance at time t is the composition of every part's appearance
// at that part's own progress (VisualState.combined), and the transition ends when its
// longest part ends. A tab bar's spin (0.5 s) with a dissolve (0.8 s) plays as written.

extension SceneTransition {
  /// One part of a transition for one role: a transition with no `combined` or
  /// `asymmetric` left in it, and the motion it runs with.
  public struct Part: Sendable, Hashable {
    /// The part, a built-in or a `modifier(active:identity:)`.
    public let transition: SceneTransition
    /// Its motion: attached to it or to an enclosing transition; `nil` for the player's
    /// default.
    public let motion: Motion?

    /// The part's appearance at `progress` of its own motion.
    ///
    /// - Parameters:
    ///   - role: Insertion or removal.
    ///   - progress: How far along the part is.
    ///   - context: The container, layout direction and navigation.
    /// - Returns: The appearance.
    public func appearance(
      for role: Role, progress: Double, in context: SceneTransitionContext
    ) -> VisualState {
      transition.appearance(for: role, progress: progress, in: context)
    }
  }

  /// The parts this transition plays for `role`, in composition order.
  ///
  /// - Parameter role: Insertion or removal.
  /// - Returns: At least one part.
  public func parts(for role: Role) -> [Part] {
    parts(for: role, inherited: nil)
  }

  private func parts(for role: Role, inherited: Motion?) -> [Part] {
    let own = motion ?? inherited
    switch node {
    case .asymmetric(let insertion, let removal):
      return (role == .insertion ? insertion : removal).parts(for: role, inherited: own)
    case .combined(let first, let second):
      return first.parts(for: role, inherited: own) + second.parts(for: role, inherited: own)
    default:
      return [Part(transition: SceneTransition(node), motion: own)]
    }
  }

  /// Seconds until every part for `role` has finished.
  ///
  /// - Parameters:
  ///   - role: Insertion or removal.
  ///   - defaultMotion: The motion of parts that have none attached.
  /// - Returns: The longest part's ``/ChoreoCore/Motion/totalDuration``.
  public func duration(for role: Role, defaultMotion: Motion) -> Double {
    parts(for: role).map { ($0.motion ?? defaultMotion).totalDuration }.max() ?? 0
  }

  /// A page's appearance `time` seconds into the transition, every part on its own motion.
  ///
  /// - Parameters:
  ///   - role: Insertion or removal.
  ///   - time: Seconds since the transition began; before 0 the page is where it starts.
  ///   - defaultMotion: The motion of parts that have none attached.
  ///   - context: The container, layout direction and navigation.
  /// - Returns: The composition of the parts' appearances.
  public func appearance(
    for role: Role, time: Double, defaultMotion: Motion, in context: SceneTransitionContext
  ) -> VisualState {
    let looks = parts(for: role).map { part in
      part.appearance(
        for: role, progress: (part.motion ?? defaultMotion).value(at: max(time, 0)),
        in: context)
    }
    return VisualState.composing(looks)
  }
}

extension VisualState {
  /// Appearances applied one on top of the next (``combined(with:)`` in order); identity
  /// for none.
  static func composing(_ looks: [VisualState]) -> VisualState {
    guard var result = looks.first else { return .identity }
    for look in looks.dropFirst() { result = result.combined(with: look) }
    return result
  }
}
