// Policy: Choreo's push and pop in SwiftUI, for apps that want them: `NavigationStack` has no
// public hook for a custom push before iOS 18. The container is a translation layer over the
// engine UIKit's helper uses: the screens are `ScreenStack` identities (each new screen a
// higher one, so a push goes forward and a pop back), the motion is a `TabSwitcher` of them
// sampled in a `TimelineView` only while it moves, and the finger's decisions are
// `StackPan`'s (from the leading edge, the fraction, the projection at release). Every screen
// on the stack stays in the view tree (hidden while covered), so each keeps its state. The
// edge pop starts only while the screens rest; a finger does not catch a push in flight here
// (UIKit's helper does).
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  /// A navigation stack that pushes and pops with any ``/Choreo/SceneTransition`` (UIKit's
  /// look, ``/Choreo/SceneTransition/stack``, by default), with an interactive pop from the
  /// leading edge whose cancel springs back with the finger's velocity.
  ///
  /// ```swift
  /// @State var path: [String] = []
  ///
  /// var body: some View {
  ///   PushStack(path: $path, root: "Inbox") { screen in
  ///     Button(screen) { path.append("\(screen) ›") }
  ///   }
  /// }
  /// ```
  public struct PushStack<Screen: Hashable & Sendable, Content: View>: View {
    @Binding private var path: [Screen]
    private let root: Screen
    private let transition: SceneTransition
    private let motion: Motion
    private let content: (Screen) -> Content

    @State private var stack: ScreenStack<Screen>
    @State private var model: TabSwitcher?
    @State private var ticking = false
    /// A finger driving a pop: where it started and which way it moves the pop.
    @State private var drag: (start: Double, sign: Double)?
    @State private var dragRefused = false
    @State private var lastFrame = PushStackFrameTime()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    /// Creates the stack.
    ///
    /// - Parameters:
    ///   - path: The screens above the root, bottom first: append to push, remove to pop;
    ///     an interactive pop that completes removes the last.
    ///   - root: The bottom screen.
    ///   - transition: Pushes and pops; ``/Choreo/SceneTransition/stack`` by default.
    ///   - motion: A 0.5 s spring with no bounce by default; it must end (one that repeats
    ///     for ever switches at once).
    ///   - content: The view for a screen.
    public init(
      path: Binding<[Screen]>, root: Screen, transition: SceneTransition = .stack,
      motion: Motion = .spring(duration: 0.5), @ViewBuilder content: @escaping (Screen) -> Content
    ) {
      _path = path
      self.root = root
      self.transition = transition
      self.motion = motion
      self.content = content
      var made = ScreenStack(root: root)
      made.update(to: [root] + path.wrappedValue)
      _stack = State(initialValue: made)
    }

    /// The stack.
    @MainActor public var body: some View {
      GeometryReader { proxy in
        let size = Size2D(width: Double(proxy.size.width), height: Double(proxy.size.height))
        TimelineView(.animation(paused: !ticking)) { timeline in
          let time = timeline.date.timeIntervalSinceReferenceDate
          let shown = ticking ? time : max(time, model?.settleTime ?? time)
          let _ = lastFrame.record(shown)
          let drawn = model?.state(at: shown).crossFaded(in: size)
          let looks = Dictionary(
            (drawn?.pages ?? []).map { ($0.index, $0.appearance) },
            uniquingKeysWith: { first, _ in first })
          let dimming = drawn.flatMap { ScreenDimming.under($0, width: size.width, deepest: 0.1) }
          ZStack {
            ForEach(layers(looks), id: \.self) { identity in
              if let screen = stack.known[identity] {
                let look = looks[identity]
                content(screen)
                  .frame(width: proxy.size.width, height: proxy.size.height)
                  .overlay {
                    Color.black.opacity(dimming?.screen == identity ? dimming?.opacity ?? 0 : 0)
                      .allowsHitTesting(false)
                  }
                  .visualState(look ?? .identity)
                  .opacity(look == nil && identity != stack.top ? 0 : 1)
                  .allowsHitTesting(identity == stack.top && drag == nil)
                  .accessibilityHidden(identity != stack.top)
              }
            }
          }
          .frame(width: proxy.size.width, height: proxy.size.height)
          .clipped()
        }
        .contentShape(Rectangle())
        .simultaneousGesture(edgeDrag(size: size))
        .onChange(of: path) { _, new in pathChanged(new, size: size) }
        .task(id: model?.settleTime) {
          guard let settle = model?.settleTime else { return }
          let wait = settle - Self.now()
          guard wait.isFinite else { return }
          if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(min(wait, 3600) * 1e9)) }
          if !Task.isCancelled {
            ticking = false
            stack.forget(allBut: Set(model?.state(at: Self.now()).presentedPages ?? []))
          }
        }
      }
    }

    /// Every screen on the stack and every screen still drawn, bottom to top.
    @MainActor private func layers(_ looks: [Int: VisualState]) -> [Int] {
      let all = Set(stack.identities).union(looks.keys)
      return all.sorted { a, b in
        let za = looks[a]?.zIndex ?? -1
        let zb = looks[b]?.zIndex ?? -1
        return za == zb ? a < b : za < zb
      }
    }

    @MainActor private var direction: SceneTransitionContext.LayoutDirection {
      layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    @MainActor private func pathChanged(_ new: [Screen], size: Size2D) {
      makeModel(size: size)
      guard let change = stack.update(to: [root] + new) else { return }
      drag = nil
      command { model, now throws(TabSwitcherError) in try model.select(change.to, at: now) }
    }

    /// Makes the model for `size`, on the top screen, if there is none yet.
    @MainActor private func makeModel(size: Size2D) {
      guard model == nil,
        let context = try? SceneTransitionContext(containerSize: size, layoutDirection: direction)
      else { return }
      model = try? TabSwitcher(
        tabCount: Int.max, selectedIndex: stack.top, transition: transition, context: context,
        motion: motion)
    }

    @MainActor private func edgeDrag(size: Size2D) -> some Gesture {
      DragGesture(minimumDistance: 8, coordinateSpace: .local)
        .onChanged { value in
          guard !dragRefused, let pan = StackPan(width: size.width, layoutDirection: direction)
          else { return }
          if drag == nil {
            let start = Double(value.startLocation.x)
            let velocity = value.velocity
            let settled = model.map { $0.isSettled(at: Self.now()) } ?? true
            guard settled, stack.identities.count >= 2,
              pan.startsPop(
                startX: start, velocityX: Double(velocity.width),
                velocityY: Double(velocity.height), anywhere: false)
            else {
              dragRefused = true
              return
            }
            let top = stack.top
            let below = stack.identities[stack.identities.count - 2]
            var began = false
            command(size: size) { model, now throws(TabSwitcherError) in
              try model.startInteraction(toward: below, at: now)
              began = true
            }
            guard began else {
              dragRefused = true
              return
            }
            drag = (0, pan.sign(from: top, to: below))
          }
          guard let current = drag else { return }
          let fraction = pan.fraction(
            start: current.start, sign: current.sign,
            translationX: Double(value.translation.width))
          command { model, now throws(TabSwitcherError) in
            try model.updateInteractive(fraction: fraction, at: now)
          }
        }
        .onEnded { value in
          defer { dragRefused = false }
          guard let current = drag,
            let pan = StackPan(width: size.width, layoutDirection: direction),
            let fraction = model?.interactiveFraction
          else { return }
          drag = nil
          let (finishes, speed) = pan.release(
            fraction: fraction, sign: current.sign, velocityX: Double(value.velocity.width))
          if finishes {
            command { model, now throws(TabSwitcherError) in
              try model.finishInteractive(velocity: speed, at: now)
            }
            if !path.isEmpty {
              // The model already shows the screen below: the path follows it.
              stack.update(to: [root] + path.dropLast())
              path.removeLast()
            }
          } else {
            command { model, now throws(TabSwitcherError) in
              try model.cancelInteractive(velocity: speed, at: now)
            }
          }
        }
    }

    /// Gives the model a command at the time the timeline last drew (never before its last
    /// command), making the model for `size` first if there is none.
    @MainActor private func command(
      size: Size2D? = nil, _ body: (inout TabSwitcher, Double) throws(TabSwitcherError) -> Void
    ) {
      if let size { makeModel(size: size) }
      guard var current = model else { return }
      current.reducedMotion = ReducedMotionPolicy(systemReduceMotion: reduceMotion)
      let now = max(Self.now(), lastFrame.time ?? -.infinity)
      guard (try? body(&current, now)) != nil else { return }
      model = current
      ticking = !current.isSettled(at: now)
    }

    private static func now() -> Double { Date().timeIntervalSinceReferenceDate }
  }

  /// The time of the last frame the stack's timeline drew, in a reference so that drawing
  /// does not invalidate the view.
  @MainActor
  final class PushStackFrameTime {
    private(set) var time: Double?

    /// Creates the record, with no frame yet.
    nonisolated init() {}

    /// Notes the time of a frame being drawn.
    func record(_ time: Double) { self.time = time }
  }
#endif
