// Policy: a SceneTransition plays as a SwiftUI transition with SwiftUI's semantics. The
// parts come from `SceneTransition.parts(for:)` (Choreo, tested there): insertion and
// removal become the sides of `AnyTransition.asymmetric`, and each side is the
// `combined(with:)` of its parts, each part with its own attached motion as its animation
// (`nil` leaves the animation of the change that inserts or removes the view). A single transition
// is one effect that reads the appearance at SwiftUI's
// transition phase (`appearance(atPhase:in:)`, −1 before insertion, +1 after removal),
// at the view's own size (as SwiftUI's `move(edge:)` moves a view by its size) and in the
// environment's layout direction. SwiftUI animates the phase number, so the geometry
// follows the transition's own progress; opacity and z order use SwiftUI's modifiers with
// the values at the phase's ends, which SwiftUI interpolates linearly like Choreo does.
// A page curl has no SwiftUI form: it is ignored here.
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// The geometry of one transition at a phase, at the view's size.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct SceneTransitionGeometry: Sendable {
    var transition: SceneTransition
    var phase: Double
    var layoutDirection: SceneTransitionContext.LayoutDirection
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension SceneTransitionGeometry: GeometryEffect {
    var animatableData: Double {
      get { phase }
      set { phase = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
      guard
        let context = try? SceneTransitionContext(
          containerSize: Size2D(width: Double(size.width), height: Double(size.height)),
          layoutDirection: layoutDirection)
      else { return ProjectionTransform() }
      let visual = transition.appearance(atPhase: phase, in: context)
      let frame = Rect2D(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
      return ProjectionTransform(visual.placement(in: frame).transformToSuperlayer)
    }
  }

  /// One ``SceneTransition`` (a built-in or a modifier pair) as a SwiftUI `Transition`.
  ///
  /// Prefer ``SceneTransition/swiftUITransition``, which also rebuilds asymmetric and
  /// combined transitions as SwiftUI composes them.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  public struct SceneTransitionEffect: Transition {
    /// The transition played.
    public let transition: SceneTransition

    /// Creates the effect.
    ///
    /// - Parameter transition: The transition.
    public init(_ transition: SceneTransition) { self.transition = transition }

    /// The content at `phase`.
    ///
    /// - Parameters:
    ///   - content: The view that appears or disappears.
    ///   - phase: SwiftUI's transition phase.
    /// - Returns: The content, transformed.
    public func body(content: Content, phase: TransitionPhase) -> some View {
      SceneTransitionBody(content: content, transition: transition, phase: phase.value)
    }
  }

  /// Reads the layout direction, then applies the geometry, opacity and z order.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  struct SceneTransitionBody<Content: View>: View {
    let content: Content
    let transition: SceneTransition
    let phase: Double
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
      // Opacity and z order do not depend on the size; any valid context reads them.
      let unit = try? SceneTransitionContext(containerSize: Size2D(width: 1, height: 1))
      let visual = unit.map { transition.appearance(atPhase: phase, in: $0) } ?? .identity
      content
        .modifier(
          SceneTransitionGeometry(
            transition: transition, phase: phase,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        )
        .opacity(visual.opacity)
        .zIndex(visual.zIndex)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension SceneTransition {
    /// This transition as a SwiftUI `AnyTransition`: its insertion and removal parts as
    /// the sides of SwiftUI's `.asymmetric`, each side the `combined(with:)` of its parts,
    /// each part with its attached motion as its animation.
    ///
    /// It plays the transition as given, whatever the Reduce Motion setting: prefer the
    /// view modifier `sceneTransition(_:)`, which turns it into a short cross-fade under
    /// Reduce Motion. Either plays when a change inside `withAnimation` inserts or removes
    /// the view:
    ///
    /// ```swift
    /// extension SceneTransition {
    ///   static let rotating = SceneTransition.modifier(
    ///     active: VisualState(translation: Point2D(x: 0, y: 300), rotation: .pi / 2),
    ///     identity: .identity)
    /// }
    /// if isShown {
    ///   Text("Hello").sceneTransition(.rotating)
    /// }
    /// Button("Show") { withAnimation { isShown.toggle() } }
    /// ```
    @MainActor
    public var swiftUITransition: AnyTransition {
      .asymmetric(
        insertion: Self.combined(parts(for: .insertion)),
        removal: Self.combined(parts(for: .removal)))
    }

    /// The parts played at once, each with its own motion as its animation.
    @MainActor
    private static func combined(_ parts: [Part]) -> AnyTransition {
      let each = parts.map { part in
        let effect = AnyTransition(SceneTransitionEffect(part.transition))
        // No motion: leave the animation of the change (`animation(nil)` would remove it).
        return part.motion.map { effect.animation(Animation($0)) } ?? effect
      }
      return each.dropFirst().reduce(each[0]) { $0.combined(with: $1) }
    }
  }
#endif
