// Policy: the switcher keeps every page that can be seen, each with its own appearance
// animated by an Animator on an injected clock. Selecting a tab never resets a page: the
// previously selected page is sent toward its removal state and the newly selected one
// toward rest, each *from where it is now*, with its velocity (the animator's retarget),
// so taps in quick succession bend the motion instead of jumping it. Pages already on
// their way out keep going the way they were going (unless they were waiting in view to be
// covered by the old selection: those leave with the switch's removal).
//
// A page that is not selected is removed only once its animation has ended and it is
// hidden (see PageAppearance.isHidden) or covered by a page at rest above it. Because every
// motion ends (motions that repeat for ever are refused) and the selected page ends at
// rest on top of any page whose removal state stays in view (it is raised above such pages
// when selected), every sequence of taps settles with exactly one page: the selected one.
//
// Direction comes from the indices: a higher index navigates forward (new content from the
// trailing edge), and the context's layout direction mirrors the edges in right-to-left
// layouts.

/// A tab bar's page switching: selection, direction by index, interruptible transitions
/// and interactive (gesture-driven) switches.
///
/// ```swift
/// let clock = ManualClock()
/// let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
/// let tabs = try TabSwitcher(tabCount: 5, transition: .slide, context: context, clock: clock)
/// try tabs.select(2)           // slides left: tab 2 comes from the right
/// clock.advance(by: 0.1)
/// try tabs.select(4)           // mid-slide: tab 2 bends round and leaves, tab 4 comes in
/// clock.advance(by: 2)
/// tabs.presentedPages          // [4]
/// ```
///
/// A switcher is not `Sendable`: use it from the thread that ticks its clock.
public final class TabSwitcher {
  /// How many tabs there are, at least 1.
  public let tabCount: Int
  /// The selected tab: the one that is, or is becoming, fully visible.
  public internal(set) var selectedIndex: Int
  /// The transition every switch plays.
  public let transition: SceneTransition
  /// The container and layout direction (its navigation is set per switch).
  public let context: SceneTransitionContext
  /// The motion for a role the transition has none attached for.
  public let defaultMotion: Motion
  /// The spring that takes over when an interactive switch is released.
  public let releaseSpring: DampedSpring
  /// Called just before a page is taken away (while it is still in ``presentedPages``),
  /// with its index and its last appearance.
  public var didRemovePage: ((Int, PageAppearance) -> Void)?

  struct Page {
    var vector: AppearanceVector
    var z: Double
    var isAnimating = false
    var generation = 0
    /// Where the page is heading when it is on its way out; `nil` for the selected page.
    var removalTarget: AppearanceVector?
  }

  struct Interaction {
    let source: Int
    let target: Int
    let context: SceneTransitionContext
    var fraction: Double
  }

  private let animator: Animator
  var pages: [Int: Page] = [:]
  var interaction: Interaction?
  private var topZ = 0.0
  private var bottomZ = 0.0

  /// Creates a switcher showing one tab at rest.
  ///
  /// - Parameters:
  ///   - tabCount: How many tabs, at least 1.
  ///   - selectedIndex: The tab shown first; 0 by default.
  ///   - transition: The transition each switch plays.
  ///   - context: The container size and layout direction.
  ///   - motion: The motion for a role the transition has none attached for.
  ///   - releaseSpring: The spring for interactive releases.
  ///   - clock: The clock that drives the animations.
  /// - Throws: ``TabSwitcherError/noTabs(count:)``,
  ///   ``TabSwitcherError/indexOutOfRange(index:count:)``, or
  ///   ``TabSwitcherError/motionNeverEnds(_:)``.
  public init(
    tabCount: Int, selectedIndex: Int = 0, transition: SceneTransition,
    context: SceneTransitionContext, motion: Motion = .easeInOut(duration: 0.35),
    releaseSpring: DampedSpring = .smooth, clock: any FrameClock
  ) throws(TabSwitcherError) {
    guard tabCount >= 1 else { throw .noTabs(count: tabCount) }
    guard (0..<tabCount).contains(selectedIndex) else {
      throw .indexOutOfRange(index: selectedIndex, count: tabCount)
    }
    for candidate in [
      motion, transition.motion(for: .insertion), transition.motion(for: .removal),
    ] {
      if let candidate, !candidate.totalDuration.isFinite {
        throw .motionNeverEnds(candidate)
      }
    }
    self.tabCount = tabCount
    self.selectedIndex = selectedIndex
    self.transition = transition
    self.context = context
    defaultMotion = motion
    self.releaseSpring = releaseSpring
    animator = Animator(clock: clock)
    let rest = transition.restingState(for: .insertion, in: context)
    pages[selectedIndex] = Page(vector: AppearanceVector(rest), z: 0)
  }

  // MARK: - Reading

  /// The pages in the container, bottom to top.
  public var presentedPages: [Int] {
    pages.sorted { $0.value.z < $1.value.z }.map(\.key)
  }

  /// A page's current appearance, its z order its place in ``presentedPages``.
  ///
  /// - Parameter index: The tab.
  /// - Returns: The appearance, or `nil` when the page is not in the container.
  public func appearance(ofPage index: Int) -> PageAppearance? {
    guard let page = pages[index], let rank = presentedPages.firstIndex(of: index) else {
      return nil
    }
    return page.vector.appearance(zIndex: Double(rank))
  }

