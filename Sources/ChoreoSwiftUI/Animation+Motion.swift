// Policy: a thin copy of `Motion.swiftUIPlan` (ChoreoCore, tested there): SwiftUI's own
// timing curve and spring where it has them, with the same control points and constants;
// a `CustomAnimation` that samples the Motion for the rest.
#if canImport(SwiftUI)
  import SwiftUI
  import Choreo

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension Animation {
    /// A SwiftUI animation that moves like `motion`: `timingCurve` for a cubic Bézier,
    /// `spring` (or `interpolatingSpring` when it starts with a velocity) with the same
    /// mass, stiffness and damping, and a ``MotionAnimation`` for `steps()`, `linear(...)`,
    /// repeats and autoreverse.
    ///
    /// - Parameter motion: The motion.
    public init(_ motion: Motion) {
      let plan = motion.swiftUIPlan
      var animation: Animation
      switch plan.kind {
      case .timingCurve(let points, let duration):
        animation = .timingCurve(points.x1, points.y1, points.x2, points.y2, duration: duration)
      case .spring(let spring):
        animation = .spring(Spring(spring), blendDuration: 0)
      case .interpolatingSpring(let spring):
        animation = .interpolatingSpring(Spring(spring), initialVelocity: spring.initialVelocity)
      case .custom:
        animation = Animation(MotionAnimation(motion))
      }
      // Speed first, then the delay: Choreo's delay is wall time, not scaled by the speed.
      if plan.speed != 1 { animation = animation.speed(plan.speed) }
      if plan.delay > 0 { animation = animation.delay(plan.delay) }
      self = animation
    }

    /// A SwiftUI animation that moves like `motion` from `from` to `to`, starting at
    /// `velocity`, value units per second (a drag's, or a Choreo animation's): a spring
    /// becomes an `interpolatingSpring` whose initial velocity is the velocity divided by
    /// the distance left (``/ChoreoCore/Motion/handingOff(velocity:from:to:)``).
    ///
    /// ```swift
    /// withAnimation(Animation(.spring(.snappy), velocity: drag.velocity.width,
    ///                         from: offset, to: 0)) { offset = 0 }
    /// ```
    ///
    /// - Parameters:
    ///   - motion: The motion.
    ///   - velocity: The velocity at the start, value units per second.
    ///   - from: The value now.
    ///   - to: The value the animation moves to.
    public init(_ motion: Motion, velocity: Double, from: Double, to: Double) {
      self.init(motion.handingOff(velocity: velocity, from: from, to: to))
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension Spring {
    /// A SwiftUI spring with these constants; over-damping is kept (SwiftUI would clamp
    /// it to critical damping otherwise).
    ///
    /// - Parameter parameters: Mass, stiffness and damping.
    init(_ parameters: PlatformSpringParameters) {
      self.init(
        mass: parameters.mass, stiffness: parameters.stiffness, damping: parameters.damping,
        allowOverDamping: true)
    }
  }

  /// A SwiftUI custom animation that samples a ``Motion``: the animated value is
  /// `target · motion.value(at: time)`, and the animation ends when the motion does.
  ///
  /// SwiftUI shows the model value (the target) once an animation ends, so a motion that
  /// autoreverses back to its start ends with a jump to the target; use such motions for
  /// values whose model stays at the start, or with `repeatForever`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public struct MotionAnimation: Sendable, Hashable {
    /// The motion sampled.
    public let motion: Motion

    /// Creates the animation.
    ///
    /// - Parameter motion: The motion to sample.
    public init(_ motion: Motion) { self.motion = motion }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension MotionAnimation: CustomAnimation {
    /// The value at `time`: `value` scaled by the motion's unit step, or `nil` once the
    /// motion has finished.
    ///
    /// - Parameters:
    ///   - value: The change to animate (target minus start).
    ///   - time: Seconds since the animation began.
    ///   - context: SwiftUI's animation context (unused).
    /// - Returns: The current change, or `nil` when done.
    public func animate<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
      motion.isFinished(at: time) ? nil : value.scaled(by: motion.value(at: time))
    }

    /// The velocity at `time`: `value` scaled by the unit step's velocity, so a following
    /// spring starts with it.
    ///
    /// - Parameters:
    ///   - value: The change to animate.
    ///   - time: Seconds since the animation began.
    ///   - context: SwiftUI's animation context (unused).
    /// - Returns: The current velocity, or `nil` when done.
    public func velocity<V: VectorArithmetic>(
      value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
      motion.isFinished(at: time) ? nil : value.scaled(by: motion.velocity(at: time))
    }
  }
#endif
