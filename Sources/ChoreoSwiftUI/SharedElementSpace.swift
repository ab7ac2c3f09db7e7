// Policy: shared elements in SwiftUI, on the same model UIKit's helpers fly
// (`SharedElementFlight`, tested in Choreo). A `SharedElementSpace` is the namespace: views
// tagged with the same identity on its two sides (`.sharedElement(_:in:side:)`) report
// where they are laid out (their frame in the global space, through a `GeometryReader`
// behind them), and the space flies one flight between those boxes on Choreo's motion,
// commands stamped with the time the space's views last drew, never earlier than the last.
//
// - When: `fly(to:)` starts a flight as soon as the side it goes to has a view laid out
//   (the detail appears in the same update, and reports at its first layout). What flies
//   is what the destination side (the detail) has: each identity there pairs with its
//   source (a grid's other cells stay put), or fades in place without one. Ask for the way
//   back in the same update that removes the detail, while its views are still known. One
//   asked mid-flight retargets it from where it is, with its velocity. A finger:
//   `beginDrag()`, `drag(translation:)`, `release(velocity:)`.
// - Which view draws: the one on the side the flight heads to, since the view on the other
//   side may leave the hierarchy (a detail popped). It draws a copy of its content in an
//   overlay, offset to the flying box, clipped to its corner radius, scaled uniformly to
//   the content frame its content mode gives for the box (`contentFrame(inBoxOf:)`, with
//   its own size as the content's), so never stretched; a reversal mid-flight hands the
//   drawing to the other side's view. The originals on both sides are
//   hidden while the element moves. The overlay leaves layout alone; it draws in its own
//   view's place in the hierarchy (above its siblings, inside its ancestors' clipping), as
//   `matchedGeometryEffect`'s views do, so the detail should sit above the grid.
// - Frames: the views' `TimelineView`s run only while something moves (paused from the
//   flight's settle time). Reduce Motion comes from `accessibilityReduceMotion`, read by
//   the tagged views and handed to the space.

