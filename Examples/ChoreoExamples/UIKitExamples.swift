import ChoreoUIKit
import SwiftUI
import UIKit

// MARK: - Seed 000: tab-bar transitions

final class ExampleTabBarController: UITabBarController {
  // The delegate is weak: the controller keeps the helper.
  private let transitions = TabBarTransitions(
    transition: SceneTransition.rotation(2 * .pi / 3).combined(with: .scale(0.1))
      .motion(.easeInOut(duration: 0.5))
      .combined(with: SceneTransition.opacity.motion(.linear(duration: 0.8))))

  override func viewDidLoad() {
    super.viewDidLoad()
    viewControllers = [
      page("Menu", color: .systemPink, icon: "plus.circle", content: PopMenuExampleViewController()),
      page("Scroll", color: .systemTeal, icon: "scroll", content: ScrollExampleViewController()),
      page("Third", color: .systemIndigo, icon: "3.circle", content: UIViewController()),
    ]
    transitions.attach(to: self)
  }

  private func page(_ title: String, color: UIColor, icon: String, content: UIViewController)
    -> UIViewController
  {
    content.view.backgroundColor = color
    content.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: icon), tag: 0)
    return content
  }
}

struct UIKitTabsExample: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> ExampleTabBarController {
    ExampleTabBarController()
  }

  func updateUIViewController(_ controller: ExampleTabBarController, context: Context) {}
}

// MARK: - Seed 001: pop menu view

final class PopMenuExampleViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
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
    menu.onSelect = { [weak self] action in self?.title = "\(action)" }
    menu.frame = view.bounds
    menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(menu)
  }
}

// MARK: - Seed 003: scroll binding

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
    let binding = ScrollSceneBinding(
      scene: headerScene, views: ["map": map, "info": info],
      snap: try? ScrollSnap(points: [0, 300]))
    binding.attach(to: scrollView)
    self.binding = binding
  }
}
