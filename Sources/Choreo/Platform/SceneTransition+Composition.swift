// Policy: what a view framework needs to play a `SceneTransition` with its own transition
// machinery. SwiftUI plays an asymmetric transition's sides and a combined transition's
// parts as separate transitions, each with its own attached animation (or the one that
// drives the change), so the adapter rebuilds that tree from `composition`; a single
// transition is one effect whose appearance is read at SwiftUI's transition phase.
//
// Phase: SwiftUI's `TransitionPhase.value` is −1 before an insertion (`willAppear`), 0 at
// rest (`identity`) and +1 after a removal (`didDisappear`), and SwiftUI animates between
// those numbers. `appearance(atPhase:in:)` reads that number continuously: −1…0 is the
// insertion at progress 1 + phase, 0…1 the removal at progress phase, and 0 itself the
// insertion's resting state (SwiftUI, like `AnyTransition.asymmetric`, shows a view at
// rest with its insertion transition's identity).

extension SceneTransition {
  /// How a transition is built from others, for players that compose transitions
  /// themselves (SwiftUI's `.asymmetric` and `.combined(with:)`).
  public enum Composition: Sendable, Hashable {
    /// One built-in or `modifier(active:identity:)` transition.
    case single(SceneTransition)
    /// Different transitions for insertion and removal.
    case asymmetric(insertion: SceneTransition, removal: SceneTransition)
    /// Parts that play at once, in order (each later part on top of the ones before).
    case combined([SceneTransition])
  }

  /// The transition's structure, one level deep; nested combinations are flattened into
  /// one list of parts. The attached ``motion`` belongs to this transition as a whole.
  public var composition: Composition {
    switch node {
    case .asymmetric(let insertion, let removal):
      return .asymmetric(insertion: insertion, removal: removal)
    case .combined:
      return .combined(combinedParts)
    default:
      return .single(self)
    }
  }

  /// The parts of a combination, flattened; a part with its own motion stays whole.
  private var combinedParts: [SceneTransition] {
    guard case .combined(let first, let second) = node else { return [self] }
    func parts(_ part: SceneTransition) -> [SceneTransition] {
      part.motion == nil ? part.combinedParts : [part]
    }
    return parts(first) + parts(second)
  }

  /// The appearance at a continuous transition phase: −1 before insertion, 0 at rest, +1
  /// after removal, as SwiftUI's `TransitionPhase.value`.
  ///
  /// - Parameters:
  ///   - phase: The phase; clamped to −1...1 (NaN counts as 0).
  ///   - context: The container (the view's own size in SwiftUI), layout and navigation.
  /// - Returns: The insertion at progress 1 + phase below 0, the removal at progress
  ///   phase above 0, the insertion's resting state at 0.
  public func appearance(atPhase phase: Double, in context: SceneTransitionContext)
    -> PageAppearance
  {
    let clamped = phase.isNaN ? 0 : min(max(phase, -1), 1)
    if clamped < 0 { return appearance(for: .insertion, progress: 1 + clamped, in: context) }
    if clamped > 0 { return appearance(for: .removal, progress: clamped, in: context) }
    return restingState(for: .insertion, in: context)
  }
}
