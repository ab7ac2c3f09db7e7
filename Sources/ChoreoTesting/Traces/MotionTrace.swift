// Policy: a trace is what a test looks at: samples of time, value and velocity. The
// velocity is the model's own (MotionTrack, TabPageState, PopMenuItemState answer it
// exactly); where a source has none (an animator's write closure, a timeline leaf, a scroll
// scene's resolved property) it is `nil`, and the checks that need it say so. A trace never
// estimates a velocity from differences of its values.
//
// A trace sampled from a `CommandScript` also holds, at each command time inside the
// sampled span, the state *just before* the command (the model without it, asked at the
// command's time), so continuity across a retarget is checked exactly from the two sides
// of the instant; between samples, any trace is checked step by step
// (MotionTrace+Continuity.swift).
import Choreo

/// One sample of a trace: a time, the value then, and the model's velocity when it has one.
public struct MotionSample<Value> {
  /// Seconds.
  public var time: Double
  /// The value at ``time``.
  public var value: Value
  /// The exact velocity (value units per second), or `nil` when the source has none.
  public var velocity: Value?
  /// Whether this is the state just before a command stamped at ``time`` (the left side of
  /// a retarget instant); the sample after it at the same time is the right side.
  public var isBeforeCommand: Bool

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - value: The value.
  ///   - velocity: The exact velocity, or `nil`.
  ///   - isBeforeCommand: `true` for the left side of a command instant.
  public init(time: Double, value: Value, velocity: Value? = nil, isBeforeCommand: Bool = false) {
    self.time = time
    self.value = value
    self.velocity = velocity
    self.isBeforeCommand = isBeforeCommand
  }
}

extension MotionSample: Sendable where Value: Sendable {}
extension MotionSample: Equatable where Value: Equatable {}

/// Samples of one value over time, with the model's exact velocity where it has one, and
/// checks on them that fail with a message saying where and by how much.
///
/// ```swift
/// var script = CommandScript(try TabSwitcher(tabCount: 5, transition: .slide, context: context))
/// script.tap(tab: 2, at: 0.1)
/// script.tap(tab: 4, at: 0.25)
/// let x = try MotionTrace(script, at: .every(1.0 / 60, through: 2), label: "page 2 x") {
///   $0.pages.first { $0.index == 2 }.map {
///     ($0.appearance.translation.x, $0.velocity.translation.x)
///   }
/// }
/// try x.checkContinuous()         // the tap at 0.25 s bends page 2's motion, no jump
/// try x.checkBounds(-390...390)
/// ```
public struct MotionTrace<Value> {
  /// The samples in time order (a command instant's "before" sample first).
  public var samples: [MotionSample<Value>]
  /// What is traced, for messages (`"page 2 x"`).
  public var label: String

  /// A trace of given samples.
  ///
  /// - Parameters:
  ///   - samples: In time order.
  ///   - label: What is traced, for messages.
  public init(_ samples: [MotionSample<Value>], label: String = "value") {
    self.samples = samples
    self.label = label
  }

  /// Samples a function of time at `times`.
  ///
  /// - Parameters:
  ///   - times: When to sample.
  ///   - label: What is traced, for messages.
  ///   - sample: The value and exact velocity (or `nil`) at a time; return `nil` to skip a
  ///     time (the traced thing is absent then, for example a page not presented).
  /// - Throws: What `sample` throws.
  public init(
    at times: TraceTimes, label: String = "value",
    _ sample: (Double) throws -> (value: Value, velocity: Value?)?
  ) rethrows {
    var samples: [MotionSample<Value>] = []
    samples.reserveCapacity(times.times.count)
    for time in times.times {
      if let (value, velocity) = try sample(time) {
        samples.append(MotionSample(time: time, value: value, velocity: velocity))
      }
    }
    self.init(samples, label: label)
  }

