/// Controls one running animation or timeline, as `UIViewPropertyAnimator` does: pause,
/// resume, scrub, reverse, stop, finish, and continue with a new motion and velocity.
///
/// A handle holds its animator weakly. Once the animation has ended (see ``outcome``),
/// every control does nothing.
///
/// ```swift
/// let handle = try animator.animate("sheet", from: 0.0, to: 600, motion: .easeOut(duration: 0.4)) {
///   sheet.y = $0
/// }
/// handle.fractionComplete = 0.3      // scrub: pauses and writes the value at 30 %
/// handle.reverse()                   // time will run back toward the start
/// try handle.continue(with: .spring(.snappy), initialVelocity: -1200.0)  // a flick
/// ```
public final class AnimationHandle {
  let id: UInt64
  let key: AnimationKey?
  private weak var animator: Animator?
  private var completion: ((AnimationOutcome) -> Void)?

  /// How the animation ended, or `nil` while it is running or paused.
  public private(set) var outcome: AnimationOutcome?

  init(
    id: UInt64, key: AnimationKey?, animator: Animator,
    completion: ((AnimationOutcome) -> Void)?
  ) {
    self.id = id
    self.key = key
    self.animator = animator
    self.completion = completion
  }

  /// Records the outcome and calls the completion: once, whatever calls it later.
  func complete(_ outcome: AnimationOutcome) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    let action = completion
    completion = nil
    action?(outcome)
  }

  /// Running, paused, or ended with an outcome.
  public var state: AnimationState {
    if let outcome { return .ended(outcome) }
    guard let status = animator?.status(self) else { return .ended(.stopped) }
    return status.paused ? .paused : .running
  }

  /// The animated value now, or `nil` once the animation has ended or when `V` is not the
  /// animated value's type.
  ///
  /// - Parameter type: The animated value's type.
  /// - Returns: The value the animator wrote (or would write) at its current time.
  public func value<V: Interpolatable>(as type: V.Type = V.self) -> V? {
    animator?.state(of: self, as: type)?.value
  }

  /// The velocity now, value units per second of the animator's clock (zero while paused,
  /// reversed while reversed), or `nil` once the animation has ended or when `V` is not
  /// the animated value's type: what a gesture, Core Animation or SwiftUI takes over.
  ///
  /// - Parameter type: The animated value's type.
  /// - Returns: The velocity.
  public func velocity<V: VectorSpace>(as type: V.Type = V.self) -> V? {
    animator?.state(of: self, as: type)?.velocity
  }

  /// Whether time runs backward toward the start (after ``reverse()``).
  public var isReversed: Bool { animator?.status(self)?.reversed ?? false }

  /// How far along the animation is, 0...1 of its whole length (delay, repeats and
  /// momentum included). Setting it pauses the animation and writes the value at that
  /// point at once (scrubbing); resume to play on from there.
  ///
  /// An animation that never ends (repeats forever, undamped spring) reads 0, and setting
  /// it only pauses. After the end it reads 1 (0 if it finished at the start).
  ///
  /// - Precondition: the new value is not NaN (values outside 0...1 are clamped).
  public var fractionComplete: Double {
    get {
      if let status = animator?.status(self) { return status.fraction }
      return outcome == .finished(.start) ? 0 : 1
    }
    set {
      precondition(!newValue.isNaN, "fractionComplete cannot be NaN")
      animator?.control(self, .setFraction(newValue))
    }
  }

  /// Holds time; the value stays where it is.
  public func pause() { animator?.control(self, .pause) }

  /// Lets time run again, in the current direction.
  public func resume() { animator?.control(self, .resume) }

  /// Flips the direction of time: a forward animation runs back to its start (and then
  /// completes with `.finished(.start)`), a reversed one forward again. A paused animation
  /// stays paused, with the new direction for when it resumes.
  public func reverse() { animator?.control(self, .reverse) }

  /// Stops at the current value; completes with ``AnimationOutcome/stopped``.
  public func stop() { animator?.control(self, .stop) }

  /// Ends now, writing the value at `position`; completes with `.finished(position)`.
  ///
  /// - Parameter position: `.end`, `.start` or `.current`.
  public func finish(at position: AnimationPosition = .end) {
    animator?.control(self, .finish(position))
  }

  /// Continues toward the same target from the current value with a new motion, keeping
  /// the current velocity (vector values) – a hand-off that does not jump.
  ///
  /// - Parameter motion: The new motion.
  public func `continue`(with motion: Motion) {
    animator?.continueAnimation(self, with: motion, velocity: nil)
  }

  /// Continues toward the same target from the current value with a new motion and an
  /// initial velocity, for gesture hand-off.
  ///
  /// - Parameters:
  ///   - motion: The new motion, for example a spring.
  ///   - initialVelocity: The gesture's velocity in value units per second (not UIKit's
  ///     normalised form; see ``Animator/normalizedVelocity(_:from:to:)``).
  /// - Throws: ``AnimationError/nonFiniteVelocity(_:)`` when the velocity is not finite;
  ///   the animation is unchanged then.
  /// - Precondition: `V` is the animated value's type.
  public func `continue`<V: VectorSpace>(with motion: Motion, initialVelocity: V)
    throws(AnimationError)
  {
    guard initialVelocity.hasFiniteComponents else {
      throw .nonFiniteVelocity("\(initialVelocity)")
    }
    animator?.continueAnimation(self, with: motion, velocity: initialVelocity)
  }
}
