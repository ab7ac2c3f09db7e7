import Choreo
import ChoreoTestSupport
import ChoreoTesting
import Testing

/// One page change on the one page-change model: a two-tab `TabSwitcher` that switches
/// from `from` to `to` at time 0.
struct PageChange {
  var tabs: TabSwitcher
  let from: Int
  let to: Int
  let transition: SceneTransition
  let motion: Motion

  init(
    _ transition: SceneTransition, context: SceneTransitionContext,
    motion: Motion = .easeInOut(duration: 0.35),
    navigation: SceneTransitionContext.Navigation = .forward
  ) throws {
    (from, to) = navigation == .forward ? (0, 1) : (1, 0)
    tabs = try TabSwitcher(
      tabCount: 2, selectedIndex: from, transition: transition, context: context,
      motion: motion)
    try tabs.select(to, at: 0)
    self.transition = transition
    self.motion = motion
  }

  /// The longest part's duration, from the transition itself.
  var duration: Double {
    max(
      transition.duration(for: .insertion, defaultMotion: motion),
      transition.duration(for: .removal, defaultMotion: motion))
  }

  func outgoing(at time: Double) -> VisualState? { tabs.state(at: time).appearance(ofPage: from) }
  func incoming(at time: Double) -> VisualState? { tabs.state(at: time).appearance(ofPage: to) }
}

@Suite struct PageChangeTests {
  @Test(arguments: try NamedTransition.all())
  func theOutgoingPageIsNeverRemovedWhileVisible(_ named: NamedTransition) throws {
    for motion in [Motion.easeInOut(duration: 0.5), .spring(.bouncy), .linear(duration: 0.3)] {
      for navigation in SceneTransitionContext.Navigation.allCases {
        let change = try PageChange(
          named.transition, context: context(.leftToRight), motion: motion,
          navigation: navigation)
        let end = change.duration
        let context = context(.leftToRight, navigation)
        // At every sampled instant up to the end, the outgoing page is present unless it
        // shows nothing: hidden on its own account, or covered by the incoming page at rest
        // on top (the identity transition's is covered from the start).
        for step in 0...200 {
          let t = end * Double(step) / 200
          guard change.outgoing(at: t) == nil else { continue }
          let out = change.transition.appearance(
            for: .removal, time: t, defaultMotion: motion, in: context)
          let incoming = try #require(change.incoming(at: t))
          let covered =
            change.transition.layering == .incomingOnTop && incoming.coversContainer(phoneSize)
          #expect(out.isHidden(in: phoneSize) || covered, "\(named) t=\(t)")
        }
        // From the end on, it is gone.
        #expect(change.outgoing(at: end) == nil, "\(named)")
        #expect(change.tabs.isSettled(at: end))
      }
    }
  }

  @Test func thePostsSlideKeepsTheOldPageUntilItHasLeft() throws {
    // The tab-bar post's slide: the old page leaves to the left over 0.5 s; in the post it vanished
    // at once. Here it is present and visible for the whole slide.
    let change = try PageChange(.slide, context: context(), motion: .linear(duration: 0.5))
    for step in 0..<50 {
      let t = 0.5 * Double(step) / 50
      let old = try #require(change.outgoing(at: t), "t=\(t)")
      #expect(!old.isHidden(in: phoneSize), "t=\(t)")
      // Linear closed form: the old page at −390·t/0.5, the new one at 390·(1 − t/0.5).
      #expect(isClose(old.translation.x, -390 * t / 0.5, absolute: 1e-9))
      #expect(
        isClose(change.incoming(at: t)?.translation.x ?? .nan, 390 * (1 - t / 0.5), absolute: 1e-9))
    }
    #expect(change.outgoing(at: 0.5) == nil)
    // As a trace: the old page only ever moves left, stays between its rest and its exit,
    // and is at the exit when it is removed.
    let old = MotionTrace(at: .rate(60, through: 0.49), label: "old page x") {
      (change.outgoing(at: $0)?.translation.x ?? .nan, nil)
    }
    try old.checkMonotone(.decreasing)
    try old.checkBounds(-390...0)
    // Just before its removal it is at the exit.
    let last = try #require(change.outgoing(at: 0.5 - 1e-9))
    #expect(isClose(last.translation.x, -390, absolute: 1e-6))
  }

  @Test func zOrderFollowsLayering() throws {
    let slide = try PageChange(.slide, context: context())
    #expect(try #require(slide.incoming(at: 0.1)).zIndex > #require(slide.outgoing(at: 0.1)).zIndex)
    let curl = try PageChange(.curl(.up), context: context())
    #expect(try #require(curl.outgoing(at: 0.1)).zIndex > #require(curl.incoming(at: 0.1)).zIndex)
  }

  @Test func aCustomRemovalLeftInViewIsNeverRemoved() throws {
    // The outgoing page ends offset by 10 points and the incoming page rests at half size,
    // so it never covers.
    let transition = SceneTransition.modifier(
      active: VisualState(translation: Point2D(x: 10, y: 0)),
      identity: VisualState(scale: Size2D(width: 0.5, height: 0.5)))
    let change = try PageChange(transition, context: context())
    #expect(change.outgoing(at: 100) != nil)
    // A rotation alone ends in view but is covered by the incoming page at rest on top.
    let rotation = try PageChange(.rotation(1), context: context())
    #expect(rotation.outgoing(at: rotation.duration - 1e-6) != nil)
    #expect(rotation.outgoing(at: rotation.duration) == nil)
  }

  @Test func attachedMotionsTimeEachRole() throws {
    let t = SceneTransition.asymmetric(
      insertion: SceneTransition.opacity.motion(.linear(duration: 1)),
      removal: SceneTransition.opacity.motion(.linear(duration: 0.5)))
    let change = try PageChange(t, context: context())
    #expect(change.duration == 1)
    #expect(isClose(change.outgoing(at: 0.25)?.opacity ?? .nan, 0.5, absolute: 1e-12))
    #expect(isClose(change.incoming(at: 0.25)?.opacity ?? .nan, 0.25, absolute: 1e-12))
    // The outgoing page is transparent, so gone, when its own 0.5 s part ends.
    #expect(change.outgoing(at: 0.499) != nil)
    #expect(change.outgoing(at: 0.5) == nil)
    #expect(!change.tabs.isSettled(at: 0.5))
    #expect(change.tabs.isSettled(at: 1))
  }
}
