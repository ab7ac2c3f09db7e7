import CLibC

/// How much of a seeded fuzz loop a test run does: all of it by default, a fraction of it
/// when `CHOREO_FUZZ_SCALE` says so (the AddressSanitizer stage of CI runs a tenth, since
/// the instrumented build is several times slower). The seeds stay the same, so a smaller
/// run is the start of the full one.
///
/// A loop too long for CI's test budget has two sizes (``count(ci:full:)``): the CI size by
/// default, the full size when `CHOREO_FUZZ_FULL=1` asks for it (by hand, or in a soak
/// run), each scaled by ``fraction``.
public enum FuzzScale {
  /// Whether `CHOREO_FUZZ_FULL=1` asks for the full size of loops that have two.
  public static let isFull: Bool = {
    guard let text = getenv("CHOREO_FUZZ_FULL") else { return false }
    return String(cString: text) == "1"
  }()

  /// `ci` iterations, or `full` under `CHOREO_FUZZ_FULL=1`, scaled by ``fraction``, at
  /// least one.
  ///
  /// - Parameters:
  ///   - ci: The count that keeps CI's test phase within its budget.
  ///   - full: The count the property is meant to hold for.
  /// - Returns: The count to run.
  public static func count(ci: Int, full: Int) -> Int {
    count(isFull ? full : ci)
  }

  /// The fraction of each loop to run: `CHOREO_FUZZ_SCALE` when it is a number in
  /// 0 < s ≤ 1, otherwise 1.
  public static let fraction: Double = {
    guard let text = getenv("CHOREO_FUZZ_SCALE"), let value = Double(String(cString: text)),
      value > 0, value <= 1
    else { return 1 }
    return value
  }()

  /// `full` iterations scaled by ``fraction``, at least one.
  ///
  /// - Parameter full: The loop's full count.
  /// - Returns: The count to run.
  public static func count(_ full: Int) -> Int {
    max(1, Int((Double(full) * fraction).rounded()))
  }
}
