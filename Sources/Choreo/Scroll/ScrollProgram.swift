// The compiled form of a scroll scene: flat arrays the per-frame loop walks. See the
// policy comment in ScrollScene.swift.

/// Slots 0..<metricCount hold the container metrics; target t's property p lives at
/// metricCount + t · propertyCount + p.
final class ScrollProgram: Sendable {
  static let metricCount = ScrollMetric.allCases.count
  static let propertyCount = ScrollProperty.allCases.count

  let slotCount: Int
  let restingValues: [Double]
  let targetIndex: [ScrollTargetID: Int]
  let restingStates: [VisualState]
  /// The scene's timeline first, then each distinct animation timeline.
  let timelines: [ScrollTimeline]
  /// Animation indices (into the given animations) in evaluation order.
  let order: [Int]

  // Per animation, in evaluation order.
  let animationSlot: [Int]
  let animationTimeline: [Int]
  let animationExtends: [Bool]
  /// Keys of ordered animation i are keyStart[i]..<keyStart[i + 1].
  let keyStart: [Int]

  // Per key.
  let keyProgress: [Double]
  let keySegment: [ScrollAnimation.Segment]
  /// Whether key k's value is the least of its pieces rather than the greatest.
  let keyTakesLeast: [Bool]
  /// Affine pieces of key k are pieceStart[k]..<pieceStart[k + 1] (one for most keys).
  let pieceStart: [Int]

  // Per piece.
  let pieceConstant: [Double]
  /// Terms of piece i are termStart[i]..<termStart[i + 1].
  let termStart: [Int]

  // Per term.
  let termSlot: [Int]
  let termCoefficient: [Double]

  static func slot(target: Int, property: ScrollProperty) -> Int {
    metricCount + target * propertyCount + property.rawValue
  }

  /// Compiles a scene in four steps: the targets' resting slots, which animation writes
  /// each slot, the keys checked and the dependencies between animations (ordered, cycles
  /// refused), then the flat per-animation, per-key, per-piece and per-term arrays.
  init(timeline: ScrollTimeline, targets: [ScrollTarget], animations: [ScrollAnimation])
    throws(ScrollError)
  {
    let (resting, targetIndex) = try Self.restingSlots(targets)
    self.slotCount = resting.count
    self.restingValues = resting
    self.targetIndex = targetIndex
    self.restingStates = targets.map(\.state)
    let (writer, animationSlots) = try Self.writers(
      animations, targetIndex: targetIndex, slotCount: resting.count)
    let readsFrom = try Self.dependencies(animations, targetIndex: targetIndex, writer: writer)
    let order = try Self.dependencyOrder(animations: animations, readsFrom: readsFrom)
    self.order = order
    let flat = try Flat(
      timeline: timeline, animations: animations, order: order,
      animationSlots: animationSlots, targetIndex: targetIndex)
    self.timelines = flat.timelines
    self.animationSlot = flat.animationSlot
    self.animationTimeline = flat.animationTimeline
    self.animationExtends = flat.animationExtends
    self.keyStart = flat.keyStart
    self.keyProgress = flat.keyProgress
    self.keySegment = flat.keySegment
    self.keyTakesLeast = flat.keyTakesLeast
    self.pieceStart = flat.pieceStart
    self.pieceConstant = flat.pieceConstant
    self.termStart = flat.termStart
    self.termSlot = flat.termSlot
    self.termCoefficient = flat.termCoefficient
  }

  /// The metric slots (0), then each target's resting value of each property, checked
  /// finite; and each target's index, refusing a repeated id.
  private static func restingSlots(_ targets: [ScrollTarget]) throws(ScrollError) -> (
    [Double], [ScrollTargetID: Int]
  ) {
    var targetIndex: [ScrollTargetID: Int] = [:]
    var resting = [Double](repeating: 0, count: metricCount)
    resting.reserveCapacity(metricCount + targets.count * propertyCount)
    for (index, target) in targets.enumerated() {
      guard targetIndex.updateValue(index, forKey: target.id) == nil else {
        throw .duplicateTarget(target.id)
      }
      for property in ScrollProperty.allCases {
        let value = target.restingValue(of: property)
        guard value.isFinite else {
          throw .notFinite(what: "the resting \(property) of target '\(target.id)'", value: value)
        }
        resting.append(value)
      }
    }
    return (resting, targetIndex)
  }

  /// The slot a reference reads.
  private static func slot(
    of reference: ScrollValue.Reference, user: String, targetIndex: [ScrollTargetID: Int]
  ) throws(ScrollError) -> Int {
    switch reference {
    case .metric(let metric): return metric.rawValue
    case .property(let target, let property):
      guard let index = targetIndex[target] else {
        throw .unknownTarget(target, referencedBy: user)
      }
      return slot(target: index, property: property)
    }
  }

  /// Which animation writes each slot (-1 for none), and each animation's slot; one
  /// animation a slot.
  private static func writers(
    _ animations: [ScrollAnimation], targetIndex: [ScrollTargetID: Int], slotCount: Int
  ) throws(ScrollError) -> (writer: [Int], animationSlots: [Int]) {
    var writer = [Int](repeating: -1, count: slotCount)
    var animationSlots: [Int] = []
    animationSlots.reserveCapacity(animations.count)
    for (index, animation) in animations.enumerated() {
      guard let target = targetIndex[animation.target] else {
        throw .unknownTarget(animation.target, referencedBy: "the animation for \(animation.slot)")
      }
      let slot = slot(target: target, property: animation.property)
      guard writer[slot] < 0 else { throw .duplicateAnimation(animation.slot) }
      writer[slot] = index
      animationSlots.append(slot)
    }
    return (writer, animationSlots)
  }

