// Policy: a timeline is a tree of leaves (a value moving under a Motion) arranged in
// sequences, groups and staggers, each node with delay, speed, repeat and autoreverse, as
// Core Animation's CAAnimationGroup and the CSS/Web Animations timing model arrange them.
// It is a pure function of its local time: apply(at:) writes every leaf's value at that
// instant, so it can be scrubbed, reversed and played at any frame rate.
//
// Node time (the same model as Motion):
//   local        = (parentTime − delay) · speed    (negative before the delay: nothing has
//                                                   started yet)
//   iteration    = local modulo the cycle; in the backward half of an autoreversing cycle,
//                  cycle − that
//   after the end: the last iteration's end (its start when autoreversing)
// Children of a sequence start one after another, of a group together, of a stagger
// `interval` seconds apart in the chosen order.
//
// Writes when several leaves drive the same key (leaves without a key always write; a leaf
// before its start writes its start value, after its end its end value):
//   the leaf that writes a key is the one that started most recently (smallest elapsed time
//   ≥ 0 since its start; on a tie, the one declared later); if none has started yet, the one
//   that will start soonest writes its start value (on a tie, the one declared first).
// So a sequence of moves on one property hands the property from each leaf to the next
// exactly at the boundary, before the first starts the first holds its start value, and
// after the last ends the last holds its end value.

/// A choreography of animations: sequences, groups and staggers of leaves, nestable, each
/// with delay, speed, repeat and autoreverse.
///
/// A timeline is a value: build it, then scrub it with ``apply(at:)`` or
/// ``apply(fraction:)``, or play it with ``Animator/play(_:reducedMotion:completion:)`` for a
/// handle
/// that pauses, scrubs and reverses it like any animation.
///
/// ```swift
/// let items = (0..<5).map { index in
///   Timeline.animate(from: 0.0, to: 1, motion: .spring(.bouncy)) { scales[index] = $0 }
/// }
/// let menu = Timeline.stagger(items, interval: 0.04, order: .centerOut)
///   .then(Timeline.animate(key: "plus", from: 0.0, to: .pi / 4, motion: .easeOut()) { turn = $0 })
/// menu.apply(fraction: 0.5)
/// ```
public struct Timeline {
  /// Only `reversed` needs a box: the other cases hold references already (a leaf is a
  /// class, so its node and the plan that gathers it share one copy).
  enum Content {
    case leaf(Leaf)
    case sequence(Chain)
    case group([Timeline])
    case stagger([Timeline], interval: Double, ranks: [Int])
    indirect case reversed(Timeline)
  }

  /// A value moving under a motion, written through a closure. What a leaf costs: this
  /// object (its motion, about 180 bytes for a spring, which keeps its solved constants),
  /// the closure's context, and its node in the parent's array.
  final class Leaf {
    let key: AnimationKey?
    let motion: Motion
    /// Writes the value at unit step s (0 = from, 1 = to).
    let write: (Double) -> Void

    init(key: AnimationKey?, motion: Motion, write: @escaping (Double) -> Void) {
      self.key = key
      self.motion = motion
      self.write = write
    }
  }

  var content: Content
  /// How many leaves the tree holds.
  let leafCount: Int
  /// The leaves in declaration order and who shares each one's key, gathered on the first
  /// apply (nil for a leaf, which applies itself). A node holds only its own content: when
  /// every node held its descendants' leaves, a chain of n `then`s held n²/2 of them.
  private let plan: LeafPlan?
  /// Delay, speed, repeats and autoreverse, with the content's iteration length: the one
  /// stored timing (``LocalTimeMap``), shared in shape with ``Motion``.
  private(set) var localTime: LocalTimeMap
  /// Seconds before the timeline starts.
  public var delay: Double { localTime.delay }
  /// How fast it plays, > 0.
  public var speed: Double { localTime.speed }
  /// How many cycles play.
  public var repeatCount: Motion.RepeatCount { localTime.repeatCount }
  /// Whether each cycle plays forward then backward.
  public var autoreverses: Bool { localTime.autoreverses }
  /// The length of one iteration of the content, in the timeline's own time.
  public var iterationDuration: Double { localTime.iterationDuration }

