import Choreo
import ChoreoTestSupport
import Testing

/// Checks every frame a pop-menu coordinator asks a ``SimulatedMenuView`` to draw, against
/// the view as it is at that moment: a drawn state is valid (finite numbers, opacities in
/// 0...1, `VisualState.isValid`), holds exactly the coordinator's items, offers only those
/// items to VoiceOver with 44-point targets, and, once the menu rests open, lies inside the
/// safe area the view has now. A test may change the view behind the coordinator's back
/// (new bounds without a layout pass) to see that a frame is never drawn for bounds the
/// view no longer has.
@MainActor
final class MenuFrameChecker {
  let view: SimulatedMenuView
  let itemIDs: [String]
  let clock: ManualClock
  weak var coordinator: PopMenuCoordinator<String>?
  /// Every broken invariant, with the frame it was found in.
  private(set) var problems: [String] = []
  private(set) var draws = 0

  init(view: SimulatedMenuView, items: [String], clock: ManualClock) {
    self.view = view
    itemIDs = items
    self.clock = clock
    view.onDraw = { [unowned self] state in self.check(state) }
  }

  private func check(_ state: PopMenuDisplay<String>.State) {
    draws += 1
    func fail(_ what: String) { problems.append("draw \(draws) at \(clock.now): \(what)") }
    if state.items.map(\.item.id) != itemIDs {
      fail("items \(state.items.map(\.item.id)) are not the menu's \(itemIDs)")
    }
    if !state.centerRotation.isFinite { fail("center rotation \(state.centerRotation)") }
    if !(0...1).contains(state.backdropOpacity) { fail("backdrop \(state.backdropOpacity)") }
    for item in state.items {
      if !item.appearance.isValid { fail("\(item.item.id): \(item.appearance)") }
      let frame = item.frame
      if ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(
        \.isFinite) || frame.size.width <= 0
      {
        fail("\(item.item.id) frame \(frame)")
      }
    }
    for element in state.accessibilityElements {
      if !itemIDs.contains(element.item.id) { fail("VoiceOver offers \(element.item.id)") }
      let frame = element.frame
      if !(frame.size.width >= 44 && frame.size.height >= 44 && frame.origin.x.isFinite
        && frame.origin.y.isFinite)
      {
        fail("VoiceOver target \(frame)")
      }
    }
    // At rest and open, every item sits inside the safe area the view has now.
    if state.phase == .open, let settle = coordinator?.settleTime, clock.now >= settle,
      let safe = view.placement?.safeArea
    {
      for item in state.items where item.isPresent {
        let frame = item.frame
        let slack = 1e-6 * max(1, abs(safe.size.width) + abs(safe.size.height))
        if frame.origin.x < safe.origin.x - slack || frame.origin.y < safe.origin.y - slack
          || frame.origin.x + frame.size.width > safe.origin.x + safe.size.width + slack
          || frame.origin.y + frame.size.height > safe.origin.y + safe.size.height + slack
        {
          fail("\(item.item.id) at rest at \(frame), outside the safe area \(safe)")
        }
      }
    }
  }

  /// Whatever the coordinator chose or focused is one of the items.
  func checkChoicesAndFocus() {
    for chosen in view.chosen where !itemIDs.contains(chosen) {
      problems.append("selected \(chosen)")
    }
    for case .item(let item) in view.focusMoves where !itemIDs.contains(item.id) {
      problems.append("focus on \(item.id)")
    }
  }
}

/// Issue 50's done-when for the pop menu: seeded sequences of 200 random events each (taps
/// anywhere, VoiceOver, escapes, rotations, bounds changed behind the coordinator's back
/// and then laid out or not, Reduce Motion, the layout direction, extreme geometry and
/// clock steps) never trap, and every frame drawn passes ``MenuFrameChecker``'s checks.
@MainActor
@Suite final class PopMenuCoordinatorPropertyTests {
  static let itemIDs = ["add", "camera", "photo", "note", "trash"]

