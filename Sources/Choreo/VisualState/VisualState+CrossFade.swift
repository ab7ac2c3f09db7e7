// Policy: a cross-fade between opaque pages is an exact blend of them, as UIKit's
// `.transitionCrossDissolve` is: nothing behind the pages shows through. Drawn as they are,
// two opaque pages at 1 - p and p over a backdrop let the backdrop through with a share of
// p·(1 - p), a quarter at mid-fade, so white on both pages dims toward the backdrop.
//
// The remedy is a choice of opacities, not a compositing mode: every output (the
// rasteriser, SVG, Lottie) and every view framework draws it with plain source-over and
// group opacity, where a blend mode would need each of them, and each Lottie player, to
// support it. A page's own opacity is
// read as its share of the picture, as if the pages were added up (the way CSS view
// transitions cross-fade, with `plus-lighter`), and a page that would cover the container
// if it were opaque is drawn at the opacity that gives it that share under the translucent
// pages above it: o = min(1, alpha / T), where T = (1 - o1)·(1 - o2)··· over the pages above
// is what they let through. For a cross-fade at 1 - p and p, T = 1 - p, so the outgoing page
// is drawn opaque and the picture is (1 - p)·A + p·B exactly. Where the shares add up to
// more than 1 (quick taps bend the fades out of step), the lower page is capped at opaque:
// still nothing behind shows. A page that does not cover the container (moved, shrunk,
// turned, curled) keeps its own opacity, and so does every page beneath an opaque one.
//
// Filling. When the pages are all the container shows (a tab switch's: nothing behind them
// is ever meant to be seen), the shares of the pages that would cover the container are
// also scaled up when they add up to less than 1: three pages fading out at 0.07, 0.15 and
// 0.17 while the newest fades in at 0.30 add up to 0.69, and drawn as they are, the
// backdrop would show through by the rest. Scaled, the picture is their weighted average,
// and a lone page still fading in is drawn opaque. At a sum of 1 the scale is 1, so the
// opacities stay continuous as the sum crosses it.

extension VisualState {
  /// The pages with the opacities that draw a cross-fade between opaque pages exactly,
  /// with plain source-over compositing: nothing behind them shows through.
  ///
  /// Each page's opacity is its share of the picture. A page that would cover the
  /// container if it were opaque (``coversContainer(_:)`` at opacity 1) gets the opacity
  /// that gives it that share beneath the translucent pages above it, at most 1; the
  /// others keep theirs. With `filling`, the shares of the pages that would cover the
  /// container are scaled to add up to 1 when they add up to less (fades bent out of step
  /// by quick taps), so the backdrop never shows through. A cross-fade's outgoing page at 1 − p
  /// under the incoming one at p is drawn opaque, so the picture is (1 − p)·A + p·B, as
  /// UIKit's `.transitionCrossDissolve` draws it. Pages that are all opaque (a slide, a
  /// flip, a curl) come back unchanged.
  ///
  /// ```swift
  /// let size = Size2D(width: 390, height: 844)
  /// let pages = [
  ///   VisualState(opacity: 0.7),
  ///   VisualState(opacity: 0.3),
  /// ]
  /// VisualState.crossFaded(pages, in: size).map(\.opacity)  // [1.0, 0.3]
  /// ```
  ///
  /// - Parameters:
  ///   - pages: The pages, bottom to top.
  ///   - container: The container's size, in points.
  ///   - filling: Whether the pages are all the container shows, so that nothing behind
  ///     them may show through even when their shares add up to less than 1 (a tab
  ///     switch's pages); `false` by default, which leaves such shares as they are (a page
  ///     fading out alone over the backdrop keeps its opacity).
  /// - Returns: The same pages, bottom to top, with the opacities to draw them at.
  /// - Complexity: O(n) for n pages.
  public static func crossFaded(
    _ pages: [VisualState], in container: Size2D, filling: Bool = false
  ) -> [VisualState] {
    var drawn = pages
    let covering = pages.map { page in
      var opaque = page
      opaque.opacity = 1
      return opaque.coversContainer(container)
    }
    // The covering pages' shares, scaled up to add to 1 when they add up to less.
    var total = 0.0
    for (page, covers) in zip(pages, covering) where covers && page.opacity > 0 {
      total += min(page.opacity, 1)
    }
    let gain = filling && total > 0 && total < 1 ? 1 / total : 1
    // What the pages above let through: the product of (1 - opacity) as drawn.
    var through = 1.0
    for index in drawn.indices.reversed() {
      var share = min(max(drawn[index].opacity, 0), 1)
      if covering[index] { share = min(1, share * gain) }
      if share > 0, through > 1e-9, through < 1 || gain != 1, covering[index] {
        drawn[index].opacity = min(1, share / through)
      }
      through *= 1 - min(max(drawn[index].opacity, 0), 1)
    }
    return drawn
  }
}

extension TabSwitcherState {
  /// This state with each page's opacity set so that drawing the pages bottom to top with
  /// plain source-over compositing shows a cross-fade between opaque pages exactly, and
  /// nothing behind them at any instant, however quick the taps (see
  /// ``VisualState/crossFaded(_:in:filling:)``, filling); velocities are the transition's
  /// own.
  ///
  /// - Parameter container: The container's size, in points.
  /// - Returns: The state to draw.
  public func crossFaded(in container: Size2D) -> TabSwitcherState {
    var state = self
    let drawn = VisualState.crossFaded(pages.map(\.appearance), in: container, filling: true)
    for (index, appearance) in drawn.enumerated() {
      state.pages[index].appearance = appearance
    }
    return state
  }
}
