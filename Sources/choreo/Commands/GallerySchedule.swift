// Policy: which demo a gallery worker takes next. The most work first (frames × pixels), so
// the longest is not left for last while the other worker idles, except that the least work
// goes second, so the first demo is on the page within moments. The two demos with the most
// work never render at the same time: each holds more frames, layer trees and compressed
// output than any other (at scale 2 the scroll demos are 960×1400 pixels and 226 and 261
// frames), so running them together would set the peak memory. While one of them runs, the
// other worker takes the next smaller demo instead, and waits only when nothing else is left.

/// The order demos are taken in by the gallery's workers, and the rule that keeps the two
/// biggest apart.
final class GallerySchedule: Sendable {
  private struct State {
    /// Indices not yet taken, in the order they are to be taken.
    var remaining: [Int]
    /// Heavy demos taken and not yet done.
    var heavyInFlight = 0
    /// Set when a demo failed: no more are taken.
    var stopped = false
  }

  /// Every index once, in the order the policy gives.
  let order: [Int]
  /// The two demos with the most work (fewer when there are fewer demos).
  let heavy: Set<Int>
  private let state: Locked<State>
  /// Held while a heavy demo renders.
  private let heavyGate = Locked(())

  /// A schedule for demos with these amounts of work.
  init(work: [Double]) {
    var order = work.indices.sorted { work[$0] > work[$1] || (work[$0] == work[$1] && $0 < $1) }
    heavy = Set(order.prefix(2))
    if order.count > 2 { order.insert(order.removeLast(), at: 1) }
    self.order = order
    state = Locked(State(remaining: order))
  }

  /// The work of a demo at its settings: frames × points (the scale is the same for all).
  convenience init(_ settings: [RenderSettings]) {
    self.init(work: settings.map { Double($0.frameCount) * $0.size.width * $0.size.height })
  }

  /// The next demo to render, nil when all are taken or the schedule is stopped: the first
  /// remaining one that is not heavy while a heavy one is in flight, else the first.
  func take() -> Int? {
    state.withLock { state in
      guard !state.stopped, !state.remaining.isEmpty else { return nil }
      let position =
        state.remaining.firstIndex { !heavy.contains($0) || state.heavyInFlight == 0 } ?? 0
      let index = state.remaining.remove(at: position)
      if heavy.contains(index) { state.heavyInFlight += 1 }
      return index
    }
  }

  /// Runs `body` for a taken demo; a heavy one waits until no other heavy one is running.
  func perform(_ index: Int, _ body: () -> Void) {
    if heavy.contains(index) {
      heavyGate.withLock { _ in body() }
      state.withLock { $0.heavyInFlight -= 1 }
    } else {
      body()
    }
  }

  /// Takes no more demos.
  func stop() {
    state.withLock { $0.stopped = true }
  }
}
