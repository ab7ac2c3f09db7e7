import ChoreoTestSupport
import Testing

@testable import Choreo

/// The cross-fade opacities: pages drawn with them, by plain source-over, add up to the
/// shares their own opacities give them, so nothing behind two opaque pages in a dissolve
/// shows through.
@Suite struct CrossFadeTests {
  let size = Size2D(width: 390, height: 844)

  /// The weight of each page, bottom to top, and of the backdrop, when the pages are drawn
  /// over it bottom to top at `opacities` by source-over: a page's opacity times what the
  /// pages above it let through (Porter and Duff, "Compositing Digital Images", 1984).
  func weights(_ opacities: [Double]) -> (pages: [Double], backdrop: Double) {
    var through = 1.0
    var pages = Array(repeating: 0.0, count: opacities.count)
    for index in opacities.indices.reversed() {
      pages[index] = opacities[index] * through
      through *= 1 - opacities[index]
    }
    return (pages, through)
  }

  func page(_ opacity: Double, scale: Double = 1, x: Double = 0) -> VisualState {
    VisualState(
      opacity: opacity, translation: Point2D(x: x, y: 0),
      scale: Size2D(width: scale, height: scale))
  }

  @Test func aDissolveDrawsTheOutgoingPageOpaqueUnderTheIncomingOne() {
    for p in [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0] {
      let drawn = VisualState.crossFaded([page(1 - p), page(p)], in: size)
      #expect(drawn[1].opacity == p)
      if p < 1 { #expect(isClose(drawn[0].opacity, 1, absolute: 1e-12)) }
      // The picture: (1 - p)·A + p·B, the backdrop's weight none.
      let (pages, backdrop) = weights(drawn.map(\.opacity))
      #expect(isClose(pages[1], p, absolute: 1e-12))
      if p < 1 { #expect(isClose(pages[0], 1 - p, absolute: 1e-12)) }
      #expect(isClose(backdrop, 0, absolute: 1e-12))
    }
  }

  @Test func opaquePagesComeBackUnchanged() {
    // A slide: both opaque, the incoming one moved half-way.
    let slide = [page(1, x: -195), page(1, x: 195)]
    #expect(VisualState.crossFaded(slide, in: size) == slide)
    // One page fading out alone over the backdrop keeps its opacity.
    #expect(VisualState.crossFaded([page(0.4)], in: size) == [page(0.4)])
  }

  /// Fades bent out of step by quick taps (issue 47, item 6): four full pages whose shares
  /// add up to 0.694. Drawn as they are, what is behind shows through by 0.306; filling,
  /// each page gets its share scaled by 1 / 0.694 and nothing behind shows.
  @Test func fillingScalesSharesThatAddUpToLessThanOne() {
    let shares = [0.074, 0.150, 0.168, 0.302]
    let total = shares.reduce(0, +)
    let pages = shares.map { page($0) }
    let plain = weights(VisualState.crossFaded(pages, in: size).map(\.opacity))
    #expect(isClose(plain.backdrop, 1 - total, absolute: 1e-12))
    let filled = weights(
      VisualState.crossFaded(pages, in: size, filling: true).map(\.opacity))
    #expect(isClose(filled.backdrop, 0, absolute: 1e-12))
    for (weight, share) in zip(filled.pages, shares) {
      #expect(isClose(weight, share / total, absolute: 1e-12))
    }
    // Shares that add up to 1 or more are drawn as without filling.
    let dissolve = [page(0.7), page(0.3)]
    #expect(
      VisualState.crossFaded(dissolve, in: size, filling: true)
        == VisualState.crossFaded(dissolve, in: size))
    let bent = [page(0.8), page(0.6)]
    #expect(
      VisualState.crossFaded(bent, in: size, filling: true)
        == VisualState.crossFaded(bent, in: size))
    // A lone page still fading in fills the container; a moved page takes no part.
    #expect(VisualState.crossFaded([page(0.4)], in: size, filling: true)[0].opacity == 1)
    let moved = VisualState.crossFaded([page(0.3), page(0.5, x: 100)], in: size, filling: true)
    #expect(isClose(moved[0].opacity, 1, absolute: 1e-12))
    #expect(moved[1].opacity == 0.5)
  }

