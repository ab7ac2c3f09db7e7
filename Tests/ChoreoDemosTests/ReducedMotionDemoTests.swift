import Choreo
import ChoreoDemos
import ChoreoRender
import Testing

/// The demos' Reduce Motion forms against the reduced-motion rule as documented on
/// `ReducedMotionPolicy`: a page change and a pop menu's items cross-fade in place over at
/// most 0.2 s, springs lose their bounce and settle within a few of the rule's 0.2 s, a
/// scroll-linked scale goes while the scroll (the user's finger), layout and opacity stay,
/// and a decay plays unchanged. Each check also looks at the full form at the same instant,
/// so that a reduced form that played the full motion would fail it.
@Suite struct ReducedMotionDemoTests {
  /// The rule's cross-fade, seconds.
  static let fade = ReducedMotionRule.crossFadeDuration
  /// Long enough for a reduced spring (critically damped, response at most 0.2 s) to have
  /// landed exactly on its target: e^(−2π/0.2 · 0.35) is about 1.7e-5.
  static let springSettles = 0.35

  static func reduced(_ name: String) throws -> Demo {
    try #require(Demo.named(name)?.reducedMotionDemo, "\(name) has no reduced form")
  }

  static func full(_ name: String) throws -> Demo { try #require(Demo.named(name)) }

  // MARK: - The catalogue

  @Test func everyDemoButTheEasingsCatalogueHasAReducedFormWithTheSameCanvasAndTimes() {
    for demo in Demo.all {
      guard let reduced = demo.reducedMotionDemo else {
        #expect(demo.name == "easings", "\(demo.name) has no reduced form")
        continue
      }
      #expect(reduced.name == demo.name && reduced.summary == demo.summary)
      #expect(reduced.size == demo.size && reduced.duration == demo.duration)
      #expect(reduced.stillTime == demo.stillTime && reduced.sheetTimes == demo.sheetTimes)
      #expect(reduced.background == demo.background)
      #expect(reduced.reducedMotionDemo == nil)
    }
  }

  /// Reduce Motion keeps the destination: where both forms are at rest, before the script
  /// starts and once it is over, they show the same tree. (scroll-cards is left out: its
  /// resting cards near the edges are scaled with full motion, not under Reduce Motion;
  /// `scrollCardsLoseTheirScaleButKeepTheirLayoutAndFade` checks it.)
  @Test(arguments: Demo.all.map(\.name).filter { $0 != "easings" && $0 != "scroll-cards" })
  func theReducedFormStartsAndEndsWhereTheFullFormRests(name: String) throws {
    let full = try Self.full(name)
    let reduced = try Self.reduced(name)
    #expect(reduced.scene(0) == full.scene(0))
    #expect(reduced.scene(full.duration) == full.scene(full.duration))
  }

  // MARK: - Tab switches

  /// A tap-driven tab demo: its first tap and the first instant after it at which the full
  /// switch has long settled (just before the next tap).
  struct TabCase: Sendable, CustomTestStringConvertible {
    var name: String
    var tap: Double
    var settled: Double
    var testDescription: String { name }
  }

  static let tabCases = [
    TabCase(name: "tab-slide", tap: 0.3, settled: 1.19),
    TabCase(name: "tab-slide-rtl", tap: 0.3, settled: 1.29),
    TabCase(name: "tab-dissolve", tap: 0.3, settled: 1.19),
    TabCase(name: "tab-flip", tap: 0.3, settled: 1.39),
    TabCase(name: "tab-curl", tap: 0.3, settled: 1.49),
    TabCase(name: "tab-spin", tap: 0.3, settled: 1.39),
  ]

  /// The pages of a tab demo's screen (the page container is its first layer).
  static func pages(_ screen: RenderLayer) -> [RenderLayer] { screen.sublayers[0].sublayers }

  /// Mid-switch the pages do not move, turn, scale or curl: each sits where the resting
  /// page sits while they cross-fade, and the switch is over within the rule's 0.2 s, on
  /// the page the full switch comes to rest on.
  @Test(arguments: tabCases)
  func aTabSwitchCrossFadesInPlaceWithinTheRulesFade(_ tab: TabCase) throws {
    let full = try Self.full(tab.name)
    let reduced = try Self.reduced(tab.name)
    try Self.expectCrossFadeInPlace(
      reduced: { Self.pages(reduced.scene($0)) }, full: { Self.pages(full.scene($0)) },
      tap: tab.tap, settled: tab.settled, fullMoves: tab.name != "tab-dissolve")
  }

  /// The checks of a tab switch at `tap`, on the pages that `reduced` and `full` give at a
  /// time.
  static func expectCrossFadeInPlace(
    reduced: (Double) -> [RenderLayer], full: (Double) -> [RenderLayer], tap: Double,
    settled: Double, fullMoves: Bool
  ) throws {
    let rest = try #require(reduced(0).first).geometry
    #expect(reduced(0).count == 1)
    var blended = false
    for fraction in [0.25, 0.5, 0.75] {
      let pages = reduced(tap + fraction * fade)
      #expect(pages.count == 2, "at \(fraction) of the fade")
      for page in pages {
        #expect(page.geometry == rest, "at \(fraction) of the fade: a page moved")
      }
      blended = blended || pages.contains { $0.opacity > 0 && $0.opacity < 1 }
    }
    #expect(blended, "no page was part-way through the fade")
    if fullMoves {
      #expect(full(tap + 0.5 * fade).contains { $0.geometry != rest })
    }
    // Over within the fade, on the page the full switch rests on.
    let after = reduced(tap + fade + 1e-3)
    #expect(after == full(settled))
    #expect(after.count == 1 && after[0].opacity == 1)
    #expect(full(tap + fade + 1e-3) != after, "the full switch is over as soon")
  }

  /// The before/after demo: Choreo's half cross-fades; the post's half has no Reduce
  /// Motion and plays as it does with full motion.
  @Test func tabSlideBeforeAfterReducesOnlyChoreosHalf() throws {
    let full = try Self.full("tab-slide-before-after")
    let reduced = try Self.reduced("tab-slide-before-after")
    // Layers: two captions, the post's phone, Choreo's phone (its screen inside).
    for time in [0.35, 0.4, 0.5, 0.7, 1.35, 1.5, 2.0] {
      #expect(reduced.scene(time).sublayers[2] == full.scene(time).sublayers[2], "at \(time)")
    }
    func choreo(_ demo: Demo) -> (Double) -> [RenderLayer] {
      { Self.pages(demo.scene($0).sublayers[3].sublayers[0]) }
    }
    try Self.expectCrossFadeInPlace(
      reduced: choreo(reduced), full: choreo(full), tap: 0.3, settled: 1.29, fullMoves: true)
  }

  /// An interactive swipe: the pages follow the finger as they do with full motion (the
  /// gesture is the user's own), and the release springs back on the calm, short spring.
  @Test func tabSwipeFollowsTheFingerAndSettlesOnTheReducedSpring() throws {
    let full = try Self.full("tab-swipe")
    let reduced = try Self.reduced("tab-swipe")
    for time in [0.35, 0.5, 0.65, 0.8, 1.75, 1.95] {
      #expect(reduced.scene(time) == full.scene(time), "the drag at \(time) s")
    }
    // Let go at 0.8 s: back to the first page at rest, before the full spring is.
    let rest = Self.pages(reduced.scene(0))
    #expect(Self.pages(reduced.scene(0.8 + Self.springSettles)) == rest)
    #expect(Self.pages(full.scene(0.8 + Self.springSettles)) != rest)
    // Flicked on at 2.05 s: on the next page at rest, as the full spring ends.
    let next = Self.pages(full.scene(full.duration))
    #expect(Self.pages(reduced.scene(2.05 + Self.springSettles)) == next)
    #expect(Self.pages(full.scene(2.05 + Self.springSettles)) != next)
  }

  // MARK: - Pop menus

  /// A pop-menu demo: where its menu's layers are, when a command starts the items moving,
  /// an instant when every item rests open with both forms, and instants to look at.
  struct PopMenuCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// Index path from the scene to the layer that holds the menu's layers.
    var panel: [Int]
    /// When the last of the demo's menus starts to open.
    var lastOpen: Double
    var restsOpen: Double
    var times: [Double]
    var testDescription: String { name }
  }

