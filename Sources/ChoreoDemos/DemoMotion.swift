// The motions each demo plays, named, so the gallery can show them exported to other
// platforms (Motion.exported(to:)) beside the demo's Swift snippet. They are the demos' own
// constants: the tab switcher's motion of each tab demo, the pop menu's springs
// (PopMenuConfiguration's defaults, which the pop-menu demos use), the rotating
// transition's curve and its press spring, each row of the easings catalogue, and the
// fling's coast and snap spring. The scroll demos follow the scroll offset, not time, so
// they have none.
import Choreo

/// One motion a demo plays, with what it moves.
package struct DemoMotion: Sendable {
  /// What the motion moves, in a few words: `tab slide`, `opening spring`.
  package let label: String
  /// The motion.
  package let motion: Motion
}

extension Demo {
  /// The motions this demo plays, to export to other platforms; empty for a demo driven
  /// by the scroll offset rather than time.
  package var motions: [DemoMotion] {
    switch name {
    case "easings":
      return EasingRow.all.map { row in
        switch row.motion {
        case .timing(let curve):
          // The catalogue plays each curve over the row's span.
          return DemoMotion(label: row.spec, motion: .timing(curve, duration: EasingRow.span))
        case .spring(let spring, let velocity):
          return DemoMotion(
            label: row.spec, motion: .spring(spring, initialVelocity: velocity))
        case .decay(let rate, _):
          return DemoMotion(label: row.spec, motion: .decay(rate))
        }
      }
    case "tab-slide", "tab-slide-rtl", "tab-dissolve", "tab-swipe", "tab-slide-before-after":
      return [DemoMotion(label: "tab change", motion: .easeInOut(duration: 0.5))]
    case "tab-flip":
      return [DemoMotion(label: "tab change", motion: .easeInOut(duration: 0.7))]
    case "tab-curl":
      return [DemoMotion(label: "tab change", motion: .easeInOut(duration: 0.8))]
    case "tab-spin":
      return [
        DemoMotion(label: "rotation and scale", motion: .easeInOut(duration: 0.5)),
        DemoMotion(label: "cross-fade", motion: .easeInOut(duration: 0.8)),
      ]
    case "swiftui-rotating":
      return [
        DemoMotion(label: "transition", motion: RotatingScene.motion),
        DemoMotion(label: "press", motion: RotatingScene.press),
      ]
    case "pop-menu", "pop-menu-before-after", "pop-menu-corner":
      let configuration = PopMenuConfiguration()
      return [
        DemoMotion(label: "item opening", motion: .spring(configuration.openingSpring)),
        DemoMotion(label: "item closing", motion: .spring(configuration.closingSpring)),
        DemoMotion(label: "centre button", motion: .spring(configuration.centerSpring)),
      ]
    case "nav-push-pop":
      return [
        DemoMotion(label: "push and pop", motion: .spring(duration: 0.5)),
        DemoMotion(label: "release spring", motion: .spring(.smooth)),
      ]
    case "card-expand":
      return [DemoMotion(label: "expand and close", motion: .easeInOut(duration: 0.5))]
    case "list-reorder":
      return [DemoMotion(label: "row move", motion: .spring(duration: 0.45))]
    case "photo-zoom":
      return [
        DemoMotion(label: "flight", motion: .easeInOut(duration: 0.5)),
        DemoMotion(label: "release spring", motion: .spring(.smooth)),
      ]
    case "card-sheet":
      return [
        DemoMotion(label: "present and dismiss", motion: .spring(duration: 0.45)),
        DemoMotion(label: "release spring", motion: .spring(.smooth)),
      ]
    case "fling":
      // The coast (UIScrollView's normal rate) and the spring it hands over to.
      return [
        DemoMotion(label: "coast", motion: .decay(.normal)),
        DemoMotion(label: "snap spring", motion: .spring(.snappy)),
      ]
    default:
      return []
    }
  }
}
