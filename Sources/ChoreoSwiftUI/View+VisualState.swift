// Policy: a visual state is shown through the one public mapping,
// `VisualState.placement(in:)` (tested in Choreo): its transform about the anchor, for a
// view whose frame is its own bounds, is a projection in the view's coordinates, which a
// `GeometryEffect` applies exactly (3-D turns and perspective included). Opacity and z
// order are SwiftUI's own modifiers. The effect changes drawing, not layout.
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// The transform of a visual state about its anchor, at the view's size.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct VisualStateGeometry: Sendable {
    var state: VisualState
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension VisualStateGeometry: GeometryEffect {
    var animatableData: EmptyAnimatableData {
      get { EmptyAnimatableData() }
      set {}
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
    /// The state is drawn as given; to move between states, sample a Choreo model in a
    /// `TimelineView`, or use ``SceneTransition`` as a transition.
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
