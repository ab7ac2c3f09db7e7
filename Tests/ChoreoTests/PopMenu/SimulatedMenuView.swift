import Choreo

/// A view that hosts a pop menu and behaves as Apple documents UIKit behaving, so tests
/// can play taps, VoiceOver and rotations without a device. Each behaviour cites the page
/// of Apple's documentation it follows (the public repository `Averyy/apple-dev-docs`,
/// under `documentation/UIKit/` unless the path says otherwise).
@MainActor
final class SimulatedMenuView: PopMenuHost {
  typealias ID = String

  var placement: PopMenuPlacement?
  var layoutDirection = SceneTransitionContext.LayoutDirection.leftToRight
  var reducedMotion = ReducedMotionPolicy.full
  weak var coordinator: PopMenuCoordinator<String>?

  private(set) var lastFrame: PopMenuDisplay<String>.State?
  /// Called with every frame drawn, after it is recorded (a test's checks).
  var onDraw: ((PopMenuDisplay<String>.State) -> Void)?
  private(set) var chosen: [String] = []
  /// VoiceOver's focus after each `.layoutChanged` post.
  private(set) var focusMoves: [PopMenuFocus<String>] = []
  /// `accessibilityViewIsModal`: while `true`, VoiceOver ignores the elements beside the
  /// menu (documentation/ObjectiveC/nsobject-swift.class/accessibilityviewismodal.md).
  private(set) var isModal = false

  init(size: Size2D) { resize(to: size) }

  /// The button 56 pt above the bottom of the safe area, centered.
  func resize(to size: Size2D) {
    placement = PopMenuPlacement(
      center: Point2D(x: size.width / 2, y: size.height - 56),
      safeArea: Rect2D(x: 0, y: 0, width: size.width, height: size.height))
  }

  func draw(_ state: PopMenuDisplay<String>.State) {
    lastFrame = state
    onDraw?(state)
  }
  func menuDidSelect(_ item: PopMenuItem<String>) { chosen.append(item.id) }
  /// Why the menu could not be shown, each time the coordinator said so.
  private(set) var cannotShow: [PopMenuError] = []
  func menuCannotShow(_ error: PopMenuError) { cannotShow.append(error) }

  /// `UIAccessibility.post(notification: .layoutChanged, argument:)` moves VoiceOver's
  /// focus to the element given (uiaccessibility/notification/layoutchanged.md).
  func accessibilityLayoutChanged(focus: PopMenuFocus<String>) { focusMoves.append(focus) }

  func setAccessibilityModal(_ modal: Bool) { isModal = modal }

  /// A rotation: new bounds, then a layout pass (uiview/layoutsubviews.md).
  func rotate(to size: Size2D) {
    resize(to: size)
    coordinator?.containerDidChange()
  }

  /// The escape gesture: VoiceOver calls `accessibilityPerformEscape()` on the focused
  /// element and its ancestors until one returns `true`
  /// (documentation/ObjectiveC/nsobject-swift.class/accessibilityperformescape.md).
  func performEscape() -> Bool { coordinator?.accessibilityEscape() ?? false }
}