  /// - Complexity: O(children): a node never walks its descendants.
  private init(_ content: Content) {
    self.content = content
    if case .leaf = content { plan = nil } else { plan = LeafPlan() }
    let iterationDuration: Double
    switch content {
    case .leaf(let leaf):
      leafCount = 1
      iterationDuration = leaf.motion.totalDuration
    case .sequence(let chain):
      leafCount = chain.children.reduce(0) { $0 + $1.leafCount }
      iterationDuration = chain.children.reduce(0) { $0 + $1.totalDuration }
    case .group(let children):
      leafCount = children.reduce(0) { $0 + $1.leafCount }
      iterationDuration = children.reduce(0) { max($0, $1.totalDuration) }
    case .stagger(let children, let interval, let ranks):
      leafCount = children.reduce(0) { $0 + $1.leafCount }
      iterationDuration = zip(children, ranks).reduce(0) {
        max($0, Double($1.1) * interval + $1.0.totalDuration)
      }
    case .reversed(let child):
      leafCount = child.leafCount
      iterationDuration = child.totalDuration
    }
    localTime = LocalTimeMap(iterationDuration: iterationDuration)
  }

  /// A sequence whose sizes are known: `then` extending a chain in O(1).
  private init(_ chain: Chain, leafCount: Int, iterationDuration: Double) {
    content = .sequence(chain)
    plan = LeafPlan()
    self.leafCount = leafCount
    localTime = LocalTimeMap(iterationDuration: iterationDuration)
  }

  /// The tree's leaves in declaration (depth-first) order and each one's peers, made once.
  private func gathered(into plan: LeafPlan) -> LeafPlan {
    if !plan.isGathered {
      plan.leaves.reserveCapacity(leafCount)
      // Depth first with a stack, so a chain of any length gathers without recursion.
      var pending: [Timeline] = [self]
      while let node = pending.popLast() {
        switch node.content {
        case .leaf(let leaf): plan.leaves.append(leaf)
        case .sequence(let chain): pending.append(contentsOf: chain.children.reversed())
        case .group(let children), .stagger(let children, _, _):
          pending.append(contentsOf: children.reversed())
        case .reversed(let child): pending.append(child)
        }
      }
      plan.peers = Self.peers(of: plan.leaves)
      plan.isGathered = true
    }
    return plan
  }

  /// The indices of the other leaves sharing each leaf's key.
  ///
  /// - Complexity: O(leaves + Σ (leaves per key)²).
  private static func peers(of leaves: [Leaf]) -> [[Int]] {
    var byKey: [AnimationKey: [Int]] = [:]
    for (index, leaf) in leaves.enumerated() {
      if let key = leaf.key { byKey[key, default: []].append(index) }
    }
    return leaves.indices.map { index in
      guard let key = leaves[index].key, let group = byKey[key], group.count > 1 else {
        return []
      }
      return group.filter { $0 != index }
    }
  }

  // MARK: - Building

  /// A leaf: `write` receives a value moving from `from` to `to` under `motion`.
  ///
  /// - Parameters:
  ///   - key: Names the property this leaf drives, so that leaves sharing a key hand it
  ///     over (see the rule in the "Animation" article); `nil` to always write.
  ///   - from: The value at the start.
  ///   - to: The value at the end.
  ///   - motion: How it travels; it must end (finite ``Motion/totalDuration``).
  ///   - write: Receives the value whenever the timeline is applied.
  /// - Returns: The timeline.
  /// - Precondition: `motion` ends (not `repeatForever`, not an undamped spring).
  public static func animate<V: Interpolatable>(
    key: AnimationKey? = nil, from: V, to: V, motion: Motion, write: @escaping (V) -> Void
  ) -> Timeline {
    precondition(
      motion.totalDuration.isFinite,
      "a timeline leaf needs a motion that ends, got total duration \(motion.totalDuration)")
    return Timeline(
      .leaf(
        Leaf(key: key, motion: motion) { step in
          write(from.interpolated(to: to, fraction: step))
        }))
  }

  /// Children played one after another.
  ///
  /// - Parameter children: The timelines, in order.
  /// - Returns: The sequence; its iteration lasts the sum of the children's durations.
  public static func sequence(_ children: [Timeline]) -> Timeline {
    Timeline(.sequence(Chain(children)))
  }

  /// Children played together.
  ///
  /// - Parameter children: The timelines.
  /// - Returns: The group; its iteration lasts as long as the longest child.
  public static func group(_ children: [Timeline]) -> Timeline { Timeline(.group(children)) }

  /// Children started `interval` seconds apart in `order`.
  ///
  /// - Parameters:
  ///   - children: The timelines.
  ///   - interval: Seconds between starts, finite and ≥ 0.
  ///   - order: Which child starts first.
  /// - Returns: The stagger.
  /// - Precondition: `interval` is finite and ≥ 0; a custom order is a permutation.
  public static func stagger(
    _ children: [Timeline], interval: Double, order: StaggerOrder = .firstToLast
  ) -> Timeline {
    precondition(
      interval.isFinite && interval >= 0,
      "a stagger interval must be finite and ≥ 0, got \(interval)")
    guard let ranks = order.ranks(count: children.count) else {
      preconditionFailure(
        "a custom stagger order must be a permutation of 0..<\(children.count), got \(order)")
    }
    return Timeline(.stagger(children, interval: interval, ranks: ranks))
  }

