import ChoreoTestSupport
import Testing

@testable import Choreo

/// Issue 50, finding 13's property: over the 16 named transitions, random page areas (from
/// the smallest a context accepts to very large), both layout directions, and random taps,
/// waits and swipes (released at ordinary, huge and non-finite speeds, through the swipe's
/// decisions or straight into the model), every page drawn at every frame is
/// ``VisualState/isValid`` (every number finite, opacity and curl in 0...1, perspective's
/// reciprocal not negative).
///
/// 300 seeded sequences of 24 events in CI; 5,000 under `CHOREO_FUZZ_FULL=1`.
@Suite struct TabSwitcherDrawnStateFuzzTests {
  static let motions: [Motion] = [
    .easeInOut(duration: 0.35), .linear(duration: 0.2), .spring(.bouncy), .spring(.smooth),
    .spring(DampedSpring(response: 0.3, dampingRatio: 0.2)), .easeOut(duration: 0.6),
  ]
  static let springs: [DampedSpring] = [
    .smooth, .bouncy, DampedSpring(response: 0.4, dampingRatio: 0.15),
  ]
  static let sizes: [Size2D] = [
    Size2D(width: 0.001, height: 0.001), Size2D(width: 1, height: 1),
    Size2D(width: 390, height: 844), Size2D(width: 827, height: 979),
    Size2D(width: 1e6, height: 3), Size2D(width: 2, height: 1e7),
  ]
  /// Release speeds in points a second: ordinary, flung, absurd and not finite.
  static let speeds: [Double] = [
    0, 300, -300, 2000, -2000, 1e5, -1e9, 1e300, -.greatestFiniteMagnitude, .infinity, .nan,
  ]
  static let frame = 1.0 / 60

  @Test func everyDrawnStateIsValid() throws {
    let transitions = try NamedTransition.all()
    var failures: [String] = []
    var frames = 0
    var releases = 0
    for seed in 0..<UInt64(FuzzScale.count(ci: 300, full: 5000)) {
      var rng = SeededGenerator(seed: seed)
      let named = transitions[Int(seed) % transitions.count]
      let size = Self.sizes.randomElement(using: &rng)!
      let layout = SceneTransitionContext.LayoutDirection.allCases.randomElement(using: &rng)!
      let context = try SceneTransitionContext(containerSize: size, layoutDirection: layout)
      let tabCount = Int.random(in: 1...5, using: &rng)
      var tabs = try TabSwitcher(
        tabCount: tabCount, transition: named.transition, context: context,
        motion: Self.motions.randomElement(using: &rng)!,
        releaseSpring: Self.springs.randomElement(using: &rng)!)
      let swipe = TabSwipe(width: size.width, layoutDirection: layout)
      var time = 0.0
      func check(_ event: String) {
        frames += 1
        for page in tabs.state(at: time).pages where !page.appearance.isValid {
          failures.append(
            "seed \(seed) \(named) \(size) after \(event) at \(time): page \(page.index) "
              + "\(page.appearance)")
        }
      }
      func release() throws {
        guard let interaction = tabs.interaction else { return }
        let speed = Self.speeds.randomElement(using: &rng)!
        // Through the swipe's decisions (any speed), or a fraction velocity handed straight
        // to the model (finite ones: the model refuses the rest with a typed error).
        var velocity = swipe.fractionVelocity(
          velocityX: speed, toward: interaction.target, selected: interaction.source)
        if Bool.random(using: &rng), (speed / size.width).isFinite {
          velocity = speed / size.width
        }
        if Bool.random(using: &rng) {
          try tabs.finishInteractive(velocity: velocity, at: time)
        } else {
          try tabs.cancelInteractive(velocity: velocity, at: time)
        }
        releases += 1
        check("a release at \(speed) pt/s")
      }
      for _ in 0..<24 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...2:
          let index = Int.random(in: 0..<tabCount, using: &rng)
          try tabs.select(index, at: time)
          check("select(\(index))")
        case 3...5:
          // Frames at 60 Hz: mostly short gaps, so taps land mid-transition.
          let frameCount = Int.random(in: 1...(Bool.random(using: &rng) ? 6 : 40), using: &rng)
          for _ in 0..<frameCount {
            time += Self.frame
            check("a wait")
          }
        case 6...8:
          // Mostly once the switch has settled, so that the swipe can begin.
          if Int.random(in: 0..<4, using: &rng) > 0, let settle = tabs.settleTime {
            time = max(time, settle)
          }
          let toward = tabs.selectedIndex + (Bool.random(using: &rng) ? 1 : -1)
          guard (try? tabs.beginInteractive(toward: toward, at: time)) != nil else { break }
          for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let fraction = Double.random(in: -0.1...1.1, using: &rng)
            try tabs.updateInteractive(fraction: fraction, at: time)
            check("a swipe to \(fraction)")
            time += Self.frame
          }
          // Mostly let go at once; otherwise a tap or a later release ends it.
          if Int.random(in: 0..<4, using: &rng) > 0 { try release() }
        default:
          try release()
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) invalid: \(failures.prefix(4))")
    #expect(releases > 300 && frames > 10_000, "\(releases) releases, \(frames) frames")
  }
}
