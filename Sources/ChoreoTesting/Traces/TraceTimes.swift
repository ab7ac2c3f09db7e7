/// When a trace samples: given instants, or a steady rate.
///
/// Rates compute each instant as `start + k / rate` (no running sum, so no drift), and the
/// last instant is the end itself.
///
/// ```swift
/// TraceTimes.every(1.0 / 60, through: 1)     // 0, 1/60, ... 1
/// TraceTimes.rate(120, from: 0.2, through: 0.5)
/// [0, 0.1, 0.25] as TraceTimes
/// ```
public struct TraceTimes: Sendable, Hashable, ExpressibleByArrayLiteral {
  /// The instants, in seconds.
  public var times: [Double]

  /// Given instants.
  ///
  /// - Parameter times: Seconds, finite.
  /// - Precondition: every time is finite.
  public init(_ times: [Double]) {
    precondition(times.allSatisfy(\.isFinite), "trace times must be finite, got \(times)")
    self.times = times
  }

  /// Given instants, written as an array literal.
  ///
  /// - Parameter elements: Seconds, finite.
  public init(arrayLiteral elements: Double...) {
    self.init(elements)
  }

  /// Instants at a steady rate from `start` through `end` (both included).
  ///
  /// - Parameters:
  ///   - rate: Samples a second, > 0.
  ///   - start: The first instant.
  ///   - end: The last instant, ≥ `start`.
  /// - Returns: `start + k / rate` for every k that stays before `end`, then `end`.
  /// - Precondition: a finite rate > 0 and finite `start ≤ end`.
  public static func rate(_ rate: Double, from start: Double = 0, through end: Double)
    -> TraceTimes
  {
    precondition(rate > 0 && rate.isFinite, "a trace rate must be finite and > 0, got \(rate)")
    precondition(
      start.isFinite && end.isFinite && start <= end,
      "a trace runs from a finite start to a finite end after it, got \(start) to \(end)")
    var times: [Double] = []
    var index = 0.0
    while true {
      let time = start + index / rate
      // A tolerance of a millionth of a frame keeps float noise from adding an extra
      // instant just before `end`.
      if time >= end - 1e-6 / rate { break }
      times.append(time)
      index += 1
    }
    times.append(end)
    return TraceTimes(times)
  }

  /// Instants every `step` seconds from `start` through `end` (both included).
  ///
  /// - Parameters:
  ///   - step: Seconds between samples, > 0.
  ///   - start: The first instant.
  ///   - end: The last instant.
  /// - Returns: The same instants as `rate(1 / step, from: start, through: end)`.
  public static func every(_ step: Double, from start: Double = 0, through end: Double)
    -> TraceTimes
  {
    precondition(step > 0 && step.isFinite, "a trace step must be finite and > 0, got \(step)")
    return rate(1 / step, from: start, through: end)
  }
}
