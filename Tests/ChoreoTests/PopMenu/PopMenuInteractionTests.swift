import Choreo
import ChoreoTestSupport
import ChoreoTesting
import Testing

@Suite("PopMenu interaction")
struct PopMenuInteractionTests {
  /// Item `index`'s progress with its exact velocity, sampled from the script at 240 Hz
  /// (and on both sides of each command); `nil` while the item is not present.
  static func progress(
    _ script: CommandScript<PopMenu<FanAction>>, item index: Int, through end: Double
  ) throws -> MotionTrace<Double> {
    try MotionTrace(script, at: .rate(240, through: end), label: "item \(index) progress") {
      let item = $0.items[index]
      return item.isPresent ? (item.progress, item.velocity) : nil
    }
  }

  @Test(arguments: [0.04, 0.12, 0.2, 0.35])
  func toggleMidOpeningReversesContinuously(at reversal: Double) throws {
    var script = CommandScript(try fanMenu())
    script.open(at: 0)
    script.toggle(at: reversal)
    let opened = try script.model(at: reversal.nextDown)
    let menu = try script.model(at: reversal)
    #expect(opened.phase(at: reversal) == .opening)
    #expect(menu.phase(at: reversal + 0.001) == .closing)
    for index in 0..<3 {
      let before = opened.itemState(at: index, time: reversal)
      let after = menu.itemState(at: index, time: reversal)
      // The history up to the reversal is untouched, and the reversal starts there; an item
      // that has not yet grown past the closing scale (0.1) is removed at once.
      guard before.isPresent, before.progress > 0.1 else {
        #expect(!after.isPresent)
        continue
      }
      #expect(before.offset == after.offset)
      // Value and exact velocity agree on both sides of the reversal, to the last bit.
      try Self.progress(script, item: index, through: reversal + 0.2)
        .checkContinuous(valueTolerance: 0, velocityTolerance: 0)
      // Momentum: an item still flying out keeps going out for a moment.
      if before.velocity > 2 {
        #expect(menu.itemState(at: index, time: reversal + 0.01).progress > before.progress)
      }
    }
  }

  @Test func toggleMidClosingReopensContinuouslyAndSettlesOpen() throws {
    let reversal = 2.18
    var script = CommandScript(try fanMenu())
    script.open(at: 0)
    script.close(at: 2)
    script.toggle(at: reversal)
    let menu = try script.model(at: reversal.nextDown)
    let reopened = try script.model(at: reversal)
    #expect(menu.phase(at: reversal) == .closing)
    #expect(reopened.phase(at: reversal + 0.001) == .opening)
    var checked = 0
    for index in 0..<3 {
      let before = menu.itemState(at: index, time: reversal)
      guard before.isPresent else { continue }
      checked += 1
      try Self.progress(script, item: index, through: 3)
        .checkContinuous(valueTolerance: 0, velocityTolerance: 1e-12)
      #expect(before.velocity <= 0)
    }
    #expect(checked > 0)
    #expect(reopened.phase(at: 6) == .open)
    #expect(reopened.itemStates(at: 6).allSatisfy { $0.isPresent && $0.scale == 1 })
    // An item removed before the reversal springs out again from the center.
    // (Items closing in reverse order: the last item went first.)
  }

  @Test func rapidTogglingNeverJumps() throws {
    var script = CommandScript(try fanMenu())
    let times = [0.0, 0.07, 0.13, 0.22, 0.26, 0.4, 0.45]
    for time in times { script.toggle(at: time) }
    // Between commands every item moves along closed-form legs; at each command the value
    // and the exact velocity carry over (an item that appears or is removed there is not
    // present on one side and is not compared).
    for index in 0..<3 {
      try Self.progress(script, item: index, through: 3)
        .checkContinuous(valueTolerance: 1e-12, velocityTolerance: 1e-9)
    }
    #expect(try script.model(at: 3).phase(at: 3) == .open)  // seven toggles: the last opened
  }

  @Test func hitTestingUsesCurrentPositionAndScale() throws {
    var menu = try fanMenu()
    let trash = Point2D(x: 195 - 72 * 0.5.squareRoot(), y: 780 - 72 * 0.5.squareRoot())
    #expect(menu.hitTest(trash, at: 0) == nil)  // closed
    try menu.open(at: 0)
    #expect(menu.hitTest(trash, at: 0.005) == nil)  // too small to see yet
    #expect(menu.hitTest(trash, at: 2)?.id == .trash)
    // The 38 pt disc, widened to the 44 pt minimum target: 22 pt either side.
    #expect(menu.hitTest(Point2D(x: trash.x + 21.9, y: trash.y), at: 2)?.id == .trash)
    #expect(menu.hitTest(Point2D(x: trash.x + 22.1, y: trash.y), at: 2) == nil)
    #expect(menu.hitTest(Point2D(x: 195, y: 708), at: 2)?.id == .add)
    // Mid-flight the item is where it is drawn, not where it will be.
    let state = menu.itemState(at: 1, time: 0.16)
    #expect(state.scale > 0.5 && state.scale < 0.95)
    let drawn = Point2D(x: 195 + state.offset.x, y: 780 + state.offset.y)
    #expect(menu.hitTest(drawn, at: 0.16)?.id == .add)
    #expect(menu.hitTest(Point2D(x: 195, y: 708), at: 0.16) == nil)
    // Once told to close, no item is hit, even one still waiting for its turn to leave.
    try menu.close(at: 3)
    #expect(menu.hitTest(Point2D(x: 195, y: 708), at: 3.001) == nil)
  }

