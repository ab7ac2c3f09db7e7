// Policy: the pop menu in SwiftUI. The menu's model (`PopMenuDisplay`, Choreo, tested there)
// lives in `@State`, and a `TimelineView(.animation)` samples it each frame while it moves.
// Times are the reference-date seconds `TimelineView` reports. A tap is stamped by
// `PopMenuDisplay.commandTime(wallClock:lastFrame:)`: the last frame's date while the menu
// moves, the current date at rest. The timeline ticks only while the menu moves: a tap sets
// `ticking`, and a task keyed by the model's settle time (`PopMenuDisplay.settleTime`)
// clears it once that time has come, so a menu at rest costs no frames. (The `paused:`
// argument alone cannot do this: it is read when the body is evaluated, and nothing
// re-evaluates the body when the menu comes to rest.) Reduce Motion comes from the environment
// before every command; the
// layout is fitted to the safe area whenever the menu is closed. Items and the center
// button send their taps to the model, which decides (an item too small or already
// closing is not hit); the backdrop takes taps only while the menu is heading open, so a
// closed menu never covers the views underneath. VoiceOver reads the items in the
// display's reading order; the menu is modal while heading open, the escape gesture
// closes it, and focus moves as `PopMenuAnnouncements` says (first item on opening,
// center button on closing). Items and the center button are Buttons (Full Keyboard
// Access, pointer hover) with targets of at least 44 pt; a size change refits the menu in
// every phase.
// Touch-screen platforms only (tap locations are not on tvOS).
#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
  import Foundation
  import SwiftUI
  import Choreo

  /// A radial pop menu: a center button that turns + into ×, and item views that spring
  /// out around it on a ``RadialLayout`` fitted to the safe area.
  ///
  /// While it is heading open the menu is modal for VoiceOver (the `isModal` trait), which
  /// hides the views beside it in the same container, not the app's other bars: give the
  /// menu the whole screen (an overlay on the root view, above a tab bar) so that VoiceOver
  /// reads nothing else while it is open.
  ///
  /// ```swift
  /// RadialMenu(
  ///   items: [PopMenuItem(id: Action.add, accessibilityLabel: "Add")],
  ///   layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
  ///   onSelect: { action in perform(action) },
  ///   item: { item in Image(systemName: "plus.circle.fill").resizable() },
  ///   center: { Image(systemName: "plus.circle.fill").resizable() })
  /// ```
  @available(iOS 17.0, visionOS 1.0, *)
  @MainActor
  public struct RadialMenu<ID: Hashable & Sendable, ItemLabel: View, CenterLabel: View>: View {
    private let items: [PopMenuItem<ID>]
    private let layout: RadialLayout
    private let configuration: PopMenuConfiguration
    private let onSelect: (ID) -> Void
    private let itemLabel: (PopMenuItem<ID>) -> ItemLabel
    private let centerLabel: CenterLabel

    @State private var display: PopMenuDisplay<ID>?
    @State private var ticking = false
    /// The date of the last frame drawn, in a reference so that drawing does not
    /// invalidate the view.
    @State private var lastFrame = FrameDate()
    /// What VoiceOver hears, fed every frame (`PopMenuAnnouncements`, tested in Choreo),
    /// in a reference so that drawing does not invalidate the view.
    @State private var announcer = MenuAnnouncer<ID>()
    @AccessibilityFocusState private var focus: PopMenuFocus<ID>?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var centerLabels = RadialMenuLabels.localized

    /// Creates the menu; it fills its container, with the button centered 56 points above
    /// the bottom of the safe area.
    ///
    /// - Parameters:
    ///   - items: The items, in layout order.
    ///   - layout: The preferred layout.
    ///   - configuration: Springs, stagger, sizes and backdrop.
    ///   - onSelect: Called with the selected item's id.
    ///   - item: The view for an item.
    ///   - center: The center button's view.
    public init(
      items: [PopMenuItem<ID>], layout: RadialLayout,
      configuration: PopMenuConfiguration = PopMenuConfiguration(),
      onSelect: @escaping (ID) -> Void, @ViewBuilder item: @escaping (PopMenuItem<ID>) -> ItemLabel,
      @ViewBuilder center: () -> CenterLabel
    ) {
      self.items = items
      self.layout = layout
      self.configuration = configuration
      self.onSelect = onSelect
      self.itemLabel = item
      self.centerLabel = center()
    }

    /// The menu with other words for the center button than the default (the app's
    /// `Choreo` strings table's "Open menu" / "Close menu", in English where it has none).
    ///
    /// - Parameter labels: What VoiceOver calls the button, by what activating it does.
    /// - Returns: The menu.
    public func centerLabels(_ labels: PopMenuCenterLabels) -> RadialMenu {
      var menu = self
      menu.centerLabels = labels
      return menu
    }

    /// The menu.
    public var body: some View {
      GeometryReader { proxy in
        let geometry = Geometry(proxy: proxy)
        let model = display ?? makeDisplay(geometry)
        TimelineView(.animation(paused: !ticking)) { timeline in
          let time = timeline.date.timeIntervalSinceReferenceDate
          if let model {
            // At rest the timeline is paused and its date may be stale: show the rest.
            let shown = ticking ? time : max(time, model.settleTime)
            let _ = lastFrame.record(shown)
            let state = model.state(at: shown)
            let said = announcer.update(with: state)
            content(state, geometry: geometry)
              .onChange(of: said.focus) { _, moved in
                if let moved { focus = moved }
              }
          }
        }
        .onChange(of: geometry.fit, initial: false) { _, _ in refit(geometry) }
        .task(id: display?.settleTime) {
          guard let settle = display?.settleTime else { return }
          // Every valid configuration settles (undamped springs are refused), but a wait is
          // never converted unchecked: an unbounded one would trap in `UInt64(_:)`.
          let wait = settle - Self.now()
          guard wait.isFinite else { return }
          if wait > 0 { try? await Task.sleep(nanoseconds: UInt64(min(wait, 3600) * 1e9)) }
          if !Task.isCancelled { ticking = false }
        }
      }
    }

    private struct Geometry {
      var center: Point2D
      var safeArea: Rect2D

      /// What a fit depends on.
      var fit: [Double] { [center.x, center.y, safeArea.size.width, safeArea.size.height] }

      /// The reader's frame is the safe area (a `GeometryReader` respects it).
      @MainActor
      init(proxy: GeometryProxy) {
        let size = proxy.size
        safeArea = Rect2D(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        center = Point2D(x: Double(size.width) / 2, y: Double(size.height) - 56)
      }
    }

    private static func now() -> Double { Date().timeIntervalSinceReferenceDate }

    private func makeDisplay(_ geometry: Geometry) -> PopMenuDisplay<ID>? {
      try? PopMenuDisplay(
        items: items, layout: layout, center: geometry.center, fittingIn: geometry.safeArea,
        configuration: configuration,
        layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// A new size (a rotation) refits the menu in whatever phase it is
    /// (`PopMenuDisplay.refitted`, tested in Choreo through `PopMenuCoordinator`).
    private func refit(_ geometry: Geometry) {
      guard let current = display else { return }
      let now = (current.commandTime(wallClock: Self.now(), lastFrame: lastFrame.time))
      display = try? current.refitted(
        layout: layout, center: geometry.center, fittingIn: geometry.safeArea, at: now)
    }

    private func tap(at point: Point2D, geometry: Geometry) {
      let now = Self.now()
      // The layout is fitted afresh whenever the menu is closed (the safe area may have
      // changed); the old model still bounds the command's time from below.
      var model = display
      if model == nil || model?.state(at: now).phase == .closed {
        model = makeDisplay(geometry)
      }
      guard var current = model else { return }
      let time = (display ?? current).commandTime(wallClock: now, lastFrame: lastFrame.time)
      current.reducedMotion = ReducedMotionPolicy(systemReduceMotion: reduceMotion)
      guard let result = try? current.tap(at: point, time: time) else { return }
      display = current
      ticking = !current.isSettled(at: time)
      if case .selected(let item) = result { onSelect(item.id) }
    }

    @ViewBuilder
    private func content(_ state: PopMenuDisplay<ID>.State, geometry: Geometry) -> some View {
      let headingOpen = state.centerAction == .close
      let order = state.accessibilityElements.map(\.item.id)
      ZStack(alignment: .topLeading) {
        Color.black.opacity(state.backdropOpacity)
          .contentShape(Rectangle())
          .allowsHitTesting(headingOpen && configuration.backdropOpacity != nil)
          .onTapGesture(coordinateSpace: .local) { location in
            tap(at: Point2D(x: Double(location.x), y: Double(location.y)), geometry: geometry)
          }
          .accessibilityHidden(true)
        ForEach(Array(state.items.enumerated()), id: \.offset) { _, item in
          let rank = order.firstIndex(of: item.item.id)
          // A Button, so Full Keyboard Access and pointer hover reach it; its target is at
          // least 44 pt (`PopMenuConfiguration.minimumTargetSide`) whatever its drawn size.
          let target = max(item.frame.size.width, configuration.minimumTargetSide)
          Button {
            tap(at: item.frame.center, geometry: geometry)
          } label: {
            itemLabel(item.item)
              .frame(
                width: CGFloat(item.frame.size.width), height: CGFloat(item.frame.size.height)
              )
              .visualState(item.appearance)
              .frame(width: CGFloat(target), height: CGFloat(target))
              .contentShape(Rectangle())
          }
          .buttonStyle(.plain)
          .position(x: CGFloat(item.frame.center.x), y: CGFloat(item.frame.center.y))
          .opacity(item.isPresent ? 1 : 0)
          .allowsHitTesting(rank != nil)
          .accessibilityLabel(item.item.accessibilityLabel)
          .accessibilitySortPriority(Double(order.count - (rank ?? order.count)))
          .accessibilityHidden(rank == nil)
          .accessibilityFocused($focus, equals: .item(item.item))
          // The escape gesture (a two-finger Z) closes the menu from an item: items are
          // reachable only while the menu heads open, so a closed menu never takes the
          // gesture from the sheet or screen it sits in.
          .accessibilityAction(.escape) {
            if headingOpen { tap(at: geometry.center, geometry: geometry) }
          }
        }
        // A real button, as the items are: keyboard focus, the button trait, activation by
        // VoiceOver, Switch Control and the keyboard come with it.
        Button {
          tap(at: geometry.center, geometry: geometry)
        } label: {
          centerLabel
            .frame(
              width: CGFloat(configuration.centerButtonSize),
              height: CGFloat(configuration.centerButtonSize)
            )
            .rotationEffect(.radians(state.centerRotation))
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .position(x: CGFloat(geometry.center.x), y: CGFloat(geometry.center.y))
        .accessibilityLabel(centerLabels.label(for: state.centerAction))
        .accessibilityFocused($focus, equals: .centerButton)
      }
      // While heading open the menu is modal for VoiceOver (`isModal` hides the menu's
      // siblings only: a tab bar outside the menu's container stays reachable, so cover
      // the screen with the menu's view to keep VoiceOver in it).
      .accessibilityElement(children: .contain)
      .accessibilityAddTraits(headingOpen ? .isModal : [])
    }
  }

  /// The date of the last frame a timeline drew, kept in a reference so that drawing does
  /// not invalidate the view.
  @MainActor
  final class FrameDate {
    private(set) var time: Double?

    /// Notes the time of a frame being drawn.
    func record(_ time: Double) { self.time = time }
  }

  /// A pop menu's accessibility announcements, kept in a reference so that drawing does
  /// not invalidate the view.
  @MainActor
  final class MenuAnnouncer<ID: Hashable & Sendable> {
    private var announcements = PopMenuAnnouncements<ID>()

    /// The announcement after a frame being drawn.
    func update(with state: PopMenuDisplay<ID>.State) -> PopMenuAnnouncement<ID> {
      announcements.update(with: state)
    }
  }

  /// The center button's default labels, from the app's `Choreo` strings table.
  @available(iOS 17.0, visionOS 1.0, *)
  public enum RadialMenuLabels {
    /// "Open menu" and "Close menu", looked up in the app's `Choreo.strings` (or string
    /// catalog table `Choreo`), in English where the app has no translation.
    public static var localized: PopMenuCenterLabels {
      PopMenuCenterLabels(
        open: String(
          localized: "Open menu", table: "Choreo", bundle: .main,
          comment: "VoiceOver label of the pop menu's center button while the menu is closed"),
        close: String(
          localized: "Close menu", table: "Choreo", bundle: .main,
          comment: "VoiceOver label of the pop menu's center button while the menu is open"))
    }
  }
#endif
