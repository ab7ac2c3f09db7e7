import ChoreoCore
import ChoreoTestSupport
import Testing

/// Animations written into an `AnimatedValues` block, checked against the damped
/// oscillator's closed form (`referenceSpring`, AnimatorTests.swift) and against linear
/// interpolation written out by hand.
@Suite struct AnimatedValuesTests {
  @Test func springsWriteTheirSlotsAlongTheClosedForm() throws {
    let springs = [
      DampedSpring(response: 0.5, dampingRatio: 0.4),
      DampedSpring(response: 0.8, dampingRatio: 1),
      DampedSpring(response: 0.3, dampingRatio: 0.1),
    ]
    let targets = [100.0, -40, 7]
    let animator = Animator()
    let values = AnimatedValues(repeating: 0.0, count: 3)
    for index in values.indices {
      try animator.animate(
        AnimationKey("slot \(index)"), from: 0.0, to: targets[index],
        motion: .spring(springs[index]), into: values, at: index)
    }
    for time in stride(from: 0.05, through: 1.0, by: 0.05) {
      animator.advance(to: time)
      for index in values.indices {
        let expected =
          targets[index]
          + referenceSpring(springs[index], displacement: -targets[index], velocity: 0, at: time)
          .position
        #expect(isClose(values[index], expected, absolute: 1e-9), "slot \(index), t = \(time)")
      }
    }
  }

  @Test func springEndsExactlyOnItsTargetAndCompletesOnce() throws {
    let spring = DampedSpring(response: 0.4, dampingRatio: 0.6)
    let settle = spring.settlingDuration(epsilon: 0.001)
    let animator = Animator()
    let values = AnimatedValues(repeating: Point2D.zero, count: 1)
    let target = Point2D(x: 30, y: -40)
    var outcomes: [AnimationOutcome] = []
    try animator.animate(
      nil, from: .zero, to: target, motion: .spring(spring), into: values, at: 0,
      completion: { outcomes.append($0) })
    animator.advance(to: settle * 0.999)
    #expect(outcomes.isEmpty)
    #expect(values[0] != target)
    animator.advance(to: settle)
    #expect(values[0] == target)
    #expect(outcomes == [.finished(.end)])
    animator.advance(to: settle + 1)
    #expect(outcomes.count == 1)
  }

  @Test func retargetCarriesTheVelocityIntoTheNewSpring() throws {
    // First leg: 0 → 100; at t0 the same key retargets to −50. The second leg is the
    // oscillator started from the first leg's state at t0 (displacement and velocity).
    let first = DampedSpring(response: 0.6, dampingRatio: 0.5)
    let second = DampedSpring(response: 0.4, dampingRatio: 0.8)
    let t0 = 0.2
    let animator = Animator()
    let values = AnimatedValues(repeating: 0.0, count: 2)
    try animator.animate("x", from: 0.0, to: 100, motion: .spring(first), into: values, at: 1)
    animator.advance(to: t0)
    let state = referenceSpring(first, displacement: -100, velocity: 0, at: t0)
    try animator.animate(
      "x", from: 12345, to: -50, motion: .spring(second), into: values, at: 1)
    #expect(animator.runningCount == 1)
    // Until the second leg settles (about 0.6 s after t0), then exactly on −50.
    for time in stride(from: t0 + 0.05, through: 0.75, by: 0.05) {
      animator.advance(to: time)
      let expected =
        -50
        + referenceSpring(
          second, displacement: 100 + state.position + 50, velocity: state.velocity,
          at: time - t0
        ).position
      #expect(isClose(values[1], expected, absolute: 1e-9), "t = \(time)")
    }
    animator.advance(to: 2)
    #expect(values[1] == -50)
    #expect(animator.runningCount == 0)
    #expect(values[0] == 0, "a slot no animation writes keeps its value")
  }

