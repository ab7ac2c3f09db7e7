// Where each demo comes from, for the gallery page: the seed program it re-creates (the seeds
// are the hand-rolled animations the project set out to replace; DESIGN.md's table lists
// them) and a snippet of Choreo code that makes its motion. The snippets use the public API
// only (no demo helpers, no cuts), so a visitor can copy one into a throwing function under
// `import Choreo`; GalleryPageTests type-checks every one against the built modules.

/// A seed: one of the hand-rolled animations Choreo's demos re-create.
public enum DemoSeed: String, Sendable, CaseIterable {
  /// Seed 000: UIKit tab-bar transitions (cross-dissolve, curl, flip, spin, slide by index).
  case tabBar = "000"
  /// Seed 001: pop buttons laid out on a circle around a tab bar's centre button.
  case popMenu = "001"
  /// Seed 003: a layout driven by the scroll offset (a shrinking map header).
  case scrollLayout = "003"
  /// Seed 004: SwiftUI custom transitions (rotating, asymmetric, a pressable button).
  case swiftUITransitions = "004"

  /// What the seed is, in a few words: `UIKit tab-bar transitions`.
  public var title: String {
    switch self {
    case .tabBar: "UIKit tab-bar transitions"
    case .popMenu: "pop buttons on a circle"
    case .scrollLayout: "a scroll-driven layout"
    case .swiftUITransitions: "SwiftUI custom transitions"
    }
  }

  /// One sentence for a visitor: the iOS technique a blog post hand-rolled, and what went
  /// wrong with it.
  public var story: String {
    switch self {
    case .tabBar:
      "A UIKit blog post animated tab switches by hand (a cross-dissolve, a curl, a flip, "
        + "and a slide whose direction it worked out from tab indices), and its slide made "
        + "the previous page vanish before the new one arrived."
    case .popMenu:
      "A UIKit blog post laid buttons on a circle around a tab bar's centre button with "
        + "trigonometry by hand, popped them out with scale 0 → 1.1 → 1, and first showed "
        + "them at full size for a frame before they grew."
    case .scrollLayout:
      "A UIKit blog post drove a layout from the scroll offset with hand-written "
        + "interpolation in parallel arrays of views and closures, which broke once one "
        + "view's layout depended on another's."
    case .swiftUITransitions:
      "A SwiftUI tutorial wrote custom transitions as pairs of modifiers (rotate and "
        + "offset, asymmetric insertion and removal) and a pressable button style, with "
        + "nothing to test them by."
    }
  }

  /// The seed's file name in the project's seed folder: `000_baa12a72fac567ca.txt`.
  public var fileName: String {
    switch self {
    case .tabBar: "000_baa12a72fac567ca.txt"
    case .popMenu: "001_1e81337958c425a2.txt"
    case .scrollLayout: "003_8c0f98845e350947.txt"
    case .swiftUITransitions: "004_3f84db967d843473.txt"
    }
  }
}

extension Demo {
  /// The seed this demo re-creates, or nil for a demo of Choreo's own (the curve catalogue).
  public var seed: DemoSeed? {
    switch name {
    case "swiftui-rotating": .swiftUITransitions
    case "pop-menu", "pop-menu-before-after", "pop-menu-corner": .popMenu
    case "scroll-header", "scroll-header-before-after", "scroll-cards": .scrollLayout
    case _ where name.hasPrefix("tab-"): .tabBar
    default: nil
    }
  }

  /// A snippet of public Choreo API that makes this demo's motion: self-contained Swift
  /// statements a reader can paste into a throwing function under `import Choreo` (and
  /// `import ChoreoRender` for layer drawing). A "before" demo's snippet is Choreo's half;
  /// the seed's half is a model of the seed's code, in the demo's source. A test
  /// type-checks every snippet against the built modules.
  public var codeExcerpt: String {
    switch name {
    case "easings": Self.easingsSnippet
    case "tab-slide":
      Self.tabSnippet(
        transition: ".slide", taps: [(0.3, 2), (1.2, 1), (2.0, 3), (2.2, 4)], at: 2.3)
    case "tab-slide-before-after":
      Self.tabSnippet(transition: ".slide", taps: [(0.3, 2), (1.3, 1)], at: 0.55)
    case "tab-slide-rtl":
      Self.tabSnippet(
        transition: ".slide", layout: ".rightToLeft", taps: [(0.3, 2), (1.3, 1)], at: 0.55)
    case "tab-dissolve":
      Self.tabSnippet(transition: ".opacity", taps: [(0.3, 1), (1.2, 3), (1.45, 0)], at: 1.6)
    case "tab-flip":
      Self.tabSnippet(
        transition: ".flip(from: .left)", motion: ".easeInOut(duration: 0.7)",
        taps: [(0.3, 1), (1.4, 2)], at: 0.65)
    case "tab-curl":
      Self.tabSnippet(
        transition: ".curl(.up)", motion: ".easeInOut(duration: 0.8)",
        taps: [(0.3, 1), (1.5, 4)], at: 0.7)
    case "tab-spin":
      Self.tabSnippet(
        transition: """
          .asymmetric(
            insertion: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
              .motion(.easeInOut(duration: 0.5))
              .combined(with: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
            removal: SceneTransition.opacity.motion(.easeInOut(duration: 0.8)))
          """, taps: [(0.3, 1), (1.4, 2)], at: 0.6)
    case "tab-swipe": Self.tabSwipeSnippet
    case "swiftui-rotating": Self.rotatingSnippet
    case "pop-menu": Self.popMenuSnippet
    case "pop-menu-before-after": Self.popMenuBeforeAfterSnippet
    case "pop-menu-corner": Self.popMenuCornerSnippet
    case "scroll-header", "scroll-header-before-after": Self.scrollHeaderSnippet
    case "scroll-cards": Self.scrollCardsSnippet
    default: ""
    }
  }

