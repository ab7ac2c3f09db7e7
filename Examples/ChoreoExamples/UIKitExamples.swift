#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import ChoreoUIKit
  import SwiftUI
  import UIKit

  // MARK: - The UIKit app's root: tab bar transitions

  /// A tab bar controller as a UIKit app's root: each tab a navigation controller, switched
  /// with a rotate-and-shrink transition, interactively with a horizontal pan.
  final class ExampleTabBarController: UITabBarController {
    /// Closes the examples (they are presented from the SwiftUI list).
    var onDone: (() -> Void)?

    // The controller's delegate is weak: the controller keeps the helper.
    private let transitions = TabBarTransitions(
      transition: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
        .motion(.easeInOut(duration: 0.5))
        .combined(with: SceneTransition.opacity.motion(.linear(duration: 0.8))))

    override func viewDidLoad() {
      super.viewDidLoad()
      viewControllers = [
        tab(PopMenuExampleViewController(), "Notes", icon: "note.text"),
        tab(ScrollExampleViewController(), "Place", icon: "map"),
        tab(AnimatorExampleViewController(), "Motion", icon: "hand.tap"),
      ]
      // The pan yields to horizontal scroll views and to each navigation controller's back
      // swipe; an app's own delegate, set before this line, keeps being called.
      transitions.attach(to: self, interactive: true)
    }

    private func tab(_ content: UIViewController, _ title: String, icon: String) -> UIViewController
    {
      content.title = title
      content.navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.onDone?() })
      let navigation = UINavigationController(rootViewController: content)
      navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: icon), tag: 0)
      return navigation
    }
  }

  /// The UIKit examples for SwiftUI's `fullScreenCover`.
  struct UIKitExamplesRoot: UIViewControllerRepresentable {
    var onDone: () -> Void

    func makeUIViewController(context: Context) -> ExampleTabBarController {
      let controller = ExampleTabBarController()
      controller.onDone = onDone
      return controller
    }

    func updateUIViewController(_ controller: ExampleTabBarController, context: Context) {
      controller.onDone = onDone
    }
  }

  // MARK: - Pop menu view

  /// A notes screen whose pop menu adds, edits and deletes notes.
  final class PopMenuExampleViewController: UIViewController {
    private let list = UILabel()
    private var notes: [String] = [] {
      didSet { list.text = notes.isEmpty ? "No notes: tap +" : notes.joined(separator: "\n") }
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      list.numberOfLines = 0
      list.font = .preferredFont(forTextStyle: .title3)
      list.frame = view.bounds.insetBy(dx: 24, dy: 120)
      list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(list)
      notes = []

      let menu = PopMenuView(
        items: [
          PopMenuItem(id: MenuAction.trash, accessibilityLabel: "Delete"),
          PopMenuItem(id: .add, accessibilityLabel: "Add"),
          PopMenuItem(id: .edit, accessibilityLabel: "Edit"),
        ],
        layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
        makeItemView: { item in
          let names: [MenuAction: String] = [
            .trash: "trash.circle.fill", .add: "plus.circle.fill", .edit: "pencil.circle.fill",
          ]
          return UIImageView(image: UIImage(systemName: names[item.id] ?? "circle"))
        },
        centerView: UIImageView(image: UIImage(systemName: "plus.circle.fill")))
      menu.onSelect = { [weak self] action in self?.perform(action) }
      menu.frame = view.bounds  // covers the screen; touches outside the menu pass through
      menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(menu)
    }

    private func perform(_ action: MenuAction) {
      switch action {
      case .add: notes.append("Note \(notes.count + 1)")
      case .edit: if !notes.isEmpty { notes[notes.count - 1] += " (edited)" }
      case .trash: if !notes.isEmpty { notes.removeLast() }
      }
    }
  }

  // MARK: - Scroll binding

  /// A map header that collapses as the info scrolls over it, snapping open or closed.
  final class ScrollExampleViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let map = UIView()
    private let info = UIView()
    private var binding: ScrollSceneBinding?

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.frame = view.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scrollView.contentSize = CGSize(width: view.bounds.width, height: 1600)
      map.backgroundColor = .systemTeal
      info.backgroundColor = .systemOrange
      scrollView.addSubview(map)
      scrollView.addSubview(info)
      view.addSubview(scrollView)
      // The binding becomes the scroll view's delegate; a delegate set before `attach` keeps
      // getting every call (`binding.nextDelegate`).
      let binding = ScrollSceneBinding(
        scene: headerScene, views: ["map": map, "info": info],
        snap: try? ScrollSnap(points: [0, 300]))
      binding.attach(to: scrollView)
      self.binding = binding
    }
  }

  // MARK: - Choreo's own engine: an animator and a model on the display link

  /// A card that springs to wherever you tap, retargeting mid-flight with its momentum, and
  /// three pages switched by a `TabSwitcher` on a `ModelDriver`.
  final class AnimatorExampleViewController: UIViewController {
    private let animator = Animator(clock: DisplayLinkClock.shared)
    private let card = UIView(frame: CGRect(x: 40, y: 160, width: 80, height: 80))
    private var pages: [UIView] = []
    private var driver: ModelDriver<TabSwitcher>?

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      card.backgroundColor = .systemIndigo
      card.layer.cornerRadius = 16
      view.addSubview(card)
      view.addGestureRecognizer(
        UITapGestureRecognizer(target: self, action: #selector(moveCard(_:))))

      let strip = UIView(frame: CGRect(x: 20, y: 400, width: 300, height: 160))
      strip.clipsToBounds = true
      view.addSubview(strip)
      for color in [UIColor.systemPink, .systemTeal, .systemOrange] {
        let page = UIView(frame: strip.bounds)
        page.backgroundColor = color
        strip.addSubview(page)
        pages.append(page)
      }
      let picker = UISegmentedControl(items: ["One", "Two", "Three"])
      picker.selectedSegmentIndex = 0
      picker.frame = CGRect(x: 20, y: 580, width: 300, height: 32)
      picker.addAction(
        UIAction { [weak self] action in
          guard let picker = action.sender as? UISegmentedControl else { return }
          self?.select(picker.selectedSegmentIndex)
        }, for: .valueChanged)
      view.addSubview(picker)

      let context = try? SceneTransitionContext(containerSize: Size2D(strip.bounds.size))
      guard let context,
        let tabs = try? TabSwitcher(tabCount: 3, transition: .slide, context: context)
      else { return }
      let driver = ModelDriver(tabs, clock: DisplayLinkClock.shared)
      driver.onFrame = { [weak self] state in self?.show(state) }
      self.driver = driver
      show(driver.state)
    }

    @objc private func moveCard(_ gesture: UITapGestureRecognizer) {
      // A second tap mid-flight bends the path: the spring starts from where the card is,
      // moving as it was.
      let target = gesture.location(in: view)
      _ = try? animator.animate(
        "card", from: card.center, to: target, motion: .spring(.bouncy),
        write: { [weak card] center in card?.center = center })
    }

    private func select(_ index: Int) {
      _ = try? driver?.perform { tabs, now in try tabs.select(index, at: now) }
    }

    private func show(_ state: TabSwitcherState) {
      for (index, page) in pages.enumerated() {
        let shown = state.pages.first { $0.index == index }
        page.isHidden = shown == nil
        if let shown { page.apply(shown.appearance) }
      }
    }
  }
#endif
