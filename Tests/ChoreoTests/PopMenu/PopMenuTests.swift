import CLibC
import CLibM
import Choreo
import ChoreoTestSupport
import Testing

enum FanAction: Hashable, Sendable { case trash, add, edit }

/// The post's menu: three 38-point buttons 45° apart at radius 72 above the center.
func fanMenu(
  configuration: PopMenuConfiguration = PopMenuConfiguration(),
  reducedMotion: ReducedMotionPolicy = .full
) throws -> PopMenu<FanAction> {
  try PopMenu(
    items: [
      PopMenuItem(id: .trash, accessibilityLabel: "Delete"),
      PopMenuItem(id: .add, accessibilityLabel: "Add"),
      PopMenuItem(id: .edit, accessibilityLabel: "Edit"),
    ],
    layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
    center: Point2D(x: 195, y: 780), configuration: configuration, reducedMotion: reducedMotion)
}

@Suite("PopMenu")
struct PopMenuTests {
  @Test func opensThroughThePhases() throws {
    var menu = try fanMenu()
    #expect(menu.phase(at: 0) == .closed)
    #expect(menu.itemStates(at: 0).allSatisfy { !$0.isPresent })
    let before = menu
    try menu.open(at: 1)
    #expect(before.phase(at: 0.5) == .closed)  // before the command: still closed
    #expect(menu.phase(at: 0.5) == .opening)  // earlier times read as the last command's
    #expect(menu.phase(at: 1) == .opening)
    #expect(menu.phase(at: 1.2) == .opening)
    #expect(menu.phase(at: 5) == .open)
    let rest = menu.itemStates(at: 5)
    for (state, offset) in zip(rest, menu.offsets) {
      #expect(state.isPresent && state.scale == 1 && state.opacity == 1)
      #expect(state.offset == offset)
    }
    #expect(isClose(menu.centerRotation(at: 5), .pi / 4, absolute: 1e-12))
    #expect(before.centerRotation(at: 0) == 0)
    #expect(menu.centerRotation(at: 1) == 0)
    #expect(isClose(menu.backdropOpacity(at: 5), 0.3, absolute: 1e-12))
    #expect(menu.backdropOpacity(at: 1) == 0)
  }

  @Test func itemsStartFromScaleZeroAtTheCenter() throws {
    var menu = try fanMenu()
    try menu.open(at: 0)
    let first = menu.itemState(at: 0, time: 0)
    #expect(first.isPresent && first.scale == 0 && first.offset == .zero)
  }

  /// The opening is one spring: its peak is the closed-form overshoot of a damped step from
  /// rest, 1 + e^(−ζπ/√(1−ζ²)) (ζ = 0.6: about 1.095, the post's 1.1), reached at
  /// t = π/ω_d, ω_d = ω₀√(1−ζ²), ω₀ = 2π/response.
  @Test func openingOvershootsLikeThePostsOnePointOne() throws {
    var menu = try fanMenu()
    try menu.open(at: 0)
    let zeta = 0.6
    let omegaD = 2 * Double.pi / 0.45 * (1 - zeta * zeta).squareRoot()
    let peakTime = Double.pi / omegaD
    let expectedPeak = 1 + exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    let peak = menu.itemState(at: 0, time: peakTime)
    #expect(isClose(peak.scale, expectedPeak, absolute: 1e-9), "\(peak.scale) vs \(expectedPeak)")
    #expect(abs(peak.velocity) < 1e-9)
    var highest = 0.0
    for step in 0...2000 {
      highest = max(highest, menu.itemState(at: 0, time: Double(step) / 2000).scale)
    }
    #expect(highest <= expectedPeak + 1e-12 && highest > 1.09)
  }

  /// Items travel along their own angle out and back: the offset is always the resting
  /// offset times the progress, for any start angle (circle-menu #58: closing ignored
  /// custom angles).
  @Test func travelAndReturnAlongTheSameAngle() throws {
    var menu = try PopMenu(
      items: (0..<4).map { PopMenuItem(id: $0, accessibilityLabel: "Item \($0)") },
      layout: RadialLayout(radius: 90, startAngle: 0.37, spread: .spacing(0.61)),
      center: Point2D(x: 100, y: 100))
    try menu.open(at: 0)
    let opened = menu
    try menu.close(at: 3)
    for step in 0..<400 {
      let time = Double(step) / 100
      let states = (time < 3 ? opened : menu).itemStates(at: time)
      for (index, state) in states.enumerated() where state.isPresent {
        let resting = menu.offsets[index]
        let cross = state.offset.x * resting.y - state.offset.y * resting.x
        #expect(abs(cross) < 1e-9, "item \(index) at \(time)")
        #expect(state.offset.x * resting.x + state.offset.y * resting.y >= 0)
        #expect(isClose(state.offset.x, resting.x * state.scale, absolute: 1e-12))
      }
    }
  }

  @Test func closingShrinksToOneTenthThenRemoves() throws {
    var menu = try fanMenu()
    try menu.open(at: 0)
    try menu.close(at: 2)
    #expect(menu.phase(at: 2.01) == .closing)
    #expect(menu.phase(at: 4) == .closed)
    // Find each item's removal time on a fine grid: the last present sample is shrinking
    // and about 0.1 (the post's closing scale), never below it.
    for index in 0..<3 {
      var lastPresent: PopMenuItemState?
      var time = 2.0
      while time < 3 {
        let state = menu.itemState(at: index, time: time)
        if !state.isPresent { break }
        #expect(state.scale >= 0.1 - 1e-9)
        lastPresent = state
        time += 0.0005
      }
      let last = try #require(lastPresent)
      #expect(last.scale < 0.11 && last.isClosing && last.velocity < 0)
      #expect(!menu.itemState(at: index, time: time).isPresent)
    }
  }

