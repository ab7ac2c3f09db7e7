// The app snippets of the README and the DocC articles, each inside the little context it
// needs (a view controller, a view's body, a function with the views it names), so the
// compiler checks them as written: the Apple SDK check type-checks this target for iOS and
// macOS. `AppSnippetTests` (ChoreoTests) checks on Linux that every such block in the
// documents appears here line for line, so a snippet changed in one place and not the
// other fails the tests. Nothing here is API.
#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
  import ChoreoSwiftUI
  import ChoreoUIKit
  import QuartzCore
  import SwiftUI
  import UIKit

  enum Action: Hashable, Sendable { case add }

  @MainActor func perform(_ action: Action) {}

  // MARK: - README: Choreo's own engine in a UIKit app

  final class ReadmeAnimatorSnippet: UIViewController {
    let card = UIView()

    let animator = Animator(clock: DisplayLinkClock.shared)  // keep it, e.g. in a view controller

    @objc func moveCard(_ gesture: UITapGestureRecognizer) {
      let target = gesture.location(in: view)
      _ = try? animator.animate(
        "card", from: card.center, to: target, motion: .spring(.bouncy),
        write: { [weak card] center in card?.center = center })
    }

    @objc func flingCard(_ pan: UIPanGestureRecognizer) {
      guard pan.state == .ended else { return }
      // Coast from the finger's velocity; a later tap retargets with whatever speed is left.
      _ = try? animator.decay(
        "card", from: card.center, velocity: pan.velocity(in: view),
        write: { [weak card] center in card?.center = center })
    }
  }

  @MainActor func readmeModelDriver(strip: UIView, pages: [UIView]) throws
    -> ModelDriver<TabSwitcher>
  {
    let context = try SceneTransitionContext(containerSize: Size2D(strip.bounds.size))
    let driver = ModelDriver(
      try TabSwitcher(tabCount: 3, transition: .slide, context: context),
      clock: DisplayLinkClock.shared)
    driver.onFrame = { state in
      for page in state.pages { pages[page.index].apply(page.appearance) }
    }
    try driver.perform { tabs, now in try tabs.select(2, at: now) }
    return driver
  }

  // MARK: - README: tab-bar transitions

  @MainActor func readmeTabBar(tabBarController: UITabBarController) throws {
    let transitions = TabBarTransitions(transition: .slide)
    transitions.attach(to: tabBarController, interactive: true)  // interactive: adds a swipe
    try transitions.select(2)  // a deep link: animated, no delegate calls
  }

  @MainActor func readmeCustomContainer(container: PillTabsController, index: Int) throws
    -> TabTransitionCoordinator
  {
    let tabs = try TabTransitionCoordinator(
      host: container, transition: .slide, clock: DisplayLinkClock.shared)
    if tabs.userWillSelect(index) {  // your tab bar's tap
      container.beginTransition(to: index, interactive: false)  // both pages stay live
      tabs.userDidSelect(index)  // plays the switch; completeTransition(_:) comes at rest
    }
    return tabs
  }

  struct ReadmeTabPages: View {
    @State var selected = 0

    func page(_ index: Int) -> some View { Text("Page \(index)") }

    var body: some View {
      ZStack {
        page(selected).id(selected)
          .sceneTransition(.push(from: .trailing))
      }
      .animation(.easeInOut(duration: 0.35), value: selected)
    }
  }

  // MARK: - README: push, pop and sheets

  @MainActor func readmeNavigation(
    navigationController: UINavigationController, detail: UIViewController
  ) {
    let navigation = NavigationTransitions()  // or NavigationTransitions(transition: .opacity)
    navigation.attach(to: navigationController)  // the interactive pop comes with it
    navigation.push(detail)
    navigation.pop()  // mid-push: the push springs back
  }

  final class ReadmeSheetPresenter: UIViewController {
    func showDetail(_ detail: UIViewController) {
      let sheet = CardSheetTransitions()
      sheet.prepare(detail)  // the card keeps the helper alive
      present(detail, animated: true)
    }
  }

  // MARK: - README: shared elements

  final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    var photoID = ""
  }

  final class PhotoGridController: UIViewController {
    var selectedCell: PhotoCell?
  }

  final class PhotoDetailController: UIViewController {
    let imageView = UIImageView()
    var photoID = ""
  }

  extension PhotoGridController: SharedElementScreen {
    var sharedElementViews: [SharedElementView] {
      guard let cell = selectedCell else { return [] }  // only the tapped photo flies
      return [SharedElementView(id: cell.photoID, view: cell.imageView)]
    }
  }

  extension PhotoDetailController: SharedElementScreen {
    var sharedElementViews: [SharedElementView] {
      [SharedElementView(id: photoID, view: imageView)]
    }
  }

  struct PhotoGallery: View {
    let names: [String]
    @StateObject private var photos = SharedElementSpace<String>()
    @State private var open: String?

    var body: some View {
      ZStack {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
          ForEach(names, id: \.self) { name in
            Image(name).resizable().scaledToFill().frame(width: 100, height: 100).clipped()
              .sharedElement(name, in: photos, side: .source, cornerRadius: 8)
              .onTapGesture {
                open = name
                photos.fly(to: .destination)
              }
          }
        }
        if let open {
          Image(open).resizable().scaledToFit()
            .sharedElement(open, in: photos, side: .destination)
            .onTapGesture {
              photos.fly(to: .source)
              self.open = nil
            }
        }
      }
    }
  }

  // MARK: - README: the pop menu

  @MainActor func readmePopMenu(view: UIView) {
    let menu = PopMenuView(
      items: [PopMenuItem(id: Action.add, accessibilityLabel: "Add")],
      layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
      makeItemView: { _ in UIImageView(image: UIImage(systemName: "plus.circle.fill")) },
      centerView: UIImageView(image: UIImage(systemName: "plus.circle.fill")))
    menu.onSelect = { action in perform(action) }
    menu.frame = view.bounds  // it covers the screen; touches outside the menu pass through
    menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(menu)
  }

  struct ReadmeRadialMenu: View {
    var body: some View {
      RadialMenu(
        items: [PopMenuItem(id: Action.add, accessibilityLabel: "Add")],
        layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
        onSelect: { action in perform(action) },
        item: { _ in Image(systemName: "plus.circle.fill").resizable() },
        center: { Image(systemName: "plus.circle.fill").resizable() })
    }
  }

  // MARK: - README: scroll-driven layout

  @MainActor func readmeScrollBinding(
    scene: ScrollScene, mapView: UIView, infoView: UIView, scrollView: UIScrollView
  ) -> ScrollSceneBinding {
    let binding = ScrollSceneBinding(
      scene: scene, views: ["map": mapView, "info": infoView],
      snap: try? ScrollSnap(points: [0, 300]))
    binding.attach(to: scrollView)  // the scroll view keeps the binding alive
    return binding
  }

  struct MapView: View {
    var body: some View { Color.teal }
  }

  struct InfoView: View {
    var body: some View { Color.orange }
  }

  struct ReadmeScrollSceneView: View {
    let scene: ScrollScene

    var body: some View {
      ScrollSceneView(scene, contentHeight: 1600) { frame in
        ZStack(alignment: .topLeading) {
          MapView().scrollSceneTarget("map", in: frame)
          InfoView().scrollSceneTarget("info", in: frame)
        }
      }
    }
  }

  // MARK: - README: custom transitions and press feedback

  extension SceneTransition {
    static let rotating = SceneTransition.modifier(
      active: VisualState(translation: Point2D(x: 400, y: 850), rotation: .pi), identity: .identity)
    static let rotationOn = SceneTransition.asymmetric(
      insertion: .rotating, removal: .move(edge: .leading))
  }

  struct ReadmeCustomTransitions: View {
    @State var isShown = false

    var body: some View {
      VStack {
        if isShown {
          // Under Reduce Motion, a short cross-fade in place.
          RoundedRectangle(cornerRadius: 25).sceneTransition(.rotationOn)
        }
        Button("Play") { withAnimation(.smooth) { isShown.toggle() } }
          .buttonStyle(PressableButtonStyle(scale: 0.8))
      }
    }
  }

  // MARK: - README: motions on the platform's own engines

  @MainActor func readmePlatformEngines(layer: CALayer) -> UIViewPropertyAnimator? {
    var isOpen = false
    layer.opacity = 1  // the model value: what the layer shows once the animation ends
    if let fade = Motion.spring(duration: 0.5, bounce: 0.3)
      .coreAnimation(keyPath: "opacity", from: 0, to: 1)
    {
      layer.add(fade, forKey: "opacity")
    }
    let animator = Motion.easeOut(duration: 0.25).propertyAnimator()  // UIViewPropertyAnimator
    withAnimation(Animation(.spring(.bouncy))) { isOpen.toggle() }  // SwiftUI
    return animator
  }

  // MARK: - ChoreoSwiftUI.md

  extension SceneTransition {
    static func rotating(angleDegrees: Double) -> SceneTransition {
      .modifier(active: VisualState(rotation: angleDegrees * .pi / 180), identity: .identity)
    }
  }

  struct ArticleSwiftUITransitions: View {
    @State var showsGreeting = false

    var body: some View {
      VStack {
        if showsGreeting {
          Text("Hello").sceneTransition(.rotating(angleDegrees: 90))
        }
        Button("Play") { withAnimation { showsGreeting.toggle() } }
          .buttonStyle(PressableButtonStyle(scale: 0.8))
      }
    }
  }

  /// The model of a SwiftUI tab container with a pill bar of its own, and its coordinator's
  /// host. Every page stays alive in the container, so a page that leaves mid-flight plays
  /// out its exit live: no picture is needed (SwiftUI cannot take one).
  @MainActor
  final class PillTabsModel: ObservableObject, TabTransitionHost {
    let tabCount: Int
    @Published private(set) var selectedTab: Int? = 0
    /// Each page drawn now, with its appearance; a page not in it is hidden.
    @Published private(set) var appearances: [Int: VisualState] = [0: .identity]
    var pageAreaSize: Size2D?
    var layoutDirection = SceneTransitionContext.LayoutDirection.leftToRight
    var reducedMotion = ReducedMotionPolicy.full
    private var leaving: Int?
    private(set) lazy var coordinator = try? TabTransitionCoordinator(
      host: self, transition: .slide, clock: DisplayLinkClock.shared)

    init(tabCount: Int) { self.tabCount = tabCount }

    /// The pill's button for page `index` was tapped.
    func tap(_ index: Int) {
      guard let coordinator, coordinator.userWillSelect(index) else { return }
      if index != selectedTab { beginTransition(to: index, interactive: false) }
      coordinator.userDidSelect(index)
    }

    /// The container took a new size (the first layout, a rotation).
    func resize(_ size: CGSize) {
      pageAreaSize = Size2D(size)
      coordinator?.containerDidChange()
    }

    func selectTab(_ index: Int) { selectedTab = index }

    func beginTransition(to index: Int, interactive: Bool) {
      leaving = selectedTab
      selectedTab = index
    }

    func completeTransition(_ didComplete: Bool) {
      if !didComplete, let leaving { selectedTab = leaving }
      leaving = nil
    }

    func appAllowsSelection(of index: Int?) -> Bool { true }
    func appDidSelect(_ index: Int?) {}

    // Every page stays alive: its live view is its own picture.
    func makeSnapshot(ofTab index: Int) {}
    func removeSnapshot(ofTab index: Int) {}

    func draw(_ state: TabSwitcherState, liveTabs: Set<Int>) {
      appearances = Dictionary(
        state.pages.map { ($0.index, $0.appearance) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The container: every page kept alive in one stack, the pill bar above them.
  @MainActor
  struct PillTabs<Page: View>: View {
    let titles: [String]
    @ViewBuilder let page: (Int) -> Page
    @StateObject private var model: PillTabsModel

    init(titles: [String], @ViewBuilder page: @escaping (Int) -> Page) {
      self.titles = titles
      self.page = page
      _model = StateObject(wrappedValue: PillTabsModel(tabCount: titles.count))
    }

    var body: some View {
      GeometryReader { proxy in
        ZStack(alignment: .bottom) {
          ZStack {
            ForEach(titles.indices, id: \.self) { index in
              let appearance = model.appearances[index]
              page(index)
                .frame(width: proxy.size.width, height: proxy.size.height)
                .visualState(appearance ?? .identity)
                .opacity(appearance == nil ? 0 : 1)
                .allowsHitTesting(index == model.selectedTab)
                .accessibilityHidden(index != model.selectedTab)
            }
          }
          HStack {
            ForEach(titles.indices, id: \.self) { index in
              Button(titles[index]) { model.tap(index) }
                .accessibilityAddTraits(index == model.selectedTab ? .isSelected : [])
            }
          }
          .padding(8)
          .background(.thinMaterial, in: Capsule())
        }
        .onAppear { model.resize(proxy.size) }
        .onChange(of: proxy.size) { _, size in model.resize(size) }
      }
    }
  }

  struct Inbox: View {
    @State var showsDetail = false

    var body: some View {
      Button("Open") { showsDetail = true }
        .cardSheet(isPresented: $showsDetail) { Text("Detail") }
    }
  }

  struct Mail: View {
    @State var path: [String] = []

    var body: some View {
      PushStack(path: $path, root: "Inbox") { screen in
        Button(screen) { path.append("\(screen) ›") }
      }
    }
  }

  // MARK: - ChoreoUIKit.md

  /// A container with a tab bar of its own (a pill above its pages). Each page is a child
  /// view controller; a switch keeps the page it leaves on screen, live, until the
  /// coordinator completes it, and a page that leaves while still moving becomes a picture
  /// taken on screen. The container owns its coordinator, which holds it weakly.
  final class PillTabsController: UIViewController, TabTransitionHost {
    var pages: [UIViewController] = []
    let pill = UIStackView()  // the app's own bar: one button per page
    private let pageArea = UIView()
    private var shown = 0
    private var leaving: Int?
    private var pictures: [Int: UIView] = [:]
    private lazy var tabs = try? TabTransitionCoordinator(
      host: self, transition: .slide, clock: DisplayLinkClock.shared)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(pageArea)
      view.addSubview(pill)  // above the pages
      adopt(shown)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      pageArea.frame = view.bounds
      tabs?.containerDidChange()
    }

    /// The pill's button for page `index` was tapped.
    func pillTapped(_ index: Int) {
      guard let tabs, tabs.userWillSelect(index) else { return }
      if index != shown { beginTransition(to: index, interactive: false) }
      tabs.userDidSelect(index)
    }

    private func adopt(_ index: Int) {
      let page = pages[index]
      guard page.parent == nil else { return }
      addChild(page)
      page.view.frame = pageArea.bounds
      pageArea.addSubview(page.view)
      page.didMove(toParent: self)
    }

    private func release(_ index: Int) {
      let page = pages[index]
      page.willMove(toParent: nil)
      page.view.removeFromSuperview()
      page.view.apply(VisualState.identity)
      page.removeFromParent()
    }

    // MARK: TabTransitionHost

    var selectedTab: Int? { shown }
    var tabCount: Int { pages.count }
    var pageAreaSize: Size2D? { pageArea.bounds.isEmpty ? nil : Size2D(pageArea.bounds.size) }
    var layoutDirection: SceneTransitionContext.LayoutDirection {
      view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    func selectTab(_ index: Int) {
      release(shown)
      shown = index
      adopt(index)
    }

    func beginTransition(to index: Int, interactive: Bool) {
      leaving = shown
      shown = index
      adopt(index)
    }

    func completeTransition(_ didComplete: Bool) {
      guard let left = leaving else { return }
      leaving = nil
      if didComplete {
        release(left)
      } else {
        release(shown)
        shown = left
      }
    }

    func appAllowsSelection(of index: Int?) -> Bool { true }
    func appDidSelect(_ index: Int?) {}

    func makeSnapshot(ofTab index: Int) {
      let live = pages[index].view!  // on screen: a page of the open transition
      guard let picture = live.snapshotView(afterScreenUpdates: false) else { return }
      pictures[index]?.removeFromSuperview()
      picture.bounds = live.bounds
      picture.center = live.center
      pageArea.insertSubview(picture, belowSubview: live)
      pictures[index] = picture
    }

    func removeSnapshot(ofTab index: Int) {
      pictures.removeValue(forKey: index)?.removeFromSuperview()
    }

    func draw(_ state: TabSwitcherState, liveTabs: Set<Int>) {
      for page in state.pages {
        let drawn = liveTabs.contains(page.index) ? pages[page.index].view : pictures[page.index]
        drawn?.apply(page.appearance)
      }
    }
  }

  @MainActor func render(_ state: TabSwitcherState) {}

  @MainActor func articleDisplayLink(tabs: TabSwitcher) throws -> ModelDriver<TabSwitcher> {
    let clock = DisplayLinkClock.shared
    let driver = ModelDriver(tabs, clock: clock)
    driver.onFrame = { state in render(state) }
    try driver.perform { tabs, now in try tabs.select(2, at: now) }
    return driver
  }

  @MainActor func articleCoreAnimation(layer: CALayer) -> UIViewPropertyAnimator? {
    layer.opacity = 1
    if let fade = Motion.spring(duration: 0.5, bounce: 0.3)
      .coreAnimation(keyPath: "opacity", from: 0, to: 1)
    {
      layer.add(fade, forKey: "fade")
    }
    let animator = Motion.easeOut(duration: 0.25).propertyAnimator()
    return animator
  }

  // MARK: - Article: Gestures and momentum (ChoreoCore)

  @MainActor func articleGestureHandOff(
    pan: UIPanGestureRecognizer, view: UIView, card: UIView, restingCenter: CGPoint
  ) -> (UIViewPropertyAnimator, CAAnimation?) {
    let parameters = Motion.spring(.snappy).uiKitTimingParameters(
      velocity: pan.velocity(in: view), from: card.center, to: restingCenter)
    let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters!)
    let bounce = Motion.spring(.bouncy).coreAnimation(
      keyPath: "position.x", from: 120, to: 300, velocity: 900)
    return (animator, bounce)
  }

  struct ArticleDragHandOff: View {
    @State private var offset = 0.0
    let dragVelocity = 0.0

    var body: some View {
      Color.clear.onAppear {
        withAnimation(Animation(.spring(.snappy), velocity: dragVelocity, from: offset, to: 0)) {
          offset = 0
        }
      }
    }
  }
#endif