  /// This timeline, then `next`.
  ///
  /// A sequence with no delay, speed, repeat or autoreverse of its own is extended rather
  /// than nested: `a.then(b).then(c)` is `sequence([a, b, c])`, one level deep.
  ///
  /// - Parameter next: What plays after.
  /// - Returns: The sequence of the two.
  /// - Complexity: O(1) amortized when extending a sequence (a chain of n `then`s is built
  ///   in O(n) time and memory); O(children) when `self`'s sequence has been extended
  ///   another way already (its children are copied).
  public func then(_ next: Timeline) -> Timeline {
    guard case .sequence(let chain) = content, delay == 0, speed == 1,
      repeatCount == .times(1), !autoreverses
    else { return .sequence([self, next]) }
    return Timeline(
      chain.appending(next), leafCount: leafCount + next.leafCount,
      iterationDuration: iterationDuration + next.totalDuration)
  }

  /// The timeline played backward: its end first.
  ///
  /// - Returns: The reversed timeline.
  /// - Precondition: the timeline ends.
  public func reversed() -> Timeline {
    precondition(totalDuration.isFinite, "only a timeline that ends can be reversed")
    return Timeline(.reversed(self))
  }

  // MARK: - Modifiers

  /// The same timeline, starting `seconds` later.
  ///
  /// - Parameter seconds: Finite and ≥ 0.
  /// - Returns: The delayed timeline.
  public func delay(_ seconds: Double) -> Timeline {
    var copy = self
    copy.localTime.setDelay(seconds)
    return copy
  }

  /// The same timeline played `factor` times as fast.
  ///
  /// - Parameter factor: Finite and > 0.
  /// - Returns: The faster or slower timeline.
  public func speed(_ factor: Double) -> Timeline {
    var copy = self
    copy.localTime.setSpeed(factor)
    return copy
  }

  /// The same timeline played `count` cycles.
  ///
  /// - Parameters:
  ///   - count: ≥ 1.
  ///   - autoreverses: Whether each cycle plays forward then back.
  /// - Returns: The repeating timeline.
  public func repeatCount(_ count: Int, autoreverses: Bool = false) -> Timeline {
    var copy = self
    copy.localTime.setRepeat(.times(count), autoreverses: autoreverses)
    return copy
  }

  /// The same timeline repeating without end.
  ///
  /// - Parameter autoreverses: Whether each cycle plays forward then back.
  /// - Returns: The endless timeline.
  public func repeatForever(autoreverses: Bool = false) -> Timeline {
    var copy = self
    copy.localTime.setRepeat(.forever, autoreverses: autoreverses)
    return copy
  }

  // MARK: - Time

  /// Seconds from 0 to the end of the last cycle, the delay included; `.infinity` when it
  /// repeats forever.
  public var totalDuration: Double { localTime.totalDuration }

  /// The time inside the current iteration at parent time `time` (negative before the
  /// delay; the iteration's end, or start when autoreversing, after the last cycle).
  func iterationTime(at time: Double) -> Double { localTime.iteration(at: time).time }

  /// Fills `times` (from `index` on) with each leaf's local time and elapsed root seconds.
  private func collect(
    at time: Double, rootScale: Double, into times: UnsafeMutableBufferPointer<Double>,
    index: inout Int
  ) {
    let local = iterationTime(at: time)
    let scale = rootScale * speed
    switch content {
    case .leaf:
      times[2 * index] = local
      times[2 * index + 1] = local / scale
      index += 1
    case .sequence(let chain):
      var offset = 0.0
      for child in chain.children {
        child.collect(at: local - offset, rootScale: scale, into: times, index: &index)
        offset += child.totalDuration
      }
    case .group(let children):
      for child in children {
        child.collect(at: local, rootScale: scale, into: times, index: &index)
      }
    case .stagger(let children, let interval, let ranks):
      for (child, rank) in zip(children, ranks) {
        child.collect(
          at: local - Double(rank) * interval, rootScale: scale, into: times, index: &index)
      }
    case .reversed(let child):
      child.collect(at: iterationDuration - local, rootScale: scale, into: times, index: &index)
    }
  }

