// Policy: which demo a gallery worker takes next. The most work first (frames × pixels), so
// the longest is not left for last while the other worker idles, except that the least work
// goes second, so the first demo is on the page within moments. The two biggest demos (the
// scroll demos, 960×1400 pixels at scale 2) may render at the same time: the rule that kept
// them apart was for memory, when each held its whole Lottie sample set and 16-frame
// batches; with the lean exporter and kept frame bitmaps the whole gallery peaks at
// 230-254 MB with them together (225 MB apart), and keeping them apart left one worker idle
// for the last two seconds (8.3-9.8 s wall apart, 7.8-8.9 s together, interleaved runs).
import ChoreoRender

/// The order demos are taken in by the gallery's workers.
final class GallerySchedule: Sendable {
  private struct State {
    /// Indices not yet taken, in the order they are to be taken.
    var remaining: [Int]
    /// Set when a demo failed: no more are taken.
    var stopped = false
  }

  /// Every index once, in the order the policy gives.
  let order: [Int]
  private let state: Locked<State>

  /// A schedule for demos with these amounts of work.
  init(work: [Double]) {
    var order = work.indices.sorted { work[$0] > work[$1] || (work[$0] == work[$1] && $0 < $1) }
    if order.count > 2 { order.insert(order.removeLast(), at: 1) }
    self.order = order
    state = Locked(State(remaining: order))
  }

  /// The work of a demo at its settings: frames × points (the scale is the same for all).
  convenience init(_ settings: [RenderSettings]) {
    self.init(work: settings.map { Double($0.frameCount) * $0.size.width * $0.size.height })
  }

  /// The next demo to render in the policy's order, nil when all are taken or the schedule
  /// is stopped.
  func take() -> Int? {
    state.withLock { state in
      guard !state.stopped, !state.remaining.isEmpty else { return nil }
      return state.remaining.removeFirst()
    }
  }

  /// Takes no more demos.
  func stop() {
    state.withLock { $0.stopped = true }
  }
}
