import ChoreoCore
import ChoreoTestSupport
import Testing

@Suite struct AnimatorControlTests {
  func linear(_ animator: Animator, _ record: Recorder<Double>) throws -> AnimationHandle {
    try animator.animate(
      "x", from: 0.0, to: 100, motion: .linear(duration: 2), write: record.write,
      completion: record.complete)
  }

  @Test func pauseHoldsAndResumeContinuesFromTheSameValue() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let handle = try linear(animator, record)
    animator.advance(to: 0.5)
    handle.pause()
    #expect(handle.state == .paused)
    animator.advance(to: 3)
    #expect(isClose(record.last!, 25, absolute: 1e-12))
    handle.resume()
    #expect(handle.state == .running)
    animator.advance(to: 3.5)
    #expect(isClose(record.last!, 50, absolute: 1e-12))
    animator.advance(to: 4.5)
    #expect(record.outcomes == [.finished(.end)])
    #expect(handle.state == .ended(.finished(.end)))
  }

  @Test func scrubbingPausesAndWritesAtOnce() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let handle = try linear(animator, record)
    animator.advance(to: 0.2)
    handle.fractionComplete = 0.75
    #expect(isClose(record.last!, 75, absolute: 1e-12))
    #expect(handle.state == .paused)
    #expect(handle.fractionComplete == 0.75)
    handle.fractionComplete = 7  // clamped
    #expect(record.last == 100)
    #expect(record.outcomes.isEmpty, "a paused animation at its end has not finished yet")
    handle.fractionComplete = 0.5
    handle.resume()
    animator.advance(to: 1.2)
    #expect(isClose(record.last!, 100, absolute: 1e-12))
    #expect(record.outcomes == [.finished(.end)])
    #expect(handle.fractionComplete == 1)
  }

  @Test func reversingRunsBackToTheStart() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let handle = try linear(animator, record)
    animator.advance(to: 1.5)
    handle.reverse()
    #expect(handle.isReversed)
    animator.advance(to: 2)
    #expect(isClose(record.last!, 50, absolute: 1e-12))
    animator.advance(to: 3)
    #expect(record.last == 0)
    #expect(record.outcomes == [.finished(.start)])
    #expect(handle.fractionComplete == 0)
  }

  @Test func reversingTwiceGoesForwardAgain() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let handle = try linear(animator, record)
    animator.advance(to: 1)
    handle.reverse()
    animator.advance(to: 1.5)
    handle.reverse()
    animator.advance(to: 2)
    #expect(isClose(record.last!, 50, absolute: 1e-12))
    animator.advance(to: 3)
    #expect(record.outcomes == [.finished(.end)])
  }

  @Test func stopAndFinish() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let handle = try linear(animator, record)
    animator.advance(to: 0.5)
    handle.stop()
    #expect(record.outcomes == [.stopped])
    #expect(isClose(record.last!, 25, absolute: 1e-12))
    handle.stop()
    handle.finish()
    #expect(record.outcomes == [.stopped], "controls after the end do nothing")
    let second = Recorder<Double>()
    let other = try linear(animator, second)
    other.finish(at: .start)
    #expect(second.last == 0)
    #expect(second.outcomes == [.finished(.start)])
    #expect(animator.runningCount == 0)
  }

  @Test func continueCarriesTheGestureVelocity() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let handle = try linear(animator, record)
    animator.advance(to: 0.5)
    handle.pause()
    let h = 1e-6
    try handle.continue(with: .spring(.smooth), initialVelocity: -300.0)
    animator.advance(to: 0.5)
    let start = record.last!
    #expect(isClose(start, 25, absolute: 1e-12))
    animator.advance(to: 0.5 + h)
    let velocity = (record.last! - start) / h
    #expect(abs(velocity - -300) < 0.1, "velocity \(velocity)")
    animator.advance(to: 5)
    #expect(record.last == 100)
    #expect(record.outcomes == [.finished(.end)], "the same animation, one completion")
  }

  @Test func continueRejectsANonFiniteVelocity() throws {
    let animator = Animator()
    let record = Recorder<Double>()
    let handle = try linear(animator, record)
    animator.advance(to: 0.5)
    #expect(throws: AnimationError.self) {
      try handle.continue(with: .spring(.smooth), initialVelocity: Double.nan)
    }
    animator.advance(to: 1)
    #expect(isClose(record.last!, 50, absolute: 1e-12))
  }

  #if compiler(>=6.2)
    @Test func scrubbingToNaNIsAProgrammerError() async {
      await #expect(processExitsWith: .failure) {
        let animator = Animator()
        let handle = try animator.animate(
          nil, from: 0.0, to: 1, motion: .linear(duration: 1), write: { _ in })
        handle.fractionComplete = .nan
      }
    }
  #endif

  @Test func completionsMayStartNewAnimations() throws {
    let animator = Animator()
    var values: [Double] = []
    var outcomes: [AnimationOutcome] = []
    try animator.animate(
      "x", from: 0.0, to: 1, motion: .linear(duration: 1), write: { values.append($0) },
      completion: { outcome in
        outcomes.append(outcome)
        _ = try? animator.animate(
          "x", from: 1.0, to: 0, motion: .linear(duration: 1), write: { values.append($0) },
          completion: { outcomes.append($0) })
      })
    animator.advance(to: 1)
    #expect(animator.runningCount == 1)
    animator.advance(to: 2)
    #expect(outcomes == [.finished(.end), .finished(.end)])
    #expect(values.last == 0)
  }
}

@Suite struct AnimatorReentrancyTests {
  final class Box {
    var fraction = -1.0
    var state: AnimationState?
    var outcomes: [AnimationOutcome] = []
  }

  @Test func aHandleCanBeReadInsideItsOwnWriteClosure() throws {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    let box = Box()
    var handle: AnimationHandle?
    handle = try animator.animate("x", from: 0.0, to: 1, motion: .easeInOut(duration: 1)) { _ in
      box.fraction = handle?.fractionComplete ?? -1
      box.state = handle?.state
    }
    clock.advance(by: 0.5)
    #expect(box.fraction == 0.5)
    #expect(box.state == .running)
  }

  @Test func releasingTheAnimatorStopsEveryAnimationOnce() throws {
    let box = Box()
    let clock = ManualClock()
    var animator: Animator? = Animator(clock: clock)
    try animator?.animate(
      "x", from: 0.0, to: 1, motion: .linear(duration: 1), write: { _ in },
      completion: { box.outcomes.append($0) })
    animator?.play(
      .animate(from: 0.0, to: 1, motion: .linear(duration: 1)) { _ in },
      completion: { box.outcomes.append($0) })
    clock.advance(by: 0.25)
    animator = nil
    clock.advance(by: 1)
    #expect(box.outcomes == [.stopped, .stopped])
  }

  #if compiler(>=6.2)
    @Test func startingOrControllingInsideAWriteIsRefused() async {
      await #expect(processExitsWith: .failure) {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        var handle: AnimationHandle?
        handle = try? animator.animate("x", from: 0.0, to: 1, motion: .linear(duration: 1)) {
          _ in handle?.pause()
        }
        clock.advance(by: 0.5)
      }
      await #expect(processExitsWith: .failure) {
        let clock = ManualClock()
        let animator = Animator(clock: clock)
        _ = try? animator.animate("x", from: 0.0, to: 1, motion: .linear(duration: 1)) { _ in
          animator.play(.animate(from: 0.0, to: 1, motion: .linear(duration: 1)) { _ in })
        }
        clock.advance(by: 0.5)
      }
    }
  #endif
}