  /// Writes every leaf's value at `time` (seconds; before 0 everything is at its start,
  /// after ``totalDuration`` at its end).
  ///
  /// - Parameter time: Seconds of the timeline's own time; NaN is a precondition failure.
  /// - Complexity: O(leaves) time; scratch space on the stack.
  public func apply(at time: Double) {
    precondition(!time.isNaN, "Timeline.apply(at:) needs a time, got NaN")
    guard let plan = plan.map(gathered(into:)) else {
      // A lone leaf: nothing shares its key.
      if case .leaf(let leaf) = content {
        leaf.write(leaf.motion.value(at: iterationTime(at: time)))
      }
      return
    }
    let count = plan.leaves.count
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * count) { times in
      var index = 0
      collect(at: time, rootScale: 1, into: times, index: &index)
      for leaf in 0..<count where Self.writes(leaf, peers: plan.peers[leaf], times: times) {
        plan.leaves[leaf].write(plan.leaves[leaf].motion.value(at: times[2 * leaf]))
      }
    }
  }

  /// Writes every leaf's value at `fraction` of ``totalDuration``.
  ///
  /// - Parameter fraction: 0...1 (clamped); for a timeline that never ends, of one cycle.
  public func apply(fraction: Double) {
    precondition(!fraction.isNaN, "Timeline.apply(fraction:) needs a fraction, got NaN")
    let clamped = min(1, max(0, fraction))
    let length =
      totalDuration.isFinite
      ? totalDuration : delay + iterationDuration * (autoreverses ? 2 : 1) / speed
    apply(at: clamped * length)
  }

  /// Whether leaf `leaf` is the one that writes its key now (see the rule at the top).
  private static func writes(
    _ leaf: Int, peers: [Int], times: UnsafeMutableBufferPointer<Double>
  ) -> Bool {
    let elapsed = times[2 * leaf + 1]
    for other in peers {
      let theirs = times[2 * other + 1]
      if elapsed >= 0 {
        // Beaten by a more recent start, or an equally recent one declared later.
        if theirs >= 0 && (theirs < elapsed || (theirs == elapsed && other > leaf)) {
          return false
        }
      } else {
        if theirs >= 0 { return false }
        // None started: the soonest to start writes its start value.
        if theirs > elapsed || (theirs == elapsed && other < leaf) { return false }
      }
    }
    return true
  }

  /// The same timeline under the reduced-motion rule: every leaf's motion reduced
  /// (short, non-bouncing, no repeats), and node repeats, autoreverse and speed dropped.
  func reducedMotion() -> Timeline {
    var result: Timeline
    switch content {
    case .leaf(let leaf):
      let reduced = Leaf(
        key: leaf.key, motion: ReducedMotionRule.reduced(leaf.motion), write: leaf.write)
      result = Timeline(.leaf(reduced))
    case .sequence(let chain): result = .sequence(chain.children.map { $0.reducedMotion() })
    case .group(let children): result = .group(children.map { $0.reducedMotion() })
    case .stagger(let children, let interval, let ranks):
      result = Timeline(
        .stagger(
          children.map { $0.reducedMotion() }, interval: min(interval, 0.02), ranks: ranks))
    case .reversed(let child): result = Timeline(.reversed(child.reducedMotion()))
    }
    result.localTime.setDelay(delay)
    return result
  }
}

/// A timeline's leaves in declaration order and each one's peers (the other leaves sharing
/// its key), gathered once from the tree when it is first applied.
private final class LeafPlan {
  var leaves: [Timeline.Leaf] = []
  var peers: [[Int]] = []
  var isGathered = false
}

/// A sequence's children: the first `count` of a buffer that `then` extends in place while
/// nothing has been appended past `count`, so that a chain of `then`s shares one buffer.
struct Chain {
  private let buffer: ChainBuffer
  private let count: Int

  init(_ children: [Timeline]) {
    buffer = ChainBuffer(children)
    count = children.count
  }

  private init(buffer: ChainBuffer, count: Int) {
    self.buffer = buffer
    self.count = count
  }

  /// The children, in order.
  var children: ArraySlice<Timeline> { buffer.children[..<count] }

  /// These children and then `next`: appended to the shared buffer when this chain covers
  /// all of it (O(1) amortized), else a copy (another chain extended this one already).
  func appending(_ next: Timeline) -> Chain {
    guard buffer.children.count == count else { return Chain(Array(children) + [next]) }
    buffer.children.append(next)
    return Chain(buffer: buffer, count: count + 1)
  }
}

/// The storage that chains of one `then` sequence share.
private final class ChainBuffer {
  var children: [Timeline]
  init(_ children: [Timeline]) { self.children = children }
}
