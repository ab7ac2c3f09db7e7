import Choreo
import ChoreoTesting
import Foundation
import Testing

/// A coast with a rubber band bounces at the edges as a scroll view does: the decay hands
/// its velocity to `ScriptedScroll.edgeSpring` at the edge it reaches, and content let go
/// past an edge springs back to it.
@Suite struct ScriptedScrollEdgeTests {
  @Test func aCoastIntoTheEndHandsOverToTheSpringThere() throws {
    var scroll = try ScriptedScroll(rubberBand: .init(bounds: 0...400, dimension: 800))
    try scroll.scroll(to: 300, at: 0, over: 0.1)  // 3000 pt/s at the release
    try scroll.coast(at: 0.1)
    // It reaches 400 when 3000·(1 − e^(−kτ))/k = 100.
    let k = -1000 * log(0.998)
    let reach = -log(1 - 100 * k / 3000) / k
    let before = scroll.state(at: 0.1 + reach * 0.99)
    #expect(before.offset < 400 && before.velocity > 0)
    let at = scroll.state(at: 0.1 + reach)
    #expect(abs(at.offset - 400) < 1e-9)
    #expect(abs(at.velocity - 3000 * exp(-k * reach)) < 1e-6)
    // The smooth spring overshoots past the end and settles back on it.
    #expect(scroll.state(at: 0.1 + reach + 0.1).offset > 400)
    #expect(scroll.state(at: 5).offset == 400)
    #expect(scroll.isSettled(at: 5))
  }

  @Test func contentLetGoPastTheEdgeSpringsBack() throws {
    var scroll = try ScriptedScroll(rubberBand: .init(bounds: 0...400, dimension: 800))
    try scroll.scroll(to: -200, at: 0, over: 0.5, curve: .easeOut)  // pulled past the top
    let pulled = scroll.state(at: 0.5).offset
    #expect(pulled < 0 && pulled > -200, "resisted")
    try scroll.coast(at: 0.5)
    #expect(scroll.state(at: 0.5).offset == pulled)
    #expect(scroll.state(at: 3).offset == 0)
  }

  /// Under Reduce Motion the coast itself is unchanged (the user's own gesture) and the
  /// spring at the edge is the rule's calm one: critically damped, response 0.2 s, so it
  /// never passes the end, where the full spring overshoots.
  @Test func underReduceMotionTheEdgeSpringIsTheCalmOne() throws {
    var full = try ScriptedScroll(rubberBand: .init(bounds: 0...400, dimension: 800))
    var calm = full
    calm.reducedMotion = .reduced
    for index in 0..<2 {
      if index == 0 {
        try full.scroll(to: 300, at: 0, over: 0.1)
        try full.coast(at: 0.1)
      } else {
        try calm.scroll(to: 300, at: 0, over: 0.1)
        try calm.coast(at: 0.1)
      }
    }
    let k = -1000 * log(0.998)
    let reach = -log(1 - 100 * k / 3000) / k
    // The same decay up to the edge.
    for fraction in [0.25, 0.5, 0.99] {
      let t = 0.1 + reach * fraction
      #expect(abs(calm.state(at: t).offset - full.state(at: t).offset) < 1e-9)
    }
    #expect(abs(calm.state(at: 0.1 + reach).offset - 400) < 1e-9)
    // After it: the full spring overshoots; the calm one, with the velocity handed over,
    // rises past 400 by at most v·τ·e^(−ω₀τ) ≤ v/(e·ω₀), ω₀ = 2π/0.2 (critically damped
    // from the edge), and is back within a point of it well before the full one settles.
    let v = 3000 * exp(-k * reach)
    let omega = 2 * Double.pi / 0.2
    var peak = 0.0
    for step in 1...400 {
      peak = max(peak, calm.state(at: 0.1 + reach + Double(step) / 1000).offset - 400)
    }
    #expect(peak <= v / (exp(1) * omega) + 1e-6, "\(peak)")
    #expect(full.state(at: 0.1 + reach + 0.1).offset - 400 > peak)
    #expect(abs(calm.state(at: 0.1 + reach + 0.6).offset - 400) < 1)
  }
}
