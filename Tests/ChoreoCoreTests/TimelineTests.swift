import ChoreoCore
import ChoreoTestSupport
import Testing

/// Values written by a timeline's leaves, by name.
final class Board {
  var values: [String: Double] = [:]
  func track(
    _ name: String, key: AnimationKey? = nil, from: Double = 0, to: Double = 1, duration: Double = 1
  ) -> Timeline {
    Timeline.animate(key: key, from: from, to: to, motion: .linear(duration: duration)) {
      self.values[name] = $0
    }
  }
  subscript(name: String) -> Double { values[name]! }
}

@Suite struct TimelineTests {
  @Test func sequenceStartsEachChildWhenThePreviousEnds() {
    let board = Board()
    let timeline = Timeline.sequence([
      board.track("a", duration: 1), board.track("b", duration: 2), board.track("c", duration: 0.5),
    ])
    #expect(timeline.totalDuration == 3.5)
    // Hand-computed: a runs 0...1, b 1...3, c 3...3.5.
    let cases: [(Double, Double, Double, Double)] = [
      (-1, 0, 0, 0), (0.5, 0.5, 0, 0), (2, 1, 0.5, 0), (3.25, 1, 1, 0.5), (9, 1, 1, 1),
    ]
    for (time, a, b, c) in cases {
      timeline.apply(at: time)
      #expect(isClose(board["a"], a, absolute: 1e-12), "t = \(time)")
      #expect(isClose(board["b"], b, absolute: 1e-12), "t = \(time)")
      #expect(isClose(board["c"], c, absolute: 1e-12), "t = \(time)")
    }
  }

  @Test func groupLastsAsLongAsItsLongestChild() {
    let board = Board()
    let timeline = Timeline.group([board.track("a", duration: 1), board.track("b", duration: 4)])
    #expect(timeline.totalDuration == 4)
    timeline.apply(at: 2)
    #expect(board["a"] == 1)
    #expect(isClose(board["b"], 0.5, absolute: 1e-12))
  }

  @Test(arguments: [
    (StaggerOrder.firstToLast, [0, 1, 2, 3, 4]),
    (.lastToFirst, [4, 3, 2, 1, 0]),
    (.centerOut, [3, 1, 0, 2, 4]),
    (.centerOutInPairs, [2, 1, 0, 1, 2]),
    (.custom([3, 0, 4, 1, 2]), [1, 3, 4, 0, 2]),
  ])
  func staggerOffsetsFollowTheOrder(order: StaggerOrder, ranks: [Int]) {
    let board = Board()
    let names = ["a", "b", "c", "d", "e"]
    let timeline = Timeline.stagger(
      names.map { board.track($0, duration: 1) }, interval: 0.25, order: order)
    #expect(timeline.totalDuration == Double(ranks.max()!) * 0.25 + 1)
    timeline.apply(at: 0.6)
    for (name, rank) in zip(names, ranks) {
      let expected = min(1, max(0, 0.6 - Double(rank) * 0.25))
      #expect(isClose(board[name], expected, absolute: 1e-12), "\(name), rank \(rank)")
    }
  }

  @Test func centerOutInPairsWithAnEvenCountStartsTheMiddleTwoTogether() {
    let board = Board()
    let timeline = Timeline.stagger(
      ["a", "b", "c", "d"].map { board.track($0) }, interval: 0.5, order: .centerOutInPairs)
    timeline.apply(at: 0.25)
    #expect(board["a"] == 0 && board["d"] == 0)
    #expect(board["b"] == 0.25 && board["c"] == 0.25)
  }

  @Test func nestedModifiersComposeLikeMotion() {
    let board = Board()
    // Inner: a (1 s) then b (1 s) = 2 s; played at speed 2 after a 0.5 s delay, twice,
    // autoreversing: total 0.5 + 2 cycles · 2 · 2 s / 2 = 4.5 s.
    let timeline = Timeline.sequence([board.track("a"), board.track("b")])
      .delay(0.5).speed(2).repeatCount(2, autoreverses: true)
    #expect(timeline.totalDuration == 4.5)
    let cases: [(Double, Double, Double)] = [
      (0.25, 0, 0),  // in the delay
      (0.75, 0.5, 0),  // local 0.5
      (1.25, 1, 0.5),  // local 1.5
      (1.75, 1, 0.5),  // backward half: local 2.5 → iteration 1.5
      (2.25, 0.5, 0),  // iteration 0.5
      (3, 1, 0),  // second cycle, iteration 1
      (5, 0, 0),  // ended at the start (autoreverse)
    ]
    for (time, a, b) in cases {
      timeline.apply(at: time)
      #expect(isClose(board["a"], a, absolute: 1e-12), "t = \(time)")
      #expect(isClose(board["b"], b, absolute: 1e-12), "t = \(time)")
    }
  }

  @Test func leavesSharingAKeyHandItOver() {
    var writes: [Double] = []
    func leaf(_ from: Double, _ to: Double) -> Timeline {
      Timeline.animate(key: "x", from: from, to: to, motion: .linear(duration: 1)) {
        writes.append($0)
      }
    }
    let timeline = Timeline.sequence([leaf(0, 10), leaf(10, -10)]).delay(1)
    func value(at time: Double) -> [Double] {
      writes = []
      timeline.apply(at: time)
      return writes
    }
    #expect(value(at: 0) == [0], "before any start: the first leaf's start value, once")
    #expect(value(at: 1.5) == [5])
    #expect(value(at: 2.5) == [0])
    #expect(value(at: 9) == [-10], "after the end: the last leaf's end value")
  }