  @Test func aPageThatDoesNotCoverTheContainerKeepsItsOpacity() {
    // The tab-bar post's spin at mid-fade: the incoming page grows from 0.1 over the outgoing one.
    let drawn = VisualState.crossFaded([page(0.6), page(0.4, scale: 0.5)], in: size)
    #expect(isClose(drawn[0].opacity, 1, absolute: 1e-12))
    #expect(drawn[1].opacity == 0.4)
    // The shrunk page at the bottom is not made opaque: beside it the backdrop shows.
    let under = VisualState.crossFaded([page(0.6, scale: 0.5), page(0.4)], in: size)
    #expect(under[0].opacity == 0.6)
  }

  /// Random shares on covering pages: drawn, each page's weight is its share while the
  /// shares add up to at most 1; above that the lower pages are capped and nothing of the
  /// backdrop shows. The opacities stay in 0...1.
  @Test func eachPageGetsItsShareAndTheBackdropTheRest() {
    var random = SeededGenerator(seed: 23)
    for _ in 0..<500 {
      let count = Int.random(in: 1...4, using: &random)
      let shares = (0..<count).map { _ in Double.random(in: 0...1, using: &random) }
      let drawn = VisualState.crossFaded(shares.map { page($0) }, in: size).map(
        \.opacity)
      #expect(drawn.allSatisfy { (0...1).contains($0) })
      let (pages, backdrop) = weights(drawn)
      let total = shares.reduce(0, +)
      if total <= 1 {
        for (weight, share) in zip(pages, shares) {
          #expect(isClose(weight, share, absolute: 1e-9))
        }
        #expect(isClose(backdrop, 1 - total, absolute: 1e-9))
      } else {
        #expect(isClose(backdrop, 0, absolute: 1e-9))
        // The top page is never changed.
        #expect(drawn.last == shares.last)
      }
    }
  }

  @Test func aReducedMotionSwitchCrossFadesExactly() throws {
    let context = try SceneTransitionContext(containerSize: size)
    var tabs = try TabSwitcher(
      tabCount: 3, transition: .slide, context: context, motion: .linear(duration: 1),
      reducedMotion: .reduced)
    try tabs.select(1, at: 0)
    var sawFade = false
    for time in stride(from: 0.0, through: 0.5, by: 0.05) {
      let state = tabs.state(at: time)
      let drawn = state.crossFaded(in: size)
      #expect(drawn.presentedPages == state.presentedPages)
      guard state.pages.count == 2 else { continue }
      let incoming = state.pages[1].appearance.opacity
      guard incoming > 0, incoming < 1 else { continue }
      sawFade = true
      let (pages, backdrop) = weights(drawn.pages.map(\.appearance.opacity))
      #expect(isClose(pages[1], incoming, absolute: 1e-12))
      #expect(isClose(pages[0], 1 - incoming, absolute: 1e-9))
      #expect(isClose(backdrop, 0, absolute: 1e-9))
    }
    #expect(sawFade)
  }

  @Test func aPageChangeCrossFadesExactlyWhicheverPageIsOnTop() throws {
    let context = try SceneTransitionContext(containerSize: size)
    let change = try PageChange(.opacity, context: context, motion: .linear(duration: 1))
    let state = change.tabs.state(at: 0.3).crossFaded(in: size)
    #expect(isClose(try #require(state.appearance(ofPage: 1)).opacity, 0.3, absolute: 1e-12))
    #expect(isClose(try #require(state.appearance(ofPage: 0)).opacity, 1, absolute: 1e-12))
    // The outgoing page on top: the incoming one beneath is the one drawn opaque.
    let swapped = VisualState.crossFaded(
      [VisualState(opacity: 0.3), VisualState(opacity: 0.7)], in: size)
    #expect(isClose(swapped[0].opacity, 1, absolute: 1e-12))
    #expect(swapped[1].opacity == 0.7)
  }

}
