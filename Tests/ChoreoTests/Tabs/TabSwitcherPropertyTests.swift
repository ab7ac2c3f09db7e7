import ChoreoTestSupport
import Testing

@testable import Choreo

/// Two thousand random tap sequences (eight batches of 250) with random timing, taps
/// mid-transition, interactive switches finished and cancelled at random, bad indices and
/// refused calls.
@Suite struct TabSwitcherPropertyTests {
  static let motions: [Motion] = [
    .easeInOut(duration: 0.35), .linear(duration: 0.2), .spring(.bouncy), .spring(.smooth),
    .easeOut(duration: 0.6),
  ]

  /// What the switcher lets a person see: the selected page and its order.
  struct Snapshot: Equatable {
    let selected: Int
    let pages: [Int]
    let looks: [VisualState?]
    let fraction: Double?
  }

  func snapshot(_ tabs: TabsOnClock) -> Snapshot {
    // One state read: each of `presentedPages` and `appearance(ofPage:)` reads it anew.
    let state = tabs.state
    return Snapshot(
      selected: tabs.selectedIndex, pages: state.presentedPages,
      looks: state.presentedPages.map { state.appearance(ofPage: $0) },
      fraction: tabs.interactiveFraction)
  }

  @Test(arguments: 0..<8)
  func everyTapSequenceSettlesOnTheSelectedPageAlone(_ batch: Int) throws {
    let transitions = try NamedTransition.all()
    var midTransitionTaps = 0
    var cancels = 0
    var finishes = 0
    for seed in 0..<250 {
      var rng = SeededGenerator(seed: UInt64(batch * 1000 + seed))
      let named = transitions.randomElement(using: &rng)!
      let tabCount = Int.random(in: 1...6, using: &rng)
      let layout = SceneTransitionContext.LayoutDirection.allCases.randomElement(using: &rng)!
      let clock = ManualClock()
      let tabs = TabsOnClock(
        try TabSwitcher(
          tabCount: tabCount, selectedIndex: Int.random(in: 0..<tabCount, using: &rng),
          transition: named.transition, context: context(layout),
          motion: Self.motions.randomElement(using: &rng)!),
        clock: clock)
      var removedWhileVisible: [String] = []
      /// Lets time pass, checking on the way that no page vanishes while it shows.
      func wait(_ seconds: Double) {
        let end = clock.now + seconds
        var t = clock.now
        while t < end && !tabs.model.isSettled(at: t) {
          t = min(end, t + 1.0 / 30)
          let gone = tabs.pagesGoneWhileVisible(at: t)
          if !gone.isEmpty { removedWhileVisible.append("pages \(gone) at \(t)") }
          if !tabs.model.state(at: t).presentedPages.contains(tabs.selectedIndex) {
            removedWhileVisible.append("selected page missing at \(t)")
          }
        }
        clock.advance(to: end)
      }
      let label = "seed \(batch * 1000 + seed) \(named) tabs \(tabCount) \(layout)"
      for _ in 0..<Int.random(in: 1...14, using: &rng) {
        let before = snapshot(tabs)
        let action = Int.random(in: 0..<10, using: &rng)
        switch action {
        case 0...3:
          let index = Int.random(in: -1...tabCount, using: &rng)
          if (0..<tabCount).contains(index) {
            if !tabs.isSettled && index != before.selected { midTransitionTaps += 1 }
            let changed = try tabs.select(index)
            #expect(changed == (index != before.selected), "\(label)")
            #expect(tabs.selectedIndex == index, "\(label)")
          } else {
            #expect(throws: TabSwitcherError.indexOutOfRange(index: index, count: tabCount)) {
              try tabs.select(index)
            }
            #expect(snapshot(tabs) == before, "\(label): refused select changed state")
          }
        case 4...6:
          // Short gaps keep most taps mid-transition; some are longer.
          let dt =
            Bool.random(using: &rng)
            ? Double.random(in: 0...0.08, using: &rng) : Double.random(in: 0...0.6, using: &rng)
          wait(dt)
        case 7:
          // Half the time wait for the switch to settle, so gestures do begin.
          if Bool.random(using: &rng) { wait(Double.random(in: 1...5, using: &rng)) }
          let before = snapshot(tabs)
          let toward = tabs.selectedIndex + (Bool.random(using: &rng) ? 1 : -1)
          do {
            try tabs.beginInteractive(toward: toward)
          } catch {
            #expect(snapshot(tabs) == before, "\(label): refused begin changed state: \(error)")
            break
          }
          // A drag: a few moves with time passing, then (mostly) a release.
          for _ in 0..<Int.random(in: 0...4, using: &rng) {
            try tabs.updateInteractive(fraction: Double.random(in: -0.2...1.2, using: &rng))
            wait(Double.random(in: 0...0.05, using: &rng))
          }
          let velocity = Double.random(in: -4...4, using: &rng)
          switch Int.random(in: 0..<5, using: &rng) {
          case 0...1:
            try tabs.finishInteractive(velocity: velocity)
            finishes += 1
          case 2...3:
            try tabs.cancelInteractive(velocity: velocity)
            cancels += 1
          default:
            break  // left to a later tap, release, or the end of the sequence
          }
        case 8:
          do {
            try tabs.updateInteractive(fraction: Double.random(in: -0.2...1.2, using: &rng))
          } catch {
            #expect(error == .noInteraction)
            #expect(snapshot(tabs) == before)
          }
        default:
          let velocity = Double.random(in: -4...4, using: &rng)
          do {
            if Bool.random(using: &rng) {
              try tabs.finishInteractive(velocity: velocity)
              finishes += 1
            } else {
              try tabs.cancelInteractive(velocity: velocity)
              cancels += 1
            }
          } catch {
            #expect(error == .noInteraction)
            #expect(snapshot(tabs) == before)
          }
        }
        // Never blank: the selected page is always there.
        #expect(tabs.presentedPages.contains(tabs.selectedIndex), "\(label)")
      }
      // Let go of any gesture, then let everything settle.
      if tabs.interactiveFraction != nil {
        if Bool.random(using: &rng) {
          try tabs.finishInteractive()
        } else {
          try tabs.cancelInteractive()
        }
      }
      wait(30)
      #expect(tabs.presentedPages == [tabs.selectedIndex], "\(label)")
      #expect(tabs.appearance(ofPage: tabs.selectedIndex)?.isIdentity == true, "\(label)")
      #expect(tabs.isSettled, "\(label)")
      #expect(removedWhileVisible.isEmpty, "\(label): \(removedWhileVisible)")
    }
    // The sequences do exercise what they claim to.
    #expect(midTransitionTaps > 100 && cancels > 12 && finishes > 12)
  }
}
