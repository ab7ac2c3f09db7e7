/// How a spring's state at time t follows linearly from its initial displacement and
/// velocity: `x(t) = pp·x0 + pv·v0`, `v(t) = vp·x0 + vv·v0`.
///
/// The closed form of a damped oscillator is linear in its initial state, so one set of
/// coefficients moves any ``VectorSpace`` value, component by component. The displacement
/// `x0` is measured from the spring's target (the rest position), so a value that starts
/// at `from` and is pulled toward `to` has `x0 = from − to`, and its value at time t is
/// `to + pp·x0 + pv·v0`.
///
/// ```swift
/// let transfer = DampedSpring.snappy.transfer(at: 0.1)
/// let x0 = 0.0 - 100.0          // start at 0, target 100
/// let position = 100 + transfer.positionFromPosition * x0
///   + transfer.positionFromVelocity * 0
/// ```
public struct SpringTransfer: Sendable, Hashable {
  /// ∂x(t)/∂x0 (dimensionless).
  public var positionFromPosition: Double
  /// ∂x(t)/∂v0 (seconds).
  public var positionFromVelocity: Double
  /// ∂v(t)/∂x0 (per second).
  public var velocityFromPosition: Double
  /// ∂v(t)/∂v0 (dimensionless).
  public var velocityFromVelocity: Double

  /// Creates a transfer from its four coefficients.
  ///
  /// - Parameters:
  ///   - positionFromPosition: ∂x(t)/∂x0.
  ///   - positionFromVelocity: ∂x(t)/∂v0.
  ///   - velocityFromPosition: ∂v(t)/∂x0.
  ///   - velocityFromVelocity: ∂v(t)/∂v0.
  public init(
    positionFromPosition: Double, positionFromVelocity: Double,
    velocityFromPosition: Double, velocityFromVelocity: Double
  ) {
    self.positionFromPosition = positionFromPosition
    self.positionFromVelocity = positionFromVelocity
    self.velocityFromPosition = velocityFromPosition
    self.velocityFromVelocity = velocityFromVelocity
  }

  /// The transfer over no time at all: the state is unchanged.
  public static let identity = SpringTransfer(
    positionFromPosition: 1, positionFromVelocity: 0,
    velocityFromPosition: 0, velocityFromVelocity: 1)

  /// The transfer of a spring that has come to rest: every state maps to zero.
  public static let zero = SpringTransfer(
    positionFromPosition: 0, positionFromVelocity: 0,
    velocityFromPosition: 0, velocityFromVelocity: 0)

  /// The displacement at time t of a state that started at `displacement` with `velocity`.
  ///
  /// - Parameters:
  ///   - displacement: The initial displacement from the target, x0.
  ///   - velocity: The initial velocity, v0.
  /// - Returns: `pp·x0 + pv·v0`.
  @inlinable
  public func position(displacement: Double, velocity: Double) -> Double {
    positionFromPosition * displacement + positionFromVelocity * velocity
  }

  /// The velocity at time t of a state that started at `displacement` with `velocity`.
  ///
  /// - Parameters:
  ///   - displacement: The initial displacement from the target, x0.
  ///   - velocity: The initial velocity, v0.
  /// - Returns: `vp·x0 + vv·v0`.
  @inlinable
  public func velocity(displacement: Double, velocity: Double) -> Double {
    velocityFromPosition * displacement + velocityFromVelocity * velocity
  }
}
