// Policy: a script is the honest way to look at a timed model at any instant. A model
// value answers for times from its last command on; a script keeps the model as it was
// first and the commands with their times, and rebuilds the model at `t` by replaying the
// commands stamped at or before `t`. So every frame is a pure function of time that can be
// computed alone, in any order (the renderer draws frames in parallel), and a test reads
// like the interaction it checks. Command times may come from outside (recorded events), so
// a time out of order or not finite never traps: `add` keeps the first such time, and every
// replay throws it as a `CommandTimeError`, as a model given that command would.

/// A timed model and the commands given to it at scripted times: the model, or its state,
/// at any time is the commands up to then replayed.
///
/// ```swift
/// var script = CommandScript(try TabSwitcher(tabCount: 5, transition: .slide, context: context))
/// script.add(at: 0.1) { tabs, time in try tabs.select(2, at: time) }
/// script.add(at: 0.25) { tabs, time in try tabs.select(4, at: time) }
/// let frame = try script.state(at: 0.3)      // mid-way, both taps replayed
/// ```
public struct CommandScript<Model: TimedModel>: Sendable where Model: Sendable {
  /// A command: changes the model at the time it is given.
  public typealias Command = @Sendable (inout Model, Double) throws -> Void

  /// The model before any command.
  public let initial: Model
  /// The commands with their times, in the order added (time order, unless
  /// ``timeError`` says otherwise).
  public private(set) var commands: [(time: Double, command: Command)] = []
  /// The first command time that was not finite or came before the previous command's;
  /// `nil` while the script is in time order. Every replay throws it.
  public private(set) var timeError: CommandTimeError?

  /// A script with no commands yet.
  ///
  /// - Parameter initial: The model before any command.
  public init(_ initial: Model) {
    self.initial = initial
  }

  /// Adds a command at `time`.
  ///
  /// A time that is not finite or comes before the last command's does not trap (times
  /// may come from outside): the script keeps the first such time as ``timeError``, and
  /// every replay (``model(at:)``, ``state(at:)``) throws it.
  ///
  /// - Parameters:
  ///   - time: When; finite and not earlier than the last command added.
  ///   - command: What happens then; it receives the model and `time`.
  public mutating func add(at time: Double, _ command: @escaping Command) {
    if timeError == nil {
      do throws(CommandTimeError) {
        try CommandTimeError.check(time, after: commands.last?.time)
      } catch {
        timeError = error
      }
    }
    commands.append((time, command))
  }

  /// The model with every command stamped at or before `time` replayed.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The model.
  /// - Throws: ``timeError`` when the script is out of time order, else the first error a
  ///   command throws.
  /// - Complexity: O(commands up to `time`).
  public func model(at time: Double) throws -> Model {
    if let timeError { throw timeError }
    var model = initial
    for (commandTime, command) in commands.prefix(commandCount(through: time)) {
      try command(&model, commandTime)
    }
    return model
  }

  /// How many commands are stamped at or before `time`: a prefix of them, since a script
  /// replays only while its times are in order. With ``prefixModels()``, it indexes the
  /// model at `time`.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The number of commands whose time is at most `time`.
  /// - Complexity: O(commands up to `time`).
  public func commandCount(through time: Double) -> Int {
    var count = 0
    while count < commands.count && commands[count].time <= time { count += 1 }
    return count
  }

  /// The model after each prefix of the commands: element k has the first k replayed,
  /// k = 0...commands. For a caller that asks for many instants in any order (a demo's
  /// frames and samples): `models[commandCount(through: t)]` is ``model(at:)`` at t,
  /// replayed once for all of them.
  ///
  /// ```swift
  /// let models = try script.prefixModels()
  /// let atOne = models[script.commandCount(through: 1)]   // == try script.model(at: 1)
  /// ```
  ///
  /// - Returns: One model more than there are commands.
  /// - Throws: As ``model(at:)``.
  /// - Complexity: O(commands) command calls, and as many copies of the model.
  public func prefixModels() throws -> [Model] {
    if let timeError { throw timeError }
    var model = initial
    var models = [model]
    models.reserveCapacity(commands.count + 1)
    for (commandTime, command) in commands {
      try command(&model, commandTime)
      models.append(model)
    }
    return models
  }

  /// ``model(at:)`` at each of `times`, handed to `body` in turn with the time's index.
  /// While the times do not decrease the commands are replayed once for all of them, each
  /// picking up where the time before left off (``model(at:)`` replays from the start each
  /// call); a time earlier than the one before starts the replay over. Throws as
  /// ``model(at:)`` would at the first time it would throw, so commands after the last time
  /// are not run.
  ///
  /// - Parameters:
  ///   - times: Seconds, best in order.
  ///   - body: Takes the index of each time in `times` and the model at it.
  /// - Throws: As ``model(at:)``, or what `body` throws.
  package func forEachModel(
    at times: [Double], _ body: (_ index: Int, _ model: Model) throws -> Void
  ) throws {
    var model = initial
    var replayed = 0
    for (index, time) in times.enumerated() {
      if let timeError { throw timeError }
      let count = commandCount(through: time)
      if count < replayed {
        model = initial
        replayed = 0
      }
      while replayed < count {
        let (commandTime, command) = commands[replayed]
        try command(&model, commandTime)
        replayed += 1
      }
      try body(index, model)
    }
  }

  /// The state at `time`, the commands up to then replayed.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: The state.
  /// - Throws: As ``model(at:)``.
  public func state(at time: Double) throws -> Model.State {
    try model(at: time).state(at: time)
  }
}
