// Policy: the pop menu in UIKit, as a translation layer over `PopMenuCoordinator` (Choreo,
// tested there through a simulated view): the coordinator decides taps, VoiceOver focus,
// modality, escape (VoiceOver's gesture, and the Escape key while open) and refitting on
// every layout pass (a rotation with the menu open moves the items round the new center);
// this view draws each frame (each item view at
// its current frame with its scale and opacity, the center view turned, the backdrop's
// alpha) and posts what the coordinator announces. Touches: `point(inside:with:)` asks the
// coordinator whether the menu takes the point (so a closed menu never swallows taps meant
// for the views underneath), and a tap (a tap gesture, so a drag is not a tap) is the
// coordinator's `tap(at:)`; a selection calls `onSelect` with the typed item. VoiceOver gets one
// element per reachable item, in reading order, plus the center button: the elements are
// made once per item and kept, and each frame only moves them and relabels the center
// (a rebuilt element loses VoiceOver's focus); the list is set again only when the
// reachable items or their order change.
//
// The view is generic over the item id, and generic classes cannot expose Objective-C
// selectors, so the tap gesture's target is a small non-generic object that calls back.
#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Choreo

  /// A radial pop menu: a center button and item buttons laid out by a ``RadialLayout``
  /// fitted to the safe area, opening with staggered springs.
  ///
  /// ```swift
  /// let menu = PopMenuView(
  ///   items: [PopMenuItem(id: Action.add, accessibilityLabel: "Add")],
  ///   layout: RadialLayout(radius: 72, startDegrees: 225, spacingDegrees: 45, itemSize: 38),
  ///   makeItemView: { item in UIImageView(image: UIImage(systemName: "plus.circle.fill")) },
  ///   centerView: UIImageView(image: UIImage(systemName: "plus.circle.fill")))
  /// menu.onSelect = { action in perform(action) }
  /// menu.frame = view.bounds   // it covers the screen; touches outside the menu pass through
  /// menu.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  /// view.addSubview(menu)      // the button sits at `buttonCenter`
  /// ```
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  public final class PopMenuView<ID: Hashable & Sendable>: UIView {
    /// Called with the item a tap (or VoiceOver activation) selected.
    public var onSelect: ((ID) -> Void)?
    /// Called when the menu cannot be shown in the view as it is (a safe area too small
    /// for it, or items that would overlap), once for each new reason, with what would be
    /// right (``/Choreo/PopMenuHost/menuCannotShow(_:)``).
    public var onCannotShow: ((PopMenuError) -> Void)?
    /// Where the center button sits, in this view's coordinates; by default 56 points
    /// above the bottom of the safe area, centered.
    public var buttonCenter: ((PopMenuView<ID>) -> CGPoint)?
    /// What VoiceOver calls the center button, by what activating it does; by default the
    /// app's `Choreo` strings table's "Open menu" / "Close menu" (``PopMenuView/localizedLabels``),
    /// in English where the app has none.
    public var centerLabels = PopMenuView<ID>.localizedLabels

    private let items: [PopMenuItem<ID>]
    /// Each item's index by its id (the first, for a repeated id).
    private let itemIndices: [ID: Int]
    private let layout: RadialLayout
    private let configuration: PopMenuConfiguration
    private let itemViews: [UIView]
    private let centerView: UIView
    private let backdrop = UIView()
    private var coordinator: PopMenuCoordinator<ID>?
    private var host: PopMenuViewHost<ID>?
    private let tapTarget = TapTarget()
    private lazy var escapeKey: MenuKeyResponder = {
      let responder = MenuKeyResponder()
      responder.onEscape = { [weak self] in _ = self?.coordinator?.accessibilityEscape() }
      responder.onMove = { [weak self] step in
        _ = self?.coordinator?.moveKeyboardFocus(by: step)
        self?.placeKeyboardRing()
      }
      responder.onActivate = { [weak self] in _ = self?.coordinator?.activateKeyboardFocus() }
      return responder
    }()
    /// The ring round the item the keyboard is on.
    private let keyboardRing = UIView()
    private lazy var centerElement = makeElement()
    /// One element per item, by item index, made when the item first becomes reachable.
    private var itemElements: [Int: MenuElement] = [:]
    /// The item indices the accessibility list was last set for, in reading order.
    private var listedItems: [Int]?

    /// Creates the menu view. A configuration that cannot work (an undamped spring, which
    /// would never come to rest) makes a menu that shows only its center button, and a
    /// debug build asserts.
    ///
    /// - Parameters:
    ///   - items: The items, in layout order.
    ///   - layout: The preferred layout; fitted to the safe area at each layout pass
    ///     while the menu is closed.
    ///   - configuration: Springs, stagger, sizes and backdrop.
    ///   - makeItemView: Builds the view for an item (sized by the layout's item size).
    ///   - centerView: The center button's view (sized by the configuration).
    public init(
      items: [PopMenuItem<ID>], layout: RadialLayout,
      configuration: PopMenuConfiguration = PopMenuConfiguration(),
      makeItemView: (PopMenuItem<ID>) -> UIView, centerView: UIView
    ) {
      self.items = items
      self.itemIndices = Dictionary(
        items.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
      self.layout = layout
      self.configuration = configuration
      self.itemViews = items.map(makeItemView)
      self.centerView = centerView
      super.init(frame: .zero)
      backdrop.backgroundColor = .black
      backdrop.alpha = 0
      backdrop.isUserInteractionEnabled = false
      addSubview(backdrop)
      for view in itemViews {
        view.isUserInteractionEnabled = false
        view.isHidden = true
        addSubview(view)
      }
      centerView.isUserInteractionEnabled = false
      addSubview(centerView)
      isAccessibilityElement = false
      tapTarget.onTap = { [weak self] gesture in
        guard let self else { return }
        self.tap(at: Point2D(gesture.location(in: self)))
      }
      addGestureRecognizer(
        UITapGestureRecognizer(target: tapTarget, action: #selector(TapTarget.tapped(_:))))
      let host = PopMenuViewHost(view: self)
      self.host = host
      do {
        coordinator = try PopMenuCoordinator(
          items: items, layout: layout, configuration: configuration, host: host,
          clock: DisplayLinkClock.shared)
      } catch {
        assertionFailure("PopMenuView: \(error)")
      }
    }

    /// Storyboards and nibs cannot make a pop menu (its items and views are given in code):
    /// this initialiser always returns `nil`, so a `PopMenuView` in a storyboard fails to
    /// load. Create the menu with ``init(items:layout:configuration:makeItemView:centerView:)``.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) { return nil }

    /// Places the center button and lets the coordinator fit the menu to the safe area,
    /// in whatever phase it is.
    public override func layoutSubviews() {
      super.layoutSubviews()
      backdrop.frame = bounds
      let side = CGFloat(configuration.centerButtonSize)
      centerView.bounds = CGRect(x: 0, y: 0, width: side, height: side)
      centerView.center = centerPoint
      coordinator?.containerDidChange()
    }

    /// The center button's center: ``buttonCenter`` or 56 points above the safe area's
    /// bottom.
    fileprivate var centerPoint: CGPoint {
      buttonCenter?(self) ?? CGPoint(x: bounds.midX, y: safeAreaLayoutGuide.layoutFrame.maxY - 56)
    }

    /// Whether the menu takes a touch at `point`: items, the center button, and the
    /// backdrop while open. Elsewhere touches reach the views underneath.
    ///
    /// - Parameters:
    ///   - point: In this view's coordinates.
    ///   - event: The event.
    /// - Returns: Whether the point belongs to the menu now.
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      coordinator?.accepts(Point2D(point)) ?? false
    }

    /// Closes the open menu on VoiceOver's escape gesture (a two-finger Z).
    ///
    /// - Returns: Whether the menu closed.
    public override nonisolated func accessibilityPerformEscape() -> Bool {
      // From an NSObject category, so nonisolated; UIKit calls it on the main thread.
      MainActor.assumeIsolated { coordinator?.accessibilityEscape() ?? false }
    }

    /// The menu takes the keyboard while it is open (the arrow keys walk its items in
    /// reading order, Return or the space bar chooses one, the Escape key closes it, from a
    /// hardware keyboard or Full Keyboard Access), and gives it back when it closes.
    fileprivate func setModal(_ modal: Bool) {
      accessibilityViewIsModal = modal
      escapeKey.isActive = modal
      if modal {
        if escapeKey.superview == nil { addSubview(escapeKey) }
        escapeKey.becomeFirstResponder()
      } else if escapeKey.isFirstResponder {
        escapeKey.resignFirstResponder()
      }
    }

    private func tap(at point: Point2D) {
      coordinator?.tap(at: point)
    }

    fileprivate func select(_ id: ID) { onSelect?(id) }

    fileprivate func announce(_ focus: PopMenuFocus<ID>) {
      let element: MenuElement
      switch focus {
      case .centerButton: element = centerElement
      case .item(let item):
        guard let index = itemIndices[item.id], let made = itemElements[index] else { return }
        element = made
      }
      UIAccessibility.post(notification: Self.layoutChanged, argument: element)
    }

    /// `UIAccessibility.Notification.layoutChanged`, by its value in
    /// UIAccessibilityConstants.h (`UIAccessibilityLayoutChangedNotification`, 1001): the
    /// iOS 17 SDK declares the constant a mutable global, which Swift 6 refuses to read
    /// from concurrent code.
    private static var layoutChanged: UIAccessibility.Notification {
      UIAccessibility.Notification(rawValue: 1001)
    }

    fileprivate func draw(_ state: PopMenuDisplay<ID>.State) {
      backdrop.alpha = CGFloat(state.backdropOpacity)
      for (view, item) in zip(itemViews, state.items) {
        view.isHidden = !item.isPresent
        guard item.isPresent else { continue }
        view.transform = .identity
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        view.frame = CGRect(item.frame)
        view.apply(item.appearance)
      }
      centerView.apply(VisualState(rotation: state.centerRotation))
      updateAccessibility(state)
      placeKeyboardRing(state)
    }

    /// Puts the keyboard's ring round the item it is on, or hides it.
    private func placeKeyboardRing(_ drawn: PopMenuDisplay<ID>.State? = nil) {
      guard let state = drawn ?? coordinator?.state, let id = coordinator?.keyboardItem,
        let item = state.items.first(where: { $0.item.id == id && $0.isPresent })
      else {
        keyboardRing.isHidden = true
        return
      }
      if keyboardRing.superview == nil {
        keyboardRing.isUserInteractionEnabled = false
        keyboardRing.layer.borderWidth = 2
        addSubview(keyboardRing)
      }
      keyboardRing.layer.borderColor = tintColor.cgColor
      let frame = CGRect(item.frame).insetBy(dx: -4, dy: -4)
      keyboardRing.frame = frame
      keyboardRing.layer.cornerRadius = min(frame.width, frame.height) / 2
      keyboardRing.isHidden = false
    }

    /// Moves the kept elements to this frame's places; sets the list only when the
    /// reachable items or their reading order changed.
    private func updateAccessibility(_ state: PopMenuDisplay<ID>.State) {
      centerElement.accessibilityLabel = centerLabels.label(for: state.centerAction)
      centerElement.accessibilityTraits = .button
      centerElement.accessibilityFrameInContainerSpace = centerView.frame
      centerElement.tapPoint = Point2D(centerView.center)
      var order: [Int] = []
      for element in state.accessibilityElements {
        guard let index = itemIndices[element.item.id] else { continue }
        order.append(index)
        let node = itemElements[index] ?? makeElement()
        itemElements[index] = node
        node.accessibilityLabel = element.item.accessibilityLabel
        node.accessibilityTraits = .button
        node.accessibilityFrameInContainerSpace = CGRect(element.frame)
        node.tapPoint = element.frame.center
      }
      guard order != listedItems else { return }
      listedItems = order
      accessibilityElements = order.compactMap { itemElements[$0] } + [centerElement]
    }

    /// A new element whose activation taps the menu at the element's `tapPoint`
    /// of the frame drawn last (set once: frames only move the point).
    private func makeElement() -> MenuElement {
      let element = MenuElement(accessibilityContainer: self)
      element.onActivate = { [weak self] point in self?.tap(at: point) }
      return element
    }

    /// "Open menu" and "Close menu", looked up in the app's `Choreo.strings` (or string
    /// catalog table `Choreo`), in English where the app has no translation.
    public static var localizedLabels: PopMenuCenterLabels {
      PopMenuCenterLabels(
        open: String(
          localized: "Open menu", table: "Choreo", bundle: .main,
          comment: "VoiceOver label of the pop menu's center button while the menu is closed"),
        close: String(
          localized: "Close menu", table: "Choreo", bundle: .main,
          comment: "VoiceOver label of the pop menu's center button while the menu is open"))
    }
  }

  /// The view as its coordinator's host: answers where the menu sits, and passes on what
  /// the coordinator decides.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class PopMenuViewHost<ID: Hashable & Sendable>: PopMenuHost {
    private weak var view: PopMenuView<ID>?

    init(view: PopMenuView<ID>) { self.view = view }

    var placement: PopMenuPlacement? {
      guard let view, view.bounds.width > 0, view.bounds.height > 0 else { return nil }
      return PopMenuPlacement(
        center: Point2D(view.centerPoint), safeArea: Rect2D(view.safeAreaLayoutGuide.layoutFrame))
    }

    var layoutDirection: SceneTransitionContext.LayoutDirection {
      view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    var reducedMotion: ReducedMotionPolicy {
      ReducedMotionPolicy(systemReduceMotion: UIAccessibility.isReduceMotionEnabled)
    }

    func draw(_ state: PopMenuDisplay<ID>.State) { view?.draw(state) }
    func menuDidSelect(_ item: PopMenuItem<ID>) { view?.select(item.id) }
    func accessibilityLayoutChanged(focus: PopMenuFocus<ID>) { view?.announce(focus) }
    func setAccessibilityModal(_ modal: Bool) { view?.setModal(modal) }
    func menuCannotShow(_ error: PopMenuError) { view?.onCannotShow?(error) }
  }

  /// The tap gesture's target: non-generic, so it can expose an Objective-C selector.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class TapTarget: NSObject {
    var onTap: ((UITapGestureRecognizer) -> Void)?

    @objc func tapped(_ gesture: UITapGestureRecognizer) {
      if gesture.state == .ended { onTap?(gesture) }
    }
  }

  /// Takes the keyboard while the menu is open: non-generic, so it can expose the key
  /// commands' Objective-C selectors. An invisible subview of the menu, first responder
  /// while the menu is open.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class MenuKeyResponder: UIView {
    var isActive = false
    var onEscape: (() -> Void)?
    var onMove: ((Int) -> Void)?
    var onActivate: (() -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { isActive }

    override var keyCommands: [UIKeyCommand]? {
      guard isActive else { return nil }
      let escape = UIKeyCommand(
        input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(escapePressed))
      escape.wantsPriorityOverSystemBehavior = true
      let back = [UIKeyCommand.inputUpArrow, UIKeyCommand.inputLeftArrow].map {
        UIKeyCommand(input: $0, modifierFlags: [], action: #selector(previousPressed))
      }
      let forward = [UIKeyCommand.inputDownArrow, UIKeyCommand.inputRightArrow].map {
        UIKeyCommand(input: $0, modifierFlags: [], action: #selector(nextPressed))
      }
      let choose = ["\r", " "].map {
        UIKeyCommand(input: $0, modifierFlags: [], action: #selector(choosePressed))
      }
      return [escape] + back + forward + choose
    }

    @objc func escapePressed() { onEscape?() }
    @objc func previousPressed() { onMove?(-1) }
    @objc func nextPressed() { onMove?(1) }
    @objc func choosePressed() { onActivate?() }
  }

  /// An accessibility element that runs a closure when VoiceOver activates it.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @MainActor
  private final class MenuElement: UIAccessibilityElement {
    /// Where activating the element taps, in the menu's coordinates: the center of the
    /// element's frame as drawn last.
    var tapPoint = Point2D.zero
    var onActivate: ((Point2D) -> Void)?

    // `accessibilityActivate()` comes from an NSObject category, so it is nonisolated;
    // UIKit calls it on the main thread.
    override nonisolated func accessibilityActivate() -> Bool {
      MainActor.assumeIsolated {
        guard let onActivate else { return false }
        onActivate(tapPoint)
        return true
      }
    }
  }
#endif
