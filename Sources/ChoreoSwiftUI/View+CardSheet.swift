// Policy: the card sheet in SwiftUI, on the same model UIKit's helper plays (`CardSheet`,
// tested in Choreo). The modifier keeps the model in `@State`, gives it a command when
// `isPresented` changes or a drag begins, moves or ends, and samples it in a `TimelineView`
// only while the card moves (the timeline pauses at the model's settle time, so a card at
// rest costs no frames). Commands are stamped with the time the timeline last drew, never
// earlier than the model's last command. Reduce Motion comes from
// `accessibilityReduceMotion`. When a drag dismisses the card, `isPresented` becomes false.

#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  extension View {
    /// Presents `card` over this view as a card that rises from the bottom over a dimming
    /// view, pushing this view back a little, as the system sheet does; a finger drags it
    /// down to dismiss (pulled up, it rubber-bands; a slow release springs back with the
    /// finger's velocity, a flick dismisses with it), and catches it while it moves.
    ///
    /// ```swift
    /// @State var showsDetail = false
    ///
    /// var body: some View {
    ///   List { ... }
    ///     .cardSheet(isPresented: $showsDetail) { DetailView() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the card is presented; a drag that dismisses it sets it to
    ///     `false`.
    ///   - topInset: The gap above the presented card; 48 points by default.
    ///   - card: The card's content.
    /// - Returns: The view with the card over it.
    public func cardSheet<Card: View>(
      isPresented: Binding<Bool>, topInset: Double = 48, @ViewBuilder card: @escaping () -> Card
    ) -> some View {
      modifier(CardSheetModifier(isPresented: isPresented, topInset: topInset, card: card))
    }
  }

  /// The card sheet's modifier: see `View.cardSheet(isPresented:topInset:card:)`.
  struct CardSheetModifier<Card: View>: ViewModifier {
    @Binding var isPresented: Bool
    let topInset: Double
    let card: () -> Card

    @State private var sheet: CardSheet?
    @State private var ticking = false
    @State private var lastFrame = CardSheetFrameTime()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    @MainActor func body(content: Content) -> some View {
      GeometryReader { proxy in
        let size = Size2D(width: Double(proxy.size.width), height: Double(proxy.size.height))
        TimelineView(.animation(paused: !ticking)) { timeline in
          let time = timeline.date.timeIntervalSinceReferenceDate
          let model = sheet
          let shown = ticking ? time : max(time, model?.settleTime ?? time)
          let _ = lastFrame.record(shown)
          let state = model?.state(at: shown)
          ZStack(alignment: .top) {
            content
              .visualState(state?.presenting ?? .identity)
            Color.black
              .opacity(state?.dimming ?? 0)
              .ignoresSafeArea()
              .allowsHitTesting(isPresented)
              .onTapGesture { isPresented = false }
              .accessibilityHidden(true)
            if let state, let model, state.progress > 0 || isPresented {
              card()
                .frame(width: proxy.size.width, height: CGFloat(model.cardHeight))
                .clipShape(
                  UnevenRoundedRectangle(
                    topLeadingRadius: CGFloat(state.cornerRadius),
                    topTrailingRadius: CGFloat(state.cornerRadius))
                )
                .visualState(state.card)
                .offset(y: CGFloat(topInset))
                .gesture(drag(height: model.cardHeight))
                .accessibilityAddTraits(.isModal)
            }
          }
        }
        .onChange(of: isPresented, initial: true) { _, presented in
          command(size: size) { sheet, now throws(CardSheetError) in
            if presented { try sheet.present(at: now) } else { try sheet.dismiss(at: now) }
          }
        }
        .task(id: sheet?.settleTime) {
          guard let settle = sheet?.settleTime else { return }
          let wait = settle - Self.now()
          guard wait.isFinite else { return }
          if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(min(wait, 3600) * 1e9)) }
          if !Task.isCancelled { ticking = false }
        }
      }
    }

    @MainActor private func drag(height: Double) -> some Gesture {
      DragGesture(minimumDistance: 4, coordinateSpace: .global)
        .onChanged { value in
          let dy = Double(value.translation.height)
          if sheet?.isDragging == false {
            command { sheet, now throws(CardSheetError) in try sheet.beginDrag(at: now) }
          }
          command { sheet, now throws(CardSheetError) in
            try sheet.drag(translationY: dy, at: now)
          }
        }
        .onEnded { value in
          let velocity = Double(value.velocity.height)
          var dismisses = false
          command { sheet, now throws(CardSheetError) in
            dismisses = try sheet.release(velocityY: velocity, at: now)
          }
          if dismisses { isPresented = false }
        }
    }

    /// Gives the model a command at the time the timeline last drew (never before its last
    /// command), making the model for `size` first if there is none.
    @MainActor private func command(
      size: Size2D? = nil, _ body: (inout CardSheet, Double) throws(CardSheetError) -> Void
    ) {
      if sheet == nil, let size {
        sheet = try? CardSheet(containerSize: size, topInset: topInset)
      }
      guard var current = sheet else { return }
      current.reducedMotion = ReducedMotionPolicy(systemReduceMotion: reduceMotion)
      let now = max(Self.now(), lastFrame.time ?? -.infinity)
      guard (try? body(&current, now)) != nil else { return }
      sheet = current
      ticking = !current.isSettled(at: now)
    }

    private static func now() -> Double { Date().timeIntervalSinceReferenceDate }
  }

  /// The time of the last frame the sheet's timeline drew, in a reference so that drawing
  /// does not invalidate the view.
  @MainActor
  final class CardSheetFrameTime {
    private(set) var time: Double?

    /// Creates the record, with no frame yet.
    nonisolated init() {}

    /// Notes the time of a frame being drawn.
    func record(_ time: Double) { self.time = time }
  }
#endif
