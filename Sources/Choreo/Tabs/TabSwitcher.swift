// Policy: the switcher is a value whose state at time t is a pure function of the commands
// given up to t (select, and the interactive begin/update/finish/cancel, each stamped with
// its time, in time order). Every page that can be seen is kept, each part of its
// transition (SceneTransition.parts) on its own MotionTrack. Selecting a tab never resets
// a page: the previously selected page is sent toward its removal state and the newly
// selected one toward rest, each *from where it is now*, with its velocity (a retarget),
// so taps in quick succession bend the motion instead of jumping it. Pages already on
// their way out keep going the way they were going (unless they were waiting in view to be
// covered by the old selection: those leave with the switch's removal).
//
// A page that is not selected is gone once all its parts have settled and it is hidden
// (see VisualState.isHidden) or covered by a page at rest above it; each command first
// takes such pages away for good. Because every motion ends (motions that repeat for ever
// are refused) and the selected page ends at rest on top of any page whose removal state
// stays in view (it is raised above such pages when selected), every sequence of taps
// settles with exactly one page: the selected one.
//
// Direction comes from the indices: a higher index navigates forward (new content from the
// trailing edge), and the context's layout direction mirrors the edges in right-to-left
// layouts. Reduced motion is read at each command: a reduced switch cross-dissolves, a
// switch with no motion is instant. A swipe follows the finger with the transition itself
// (the gesture is the user's own); a finger that catches a reduced switch takes its
// cross-fade over where it is.

/// A tab bar's page switching: selection, direction by index, interruptible transitions
/// and interactive (gesture-driven) switches, as a value of its commands.
///
/// ```swift
/// let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
/// var tabs = try TabSwitcher(tabCount: 5, transition: .slide, context: context)
/// try tabs.select(2, at: 0)      // slides left: tab 2 comes from the right
/// try tabs.select(4, at: 0.1)    // mid-slide: tab 2 bends round and leaves, tab 4 comes in
/// tabs.state(at: 2).presentedPages   // [4]
/// ```
///
/// Drive it from a clock with ``/ChoreoCore/ModelDriver``; sample it at any time directly in tests.
public struct TabSwitcher: TimedModel, Sendable {
  /// How many tabs there are, at least 1.
  public package(set) var tabCount: Int
  /// The selected tab: the one that is, or is becoming, fully visible.
  public internal(set) var selectedIndex: Int
  /// The transition every switch plays.
  public let transition: SceneTransition
  /// The container and layout direction (its navigation is set per switch).
  public let context: SceneTransitionContext
  /// The motion for parts the transition has none attached for.
  public let defaultMotion: Motion
  /// The spring that takes over when an interactive switch is released.
  public let releaseSpring: DampedSpring
  /// How much motion switches from now on use: full, a short cross-dissolve (reduced), or
  /// none (instant).
  public var reducedMotion: ReducedMotionPolicy

  struct Page: Sendable {
    let index: Int
    var z: Double
    /// One track per part of the transition the page is playing.
    var parts: [MotionTrack<VisualState>]
    /// Where the page is heading when it is on its way out (the whole appearance); `nil`
    /// for the selected page.
    var removalTarget: VisualState?
  }

  struct Interaction: Sendable {
    let source: Int
    let target: Int
    let context: SceneTransitionContext
    /// The transition the finger drives: the switcher's own for a swipe, the one the
    /// caught switch plays for a catch (``caughtTransition``).
    let transition: SceneTransition
    var fraction: Double
  }

  /// The transition a switch in flight plays, which a finger that catches it takes over:
  /// the switcher's own, or, under reduced motion, the cross-fade a reduced switch plays
  /// (`SceneTransition.played(under:defaultMotion:)`), so the catch does not jump the
  /// fading pages to the transition's positions.
  var caughtTransition: SceneTransition {
    reducedMotion == .full ? transition : .opacity
  }

  var pages: [Page]
  var interaction: Interaction?
  /// The tab the last selection left (the page a catch hands back to the finger).
  var lastDeselected: Int?
  private var topZ = 0.0
  private var bottomZ = 0.0
  private(set) var lastCommandTime: Double?