  @Test(arguments: [
    (StaggerOrder.firstToLast, [0, 1, 2]), (.lastToFirst, [2, 1, 0]),
    (.centerOut, [1, 0, 2]), (.custom([2, 0, 1]), [2, 0, 1]),
  ])
  func staggerOrderOpensInOrderAndClosesInReverse(order: StaggerOrder, expected: [Int])
    throws
  {
    var configuration = PopMenuConfiguration()
    configuration.staggerOrder = order
    configuration.staggerInterval = 0.1
    var menu = try fanMenu(configuration: configuration)
    try menu.open(at: 0)
    // Item expected[k] starts at 0.1·k: absent just before, moving just after.
    for (rank, index) in expected.enumerated() {
      let start = 0.1 * Double(rank)
      if rank > 0 { #expect(!menu.itemState(at: index, time: start - 0.001).isPresent) }
      #expect(menu.itemState(at: index, time: start + 0.001).progress > 0)
    }
    #expect(menu.isSettled(at: 5))
    try menu.close(at: 5)
    for (rank, index) in expected.reversed().enumerated() {
      let start = 5 + 0.1 * Double(rank)
      #expect(menu.itemState(at: index, time: start - 0.001).progress == 1)
      #expect(menu.itemState(at: index, time: start + 0.001).progress < 1)
    }
  }

  @Test func accessibilityOffersWhatCanBeTapped() throws {
    var menu = try fanMenu()
    #expect(menu.accessibilityElements(at: 0).isEmpty)
    try menu.open(at: 0)
    let elements = menu.accessibilityElements(at: 2)
    #expect(elements.map(\.item.accessibilityLabel) == ["Delete", "Add", "Edit"])
    let frame = elements[1].frame
    #expect(
      isClose(frame.center.x, 195, absolute: 1e-9) && isClose(frame.center.y, 708, absolute: 1e-9))
    // A 38 pt item offers the 44 pt minimum target.
    #expect(frame.size == Size2D(width: 44, height: 44))
  }

  @Test func emptyMenuStaysClosed() throws {
    var menu = try PopMenu<Int>(
      items: [], layout: RadialLayout(radius: 72), center: Point2D(x: 0, y: 0))
    try menu.open(at: 0)
    #expect(menu.phase(at: 1) == .closed)
    #expect(try menu.toggle(at: 2) == true)  // asked to open, but there is nothing to show
    #expect(menu.phase(at: 3) == .closed)
    #expect(menu.hitTest(Point2D(x: 0, y: -72), at: 3) == nil)
    #expect(menu.backdropOpacity(at: 3) == 0)
  }

  @Test func selectClosesAndReturnsTheItem() throws {
    var menu = try fanMenu()
    #expect(try menu.select(.trash, at: 0) == nil)  // closed: nothing to select
    try menu.open(at: 0)
    let item = try menu.select(.edit, at: 2)
    #expect(item?.id == .edit)
    #expect(menu.phase(at: 2.01) == .closing)
    #expect(try menu.select(.add, at: 2.05) == nil)  // already closing
  }

  struct BadMenu: Sendable, CustomStringConvertible {
    var name: String
    var make: @Sendable () throws -> Void
    var description: String { name }
  }

  static let badMenus: [BadMenu] = [
    BadMenu(name: "NaN radius") {
      _ = try PopMenu<Int>(items: [], layout: RadialLayout(radius: .nan), center: .zero)
    },
    BadMenu(name: "negative radius") {
      _ = try PopMenu<Int>(items: [], layout: RadialLayout(radius: -1), center: .zero)
    },
    BadMenu(name: "zero item size") {
      _ = try PopMenu<Int>(items: [], layout: RadialLayout(radius: 9, itemSize: 0), center: .zero)
    },
    BadMenu(name: "NaN center") {
      _ = try PopMenu<Int>(
        items: [], layout: RadialLayout(radius: 9), center: Point2D(x: .nan, y: 0))
    },
    BadMenu(name: "duplicate identifiers") {
      _ = try PopMenu(
        items: [
          PopMenuItem(id: 1, accessibilityLabel: "a"), PopMenuItem(id: 1, accessibilityLabel: "b"),
        ],
        layout: RadialLayout(radius: 9), center: .zero)
    },
    BadMenu(name: "custom order not a permutation") {
      var configuration = PopMenuConfiguration()
      configuration.staggerOrder = .custom([0, 0, 1])
      _ = try fanMenu(configuration: configuration)
    },
    BadMenu(name: "negative stagger") {
      var configuration = PopMenuConfiguration()
      configuration.staggerInterval = -0.1
      _ = try fanMenu(configuration: configuration)
    },
    BadMenu(name: "closed scale 1") {
      var configuration = PopMenuConfiguration()
      configuration.closedScale = 1
      _ = try fanMenu(configuration: configuration)
    },
    BadMenu(name: "undamped closing spring") {
      var configuration = PopMenuConfiguration()
      configuration.closingSpring = DampedSpring(response: 0.3, dampingRatio: 0)
      _ = try fanMenu(configuration: configuration)
    },
  ]

  @Test(arguments: badMenus)
  func badInputThrowsATypedError(_ bad: BadMenu) {
    #expect(throws: PopMenuError.self) { try bad.make() }
  }
}