  @Test func slotsStayRightWhileOthersEndAndClosuresShareTheStore() throws {
    // Five linear animations of different lengths, into slots and through closures in
    // turn: as each ends (swap-removed from the store), the others keep their own slots.
    let animator = Animator()
    let values = AnimatedValues(repeating: -1.0, count: 5)
    var written = [Double](repeating: -1, count: 5)
    let durations = [0.5, 2, 1, 4, 3]
    for index in 0..<5 {
      let to = Double(10 * (index + 1))
      if index.isMultiple(of: 2) {
        try animator.animate(
          nil, from: 0.0, to: to, motion: .linear(duration: durations[index]), into: values,
          at: index)
      } else {
        try animator.animate(
          nil, from: 0.0, to: to, motion: .linear(duration: durations[index]),
          write: { written[index] = $0 })
      }
    }
    for time in [0.25, 0.75, 1.5, 2.5, 3.5, 4] {
      animator.advance(to: time)
      for index in 0..<5 {
        let to = Double(10 * (index + 1))
        let expected = to * min(1, time / durations[index])
        let actual = index.isMultiple(of: 2) ? values[index] : written[index]
        #expect(isClose(actual, expected, absolute: 1e-12), "slot \(index), t = \(time)")
      }
    }
    #expect(animator.runningCount == 0)
  }

  @Test func handleCommandsWriteTheSlot() throws {
    let animator = Animator()
    let values = AnimatedValues(repeating: 0.0, count: 1)
    let handle = try animator.animate(
      nil, from: 10.0, to: 20, motion: .linear(duration: 2), into: values, at: 0)
    animator.advance(to: 0.5)
    #expect(isClose(values[0], 12.5, absolute: 1e-12))
    handle.fractionComplete = 0.75
    #expect(isClose(values[0], 17.5, absolute: 1e-12))
    handle.finish(at: .start)
    #expect(values[0] == 10)
    #expect(animator.runningCount == 0)
  }

  @Test func anAnimationKeepsItsBlockAliveUntilItEnds() throws {
    let animator = Animator()
    weak var weakValues: AnimatedValues<Double>?
    do {
      let values = AnimatedValues(repeating: 0.0, count: 4)
      weakValues = values
      try animator.animate(nil, from: 0.0, to: 1, motion: .linear(duration: 1), into: values, at: 3)
    }
    animator.advance(to: 0.5)
    #expect(weakValues != nil)
    #expect(isClose(weakValues?[3] ?? .nan, 0.5, absolute: 1e-12))
    animator.advance(to: 1)
    #expect(weakValues == nil, "the block is released with the animation's end")
  }

  @Test func reducedMotionCrossFadeWritesTheSlotAndTheOpacity() throws {
    let animator = Animator(reducedMotion: .reduced)
    let values = AnimatedValues(repeating: Point2D.zero, count: 1)
    var opacity = 1.0
    try animator.animate(
      "card", from: .zero, to: Point2D(x: 300, y: 0), motion: .spring(.bouncy),
      options: AnimationOptions(kind: .movement, opacity: { opacity = $0 }), into: values,
      at: 0)
    animator.advance(to: 0.05)
    #expect(values[0] == .zero)
    #expect(opacity > 0 && opacity < 1)
    animator.advance(to: 0.1)
    #expect(values[0] == Point2D(x: 300, y: 0))
    #expect(opacity == 0)
  }

  @Test func nonFiniteValuesThrowAndStartNothing() {
    let animator = Animator()
    let values = AnimatedValues(repeating: 0.0, count: 1)
    #expect(throws: AnimationError.self) {
      try animator.animate(
        nil, from: 0.0, to: .nan, motion: .linear(duration: 1), into: values, at: 0)
    }
    #expect(animator.runningCount == 0)
  }

  @Test func theBlockReadsAndWritesByIndexAndAllAtOnce() {
    let values = AnimatedValues(repeating: 2.0, count: 3)
    values[1] = 5
    #expect(values.count == 3)
    #expect(values.withUnsafeBufferPointer { Array($0) } == [2, 5, 2])
  }

  #if compiler(>=6.2)
    @Test func anIndexOutsideTheBlockTraps() async {
      await #expect(processExitsWith: .failure) {
        let values = AnimatedValues(repeating: 0.0, count: 2)
        _ = try? Animator().animate(
          nil, from: 0.0, to: 1, motion: .linear(duration: 1), into: values, at: 2)
      }
      await #expect(processExitsWith: .failure) {
        _ = AnimatedValues(repeating: 0.0, count: 2)[-1]
      }
    }
  #endif
}