  static let popMenuCases = [
    PopMenuCase(
      name: "pop-menu", panel: [], lastOpen: 0.3, restsOpen: 2.0,
      times: [0.32, 0.35, 0.4, 0.45, 0.55, 0.6, 0.65, 0.7, 0.85, 0.9, 2.32, 2.4, 2.45]),
    PopMenuCase(
      name: "pop-menu-before-after", panel: [1], lastOpen: 0.3, restsOpen: 1.2,
      times: [0.32, 0.35, 0.4, 0.45, 0.6, 1.62, 1.65, 1.7, 1.75]),
    PopMenuCase(
      name: "pop-menu-corner", panel: [], lastOpen: 0.5, restsOpen: 2.2,
      times: [0.32, 0.35, 0.4, 0.45, 0.52, 0.55, 0.6, 0.65, 2.32, 2.4, 2.52, 2.6]),
  ]

  /// The menu items among a panel's layers: the round buttons of the menus' 36- and
  /// 38-point items.
  static func items(_ scene: RenderLayer, _ panel: [Int]) -> [RenderLayer] {
    var layer = scene
    for index in panel { layer = layer.sublayers[index] }
    return layer.sublayers.filter { $0.cornerRadius == 18 || $0.cornerRadius == 19 }
  }

  /// The items never travel or scale: every item shown sits where an open item sits, and
  /// they fade; an opening is over within the rule's 0.2 s.
  @Test(arguments: popMenuCases)
  func popMenuItemsStayInPlaceAndFade(_ menu: PopMenuCase) throws {
    let full = try Self.full(menu.name)
    let reduced = try Self.reduced(menu.name)
    let open = Self.items(reduced.scene(menu.restsOpen), menu.panel).map(\.geometry)
    #expect(!open.isEmpty)
    // The same destination as the full menu.
    #expect(open == Self.items(full.scene(menu.restsOpen), menu.panel).map(\.geometry))
    var faded = false
    for time in menu.times {
      for item in Self.items(reduced.scene(time), menu.panel) {
        #expect(open.contains(item.geometry), "at \(time) s an item is out of place")
        faded = faded || (item.opacity > 0 && item.opacity < 1)
      }
    }
    #expect(faded, "no item was part-way through a fade")
    // With full motion the items travel out.
    #expect(
      Self.items(full.scene(menu.lastOpen + 0.1), menu.panel).contains {
        !open.contains($0.geometry)
      })
    // Opened within the fade: every item shown, opaque.
    let opened = Self.items(reduced.scene(menu.lastOpen + Self.fade + 1e-3), menu.panel)
    #expect(opened.count == open.count && opened.allSatisfy { $0.opacity == 1 })
  }

  /// The post's half of the pop-menu before/after has no Reduce Motion.
  @Test func popMenuBeforeAfterKeepsThePostsHalf() throws {
    let full = try Self.full("pop-menu-before-after")
    let reduced = try Self.reduced("pop-menu-before-after")
    for time in [0.35, 0.5, 0.8, 1.7, 1.8] {
      #expect(reduced.scene(time).sublayers[0] == full.scene(time).sublayers[0], "at \(time)")
    }
  }

  // MARK: - Scroll-driven scenes

  /// scroll-header: the finger's drag is unchanged and the header's shrinking is layout,
  /// so it stays; a release snaps on the reduced spring, not the full one.
  @Test func scrollHeaderFollowsTheFingerAndSnapsOnTheReducedSpring() throws {
    let full = try Self.full("scroll-header")
    let reduced = try Self.reduced("scroll-header")
    // The phone is the first layer; the map header is the phone's first.
    func header(_ demo: Demo, _ time: Double) -> RenderLayer {
      demo.scene(time).sublayers[0].sublayers[0]
    }
    for time in [0.6, 1.0, 1.4, 1.7] {
      #expect(reduced.scene(time) == full.scene(time), "the drag at \(time) s")
    }
    for time in [1.0, 1.8, 2.0, 2.5] {
      // Shrinks by its frame, never by a scale.
      #expect(header(reduced, time).transform.isIdentity)
    }
    // Released at 1.7 s; the next drag starts at 3.0 s.
    let snapped = header(reduced, 2.95)
    #expect(header(reduced, 1.7 + Self.springSettles) == snapped)
    #expect(header(full, 1.7 + Self.springSettles) != snapped)
    #expect(header(full, 2.95) == snapped)
  }

  /// The before/after scroll-header: the post's half has no Reduce Motion.
  @Test func scrollHeaderBeforeAfterReducesOnlyChoreosHalf() throws {
    let full = try Self.full("scroll-header-before-after")
    let reduced = try Self.reduced("scroll-header-before-after")
    let afterRelease = 1.7 + Self.springSettles
    for time in [1.0, afterRelease, 5.0, 8.0] {
      #expect(reduced.scene(time).sublayers[2] == full.scene(time).sublayers[2], "at \(time)")
    }
    #expect(reduced.scene(afterRelease).sublayers[3] != full.scene(afterRelease).sublayers[3])
  }

  /// scroll-cards: while the finger and the coasts move the list (until the release at
  /// 5.4 s) every card is where it is with full motion and as opaque, but never scaled;
  /// the release snaps on the reduced spring.
  @Test func scrollCardsLoseTheirScaleButKeepTheirLayoutAndFade() throws {
    let full = try Self.full("scroll-cards")
    let reduced = try Self.reduced("scroll-cards")
    func cards(_ demo: Demo, _ time: Double) -> [RenderLayer] {
      demo.scene(time).sublayers[0].sublayers.filter { $0.cornerRadius == 16 }
    }
    var scaledWithFullMotion = false
    for time in [0.0, 0.5, 1.0, 2.0, 3.1, 4.0, 5.0, 5.39] {
      let shown = cards(reduced, time)
      let moving = cards(full, time)
      #expect(shown.count == moving.count && !shown.isEmpty)
      for (card, fullCard) in zip(shown, moving) {
        #expect(card.transform.isIdentity, "a card is scaled at \(time) s")
        #expect(card.position == fullCard.position && card.bounds == fullCard.bounds)
        #expect(card.opacity == fullCard.opacity)
        scaledWithFullMotion = scaledWithFullMotion || !fullCard.transform.isIdentity
      }
    }
    #expect(scaledWithFullMotion)
    let rest = cards(reduced, reduced.duration).map(\.position)
    #expect(cards(reduced, 5.4 + Self.springSettles).map(\.position) == rest)
    #expect(cards(full, 5.4 + Self.springSettles).map(\.position) != rest)
  }

  /// fling: the decay of a coast plays unchanged; the releases spring to the same snap
  /// points on the reduced spring.
  @Test func flingKeepsItsDecayAndSnapsOnTheReducedSpring() throws {
    let full = try Self.full("fling")
    let reduced = try Self.reduced("fling")
    // The card: the 72 × 96 box.
    func card(_ demo: Demo, _ time: Double) throws -> RenderLayer {
      try #require(
        demo.scene(time).sublayers.first(where: { $0.bounds.size == Size2D(width: 72, height: 96) })
      )
    }
    // The flick (0.4 s) and, once the first snap has settled, the coast from 2.02 s until
    // it reaches the end of the track.
    for time in [0.45, 0.5, 1.7, 1.95, 2.1] {
      #expect(reduced.scene(time) == full.scene(time), "at \(time) s")
    }
    // There the coast hands over to the edge spring, the reduced one under Reduce Motion
    // (ScriptedScroll.coast): the two part, and the reduced card is back at rest on the end
    // while the full one still moves.
    #expect(try card(reduced, 2.32) != card(full, 2.32))
    func x(_ demo: Demo, _ time: Double) throws -> Double { try card(demo, time).position.x }
    let (a, b) = (2.2 + Self.springSettles, 2.2 + Self.springSettles + 0.05)
    #expect(abs(try x(reduced, b) - x(reduced, a)) < 0.01)
    #expect(abs(try x(full, b) - x(full, a)) > 0.1)
    // Released at 0.52 s; at rest on its snap point by 1.6 s with both springs.
    let snapped = try card(full, 1.6)
    #expect(try card(reduced, 1.6) == snapped)
    #expect(try card(reduced, 0.52 + Self.springSettles) == snapped)
    #expect(try card(full, 0.52 + Self.springSettles) != snapped)
  }

  // MARK: - The rotating transitions

  /// swiftui-rotating: the rectangle fades in and out in place within the rule's 0.2 s
  /// instead of turning in from off screen, and the pressed button still shrinks, on a
  /// spring that no longer bounces past its rest.
  @Test func swiftUIRotatingFadesInPlaceAndPressesWithoutBounce() throws {
    let full = try Self.full("swiftui-rotating")
    let reduced = try Self.reduced("swiftui-rotating")
    func rectangle(_ demo: Demo, _ time: Double) -> RenderLayer? {
      demo.scene(time).sublayers.first(where: { $0.cornerRadius == 15 })
    }
    // Shown on the release of the press at 0.2 s, hidden on the one at 1.6 s.
    for (start, shows) in [(0.4, true), (1.8, false)] {
      let middle = try #require(rectangle(reduced, start + Self.fade / 2))
      #expect(middle.transform.isIdentity)
      #expect(middle.opacity > 0 && middle.opacity < 1)
      #expect(try #require(rectangle(full, start + Self.fade / 2)).transform.isIdentity == false)
      let after = rectangle(reduced, start + Self.fade + 1e-3)
      if shows {
        #expect(after == rectangle(full, 1.5))
        #expect(after?.opacity == 1)
      } else {
        #expect(after == nil)
      }
    }
    // "Click Me", the last button: pressed at 0.2 s, released at 0.4 s.
    func clickMe(_ demo: Demo, _ time: Double) throws -> Double {
      try #require(demo.scene(time).sublayers.last(where: { $0.cornerRadius == 10 })).transform.m11
    }
    let times = (0...40).map { 0.2 + Double($0) * 0.02 }
    #expect(try clickMe(reduced, 0.39) < 0.9, "the press still shrinks the button")
    #expect(try times.allSatisfy { try clickMe(reduced, $0) <= 1 })
    #expect(try times.contains { try clickMe(full, $0) > 1 }, "the full spring bounces")
  }
}

/// Where a layer is and how it is turned, scaled or curled: everything but its opacity and
/// its content.
struct LayerGeometry: Equatable {
  var bounds: Rect2D
  var position: Point2D
  var anchorPoint: Point2D
  var transform: Transform3D
  var isWarped: Bool
}

extension RenderLayer {
  var geometry: LayerGeometry {
    LayerGeometry(
      bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform,
      isWarped: warp != nil)
  }
}