  /// A tab switcher on a 240 × 364 page, tapped at the given times, and the pages to draw
  /// at one instant.
  private static func tabSnippet(
    transition: String, layout: String = ".leftToRight",
    motion: String = ".easeInOut(duration: 0.5)", taps: [(time: Double, tab: Int)], at time: Double
  ) -> String {
    let selects = taps.map { "try tabs.select(\($0.tab), at: \($0.time))" }
    return """
      let context = try SceneTransitionContext(
        containerSize: Size2D(width: 240, height: 364), layoutDirection: \(layout))
      var tabs = try TabSwitcher(
        tabCount: 5,
        transition: \(transition),
        context: context, motion: \(motion))
      \(selects.joined(separator: "\n"))
      // Each frame: the pages on screen and how each looks (a dissolve as an exact blend).
      for page in tabs.state(at: \(time)).crossFaded(in: context.containerSize).pages {
        print(page.index, page.appearance.opacity, page.appearance.translation.x)
      }
      """
  }

  private static let easingsSnippet = """
    // Each row is a spec, parsed as `choreo curve` parses it, and sampled.
    for spec in ["spring(duration: 0.5, bounce: 0.3)", "cubic-bezier(0.68, -0.6, 0.32, 1.6)"] {
      switch try MotionSpec(parsing: spec) {
      case .timing(let curve):
        print(spec, curve.value(at: 0.5))
      case .spring(let spring, let velocity):
        print(spec, spring.value(at: 0.6, initialVelocity: velocity))
      }
    }
    """

  private static let tabSwipeSnippet = """
    let context = try SceneTransitionContext(containerSize: Size2D(width: 240, height: 364))
    var tabs = try TabSwitcher(
      tabCount: 5, transition: .slide, context: context, motion: .easeInOut(duration: 0.5))
    // A swipe let go early springs back.
    try tabs.beginInteractive(toward: 1, at: 0.3)
    try tabs.updateInteractive(fraction: 0.38, at: 0.7)
    try tabs.cancelInteractive(velocity: -0.6, at: 0.8)
    // A flick carries on to the next tab.
    try tabs.beginInteractive(toward: 1, at: 1.7)
    try tabs.updateInteractive(fraction: 0.55, at: 2.0)
    try tabs.finishInteractive(velocity: 3, at: 2.05)
    for page in tabs.state(at: 2.2).crossFaded(in: context.containerSize).pages {
      print(page.index, page.appearance.translation.x)
    }
    """

  private static let rotatingSnippet = """
    let size = Size2D(width: 240, height: 420)
    let context = try SceneTransitionContext(containerSize: size)
    // The seed's `rotating`: turned and moved off by the screen's size while not shown.
    func rotating(degrees: Double) -> SceneTransition {
      SceneTransition.modifier(
        active: VisualState(
          translation: Point2D(x: size.width, y: size.height), rotation: degrees * .pi / 180),
        identity: .identity)
    }
    let rotationOn = SceneTransition.asymmetric(
      insertion: rotating(degrees: 180), removal: .move(edge: .leading))
    let motion = Motion.easeInOut(duration: 0.9)
    // 0.3 s into an insertion: where the card is drawn.
    let look = rotationOn.appearance(
      for: .insertion, progress: motion.value(at: 0.3), in: context)
    print(look.placement(in: Rect2D(x: 45, y: 95, width: 150, height: 210)))
    """

  private static let popMenuSnippet = """
    // The seed's layout: 38-point buttons 72 points from the + button, 45° apart.
    let center = Point2D(x: 120, y: 342)
    var menu = try PopMenu(
      items: ["Trash", "Add", "Edit"].map { PopMenuItem(id: $0, accessibilityLabel: $0) },
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      center: center)
    _ = try menu.tap(at: center, time: 0.30)  // open
    _ = try menu.tap(at: center, time: 0.58)  // tap again mid-flight: reverse
    _ = try menu.tap(at: center, time: 0.82)  // and again: reopen with momentum
    if case .selected(let item) = try menu.tap(at: center + menu.offsets[0], time: 2.3) {
      print("selected", item.id)
    }
    for state in menu.itemStates(at: 2.4) where state.isPresent {
      print(state.visualState.scale.width, state.visualState.opacity)
    }
    """