  /// Checks every key (finite, in order, no mixed extremes) and collects, for each
  /// animation, the animations whose slots it reads.
  private static func dependencies(
    _ animations: [ScrollAnimation], targetIndex: [ScrollTargetID: Int], writer: [Int]
  ) throws(ScrollError) -> [[Int]] {
    var readsFrom: [[Int]] = Array(repeating: [], count: animations.count)
    for (index, animation) in animations.enumerated() {
      guard !animation.keys.isEmpty else { throw .noKeyframes(animation.slot) }
      let user = "a keyframe of the animation for \(animation.slot)"
      for (keyIndex, key) in animation.keys.enumerated() {
        guard key.progress.isFinite else {
          throw .notFinite(what: "the progress of \(user)", value: key.progress)
        }
        if keyIndex > 0, key.progress <= animation.keys[keyIndex - 1].progress {
          throw .keyframeOutOfOrder(
            animation.slot, index: keyIndex, progress: key.progress,
            previous: animation.keys[keyIndex - 1].progress)
        }
        guard !key.value.mixesExtremes else { throw .mixedExtremes(what: user) }
        for piece in key.value.pieces {
          guard piece.constant.isFinite else {
            throw .notFinite(what: "the constant of \(user)", value: piece.constant)
          }
          for (reference, coefficient) in zip(piece.references, piece.coefficients) {
            guard coefficient.isFinite else {
              throw .notFinite(
                what: "the coefficient of \(reference) in \(user)", value: coefficient)
            }
            let read = try slot(of: reference, user: user, targetIndex: targetIndex)
            if writer[read] >= 0 { readsFrom[index].append(writer[read]) }
          }
        }
      }
    }
    return readsFrom
  }

  /// The animations laid flat in evaluation order: the scene's timeline first, then each
  /// distinct one of the animations.
  private struct Flat {
    var timelines: [ScrollTimeline]
    var animationSlot: [Int] = []
    var animationTimeline: [Int] = []
    var animationExtends: [Bool] = []
    var keyStart = [0]
    var keyProgress: [Double] = []
    var keySegment: [ScrollAnimation.Segment] = []
    var keyTakesLeast: [Bool] = []
    var pieceStart = [0]
    var pieceConstant: [Double] = []
    var termStart = [0]
    var termSlot: [Int] = []
    var termCoefficient: [Double] = []

    init(
      timeline: ScrollTimeline, animations: [ScrollAnimation], order: [Int],
      animationSlots: [Int], targetIndex: [ScrollTargetID: Int]
    ) throws(ScrollError) {
      timelines = [timeline]
      var timelineIndex: [ScrollTimeline: Int] = [timeline: 0]
      for index in order {
        let animation = animations[index]
        var timelineNumber = 0
        if let own = animation.timeline {
          if let known = timelineIndex[own] {
            timelineNumber = known
          } else {
            timelineNumber = timelines.count
            timelineIndex[own] = timelineNumber
            timelines.append(own)
          }
        }
        animationSlot.append(animationSlots[index])
        animationTimeline.append(timelineNumber)
        animationExtends.append(animation.extrapolation == .extend)
        for key in animation.keys {
          keyProgress.append(key.progress)
          keySegment.append(key.segment)
          keyTakesLeast.append(key.value.takesLeast)
          for piece in key.value.pieces {
            pieceConstant.append(piece.constant)
            for (reference, coefficient) in zip(piece.references, piece.coefficients) {
              termSlot.append(
                try ScrollProgram.slot(of: reference, user: "", targetIndex: targetIndex))
              termCoefficient.append(coefficient)
            }
            termStart.append(termSlot.count)
          }
          pieceStart.append(pieceConstant.count)
        }
        keyStart.append(keyProgress.count)
      }
    }
  }

  /// Kahn's algorithm over "reader after writer"; on a cycle, walks back through unresolved
  /// writers from any unresolved animation until an animation repeats, and reports that loop.
  static func dependencyOrder(animations: [ScrollAnimation], readsFrom: [[Int]]) throws(ScrollError)
    -> [Int]
  {
    let count = animations.count
    var pending = readsFrom.map(\.count)
    var readers: [[Int]] = Array(repeating: [], count: count)
    for (reader, writers) in readsFrom.enumerated() {
      for writer in writers { readers[writer].append(reader) }
    }
    var order: [Int] = []
    order.reserveCapacity(count)
    var ready = (0..<count).filter { pending[$0] == 0 }
    var head = 0
    // A FIFO queue filled in the given order keeps independent animations in their given order.
    while head < ready.count {
      let animation = ready[head]
      head += 1
      order.append(animation)
      for reader in readers[animation] {
        pending[reader] -= 1
        if pending[reader] == 0 { ready.append(reader) }
      }
    }
    guard order.count < count else { return order }
    // Every unresolved animation reads at least one unresolved animation: follow those links.
    let start = (0..<count).first { pending[$0] > 0 }!
    var path: [Int] = []
    var seenAt: [Int: Int] = [:]
    var current = start
    while seenAt[current] == nil {
      seenAt[current] = path.count
      path.append(current)
      current = readsFrom[current].first { pending[$0] > 0 }!
    }
    let loop = path[seenAt[current]!...]
    throw .cycle(loop.map { animations[$0].slot })
  }
}
