/// Why a decay, a projection or a rubber band was refused. Thrown where numbers come from
/// outside (a gesture, a spec, a file): nothing is started or changed when it is thrown.
public enum DecayError: Error, Hashable, CustomStringConvertible {
  /// A deceleration rate outside 0 < rate < 1, or NaN.
  case rateOutOfRange(Double)
  /// A velocity with a NaN or infinite component.
  case nonFiniteVelocity(String)
  /// A value, a bound, a snap point or a length that is NaN or infinite where it must be
  /// finite.
  case nonFinite(what: String, value: String)
  /// A value that already lies past the bounds a decay is to stay in.
  case pastBound(value: Double, bounds: ClosedRange<Double>)
  /// A length that must be positive (a rubber band's dimension, a snap list) is not.
  case notPositive(what: String, value: Double)
  /// A snap was asked for among no points.
  case noSnapPoints

  /// A sentence saying what was wrong and what would be right.
  public var description: String {
    switch self {
    case .rateOutOfRange(let rate):
      return "deceleration rate \(rate) is outside 0 < rate < 1; it is the fraction of the "
        + "velocity kept each millisecond (0.998 is UIScrollView's normal, 0.99 its fast)"
    case .nonFiniteVelocity(let what):
      return "velocity is not finite (\(what)); pass a finite velocity or zero"
    case .nonFinite(let what, let value):
      return "\(what) is not finite (\(value)); pass a finite number"
    case .pastBound(let value, let bounds):
      return "the value \(value) already lies past the bounds \(bounds.lowerBound)..."
        + "\(bounds.upperBound); start a decay inside its bounds (or spring back to the "
        + "nearest bound first)"
    case .notPositive(let what, let value):
      return "\(what) must be finite and greater than 0, got \(value)"
    case .noSnapPoints:
      return "no snap points were given; pass at least one finite point"
    }
  }
}
