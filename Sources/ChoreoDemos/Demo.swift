import Choreo
import ChoreoRender

/// One animated scene of the gallery: a layer tree at every instant.
///
/// A demo is a pure function of time, so any frame can be rendered on its own, in any
/// order, on any thread, and the same time always gives the same picture.
///
/// ```swift
/// let demo = Demo.named("easings")!
/// let tree = demo.scene(demo.duration / 2)
/// let frame = try LayerRenderer(size: demo.size, scale: 2).render(tree)
/// ```
///
/// ## Reduce Motion
///
/// A demo may also say how it plays under the platform's Reduce Motion setting
/// (``reducedMotionScene``, or ``reducedMotionDemo`` as a demo of its own): the same
/// script, the models it uses given ``/ChoreoCore/ReducedMotionPolicy/reduced``, so what
/// changes is what the one reduced-motion rule makes of the scene.
///
/// Demos with a reduced form:
/// - every `tab-` demo: the `TabSwitcher` cross-dissolves in place (`tab-swipe`'s pages
///   still follow the finger, and its releases settle on the calm, short spring);
/// - `swiftui-rotating`: the transition becomes the rule's cross-fade in place, the press
///   spring its calm form;
/// - every `pop-menu` demo: the `PopMenu` fades its items in place;
/// - `scroll-header`, `scroll-header-before-after` and `scroll-cards`: the finger's scroll
///   and the layout stay, scroll-linked effects go as `VisualState.scrollLinked(allowedBy:)` says
///   (the cards' scale), and the releases snap on the reduced spring;
/// - `fling`: the decays play unchanged, the snap springs are reduced.
///
/// The "before" halves of the before/after demos are the blog posts' own code, which has no
/// Reduce Motion: they play as they do with full motion. `easings` has no reduced form: it
/// plots the curves and springs themselves, so its subject is the motion.
///
/// ```swift
/// let demo = Demo.named("tab-slide")!
/// if let reduced = demo.reducedMotionDemo {
///   let tree = reduced.scene(reduced.stillTime)  // the pages cross-fade in place
///   let frame = try LayerRenderer(size: reduced.size, scale: 2).render(tree)
/// }
/// ```
package struct Demo: Sendable {
  /// The demo's name on the command line, for example `easings`.
  package let name: String
  /// One line saying what the demo shows.
  package let summary: String
  /// The canvas size in points.
  package let size: Size2D
  /// How long the demo runs, in seconds.
  package let duration: Double
  /// The colour behind the scene.
  package let background: RGBA
  /// The layer tree at a time in 0...duration.
  package let scene: @Sendable (Double) -> RenderLayer
  /// The instants of the demo's contact sheet, in seconds, when evenly spaced ones would
  /// miss its motion; `nil` for the default (progress 0, 1/8, ..., 1).
  package let sheetTimes: [Double]?
  /// An instant inside the demo's main motion, in seconds: the single frame that
  /// `choreo render DEMO --format png|svg` shows unless `--at` says otherwise (the
  /// half-way point of a demo is often a page at rest).
  package let stillTime: Double
  /// The layer tree at a time in 0...duration as the demo plays under Reduce Motion: the
  /// same script, with the models it uses given ``/ChoreoCore/ReducedMotionPolicy/reduced``.
  /// `nil` when the demo looks the same under Reduce Motion (each such demo says why).
  package let reducedMotionScene: (@Sendable (Double) -> RenderLayer)?

  /// Creates a demo.
  ///
  /// - Parameters:
  ///   - name: The command-line name: lower case, digits and hyphens.
  ///   - summary: One line for `choreo demos` and the gallery page.
  ///   - size: The canvas in points.
  ///   - duration: Seconds, > 0.
  ///   - stillTime: An instant inside the main motion, in 0...duration; half the
  ///     duration by default.
  ///   - background: The colour behind the scene; white by default.
  ///   - sheetTimes: The contact sheet's instants in 0...duration, in order; `nil` (the
  ///     default) for evenly spaced ones.
  ///   - scene: The layer tree at a time.
  ///   - reducedMotionScene: The layer tree at a time under Reduce Motion; `nil` (the
  ///     default) when the demo looks the same under it.
  package init(
    name: String, summary: String, size: Size2D, duration: Double, stillTime: Double? = nil,
    background: RGBA = .white, sheetTimes: [Double]? = nil,
    scene: @escaping @Sendable (Double) -> RenderLayer,
    reducedMotionScene: (@Sendable (Double) -> RenderLayer)? = nil
  ) {
    precondition(duration > 0 && duration.isFinite, "demo \(name): duration must be > 0")
    precondition(
      stillTime.map { (0...duration).contains($0) } ?? true,
      "demo \(name): the still time must lie in 0...duration, got \(stillTime ?? 0)")
    precondition(
      sheetTimes.map { !$0.isEmpty && $0.allSatisfy { (0...duration).contains($0) } } ?? true,
      "demo \(name): sheet times must lie in 0...duration")
    self.name = name
    self.summary = summary
    self.size = size
    self.duration = duration
    self.background = background
    self.sheetTimes = sheetTimes
    self.stillTime = stillTime ?? duration / 2
    self.scene = scene
    self.reducedMotionScene = reducedMotionScene
  }

  /// The demo as it plays under Reduce Motion: the same name, summary, size, duration,
  /// background, still time and sheet times, with ``reducedMotionScene`` as its scene; `nil`
  /// when the demo has no reduced form (it looks the same under Reduce Motion).
  package var reducedMotionDemo: Demo? {
    guard let reducedMotionScene else { return nil }
    return Demo(
      name: name, summary: summary, size: size, duration: duration, stillTime: stillTime,
      background: background, sheetTimes: sheetTimes, scene: reducedMotionScene)
  }

  /// Every demo of the gallery, in gallery order.
  ///
  /// To add a demo, write it in a file of its own as a static member of `Demo` and list it
  /// in `catalog`.
  package static let all: [Demo] = catalog.map { $0.demo() }

  /// The demos by name, each built only when asked for: a demo's static member is made on
  /// first use (some replay a script to learn their length), so `named(_:)` builds one
  /// demo, not all of them, and `choreo render DEMO` starts sooner.
  private static let catalog: [(name: String, demo: @Sendable () -> Demo)] = [
    ("easings", { .easings }),
    ("tab-slide", { .tabSlide }), ("tab-slide-before-after", { .tabSlideBeforeAfter }),
    ("tab-slide-rtl", { .tabSlideRTL }), ("tab-dissolve", { .tabDissolve }),
    ("tab-flip", { .tabFlip }), ("tab-curl", { .tabCurl }), ("tab-spin", { .tabSpin }),
    ("tab-swipe", { .tabSwipe }),
    ("nav-push-pop", { .navPushPop }), ("card-sheet", { .cardSheet }),
    ("photo-zoom", { .photoZoom }), ("card-expand", { .cardExpand }),
    ("list-reorder", { .listReorder }),
    ("swiftui-rotating", { .swiftUIRotating }),
    ("pop-menu", { .popMenu }), ("pop-menu-before-after", { .popMenuBeforeAfter }),
    ("pop-menu-corner", { .popMenuCorner }),
    ("scroll-header", { .scrollHeader }),
    ("scroll-header-before-after", { .scrollHeaderBeforeAfter }),
    ("scroll-cards", { .scrollCards }),
    ("fling", { .fling }),
  ]

  /// The demo with a given name.
  ///
  /// - Parameter name: The command-line name.
  /// - Returns: The demo, or `nil` when there is none by that name.
  package static func named(_ name: String) -> Demo? {
    guard let entry = catalog.first(where: { $0.name == name }) else { return nil }
    let demo = entry.demo()
    precondition(demo.name == name, "the catalog lists \(demo.name) as \(name)")
    return demo
  }
}