  /// Samples a ``/ChoreoCore/MotionTrack`` with its exact velocity.
  ///
  /// - Parameters:
  ///   - track: The track.
  ///   - times: When to sample.
  ///   - label: What is traced, for messages.
  public init(_ track: MotionTrack<Value>, at times: TraceTimes, label: String = "value")
  where Value: VectorSpace {
    self.init(at: times, label: label) { (track.value(at: $0), track.velocity(at: $0)) }
  }

  /// Samples a timed model's state at `times`.
  ///
  /// - Parameters:
  ///   - model: The model (answered for times from its last command on).
  ///   - times: When to sample.
  ///   - label: What is traced, for messages.
  ///   - extract: The value and exact velocity (or `nil`) in a state; `nil` skips the time.
  public init<Model: TimedModel>(
    _ model: Model, at times: TraceTimes, label: String = "value",
    _ extract: (Model.State) -> (value: Value, velocity: Value?)?
  ) {
    self.init(at: times, label: label) { extract(model.state(at: $0)) }
  }

  /// Samples a scripted model at `times`, each time with the commands up to it replayed;
  /// at each command time inside the sampled span it adds the state just before the
  /// command, so ``checkContinuous(valueTolerance:velocityTolerance:fileID:line:)`` compares
  /// both sides.
  ///
  /// - Parameters:
  ///   - script: The model and its timed commands.
  ///   - times: When to sample.
  ///   - label: What is traced, for messages.
  ///   - extract: The value and exact velocity (or `nil`) in a state; `nil` skips the time.
  /// - Throws: The first error a command or `extract` throws.
  /// - Complexity: O(samples + commands): the commands are replayed once, in time order.
  public init<Model: TimedModel & Sendable>(
    _ script: CommandScript<Model>, at times: TraceTimes, label: String = "value",
    _ extract: (Model.State) throws -> (value: Value, velocity: Value?)?
  ) throws {
    let sampled = times.times
    var instants = sampled.map { (time: $0, before: false) }
    if let first = sampled.min(), let last = sampled.max() {
      let commandTimes = Set(script.commands.map(\.time)).filter { $0 >= first && $0 <= last }
      for time in commandTimes {
        instants.append((time, true))
        if !sampled.contains(time) { instants.append((time, false)) }
      }
    }
    // Time order; at one instant the state before the command comes first.
    instants.sort { $0.time != $1.time ? $0.time < $1.time : $0.before && !$1.before }
    var samples: [MotionSample<Value>] = []
    // The model just before a command is the one at the time's next-lower double; these
    // times do not decrease, so the commands are replayed once for all of them.
    let modelTimes = instants.map { $0.before ? $0.time.nextDown : $0.time }
    try script.forEachModel(at: modelTimes) { index, model in
      let instant = instants[index]
      guard let (value, velocity) = try extract(model.state(at: instant.time)) else { return }
      samples.append(
        MotionSample(
          time: instant.time, value: value, velocity: velocity, isBeforeCommand: instant.before))
    }
    self.init(samples, label: label)
  }

  /// The times sampled, in order.
  public var times: [Double] { samples.map(\.time) }
  /// The values sampled, in order.
  public var values: [Value] { samples.map(\.value) }

  /// A trace of a part of each value (and velocity), for example one coordinate.
  ///
  /// - Parameters:
  ///   - label: What the part is, for messages.
  ///   - part: Takes the part out of a value; applied to velocities too (it must be linear,
  ///     as a coordinate is).
  /// - Returns: The trace of the part.
  public func map<Part>(label: String? = nil, _ part: (Value) -> Part) -> MotionTrace<Part> {
    MotionTrace<Part>(
      samples.map {
        MotionSample(
          time: $0.time, value: part($0.value), velocity: $0.velocity.map(part),
          isBeforeCommand: $0.isBeforeCommand)
      }, label: label ?? self.label)
  }
}

extension MotionTrace: Sendable where Value: Sendable {}