  private static let popMenuBeforeAfterSnippet = """
    // Choreo's half: one spring from scale 0 (its overshoot is the seed's 1.1), and a close
    // that removes each button at 0.1 while it moves. The seed dims nothing.
    var configuration = PopMenuConfiguration()
    configuration.backdropOpacity = nil
    var menu = try PopMenu(
      items: ["Trash", "Add", "Edit"].map { PopMenuItem(id: $0, accessibilityLabel: $0) },
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      center: Point2D(x: 160, y: 222), configuration: configuration)
    _ = try menu.toggle(at: 0.3)
    _ = try menu.toggle(at: 1.6)
    for state in menu.itemStates(at: 0.45) {
      print(state.visualState.scale.width)
    }
    """

  private static let popMenuCornerSnippet = """
    let safe = Rect2D(x: 12, y: 60, width: 366, height: 348)
    // The seed's fan in the bottom-right corner, turned and narrowed to stay on screen.
    let seed = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
    let fanCenter = Point2D(x: 346, y: 368)
    let fanLayout = try seed.fitting(in: safe, center: fanCenter, count: 3)
    var fan = try PopMenu(
      items: ["Trash", "Add", "Edit"].map { PopMenuItem(id: $0, accessibilityLabel: $0) },
      layout: fanLayout, center: fanCenter)
    try fan.open(at: 0.3)
    // A full ring of five around a button in the top-left corner.
    let fullRing = RadialLayout(radius: 84, startAngle: 0, spread: .fullCircle, itemSize: 36)
    let ringLayout = try fullRing.fitting(in: safe, center: Point2D(x: 44, y: 92), count: 5)
    print(fanLayout.startAngle, ringLayout.offsets(count: 5))
    """

  private static let scrollHeaderSnippet = """
    let metrics = ScrollMetrics(
      viewport: Size2D(width: 390, height: 700), content: Size2D(width: 390, height: 1500))
    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 400, overflow: .extend, name: "header"),
      targets: [
        ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
        ScrollTarget(
          "avatar", frame: Rect2D(x: 30, y: 30, width: 100, height: 100), cornerRadius: 50),
        ScrollTarget("info", frame: Rect2D(x: 0, y: 408, width: 390, height: 1000)),
      ],
      animations: [
        // The panel sits below whichever is lower, resolved after both.
        ScrollAnimation(
          "info", .y, keys: [.init(0, .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8)]),
        // Stretchy: overscroll by 400 (progress −1) doubles the header.
        ScrollAnimation("map", .height, keys: [.init(-1, 800), .init(0, 400), .init(1, 0)]),
        ScrollAnimation("avatar", .x, from: 30, to: 0),
        ScrollAnimation("avatar", .y, from: 30, to: 0),
        ScrollAnimation("avatar", .width, from: 100, to: .metric(.viewportWidth)),
        ScrollAnimation("avatar", .height, from: 100, to: 300),
        ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1]),
        ScrollAnimation("avatar", .cornerRadius, from: 50, to: 0),
      ])
    // Released at offset 220 moving at 300 pt/s: the header snaps open or closed.
    let snap = try ScrollSnap(points: [0, 400]).motion(releasedAt: 220, velocity: 300)
    let frame = try scene.resolved(offset: snap.offset(at: 0.2), metrics: metrics)
    print(frame.state(of: "info")!.frame, frame.state(of: "avatar")!.frame)
    """

  private static let scrollCardsSnippet = """
    let viewport = Size2D(width: 390, height: 700)
    let insets = ViewInsets(start: 60, end: 170)
    let card = Rect2D(x: 16, y: 900, width: 358, height: 150)
    // The card's own timeline: from entering the viewport to leaving it.
    let timeline = try ScrollTimeline.view(
      subject: card, viewport: viewport, range: .cover, insets: insets)
    let ranges = try ViewRanges(subject: card, viewport: viewport, insets: insets)
    let entered = (ranges.offsets(of: .entry).end - timeline.startOffset) / timeline.length
    let exiting = (ranges.offsets(of: .exit).start - timeline.startOffset) / timeline.length
    let fade: [ScrollAnimation.Key] = [
      .init(0, 0), .init(entered, 1, .timing(.easeOut)), .init(exiting, 1),
      .init(1, 0, .timing(.easeIn)),
    ]
    let scene = try ScrollScene(
      timeline: ScrollTimeline(from: 0, to: 1500, name: "list"),
      targets: [ScrollTarget("card", frame: card)],
      animations: [ScrollAnimation("card", .opacity, keys: fade, timeline: timeline)])
    let frame = try scene.resolved(
      offset: 400, metrics: ScrollMetrics(viewport: viewport, content: Size2D(width: 390, height: 2200)))
    print(frame.state(of: "card")!.visualState.opacity)
    """
}