  /// A size, ordinary or extreme (tiny, huge, zero, not finite).
  static func size(_ generator: inout SeededGenerator) -> Size2D {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: return Size2D(width: 1e-300, height: 1e-300)
    case 1: return Size2D(width: 1e300, height: 1e300)
    case 2: return Size2D(width: 0, height: 844)
    case 3: return Size2D(width: .nan, height: 844)
    case 4: return Size2D(width: 120, height: 90)
    default:
      return Size2D(
        width: Double.random(in: 100...1400, using: &generator),
        height: Double.random(in: 100...1400, using: &generator))
    }
  }

  /// A point, near the menu's button or anywhere, finite or not.
  static func point(_ generator: inout SeededGenerator, around center: Point2D?) -> Point2D {
    switch Int.random(in: 0..<8, using: &generator) {
    case 0: return Point2D(x: 1e308, y: -1e308)
    case 1: return Point2D(x: .nan, y: 0)
    case 2: return center ?? .zero
    default:
      let base = center ?? .zero
      return Point2D(
        x: base.x + Double.random(in: -150...150, using: &generator),
        y: base.y + Double.random(in: -150...150, using: &generator))
    }
  }

  /// A simulated view (the button 56 pt above the bottom of a 390 × 844 view), its
  /// checker and a coordinator laid out in it.
  static func make(clock: ManualClock) throws -> (
    SimulatedMenuView, MenuFrameChecker, PopMenuCoordinator<String>
  ) {
    let view = SimulatedMenuView(size: Size2D(width: 390, height: 844))
    let checker = MenuFrameChecker(view: view, items: itemIDs, clock: clock)
    let menu = try PopMenuCoordinator(
      items: itemIDs.map { PopMenuItem(id: $0, accessibilityLabel: $0) },
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      host: view, clock: clock)
    view.coordinator = menu
    checker.coordinator = menu
    menu.containerDidChange()
    return (view, checker, menu)
  }

  /// One sequence of `events` events from `seed`; returns the problems found.
  static func run(seed: UInt64, events: Int) throws -> [String] {
    var generator = SeededGenerator(seed: seed)
    let clock = ManualClock()
    let (view, checker, menu) = try make(clock: clock)
    for _ in 0..<events {
      switch Int.random(in: 0..<14, using: &generator) {
      case 0, 1, 2:
        menu.tap(at: point(&generator, around: view.placement?.center))
      case 3:
        menu.activateCenter()
      case 4:
        menu.activateItem(itemIDs.randomElement(using: &generator)!)
      case 5:
        _ = menu.accessibilityEscape()
      case 6:
        // A rotation: new bounds, then a layout pass.
        view.rotate(to: size(&generator))
      case 7:
        // New bounds behind the coordinator's back: no layout pass (yet).
        view.resize(to: size(&generator))
      case 8:
        if Bool.random(using: &generator) {
          view.placement = nil
        } else {
          view.resize(to: size(&generator))
        }
      case 9:
        view.reducedMotion = [.full, .reduced, .instant].randomElement(using: &generator)!
      case 10:
        view.layoutDirection =
          Bool.random(using: &generator) ? .leftToRight : .rightToLeft
        menu.containerDidChange()
      case 11:
        _ = menu.accepts(point(&generator, around: view.placement?.center))
      default:
        let step = [0, 1e-9, 1.0 / 120, 1.0 / 60, 0.05, 0.3, 2, 1e6].randomElement(
          using: &generator)!
        clock.advance(by: step)
      }
      if let state = menu.state, state.items.count != itemIDs.count {
        return checker.problems + ["state with \(state.items.count) items"]
      }
    }
    checker.checkChoicesAndFocus()
    return checker.problems
  }

  /// What the random sequences found first (seeds 1 and 25): a view whose bounds change
  /// mid-opening with no layout pass yet, and a view rotated too small to hold the menu.
  /// Before, frames kept drawing the menu where the old bounds were; now the next frame
  /// refits it, and a view that cannot hold it is drawn nothing until it can.
  @Test func noFrameIsDrawnForBoundsTheViewNoLongerHas() throws {
    let clock = ManualClock()
    let (view, checker, menu) = try Self.make(clock: clock)
    menu.activateCenter()
    clock.advance(by: 0.05)
    // Landscape, behind the coordinator's back: the next frames are fitted to it.
    view.resize(to: Size2D(width: 844, height: 390))
    for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
    #expect(menu.state?.phase == .open)
    #expect(
      menu.state?.items.allSatisfy { $0.frame.origin.y + $0.frame.size.height <= 390 } == true)
    // Too small for the menu: nothing drawn, no command taken.
    let drawn = checker.draws
    view.rotate(to: Size2D(width: 120, height: 90))
    clock.advance(by: 1.0 / 60)
    #expect(menu.state == nil)
    #expect(menu.tap(at: Point2D(x: 60, y: 34)) == nil)
    #expect(checker.draws == drawn)
    // Room again: open at rest in the new places.
    view.rotate(to: Size2D(width: 390, height: 844))
    #expect(checker.draws == drawn + 1)
    #expect(menu.state?.phase == .open)
    #expect(checker.problems == [])
  }

  /// 2,000 sequences of 200 events take about 70 CPU s in a debug build: CI runs the first
  /// 60 seeds of the full run (about 2 CPU s), CHOREO_FUZZ_FULL=1 runs 2,000.
  @Test func randomEventSequencesKeepEveryFrameValid() throws {
    var problems: [String] = []
    for seed in 0..<UInt64(FuzzScale.count(ci: 60, full: 2000)) {
      let found = try Self.run(seed: seed, events: 200)
      if !found.isEmpty { problems.append("seed \(seed): \(found.prefix(3))") }
    }
    #expect(problems.isEmpty, "\(problems.count) seeds: \(problems.prefix(5))")
  }
}