  /// Creates a switcher showing one tab at rest.
  ///
  /// - Parameters:
  ///   - tabCount: How many tabs, at least 1.
  ///   - selectedIndex: The tab shown first; 0 by default.
  ///   - transition: The transition each switch plays.
  ///   - context: The container size and layout direction.
  ///   - motion: The motion for parts the transition has none attached for.
  ///   - releaseSpring: The spring for interactive releases.
  ///   - reducedMotion: The reduced-motion policy; full by default.
  /// - Throws: ``TabSwitcherError/noTabs(count:)``,
  ///   ``TabSwitcherError/indexOutOfRange(index:count:)``, or
  ///   ``TabSwitcherError/motionNeverEnds(_:)``.
  public init(
    tabCount: Int, selectedIndex: Int = 0, transition: SceneTransition,
    context: SceneTransitionContext, motion: Motion = .easeInOut(duration: 0.35),
    releaseSpring: DampedSpring = .smooth, reducedMotion: ReducedMotionPolicy = .full
  ) throws(TabSwitcherError) {
    guard tabCount >= 1 else { throw .noTabs(count: tabCount) }
    guard (0..<tabCount).contains(selectedIndex) else {
      throw .indexOutOfRange(index: selectedIndex, count: tabCount)
    }
    let attached = SceneTransition.Role.allCases.flatMap { transition.parts(for: $0) }
    for candidate in [motion] + attached.compactMap(\.motion)
    where !candidate.totalDuration.isFinite {
      throw .motionNeverEnds(candidate)
    }
    self.tabCount = tabCount
    self.selectedIndex = selectedIndex
    self.transition = transition
    self.context = context
    defaultMotion = motion
    self.releaseSpring = releaseSpring
    self.reducedMotion = reducedMotion
    let rest = transition.parts(for: .insertion).map {
      MotionTrack(
        at: $0.transition.restingState(for: .insertion, in: context))
    }
    pages = [Page(index: selectedIndex, z: 0, parts: rest, removalTarget: nil)]
  }

  // MARK: - Reading

  /// Everything the switcher shows at `time`.
  ///
  /// - Parameter time: Seconds on the clock the commands were stamped with.
  /// - Returns: The pages in the container, bottom to top, with their appearances.
  public func state(at time: Double) -> TabSwitcherState {
    let pages = looks(at: time).map { item in
      TabPageState(
        index: item.page.index, appearance: item.appearance,
        velocity: item.page.velocity(at: time, values: item.values),
        isMoving: !item.page.isSettled(at: time))
    }
    return TabSwitcherState(
      selectedIndex: selectedIndex, pages: pages, interactiveFraction: interaction?.fraction)
  }

  /// The presented pages at `time`, bottom to top, with their parts' values and their
  /// appearances (z order their rank): ``state(at:)`` without the velocities.
  func looks(at time: Double) -> [(page: Page, values: [VisualState], appearance: VisualState)] {
    let shown = presentWithValues(at: time).sorted { $0.page.z < $1.page.z }
    return shown.enumerated().map { rank, item in
      (item.page, item.values, Page.appearance(item.values, zIndex: Double(rank)))
    }
  }

  /// Whether nothing moves from `time` on: one page, at rest, no gesture.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when settled.
  public func isSettled(at time: Double) -> Bool {
    let shown = present(at: time)
    return shown.count == 1 && interaction == nil && shown[0].isSettled(at: time)
  }

  /// The first instant from which nothing moves until the next command (the time
  /// ``isSettled(at:)`` first holds after the last command), or `nil` while an interactive
  /// switch waits on the finger.
  ///
  /// Only the selected page is left then, at rest. Pages leave when their motion ends or
  /// when a page at rest covers them, so the instant is the end of one of the pages'
  /// motions (or the last command's time, when nothing moved).
  ///
  /// ```swift
  /// let context = try SceneTransitionContext(containerSize: Size2D(width: 390, height: 844))
  /// var tabs = try TabSwitcher(tabCount: 3, transition: .slide, context: context)
  /// try tabs.select(1, at: 0)
  /// tabs.settleTime   // 0.35: the slide's default motion has come to rest
  /// ```
  ///
  /// - Returns: Seconds; `-infinity` before any command (at rest for ever).
  /// - Complexity: O(k·n) for k motion ends and n pages.
  public var settleTime: Double? {
    guard interaction == nil else { return nil }
    guard let start = lastCommandTime else { return -.infinity }
    let ends = pages.flatMap { page in page.parts.map(\.settleTime) }.filter { $0 > start }
    for time in [start] + ends.sorted() where isSettled(at: time) { return time }
    return ends.max() ?? start
  }

  /// The fraction of the interactive switch under way, or `nil` when there is none.
  public var interactiveFraction: Double? { interaction?.fraction }

