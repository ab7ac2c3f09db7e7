import Choreo
import ChoreoTesting
import Testing

/// A script whose times come from outside (recorded events) never traps on a bad time:
/// every replay throws the first one as a `CommandTimeError`, as the documentation says.
@Suite struct CommandScriptTimeTests {
  /// Times out of order: adding works, every replay (before and after the bad time)
  /// throws the typed error, and its message says what would be right.
  @Test func aTimeOutOfOrderThrowsAtEveryReplay() {
    var script = CommandScript(SettlesTooEarly())
    script.add(at: 0.1) { model, time in model.restart(at: time) }
    script.add(at: 0.05) { model, time in model.restart(at: time) }
    script.add(at: 0.2) { model, time in model.restart(at: time) }
    let expected = CommandTimeError.outOfOrder(time: 0.05, previous: 0.1)
    #expect(script.timeError == expected)
    for time in [0.0, 0.07, 0.15, 1] {
      #expect(throws: expected) { try script.model(at: time) }
      #expect(throws: expected) { try script.state(at: time) }
    }
    #expect(expected.description.contains("give commands in time order"))
  }

  /// A time that is not finite is kept the same way; a script in order replays.
  @Test func aTimeNotFiniteThrowsAtEveryReplay() throws {
    var script = CommandScript(SettlesTooEarly())
    script.add(at: 0.1) { model, time in model.restart(at: time) }
    #expect(script.timeError == nil)
    #expect(try script.state(at: 0.3) == 0.3 - 0.1)
    script.add(at: .infinity) { model, time in model.restart(at: time) }
    #expect(throws: CommandTimeError.nonFinite(.infinity)) { try script.state(at: 0.3) }
    #expect(throws: CommandTimeError.nonFinite(.infinity)) { try script.prefixModels() }
  }

  /// The models after each prefix, looked up by the commands a time has reached, are the
  /// models a replay at that time gives, between commands and at their very times.
  @Test func prefixModelsAreTheReplays() throws {
    var script = CommandScript(SettlesTooEarly())
    for time in [0.1, 0.25, 0.25, 0.6] {
      script.add(at: time) { model, time in model.restart(at: time) }
    }
    let models = try script.prefixModels()
    #expect(models.count == 5)
    for time in [0.0, 0.1, 0.2, 0.25, 0.3, 0.6, 2] {
      let count = script.commandCount(through: time)
      #expect(count == script.commands.filter { $0.time <= time }.count, "at \(time)")
      let looked = models[count].state(at: time)
      #expect(looked == (try script.state(at: time)), "at \(time)")
    }
    #expect(script.commandCount(through: 0.25) == 3)
  }

  /// A model that counts the commands replayed into it.
  struct Counting: TimedModel, Sendable {
    var reducedMotion = ReducedMotionPolicy.full
    var start = 0.0
    var replayed = 0
    func state(at time: Double) -> Double { time - start }
    func isSettled(at time: Double) -> Bool { true }
  }

  /// Walking times in order gives the model a replay gives at each, each command run once
  /// for all of them; a time earlier than the one before starts over, and a command that
  /// throws after the last time is never run (as no replay reaches it).
  @Test func forEachModelIsTheReplayAtEachTime() throws {
    var script = CommandScript(Counting())
    for time in [0.1, 0.25, 0.25, 0.6] {
      script.add(at: time) { model, time in
        model.start = time
        model.replayed += 1
      }
    }
    script.add(at: 0.9) { _, _ in throw CommandTimeError.outOfOrder(time: 0, previous: 0) }
    let times = [0.0, 0.1, 0.2, 0.25, 0.3, 0.6, 0.7, 0.1, 0.25, 0.8]
    var seen: [(Int, Counting)] = []
    try script.forEachModel(at: times) { seen.append(($0, $1)) }
    #expect(seen.map(\.0) == Array(times.indices))
    for (index, model) in seen {
      let time = times[index]
      let replay = try script.model(at: time)
      #expect(model.start == replay.start && model.state(at: time) == replay.state(at: time))
    }
    // Replayed once up to 0.7 (four commands), then again from the start to 0.8 (four).
    #expect(seen.map(\.1.replayed) == [0, 1, 1, 3, 3, 4, 4, 1, 3, 4])
    #expect(throws: CommandTimeError.outOfOrder(time: 0, previous: 0)) {
      try script.forEachModel(at: [0.5, 1]) { _, _ in }
    }
  }
}
