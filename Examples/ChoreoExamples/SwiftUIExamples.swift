#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import ChoreoSwiftUI
  import SwiftUI

  // MARK: - Custom transitions as one-liners

  extension SceneTransition {
    /// The SwiftUI tutorial's `rotating`: half a turn while flying in from the bottom-right
    /// corner.
    static let rotating = SceneTransition.modifier(
      active: VisualState(translation: Point2D(x: 400, y: 850), rotation: .pi), identity: .identity)

    /// The SwiftUI tutorial's `rotating(angleDegree:)`.
    static func rotating(angleDegree: Double) -> SceneTransition {
      .modifier(
        active: VisualState(
          translation: Point2D(x: 400, y: 850), rotation: angleDegree * .pi / 180),
        identity: .identity)
    }

    /// The SwiftUI tutorial's `rotationOn`: rotate in, move out to the leading edge.
    static let rotationOn = SceneTransition.asymmetric(
      insertion: .rotating, removal: .move(edge: .leading))
  }

  struct TransitionsExample: View {
    @State private var kind = 0
    @State private var showRectangle = false

    private var transition: SceneTransition {
      switch kind {
      case 0: .rotating
      case 1: .rotating(angleDegree: 90)
      default: .rotationOn
      }
    }

    var body: some View {
      VStack(spacing: 20) {
        HStack(spacing: 12) {
          ForEach(0..<3) { index in
            Button(["Rotating", "90°", "Rotation on"][index]) { kind = index }
              .buttonStyle(PressableButtonStyle(scale: 0.8))
          }
        }
        Spacer()
        if showRectangle {
          RoundedRectangle(cornerRadius: 25)
            .frame(width: 250, height: 350)
            .transition(transition.swiftUITransition)
        }
        Spacer()
        Button("Toggle") {
          withAnimation(Animation(.spring(duration: 0.5, bounce: 0.3))) { showRectangle.toggle() }
        }
        .buttonStyle(PressableButtonStyle(scale: 0.8))
      }
      .padding()
    }
  }

  // MARK: - Radial menu

  enum MenuAction: Hashable, Sendable { case trash, add, edit }

  struct RadialMenuExample: View {
    @State private var notes: [String] = []

    var body: some View {
      ZStack {
        List(notes, id: \.self) { Text($0) }
        RadialMenu(
          items: [
            PopMenuItem(id: MenuAction.trash, accessibilityLabel: "Delete"),
            PopMenuItem(id: .add, accessibilityLabel: "Add"),
            PopMenuItem(id: .edit, accessibilityLabel: "Edit"),
          ],
          layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
          onSelect: { action in perform(action) },
          item: { item in
            Image(systemName: icon(item.id)).resizable().foregroundStyle(.tint)
          },
          center: { Image(systemName: "plus.circle.fill").resizable().foregroundStyle(.tint) })
      }
    }

    private func perform(_ action: MenuAction) {
      switch action {
      case .add: notes.append("Note \(notes.count + 1)")
      case .edit: if !notes.isEmpty { notes[notes.count - 1] += " (edited)" }
      case .trash: if !notes.isEmpty { notes.removeLast() }
      }
    }

    private func icon(_ action: MenuAction) -> String {
      switch action {
      case .trash: "trash.circle.fill"
      case .add: "plus.circle.fill"
      case .edit: "pencil.circle.fill"
      }
    }
  }

  // MARK: - A map header that collapses as the info scrolls over it

  let headerScene: ScrollScene = {
    // Literal scene description: any error here is a programming error.
    do {
      return try ScrollScene(
        timeline: ScrollTimeline(from: 0, to: 300),
        targets: [
          ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 300)),
          ScrollTarget("info", frame: Rect2D(x: 0, y: 300, width: 390, height: 1200)),
        ],
        animations: [
          ScrollAnimation("map", .height, from: 300, to: 80),
          ScrollAnimation("map", .opacity, keys: [.init(0, 1), .init(0.5, 0.5), .init(1, 1)]),
          ScrollAnimation("info", .y, keys: [.init(0, .bottom(of: "map") + 8)]),
        ])
    } catch {
      fatalError("the header scene is invalid: \(error)")
    }
  }()

  struct ScrollHeaderExample: View {
    var body: some View {
      ScrollSceneView(headerScene, contentHeight: 1600) { frame in
        ZStack(alignment: .topLeading) {
          Color.teal.scrollSceneTarget("map", in: frame)
          Color.orange.opacity(0.8).scrollSceneTarget("info", in: frame)
        }
      }
    }
  }
#endif
