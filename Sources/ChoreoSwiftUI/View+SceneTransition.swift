// Policy: a view inserted or removed with a SceneTransition honours Reduce Motion as the
// UIKit helpers do, by the one rule (`SceneTransition.played(under:defaultMotion:)`,
// Choreo): under Reduce Motion the movement becomes the rule's short cross-fade (opacity
// over at most 0.2 s, the insertion's delay kept). The environment's
// `accessibilityReduceMotion` is read when the view is inserted or removed, so a change of
// the setting applies from the next insertion or removal on. `swiftUITransition` alone
// plays the transition as given: it is a value, made before any environment is known.
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// Inserts and removes this view with `transition`, as Reduce Motion allows it: the
    /// transition itself (``/Choreo/SceneTransition/swiftUITransition``), or under Reduce
    /// Motion a short cross-fade in place.
    ///
    /// As with SwiftUI's `transition(_:)`, the view plays it when a change inside
    /// `withAnimation` (or under an `animation(_:value:)`) inserts or removes it:
    ///
    /// ```swift
    /// if isShown {
    ///   Card().sceneTransition(.push(from: .trailing))
    /// }
    /// Button("Show") { withAnimation(.smooth) { isShown.toggle() } }
    /// ```
    ///
    /// - Parameter transition: The transition.
    /// - Returns: The view, inserted and removed with it.
    public func sceneTransition(_ transition: SceneTransition) -> some View {
      modifier(ReducedMotionTransition(transition: transition))
    }
  }

  /// Chooses the SwiftUI transition by the environment's Reduce Motion setting.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct ReducedMotionTransition: ViewModifier {
    let transition: SceneTransition
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      content.transition(swiftUITransition)
    }

    /// The transition as given, or the rule's cross-fade with its own animation.
    @MainActor private var swiftUITransition: AnyTransition {
      guard reduceMotion else { return transition.swiftUITransition }
      let played = transition.played(under: .reduced, defaultMotion: .easeInOut(duration: 0.35))
      return AnyTransition.opacity.animation(Animation(played.motion))
    }
  }
#endif