  /// Whether nothing moves: one page, at rest, no gesture.
  public var isSettled: Bool {
    pages.count == 1 && interaction == nil && !pages.values.contains(where: \.isAnimating)
  }

  /// The fraction of the interactive switch under way, or `nil` when there is none.
  public var interactiveFraction: Double? { interaction?.fraction }

  // MARK: - Selecting

  /// Selects a tab, starting (or bending) the transition toward it.
  ///
  /// Selecting the selected tab does nothing (the seed's guard). During a transition the
  /// pages continue from where they are, with their velocity. During an interactive
  /// switch, the gesture is abandoned first (as if cancelled with no velocity).
  ///
  /// - Parameter index: The tab to select.
  /// - Returns: `true` when the selection changed, `false` for a re-selection.
  /// - Throws: ``TabSwitcherError/indexOutOfRange(index:count:)``; nothing changes then.
  @discardableResult
  public func select(_ index: Int) throws(TabSwitcherError) -> Bool {
    guard (0..<tabCount).contains(index) else {
      throw .indexOutOfRange(index: index, count: tabCount)
    }
    guard index != selectedIndex else { return false }
    if interaction != nil { release(finishing: false, velocity: 0) }
    let previous = selectedIndex
    let switchContext = context.with(navigation: .between(previous, index))
    selectedIndex = index

    let removal = AppearanceVector(transition.activeState(for: .removal, in: switchContext))
    pages[previous]?.removalTarget = removal
    animate(previous, to: removal, motion: motion(for: .removal), velocity: nil)
    // A page waiting in view to be covered (a cancelled gesture's page under the old
    // selection) would be uncovered by this switch: it leaves too.
    let size = context.containerSize
    for (other, page) in pages where other != index && other != previous {
      guard let target = page.removalTarget, target != removal,
        !target.appearance(zIndex: 0).isHidden(in: size)
      else { continue }
      pages[other]?.removalTarget = removal
      animate(other, to: removal, motion: motion(for: .removal), velocity: nil)
    }

    if pages[index] != nil {
      pages[index]?.removalTarget = nil
      raiseIfOutshone(index)
    } else {
      let start = transition.activeState(for: .insertion, in: switchContext)
      insert(index, at: AppearanceVector(start))
    }
    let rest = AppearanceVector(transition.restingState(for: .insertion, in: switchContext))
    animate(index, to: rest, motion: motion(for: .insertion), velocity: nil)
    sweep()
    return true
  }

  // MARK: - Internals shared with the interactive part

  func motion(for role: SceneTransition.Role) -> Motion {
    transition.motion(for: role) ?? defaultMotion
  }

  /// Adds a page on top (or beneath, when the outgoing page draws on top).
  func insert(_ index: Int, at vector: AppearanceVector) {
    let z: Double
    if transition.layering == .incomingOnTop {
      topZ += 1
      z = topZ
    } else {
      bottomZ -= 1
      z = bottomZ
    }
    pages[index] = Page(vector: vector, z: z)
  }

  /// A re-selected page goes on top when a page above it would stay in view after its
  /// removal (so the selected page can cover it); otherwise it keeps its place, so a
  /// cross-dissolve does not pop.
  private func raiseIfOutshone(_ index: Int) {
    guard let page = pages[index] else { return }
    let size = context.containerSize
    let outshone = pages.values.contains { other in
      guard other.z > page.z, let target = other.removalTarget else { return false }
      return !target.appearance(zIndex: 0).isHidden(in: size)
    }
    if outshone {
      topZ += 1
      pages[index]?.z = topZ
    }
  }

  func animate(
    _ index: Int, to target: AppearanceVector, motion: Motion, velocity: AppearanceVector?
  ) {
    guard var page = pages[index] else { return }
    page.generation += 1
    page.isAnimating = true
    pages[index] = page
    let generation = page.generation
    // Values are finite (transitions and contexts are checked when made, velocities by
    // the callers), so the animator cannot refuse them.
    _ = try? animator.animate(
      AnimationKey("tab-\(index)"), from: page.vector, to: target, motion: motion,
      initialVelocity: velocity,
      write: { [weak self] value in self?.pages[index]?.vector = value },
      completion: { [weak self] _ in self?.animationEnded(index, generation: generation) })
  }

  private func animationEnded(_ index: Int, generation: Int) {
    guard pages[index]?.generation == generation else { return }
    pages[index]?.isAnimating = false
    sweep()
  }

  /// Takes away every page that is not selected, not in a gesture, not moving, and either
  /// hidden or covered by a page at rest above it.
  func sweep() {
    let size = context.containerSize
    var removedOne = true
    while removedOne {
      removedOne = false
      for (index, page) in pages
      where index != selectedIndex && index != interaction?.target && !page.isAnimating {
        let look = page.vector.appearance(zIndex: page.z)
        let covered = pages.contains { other in
          other.key != index && other.value.z > page.z
            && other.value.vector.appearance(zIndex: 0).coversContainer(size)
        }
        if look.isHidden(in: size) || covered {
          didRemovePage?(index, look)
          pages[index] = nil
          removedOne = true
          break
        }
      }
    }
  }
}
