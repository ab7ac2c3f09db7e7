// Policy: shared elements in SwiftUI, as a translation layer over `SharedElementRegistry`
// (Choreo, tested there): which identities fly, when a flight starts, which view draws and
// how its copy is scaled and placed are the registry's. This file stamps each command with
// the time the space's views last drew (never earlier than the last), reports each tagged
// view's frame in the global space (a `GeometryReader` behind it), hides the originals and
// draws the copy the registry describes in an overlay, which leaves layout alone. The copy
// draws in its own view's place in the hierarchy (above its siblings, inside its
// ancestors' clipping), as `matchedGeometryEffect`'s views do, so the detail should sit
// above the grid. The views' `TimelineView`s run only while something moves (paused from
// the flight's settle time). Reduce Motion comes from `accessibilityReduceMotion`.

#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// The namespace in which views tagged with the same identity fly between their places
  /// with Choreo's motion, interruptible, their content never stretched: the shape of
  /// `matchedGeometryEffect`'s namespace, on a ``/Choreo/SharedElementRegistry``.
  ///
  /// ```swift
  /// @StateObject private var photos = SharedElementSpace<String>()
  ///
  /// PhotoThumbnail(photo).sharedElement(photo.id, in: photos, side: .source)
  /// PhotoDetail(photo).sharedElement(photo.id, in: photos, side: .destination)
  /// Button("Open") { showsDetail = true; photos.fly(to: .destination) }
  /// ```
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  public final class SharedElementSpace<ID: Hashable & Sendable>: ObservableObject {
    /// The model: the places, the flight, and what each view draws.
    /// The model: the places, the flight, and what each view draws. A view laid out
    /// changes it without redrawing the others; a flight's change redraws them.
    public private(set) var registry: SharedElementRegistry<ID>
    /// Whether the elements move now (the tagged views draw frames only then).
    @Published public private(set) var isMoving = false

    private var lastDrawn: Double?
    private var generation = 0

    /// Creates a space.
    ///
    /// - Parameter motion: The flights' motion; a 0.45 s spring with no bounce by default.
    public nonisolated init(motion: Motion = .spring(duration: 0.45)) {
      registry = SharedElementRegistry(motion: motion)
    }

    /// Flies every tagged element to its box on `side`: at once when a view there is laid
    /// out, else as soon as one is (a detail shown in the same update). Mid-flight, from
    /// where each element is, with its velocity. Ask for the way back in the same update
    /// that removes the detail, while its views are still known.
    ///
    /// - Parameter side: Where to go.
    public func fly(to side: SharedElementFlight<ID>.Side) {
      command { registry, now in try registry.fly(to: side, at: now) }
    }

    /// A finger catches the elements where they are (a drag to dismiss begins).
    public func beginDrag() {
      command { registry, now in try registry.beginDrag(at: now) }
    }

    /// The finger moved by `translation` since ``beginDrag()``: down takes the elements back
    /// toward their sources.
    ///
    /// - Parameter translation: The drag's translation.
    public func drag(translation: CGSize) {
      let moved = Point2D(x: Double(translation.width), y: Double(translation.height))
      command { registry, now in try registry.drag(translation: moved, at: now) }
    }

    /// The finger let go: the elements spring to the side the release decides, with the
    /// finger's velocity.
    ///
    /// - Parameter velocity: The drag's velocity, points a second.
    /// - Returns: The side they go to (`.source`: dismiss the detail), or `nil` with no
    ///   drag.
    @discardableResult
    public func release(velocity: CGSize) -> SharedElementFlight<ID>.Side? {
      var side: SharedElementFlight<ID>.Side?
      let speed = Point2D(x: Double(velocity.width), y: Double(velocity.height))
      command { registry, now in side = try registry.release(velocity: speed, at: now) }
      return side
    }

    // MARK: - For the tagged views

    /// A tagged view is laid out.
    func place(
      _ id: ID, side: SharedElementFlight<ID>.Side, frame: CGRect, cornerRadius: Double,
      contentMode: SharedElement<ID>.ContentMode, reduceMotion: Bool
    ) {
      let geometry = ElementGeometry(
        frame: Rect2D(
          x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
          height: Double(frame.height)),
        cornerRadius: cornerRadius)
      command(reduceMotion: reduceMotion, changesFlight: false) { registry, now in
        registry.place(id, side: side, geometry: geometry, contentMode: contentMode, at: now)
      }
    }

    /// A tagged view left the hierarchy.
    func remove(_ id: ID, side: SharedElementFlight<ID>.Side) {
      registry.remove(id, side: side)
    }

    /// What the view `id` on `side` shows at `time`: whether it hides its original, and
    /// the copy it draws.
    func drawing(_ id: ID, side: SharedElementFlight<ID>.Side, at time: Double) -> (
      hidesOriginal: Bool, copy: SharedElementCopy?
    ) {
      lastDrawn = max(lastDrawn ?? time, time)
      return (
        registry.hidesOriginal(id, side: side, at: time),
        registry.copy(of: id, side: side, at: time)
      )
    }

    // MARK: - Internals

    /// Gives the registry a command at the time the views last drew (never before the last
    /// command), then keeps the views' timelines running until the flight settles.
    private func command(
      reduceMotion: Bool? = nil, changesFlight: Bool = true,
      _ body: (inout SharedElementRegistry<ID>, Double) throws -> Void
    ) {
      var current = registry
      if let reduceMotion {
        current.reducedMotion = ReducedMotionPolicy(systemReduceMotion: reduceMotion)
      }
      let now = max(Date().timeIntervalSinceReferenceDate, lastDrawn ?? -.infinity)
      guard (try? body(&current, now)) != nil else { return }
      // A flight made or given a command redraws the views; a place alone does not.
      if changesFlight || (registry.pendingSide != nil && current.pendingSide == nil) {
        objectWillChange.send()
      }
      registry = current
      isMoving = current.isMoving(at: now)
      generation += 1
      let ticket = generation
      guard isMoving, let settle = current.flight?.settleTime, settle.isFinite else { return }
      Task { [weak self] in
        let wait = settle - Date().timeIntervalSinceReferenceDate
        if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(min(wait, 3600) * 1e9)) }
        guard let self, self.generation == ticket else { return }
        self.isMoving = false
      }
    }
  }

  extension View {
    /// Tags this view as the shared element `id` on one side of `space`: when the space
    /// flies, the element moves between this view's place and its partner's on the other
    /// side, drawn as a copy scaled uniformly for each box (`contentMode`), never stretched.
    ///
    /// ```swift
    /// Image(photo.name).resizable().scaledToFill().frame(width: 110, height: 110).clipped()
    ///   .sharedElement(photo.id, in: photos, side: .source, cornerRadius: 8)
    /// ```
    ///
    /// - Parameters:
    ///   - id: The identity, the same on both sides.
    ///   - space: The space.
    ///   - side: `.source` (the grid cell) or `.destination` (the detail).
    ///   - cornerRadius: This place's corner radius; 0 by default.
    ///   - contentMode: How the content sits in the box while it flies; covering it (a
    ///     photo) by default.
    /// - Returns: The tagged view.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @MainActor
    public func sharedElement<ID: Hashable & Sendable>(
      _ id: ID, in space: SharedElementSpace<ID>, side: SharedElementFlight<ID>.Side,
      cornerRadius: Double = 0,
      contentMode: SharedElement<ID>.ContentMode = .aspectFill
    ) -> some View {
      modifier(
        SharedElementModifier(
          id: id, space: space, side: side, cornerRadius: cornerRadius,
          contentMode: contentMode))
    }
  }

  /// The tag's modifier: see `View.sharedElement(_:in:side:cornerRadius:contentMode:)`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  struct SharedElementModifier<ID: Hashable & Sendable>: ViewModifier {
    let id: ID
    @ObservedObject var space: SharedElementSpace<ID>
    let side: SharedElementFlight<ID>.Side
    let cornerRadius: Double
    let contentMode: SharedElement<ID>.ContentMode
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
      TimelineView(.animation(paused: !space.isMoving)) { timeline in
        let drawn = space.drawing(
          id, side: side, at: timeline.date.timeIntervalSinceReferenceDate)
        content
          .opacity(drawn.hidesOriginal ? 0 : 1)
          .overlay(alignment: .topLeading) {
            if let copy = drawn.copy { flying(content, copy) }
          }
          .zIndex(drawn.copy != nil ? 1 : 0)
      }
      .background {
        GeometryReader { proxy in
          Color.clear
            .onAppear { report(proxy.frame(in: .global)) }
            .onChange(of: proxy.frame(in: .global)) { _, frame in report(frame) }
        }
      }
      .onDisappear { space.remove(id, side: side) }
    }

    /// The copy the registry describes: scaled uniformly, placed in the box, the box
    /// clipped and moved from this view's own place.
    private func flying(_ content: Content, _ copy: SharedElementCopy) -> some View {
      let box = copy.box.frame.size
      return
        content
        .scaleEffect(CGFloat(copy.scale), anchor: .topLeading)
        .offset(x: CGFloat(copy.contentOrigin.x), y: CGFloat(copy.contentOrigin.y))
        .frame(width: CGFloat(box.width), height: CGFloat(box.height), alignment: .topLeading)
        .clipShape(RoundedRectangle(cornerRadius: CGFloat(copy.box.cornerRadius)))
        .opacity(copy.box.opacity)
        .offset(x: CGFloat(copy.offset.x), y: CGFloat(copy.offset.y))
        .allowsHitTesting(false)
    }

    private func report(_ frame: CGRect) {
      space.place(
        id, side: side, frame: frame, cornerRadius: cornerRadius, contentMode: contentMode,
        reduceMotion: reduceMotion)
    }
  }
#endif
