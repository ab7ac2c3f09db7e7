// Frame durations as exact rationals, so 60 fps is 1/60 s exactly and the delays of merged
// frames add up without drift.

/// How long one frame stays on screen: `numerator / denominator` seconds.
///
/// ```swift
/// let sixty = FrameDelay(fps: 60)        // 1/60 s
/// let hold = FrameDelay(numerator: 1, denominator: 2)
/// ```
public struct FrameDelay: Sendable, Hashable, CustomStringConvertible {
  /// Numerator (seconds), ≥ 0. Stored in lowest terms.
  public let numerator: Int
  /// Denominator, ≥ 1. Stored in lowest terms.
  public let denominator: Int

  /// Creates a delay of `numerator / denominator` seconds, reduced to lowest terms.
  ///
  /// - Parameters:
  ///   - numerator: ≥ 0.
  ///   - denominator: ≥ 1.
  /// - Precondition: both in range.
  public init(numerator: Int, denominator: Int) {
    precondition(numerator >= 0, "frame delay numerator must be ≥ 0, got \(numerator)")
    precondition(denominator >= 1, "frame delay denominator must be ≥ 1, got \(denominator)")
    let divisor = max(1, greatestCommonDivisor(numerator, denominator))
    self.numerator = numerator / divisor
    self.denominator = denominator / divisor
  }

  /// The delay of one frame at `fps` frames per second: `1 / fps` seconds.
  ///
  /// - Parameter fps: Frames per second, ≥ 1.
  public init(fps: Int) {
    precondition(fps >= 1, "fps must be ≥ 1, got \(fps)")
    self.init(numerator: 1, denominator: fps)
  }

  /// The delay in seconds (rounded to the nearest `Double`).
  public var seconds: Double { Double(numerator) / Double(denominator) }

  /// The exact sum of two delays.
  ///
  /// - Precondition: the sum's terms fit in `Int` (always true for frame rates and
  ///   durations that a person would choose).
  public static func + (lhs: FrameDelay, rhs: FrameDelay) -> FrameDelay {
    let divisor = greatestCommonDivisor(lhs.denominator, rhs.denominator)
    let denominator = lhs.denominator / divisor * rhs.denominator
    let numerator =
      lhs.numerator * (denominator / lhs.denominator) + rhs.numerator
      * (denominator / rhs.denominator)
    return FrameDelay(numerator: numerator, denominator: denominator)
  }

  /// `num/den s`.
  public var description: String { "\(numerator)/\(denominator) s" }

  /// The delay as APNG's 16-bit `delay_num / delay_den` (APNG spec, fcTL).
  ///
  /// Exact when both terms fit in 16 bits (any frame rate up to 65535 fps, any duration up
  /// to 65535 frames of it); otherwise the nearest value in milliseconds, then hundredths,
  /// then whole seconds, clamped to 65535 s.
  var apngFraction: (UInt16, UInt16) {
    if numerator <= 65535 && denominator <= 65535 {
      return (UInt16(numerator), UInt16(denominator))
    }
    for scale in [1000, 100, 1] {
      let scaled = (numerator * scale + denominator / 2) / denominator
      if scaled <= 65535 { return (UInt16(scaled), UInt16(scale)) }
    }
    return (65535, 1)
  }

  /// This delay read as a time since the start, in whole centiseconds: nearest, ties up.
  var roundedCentiseconds: Int {
    (numerator * 200 + denominator) / (2 * denominator)
  }
}

/// Euclid's algorithm.
func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
  var (a, b) = (abs(a), abs(b))
  while b != 0 { (a, b) = (b, a % b) }
  return a
}
