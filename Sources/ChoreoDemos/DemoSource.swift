// Where each demo comes from, for the gallery page: the seed program it re-creates (the seeds
// are the hand-rolled animations the project set out to replace; DESIGN.md's table lists
// them) and a few lines of the Choreo code that make it. The excerpts are copied from the
// demos' sources, line for line (indentation aside); `//` lines are captions and `...` marks
// a cut. A test checks every other line against the sources, so an excerpt cannot drift
// from the code it quotes.

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

  /// A few lines of the Choreo code that make this demo, copied from its source (see the
  /// note at the top of this file); empty for a demo without one.
  public var codeExcerpt: String {
    switch name {
    case "easings": Self.easingsExcerpt
    case "tab-slide", "tab-slide-rtl", "tab-dissolve", "tab-flip", "tab-curl", "tab-spin",
      "tab-swipe":
      (Self.tabSetUps[name] ?? "") + "\n" + Self.tabSwitcherExcerpt
    case "swiftui-rotating": Self.rotatingExcerpt
    case "pop-menu": Self.popMenuExcerpt
    case "pop-menu-before-after": Self.popMenuBeforeAfterExcerpt
    case "tab-slide-before-after": Self.tabSlideBeforeAfterExcerpt
    case "scroll-header-before-after": Self.scrollHeaderBeforeAfterExcerpt
    case "pop-menu-corner": Self.popMenuCornerExcerpt
    case "scroll-header": Self.scrollHeaderExcerpt
    case "scroll-cards": Self.scrollCardsExcerpt
    default: ""
    }
  }

  private static let easingsExcerpt = """
    // Each row is a spec, parsed as `choreo curve` parses it, and sampled.
    "spring(duration: 0.5, bounce: 0.3)", "spring(response: 0.6, dampingRatio: 0.2)",
    ...
    self.motion = valid { try MotionSpec(parsing: spec) }
    ...
    case .timing(let curve):
      return (curve.value(at: clamped / Self.span), clamped / Self.span)
    case .spring(let spring, let velocity):
      return (spring.value(at: clamped, initialVelocity: velocity), clamped / Self.span)
    """

  /// Each tab demo's own lines: its transition, motion and script.
  private static let tabSetUps: [String: String] = [
    "tab-slide": """
    transition: .slide,
    script: [
      (0.3, .tap(2)), (1.2, .tap(1)),
      (2.0, .tap(3)), (2.2, .tap(4)),
    """,
    "tab-slide-rtl": """
    transition: .slide, layout: .rightToLeft,
    script: [(0.3, .tap(2)), (1.3, .tap(1))]))
    """,
    "tab-dissolve": """
    transition: .opacity, script: [(0.3, .tap(1)), (1.2, .tap(3)), (1.45, .tap(0))]))
    """,
    "tab-flip": """
    transition: .flip(from: .left), motion: .easeInOut(duration: 0.7),
    script: [(0.3, .tap(1)), (1.4, .tap(2))]))
    """,
    "tab-curl": """
    transition: .curl(.up), motion: .easeInOut(duration: 0.8),
    script: [(0.3, .tap(1)), (1.5, .tap(4))]))
    """,
    "tab-spin": """
    transition: .asymmetric(
      insertion: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
        .motion(.easeInOut(duration: 0.5))
        .combined(with: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
      removal: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
    """,
    "tab-swipe": """
    (0.3, .begin(toward: 1)), (0.4, .drag(0.1)), (0.5, .drag(0.22)), (0.6, .drag(0.32)),
    (0.7, .drag(0.38)), (0.8, .cancel(velocity: -0.6)),
    ...
    (2.05, .finish(velocity: 3)),
    """,
  ]

  /// What every tab demo does with its set-up: a switcher replaying the script.
  private static let tabSwitcherExcerpt = """
    // Every frame replays the script's steps up to its time.
    try TabSwitcher(tabCount: 5, transition: transition, context: context, motion: motion)
    ...
    case .tap(let index): try tabs.select(index, at: stepTime)
    case .begin(let index): try tabs.beginInteractive(toward: index, at: stepTime)
    case .drag(let fraction): try tabs.updateInteractive(fraction: fraction, at: stepTime)
    ...
    let state = tabs.state(at: time).crossFaded(in: Self.pageSize)
    """

  private static let rotatingExcerpt = """
    SceneTransition.modifier(
      active: VisualState(
        translation: Point2D(x: size.width, y: size.height), rotation: degrees * .pi / 180),
      identity: .identity)
    ...
    SceneTransition.asymmetric(insertion: rotating(degrees: 180), removal: .move(edge: .leading)),
    ...
    let progress = motion.value(at: time - change.time)
    let look = change.transition.appearance(for: change.role, progress: progress, in: context)
    """

  private static let popMenuExcerpt = """
    try PopMenu(
      items: PopMenuDrawing.Icon.allCases.map {
        PopMenuItem(id: $0, accessibilityLabel: $0.label)
      },
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      center: center)
    ...
    script.add(at: tap.0) { menu, time in _ = try menu.tap(at: tap.1, time: time) }
    """

  private static let popMenuBeforeAfterExcerpt = """
    // Before: the seed's UIView.animate, modelled (the buttons start at full size).
    let progress = (time - openTime) / 0.5
    return progress < 1 ? 1 + 0.1 * Self.easeInOut.value(at: progress) : 1
    ...
    // After: Choreo's pop menu on the same layout and taps.
    configuration.backdropOpacity = nil  // the seed dims nothing
    ...
    taps.add(at: openTime) { menu, time in _ = try menu.toggle(at: time) }
    taps.add(at: closeTime) { menu, time in _ = try menu.toggle(at: time) }
    """

  private static let scrollHeaderBeforeAfterExcerpt = """
    // Before: the seed's views computed one by one, and no bounce (a model of its code).
    static let seedScene = makeScene(infoY: .bottom(of: "map") + 8, overflow: .clamp)
    ...
    // After: the panel follows what is above it, in dependency order.
    static let scene = makeScene(infoY: .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8)
    """

  private static let tabSlideBeforeAfterExcerpt = """
    // Before: the seed's two overlapped calls, modelled: the old page slides toward the
    // side the new one comes from, and both fade.
    let new = (x: side * width * (1 - p), opacity: p)
    ...
    return ((x: side * width * p, opacity: 1 - p), new)
    ...
    // After: Choreo's slide on the same taps.
    let choreo = TabDemoScene(transition: .slide, script: taps.map { ($0.time, .tap($0.tab)) })
    """

  private static let popMenuCornerExcerpt = """
    let seed = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
    let fanLayout = valid { try seed.fitting(in: safe, center: fanCenter, count: 3) }
    ...
    let fullRing = RadialLayout(radius: 84, startAngle: 0, spread: .fullCircle, itemSize: 36)
    let ringLayout = valid { try fullRing.fitting(in: safe, center: ringCenter, count: 5) }
    ...
    fanScript.add(at: 0.3) { menu, time in try menu.open(at: time) }
    """

  private static let scrollHeaderExcerpt = """
    static let scene = makeScene(infoY: .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8)
    ...
    try ScrollTimeline(from: 0, to: 400, overflow: overflow, name: "header")
    ...
    ScrollAnimation("info", .y, keys: [.init(0, infoY)]),
    ScrollAnimation("map", .height, keys: [.init(-1, 800), .init(0, 400), .init(1, 0)]),
    ScrollAnimation("avatar", .width, from: 100, to: .metric(.viewportWidth)),
    ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1]),
    ...
    .release(seconds: 1.3, snap: snap, label: "release: snap to"),
    ...
    let frame = valid { try scene.resolved(offset: state.offset, metrics: metrics) }
    """

  private static let scrollCardsExcerpt = """
    try ScrollTimeline.view(
      subject: contentFrame(index), viewport: viewport, range: .cover, insets: insets)
    ...
    let fade: [ScrollAnimation.Key] = [
      .init(0, 0), .init(entered, 1, .timing(.easeOut)), .init(exiting, 1),
      .init(1, 0, .timing(.easeIn)),
    ]
    ...
    animations.append(ScrollAnimation(id(index), .opacity, keys: fade, timeline: timeline))
    ...
    .release(seconds: 1.6, snap: snap, label: "release: snap to"),
    """
}
