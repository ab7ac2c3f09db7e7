import Choreo
import ChoreoRender

/// An animated scene to snapshot: a layer tree at every time, the canvas, and the instants
/// it is looked at.
///
/// ```swift
/// let scene = SnapshotScene(size: Size2D(width: 120, height: 80), duration: 0.5, scale: 0.5) { t in
///   var root = RenderLayer(frame: Rect2D(x: 0, y: 0, width: 120, height: 80))
///   root.opacity = t / 0.5
///   return root
/// }
/// ```
///
/// A model, or a ``/ChoreoCore/CommandScript`` of one, is drawn from its state at each time:
/// pass it first and the closure receives the state (the script is copied, so a `var script`
/// needs no `let` copy, and a command that throws fails the frame with its error):
///
/// ```swift
/// let scene = SnapshotScene(script, size: size, duration: 0.6, scale: 0.25) { state in
///   layers(for: state)
/// }
/// ```
public struct SnapshotScene: Sendable {
  /// The canvas size, points.
  public var size: Size2D
  /// Pixels a point; keep goldens small (0.5 or less for phone-sized scenes).
  public var scale: Double
  /// The colour behind the scene.
  public var background: RGBA
  /// The length that progress instants are fractions of, seconds.
  public var duration: Double
  /// When the scene is at rest for good (for ``SnapshotInstant/settled``), seconds; `nil`
  /// when it has no such time.
  public var settleTime: Double?
  /// The layer tree at a time; an error fails the frame at that time, naming it.
  public var layers: @Sendable (Double) throws -> RenderLayer

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - size: The canvas, points.
  ///   - duration: Seconds, > 0: progress 1 is this time.
  ///   - scale: Pixels a point; 1 by default.
  ///   - background: The colour behind the scene; clear by default.
  ///   - settleTime: When it is at rest for good; `nil` by default.
  ///   - layers: The layer tree at a time; it may throw (the frame then fails with the
  ///     error).
  /// - Precondition: `duration` is finite and > 0.
  public init(
    size: Size2D, duration: Double, scale: Double = 1, background: RGBA = .clear,
    settleTime: Double? = nil, layers: @escaping @Sendable (Double) throws -> RenderLayer
  ) {
    precondition(
      duration > 0 && duration.isFinite, "a scene's duration must be > 0, got \(duration)")
    self.size = size
    self.duration = duration
    self.scale = scale
    self.background = background
    self.settleTime = settleTime
    self.layers = layers
  }

  /// A scene drawing a timed model (a `TabSwitcher`, a `PopMenu`) from its state at each
  /// time.
  ///
  /// - Parameters:
  ///   - model: The model, with the commands it has been given.
  ///   - size: The canvas, points.
  ///   - duration: Seconds, > 0: progress 1 is this time.
  ///   - scale: Pixels a point; 1 by default.
  ///   - background: The colour behind the scene; clear by default.
  ///   - settleTime: When it is at rest for good; `nil` by default.
  ///   - layers: The layer tree showing a state of the model.
  /// - Precondition: `duration` is finite and > 0.
  public init<Model: TimedModel & Sendable>(
    _ model: Model, size: Size2D, duration: Double, scale: Double = 1,
    background: RGBA = .clear, settleTime: Double? = nil,
    layers: @escaping @Sendable (Model.State) throws -> RenderLayer
  ) {
    self.init(
      size: size, duration: duration, scale: scale, background: background,
      settleTime: settleTime
    ) { time in try layers(model.state(at: time)) }
  }

  /// A scene drawing a scripted model from its state at each time: the script's commands
  /// up to that time replayed (``/ChoreoCore/CommandScript/state(at:)``).
  ///
  /// - Parameters:
  ///   - script: The model and its commands.
  ///   - size: The canvas, points.
  ///   - duration: Seconds, > 0: progress 1 is this time.
  ///   - scale: Pixels a point; 1 by default.
  ///   - background: The colour behind the scene; clear by default.
  ///   - settleTime: When it is at rest for good; `nil` by default.
  ///   - layers: The layer tree showing a state of the model.
  /// - Precondition: `duration` is finite and > 0.
  public init<Model>(
    _ script: CommandScript<Model>, size: Size2D, duration: Double, scale: Double = 1,
    background: RGBA = .clear, settleTime: Double? = nil,
    layers: @escaping @Sendable (Model.State) throws -> RenderLayer
  ) {
    self.init(
      size: size, duration: duration, scale: scale, background: background,
      settleTime: settleTime
    ) { time in try layers(script.state(at: time)) }
  }

  /// The time an instant stands for.
  ///
  /// - Parameter instant: The instant.
  /// - Returns: Seconds, or `nil` for ``SnapshotInstant/settled`` without a settle time.
  public func time(of instant: SnapshotInstant) -> Double? {
    switch instant {
    case .progress(let fraction): return fraction * duration
    case .time(let seconds): return seconds
    case .settled: return settleTime
    }
  }
}

/// An instant of a scene to snapshot: a fraction of its duration, a time, or when it has
/// settled. A number literal is a fraction: `[0, 0.25, 0.5, 0.75, 1, .settled]`.
public enum SnapshotInstant: Sendable, Hashable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// A fraction of the scene's duration (0 is the start, 1 the end).
  case progress(Double)
  /// Seconds from the scene's start.
  case time(Double)
  /// The scene's ``SnapshotScene/settleTime``.
  case settled

  /// A fraction of the duration.
  ///
  /// - Parameter value: The fraction.
  public init(floatLiteral value: Double) { self = .progress(value) }

  /// A fraction of the duration (0 or 1).
  ///
  /// - Parameter value: The fraction.
  public init(integerLiteral value: Int) { self = .progress(Double(value)) }

  /// The instant's part of a golden's file name: `25` for progress 0.25, `t0.3s`,
  /// `settled`.
  public var description: String {
    switch self {
    case .progress(let fraction):
      let percent = fraction * 100
      return percent == percent.rounded() ? "\(Int(percent))" : "\(percent)"
    case .time(let seconds): return "t\(seconds)s"
    case .settled: return "settled"
    }
  }
}
