import ChoreoCore
import Testing

// Completions are queued and fired in a loop, never one inside another: a chain in which
// each completion starts the next animation runs to any length. Under the `.instant` policy
// each animation ends as it starts, so before the queue such a chain recursed (and 7,000
// links overflowed the stack); a stack overflow kills the process, so the long chains run
// as exit tests (Swift 6.2 and later).

/// A ping-pong between 0 and 1 on key "x" under `.instant`: each `.finished` completion starts
/// the next leg until `links` legs have run; returns the legs run and the last value.
private func pingPong(links: Int) -> (legs: Int, value: Double) {
  let animator = Animator(reducedMotion: .instant)
  var legs = 0
  var value = 0.0
  func leg() {
    legs += 1
    let to = legs % 2 == 1 ? 1.0 : 0.0
    try! animator.animate(
      "x", from: 1 - to, to: to, motion: .easeInOut(duration: 0.3), write: { value = $0 },
      completion: { outcome in
        if outcome == .finished(.end), legs < links { leg() }
      })
  }
  leg()
  return (legs, value)
}

/// The same chain of timelines played under `.instant`.
private func timelineChain(links: Int) -> Int {
  let animator = Animator(reducedMotion: .instant)
  var played = 0
  func play() {
    played += 1
    let timeline = Timeline.animate(from: 0.0, to: 1, motion: .linear(duration: 1)) { _ in }
    animator.play(timeline) { outcome in
      if outcome == .finished(.end), played < links { play() }
    }
  }
  play()
  return played
}

/// Runs both chains 100,000 links long and checks they ran to the end.
private func runLongChains() {
  let result = pingPong(links: 100_000)
  #expect(result.legs == 100_000)
  // An even number of legs ends back at 0.
  #expect(result.value == 0)
  #expect(timelineChain(links: 100_000) == 100_000)
}

@Suite struct CompletionChainTests {
  #if compiler(>=6.2)
    @Test func aLongChainOfCompletionsUnderNoMotionDoesNotRecurse() async {
      await #expect(processExitsWith: .success) { runLongChains() }
    }
  #else
    @Test func aLongChainOfCompletionsUnderNoMotionDoesNotRecurse() { runLongChains() }
  #endif

  @Test func aCompletionStartedFromACompletionRunsAfterItReturns() throws {
    // Outside any completion, `.instant` finishes an animation before `animate` returns;
    // started from inside one, the new animation's completion runs once that completion
    // has returned, still before the outer `animate` call returns.
    let animator = Animator(reducedMotion: .instant)
    var log: [String] = []
    try animator.animate(
      "a", from: 0.0, to: 1, motion: .linear(duration: 1), write: { _ in },
      completion: { _ in
        log.append("a begins")
        try! animator.animate(
          "b", from: 0.0, to: 1, motion: .linear(duration: 1), write: { _ in },
          completion: { _ in log.append("b") })
        log.append("a ends")
      })
    log.append("returned")
    #expect(log == ["a begins", "a ends", "b", "returned"])
  }

  @Test func aChainUnderFullMotionRunsALinkAFrame() throws {
    // Under `.full` a completion runs after the frame's values are written, at the frame's
    // time: the leg it starts begins then and ends a duration later, not within the frame.
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var log: [String] = []
    try animator.animate(
      "a", from: 0.0, to: 1, motion: .linear(duration: 0.5), write: { _ in },
      completion: { _ in
        log.append("a at \(animator.time)")
        try! animator.animate(
          "b", from: 0.0, to: 1, motion: .linear(duration: 1), write: { _ in },
          completion: { _ in log.append("b at \(animator.time)") })
      })
    clock.advance(to: 1)
    #expect(log == ["a at 1.0"])
    clock.advance(to: 1.75)
    #expect(log == ["a at 1.0"])
    clock.advance(to: 2)
    #expect(log == ["a at 1.0", "b at 2.0"])
  }
}
