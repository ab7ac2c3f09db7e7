// Policy: what a view framework needs to play a `SceneTransition` with its own transition
// machinery. SwiftUI plays an asymmetric transition's sides and a combined transition's
// parts as separate transitions, each with its own attached animation, so the adapter
// rebuilds them from `parts(for:)`; each part is one effect whose appearance is read at
// SwiftUI's transition phase.
//
// Phase: SwiftUI's `TransitionPhase.value` is −1 before an insertion (`willAppear`), 0 at
// rest (`identity`) and +1 after a removal (`didDisappear`), and SwiftUI animates between
// those numbers. `appearance(atPhase:in:)` reads that number continuously: −1…0 is the
// insertion at progress 1 + phase, 0…1 the removal at progress phase, and 0 itself the
// insertion's resting state (SwiftUI, like `AnyTransition.asymmetric`, shows a view at
// rest with its insertion transition's identity).

extension SceneTransition {
  /// The appearance at a continuous transition phase: −1 before insertion, 0 at rest, +1
  /// after removal, as SwiftUI's `TransitionPhase.value`.
  ///
  /// - Parameters:
  ///   - phase: The phase; clamped to −1...1 (NaN counts as 0).
  ///   - context: The container (the view's own size in SwiftUI), layout and navigation.
  /// - Returns: The insertion at progress 1 + phase below 0, the removal at progress
  ///   phase above 0, the insertion's resting state at 0.
  package func appearance(atPhase phase: Double, in context: SceneTransitionContext)
    -> VisualState
  {
    let clamped = phase.isNaN ? 0 : min(max(phase, -1), 1)
    if clamped < 0 { return appearance(for: .insertion, progress: 1 + clamped, in: context) }
    if clamped > 0 { return appearance(for: .removal, progress: clamped, in: context) }
    return restingState(for: .insertion, in: context)
  }
}
