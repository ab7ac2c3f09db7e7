import Choreo
import Testing

/// The pop menu coordinator driven through a simulated menu view (findings 9-11 of issue
/// 31).
@MainActor
@Suite final class PopMenuCoordinatorTests {
  let clock = ManualClock()
  var kept: PopMenuCoordinator<String>?
  /// The view, kept as a window keeps it: the coordinator holds it weakly.
  var keptView: SimulatedMenuView?
  static let items = ["a", "b", "c"].map { PopMenuItem(id: $0, accessibilityLabel: $0) }
  static let layout = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 30)

  func make(
    size: Size2D = Size2D(width: 390, height: 844),
    configuration: PopMenuConfiguration = PopMenuConfiguration()
  ) throws -> (SimulatedMenuView, PopMenuCoordinator<String>) {
    let view = SimulatedMenuView(size: size)
    let menu = try PopMenuCoordinator(
      items: Self.items, layout: Self.layout, configuration: configuration, host: view,
      clock: clock)
    view.coordinator = menu
    kept = menu
    keptView = view
    menu.containerDidChange()
    return (view, menu)
  }

  // MARK: - Finding 9: VoiceOver

  @Test func openingMovesFocusToTheFirstItemAndMakesTheMenuModal() throws {
    let (view, menu) = try make()
    menu.activateCenter()
    #expect(view.isModal)
    #expect(view.focusMoves.isEmpty)  // the items are still too small to reach
    clock.advance(by: 1)
    let first = try #require(view.lastFrame?.accessibilityElements.first?.item)
    #expect(view.focusMoves == [.item(first)])
    clock.advance(by: 1)
    #expect(view.focusMoves.count == 1)  // once per opening
  }

  /// Issue 47, item 12: drawn frame by frame (60 a second, as a display link draws it),
  /// the items grow in their stagger order ("a" first), while the open menu reads "b"
  /// (the top item, a row of its own) first. Focus lands once, on "b".
  @Test func focusLandsOnTheFirstItemInReadingOrderFrameByFrame() throws {
    let (view, menu) = try make()
    menu.activateCenter()
    for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
    let open = try #require(view.lastFrame)
    #expect(open.phase == .open)
    let readingOrder = open.accessibilityElements.map(\.item.id)
    #expect(readingOrder == ["b", "a", "c"])
    #expect(view.focusMoves == [.item(Self.items[1])])
  }

  /// Issue 47, item 12: a 60 x 60 pt view cannot hold the menu. The host hears why, once,
  /// and the menu shows as soon as the view grows.
  @Test func aMenuThatCannotFitTellsTheHostWhyOnce() throws {
    let (view, menu) = try make(size: Size2D(width: 60, height: 60))
    #expect(view.lastFrame == nil)
    let reason = try #require(view.cannotShow.first)
    guard case .invalidLayout(.cannotFit(let count, _, _, _)) = reason else {
      Issue.record("expected cannotFit, got \(reason)")
      return
    }
    #expect(count == 3)
    menu.containerDidChange()
    menu.activateCenter()
    #expect(view.cannotShow.count == 1)
    view.resize(to: Size2D(width: 390, height: 844))
    menu.containerDidChange()
    #expect(view.lastFrame != nil)
    #expect(view.cannotShow.count == 1)
  }

  @Test func theEscapeGestureClosesAndFocusReturnsToTheButton() throws {
    let (view, menu) = try make()
    #expect(!view.performEscape())  // closed: the escape goes on to the ancestors
    menu.activateCenter()
    clock.advance(by: 1)
    #expect(view.performEscape())
    #expect(!view.isModal)
    #expect(view.focusMoves.last == .centerButton)
    clock.advance(by: 1)
    #expect(view.lastFrame?.phase == .closed)
  }

  /// Items drawn 30 pt wide still take a 44 x 44 pt target, for a finger and VoiceOver.
  /// Issue 47, item 12: the keyboard (a hardware keyboard, Full Keyboard Access) walks the
  /// open menu's items in reading order with the arrow keys, VoiceOver's focus going with
  /// it, and Return chooses the item; nothing moves while the menu is closed.
  @Test func theKeyboardWalksTheOpenMenuInReadingOrderAndChooses() throws {
    let (view, menu) = try make()
    #expect(menu.moveKeyboardFocus(by: 1) == nil)
    menu.activateCenter()
    clock.advance(by: 2)
    // The open menu reads "b", "a", "c".
    #expect(menu.moveKeyboardFocus(by: 1) == "b")
    #expect(menu.moveKeyboardFocus(by: 1) == "a")
    #expect(menu.moveKeyboardFocus(by: 1) == "c")
    #expect(menu.moveKeyboardFocus(by: 1) == "b")  // wraps round
    #expect(menu.moveKeyboardFocus(by: -1) == "c")
    #expect(view.focusMoves.suffix(2) == [.item(Self.items[1]), .item(Self.items[2])])
    #expect(menu.activateKeyboardFocus())
    #expect(view.chosen == ["c"])
    #expect(menu.keyboardItem == nil)
    // From none, back lands on the last item.
    clock.advance(by: 2)
    menu.activateCenter()
    clock.advance(by: 2)
    #expect(menu.moveKeyboardFocus(by: -1) == "c")
    #expect(menu.accessibilityEscape())
    #expect(menu.keyboardItem == nil)
  }

  @Test func everyItemTargetIsAtLeast44Points() throws {
    let (view, menu) = try make()
    menu.activateCenter()
    clock.advance(by: 2)
    let elements = try #require(view.lastFrame?.accessibilityElements)
    #expect(elements.count == 3)
    for element in elements {
      #expect(element.frame.size.width >= 44 && element.frame.size.height >= 44)
    }
    // 20 pt right of an item's center: outside its 15 pt disc, inside the 44 pt square.
    let target = elements[1].frame.center
    #expect(menu.tap(at: Point2D(x: target.x + 20, y: target.y)) == .selected(elements[1].item))
    #expect(view.chosen == [elements[1].item.id])
  }

  @Test func voiceOverActivatesAnItemAsATapDoes() throws {
    let (view, menu) = try make()
    menu.activateCenter()
    clock.advance(by: 2)
    #expect(menu.activateItem("c"))
    #expect(view.chosen == ["c"])
    #expect(view.focusMoves.last == .centerButton)
    #expect(!menu.activateItem("a"))  // closing: nothing is reachable
  }

  // MARK: - Finding 10: rotation with the menu open

  @Test func aRotationWithTheMenuOpenRefitsTheItemsRoundTheNewCenter() throws {
    let (view, menu) = try make()
    menu.activateCenter()
    clock.advance(by: 2)
    view.rotate(to: Size2D(width: 844, height: 390))
    let state = try #require(view.lastFrame)
    #expect(state.phase == .open)
    let center = try #require(view.placement?.center)
    for item in state.items {
      let distance = (item.frame.center - center).magnitudeSquared.squareRoot()
      #expect(abs(distance - 72) < 1e-9)
    }
    #expect(view.isModal)  // still open: still modal, no focus move
    #expect(view.focusMoves.count == 1)
  }

  @Test func aRotationMidOpeningAlsoRefits() throws {
    let (view, menu) = try make()
    menu.activateCenter()
    clock.advance(by: 0.05)
    view.rotate(to: Size2D(width: 844, height: 390))
    let center = try #require(view.placement?.center)
    let state = try #require(view.lastFrame)
    for item in state.items {
      let distance = (item.frame.center - center).magnitudeSquared.squareRoot()
      #expect(abs(distance - 72) < 1e-9)
    }
  }

  // MARK: - Finding 11: springs that never settle

  struct SpringCase: Sendable, CustomTestStringConvertible {
    var field: String
    var set: @Sendable (inout PopMenuConfiguration) -> Void
    var testDescription: String { field }
  }

  @Test(arguments: [
    SpringCase(field: "openingSpring.dampingRatio") {
      $0.openingSpring = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    },
    SpringCase(field: "centerSpring.dampingRatio") {
      $0.centerSpring = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    },
    SpringCase(field: "closingSpring.dampingRatio") {
      $0.closingSpring = DampedSpring(mass: 1, stiffness: 100, damping: 0)
    },
  ])
  func anUndampedSpringIsRefused(example: SpringCase) {
    var configuration = PopMenuConfiguration()
    example.set(&configuration)
    #expect(throws: PopMenuError.invalidConfiguration(example.field, 0)) {
      _ = try self.make(configuration: configuration)
    }
  }

  /// With the defaults every phase ends: the settle time after an opening is finite.
  @Test func aValidMenuAlwaysSettles() throws {
    let (_, menu) = try make()
    menu.activateCenter()
    let settle = try #require(menu.settleTime)
    #expect(settle.isFinite && settle > 0)
  }
}