  /// The page the interactive switch under way goes toward, or `nil` when there is none.
  public var interactionTarget: Int? { interaction?.target }

  // MARK: - Selecting

  /// Selects a tab at `time`, starting (or bending) the transition toward it.
  ///
  /// Selecting the selected tab does nothing (as a hand-rolled tab bar guards). During a transition the
  /// pages continue from where they are, with their velocity. During an interactive
  /// switch, the gesture is abandoned first (as if cancelled with no velocity).
  ///
  /// - Parameters:
  ///   - index: The tab to select.
  ///   - time: When, seconds; not earlier than the previous command.
  /// - Returns: `true` when the selection changed, `false` for a re-selection.
  /// - Throws: ``TabSwitcherError/indexOutOfRange(index:count:)`` or
  ///   ``TabSwitcherError/time(_:)``; nothing changes then.
  @discardableResult
  public mutating func select(_ index: Int, at time: Double) throws(TabSwitcherError) -> Bool {
    guard (0..<tabCount).contains(index) else {
      throw .indexOutOfRange(index: index, count: tabCount)
    }
    try begin(at: time)
    guard index != selectedIndex else { return false }
    if interaction != nil { release(finishing: false, velocity: 0, at: time) }
    let previous = selectedIndex
    let switchContext = context.with(navigation: .between(previous, index))
    selectedIndex = index
    lastDeselected = previous
    let (played, motion) = transition.played(under: reducedMotion, defaultMotion: defaultMotion)

    let removal = played.parts(for: .removal)
    let removalTargets = removal.map {
      $0.transition.activeState(for: .removal, in: switchContext)
    }
    let removalWhole = played.activeState(for: .removal, in: switchContext)
    let removalMotions = removal.map { $0.motion ?? motion }
    send(previous, to: removalTargets, motions: removalMotions, at: time)
    setRemovalTarget(previous, removalWhole)
    // A page waiting in view to be covered (a cancelled gesture's page under the old
    // selection) would be uncovered by this switch: it leaves too.
    let size = context.containerSize
    for page in pages where page.index != index && page.index != previous {
      guard let target = page.removalTarget, target != removalWhole,
        !target.isHidden(in: size)
      else { continue }
      send(page.index, to: removalTargets, motions: removalMotions, at: time)
      setRemovalTarget(page.index, removalWhole)
    }

    let insertion = played.parts(for: .insertion)
    if slot(of: index) != nil {
      setRemovalTarget(index, nil)
      raiseIfOutshone(index, at: time)
    } else {
      insert(
        index,
        parts: insertion.map {
          $0.transition.activeState(for: .insertion, in: switchContext)
        }, layering: played.layering(for: switchContext.navigation))
    }
    send(
      index,
      to: insertion.map {
        $0.transition.restingState(for: .insertion, in: switchContext)
      },
      motions: insertion.map { $0.motion ?? motion }, at: time)
    return true
  }

  // MARK: - Internals shared with the interactive part

  /// Checks a command's time and takes away the pages gone by then.
  mutating func begin(at time: Double) throws(TabSwitcherError) {
    do {
      try CommandTimeError.check(time, after: lastCommandTime)
    } catch {
      throw .time(error)
    }
    lastCommandTime = time
    pages = present(at: time)
  }

  func slot(of index: Int) -> Int? { pages.firstIndex { $0.index == index } }

  mutating func setRemovalTarget(_ index: Int, _ target: VisualState?) {
    if let slot = slot(of: index) { pages[slot].removalTarget = target }
  }

  /// Adds a page on top (or beneath, when the outgoing page draws on top), at rest in the
  /// given part states.
  mutating func insert(
    _ index: Int, parts: [VisualState], layering: SceneTransition.Layering
  ) {
    let z: Double
    if layering == .incomingOnTop {
      topZ += 1
      z = topZ
    } else {
      bottomZ -= 1
      z = bottomZ
    }
    pages.append(
      Page(index: index, z: z, parts: parts.map { MotionTrack(at: $0) }, removalTarget: nil))
  }