  @Test func tapsSelectToggleDismissOrPassThrough() throws {
    var menu = try fanMenu()
    #expect(try menu.tap(at: Point2D(x: 10, y: 10), time: 0) == .passedThrough)
    #expect(try menu.tap(at: Point2D(x: 195, y: 780), time: 0.1) == .toggled(opening: true))
    #expect(try menu.tap(at: Point2D(x: 195, y: 708), time: 2) == .selected(menu.items[1]))
    #expect(menu.phase(at: 2.01) == .closing)
    #expect(try menu.tap(at: Point2D(x: 195, y: 780), time: 4) == .toggled(opening: true))
    #expect(try menu.tap(at: Point2D(x: 10, y: 10), time: 6) == .dismissed)
    #expect(menu.phase(at: 6.01) == .closing)

    var configuration = PopMenuConfiguration()
    configuration.backdropOpacity = nil
    var bare = try fanMenu(configuration: configuration)
    try bare.open(at: 0)
    #expect(try bare.tap(at: Point2D(x: 10, y: 10), time: 2) == .passedThrough)
    #expect(bare.phase(at: 2.5) == .open)
    #expect(bare.backdropOpacity(at: 2) == 0)
  }

  @Test func reducedMotionFadesInPlace() throws {
    var menu = try fanMenu(reducedMotion: .reduced)
    try menu.open(at: 1)
    var previous = -1.0
    for step in 0...20 {
      let time = 1 + Double(step) * 0.01
      for (index, state) in menu.itemStates(at: time).enumerated() {
        // No travel, no scale, no stagger: only opacity, the reduced-motion rule's fade
        // (ease-in-out over 0.2 s): 0 at the start, 1/2 at the middle (the curve is
        // symmetric), 1 at the end, never decreasing.
        #expect(state.offset == menu.offsets[index] && state.scale == 1)
        #expect(state.opacity >= previous - 1e-15)
        if step == 0 { #expect(state.opacity == 0) }
        if step == 10 { #expect(isClose(state.opacity, 0.5, absolute: 1e-12)) }
        if step == 20 { #expect(state.opacity == 1) }
      }
      previous = menu.itemStates(at: time)[0].opacity
    }
    #expect(menu.phase(at: 1.2) == .open)
    #expect(menu.centerRotation(at: 1.05) == 0)
    #expect(isClose(menu.centerRotation(at: 1.15), .pi / 4, absolute: 1e-12))
    try menu.close(at: 2)
    let halfway = menu.itemStates(at: 2.1)
    #expect(
      halfway.allSatisfy {
        $0.offset != .zero && $0.scale == 1 && isClose($0.opacity, 0.5, absolute: 1e-12)
      })
    #expect(menu.itemStates(at: 2.2).allSatisfy { !$0.isPresent })
    #expect(menu.phase(at: 2.2) == .closed)
  }

  @Test func noMotionChangesAtOnce() throws {
    var menu = try fanMenu(reducedMotion: .instant)
    try menu.open(at: 1)
    #expect(menu.phase(at: 1) == .open)
    #expect(menu.itemStates(at: 1).allSatisfy { $0.isPresent && $0.opacity == 1 && $0.scale == 1 })
    try menu.close(at: 2)
    #expect(menu.itemStates(at: 2).allSatisfy { !$0.isPresent })
  }

  /// `MotionTrack.historyLimit` + 100 toggles (an even number) show the bound: past the
  /// limit, mid-flight tracks drop their oldest legs. 10⁵ toggles run in `choreo-bench soak`.
  @Test func togglesKeepTheHistoryBounded() throws {
    var menu = try fanMenu()
    var rapid = try fanMenu()
    let toggles = MotionTrack<Double>.historyLimit + 100
    #expect(toggles.isMultiple(of: 2))
    for step in 0..<toggles {
      try menu.toggle(at: Double(step) * 2)  // settles between toggles
      try rapid.toggle(at: Double(step) * 0.03)  // always mid-flight
    }
    // Each item and the center keep a progress and an opacity track: one leg each at most
    // when settled between commands, and at most MotionTrack's limit mid-flight.
    #expect(menu.storedLegCount <= 4 * 2)
    #expect(rapid.storedLegCount <= 4 * 2 * MotionTrack<Double>.historyLimit)
    #expect(rapid.storedLegCount > 4 * 2, "the rapid toggles must keep legs mid-flight")
    #expect(menu.phase(at: Double(toggles) * 2) == .closed)  // an even number of toggles
  }

  @Test func aCommandStampedInThePastThrowsAndChangesNothing() throws {
    var menu = try fanMenu()
    try menu.open(at: 1)
    let before = menu.state(at: 1.3)
    #expect(throws: PopMenuError.time(.outOfOrder(time: 0.5, previous: 1))) {
      try menu.close(at: 0.5)
    }
    #expect(throws: PopMenuError.self) { try menu.toggle(at: .nan) }
    #expect(throws: PopMenuError.self) {
      try menu.tap(at: Point2D(x: 195, y: 780), time: 0.9)
    }
    #expect(menu.state(at: 1.3) == before)
    #expect(menu.lastCommandTime == 1)
  }
}