#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// The namespace in which views tagged with the same identity fly between their places
  /// with Choreo's motion, interruptible, their content never stretched: the shape of
  /// `matchedGeometryEffect`'s namespace.
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
    /// The motion of a flight.
    public let motion: Motion
    /// The flight, once one was asked for: its elements and where they head.
    @Published public private(set) var flight: SharedElementFlight<ID>?
    /// Whether the elements move now (the tagged views draw frames only then).
    @Published public private(set) var isMoving = false

    private var boxes: [SharedElementFlight<ID>.Side: [ID: Placed]] = [:]
    private var pending: SharedElementFlight<ID>.Side?
    private var lastDrawn: Double?
    private var reduceMotion = false
    private var generation = 0

    struct Placed {
      var geometry: ElementGeometry
      var contentMode: SharedElement<ID>.ContentMode
    }

    /// Creates a space.
    ///
    /// - Parameter motion: The flights' motion; a 0.45 s spring with no bounce by default.
    ///   One that repeats for ever flies nothing.
    public nonisolated init(motion: Motion = .spring(duration: 0.45)) {
      self.motion = motion
    }

    /// Flies every tagged element to its box on `side`: at once when a view there is laid
    /// out, else as soon as one is (a detail shown in the same update). Mid-flight, from
    /// where each element is, with its velocity.
    ///
    /// - Parameter side: Where to go.
    public func fly(to side: SharedElementFlight<ID>.Side) {
      if let flight, isMoving || flight.isDragging,
        command({ flight, now in try flight.fly(to: side, at: now) })
      {
        return
      }
      pending = side
      startIfReady()
    }

    /// A finger catches the elements where they are (a drag to dismiss begins).
    public func beginDrag() {
      command { flight, now in try flight.beginDrag(at: now) }
    }

    /// The finger moved by `translation` since ``beginDrag()``: down takes the elements back
    /// toward their sources.
    ///
    /// - Parameter translation: The drag's translation.
    public func drag(translation: CGSize) {
      let moved = Point2D(x: Double(translation.width), y: Double(translation.height))
      command { flight, now in try flight.drag(translation: moved, at: now) }
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
      command { flight, now in side = try flight.release(velocity: speed, at: now) }
      return side
    }

    // MARK: - For the tagged views

    /// Where a tagged view is laid out.
    func place(
      _ id: ID, side: SharedElementFlight<ID>.Side, geometry: ElementGeometry,
      contentMode: SharedElement<ID>.ContentMode, reduceMotion: Bool
    ) {
      self.reduceMotion = reduceMotion
      boxes[side, default: [:]][id] = Placed(geometry: geometry, contentMode: contentMode)
      startIfReady()
    }

    /// A tagged view left the hierarchy; a flight under way keeps its boxes.
    func remove(_ id: ID, side: SharedElementFlight<ID>.Side) {
      boxes[side]?[id] = nil
    }

    /// The element `id` at `time` when it moves and the view on `side` draws it, with that
    /// view's own box; whether it is hidden otherwise.
    func drawing(_ id: ID, side: SharedElementFlight<ID>.Side, at time: Double) -> (
      state: FlightElementState<ID>?, own: ElementGeometry?, hidesOriginal: Bool
    ) {
      guard isMoving || flight?.isDragging == true, let flight,
        let state = flight.state(at: time).first(where: { $0.id == id })
      else { return (nil, nil, false) }
      lastDrawn = max(lastDrawn ?? time, time)
      guard flight.heading == side, let own = boxes[side]?[id]?.geometry else {
        return (nil, nil, true)
      }
      return (state, own, true)
    }

    // MARK: - Internals

    private func startIfReady() {
      guard let side = pending, !(boxes[side] ?? [:]).isEmpty else { return }
      pending = nil
      let from: SharedElementFlight<ID>.Side = side == .source ? .destination : .source
      let sources = boxes[.source] ?? [:]
      let destinations = boxes[.destination] ?? [:]
      let elements = destinations.map { id, placed in
        SharedElement(
          id: id, source: sources[id]?.geometry, destination: placed.geometry,
          contentSize: placed.geometry.frame.size, contentMode: placed.contentMode)
      }
      guard
        let made = try? SharedElementFlight(elements: elements, motion: motion, restingAt: from)
      else { return }
      flight = made
      command { flight, now in try flight.fly(to: side, at: now) }
    }

    /// Gives the flight a command at the time the views last drew (never before its last
    /// command); `false` when it was refused or there is no flight.
    @discardableResult
    private func command(
      _ body: (inout SharedElementFlight<ID>, Double) throws -> Void
    ) -> Bool {
      guard var current = flight else { return false }
      current.reducedMotion = ReducedMotionPolicy(systemReduceMotion: reduceMotion)
      let now = max(Date().timeIntervalSinceReferenceDate, lastDrawn ?? -.infinity)
      guard (try? body(&current, now)) != nil else { return false }
      flight = current
      isMoving = !current.isSettled(at: now)
      generation += 1
      let ticket = generation
      guard let settle = current.settleTime, settle.isFinite, isMoving else { return true }
      Task { [weak self] in
        let wait = settle - Date().timeIntervalSinceReferenceDate
        if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(min(wait, 3600) * 1e9)) }
        guard let self, self.generation == ticket else { return }
        self.isMoving = false
      }
      return true
    }
  }

  extension View {
    /// Tags this view as the shared element `id` on one side of `space`: when the space
    /// flies, the element moves between this view's place and its partner's on the other
    /// side, its content laid out for each box (`contentMode`), never stretched.
    ///
    /// ```swift
    /// AsyncImage(url: photo.url) { $0.resizable().scaledToFill() } placeholder: { Color.gray }
    ///   .frame(width: 110, height: 110)
    ///   .clipped()
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
      TimelineView(.animation(paused: !space.isMoving && space.flight?.isDragging != true)) {
        timeline in
        let drawn = space.drawing(
          id, side: side, at: timeline.date.timeIntervalSinceReferenceDate)
        content
          .opacity(drawn.hidesOriginal ? 0 : 1)
          .overlay(alignment: .topLeading) {
            if let state = drawn.state, let own = drawn.own {
              flying(content, state: state, own: own)
            }
          }
          .zIndex(drawn.state != nil ? 1 : 0)
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

    /// The content drawn at the flying box, as offsets from this view's own place: this
    /// view's content scaled uniformly to its frame for the box (its content mode, the
    /// model's `contentFrame(inBoxOf:)`), never stretched, clipped by the box.
    private func flying(
      _ content: Content, state: FlightElementState<ID>, own: ElementGeometry
    ) -> some View {
      let box = state.geometry.frame
      let size = own.frame.size
      let laid = SharedElement(
        id: id, source: nil, destination: own, contentSize: size, contentMode: contentMode
      ).contentFrame(inBoxOf: box.size)
      let scale = size.width > 0 ? laid.size.width / size.width : 1
      return
        content
        .scaleEffect(CGFloat(scale), anchor: .topLeading)
        .offset(x: CGFloat(laid.origin.x), y: CGFloat(laid.origin.y))
        .frame(
          width: CGFloat(box.size.width), height: CGFloat(box.size.height), alignment: .topLeading
        )
        .clipShape(RoundedRectangle(cornerRadius: CGFloat(state.geometry.cornerRadius)))
        .opacity(state.geometry.opacity)
        .offset(
          x: CGFloat(box.origin.x - own.frame.origin.x),
          y: CGFloat(box.origin.y - own.frame.origin.y)
        )
        .allowsHitTesting(false)
    }

    private func report(_ frame: CGRect) {
      space.place(
        id, side: side,
        geometry: ElementGeometry(
          frame: Rect2D(
            x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
            height: Double(frame.height)),
          cornerRadius: cornerRadius),
        contentMode: contentMode, reduceMotion: reduceMotion)
    }
  }
#endif
