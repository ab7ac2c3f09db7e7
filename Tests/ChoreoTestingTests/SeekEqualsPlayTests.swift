import Choreo
import ChoreoTesting
import Testing

/// A model that claims to be at rest from 0.5 s on while its state still moves: a driver
/// stops ticking it there, so playing freezes while seeking does not.
struct SettlesTooEarly: TimedModel, Sendable {
  var reducedMotion = ReducedMotionPolicy.full
  var start = 0.0
  func state(at time: Double) -> Double { time - start }
  func isSettled(at time: Double) -> Bool { time >= start + 0.5 }
  mutating func restart(at time: Double) { start = time }
}

@Suite struct SeekEqualsPlayTests {
  @Test func tabTapsSeekAsTheyPlay() throws {
    var script = CommandScript(try tabs(.slide.combined(with: .opacity)))
    script.tap(tab: 2, at: 0.1)
    script.tap(tab: 4, at: 0.25)
    script.tap(tab: 4, at: 0.3)  // re-selecting the shown tab is ignored
    try SeekEqualsPlay.check(script, through: 1.5)
  }

  @Test func aSwipeAndMenuTogglesSeekAsTheyPlay() throws {
    var swipe = CommandScript(try tabs())
    swipe.swipe(
      toward: 1, at: 0.05, through: [(0.1, 0.2), (0.15, 0.45)], releasing: 1.5)
    try SeekEqualsPlay.check(swipe, through: 1.2, rates: [30, 60, 120])
    var menu = CommandScript(try demoMenu())
    menu.toggle(at: 0)
    menu.toggle(at: 0.13)
    menu.toggle(at: 0.22)
    try SeekEqualsPlay.check(menu, through: 1.5)
  }

  @Test func aMismatchNamesTheRateTheFrameAndBothStates() throws {
    var script = CommandScript(SettlesTooEarly())
    script.add(at: 0.1) { model, time in model.restart(at: time) }
    // The driver computes the state at 0.6 s, hears "settled" and stops: the next frame
    // (37, at 37/60 s) still shows the state at 0.6 s.
    let failure = #expect(throws: SeekPlayMismatch.self) {
      try SeekEqualsPlay.check(script, through: 1, rates: [60])
    }
    #expect(failure?.rate == 60)
    #expect(failure?.frame == 37)
    #expect(failure?.time == 37.0 / 60)
    #expect(failure?.description.contains("at 60.0 Hz, frame 37") == true)
  }
}

enum MenuAction: Hashable, Sendable { case camera, photo, note }

func demoMenu() throws -> PopMenu<MenuAction> {
  try PopMenu(
    items: [
      PopMenuItem(id: .camera, accessibilityLabel: "Camera"),
      PopMenuItem(id: .photo, accessibilityLabel: "Photo"),
      PopMenuItem(id: .note, accessibilityLabel: "Note"),
    ],
    layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
    center: Point2D(x: 195, y: 780))
}
