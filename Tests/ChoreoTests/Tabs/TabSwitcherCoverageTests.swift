import ChoreoTestSupport
import Testing

@testable import Choreo

/// Quick taps never let what is behind a tab switch show through its pages, and never leave
/// the container without its selected page: a thousand random tap sequences for every
/// built-in transition, each drawn at every frame (60 a second) as an adapter draws it
/// (``TabSwitcherState/crossFaded(in:)``).
///
/// Show-through is counted where full pages are: the pages that fill the container when
/// opaque (at rest or fading, not moved, shrunk, turned or curled). What is behind is seen
/// through them with the weight Π(1 − opacity) over them, which must stay within 1/255.
/// Transitions that move, shrink or turn a page show the container's background around it
/// by design (as UIKit's flip shows the window while the card turns); that is their shape,
/// not show-through, and not counted.
@Suite struct TabSwitcherCoverageTests {
  static let frame = 1.0 / 60
  /// Curves and springs, a bouncy one among them (overshoot bends fades the most), kept
  /// short: the frames after the last tap cost the most and show the least.
  static let motions: [Motion] = [
    .easeInOut(duration: 0.35), .linear(duration: 0.2), .spring(duration: 0.3, bounce: 0.3),
    .spring(duration: 0.3, bounce: 0),
  ]

  /// The weight of what is behind, seen through the pages that fill the container, or
  /// `nil` when no such page is in it. The pages are drawn as every adapter draws a
  /// switcher's state (``TabSwitcherState/crossFaded(in:)``: filling); their appearances
  /// come from the model's own reading, without the velocities a state also computes.
  static func showThrough(_ looks: [VisualState], in size: Size2D) -> Double? {
    var through: Double?
    for look in VisualState.crossFaded(looks, in: size, filling: true) {
      var opaque = look
      opaque.opacity = 1
      guard opaque.coversContainer(size) else { continue }
      through = (through ?? 1) * (1 - min(max(look.opacity, 0), 1))
    }
    return through
  }

  @Test(arguments: try NamedTransition.all())
  func quickTapsNeverShowWhatIsBehind(_ named: NamedTransition) throws {
    let size = phoneSize
    var worst = (weight: 0.0, label: "")
    var missing: [String] = []
    var fullPageFrames = 0
    for seed in 0..<FuzzScale.count(1000) {
      var rng = SeededGenerator(seed: UInt64(seed))
      let tabCount = Int.random(in: 2...5, using: &rng)
      var tabs = try TabSwitcher(
        tabCount: tabCount, transition: named.transition, context: context(),
        motion: Self.motions.randomElement(using: &rng)!)
      var taps: [(time: Double, tab: Int)] = []
      var time = 0.0
      for _ in 0..<Int.random(in: 2...4, using: &rng) {
        taps.append((time, Int.random(in: 0..<tabCount, using: &rng)))
        time += Double(Int.random(in: 1...9, using: &rng)) * Self.frame
      }
      // Every frame, each drawn from the model as it stands then: the taps up to that
      // frame, the next one not yet given.
      var frame = 0
      for (index, tap) in taps.enumerated() {
        _ = try tabs.select(tap.tab, at: tap.time)
        let next = index + 1 < taps.count ? taps[index + 1].time : tap.time + 3
        while Double(frame) * Self.frame < next {
          let t = Double(frame) * Self.frame
          frame += 1
          guard t >= tap.time else { continue }
          // The pages in the container, bottom to top, as `state(at:)` lists them.
          let shown = tabs.looks(at: t)
          // Settled: the selected page alone, at rest (`isSettled(at:)`).
          if index + 1 == taps.count, shown.count == 1, shown[0].page.isSettled(at: t) { break }
          // Written only for a frame that is reported: describing the taps (an array of
          // tuples, through reflection) cost more than the frame's check.
          let label = { "\(named) seed \(seed) taps \(taps) t \(t)" }
          if !shown.contains(where: { $0.page.index == tabs.selectedIndex }) {
            missing.append(label())
          }
          guard let weight = Self.showThrough(shown.map(\.appearance), in: size) else { continue }
          fullPageFrames += 1
          if weight > worst.weight { worst = (weight, label()) }
        }
      }
    }
    #expect(missing.isEmpty, "selected page missing: \(missing.prefix(3))")
    #expect(worst.weight <= 1.0 / 255, "shows through by \(worst.weight * 255)/255: \(worst.label)")
    if named.description == "opacity" {
      // The property saw the pages it is about: full pages fading, at many frames.
      #expect(fullPageFrames > 10_000)
    }
  }
}
