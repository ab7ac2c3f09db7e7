// Where each demo comes from, for the gallery page: the blog post whose hand-rolled
// animation it re-creates (the README's "Where the components come from" names each post by
// its title) and a snippet of public API that makes its motion. A snippet is not the demo's own
// code (that draws with the gallery's helpers): it is what a reader copies, with the same
// constants, and a test type-checks every one against the public modules.

/// A source: one of the blog posts whose hand-rolled animations Choreo's demos re-create.
package enum DemoSeed: String, Sendable, CaseIterable {
  /// "[Swift/ TIL #32] 탭바 선택 시, 뷰컨이 나타나는 애니메이션 효과를 넣어보자": UIKit tab-bar
  /// transitions (cross-dissolve, curl, flip, spin, slide by index).
  case tabBar = "000"
  /// "[Swift/TIL #4] Pop 버튼 애니메이션 (원 반경에 따라 버튼 생성 해보자)": pop buttons laid
  /// out on a circle around a tab bar's centre button.
  case popMenu = "001"
  /// "[Swift 톺아보기] 스크롤에 따른 애니메이션 만들기": a layout driven by the scroll offset
  /// (a shrinking map header).
  case scrollLayout = "003"
  /// "How to create custom Transitions in SwiftUI | Advanced Learning #3": SwiftUI custom
  /// transitions (rotating, asymmetric, a pressable button).
  case swiftUITransitions = "004"

  /// What the post is about, in a few words: `UIKit tab-bar transitions`.
  package var title: String {
    switch self {
    case .tabBar: "UIKit tab-bar transitions"
    case .popMenu: "pop buttons on a circle"
    case .scrollLayout: "a scroll-driven layout"
    case .swiftUITransitions: "SwiftUI custom transitions"
    }
  }

  /// One sentence for a visitor: the iOS technique a blog post hand-rolled, and what went
  /// wrong with it.
  package var story: String {
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

  /// The file that keeps the post's text among the project's references:
  /// `000_baa12a72fac567ca.txt`.
  package var fileName: String {
    switch self {
    case .tabBar: "000_baa12a72fac567ca.txt"
    case .popMenu: "001_1e81337958c425a2.txt"
    case .scrollLayout: "003_8c0f98845e350947.txt"
    case .swiftUITransitions: "004_3f84db967d843473.txt"
    }
  }
}

extension Demo {
  /// The post this demo re-creates, or nil for a demo of Choreo's own (the curve catalogue).
  package var seed: DemoSeed? {
    switch name {
    case "swiftui-rotating": .swiftUITransitions
    case "pop-menu", "pop-menu-before-after", "pop-menu-corner": .popMenu
    case "scroll-header", "scroll-header-before-after", "scroll-cards": .scrollLayout
    case _ where name.hasPrefix("tab-"): .tabBar
    default: nil
    }
  }

  /// A short program in Choreo's public API that makes this demo's motion, to copy into a
  /// playground or a test (`import Choreo`; it throws only on bad constants); empty for a
  /// demo without one. A test type-checks every snippet against the public modules.
  package var codeExcerpt: String { Self.snippets[name] ?? "" }

  /// The snippets by demo name.
  private static let snippets: [String: String] = [
    "easings": #"""
    // Each row is a spec, parsed as `choreo curve` parses it, and sampled.
    for text in ["ease-in-out", "cubic-bezier(0.68, -0.6, 0.32, 1.6)", "steps(4, jump-none)",
      "spring(duration: 0.5, bounce: 0.3)", "spring(response: 0.6, dampingRatio: 0.2)"] {
      let spec = try MotionSpec(parsing: text)
      for t in stride(from: 0.0, through: 1.0, by: 0.25) {
        switch spec {
        case .timing(let curve): print(text, t, curve.value(at: t))
        case .spring(let spring, let velocity):
          print(text, t, spring.value(at: t, initialVelocity: velocity))
        case .decay(let rate, let velocity):
          print(text, t, rate.displacement(velocity: velocity, after: t))
        }
      }
    }
    """#,
    "tab-slide": tabSnippet(
      transition: ".slide",
      steps: #"""
        try tabs.select(2, at: 0.3)
        try tabs.select(1, at: 1.2)
        try tabs.select(3, at: 2.0)
        try tabs.select(4, at: 2.2)  // mid-slide: the motion bends, no page blanks
        """#),
    "tab-slide-rtl": tabSnippet(
      layout: ", layoutDirection: .rightToLeft", transition: ".slide",
      steps: #"""
        try tabs.select(2, at: 0.3)  // higher tabs come from the left in right-to-left
        try tabs.select(1, at: 1.3)
        """#),
    "tab-dissolve": tabSnippet(
      transition: ".opacity",
      steps: #"""
        try tabs.select(1, at: 0.3)
        try tabs.select(3, at: 1.2)
        try tabs.select(0, at: 1.45)  // interrupts the dissolve mid-fade
        """#),
    "tab-flip": tabSnippet(
      transition: ".flip(from: .left)", motion: ".easeInOut(duration: 0.7)",
      steps: #"""
        try tabs.select(1, at: 0.3)
        try tabs.select(2, at: 1.4)
        """#),
    "tab-curl": tabSnippet(
      transition: ".curl(.up)", motion: ".easeInOut(duration: 0.8)",
      steps: #"""
        try tabs.select(1, at: 0.3)
        try tabs.select(4, at: 1.5)
        """#),
    "tab-spin": tabSnippet(
      transition: #"""
        .asymmetric(
            insertion: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
              .motion(.easeInOut(duration: 0.5))
              .combined(with: SceneTransition.opacity.motion(.easeInOut(duration: 0.8))),
            removal: SceneTransition.opacity.motion(.easeInOut(duration: 0.8)))
        """#,
      steps: "try tabs.select(1, at: 0.3)"),
    "tab-swipe": tabSnippet(
      transition: ".slide",
      steps: #"""
        // A pan: begin toward tab 1, follow the finger, let go too early: it springs back.
        try tabs.beginInteractive(toward: 1, at: 0.3)
        try tabs.updateInteractive(fraction: 0.38, at: 0.7)
        try tabs.cancelInteractive(velocity: -0.6, at: 0.8)
        // A flick: it carries on to the next tab with the finger's velocity.
        try tabs.beginInteractive(toward: 1, at: 1.5)
        try tabs.updateInteractive(fraction: 0.3, at: 1.9)
        try tabs.finishInteractive(velocity: 3, at: 2.05)
        """#),
    "tab-slide-before-after": tabSnippet(
      transition: ".slide",
      steps: #"""
        try tabs.select(2, at: 0.3)
        try tabs.select(1, at: 1.3)
        """#),
    "swiftui-rotating": #"""
    // The SwiftUI tutorial's rotating transition: an active and an identity look.
    func rotating(degrees: Double, size: Size2D) -> SceneTransition {
      SceneTransition.modifier(
        active: VisualState(
          translation: Point2D(x: size.width, y: size.height), rotation: degrees * .pi / 180),
        identity: .identity)
    }
    let size = Size2D(width: 390, height: 400)
    let transition = SceneTransition.asymmetric(
      insertion: rotating(degrees: 180, size: size), removal: .move(edge: .leading))
    let context = try SceneTransitionContext(containerSize: size)
    let motion = Motion.easeInOut(duration: 1)
    // The inserted view's look half-way through:
    let look = transition.appearance(
      for: .insertion, progress: motion.value(at: 0.5), in: context)
    print(look)
    """#,
    "pop-menu": #"""
    // Three buttons 72 points around the + button, 45 degrees apart.
    let items = ["Trash", "Add", "Edit"].map { PopMenuItem(id: $0, accessibilityLabel: $0) }
    var menu = try PopMenu(
      items: items,
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      center: Point2D(x: 195, y: 282))
    _ = try menu.tap(at: menu.center, time: 0.3)   // opens
    _ = try menu.tap(at: menu.center, time: 0.58)  // reverses mid-flight, with momentum
    _ = try menu.tap(at: menu.center, time: 0.82)  // and opens again
    let trash = menu.center + menu.offsets[0]
    if case .selected(let item) = try menu.tap(at: trash, time: 2.3) { print(item.id) }
    for state in menu.itemStates(at: 2.4) where state.isPresent { print(state.appearance) }
    """#,
    "pop-menu-before-after": #"""
    // After: Choreo's pop menu on the blog post's layout, no backdrop (the post dims nothing).
    var configuration = PopMenuConfiguration()
    configuration.backdropOpacity = nil
    var menu = try PopMenu(
      items: ["Trash", "Add", "Edit"].map { PopMenuItem(id: $0, accessibilityLabel: $0) },
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      center: Point2D(x: 160, y: 222), configuration: configuration)
    _ = try menu.toggle(at: 0.3)  // one spring from 0; its overshoot is the post's 1.1
    _ = try menu.toggle(at: 1.6)  // each button is removed at 0.1, still moving
    print(menu.itemStates(at: 0.45).map(\.appearance.scale))
    """#,
    "pop-menu-corner": #"""
    // A fan of three, fitted into a screen corner's safe area; and a full ring.
    let safe = Rect2D(x: 16, y: 60, width: 358, height: 700)
    let three = RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38)
    let fanLayout = try three.fitting(in: safe, center: Point2D(x: 40, y: 736), count: 3)
    let fullRing = RadialLayout(radius: 84, startAngle: 0, spread: .fullCircle, itemSize: 36)
    let ringLayout = try fullRing.fitting(in: safe, center: Point2D(x: 374, y: 84), count: 5)
    var fan = try PopMenu(
      items: (0..<3).map { PopMenuItem(id: $0, accessibilityLabel: "item \($0)") },
      layout: fanLayout, center: Point2D(x: 40, y: 736))
    try fan.open(at: 0.3)
    print(fan.offsets, ringLayout.positions(count: 5, around: Point2D(x: 374, y: 84)))
    """#,
    "scroll-header": #"""
    // The map shrinks, the image grows, and the info panel follows the lower of the
    // two bottoms, resolved in dependency order at every offset.
    let timeline = try ScrollTimeline(from: 0, to: 400, overflow: .extend, name: "header")
    let belowBoth: ScrollValue = .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8
    let scene = try ScrollScene(
      timeline: timeline,
      targets: [
        ScrollTarget("map", frame: Rect2D(x: 0, y: 0, width: 390, height: 400)),
        ScrollTarget(
          "avatar", frame: Rect2D(x: 30, y: 30, width: 100, height: 100), cornerRadius: 50),
        ScrollTarget("info", frame: Rect2D(x: 0, y: 408, width: 390, height: 1000)),
      ],
      animations: [
        ScrollAnimation("info", .y, keys: [.init(0, belowBoth)]),
        ScrollAnimation("map", .height, keys: [.init(-1, 800), .init(0, 400), .init(1, 0)]),
        ScrollAnimation("avatar", .width, from: 100, to: .metric(.viewportWidth)),
        ScrollAnimation("avatar", .height, from: 100, to: 300),
        ScrollAnimation("avatar", .alpha, values: [1, 0.5, 1]),
      ])
    let metrics = ScrollMetrics(
      viewport: Size2D(width: 390, height: 700), content: Size2D(width: 390, height: 1500))
    let resolved = try scene.resolved(offset: 220, metrics: metrics)
    print(resolved["info", .y]!)  // 231.5: below the grown image
    // Letting go: snap to open or closed, the release velocity handed over.
    let snap = try ScrollSnap(points: [0, 400])
    let release = try snap.motion(releasedAt: 220, velocity: -300)
    print(release.to, release.offset(at: 0.2))
    """#,
    "scroll-header-before-after": #"""
    // Before (a model of the blog post's code): the panel at the map's bottom + 8 whatever the
    // image does, and no bounce. After: the lower of the two bottoms, with rubber banding.
    let before: ScrollValue = .bottom(of: "map") + 8
    let after: ScrollValue = .max(.bottom(of: "map"), .bottom(of: "avatar")) + 8
    let clamped = try ScrollTimeline(from: 0, to: 400, overflow: .clamp)
    let stretchy = try ScrollTimeline(from: 0, to: 400, overflow: .extend)
    print(before, after, clamped, stretchy)
    """#,
    "scroll-cards": #"""
    // Each card fades and grows as it enters the viewport and fades as it exits (CSS view
    // timelines), each with its own timeline.
    let viewport = Size2D(width: 390, height: 700)
    let card = Rect2D(x: 16, y: 900, width: 358, height: 160)
    let timeline = try ScrollTimeline.view(
      subject: card, viewport: viewport, range: .cover, insets: .zero)
    let fade: [ScrollAnimation.Key] = [
      .init(0, 0), .init(0.25, 1, .timing(.easeOut)),
      .init(0.75, 1), .init(1, 0, .timing(.easeIn)),
    ]
    let animation = ScrollAnimation("card", .opacity, keys: fade, timeline: timeline)
    print(animation)
    """#,
    "nav-push-pop": #"""
    // UIKit's push look on the engine the tab switch uses: screens by identity, a push
    // forward, Back mid-push caught where it is and sprung back with its velocity.
    let context = try SceneTransitionContext(containerSize: Size2D(width: 240, height: 392))
    var stack = try TabSwitcher(
      tabCount: 3, transition: .stack, context: context, motion: .spring(duration: 0.5))
    try stack.select(1, at: 0.3)  // push
    let caught = try stack.catchInteractive(at: 0.6)  // Back, mid-push
    try stack.cancelInteractive(velocity: caught.velocity, at: 0.6)
    try stack.select(1, at: 1.6)  // push again
    try stack.beginInteractive(toward: 0, at: 2.5)  // a pop from the edge
    try stack.updateInteractive(fraction: 0.3, at: 2.9)
    try stack.cancelInteractive(velocity: -0.2, at: 3.0)  // let go early: springs back
    print(stack.state(at: 3.0).pages.map { ($0.index, $0.appearance.translation.x) })
    """#,
    "card-expand": #"""
    // A card expands into its page; its content is fixed at its top leading corner, so the
    // text keeps its size while the box grows. Reversed mid-flight, it turns round from
    // where it is, with its velocity.
    let card = SharedElement(
      id: "card",
      source: ElementGeometry(frame: Rect2D(x: 12, y: 150, width: 216, height: 96), cornerRadius: 14),
      destination: ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 240, height: 392)),
      contentSize: Size2D(width: 240, height: 392),
      contentMode: .fixed(anchor: Point2D(x: 0, y: 0)))
    var flight = try SharedElementFlight(elements: [card], motion: .easeInOut(duration: 0.5))
    try flight.fly(to: .destination, at: 0.4)
    try flight.fly(to: .source, at: 0.65)  // reversed mid-flight
    print(flight.state(at: 0.7)[0].geometry.frame, flight.state(at: 0.7)[0].content.size)
    """#,
    "list-reorder": #"""
    // Rows move to their new places when the order changes; a second reorder mid-move
    // bends each row from where it is, with its velocity.
    func row(_ place: Int) -> ElementGeometry {
      ElementGeometry(
        frame: Rect2D(x: 12, y: 60 + Double(place) * 64, width: 216, height: 56), cornerRadius: 10)
    }
    let rows = (0..<5).map {
      SharedElement(
        id: $0, source: row($0), destination: row($0), contentSize: Size2D(width: 216, height: 56))
    }
    var list = try SharedElementFlight(elements: rows)
    try list.retarget(destinations: [3: row(0), 0: row(1), 1: row(2), 2: row(3)], at: 0.4)
    try list.retarget(destinations: [4: row(1), 0: row(2), 1: row(3), 2: row(4)], at: 0.6)
    print(list.state(at: 0.7).map { ($0.id, $0.geometry.frame.origin.y, $0.velocity.frame.origin.y) })
    """#,
    "photo-zoom": #"""
    // A grid photo flies into its detail, its content laid out by aspect fill at every
    // instant (never stretched); a drag down shrinks it back, and the release hands the
    // finger's velocity on.
    let photo = SharedElement(
      id: "photo",
      source: ElementGeometry(frame: Rect2D(x: 84, y: 138, width: 74, height: 74), cornerRadius: 6),
      destination: ElementGeometry(frame: Rect2D(x: 0, y: 0, width: 240, height: 240)),
      contentSize: Size2D(width: 300, height: 200), contentMode: .aspectFill)
    var flight = try SharedElementFlight(
      elements: [photo], motion: .easeInOut(duration: 0.5), dragDistance: 300)
    try flight.fly(to: .destination, at: 0.4)
    try flight.beginDrag(at: 1.6)
    try flight.drag(translation: Point2D(x: 0, y: 110), at: 2.0)
    try flight.release(velocity: Point2D(x: 0, y: 60), at: 2.1)  // .destination: it returns
    try flight.beginDrag(at: 2.9)
    try flight.drag(translation: Point2D(x: 0, y: 50), at: 3.0)
    let side = try flight.release(velocity: Point2D(x: 0, y: 900), at: 3.1)  // .source
    print(side, flight.state(at: 3.3)[0].geometry.frame, flight.state(at: 3.3)[0].content)
    """#,
    "card-sheet": #"""
    // A card sheet: presented, dragged a little and let go (springs back), pulled up past
    // its top (rubber band), flicked away with its velocity.
    var sheet = try CardSheet(
      containerSize: Size2D(width: 240, height: 392), topInset: 36, cornerRadius: 14)
    try sheet.present(at: 0.3)
    try sheet.beginDrag(at: 1.3)
    try sheet.drag(translationY: 90, at: 1.6)
    try sheet.release(velocityY: 120, at: 1.7)  // false: springs back
    try sheet.beginDrag(at: 2.5)
    try sheet.drag(translationY: -180, at: 2.9)  // past the top: rubber band
    try sheet.release(velocityY: -80, at: 3.0)
    try sheet.beginDrag(at: 3.7)
    try sheet.drag(translationY: 60, at: 3.8)
    let dismissed = try sheet.release(velocityY: 1900, at: 3.9)  // true: flicked away
    print(dismissed, sheet.state(at: 4).card.translation.y)
    """#,
    "fling": #"""
    // A flick released at 80 points, 1200 points a second: the projection (where a decay
    // would rest) picks the snap point, and a spring takes the release velocity there.
    let rate = DecayRate.normal
    let target = try rate.snapPoint(among: [0, 200, 400, 600, 800], from: 80, velocity: 1200)
    var card = MotionTrack(at: 80.0)
    try card.retarget(to: target, motion: .spring(.snappy), at: 0, velocity: 1200)
    // A coast toward the end of the track: it decays, and at the end hands its velocity
    // to a spring that settles there (one track: any instant can be read).
    try card.decay(at: 2, velocity: 900, bounds: 0...800, spring: .smooth)
    print(card.value(at: 2.3), card.velocity(at: 2.3), card.target)
    // Past the end, a drag resists: 160 points of finger move the card 79.
    let band = try RubberBand(bounds: 0...800, dimension: 800)
    print(band.offset(forFinger: 960).offset)
    """#,
  ]

  /// A tab demo's snippet: one switcher, its transition and motion, the demo's commands,
  /// and a frame read back. Only the set-up and the commands differ from demo to demo.
  private static func tabSnippet(
    layout: String = "", transition: String, motion: String = ".easeInOut(duration: 0.5)",
    steps: String
  ) -> String {
    """
    let context = try SceneTransitionContext(
      containerSize: Size2D(width: 240, height: 364)\(layout))
    var tabs = try TabSwitcher(
      tabCount: 5, transition: \(transition), context: context,
      motion: \(motion))
    \(steps)
    // Any instant, in any order: each page's look, cross-faded as UIKit blends opaque pages.
    let state = tabs.state(at: 1.0).crossFaded(in: context.containerSize)
    for page in state.pages { print(page.index, page.appearance) }
    """
  }
}
