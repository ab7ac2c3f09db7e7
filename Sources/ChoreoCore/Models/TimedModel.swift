// Policy: every Choreo model has one shape. A model is a value whose state at time t is a
// pure function of the commands it was given up to t (each stamped with its time, in time
// order). Tests and the renderer sample it at any time directly; SwiftUI keeps the value in
// state and samples it in a timeline; UIKit ticks a `ModelDriver` from a display link. So
// seeking equals playing by construction.

/// A value whose state is a pure function of time and of the commands it was given, each
/// stamped with its time: the shape of every Choreo model (`TabSwitcher`, `PopMenu`,
/// `ScriptedScroll`; ``ModelDriver`` ticks one from a clock).
///
/// ```swift
/// struct Blink: TimedModel {
///   var reducedMotion = ReducedMotionPolicy.full
///   var opacity = MotionTrack(at: 1.0)
///   func state(at time: Double) -> Double { opacity.value(at: time) }
///   func isSettled(at time: Double) -> Bool { opacity.isSettled(at: time) }
/// }
/// ```
public protocol TimedModel {
  /// What the model shows at one instant.
  associatedtype State

  /// How much motion commands from now on may use: the platform's Reduce Motion setting,
  /// read by a ``ModelDriver`` before each command.
  var reducedMotion: ReducedMotionPolicy { get set }

  /// The state at `time`.
  ///
  /// - Parameter time: Seconds on the clock the commands were stamped with.
  /// - Returns: The state; a pure function of `time` and the commands given.
  func state(at time: Double) -> State

  /// Whether nothing moves from `time` on, until the next command.
  ///
  /// - Parameter time: Seconds.
  /// - Returns: `true` when the state is constant from `time` on.
  func isSettled(at time: Double) -> Bool
}