  @Test func scrubbingAndReversing() {
    let board = Board()
    let forward = Timeline.sequence([board.track("a", duration: 1), board.track("b", duration: 3)])
    forward.apply(fraction: 0.5)
    #expect(board["a"] == 1)
    #expect(isClose(board["b"], 1.0 / 3, absolute: 1e-12))
    let backward = forward.reversed()
    #expect(backward.totalDuration == 4)
    for time in [0.0, 0.5, 1.7, 3.2, 4] {
      backward.apply(at: time)
      let reversed = (board["a"], board["b"])
      forward.apply(at: 4 - time)
      #expect(isClose(reversed.0, board["a"], absolute: 1e-12), "t = \(time)")
      #expect(isClose(reversed.1, board["b"], absolute: 1e-12), "t = \(time)")
    }
  }

  @Test func playedTimelinesHaveHandles() {
    let board = Board()
    let animator = Animator()
    var outcomes: [AnimationOutcome] = []
    let timeline = Timeline.sequence([board.track("a"), board.track("b")])
    let handle = animator.play(timeline) { outcomes.append($0) }
    animator.advance(to: 1.5)
    #expect(isClose(board["b"], 0.5, absolute: 1e-12))
    handle.fractionComplete = 0.25
    #expect(isClose(board["a"], 0.5, absolute: 1e-12))
    #expect(board["b"] == 0)
    handle.reverse()
    handle.resume()
    animator.advance(to: 1.75)
    #expect(isClose(board["a"], 0.25, absolute: 1e-12))
    animator.advance(to: 3)
    #expect(outcomes == [.finished(.start)])
    #expect(board["a"] == 0)
    #expect(animator.runningCount == 0)
  }

  @Test func reducedMotionForTimelines() {
    let board = Board()
    let animator = Animator(reducedMotion: .instant)
    var outcomes: [AnimationOutcome] = []
    animator.play(Timeline.sequence([board.track("a"), board.track("b")])) { outcomes.append($0) }
    #expect(board["a"] == 1 && board["b"] == 1)
    #expect(outcomes == [.finished(.end)])
    let reduced = Animator(reducedMotion: .reduced)
    reduced.play(Timeline.sequence([board.track("c", duration: 2), board.track("d", duration: 2)]))
    reduced.advance(to: 0.4)
    #expect(board["c"] == 1 && board["d"] == 1, "each leaf shortened to 0.2 s")
    #expect(reduced.runningCount == 0)
  }

  /// One stagger order for timelines and pop menus: the ranks of the picture in
  /// StaggerOrder's documentation, and nil for a custom order that is no permutation.
  @Test func staggerRanksMatchTheDocumentedPicture() {
    #expect(StaggerOrder.centerOut.ranks(count: 4) == [1, 0, 2, 3])
    #expect(StaggerOrder.centerOutInPairs.ranks(count: 4) == [1, 0, 0, 1])
    #expect(StaggerOrder.centerOut.ranks(count: 1) == [0])
    #expect(StaggerOrder.centerOut.ranks(count: 0) == [])
    #expect(StaggerOrder.custom([0, 0, 1]).ranks(count: 3) == nil)
    #expect(StaggerOrder.custom([0, 1]).ranks(count: 3) == nil)
  }

  /// A negative count cannot be ranked: every order answers nil, as documented.
  @Test(arguments: [
    StaggerOrder.firstToLast, .lastToFirst, .centerOut, .centerOutInPairs, .custom([]),
  ])
  func aNegativeCountHasNoRanks(order: StaggerOrder) {
    #expect(order.ranks(count: -1) == nil)
    #expect(order.ranks(count: Int.min) == nil)
  }

  /// A chain of 16,000 `then`s is built in linear time and memory and plays as one
  /// sequence. Each node used to hold a copy of every leaf below it and their peer lists:
  /// n²/2 leaves, more than 120 s and 15 GB for this chain (the limit is a guard against
  /// that, not a measurement: the chain takes milliseconds). Leaves of 0.25 s (exact in
  /// binary) make every boundary exact: at 0.25·k + 0.125, leaf k is half way, those
  /// before it at 1 and those after at 0.
  @Test(.timeLimit(.minutes(1))) func aLongThenChainIsLinear() {
    let count = 16_000
    final class Values { var values = [Double](repeating: -1, count: 16_000) }
    let written = Values()
    func leaf(_ index: Int) -> Timeline {
      Timeline.animate(from: 0.0, to: 1, motion: .linear(duration: 0.25)) {
        written.values[index] = $0
      }
    }
    var chain = leaf(0)
    for index in 1..<count { chain = chain.then(leaf(index)) }
    #expect(chain.totalDuration == 0.25 * Double(count))
    for k in [0, 1, 7_999, 15_999] {
      chain.apply(at: 0.25 * Double(k) + 0.125)
      #expect(written.values[k] == 0.5, "leaf \(k)")
      if k > 0 { #expect(written.values[k - 1] == 1, "leaf \(k - 1)") }
      if k < count - 1 { #expect(written.values[k + 1] == 0, "leaf \(k + 1)") }
    }
  }
}
