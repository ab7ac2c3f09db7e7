import ChoreoCore
import ChoreoTestSupport
import Testing

/// Thousands of seeded random sequences of retarget, reverse, scrub, pause, resume, stop,
/// finish and continue at random times: every completion fires exactly once, every value
/// written is finite, and nothing is left running once the last targets are reached.
@Suite struct AnimatorPropertyTests {
  static func randomMotion(_ random: inout SeededGenerator) -> Motion {
    var motion: Motion
    switch Int.random(in: 0..<6, using: &random) {
    case 0: motion = .linear(duration: Double.random(in: 0...1, using: &random))
    case 1: motion = .easeInOut(duration: Double.random(in: 0.01...1, using: &random))
    case 2: motion = .timing(.cubicBezier(0.3, -0.6, 0.7, 1.6), duration: 0.5)
    case 3:
      motion = .spring(
        response: Double.random(in: 0.1...1, using: &random),
        dampingRatio: Double.random(in: 0.1...1.6, using: &random))
    case 4:
      motion = .spring(
        DampedSpring(duration: 0.4, bounce: Double.random(in: -0.5...0.9, using: &random)),
        initialVelocity: Double.random(in: -5...5, using: &random))
    default: motion = .easeOut(duration: 0.3)
    }
    if Bool.random(using: &random) {
      motion = motion.delay(Double.random(in: 0...0.3, using: &random))
    }
    if Int.random(in: 0..<4, using: &random) == 0 {
      motion = motion.speed(Double.random(in: 0.5...2, using: &random))
    }
    if Int.random(in: 0..<5, using: &random) == 0 {
      motion = motion.repeatCount(
        Int.random(in: 1...3, using: &random), autoreverses: Bool.random(using: &random))
    }
    if Int.random(in: 0..<20, using: &random) == 0 { motion = motion.repeatForever() }
    return motion
  }

  @Test(arguments: 0..<4)
  func randomControlSequences(batch: Int) throws {
    for seed in (batch * 500)..<((batch + 1) * 500) {
      try run(seed: UInt64(seed))
    }
  }

  func run(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let animator = Animator()
    var time = 0.0
    var completions: [ObjectIdentifier: Int] = [:]
    var handles: [AnimationHandle] = []
    var nonFinite = 0
    var scalar = 0.0
    var point = Point2D.zero
    var isPoint: Set<ObjectIdentifier> = []
    // Completion closures find their handle through this table (filled right after start).
    var byIndex: [Int: AnimationHandle] = [:]
    func start(_ key: String, _ motion: Motion) throws {
      let index = handles.count
      let done: (AnimationOutcome) -> Void = { _ in
        completions[ObjectIdentifier(byIndex[index]!), default: 0] += 1
      }
      let handle: AnimationHandle
      if key == "p" {
        handle = try animator.animate(
          "p", from: .zero,
          to: Point2D(
            x: Double.random(in: -500...500, using: &random),
            y: Double.random(in: -500...500, using: &random)), motion: motion,
          write: {
            if !$0.magnitudeSquared.isFinite { nonFinite += 1 }
            point = $0
          }, completion: done)
      } else {
        handle = try animator.animate(
          AnimationKey(key), from: 0, to: Double.random(in: -500...500, using: &random),
          motion: motion,
          write: {
            if !$0.isFinite { nonFinite += 1 }
            scalar = $0
          }, completion: done)
      }
      byIndex[index] = handle
      handles.append(handle)
      if key == "p" { isPoint.insert(ObjectIdentifier(handle)) }
    }
    let keys = ["a", "b", "p"]
    for _ in 0..<Int.random(in: 5...30, using: &random) {
      time += Double.random(in: 0...0.25, using: &random)
      animator.advance(to: time)
      let live = handles.filter { $0.outcome == nil }
      let pick = live.randomElement(using: &random)
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1, 2: try start(keys.randomElement(using: &random)!, Self.randomMotion(&random))
      case 3: pick?.reverse()
      case 4: pick?.fractionComplete = Double.random(in: -0.2...1.2, using: &random)
      case 5: pick?.pause()
      case 6: pick?.resume()
      case 7: Bool.random(using: &random) ? pick?.stop() : pick?.finish(at: .current)
      case 8:
        guard let pick else { break }
        let speed = Double.random(in: -2000...2000, using: &random)
        if isPoint.contains(ObjectIdentifier(pick)) {
          try pick.continue(
            with: Self.randomMotion(&random), initialVelocity: Point2D(x: speed, y: -speed))
        } else {
          try pick.continue(with: Self.randomMotion(&random), initialVelocity: speed)
        }
      default:
        // Bad input from outside: refused, nothing changes.
        let before = animator.runningCount
        #expect(throws: AnimationError.self) {
          try animator.animate("a", from: 0.0, to: .nan, motion: .linear(), write: { _ in })
        }
        #expect(animator.runningCount == before)
      }
    }
    // Last targets: one finite animation per key interrupts whatever is left.
    for key in keys { try start(key, .easeOut(duration: 0.3)) }
    animator.advance(to: time + 10)
    #expect(animator.runningCount == 0, "seed \(seed)")
    #expect(nonFinite == 0, "seed \(seed)")
    #expect(scalar.isFinite && point.magnitudeSquared.isFinite)
    for handle in handles {
      #expect(completions[ObjectIdentifier(handle)] == 1, "seed \(seed): \(handle.state)")
      #expect(handle.outcome != nil)
    }
  }
}