  /// Sends a page's parts toward `targets` from where they are at `time`. When the page
  /// plays a transition with a different set of parts, its whole current appearance (and
  /// velocity) goes into the first part and the others start at rest, so nothing jumps.
  mutating func send(
    _ index: Int, to targets: [VisualState], motions: [Motion], at time: Double,
    velocities: [VisualState]? = nil
  ) {
    guard let slot = slot(of: index) else { return }
    var page = pages[slot]
    var carried = velocities
    if page.parts.count != targets.count {
      let whole = page.appearance(at: time, zIndex: 0)
      let identity = VisualState.identity
      if carried == nil {
        carried =
          [page.velocity(at: time)]
          + Array(repeating: .zero, count: targets.count - 1)
      }
      page.parts =
        [MotionTrack(at: whole)]
        + Array(repeating: MotionTrack(at: identity), count: targets.count - 1)
    }
    for part in page.parts.indices {
      page.parts[part].retargetChecked(
        to: targets[part], motion: motions[part], at: time, velocity: carried?[part])
    }
    pages[slot] = page
  }

  /// A re-selected page goes on top when a page above it would stay in view after its
  /// removal (so the selected page can cover it); otherwise it keeps its place, so a
  /// cross-dissolve does not pop.
  private mutating func raiseIfOutshone(_ index: Int, at time: Double) {
    guard let slot = slot(of: index) else { return }
    let size = context.containerSize
    let z = pages[slot].z
    let outshone = pages.contains { other in
      guard other.z > z, let target = other.removalTarget else { return false }
      return !target.isHidden(in: size)
    }
    if outshone {
      topZ += 1
      pages[slot].z = topZ
    }
  }

  /// The pages still in the container at `time`: every page that is selected, in a
  /// gesture, moving, or neither hidden nor covered by a page at rest above it.
  func present(at time: Double) -> [Page] { presentWithValues(at: time).map(\.page) }

  /// ``present(at:)`` with each page's part values at `time`, which every reading needs:
  /// the parts are evaluated once a page (they were, per page, up to four times a state).
  func presentWithValues(at time: Double) -> [(page: Page, values: [VisualState])] {
    let size = context.containerSize
    let evaluated = pages.map { page in
      let values = page.values(at: time)
      return (page: page, values: values, look: Page.appearance(values, zIndex: 0))
    }
    let covering = evaluated.filter { $0.look.coversContainer(size) }.map(\.page.z)
    return evaluated.filter { item in
      let page = item.page
      if page.index == selectedIndex || page.index == interaction?.target
        || page.index == interaction?.source || !page.isSettled(at: time)
      {
        return true
      }
      let hidden = item.look.isHidden(in: size)
      let covered = covering.contains { $0 > page.z }
      return !(hidden || covered)
    }.map { (page: $0.page, values: $0.values) }
  }
}

extension TabSwitcher.Page {
  func appearance(at time: Double, zIndex: Double) -> VisualState {
    Self.appearance(values(at: time), zIndex: zIndex)
  }

  /// Each part's value at `time`.
  func values(at time: Double) -> [VisualState] { parts.map { $0.value(at: time) } }

  /// The page's look from its parts' `values`, at `zIndex`.
  static func appearance(_ values: [VisualState], zIndex: Double) -> VisualState {
    var look = VisualState.composing(values.map(\.drawable))
    look.zIndex = zIndex
    return look
  }

  func isSettled(at time: Double) -> Bool { parts.allSatisfy { $0.isSettled(at: time) } }

  /// The rate of the composed appearance: the parts' rates, by the product rule where the
  /// composition multiplies (opacity, scale), summed where it adds; the perspective's and
  /// the anchor's rates are summed too (exact when at most one part moves them), and the z
  /// order's rate is 0.
  func velocity(at time: Double) -> VisualState {
    velocity(at: time, values: values(at: time))
  }

  /// ``velocity(at:)`` with the parts' `values` at `time` already evaluated.
  func velocity(at time: Double, values: [VisualState]) -> VisualState {
    let rates = parts.map { $0.velocity(at: time) }
    var velocity = VisualState.zero
    for (i, rate) in rates.enumerated() {
      var opacity = rate.opacity
      var scaleX = rate.scale.width
      var scaleY = rate.scale.height
      for (j, value) in values.enumerated() where j != i {
        opacity *= value.opacity
        scaleX *= value.scale.width
        scaleY *= value.scale.height
      }
      velocity.opacity += opacity
      velocity.scale = Size2D(
        width: velocity.scale.width + scaleX, height: velocity.scale.height + scaleY)
      velocity.translation = velocity.translation + rate.translation
      velocity.rotation += rate.rotation
      velocity.rotationX += rate.rotationX
      velocity.rotationY += rate.rotationY
      velocity.inversePerspective += rate.inversePerspective
      velocity.anchor = velocity.anchor + rate.anchor
      velocity.curl += rate.curl
    }
    return velocity
  }
}
