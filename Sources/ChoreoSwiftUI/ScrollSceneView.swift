// Policy: scroll-driven layout in SwiftUI. iOS 17's ScrollView reports no offset, so the container
// reads it the documented way: a `GeometryReader` behind the content measures the
// content's top in the scroll view's named coordinate space, and `onChange(of:initial:)`
// (whose action runs on the main actor, unlike a preference's in newer SDKs) stores minus
// that as the offset (0 with the content at rest). The scene is resolved at that
// offset (`ScrollScene.resolved(offset:metrics:)`, Choreo, tested there) and the frame
// handed to the content, whose views place themselves with `scrollSceneTarget(_:in:)`:
// position and size from the resolved frame, the rest through `visualState(_:)`, after
// Reduce Motion's rule for scroll-linked effects (`ReducedMotionRule.scrollLinked`, tested
// in Choreo: no scale, no parallax, layout and opacity kept). The content's height is the
// app's to give: with text in it, scale it with Dynamic Type (`@ScaledMetric`), or the
// enlarged text is clipped.
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// A vertical scroll view whose content is laid out by a ``ScrollScene`` at the
  /// current scroll offset. Under Reduce Motion, scroll-linked scale and parallax are
  /// left out; layout and opacity follow the scroll as usual.
  ///
  /// The content's height is fixed by `contentHeight`: when the content holds text, derive
  /// it from Dynamic Type (`@ScaledMetric var contentHeight = 2000.0`), or enlarged text is
  /// clipped.
  ///
  /// ```swift
  /// ScrollSceneView(scene, contentHeight: 2000) { frame in
  ///   ZStack(alignment: .topLeading) {
  ///     MapView().scrollSceneTarget("map", in: frame)
  ///     InfoView().scrollSceneTarget("info", in: frame)
  ///   }
  /// }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  public struct ScrollSceneView<Content: View>: View {
    private let scene: ScrollScene
    private let contentHeight: Double
    private let content: (ScrollSceneState) -> Content
    @State private var offset: Double = 0

    /// Creates the view.
    ///
    /// - Parameters:
    ///   - scene: The scene; its target frames are in the content's coordinates.
    ///   - contentHeight: The content's height, points.
    ///   - content: Builds the content from the frame resolved at the current offset.
    public init(
      _ scene: ScrollScene, contentHeight: Double,
      @ViewBuilder content: @escaping (ScrollSceneState) -> Content
    ) {
      self.scene = scene
      self.contentHeight = contentHeight
      self.content = content
    }

    /// The scroll view.
    public var body: some View {
      GeometryReader { proxy in
        let viewport = Size2D(width: Double(proxy.size.width), height: Double(proxy.size.height))
        let metrics = ScrollMetrics(
          viewport: viewport, content: Size2D(width: viewport.width, height: contentHeight))
        let frame = (try? scene.resolved(offset: offset, metrics: metrics)) ?? ScrollSceneState()
        ScrollView(.vertical) {
          content(frame)
            .frame(
              width: proxy.size.width, height: CGFloat(contentHeight), alignment: .topLeading
            )
            .background(
              GeometryReader { inner in
                let top = inner.frame(in: .named("ChoreoScrollScene")).minY
                Color.clear.onChange(of: top, initial: true) { _, newTop in
                  offset = -Double(newTop)
                }
              })
        }
        .coordinateSpace(.named("ChoreoScrollScene"))
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// Places the view as the scene's `target` in `frame`: its resolved frame (size, and
    /// position in the content's coordinates) and visual state. Put targets in a
    /// top-leading `ZStack` that fills the content.
    ///
    /// - Parameters:
    ///   - target: The target's id.
    ///   - frame: The frame a ``ScrollSceneView`` resolved.
    /// - Returns: The placed view; unchanged when the frame has no such target.
    @MainActor
    public func scrollSceneTarget(_ target: ScrollTargetID, in frame: ScrollSceneState) -> some View
    {
      modifier(ScrollSceneTargetPlacement(state: frame.state(of: target)))
    }
  }

  /// Places a scroll scene's target, with Reduce Motion's rule applied.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct ScrollSceneTargetPlacement: ViewModifier {
    let state: ScrollTargetState?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      let rect = state?.frame ?? .zero
      let visual = ReducedMotionRule.scrollLinked(
        state?.appearance ?? .identity,
        under: ReducedMotionPolicy(systemReduceMotion: reduceMotion))
      content
        .frame(width: CGFloat(rect.size.width), height: CGFloat(rect.size.height))
        .clipShape(RoundedRectangle(cornerRadius: CGFloat(state?.cornerRadius ?? 0)))
        .visualState(visual)
        .position(x: CGFloat(rect.center.x), y: CGFloat(rect.center.y))
    }
  }
#endif
