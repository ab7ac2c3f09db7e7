// Policy: a visual state is shown through the one public mapping,
// `VisualState.placement(in:)` (tested in Choreo): its transform about the anchor, for a
// view whose frame is its own bounds, is a projection in the view's coordinates, which a
// `GeometryEffect` applies exactly (3-D turns and perspective included). Opacity and z
// order are SwiftUI's own modifiers. The effect changes drawing, not layout.
//
// Inside `withAnimation` the effect animates: its animatable data is the visual state
// itself (a `VectorSpace`, Choreo: translation, scale, the three turns, the perspective's
// reciprocal, the anchor, ...) in a `VectorArithmetic` wrapper, which SwiftUI interpolates
// component-wise; that is exactly `VisualState.interpolated(to:fraction:)` (tested in
// Choreo), so a flat state turns smoothly into a 3-D one. Opacity and z order animate
// through `.opacity` and `.zIndex`; a curl has no SwiftUI form.
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// The transform of a visual state about its anchor, at the view's size.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct VisualStateGeometry: Sendable {
    var state: VisualState
  }

  /// A visual state as SwiftUI's animatable data: its own vector arithmetic.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct AnimatableVisualState: Sendable {
    var vector: VisualState
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension AnimatableVisualState: VectorArithmetic {
    static var zero: AnimatableVisualState { AnimatableVisualState(vector: .zero) }

    static func + (lhs: AnimatableVisualState, rhs: AnimatableVisualState)
      -> AnimatableVisualState
    {
      AnimatableVisualState(vector: lhs.vector + rhs.vector)
    }

    static func - (lhs: AnimatableVisualState, rhs: AnimatableVisualState)
      -> AnimatableVisualState
    {
      AnimatableVisualState(vector: lhs.vector - rhs.vector)
    }

    mutating func scale(by rhs: Double) { vector = vector.scaled(by: rhs) }

    var magnitudeSquared: Double { vector.magnitudeSquared }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension VisualStateGeometry: GeometryEffect {
    var animatableData: AnimatableVisualState {
      get { AnimatableVisualState(vector: state) }
      set {
        // Opacity, z order and curl are not drawn by this effect; keep the state's own.
        var visual = newValue.vector
        visual.opacity = state.opacity
        visual.zIndex = state.zIndex
        visual.curl = state.curl
        state = visual
      }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
      let frame = Rect2D(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
      return ProjectionTransform(state.placement(in: frame).transformToSuperlayer)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// Shows the view in `state`: scale and rotation about the state's anchor, 3-D
    /// rotation with its perspective, translation, opacity and z order, composed in the
    /// order ``VisualState`` documents.
    ///
    /// Inside `withAnimation` the view moves from the state it showed to this one (every
    /// component interpolated as ``VisualState`` interpolates them). To move with
    /// Choreo's own motion (retargets with momentum, springs in closed form), sample a
    /// model in a `TimelineView`, or use ``SceneTransition`` as a transition.
    ///
    /// - Parameter state: The visual state.
    /// - Returns: The view, transformed.
    @MainActor
    public func visualState(_ state: VisualState) -> some View {
      modifier(VisualStateGeometry(state: state))
        .opacity(state.opacity)
        .zIndex(state.zIndex)
    }
  }
#endif
