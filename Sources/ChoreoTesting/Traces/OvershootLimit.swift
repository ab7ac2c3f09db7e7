// Policy: an overshoot limit says its unit. "At most 0.1" reads as 10 % to one person and
// as 0.1 points to another; a motion from -200 to 100 that passes 100 by 13.8 is within
// 10 % of its 300-point travel and far beyond 0.1 points. The unit is part of the call.

/// How far a value may pass its target in
/// ``MotionTrace/checkOvershoot(from:to:atMost:fileID:line:)-(_,_,OvershootLimit,_,_)``: a
/// fraction of the distance travelled, or an amount in the value's own units.
///
/// ```swift
/// try scale.checkOvershoot(from: 0, to: 1, atMost: .fractionOfDistance(0.1))   // 10 %
/// try x.checkOvershoot(from: -200, to: 100, atMost: .amount(12))               // 12 points
/// ```
public enum OvershootLimit: Sendable, Hashable {
  /// A fraction of the distance from the start to the target: `0.1` allows 10 % of it.
  /// A motion whose start is its target may not pass it at all.
  case fractionOfDistance(Double)
  /// An amount in the value's own units (points, a scale, an opacity): `12` allows 12.
  case amount(Double)

  /// The largest overshoot allowed, in value units, for a motion from `start` to `target`.
  ///
  /// - Parameters:
  ///   - start: Where the motion starts.
  ///   - target: Where it ends.
  /// - Returns: The allowance in value units.
  public func allowance(from start: Double, to target: Double) -> Double {
    switch self {
    case .fractionOfDistance(let fraction): fraction * abs(target - start)
    case .amount(let amount): amount
    }
  }

  /// The limit as a message gives it: `10 % of the distance (30.0)` or `0.1`.
  func text(from start: Double, to target: Double) -> String {
    switch self {
    case .fractionOfDistance(let fraction):
      "\(percentText(fraction)) of the distance (\(allowance(from: start, to: target)))"
    case .amount(let amount): "\(amount)"
    }
  }

  /// Traps on a limit that is negative or not finite (a programmer's constant).
  func validate() {
    switch self {
    case .fractionOfDistance(let fraction):
      precondition(
        fraction.isFinite && fraction >= 0,
        "an overshoot fraction must be finite and >= 0, got \(fraction)")
    case .amount(let amount):
      precondition(
        amount.isFinite && amount >= 0,
        "an overshoot amount must be finite and >= 0, got \(amount)")
    }
  }
}

/// A fraction as a percentage for a message, rounded to 0.0001 % (`10.0 %`, not
/// `10.000000000000002 %`).
func percentText(_ fraction: Double) -> String {
  guard fraction.isFinite, abs(fraction) < 1e9 else { return "\(fraction * 100) %" }
  return "\((fraction * 1e6).rounded() / 1e4) %"
}
