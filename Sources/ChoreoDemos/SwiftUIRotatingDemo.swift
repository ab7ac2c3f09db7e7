import Choreo
import ChoreoRender

// The SwiftUI custom-transitions tutorial's screen: two buttons choose the transition, "Click Me" toggles a
// rounded rectangle. Transition 0 is `rotating(angleDegree: 1080)` both ways; transition 1
// is `rotationOn`: insertion `rotating` (180°, offset by the screen's size), removal
// `move(edge: .leading)`. Buttons scale to 0.8 while pressed (its pressable style).
// Its `withAnimation(.easeInOut)` runs 0.35 s; the demo slows it to 0.9 s to be seen.
//
// Under Reduce Motion the one reduced-motion rule decides both motions: the rectangle's
// insertion and removal play as a page change does (`SceneTransition.played(under:)`: the
// rule's cross-fade in place), and the buttons' press spring as a press does
// (`PressFeedback.motion(pressed:under:)`: its calm, short form; still a scale).

extension Demo {
  /// The SwiftUI tutorial's custom rotating transitions, asymmetric insertion and removal, pressable
  /// buttons.
  package static let swiftUIRotating = Demo(
    name: "swiftui-rotating",
    summary: "A rectangle rotates in from off-screen (1080 and 180 degrees); "
      + "asymmetric removal toward the leading edge; buttons shrink to 0.8 while pressed.",
    size: RotatingScene.size, duration: 6.4, stillTime: 1.1, sheetTimes: RotatingScene.sheetTimes,
    scene: { time in RotatingScene.scene(at: time) },
    reducedMotionScene: { RotatingScene.scene(at: $0, reducedMotion: .reduced) })
}

enum RotatingScene {
  static let size = Size2D(width: 240, height: 420)
  static let motion = Motion.easeInOut(duration: 0.9)
  static let press = Motion.spring(DampedSpring(response: 0.25, dampingRatio: 0.6))
  /// The pressable style: 0.8 while pressed, on `press` both ways.
  static let feedback = PressFeedback(scale: 0.8, press: press, release: press)
  // The scene's constants are valid: these cannot throw.
  static let context = valid { try SceneTransitionContext(containerSize: size) }

  /// `rotating(angleDegree:)`: rotation and an offset by the screen size when active.
  static func rotating(degrees: Double) -> SceneTransition {
    SceneTransition.modifier(
      active: VisualState(
        translation: Point2D(x: size.width, y: size.height), rotation: degrees * .pi / 180),
      identity: .identity)
  }

  /// The contact sheet's instants: the rectangle is on screen only near the ends of its
  /// transitions (each moves it by the screen's size), so evenly spaced instants showed an
  /// empty screen on 7 of 9 frames. Two frames late in each insertion, two early in the
  /// first removal, the first rectangle at rest and the leading-edge removal.
  static let sheetTimes = [0.95, 1.1, 1.3, 1.9, 2.05, 4.1, 4.3, 5.45, 5.7]

  static let transitions = [
    rotating(degrees: 1080),
    SceneTransition.asymmetric(insertion: rotating(degrees: 180), removal: .move(edge: .leading)),
  ]

  enum Button: Int { case first, second, click }

  /// (press time, button); each press lasts 0.2 s and acts on release.
  static let presses: [(Double, Button)] = [
    (0.2, .click), (1.6, .click), (2.8, .second), (3.5, .click), (5.0, .click),
  ]

  /// The screen at `time`, its motions as `reducedMotion` allows them.
  static func scene(at time: Double, reducedMotion: ReducedMotionPolicy = .full) -> RenderLayer {
    var transitionType = 0
    var shown = false
    var change: (time: Double, role: SceneTransition.Role, transition: SceneTransition)?
    for (pressTime, button) in presses where pressTime + 0.2 <= time {
      switch button {
      case .first: transitionType = 0
      case .second: transitionType = 1
      case .click:
        shown.toggle()
        change = (pressTime + 0.2, shown ? .insertion : .removal, transitions[transitionType])
      }
    }
    var layers: [RenderLayer] = [.box(Rect2D(origin: .zero, size: size), color: .white)]
    let card = Rect2D(x: 45, y: 95, width: 150, height: 210)
    if let change {
      let (transition, played) = change.transition.played(
        under: reducedMotion, defaultMotion: motion)
      let progress = played.value(at: time - change.time)
      let look = transition.appearance(for: change.role, progress: progress, in: context)
      if change.role == .insertion || progress < 1 {
        var layer = RenderLayer(placement: look.placement(in: card))
        layer.backgroundColor = Palette.ink
        layer.cornerRadius = 15
        layers.append(layer)
      }
    }
    let buttons: [(Button, Rect2D, RGBA, String)] = [
      (.first, Rect2D(x: 12, y: 24, width: 104, height: 40), RGBA(hex: 0xFF2D55), "First"),
      (.second, Rect2D(x: 124, y: 24, width: 104, height: 40), RGBA(hex: 0x5856D6), "Second"),
      (.click, Rect2D(x: 40, y: 352, width: 160, height: 44), Palette.blue, "Click Me"),
    ]
    for (button, frame, color, title) in buttons {
      let scale = pressScale(button, at: time, reducedMotion: reducedMotion)
      var layer = RenderLayer(
        placement: VisualState(scale: Size2D(width: scale, height: scale)).placement(in: frame))
      layer.backgroundColor = color
      layer.cornerRadius = 10
      layer.sublayers = [
        label(
          title, at: Point2D(x: frame.size.width / 2, y: frame.size.height / 2 + 5), size: 12,
          color: .white, alignment: .center)
      ]
      layers.append(layer)
    }
    layers.append(
      label(
        "transition \(transitionType == 0 ? "rotating(1080)" : "rotationOn")",
        at: Point2D(x: 120, y: 86), size: 8, color: Palette.secondaryInk, alignment: .center))
    return .group(size: size, layers)
  }

  /// 1 at rest; springs to 0.8 while pressed and back after the release (from where it
  /// is), on the motions `reducedMotion` allows.
  static func pressScale(
    _ button: Button, at time: Double, reducedMotion: ReducedMotionPolicy = .full
  ) -> Double {
    let pressing = feedback.motion(pressed: true, under: reducedMotion)
    let releasing = feedback.motion(pressed: false, under: reducedMotion)
    var scale = 1.0
    for (pressTime, pressed) in presses where pressed == button && pressTime <= time {
      let release = pressTime + 0.2
      let atRelease = 1 - 0.2 * pressing.value(at: release - pressTime)
      scale =
        time < release
        ? 1 - 0.2 * pressing.value(at: time - pressTime)
        : atRelease + (1 - atRelease) * releasing.value(at: time - release)
    }
    return scale
  }
}
